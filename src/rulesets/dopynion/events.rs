//! What the dopynion rules append to the game log, in resolution order: the presentation replays
//! it, determinism checks compare it, and bots read the recent part as their view of the game.

use super::components::Phase;
use super::schema::{Card, GainTo};

/// One logged event. Cards are named by their index in the card set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogEvent {
    /// A player's turn began.
    TurnStarted {
        /// Seat.
        player: u8,
        /// That player's turn number.
        turn: u16,
    },
    /// The turn moved to another phase.
    PhaseChanged {
        /// Seat.
        player: u8,
        /// The new phase.
        phase: Phase,
    },
    /// A card was drawn (private to its owner in a view).
    Drew {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
    },
    /// The discard pile was shuffled into a new deck.
    Shuffled {
        /// Seat.
        player: u8,
    },
    /// A card was played.
    Played {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
    },
    /// A card was bought.
    Bought {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
    },
    /// A card came from the supply.
    Gained {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
        /// Where it went.
        to: GainTo,
    },
    /// A card was shown to everyone.
    Revealed {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
    },
    /// A card went from hand or deck to the discard pile.
    Discarded {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
    },
    /// A card went to the trash.
    Trashed {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
    },
    /// A card went from hand onto the deck.
    Topdecked {
        /// Seat.
        player: u8,
        /// The card.
        card: Card,
    },
    /// A whole deck went into the discard pile.
    DeckDiscarded {
        /// Seat.
        player: u8,
    },
    /// The arbiter eliminated a player (the reason is in their seat).
    Eliminated {
        /// Seat.
        player: u8,
    },
    /// The game ended.
    GameOver,
}
