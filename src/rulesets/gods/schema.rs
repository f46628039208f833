//! The gods card language, exactly as modders write it in RON (`assets/gods/cards/*.ron`,
//! `decks/*.ron`, `rules.ron`). Keywords, effects, targets, triggers and auras are data; the rules
//! interpret them and no Rust code names a card. Every type denies unknown fields, so a typo is an
//! error with its file, line, column and card, never a silent default. docs/GODS.md documents it.

use serde::{Deserialize, Deserializer};

use super::options::Options;

/// A pantheon (a leader's, hence a deck's), or none for neutral cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
pub enum Pantheon {
    /// Usable by every pantheon.
    #[default]
    Neutral,
    /// Zeus.
    Greek,
    /// Odin.
    Norse,
    /// Ra.
    Egyptian,
    /// Nu Wa.
    Chinese,
    /// Bellona.
    Roman,
    /// Ganesh.
    Hindu,
    /// Ah Puch.
    Mayan,
}

/// What a card is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum CardKind {
    /// Deploys a unit on the battlefield.
    Unit,
    /// Resolves its effects and goes to the graveyard.
    Spell,
    /// A player's Summoning Stone (one in `rules.ron`).
    Stone,
    /// A leader: its `play` is the leader ability, its `cost` the ability's cost.
    Leader,
}

/// Unit subtypes (G2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum Subtype {
    /// No movement, never gains any.
    Structure,
    /// Named by cards.
    Beast,
    /// Named by cards.
    God,
}

impl Subtype {
    /// Its bit in a subtype mask.
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// A unit's reach (G0, G12.17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
pub enum Range {
    /// Adjacent tiles, diagonals included.
    #[default]
    Melee,
    /// Up to n orthogonal steps (`Ranged(3)` by default on the cards).
    Ranged(u8),
}

/// Kinds of effects an `Immune` keyword can name (G12.13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum Immunity {
    /// Spells (targeted, random and area).
    Spells,
    /// Attacks by units.
    Attacks,
    /// Warcries, Afterlives and other unit effects.
    Units,
    /// Leader abilities.
    Leaders,
}

/// Keywords a unit can carry (printed or granted).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum Keyword {
    /// Guards its owner's stone while adjacent to it (G12.10).
    Guard,
    /// Can't be targeted directly; lost when it attacks (G12.11).
    Stealth,
    /// Not summoning-exhausted when deployed (G12.15).
    Charge,
    /// Comes back once on the tile it died on (G12.3).
    Resurrection,
    /// Can't be targeted or affected by effects of that kind (G12.13).
    Immune(Immunity),
    /// Takes this much less combat damage (G12.14).
    Protection(u8),
}

/// Whose units a selector or target looks at, relative to the effect's owner. Neutral units are
/// neither allied nor enemy (G2.3): only `Any` includes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
pub enum Side {
    /// The owner's units.
    Allied,
    /// The opponent's units.
    Enemy,
    /// Every unit, neutral ones included.
    #[default]
    Any,
}

/// A condition on a unit, for targets, selectors and auras.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum Filter {
    /// Not a Summoning Stone ("unit" includes stones unless a card says otherwise).
    NotStone,
    /// Has this subtype.
    Subtype(Subtype),
    /// Not of this subtype.
    Not(Subtype),
    /// Current health below maximum.
    Damaged,
    /// Current health at most n.
    HealthAtMost(u8),
    /// Not the effect's own unit.
    Other,
}

/// How long a modification lasts (G4.3, G10.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
pub enum Until {
    /// For good (silence removes it).
    #[default]
    Permanent,
    /// Until the end of this turn.
    EndOfTurn,
    /// Until the start of the effect owner's next turn.
    YourNextTurn,
}

/// What a played card, a Warcry or a leader ability asks its player to choose.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum TargetSpec {
    /// A unit on the battlefield.
    Unit {
        /// Whose.
        #[serde(default)]
        side: Side,
        /// Conditions it must meet.
        #[serde(default)]
        filters: Vec<Filter>,
        /// At most this many orthogonal steps from the effect's own unit (Warcries).
        #[serde(default)]
        within: Option<u8>,
    },
    /// An empty tile.
    EmptyTile {
        /// Where.
        #[serde(default)]
        near: TileRule,
    },
    /// A column of the board.
    Column,
    /// An allied unit and an empty tile it can reach in at most `distance` steps (G7.2 paths).
    MoveAlly {
        /// Steps.
        distance: u8,
    },
}

