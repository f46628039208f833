//! The rules data of a dopynion world: one entity per player with its piles and seat facts as
//! components, and the table (turn, phase, supply, what waits to resolve), which the game's ledger
//! holds. Cards of one kind are interchangeable, so piles hold card kinds rather than one entity
//! per card.

use bevy::ecs::component::Component;

use super::schema::{Card, CardType};

/// One player's cards. The deck's top is the END of `deck` (drawing pops it).
#[derive(Component, Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Piles {
    /// The draw pile, top last.
    pub deck: Vec<Card>,
    /// The hand, in the order drawn.
    pub hand: Vec<Card>,
    /// The discard pile, top last.
    pub discard: Vec<Card>,
    /// Cards played this turn, and duration cards that stay.
    pub in_play: Vec<Card>,
}

impl Piles {
    /// Every card the player owns (deck, hand, discard and in play), for scoring.
    pub fn owned(&self) -> impl Iterator<Item = Card> + '_ {
        self.deck
            .iter()
            .chain(&self.hand)
            .chain(&self.discard)
            .chain(&self.in_play)
            .copied()
    }
    /// How many cards the player owns.
    pub fn owned_count(&self) -> usize {
        self.deck.len() + self.hand.len() + self.discard.len() + self.in_play.len()
    }
}

/// The tag of a player entity: a seat at the table (a dopynion rules world holds no other
/// entity but its observers).
#[derive(Component, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Player;

/// A player's seat: who they are and how their game is going.
#[derive(Component, Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Seat {
    /// Why the arbiter eliminated this player, if it did.
    pub eliminated: Option<String>,
    /// Turns this player has started.
    pub turns: u16,
    /// Cards of the ending pile gained so far (Provinces).
    pub ending_gains: u8,
    /// The player's turn on which they gained their 4th ending-pile card.
    pub fourth_ending_turn: Option<u16>,
}

/// The turn's two phases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Play action cards.
    #[default]
    Action,
    /// Play treasures and buy.
    Buy,
}

/// Which list of a card's effects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EffectList {
    /// When played.
    Play,
    /// When bought.
    Buy,
    /// At the start of its owner's turn while in play.
    TurnStart,
}

/// Where in a card's effects resolution stands: `outer` indexes the list; `inner`, when not
/// `NO_INNER`, indexes the nested list of the effect at `outer` (EachOther, RevealTreasureToHand).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EffectAt {
    /// The card whose effects run.
    pub card: Card,
    /// Which list.
    pub list: EffectList,
    /// Index in the list.
    pub outer: u8,
    /// Index in the nested list, or `NO_INNER`.
    pub inner: u8,
}

/// `EffectAt::inner` for a top-level effect.
pub const NO_INNER: u8 = u8::MAX;

/// A decision a player owes before resolution can go on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Discard until the hand has at most this many cards.
    DiscardDownTo(u8),
    /// Discard this many more cards.
    DiscardCount(u8),
    /// Discard any number (counted so far), then `Done`.
    DiscardAny(u8),
    /// Gain a card costing exactly this; `optional` allows `Done` instead.
    GainCost {
        /// The exact cost.
        cost: u8,
        /// The player may decline.
        optional: bool,
    },
    /// Trash a card from hand, then gain one costing this much more.
    TrashThenGain(u8),
    /// Put the deck into the discard pile, or `Done`.
    MayDiscardDeck,
    /// Put a card of this type from hand on the deck.
    Topdeck(CardType),
}

/// One thing waiting on the resolution stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Work {
    /// Resolve the effect at `at` for `player`, then go on with the next one.
    Effect {
        /// Who the effect applies to.
        player: u8,
        /// Which effect.
        at: EffectAt,
    },
    /// Wait for `player` to answer.
    Decide {
        /// Who decides.
        player: u8,
        /// What.
        decision: Decision,
    },
}

/// A supply pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pile {
    /// Its card.
    pub card: Card,
    /// Cards left.
    pub count: u8,
}

/// The table: whose turn, the turn's resources, the supply, the trash and what waits to resolve.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Table {
    /// Turns started so far, all players together.
    pub turn: u32,
    /// The seat whose turn it is.
    pub active: u8,
    /// The phase of that turn.
    pub phase: Phase,
    /// Actions left.
    pub actions: u8,
    /// Buys left.
    pub buys: u8,
    /// Coins to spend.
    pub coins: u16,
    /// A card was bought this turn (no more treasures may be played).
    pub bought: bool,
    /// The supply, base piles first, then the kingdom.
    pub supply: Vec<Pile>,
    /// Trashed cards.
    pub trash: Vec<Card>,
    /// The resolution stack; the top is the last element.
    pub stack: Vec<Work>,
    /// The game has ended.
    pub over: bool,
}

impl Table {
    /// The pile of a card, if the supply has one.
    pub fn pile(&self, card: Card) -> Option<&Pile> {
        self.supply.iter().find(|p| p.card == card)
    }
    /// How many piles are empty.
    pub fn empty_piles(&self) -> usize {
        self.supply.iter().filter(|p| p.count == 0).count()
    }
}
