//! The dopynion scenario format: the same `Scenario(...)` file as hearth's (name, ruleset, seed,
//! actions, expect), with this ruleset's own set-up fields. Unknown fields are errors; every
//! optional field has the default written beside it in `docs/DOPYNION.md`.

use std::borrow::Cow;

use serde::Deserialize;

use crate::engine::scenario::{Step, WrittenStep};
use crate::rulesets::dopynion::Game;
use crate::rulesets::dopynion::components::Phase;

/// A whole dopynion scenario file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Shown in PASS/FAIL lines.
    pub name: String,
    /// Must be "dopynion".
    pub ruleset: String,
    /// Seeds every shuffle and random choice (default 0).
    #[serde(default)]
    pub seed: u64,
    /// The kingdom piles, exactly (default none; no random fill).
    #[serde(default)]
    pub kingdom: Vec<String>,
    /// Supply pile counts overriding the set-up's, as (card, count).
    #[serde(default)]
    pub supply: Vec<(String, u8)>,
    /// Cards already in the trash.
    #[serde(default)]
    pub trash: Vec<String>,
    /// Whose turn (default 0).
    #[serde(default)]
    pub active: u8,
    /// The phase of that turn (default Action).
    #[serde(default)]
    pub phase: ScenarioPhase,
    /// The turn's resources (default 1 action, 1 buy, 0 coins).
    #[serde(default)]
    pub resources: Resources,
    /// One to four players.
    pub players: Vec<PlayerSetup>,
    /// What happens.
    #[serde(default)]
    pub actions: Vec<ScenarioAction>,
    /// What must hold at the end.
    #[serde(default)]
    pub expect: Vec<Expectation>,
}

/// The phase a scenario starts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
pub enum ScenarioPhase {
    /// Action phase.
    #[default]
    Action,
    /// Buy phase.
    Buy,
}

impl ScenarioPhase {
    /// The rules' phase.
    pub fn phase(self) -> Phase {
        match self {
            ScenarioPhase::Action => Phase::Action,
            ScenarioPhase::Buy => Phase::Buy,
        }
    }
}

/// The active player's turn resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resources {
    /// Actions left (default 1).
    #[serde(default = "one")]
    pub actions: u8,
    /// Buys left (default 1).
    #[serde(default = "one")]
    pub buys: u8,
    /// Coins to spend (default 0).
    #[serde(default)]
    pub coins: u16,
    /// A card was bought already this turn (default false).
    #[serde(default)]
    pub bought: bool,
}

impl Default for Resources {
    fn default() -> Self {
        Self {
            actions: 1,
            buys: 1,
            coins: 0,
            bought: false,
        }
    }
}

fn one() -> u8 {
    1
}
fn one_u16() -> u16 {
    1
}

/// One player's cards.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// Hand (default []).
    #[serde(default)]
    pub hand: Vec<String>,
    /// Deck, TOP FIRST (default []).
    #[serde(default)]
    pub deck: Vec<String>,
    /// Discard pile, bottom first (default []).
    #[serde(default)]
    pub discard: Vec<String>,
    /// In play (default []): played this turn, or durations staying.
    #[serde(default)]
    pub in_play: Vec<String>,
    /// Turns this player has started (default 1).
    #[serde(default = "one_u16")]
    pub turns: u16,
}

/// One scripted step.
#[derive(Debug, Clone, Deserialize)]
pub enum ScenarioAction {
    /// Play an action card.
    Play(String),
    /// Play one treasure.
    PlayTreasure(String),
    /// Play all treasures.
    PlayAllTreasures,
    /// Buy a card.
    Buy(String),
    /// End the turn.
    EndTurn,
    /// Answer: discard.
    Discard(String),
    /// Answer: trash.
    Trash(String),
    /// Answer: gain.
    Gain(String),
    /// Answer: put on the deck.
    Topdeck(String),
    /// Answer: discard the deck.
    DiscardDeck,
    /// Answer: stop.
    Done,
    /// The action must be rejected and change nothing.
    Illegal(Box<ScenarioAction>),
    /// The player to act answers with this raw text, as an external bot would; the arbiter
    /// applies it or eliminates the player.
    Reply(String),
    /// The player to act gives no answer in time; the arbiter eliminates them.
    NoReply,
    /// Check expectations at this point.
    Expect(Vec<Expectation>),
}

/// How the shared harness plays each step; every other step is an action that must be accepted,
/// and `Reply`/`NoReply` go through the arbiter like an external bot's answer.
impl WrittenStep<Game> for ScenarioAction {
    type Move = Self;
    type Expectation = Expectation;

    fn step(&self) -> Step<'_, Self, Expectation> {
        match self {
            ScenarioAction::Reply(text) => Step::Reply(text),
            ScenarioAction::NoReply => Step::NoReply,
            ScenarioAction::Illegal(inner) => Step::Illegal(Cow::Borrowed(inner)),
            ScenarioAction::Expect(list) => Step::Expect(list),
            other => Step::Act(Cow::Borrowed(other)),
        }
    }
}

/// One thing that must hold.
#[derive(Debug, Clone, Deserialize)]
pub enum Expectation {
    /// The hand holds exactly these cards (any order).
    Hand(u8, Vec<String>),
    /// Cards in hand.
    HandSize(u8, usize),
    /// The deck, top first, exactly.
    Deck(u8, Vec<String>),
    /// Cards in the deck.
    DeckSize(u8, usize),
    /// The discard pile holds exactly these cards (any order).
    Discard(u8, Vec<String>),
    /// Cards in the discard pile.
    DiscardSize(u8, usize),
    /// In play, exactly these cards (any order).
    InPlay(u8, Vec<String>),
    /// The player owns this many of the card (deck, hand, discard, in play).
    Owns(u8, String, usize),
    /// A supply pile's count.
    Pile(String, u8),
    /// The trash holds exactly these cards (any order).
    Trash(Vec<String>),
    /// Coins to spend.
    Coins(u16),
    /// Actions left.
    Actions(u8),
    /// Buys left.
    Buys(u8),
    /// The phase.
    Phase(ScenarioPhase),
    /// Whose turn it is.
    Active(u8),
    /// Who must decide now.
    ToAct(u8),
    /// Turns the player has started.
    Turns(u8, u16),
    /// A player's points.
    Score(u8, i32),
    /// The game has ended (or not).
    Over(bool),
    /// The winning seats.
    Winners(Vec<u8>),
    /// The arbiter eliminated the player, for a reason containing this text.
    Eliminated(u8, String),
    /// The player is still in the game.
    InGame(u8),
    /// This action is legal now.
    Legal(ScenarioAction),
    /// This action is not legal now.
    NotLegal(ScenarioAction),
    /// This many legal actions now.
    LegalCount(usize),
}
