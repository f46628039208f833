//! The scenario file format, field for field. Unknown fields are errors; every optional field has
//! the default the format gives.

use std::borrow::Cow;

use serde::Deserialize;

use crate::engine::scenario::{Step, WrittenStep};
use crate::rulesets::hearth::Game;

/// Keyword names of the scenario format: exactly the card language's keywords.
pub use crate::rulesets::hearth::content::schema::Keyword as ScenarioTag;

/// A whole scenario file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Shown in PASS/FAIL lines.
    pub name: String,
    /// Which ruleset runs it.
    pub ruleset: String,
    /// Seeds every random choice.
    #[serde(default)]
    pub seed: u64,
    /// Main phase or the very beginning.
    #[serde(default)]
    pub start: Start,
    /// Whose turn (or, with Mulligan, who goes first).
    #[serde(default)]
    pub active: u8,
    /// The turn counter.
    #[serde(default = "ten_u16")]
    pub turn: u16,
    /// Emberdeck's addition to the format: which card pools the game uses (`Standard`, the
    /// default, or `Legacy`), e.g. the Shaman's basic totems.
    #[serde(default)]
    pub format: crate::rulesets::hearth::state::components::Format,
    /// Exactly two players.
    pub players: Vec<PlayerSetup>,
    /// What happens.
    #[serde(default)]
    pub actions: Vec<ScenarioAction>,
    /// What must hold at the end.
    #[serde(default)]
    pub expect: Vec<Expectation>,
    /// Puzzles: what the human must reach.
    #[serde(default)]
    pub goal: Option<Goal>,
    /// Puzzles: a known winning line (ignored by the scenario command).
    #[serde(default)]
    pub solution: Vec<ScenarioAction>,
}

fn ten_u16() -> u16 {
    10
}
fn ten_u8() -> u8 {
    10
}
fn thirty() -> i16 {
    30
}

/// Where a scenario starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
pub enum Start {
    /// The active player's main phase.
    #[default]
    Main,
    /// The very beginning, before the mulligan.
    Mulligan,
}

/// One player's setup.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// Hero card id; empty means the seat's default (HERO_08 for player 0, HERO_01 for player 1).
    #[serde(default)]
    pub hero: String,
    /// Hero power override.
    #[serde(default)]
    pub hero_power: Option<String>,
    /// Current health.
    #[serde(default = "thirty")]
    pub health: i16,
    /// Maximum health.
    #[serde(default = "thirty")]
    pub max_health: i16,
    /// Armor.
    #[serde(default)]
    pub armor: i16,
    /// Tags on the hero.
    #[serde(default)]
    pub hero_tags: Vec<ScenarioTag>,
    /// Attacks the hero made this turn.
    #[serde(default)]
    pub hero_attacks: u8,
    /// Hero power already used.
    #[serde(default)]
    pub hero_power_used: bool,
    /// Cards played this turn.
    #[serde(default)]
    pub cards_played: u8,
    /// Mana available.
    #[serde(default = "ten_u8")]
    pub mana: u8,
    /// Crystals.
    #[serde(default = "ten_u8")]
    pub max_mana: u8,
    /// Crystals locked this turn.
    #[serde(default)]
    pub overload_locked: u8,
    /// Crystals to lock next turn.
    #[serde(default)]
    pub overload_owed: u8,
    /// Corpses.
    #[serde(default)]
    pub corpses: u16,
    /// Fatigue so far.
    #[serde(default)]
    pub fatigue: u8,
    /// Hand, left to right.
    #[serde(default)]
    pub hand: Vec<String>,
    /// Deck, top first.
    #[serde(default)]
    pub deck: Vec<String>,
    /// Minions, left to right.
    #[serde(default)]
    pub board: Vec<BoardSetup>,
    /// The weapon.
    #[serde(default)]
    pub weapon: Option<WeaponSetup>,
    /// Secrets in play.
    #[serde(default)]
    pub secrets: Vec<String>,
    /// Locations.
    #[serde(default)]
    pub locations: Vec<LocationSetup>,
}

/// A minion on the starting board.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSetup {
    /// Card id.
    pub card: String,
    /// Damage taken.
    #[serde(default)]
    pub damage: i16,
    /// Base attack override.
    #[serde(default)]
    pub attack: Option<i16>,
    /// Base health override.
    #[serde(default)]
    pub health: Option<i16>,
    /// Attack that ends this turn.
    #[serde(default)]
    pub temporary_attack: i16,
    /// Cannot attack this turn.
    #[serde(default)]
    pub exhausted: bool,
    /// Frozen.
    #[serde(default)]
    pub frozen: bool,
    /// Silenced.
    #[serde(default)]
    pub silenced: bool,
    /// Extra keywords.
    #[serde(default)]
    pub tags: Vec<ScenarioTag>,
}