/// Which empty tiles an `EmptyTile` target allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
pub enum TileRule {
    /// Any empty tile.
    #[default]
    Anywhere,
    /// Adjacent to the owner's stone (diagonals included).
    OwnStone,
}

/// A unit an effect's tile is taken from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
pub enum Anchor {
    /// The effect's own unit (or the tile it stood on when it left).
    #[default]
    Itself,
    /// The chosen target.
    Target,
    /// The unit being attacked (attack effects).
    AttackTarget,
}

/// Which units an effect acts on.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Selector {
    /// The chosen target.
    Target,
    /// The effect's own unit.
    Itself,
    /// The unit being attacked (attack and before-attack effects).
    AttackTarget,
    /// The owner's stone.
    OwnStone,
    /// The opponent's stone.
    EnemyStone,
    /// Units adjacent to a tile (diagonals included).
    Adjacent {
        /// Whose tile.
        #[serde(default)]
        to: Anchor,
        /// Whose units.
        #[serde(default)]
        side: Side,
        /// Conditions.
        #[serde(default)]
        filters: Vec<Filter>,
    },
    /// Every unit matching (area: banished and immune units are left out).
    All {
        /// Whose.
        #[serde(default)]
        side: Side,
        /// Conditions.
        #[serde(default)]
        filters: Vec<Filter>,
    },
    /// One unit drawn at random among the matching ones (none: nothing happens).
    Random {
        /// Whose.
        #[serde(default)]
        side: Side,
        /// Conditions.
        #[serde(default)]
        filters: Vec<Filter>,
    },
    /// Every matching unit in the chosen column.
    Column {
        /// Whose.
        #[serde(default)]
        side: Side,
        /// Conditions.
        #[serde(default)]
        filters: Vec<Filter>,
    },
}

/// Where a summoned unit goes (G6.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum SummonAt {
    /// The chosen tile.
    TargetTile,
    /// The tile the effect's unit stands on, or died on (Afterlife).
    ThisTile,
    /// A random empty tile adjacent to the effect's unit (or where it died).
    NearThis,
    /// A random empty tile adjacent to the owner's stone.
    NearOwnStone,
}

/// How many times.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub enum Amount {
    /// A fixed number.
    Fixed(u8),
    /// As many as the selector finds.
    Count(Selector),
}

/// A condition on the game.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Condition {
    /// A rules option of `rules.ron` (or the game's) has this value (§5 choices pinned in cards).
    Option {
        /// The option's name.
        name: String,
        /// Its value as written in `rules.ron`.
        value: String,
    },
    /// The attacked unit meets every filter.
    AttackTargetIs(Vec<Filter>),
    /// The chosen target meets every filter.
    TargetIs(Vec<Filter>),
}

/// A card named by another card (a summon, a transformation): resolved to an index at load time,
/// so an unknown name is a load error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardRef {
    /// The card id as written.
    pub id: String,
    /// Its index, filled in by the loader.
    pub index: u16,
}

impl<'de> Deserialize<'de> for CardRef {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(CardRef {
            id: String::deserialize(deserializer)?,
            index: u16::MAX,
        })
    }
}

