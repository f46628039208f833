//! Goals: the score goes up, the attacking card leaves the field, the side that conceded discards
//! its flipped cards and kicks off. A side reaching the winning score ends the match at once.

use bevy::ecs::world::DeferredWorld;

use crate::engine::Rule;

use super::pitch::Pitch;
use crate::rulesets::one863::events::{GoalScored, LogEvent, MatchEnds};

/// Scores the goal and sends the match on (or ends it).
impl Rule for GoalScored {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        let side = self.side;
        let conceding = 1 - side;
        pitch.table_mut().sides[side as usize].score += 1;
        let (home, away) = (pitch.table().sides[0].score, pitch.table().sides[1].score);
        pitch.record(LogEvent::Goal {
            side,
            scorer: self.scorer,
            kind: self.kind,
            home,
            away,
        });
        pitch.discard_from_field(self.scorer);
        let flipped: Vec<_> = pitch.table().sides[conceding as usize]
            .field
            .iter()
            .copied()
            .filter(|s| pitch.stance(*s).flipped)
            .collect();
        for card in flipped {
            pitch.discard_from_field(card);
        }
        if pitch.table().sides[side as usize].score >= pitch.rules().winning_score {
            pitch.then(|keys| keys.match_ends, MatchEnds);
        } else {
            pitch.end_turn(conceding);
        }
    }
}