/// A weapon in the setup.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponSetup {
    /// Card id.
    pub card: String,
    /// Attack override.
    #[serde(default)]
    pub attack: Option<i16>,
    /// Durability override.
    #[serde(default)]
    pub durability: Option<i16>,
}

/// A location in the setup.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationSetup {
    /// Card id.
    pub card: String,
    /// Board slot (required).
    pub slot: u8,
    /// Durability override.
    #[serde(default)]
    pub durability: Option<i16>,
    /// Cooldown.
    #[serde(default)]
    pub cooldown: u8,
}

/// A reference to something on the table, by where it is now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Ref {
    /// A player's hero.
    Hero(u8),
    /// A player's minion at a board slot.
    Minion(u8, u8),
    /// A player's hand card.
    Hand(u8, u8),
    /// A player's weapon.
    Weapon(u8),
    /// A player's location at a board slot.
    Location(u8, u8),
}

/// One scripted step.
#[derive(Debug, Clone, Deserialize)]
pub enum ScenarioAction {
    /// Play a hand card.
    Play {
        /// Hand index.
        card: u8,
        /// Target.
        #[serde(default)]
        target: Option<Ref>,
        /// Board slot.
        #[serde(default)]
        position: Option<u8>,
        /// Choose One option.
        #[serde(default)]
        choose: Option<u8>,
    },
    /// Attack.
    Attack {
        /// Attacker.
        attacker: Ref,
        /// Defender.
        target: Ref,
    },
    /// Use the hero power.
    HeroPower {
        /// Target.
        #[serde(default)]
        target: Option<Ref>,
    },
    /// Use a location.
    UseLocation {
        /// The location.
        location: Ref,
        /// Target.
        #[serde(default)]
        target: Option<Ref>,
    },
    /// Trade a Tradeable hand card (an extension of the shared format: docs in tests/README.md).
    Trade {
        /// Hand index.
        card: u8,
    },
    /// Answer a pending choice by index.
    Choose(u8),
    /// Answer a pending choice by card id.
    ChooseCard(String),
    /// Mulligan.
    Mulligan {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Hand indices to replace.
        replace: Vec<u8>,
    },
    /// Check expectations now.
    Expect(Vec<Expectation>),
    /// End the turn.
    EndTurn,
    /// Concede (an extension for tests of conceding).
    Concede,
    /// The player to act thinks this many seconds: the turn's logical clock runs as the app runs
    /// it, and a turn whose time is up ends (an extension for tests of turn timers).
    Wait(u32),
    /// The action must be rejected and change nothing.
    Illegal(Box<ScenarioAction>),
}

/// How the shared harness plays each step; every other step is a move that must be accepted.
impl WrittenStep<Game> for ScenarioAction {
    type Move = Self;
    type Expectation = Expectation;

    fn step(&self) -> Step<'_, Self, Expectation> {
        match self {
            ScenarioAction::Wait(seconds) => Step::Wait(*seconds),
            ScenarioAction::Expect(list) => Step::Expect(list),
            ScenarioAction::Illegal(inner) => Step::Illegal(Cow::Borrowed(inner)),
            other => Step::Act(Cow::Borrowed(other)),
        }
    }
}