/// One step of a card's behaviour. Effects of a list run in order; each sees the board as the
/// previous one left it, and what they cause waits in the resolution queue (G9).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Effect {
    /// Deals damage (not combat damage: Protection does not reduce it).
    Damage {
        /// How much.
        amount: u8,
        /// To whom.
        to: Selector,
    },
    /// Restores health, never above maximum.
    Heal {
        /// How much.
        amount: u8,
        /// To whom.
        to: Selector,
    },
    /// +attack and "+X health" (raises maximum and current health, G10.2), for a while.
    Buff {
        /// Attack change.
        #[serde(default)]
        attack: i8,
        /// Health change.
        #[serde(default)]
        health: i8,
        /// How long.
        #[serde(default)]
        until: Until,
        /// Who.
        to: Selector,
    },
    /// Sets attack (before auras) to the unit's current health.
    SetAttackToHealth {
        /// Who.
        to: Selector,
    },
    /// Gives a keyword (Protection: `until` may be temporary).
    Grant {
        /// Which.
        keyword: Keyword,
        /// How long (Protection only; others are for good).
        #[serde(default)]
        until: Until,
        /// Who.
        to: Selector,
    },
    /// Stuns until the start of the next turn of the player active now (G12.12).
    Stun {
        /// Who.
        to: Selector,
    },
    /// Banishes until the start of the effect owner's next turn (G12.9).
    Banish {
        /// Who.
        to: Selector,
    },
    /// Removes card text and modifications (G12.16).
    Silence {
        /// Who.
        to: Selector,
    },
    /// Destroys; no Resurrection, Afterlife still (G12.4).
    Execute {
        /// Who.
        to: Selector,
    },
    /// Destroys (an ordinary death).
    Destroy {
        /// Who.
        to: Selector,
    },
    /// Returns to its owner's hand in its default state (G12.8).
    Recall {
        /// Who.
        to: Selector,
    },
    /// Transforms into another unit (G12.6).
    Transform {
        /// The new unit's card.
        into: CardRef,
        /// Who.
        to: Selector,
    },
    /// Creates units (one Unit Spawn each, G9.6).
    Summon {
        /// Which.
        card: CardRef,
        /// Where.
        at: SummonAt,
        /// How many.
        #[serde(default = "one")]
        count: u8,
    },
    /// The owner draws.
    Draw {
        /// How many.
        #[serde(default = "one")]
        count: u8,
    },
    /// Offers three cards generated from a pool; the pick goes to the hand (G12.7). Only as the
    /// last effect of its list.
    Discover {
        /// Collectible cards of this pantheon (any when left out).
        #[serde(default)]
        pantheon: Option<Pantheon>,
        /// Of this kind (any when left out).
        #[serde(default)]
        kind: Option<CardKind>,
    },
    /// The owner gains mana this turn (never above the cap, G14).
    GainMana {
        /// How much.
        amount: u8,
    },
    /// Puts a new card into the owner's hand (not a draw).
    AddToHand {
        /// Which.
        card: CardRef,
        /// Its cost changes by this much until the end of the turn.
        #[serde(default)]
        cost_this_turn: i8,
    },
    /// Moves the unit chosen by a `MoveAlly` target to the chosen tile.
    MoveTarget,
    /// Branches.
    If {
        /// The test.
        condition: Condition,
        /// When it holds.
        #[serde(default)]
        then: Vec<Effect>,
        /// When it does not.
        #[serde(default)]
        otherwise: Vec<Effect>,
    },
    /// Runs effects several times.
    Repeat {
        /// How many times.
        times: Amount,
        /// What.
        effects: Vec<Effect>,
    },
}

/// A Warcry (G12.1): automatic on deployment from the hand, or an action of its owner.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WarcryDef {
    /// Activated by its owner rather than resolved on deployment.
    #[serde(default)]
    pub activatable: bool,
    /// What its player chooses.
    #[serde(default)]
    pub target: Option<TargetSpec>,
    /// What it does.
    pub effects: Vec<Effect>,
}

/// When a card's trigger fires.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum TriggerOn {
    /// At the start of its owner's turn.
    TurnStart,
    /// At the end of its owner's turn.
    TurnEnd,
    /// Whenever another allied unit matching the filters enters the battlefield.
    AllyEnters(Vec<Filter>),
}

/// A triggered effect of a unit on the battlefield.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TriggerDef {
    /// When.
    pub on: TriggerOn,
    /// What.
    pub effects: Vec<Effect>,
}

/// How far an aura reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
pub enum Area {
    /// Adjacent units (diagonals included).
    #[default]
    Adjacent,
    /// Every unit on the battlefield.
    Global,
}

