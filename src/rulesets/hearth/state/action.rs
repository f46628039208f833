//! A player's decision, the one input the rules take: data, like the log's events, so the state
//! can keep one (the play a Rewind choice may replay) without reaching into resolution.

use crate::engine::EntityId;

/// One decision of a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// Replace the opening cards whose hand positions are set in the mask.
    Mulligan {
        /// The seat mulliganing.
        player: u8,
        /// Bit i set: replace hand card i.
        replace: u8,
    },
    /// Play a card from hand.
    Play {
        /// The card.
        card: EntityId,
        /// Its target, if it asks for one.
        target: Option<EntityId>,
        /// Board slot for a minion.
        position: u8,
        /// For a Choose One card, which option (counted from 0).
        choose: Option<u8>,
    },
    /// Attack with a character.
    Attack {
        /// The attacker.
        attacker: EntityId,
        /// The defender.
        defender: EntityId,
    },
    /// Use the hero power.
    HeroPower {
        /// Its target, if it asks for one.
        target: Option<EntityId>,
    },
    /// Use a location on the board.
    UseLocation {
        /// The location.
        location: EntityId,
        /// Its target, if it asks for one.
        target: Option<EntityId>,
    },
    /// Answer the pending choice (a Discover) with the option at this index.
    Choose(u8),
    /// Trade a Tradeable card from hand: pay 1 Mana, shuffle it into the deck, draw a card.
    Trade {
        /// The card.
        card: EntityId,
    },
    /// End the turn.
    EndTurn,
    /// Give up. Always allowed; not listed among legal actions so that agents never pick it by chance.
    Concede,
}