/// What a scenario checks.
#[derive(Debug, Clone, Deserialize)]
pub enum Expectation {
    /// A hero.
    Hero {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Current health.
        #[serde(default)]
        health: Option<i16>,
        /// Maximum health.
        #[serde(default)]
        max_health: Option<i16>,
        /// Armor.
        #[serde(default)]
        armor: Option<i16>,
        /// Attack.
        #[serde(default)]
        attack: Option<i16>,
        /// Frozen.
        #[serde(default)]
        frozen: Option<bool>,
        /// Tags present.
        #[serde(default)]
        tags: Vec<ScenarioTag>,
        /// Tags absent.
        #[serde(default)]
        no_tags: Vec<ScenarioTag>,
        /// Hero power card id.
        #[serde(default)]
        hero_power: Option<String>,
        /// Hero power used.
        #[serde(default)]
        hero_power_used: Option<bool>,
    },
    /// A minion.
    Minion {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Slot.
        slot: u8,
        /// Card id.
        #[serde(default)]
        card: Option<String>,
        /// Attack.
        #[serde(default)]
        attack: Option<i16>,
        /// Current health.
        #[serde(default)]
        health: Option<i16>,
        /// Maximum health.
        #[serde(default)]
        max_health: Option<i16>,
        /// Tags present.
        #[serde(default)]
        tags: Vec<ScenarioTag>,
        /// Tags absent.
        #[serde(default)]
        no_tags: Vec<ScenarioTag>,
        /// Card is one of these.
        #[serde(default)]
        card_in: Vec<String>,
        /// Cannot attack now.
        #[serde(default)]
        exhausted: Option<bool>,
        /// A tribe it has.
        #[serde(default)]
        race: Option<crate::rulesets::hearth::content::schema::Race>,
        /// Its Cost.
        #[serde(default)]
        cost: Option<u8>,
    },
    /// Exactly these board entities.
    Board {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids left to right.
        cards: Vec<String>,
    },
    /// Board count.
    BoardSize {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Count.
        count: usize,
    },
    /// Exactly this hand.
    Hand {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids left to right.
        cards: Vec<String>,
    },
    /// Hand count.
    HandSize {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Count.
        count: usize,
    },
    /// Deck count.
    DeckSize {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Count.
        count: usize,
    },
    /// Graveyard contents.
    Graveyard {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Present at least as often as listed.
        #[serde(default)]
        contains: Vec<String>,
        /// Absent.
        #[serde(default)]
        lacks: Vec<String>,
    },
    /// Mana.
    Mana {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Available.
        #[serde(default)]
        available: Option<u8>,
        /// Crystals.
        #[serde(default)]
        max: Option<u8>,
        /// Locked.
        #[serde(default)]
        overload_locked: Option<u8>,
        /// Owed.
        #[serde(default)]
        overload_owed: Option<u8>,
    },
    /// The weapon.
    Weapon {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card id, or None for no weapon.
        card: Option<String>,
        /// Attack.
        #[serde(default)]
        attack: Option<i16>,
        /// Durability.
        #[serde(default)]
        durability: Option<i16>,
    },
    /// A location.
    Location {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Slot.
        slot: u8,
        /// Card id.
        #[serde(default)]
        card: Option<String>,
        /// Durability.
        #[serde(default)]
        durability: Option<i16>,
        /// Cooldown.
        #[serde(default)]
        cooldown: Option<u8>,
    },
    /// One hand card, by position: what it is and what it costs now.
    HandCard {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Hand index, from the left.
        slot: u8,
        /// Card id.
        #[serde(default)]
        card: Option<String>,
        /// Current cost.
        #[serde(default)]
        cost: Option<u8>,
        /// Card type.
        #[serde(default)]
        kind: Option<crate::rulesets::hearth::content::schema::CardType>,
        /// Class.
        #[serde(default)]
        class: Option<crate::rulesets::hearth::content::schema::Class>,
        /// Class is one of these.
        #[serde(default)]
        class_in: Vec<crate::rulesets::hearth::content::schema::Class>,
        /// A Death Knight rune it needs.
        #[serde(default)]
        rune: Option<crate::rulesets::hearth::content::schema::Rune>,
        /// A tribe it has.
        #[serde(default)]
        race: Option<crate::rulesets::hearth::content::schema::Race>,
        /// Rarity.
        #[serde(default)]
        rarity: Option<crate::rulesets::hearth::content::schema::Rarity>,
        /// Tags present (`Temporary`).
        #[serde(default)]
        tags: Vec<ScenarioTag>,
        /// Tags absent.
        #[serde(default)]
        no_tags: Vec<ScenarioTag>,
    },
    /// The options of the pending choice: these card ids in any order, or only how many
    /// (`count: Some(0)`: no choice is pending).
    Offered {
        /// Who chooses.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// The card ids offered (any order); left out, not checked.
        #[serde(default)]
        cards: Vec<String>,
        /// How many options.
        #[serde(default)]
        count: Option<usize>,
    },
    /// Cards in hand anywhere.
    HandContains {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids.
        cards: Vec<String>,
    },
    /// Secrets in order.
    Secrets {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Card ids.
        cards: Vec<String>,
    },
    /// Turn counter.
    Turn(u16),
    /// Corpses.
    Corpses {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Count.
        count: u16,
    },
    /// Fatigue counter.
    Fatigue {
        /// Seat.
        #[serde(deserialize_with = "crate::cards::seat_of_two")]
        player: u8,
        /// Count.
        count: u8,
    },
    /// Whose turn.
    ActivePlayer(u8),
    /// The winner (None: draw).
    Winner(Option<u8>),
    /// The game ended.
    GameOver,
    /// Nobody has won yet.
    GameRunning,
}

/// A puzzle's goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Goal {
    /// Win this turn.
    Lethal,
    /// No minion on either board after your actions.
    ClearBoard,
    /// Both boards hold the same minions with the same stats.
    Mirror,
    /// Be alive after the opponent's next turn.
    Survive,
}
