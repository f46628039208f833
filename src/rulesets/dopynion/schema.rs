//! The dopynion card language: what a card is (cost, types, points) and what it does, as effects a
//! modder composes in RON. Card names in effects are checked when the content loads.

use serde::Deserialize;

/// A card's kinds. A card may have several (an Attack is also an Action).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum CardType {
    /// Played in the buy phase for coins.
    Treasure,
    /// Worth points at the end.
    Victory,
    /// Worth negative points.
    Curse,
    /// Played in the action phase, using an action.
    Action,
    /// An action that affects the other players.
    Attack,
    /// Stays in play and acts at the start of its owner's turns.
    Duration,
}

impl CardType {
    /// The bit of this type in a card's type mask.
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A card named in another card's effects: written as its name, resolved to its index when the
/// content loads (an unknown name is a load error naming both cards).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(from = "String")]
pub struct CardName {
    /// The name as written.
    pub name: String,
    /// Its index in the card database (`Card::NONE` until resolved).
    pub card: Card,
}

impl From<String> for CardName {
    fn from(name: String) -> Self {
        Self {
            name,
            card: Card::NONE,
        }
    }
}

/// A card kind: an index into the card database. Cards of one kind are interchangeable, so piles
/// hold these rather than one entity per card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Card(pub u8);

impl Card {
    /// No card (an unresolved name).
    pub const NONE: Card = Card(u8::MAX);
    /// The database index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// End-of-game points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
pub enum Points {
    /// Worth nothing.
    #[default]
    None,
    /// A fixed number of points (negative for curses).
    Fixed(i8),
    /// One point per this many cards its owner owns (rounded down), as Gardens.
    PerCards(u8),
}

/// Where a gained card goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Default)]
pub enum GainTo {
    /// The discard pile (the default).
    #[default]
    Discard,
    /// On top of the deck.
    DeckTop,
    /// Into the hand.
    Hand,
}

/// One thing a card does. A card's effects resolve in order; effects that need a player's decision
/// wait for it (the game's `pending` decisions) before the next card can be played.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub enum Effect {
    /// +N cards.
    Cards(u8),
    /// +N actions.
    Actions(u8),
    /// +N buys.
    Buys(u8),
    /// +N coins.
    Coins(u8),
    /// Gain a card from the supply, if its pile is not empty.
    Gain {
        /// The card's name.
        card: CardName,
        /// Where it goes.
        #[serde(default)]
        to: GainTo,
    },
    /// The effects, for each other player still in the game, clockwise from the player's left.
    EachOther(Vec<Effect>),
    /// Discard down to N cards in hand (the discarding player chooses which).
    DiscardDownTo(u8),
    /// Discard one card per empty supply pile (the player chooses which).
    DiscardPerEmptyPile,
    /// +1 card per card in hand.
    DrawPerCardInHand,
    /// Reveal cards from the deck until one of these types: it goes to the hand, the rest are
    /// discarded.
    RevealUntil(Vec<CardType>),
    /// Reveal the top N cards: trash the costliest Treasure not named in `spare` (the first in deck
    /// order on a tie) and discard the rest.
    RevealTrashTreasure {
        /// How many cards to reveal.
        count: u8,
        /// Treasures never trashed.
        #[serde(default)]
        spare: Vec<CardName>,
    },
    /// Put a card of this type from hand on top of the deck (the player chooses which); a hand
    /// without one is revealed.
    TopdeckFromHand(CardType),
    /// The player may put the whole deck into the discard pile.
    MayDiscardDeck,
    /// Discard any number of cards, then gain a card costing exactly the number discarded.
    DiscardAnyGainCostOfCount,
    /// Trash a card from hand, then gain a card costing exactly its cost plus N.
    TrashGainCostPlus(u8),
    /// Reveal the top N cards, draw one card per distinct card type among them, then discard them.
    RevealDrawPerType(u8),
    /// Reveal the top card: a Treasure goes to the hand and the effects resolve; anything else goes
    /// back on top.
    RevealTreasureToHand(Vec<Effect>),
}

/// A card as its RON file writes it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// The card's name, unique; effects and decks refer to it.
    pub id: String,
    /// Coins to buy it.
    pub cost: u8,
    /// Its kinds.
    pub types: Vec<CardType>,
    /// The rules text, as shown to players.
    #[serde(default)]
    pub text: String,
    /// End-of-game points.
    #[serde(default)]
    pub points: Points,
    /// What playing it does (treasures: in the buy phase; actions: in the action phase).
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// What buying it does, after it is gained.
    #[serde(default)]
    pub on_buy: Vec<Effect>,
    /// What it does at the start of each of its owner's turns while in play.
    #[serde(default)]
    pub at_turn_start: Vec<Effect>,
    /// Stays in play at clean-up instead of going to the discard pile.
    #[serde(default)]
    pub stays_in_play: bool,
}

/// How many cards a supply pile starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum PileSize {
    /// Always this many.
    Fixed(u8),
    /// This many with two players or fewer, the other with three or more.
    ByPlayers {
        /// One or two players.
        two: u8,
        /// Three or four players.
        more: u8,
    },
    /// This many per opponent.
    PerOpponent(u8),
}

/// The ruleset's set-up and limits (`assets/dopynion/rules.ron`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DopynionRules {
    /// Each player's starting cards and counts.
    pub starting_deck: Vec<(String, u8)>,
    /// Cards drawn at clean-up.
    pub hand_size: u8,
    /// The base supply piles; every other card is a kingdom candidate.
    pub base_supply: Vec<(String, PileSize)>,
    /// Kingdom piles per game.
    pub kingdom_piles: u8,
    /// Cards in a kingdom pile whose card matches no type of `kingdom_pile_size_by_type`.
    pub kingdom_pile_size: u8,
    /// Kingdom pile sizes by the card's type: a kingdom card takes the size of the first type here
    /// that it has, so a Victory kingdom card (Gardens) is sized like the base Victory piles, as
    /// the seed and Dominion say. Left out, every kingdom pile takes `kingdom_pile_size`.
    #[serde(default)]
    pub kingdom_pile_size_by_type: Vec<(CardType, PileSize)>,
    /// The game ends after the turn in which this pile empties.
    pub ending_pile: String,
    /// ... or after the turn in which this many piles are empty.
    pub empty_piles_to_end: u8,
    /// ... or after a player's turn number this many.
    pub turn_limit: u16,
    /// Fewest and most players.
    pub players: (u8, u8),
}
