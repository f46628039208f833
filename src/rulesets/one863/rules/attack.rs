//! Attack and block. An attack on a side with no face-up card is an open goal; otherwise the
//! defender must block with a face-up card, and may discard one boost card from its hand to
//! strengthen the block. The block measures both cards and the duel settles the rest.
//!
//! Attacking does not make the card tired (one863.md, "The turn"): only a playmaker that opens the
//! Meneur window counts as having acted. The difference shows in stoppage time, whose last action
//! has no refresh before it: a card that attacked in its side's previous turn may attack again.

use bevy::ecs::world::DeferredWorld;

use crate::engine::Rule;

use super::pitch::Pitch;
use super::strength;
use crate::rulesets::one863::components::{Phase, Zone};
use crate::rulesets::one863::events::{
    AttackDeclared, BlockDeclared, DuelFought, GoalKind, GoalScored, LogEvent,
};

/// Open goal, or the defender must block. The attacker's stance is left as it is: an attack does
/// not tire it.
impl Rule for AttackDeclared {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        let card = self.card;
        let side = pitch.table().turn_of;
        pitch.record(LogEvent::Attacked { side, card });
        if pitch.count_field(1 - side, |s| !s.flipped) == 0 {
            pitch.then(
                |keys| keys.goal_scored,
                GoalScored {
                    side,
                    scorer: card,
                    kind: GoalKind::OpenGoal,
                },
            );
        } else {
            pitch.table_mut().phase = Phase::Block { attacker: card };
        }
    }
}

/// The boost is discarded, both strengths are measured, and the duel is fought.
impl Rule for BlockDeclared {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        let Phase::Block { attacker } = pitch.table().phase else {
            unreachable!("a block is only legal against a pending attack");
        };
        let side = 1 - pitch.table().turn_of;
        pitch.record(LogEvent::Blocked {
            side,
            card: self.card,
        });
        let mut boost = 0;
        if let Some(card) = self.boost {
            boost = pitch.footballer(card).boost;
            pitch.move_card(card, Zone::Hand, Zone::Discard);
            pitch.record(LogEvent::Boosted {
                side,
                card,
                amount: boost,
            });
        }
        let attack = strength::attack(&pitch, attacker);
        let defence = strength::defence(&pitch, self.card) + boost;
        pitch.record(LogEvent::Duel {
            attacker,
            blocker: self.card,
            attack,
            defence,
        });
        pitch.then(
            |keys| keys.duel_fought,
            DuelFought {
                attacker,
                blocker: self.card,
                attack,
                defence,
            },
        );
    }
}
