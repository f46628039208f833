//! The rules events of dopynion: each atomic step of a turn is an event with exactly one observer
//! (Bevy does not order several observers of one event). Events that answer something carry the
//! answer back to whoever triggered them.

use bevy::ecs::event::Event;

use crate::rulesets::dopynion::schema::{Card, GainTo};

/// `player` draws `count` cards (reshuffling as needed; fewer when deck and discard run out).
#[derive(Event, Debug, Clone, Copy)]
pub struct Drew {
    /// Who draws.
    pub player: u8,
    /// How many.
    pub count: usize,
}

/// `player` gains `card` from the supply to `to`, if its pile has one left.
#[derive(Event, Debug, Clone, Copy)]
pub struct Gained {
    /// Who gains.
    pub player: u8,
    /// What.
    pub card: Card,
    /// Where it goes.
    pub to: GainTo,
    /// Answer: it was gained.
    pub gained: bool,
}

/// Where a card leaving the hand goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Away {
    /// The discard pile.
    Discard,
    /// The trash.
    Trash,
}

/// `player` moves one `card` from the hand to the discard pile or the trash.
#[derive(Event, Debug, Clone, Copy)]
pub struct LeftHand {
    /// Whose hand.
    pub player: u8,
    /// What.
    pub card: Card,
    /// Where to.
    pub to: Away,
    /// Answer: the hand had one.
    pub moved: bool,
}

/// `player` plays `card` from the hand: it goes into play and its effects wait on the stack.
#[derive(Event, Debug, Clone, Copy)]
pub struct CardPlayed {
    /// Who plays.
    pub player: u8,
    /// What.
    pub card: Card,
}

/// `player`'s turn begins: fresh resources, then the duration cards in play act.
#[derive(Event, Debug, Clone, Copy)]
pub struct TurnBegins {
    /// Whose turn.
    pub player: u8,
}

/// `player` cleans up: played cards (except those that stay) and the hand go to the discard pile,
/// and a new hand is drawn.
#[derive(Event, Debug, Clone, Copy)]
pub struct CleanUp {
    /// Who.
    pub player: u8,
}