/// A continuous effect on other units (G11), applied last (G10.4).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuraDef {
    /// Attack added.
    #[serde(default)]
    pub attack: i8,
    /// Maximum health added.
    #[serde(default)]
    pub health: i8,
    /// Protection given (the highest source counts).
    #[serde(default)]
    pub protection: u8,
    /// Reach.
    #[serde(default)]
    pub area: Area,
    /// Whose units.
    #[serde(default = "allied")]
    pub side: Side,
    /// Conditions on them.
    #[serde(default)]
    pub filters: Vec<Filter>,
    /// Also on the bearer itself.
    #[serde(default)]
    pub itself: bool,
}

/// One card as written.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Unique id ("enyo").
    pub id: String,
    /// As shown ("Enyo"); scenarios may name cards by id or by name.
    pub name: String,
    /// Its pantheon.
    #[serde(default)]
    pub pantheon: Pantheon,
    /// What it is.
    #[serde(rename = "type")]
    pub kind: CardKind,
    /// Mana cost (a leader's: its ability's).
    #[serde(default)]
    pub cost: u8,
    /// Attack.
    #[serde(default)]
    pub attack: u8,
    /// Health.
    #[serde(default)]
    pub health: u8,
    /// Tiles it may move per turn.
    #[serde(default = "two")]
    pub movement: u8,
    /// Melee or Ranged(n).
    #[serde(default)]
    pub range: Range,
    /// Structure, Beast, God.
    #[serde(default)]
    pub subtypes: Vec<Subtype>,
    /// Printed keywords.
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    /// Belongs to nobody on the battlefield (G2.3).
    #[serde(default)]
    pub neutral: bool,
    /// Can go in a deck (tokens, leaders and the stone cannot).
    #[serde(default = "yes")]
    pub collectible: bool,
    /// Rules text as shown.
    #[serde(default)]
    pub text: String,
    /// What a spell or leader ability asks its player to choose.
    #[serde(default)]
    pub target: Option<TargetSpec>,
    /// A spell's or leader ability's effects.
    #[serde(default)]
    pub play: Vec<Effect>,
    /// Its Warcry.
    #[serde(default)]
    pub warcry: Option<WarcryDef>,
    /// "When this dies" (G12.2).
    #[serde(default)]
    pub afterlife: Vec<Effect>,
    /// Before its attack deals damage (combat step 2).
    #[serde(default)]
    pub before_attack: Vec<Effect>,
    /// Attack Damage effects (priority 4).
    #[serde(default)]
    pub attack_effects: Vec<Effect>,
    /// Return Damage effects (priority 6).
    #[serde(default)]
    pub return_effects: Vec<Effect>,
    /// Triggered effects.
    #[serde(default)]
    pub triggers: Vec<TriggerDef>,
    /// Its aura.
    #[serde(default)]
    pub aura: Option<AuraDef>,
    /// Reincarnate: becomes this unit instead of dying (G12.5).
    #[serde(default)]
    pub reincarnate: Option<CardRef>,
}

/// A deck file: a leader and 25 cards.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename = "Deck", deny_unknown_fields)]
pub struct DeckFile {
    /// Its id (`--decks greek`); the file name when left out.
    #[serde(default)]
    pub id: Option<String>,
    /// As shown.
    pub name: String,
    /// The leader card's id.
    pub leader: String,
    /// Card ids.
    pub cards: Vec<String>,
}

/// `rules.ron`: the constants the cards need and the §5 choices with their defaults.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename = "Rules", deny_unknown_fields)]
pub struct RulesFile {
    /// The Summoning Stone card.
    pub stone: String,
    /// The second player's compensation card (with `second_player: divine_spark`).
    pub second_player_card: String,
    /// Cards in a deck.
    pub deck_size: u8,
    /// Copies of a card a deck may hold.
    pub copies: u8,
    /// Cards a hand may hold.
    pub hand_limit: u8,
    /// The mana cap.
    pub max_mana: u8,
    /// The open choices, each with its default.
    pub options: Options,
}

fn one() -> u8 {
    1
}

fn two() -> u8 {
    2
}

fn yes() -> bool {
    true
}

fn allied() -> Side {
    Side::Allied
}
