//! What the one863 rules world holds. Each card is an entity with its facts (`Footballer`), its zone
//! (`Zone`) and its stance on the field (`Stance`: flipped, acted); the table (`Table`, in the match
//! state the game lends the world) holds each side's ordered piles, the score and whose decision it
//! is. Order lives in the piles
//! (the deck's top, the field's left end), state lives on the cards.

use bevy::ecs::component::Component;
use smallvec::SmallVec;

use super::db::CardId;

/// A card's index in one game: the same in every fork of that game.
pub type Slot = u16;

/// An ordered pile of cards (top or left end first). Sixteen fit inline: a team's whole deck.
pub type Pile = SmallVec<[Slot; 16]>;

/// A card's unchanging facts, copied from the database when the game is built so that duels read
/// one component.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Footballer {
    /// The card in the database.
    pub card: CardId,
    /// The side that owns it (0 home, 1 away).
    pub side: u8,
    /// Index of its position in the rules.
    pub position: u8,
    /// Its VAEP value.
    pub vaep: i8,
    /// It trades itself when it loses a duel.
    pub aggressive: bool,
    /// What it adds to a block as a boost (0: none).
    pub boost: i8,
}

/// Where a card is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Zone {
    /// In its side's deck.
    #[default]
    Deck,
    /// In its side's hand.
    Hand,
    /// On its side's field.
    Field,
    /// In its side's discard pile.
    Discard,
}

/// A field card's state this turn.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stance {
    /// Face down: momentum for the other side; it cannot attack or block.
    pub flipped: bool,
    /// It has acted this turn and cannot attack until its side's next turn refreshes it. Only a
    /// playmaker that opens the Meneur window acts; an attack does not tire its card, which
    /// matters for stoppage time's last action (no refresh before it).
    pub acted: bool,
}

/// One side's piles and score.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Side {
    /// Top first.
    pub deck: Pile,
    /// In the order drawn.
    pub hand: Pile,
    /// Left to right; new cards go to the right end.
    pub field: Pile,
    /// In the order discarded.
    pub discard: Pile,
    /// Goals scored.
    pub score: u8,
}

/// What the side to act is deciding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Phase {
    /// Its one action of the turn: play, attack, or pass when neither is possible.
    #[default]
    Main,
    /// The Meneur window: attack with another face-up card, or pass.
    Meneur,
    /// It must block this attacking card.
    Block {
        /// The attacker's slot.
        attacker: Slot,
    },
    /// The match is over.
    Over,
}

/// The table: both sides, whose turn and decision it is, and stoppage time.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// Home (0) and away (1).
    pub sides: [Side; 2],
    /// Whose turn it is (the attacking side).
    pub turn_of: u8,
    /// What is being decided.
    pub phase: Phase,
    /// The action being taken is stoppage time's last: the match ends once it resolves.
    pub last_action: bool,
    /// Turns started so far.
    pub turns: u32,
}

impl Table {
    /// The seat whose decision it is.
    #[inline]
    pub fn to_act(&self) -> u8 {
        match self.phase {
            Phase::Block { .. } => 1 - self.turn_of,
            _ => self.turn_of,
        }
    }
}
