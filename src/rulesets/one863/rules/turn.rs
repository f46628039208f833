//! The turn cycle: a turn begins (the side's field cards are refreshed, it draws up to the hand
//! size, then the stoppage-time check), a turn ends (the next side's turn begins, unless that was
//! stoppage time's last action), a pass, and full time.

use bevy::ecs::world::DeferredWorld;

use crate::engine::Rule;

use super::pitch::Pitch;
use crate::rulesets::one863::components::Phase;
use crate::rulesets::one863::events::{LogEvent, MatchEnds, Passed, TurnBegins};

/// The kick-off's turn: the first turn of a match (or of a scenario's set-up) begins.
impl Rule for TurnBegins {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        begin(&mut pitch, self.side);
    }
}

/// `side`'s turn begins: refresh, draw, stoppage check. Every later turn begins here as the last
/// step of the action that ended the one before (`Pitch::end_turn`), inside that action's
/// observer: a second observer run per action (Bevy's own cost, about 250 instructions) was a
/// tenth of a match.
pub(super) fn begin(pitch: &mut Pitch, side: u8) {
    pitch.table_mut().turn_of = side;
    pitch.table_mut().phase = Phase::Main;
    pitch.table_mut().turns += 1;
    pitch.record(LogEvent::TurnStarted { side });
    pitch.ready_field(side);
    let hand_size = pitch.rules().hand_size as usize;
    while pitch.table().sides[side as usize].hand.len() < hand_size {
        let Some(&top) = pitch.table().sides[side as usize].deck.first() else {
            break;
        };
        pitch.draw_top(side, top);
        pitch.record(LogEvent::Drew { side, card: top });
    }
    let sides = &pitch.table().sides[side as usize];
    let out_of_cards = sides.hand.is_empty() && sides.deck.is_empty();
    let face_up = pitch.count_field(side, |s| !s.flipped);
    if out_of_cards && face_up <= pitch.rules().stoppage_at_most as usize {
        // Stoppage time: this turn is skipped; the other side takes one last action (not a turn:
        // no refresh, no draw), then the match ends.
        pitch.record(LogEvent::StoppageTime { side });
        pitch.table_mut().turn_of = 1 - side;
        pitch.table_mut().last_action = true;
    }
}

/// The side to act takes no action.
impl Rule for Passed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        let side = pitch.table().turn_of;
        pitch.record(LogEvent::Passed { side });
        pitch.end_turn(1 - side);
    }
}

/// Full time.
impl Rule for MatchEnds {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        pitch.table_mut().phase = Phase::Over;
        let (home, away) = (pitch.table().sides[0].score, pitch.table().sides[1].score);
        pitch.record(LogEvent::FullTime { home, away });
    }
}
