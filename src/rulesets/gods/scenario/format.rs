//! The gods scenario format (docs/GODS.md, in the house style of `shared/formats/scenario.md`): the
//! board given tile by tile, hands and piles, the actions, the expectations. Unknown fields are
//! errors; every optional field takes the default the format gives.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::Deserialize;

use crate::engine::scenario::{self, WrittenStep};
use crate::rulesets::gods::game::Game;
use crate::rulesets::gods::schema::Keyword;

/// A tile as written: `(x, y)`.
pub type At = (u8, u8);

/// How the scenario starts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub enum StartKind {
    /// In the active player's main phase (no draw, no start-of-turn effects).
    #[default]
    Main,
    /// At the very beginning: decks as written (top first), opening hands, mulligans, first turn.
    Mulligan,
}

/// A whole scenario file.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename = "Scenario", deny_unknown_fields)]
pub struct Scenario {
    /// Shown in PASS/FAIL lines.
    pub name: String,
    /// Must be "gods".
    pub ruleset: String,
    /// Seeds every random choice (random tiles, random targets, Discover).
    #[serde(default)]
    pub seed: u64,
    /// Main (default) or Mulligan.
    #[serde(default)]
    pub start: StartKind,
    /// Whose turn it is (with `start: Mulligan`: who goes first).
    #[serde(default)]
    pub active: u8,
    /// The turn counter (every player's turn counts).
    #[serde(default = "ten")]
    pub turn: u32,
    /// Rules options pinned for this scenario: `{"gaia_stone": "plus_four"}`.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// Players 0 and 1.
    pub players: Vec<PlayerSetup>,
    /// Units that belong to nobody.
    #[serde(default)]
    pub neutral: Vec<BoardUnit>,
    /// What happens.
    #[serde(default)]
    pub actions: Vec<Step>,
    /// What must hold at the end.
    #[serde(default)]
    pub expect: Vec<Expectation>,
}

/// One player's position.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// The leader's card id or name (default: Zeus for player 0, Odin for player 1).
    #[serde(default)]
    pub leader: String,
    /// Mana available now (default 10).
    #[serde(default = "ten_u8")]
    pub mana: u8,
    /// Mana per turn (default 10).
    #[serde(default = "ten_u8")]
    pub max_mana: u8,
    /// Hand cards, left to right.
    #[serde(default)]
    pub hand: Vec<String>,
    /// Deck, top first.
    #[serde(default)]
    pub deck: Vec<String>,
    /// Graveyard.
    #[serde(default)]
    pub graveyard: Vec<String>,
    /// Removed from the game.
    #[serde(default)]
    pub removed: Vec<String>,
    /// Units on the board.
    #[serde(default)]
    pub board: Vec<BoardUnit>,
    /// Damage the stone has taken.
    #[serde(default)]
    pub stone_damage: u8,
    /// "+X health" the stone has gained.
    #[serde(default)]
    pub stone_bonus: u8,
    /// The next fatigue hit deals this + 1.
    #[serde(default)]
    pub fatigue: u8,
    /// The leader ability was used this turn.
    #[serde(default)]
    pub ability_used: bool,
}

/// A unit on the starting board.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardUnit {
    /// Card id or name.
    pub card: String,
    /// Its tile.
    pub at: At,
    /// Damage taken.
    #[serde(default)]
    pub damage: u8,
    /// Permanent "+X health" (raises the maximum).
    #[serde(default)]
    pub max_bonus: i8,
    /// Permanent attack added.
    #[serde(default)]
    pub attack_bonus: i8,
    /// Arrival index (0, the default: its place in the listing, player 0's units first, from 1).
    #[serde(default)]
    pub arrival: u32,
    /// Not summoning-exhausted (default true).
    #[serde(default = "yes")]
    pub ready: bool,
    /// Has moved this turn.
    #[serde(default)]
    pub moved: bool,
    /// Has attacked this turn.
    #[serde(default)]
    pub attacked: bool,
    /// Keywords on top of its card's (Guard, Stealth, Resurrection, Protection(n), Immune(..)).
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    /// Stunned by the opponent (until the start of the opponent's next turn).
    #[serde(default)]
    pub stunned: bool,
    /// Banished by the opponent (until the start of the opponent's next turn).
    #[serde(default)]
    pub banished: bool,
    /// Silenced.
    #[serde(default)]
    pub silenced: bool,
    /// Its activatable Warcry may be used (default: false).
    #[serde(default)]
    pub warcry_ready: bool,
}

/// What an action aims at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Aim {
    /// The unit on that tile (or the tile itself, for tile targets).
    At(u8, u8),
    /// A column.
    Column(u8),
    /// An allied unit and where it goes (Bellona).
    Move {
        /// The unit's tile.
        from: At,
        /// Where to.
        to: At,
    },
}

