//! The turn cycle: a turn begins (the side's field cards are refreshed, it draws up to the hand
//! size, then the stoppage-time check), a turn ends (the next side's turn begins, unless that was
//! stoppage time's last action), a pass, and full time.

use bevy::ecs::observer::On;
use bevy::ecs::world::DeferredWorld;

use super::pitch::Pitch;
use crate::rulesets::one863::components::{Phase, Zone};
use crate::rulesets::one863::events::{LogEvent, MatchEnds, Passed, TurnBegins};

/// Refresh, draw, stoppage check.
pub fn begin_turn(event: On<TurnBegins>, world: DeferredWorld) {
    let mut pitch = Pitch::of(world);
    let side = event.side;
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
        pitch.move_card(top, Zone::Deck, Zone::Hand);
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
pub fn pass(_event: On<Passed>, world: DeferredWorld) {
    let mut pitch = Pitch::of(world);
    let side = pitch.table().turn_of;
    pitch.record(LogEvent::Passed { side });
    pitch.end_turn(1 - side);
}

/// Full time.
pub fn end_match(_event: On<MatchEnds>, world: DeferredWorld) {
    let mut pitch = Pitch::of(world);
    pitch.table_mut().phase = Phase::Over;
    let (home, away) = (pitch.table().sides[0].score, pitch.table().sides[1].score);
    pitch.record(LogEvent::FullTime { home, away });
}
