//! The one863 scenario format (`../shared/formats/one863.md`, a contract: files written elsewhere
//! run unchanged): the position side by side, the actions, the expectations. Unknown fields are
//! errors; every optional field takes the default the format gives.

use std::borrow::Cow;

use serde::{Deserialize, Deserializer};

use crate::engine::scenario::{self, WrittenStep};
use crate::rulesets::one863::Game;

/// A whole scenario file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Shown in PASS/FAIL lines.
    pub name: String,
    /// Must be "one863".
    pub ruleset: String,
    /// Accepted for the shared shape; nothing in a scenario is random.
    #[serde(default)]
    pub seed: u64,
    /// Whose turn it is (0 home, 1 away).
    #[serde(default)]
    pub active: u8,
    /// Home and away.
    pub players: Vec<PlayerSetup>,
    /// What happens.
    #[serde(default)]
    pub actions: Vec<Step>,
    /// What must hold at the end.
    #[serde(default)]
    pub expect: Vec<Expectation>,
}

/// One side's position.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// A team id: the side's name.
    pub team: String,
    /// Exactly these cards, or (left out) the opening draw from the deck's top.
    #[serde(default, deserialize_with = "present")]
    pub hand: Option<Vec<String>>,
    /// Top first.
    #[serde(default)]
    pub deck: Vec<String>,
    /// Left to right.
    #[serde(default)]
    pub field: Vec<FieldCard>,
    /// The discard pile.
    #[serde(default)]
    pub discard: Vec<String>,
    /// Goals already scored.
    #[serde(default)]
    pub score: u8,
}

/// A field card and its stance.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldCard {
    /// The card id.
    pub card: String,
    /// Face down.
    #[serde(default)]
    pub flipped: bool,
    /// Has acted this turn.
    #[serde(default)]
    pub acted: bool,
}

/// An action as the side to act takes it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Move {
    /// A hand card onto the field.
    Play {
        /// Its id.
        card: String,
    },
    /// A field card attacks.
    Attack {
        /// Its id.
        card: String,
    },
    /// The defender blocks.
    Block {
        /// The blocker's id.
        card: String,
        /// A hand card discarded as a boost.
        #[serde(default)]
        boost: Option<String>,
    },
    /// No action.
    Pass,
}

/// One step of `actions`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Step {
    /// See `Move::Play`.
    Play {
        /// Its id.
        card: String,
    },
    /// See `Move::Attack`.
    Attack {
        /// Its id.
        card: String,
    },
    /// See `Move::Block`.
    Block {
        /// The blocker's id.
        card: String,
        /// A hand card discarded as a boost.
        #[serde(default)]
        boost: Option<String>,
    },
    /// See `Move::Pass`.
    Pass,
    /// The rules must reject this and change nothing.
    Illegal(Move),
    /// Check these now, then go on.
    Expect(Vec<Expectation>),
}

impl Step {
    /// The move of a plain action step.
    pub fn as_move(&self) -> Option<Move> {
        Some(match self {
            Step::Play { card } => Move::Play { card: card.clone() },
            Step::Attack { card } => Move::Attack { card: card.clone() },
            Step::Block { card, boost } => Move::Block {
                card: card.clone(),
                boost: boost.clone(),
            },
            Step::Pass => Move::Pass,
            Step::Illegal(_) | Step::Expect(_) => return None,
        })
    }
}

/// How the shared harness plays each step: a plain one is its move, which must be accepted.
impl WrittenStep<Game> for Step {
    type Move = Move;
    type Expectation = Expectation;

    fn step(&self) -> scenario::Step<'_, Move, Expectation> {
        match self {
            Step::Illegal(inner) => scenario::Step::Illegal(Cow::Borrowed(inner)),
            Step::Expect(list) => scenario::Step::Expect(list),
            plain => scenario::Step::Act(Cow::Owned(plain.as_move().expect("a plain action"))),
        }
    }
}

/// Something that must hold.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Expectation {
    /// Both scores.
    Score {
        /// Home's goals.
        home: u8,
        /// Away's goals.
        away: u8,
    },
    /// A field, exactly, left to right; `flipped` lists its face-down cards in order.
    Field {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids.
        cards: Vec<String>,
        /// The face-down ones (left out: not compared).
        #[serde(default, deserialize_with = "present")]
        flipped: Option<Vec<String>>,
    },
    /// A hand's size.
    HandSize {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Cards.
        count: usize,
    },
    /// A deck's size.
    DeckSize {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Cards.
        count: usize,
    },
    /// A discard pile's size.
    DiscardSize {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Cards.
        count: usize,
    },
    /// These cards are in that discard pile.
    Discard {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids.
        contains: Vec<String>,
    },
    /// That side is to act (the match is running).
    ToAct {
        /// Who.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
    },
    /// The match is over with this winner (`None`: a draw).
    Over {
        /// The winner.
        winner: Option<u8>,
    },
    /// The match is running.
    NotOver,
}

/// A field that is present in the file is `Some` even when written without `Some(...)`.
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Vec<String>>, D::Error> {
    Vec::<String>::deserialize(deserializer).map(Some)
}