/// An action as the player to act takes it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Move {
    /// Play hand card `card` (index from 0): a unit on `at`, aimed at `target`.
    Play {
        /// Hand index.
        card: usize,
        /// Deployment tile (units).
        #[serde(default)]
        at: Option<At>,
        /// What it aims at.
        #[serde(default)]
        target: Option<Aim>,
    },
    /// Move the unit on `from` to `to`.
    Move {
        /// Its tile.
        from: At,
        /// Where to.
        to: At,
    },
    /// The unit on `from` attacks the unit on `to`.
    Attack {
        /// The attacker's tile.
        from: At,
        /// The target's tile.
        to: At,
    },
    /// Activate the Warcry of the unit on `at`.
    Warcry {
        /// Its tile.
        at: At,
        /// What it aims at.
        #[serde(default)]
        target: Option<Aim>,
    },
    /// Use the leader ability.
    Leader {
        /// What it aims at.
        #[serde(default)]
        target: Option<Aim>,
    },
    /// Answer the pending Discover with option n.
    Choose(u8),
    /// Answer it with the option that is this card.
    ChooseCard(String),
    /// A mulligan (`start: Mulligan`): replace these hand indices.
    Mulligan {
        /// Who.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Hand indices to replace.
        replace: Vec<usize>,
    },
    /// End the turn.
    EndTurn,
}

/// One step of `actions`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Step {
    /// See `Move::Play`.
    Play {
        /// Hand index.
        card: usize,
        /// Deployment tile (units).
        #[serde(default)]
        at: Option<At>,
        /// What it aims at.
        #[serde(default)]
        target: Option<Aim>,
    },
    /// See `Move::Move`.
    Move {
        /// Its tile.
        from: At,
        /// Where to.
        to: At,
    },
    /// See `Move::Attack`.
    Attack {
        /// The attacker's tile.
        from: At,
        /// The target's tile.
        to: At,
    },
    /// See `Move::Warcry`.
    Warcry {
        /// Its tile.
        at: At,
        /// What it aims at.
        #[serde(default)]
        target: Option<Aim>,
    },
    /// See `Move::Leader`.
    Leader {
        /// What it aims at.
        #[serde(default)]
        target: Option<Aim>,
    },
    /// See `Move::Choose`.
    Choose(u8),
    /// See `Move::ChooseCard`.
    ChooseCard(String),
    /// See `Move::Mulligan`.
    Mulligan {
        /// Who.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Hand indices.
        replace: Vec<usize>,
    },
    /// End the turn.
    EndTurn,
    /// The rules must reject this and change nothing.
    Illegal(Move),
    /// The rules must accept this (tried on a copy: the game goes on unchanged).
    Legal(Move),
    /// Check these now, then go on.
    Expect(Vec<Expectation>),
}

impl Step {
    /// The move of a plain action step.
    pub fn as_move(&self) -> Option<Move> {
        Some(match self.clone() {
            Step::Play { card, at, target } => Move::Play { card, at, target },
            Step::Move { from, to } => Move::Move { from, to },
            Step::Attack { from, to } => Move::Attack { from, to },
            Step::Warcry { at, target } => Move::Warcry { at, target },
            Step::Leader { target } => Move::Leader { target },
            Step::Choose(i) => Move::Choose(i),
            Step::ChooseCard(c) => Move::ChooseCard(c),
            Step::Mulligan { player, replace } => Move::Mulligan { player, replace },
            Step::EndTurn => Move::EndTurn,
            Step::Illegal(_) | Step::Legal(_) | Step::Expect(_) => return None,
        })
    }
}

/// How the shared harness plays each step: a plain one is its move, which must be accepted.
impl WrittenStep<Game> for Step {
    type Move = Move;
    type Expectation = Expectation;

    fn step(&self) -> scenario::Step<'_, Move, Expectation> {
        match self {
            Step::Legal(inner) => scenario::Step::Legal(Cow::Borrowed(inner)),
            Step::Illegal(inner) => scenario::Step::Illegal(Cow::Borrowed(inner)),
            Step::Expect(list) => scenario::Step::Expect(list),
            plain => scenario::Step::Act(Cow::Owned(plain.as_move().expect("a plain action"))),
        }
    }
}

