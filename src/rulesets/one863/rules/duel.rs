//! The duel's three outcomes. ATT > DEF: the blocker is flipped (an AGRESSIF blocker takes the
//! attacker with it), and a defender with enough flipped cards concedes a momentum goal.
//! ATT < DEF: the attacker is discarded (an AGRESSIF attacker takes the blocker with it), then
//! recovery: the defender discards its leftmost flipped card. A tie discards both. Without a goal
//! the turn goes to the defender.

use bevy::ecs::world::DeferredWorld;

use crate::engine::Rule;

use super::pitch::Pitch;
use crate::rulesets::one863::events::{DuelFought, GoalKind, GoalScored, LogEvent};

/// Settles a measured duel.
impl Rule for DuelFought {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        let (attacker, blocker) = (self.attacker, self.blocker);
        let attacking_side = pitch.table().turn_of;
        let defending_side = 1 - attacking_side;
        if self.attack > self.defence {
            pitch.flip(blocker);
            if pitch.footballer(blocker).aggressive {
                pitch.discard_from_field(attacker);
            }
            let flipped = pitch.count_field(defending_side, |s| s.flipped);
            if flipped >= pitch.rules().momentum_goal_at as usize {
                pitch.then(
                    |keys| keys.goal_scored,
                    GoalScored {
                        side: attacking_side,
                        scorer: attacker,
                        kind: GoalKind::Momentum,
                    },
                );
                return;
            }
        } else if self.attack < self.defence {
            pitch.discard_from_field(attacker);
            if pitch.footballer(attacker).aggressive {
                pitch.discard_from_field(blocker);
            }
            let leftmost_flipped = pitch.table().sides[defending_side as usize]
                .field
                .iter()
                .copied()
                .find(|s| pitch.stance(*s).flipped);
            if let Some(card) = leftmost_flipped {
                pitch.discard_from_field(card);
                pitch.record(LogEvent::Recovered {
                    side: defending_side,
                    card,
                });
            }
        } else {
            pitch.discard_from_field(attacker);
            pitch.discard_from_field(blocker);
        }
        pitch.end_turn(defending_side);
    }
}