/// Something that must hold. Only the fields given are compared.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Expectation {
    /// The unit on a tile.
    Unit {
        /// The tile.
        at: At,
        /// Its card (id or name).
        #[serde(default)]
        card: Option<String>,
        /// Any of these cards (random outcomes).
        #[serde(default)]
        card_in: Vec<String>,
        /// Its owner (0 or 1).
        #[serde(default)]
        owner: Option<u8>,
        /// Belongs to nobody.
        #[serde(default)]
        neutral: Option<bool>,
        /// Attack now.
        #[serde(default)]
        attack: Option<i16>,
        /// Current health.
        #[serde(default)]
        health: Option<i16>,
        /// Maximum health.
        #[serde(default)]
        max_health: Option<i16>,
        /// Protection now.
        #[serde(default)]
        protection: Option<u8>,
        /// These keywords are present.
        #[serde(default)]
        keywords: Vec<Keyword>,
        /// These are absent.
        #[serde(default)]
        no_keywords: Vec<Keyword>,
        /// Summoning-exhausted.
        #[serde(default)]
        exhausted: Option<bool>,
        /// Has moved this turn.
        #[serde(default)]
        moved: Option<bool>,
        /// Has attacked this turn.
        #[serde(default)]
        attacked: Option<bool>,
        /// Stunned.
        #[serde(default)]
        stunned: Option<bool>,
        /// Banished.
        #[serde(default)]
        banished: Option<bool>,
        /// Silenced.
        #[serde(default)]
        silenced: Option<bool>,
        /// Its activatable Warcry is ready.
        #[serde(default)]
        warcry_ready: Option<bool>,
    },
    /// No unit on this tile.
    Empty(At),
    /// A player's stone.
    Stone {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Health now.
        #[serde(default)]
        health: Option<i16>,
        /// Maximum health.
        #[serde(default)]
        max_health: Option<i16>,
        /// Protection.
        #[serde(default)]
        protection: Option<u8>,
    },
    /// How many units of this card are on the battlefield (of `player`, or anyone's).
    Count {
        /// Card id or name.
        card: String,
        /// Whose (left out: anyone's, neutral included).
        #[serde(default)]
        player: Option<u8>,
        /// How many.
        count: usize,
    },
    /// Exactly these hand cards, left to right.
    Hand {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids or names.
        cards: Vec<String>,
    },
    /// The hand's size.
    HandSize {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Cards.
        count: usize,
    },
    /// These cards are in the hand (each as many times as listed).
    HandContains {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids or names.
        cards: Vec<String>,
    },
    /// One hand card, in its state now.
    HandCard {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Hand index.
        index: usize,
        /// Its card.
        #[serde(default)]
        card: Option<String>,
        /// Its cost now.
        #[serde(default)]
        cost: Option<u8>,
        /// Its attack (a card in hand is in its default state).
        #[serde(default)]
        attack: Option<i16>,
        /// Its health.
        #[serde(default)]
        health: Option<i16>,
    },
    /// The deck's size.
    DeckSize {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Cards.
        count: usize,
    },
    /// The graveyard holds `contains` (each as many times as listed) and none of `lacks`.
    Graveyard {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Present.
        #[serde(default)]
        contains: Vec<String>,
        /// Absent.
        #[serde(default)]
        lacks: Vec<String>,
        /// Its exact size.
        #[serde(default)]
        count: Option<usize>,
    },
    /// The removed-from-game zone.
    Removed {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Present.
        #[serde(default)]
        contains: Vec<String>,
        /// Absent.
        #[serde(default)]
        lacks: Vec<String>,
    },
    /// The Waiting zone: spells resolving and the cards of units on the battlefield (G6.3).
    Waiting {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Present.
        #[serde(default)]
        contains: Vec<String>,
        /// Absent.
        #[serde(default)]
        lacks: Vec<String>,
    },
    /// Mana.
    Mana {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Available now.
        #[serde(default)]
        available: Option<u8>,
        /// Per turn.
        #[serde(default)]
        max: Option<u8>,
    },
    /// Whether the leader ability was used this turn.
    LeaderUsed {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Used.
        used: bool,
    },
    /// The fatigue counter.
    Fatigue {
        /// Whose.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Hits so far.
        count: u8,
    },
    /// A Discover waits for this player's pick among `count` options.
    Choosing {
        /// Who.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// How many options.
        #[serde(default)]
        count: Option<u8>,
        /// Every option is one of these cards (ids or names; left out: any card).
        #[serde(default)]
        among: Vec<String>,
    },
    /// Whose turn it is.
    ActivePlayer(u8),
    /// The turn counter.
    Turn(u32),
    /// The winner (`None` with `GameOver`: a draw).
    Winner(Option<u8>),
    /// The game is over.
    GameOver,
    /// The game goes on.
    GameRunning,
}

fn ten() -> u32 {
    10
}

fn ten_u8() -> u8 {
    10
}

fn yes() -> bool {
    true
}
