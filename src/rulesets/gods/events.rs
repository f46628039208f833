//! gods' events. Rules events (`Event`s of the rules world) are the atomic steps of the rules, one
//! observer each (`rules/`); the exclusive resolver triggers them in the order the resolution queue
//! gives (G9). Work items (`Work`) are what waits in that queue, ordered by priority and time order.
//! Log events (`LogEvent`) are what happened, appended to the game log.

use bevy::ecs::event::Event;
use smallvec::SmallVec;

use super::components::{Slot, Tile};
use super::db::CardId;
use super::rules::auras::Given;
use super::view::{SourceKind, Target};

/// How a unit arrives on the battlefield.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Arrival {
    /// Played from its owner's hand: its Warcry resolves (G12.1).
    Hand,
    /// Created by an effect (Unit Spawn).
    Effect,
    /// Back from the graveyard (Resurrection): no Warcry.
    Graveyard,
    /// Taking a transformed unit's tile: not summoning-exhausted (G12.6).
    Transform,
}

/// What hits a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hit {
    /// Attack Damage (Protection reduces it).
    Attack,
    /// Return Damage (Protection reduces it with `protection_reduces_return_damage`).
    Return,
    /// Any other damage: spells, Warcries, Afterlives, fatigue.
    Effect,
}

/// A modification an effect makes to a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Change {
    /// +attack / +health for a while (`ends`: `END_OF_TURN`, a player, or `NOBODY` for good).
    Buff {
        /// Attack.
        attack: i8,
        /// Health (also maximum).
        health: i8,
        /// When it ends.
        ends: u8,
    },
    /// Attack before auras becomes current health.
    SetAttackToHealth,
    /// Keyword bits for good.
    Keywords(u16),
    /// Protection n until `ends` (`NOBODY`: for good).
    Protection {
        /// How much.
        amount: u8,
        /// When it ends.
        ends: u8,
    },
    /// Stunned until the start of the active player's next turn.
    Stun,
    /// Banished until the start of this player's next turn.
    Banish(u8),
    /// Silenced.
    Silence,
    /// Destroyed; `execute`: no Resurrection.
    Destroy {
        /// Executed.
        execute: bool,
    },
}

/// Which list of a card's effects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum List {
    /// A spell's or leader ability's `play`.
    Play,
    /// The Warcry.
    Warcry,
    /// The Afterlife.
    Afterlife,
    /// Before its attack deals damage.
    BeforeAttack,
    /// Attack Damage effects.
    AttackEffects,
    /// Return Damage effects.
    ReturnEffects,
    /// Trigger number n.
    Trigger(u8),
}

/// What an effect list resolves with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ctx {
    /// The card whose effect it is (a unit, a spell in the Waiting zone, a leader's stone).
    pub source: Slot,
    /// Whose effect it is.
    pub owner: u8,
    /// What kind of source.
    pub kind: SourceKind,
    /// What was chosen.
    pub target: Target,
    /// The source's tile when the effect was queued (where it died, for an Afterlife).
    pub tile: Tile,
    /// The unit being attacked (attack effects).
    pub attack_target: Slot,
}

/// Where a Unit Spawn places its unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpawnPlace {
    /// That tile, if it is empty then.
    Exact(Tile),
    /// A random empty tile adjacent to that one.
    Near(Tile),
}

/// One item of the resolution queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Work {
    /// Priority 3.
    AttackDamage {
        /// Who attacks.
        attacker: Slot,
        /// Who is attacked.
        target: Slot,
    },
    /// Priority 5.
    ReturnDamage {
        /// Who attacked.
        attacker: Slot,
        /// Who answers.
        target: Slot,
    },
    /// A list of card effects (Warcry 2, attack effects 4, return effects 6, Afterlife 11,
    /// others 12).
    Effects {
        /// Which list.
        list: List,
        /// Of which card.
        def: CardId,
        /// With what.
        ctx: Ctx,
    },
    /// Priority 7.
    Reincarnate {
        /// Who.
        unit: Slot,
    },
    /// Priority 8.
    Death {
        /// Who.
        unit: Slot,
    },
    /// Priority 9.
    Resurrect {
        /// The card in the graveyard.
        card: Slot,
        /// Where it died.
        tile: Tile,
    },
    /// Priority 10.
    Spawn {
        /// The unit's card.
        def: CardId,
        /// Whose.
        owner: u8,
        /// Where.
        at: SpawnPlace,
    },
    /// After everything an action caused at its own level: the spell card goes to the graveyard
    /// (G6.2 step 5).
    SpellDone {
        /// The spell.
        card: Slot,
    },
}

/// Priorities of G9.2 (and 13: after everything else, for the end of a spell's sequence).
pub mod priority {
    /// Warcry.
    pub const WARCRY: u8 = 2;
    /// Attack Damage.
    pub const ATTACK_DAMAGE: u8 = 3;
    /// Attack Damage effect.
    pub const ATTACK_EFFECT: u8 = 4;
    /// Return Damage.
    pub const RETURN_DAMAGE: u8 = 5;
    /// Return Damage effect.
    pub const RETURN_EFFECT: u8 = 6;
    /// Reincarnate.
    pub const REINCARNATE: u8 = 7;
    /// Death.
    pub const DEATH: u8 = 8;
    /// Resurrection.
    pub const RESURRECTION: u8 = 9;
    /// Unit Spawn.
    pub const SPAWN: u8 = 10;
    /// Afterlife.
    pub const AFTERLIFE: u8 = 11;
    /// Everything else.
    pub const OTHER: u8 = 12;
    /// The end of a spell's own sequence.
    pub const SPELL_DONE: u8 = 13;
}

/// A queued work item with its place in the order: (priority, time, id).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pending {
    /// G9.2 priority.
    pub priority: u8,
    /// Time order (G9.3): the source unit's arrival, or the number of what generated it.
    pub time: u32,
    /// Its own number (the last tie-break: first queued first).
    pub id: u32,
    /// What.
    pub work: Work,
}

/// A player pays for a card and it leaves the hand.
#[derive(Event, Debug, Clone, Copy)]
pub struct CardPlayed {
    /// Who.
    pub player: u8,
    /// Which.
    pub card: Slot,
}

/// A unit arrives on a tile; `placed` answers whether it did (the tile may be taken, G9.7).
/// A unit played from the hand is paid for first, in the same run (`pays`: the `CardPlayed`
/// step, which would come right before it anyway).
#[derive(Event, Debug, Clone, Copy)]
pub struct Deployed {
    /// The player who plays it from the hand and pays for it first, if any.
    pub pays: Option<u8>,
    /// The unit's card.
    pub card: Slot,
    /// Where.
    pub tile: Tile,
    /// Whose it becomes.
    pub owner: u8,
    /// From where.
    pub from: Arrival,
    /// Its Warcry's target (from the hand).
    pub target: Target,
    /// The answer.
    pub placed: bool,
}

/// A unit moves to an empty tile.
#[derive(Event, Debug, Clone, Copy)]
pub struct Moved {
    /// Who.
    pub unit: Slot,
    /// Where to.
    pub to: Tile,
    /// Steps the path takes.
    pub steps: u8,
    /// Moved by an effect (its own move is not spent).
    pub forced: bool,
}

/// An attack is declared (combat step 1).
#[derive(Event, Debug, Clone, Copy)]
pub struct AttackDeclared {
    /// Who attacks.
    pub attacker: Slot,
    /// Whom.
    pub target: Slot,
}

/// Damage to a unit; `dealt` answers how much after Protection.
#[derive(Event, Debug, Clone, Copy)]
pub struct DealDamage {
    /// Who takes it.
    pub target: Slot,
    /// How much.
    pub amount: u8,
    /// What kind.
    pub hit: Hit,
    /// The answer.
    pub dealt: i16,
}

/// Healing.
#[derive(Event, Debug, Clone, Copy)]
pub struct Heal {
    /// Who.
    pub target: Slot,
    /// How much.
    pub amount: u8,
}

/// A modification.
#[derive(Event, Debug, Clone, Copy)]
pub struct Modify {
    /// Who.
    pub target: Slot,
    /// What.
    pub change: Change,
}

/// A unit's Death resolves (priority 8).
#[derive(Event, Debug, Clone, Copy)]
pub struct Dies {
    /// Who.
    pub unit: Slot,
}

/// A unit becomes another (Transform, Reincarnate).
#[derive(Event, Debug, Clone, Copy)]
pub struct Transformed {
    /// The unit that goes.
    pub unit: Slot,
    /// The new unit's card (created for it).
    pub into: Slot,
}

/// A dead unit's card comes back from the graveyard (priority 9).
#[derive(Event, Debug, Clone, Copy)]
pub struct Resurrects {
    /// The card.
    pub card: Slot,
    /// Where.
    pub tile: Tile,
}

/// A unit returns to its owner's hand.
#[derive(Event, Debug, Clone, Copy)]
pub struct Recalled {
    /// Who.
    pub unit: Slot,
}

/// A player draws a card (G15).
#[derive(Event, Debug, Clone, Copy)]
pub struct Drew {
    /// Who.
    pub player: u8,
}

/// A card (created for it) is put into a hand, not drawn.
#[derive(Event, Debug, Clone, Copy)]
pub struct CardGiven {
    /// Whose hand.
    pub player: u8,
    /// The card.
    pub card: Slot,
    /// Its cost change until the end of the turn.
    pub cost_change: i8,
}

/// A player gains mana this turn.
#[derive(Event, Debug, Clone, Copy)]
pub struct ManaGained {
    /// Who.
    pub player: u8,
    /// How much.
    pub amount: u8,
}

/// A spell's sequence ends: its card goes to the graveyard.
#[derive(Event, Debug, Clone, Copy)]
pub struct SpellDone {
    /// The spell.
    pub card: Slot,
}

/// A player uses the leader ability (pays, exhausts it).
#[derive(Event, Debug, Clone, Copy)]
pub struct LeaderUsed {
    /// Who.
    pub player: u8,
}

/// An activatable Warcry is used.
#[derive(Event, Debug, Clone, Copy)]
pub struct WarcryUsed {
    /// Whose.
    pub unit: Slot,
}

/// A player's mulligan.
#[derive(Event, Debug, Clone, Copy)]
pub struct Mulliganed {
    /// Who.
    pub player: u8,
    /// Bit i: hand card i is replaced.
    pub replace: u16,
}

/// A Discover offers these cards (created for it, in the Discover zone).
#[derive(Event, Debug, Clone, Copy)]
pub struct Discovered {
    /// Who picks.
    pub player: u8,
    /// The offered cards.
    pub options: [Slot; 3],
    /// How many.
    pub count: u8,
}

/// The pending Discover is answered.
#[derive(Event, Debug, Clone, Copy)]
pub struct Chosen {
    /// Which option.
    pub index: u8,
}

/// The turn of `player` ends: its end-of-turn effects are queued. When none is (nothing waits
/// in the queue), the clean-up follows in the same run, and the next turn's start too when the
/// clean-up leaves nothing to resolve and no aura to evaluate: exactly what the resolver would
/// do next. `stage` answers how far it went.
#[derive(Event, Debug, Clone, Copy)]
pub struct TurnEnding {
    /// Whose.
    pub player: u8,
    /// The answer: `TURN_ENDED`, `TURN_CLEANED_UP` or `NEXT_TURN_BEGUN`.
    pub stage: u8,
}

/// `TurnEnding` queued the end-of-turn effects only.
pub const TURN_ENDED: u8 = 0;
/// `TurnEnding` or `TurnCleanup` went on to the clean-up.
pub const TURN_CLEANED_UP: u8 = 1;
/// They went on to the start of the next turn.
pub const NEXT_TURN_BEGUN: u8 = 2;

/// After the end-of-turn effects: expiries, exhaustion, the turn cap (G4.3); then, when nothing
/// is left to resolve and no aura to evaluate, the next turn's start in the same run (`stage`).
#[derive(Event, Debug, Clone, Copy)]
pub struct TurnCleanup {
    /// Whose turn ended.
    pub player: u8,
    /// The answer: `TURN_CLEANED_UP` or `NEXT_TURN_BEGUN`.
    pub stage: u8,
}

/// The turn of `player` begins (G4.1).
#[derive(Event, Debug, Clone, Copy)]
pub struct TurnBegins {
    /// Whose.
    pub player: u8,
}

/// Auras were re-evaluated (G11.2): the units whose aura numbers change, in tile order.
#[derive(Event, Debug, Clone)]
pub struct AurasRefreshed {
    /// The new numbers.
    pub changes: SmallVec<[Given; 8]>,
}

/// The game ends: a stone's Death resolved this action, or a player forfeits.
#[derive(Event, Debug, Clone, Copy)]
pub struct GameEnds {
    /// The winner (`None`: a draw).
    pub winner: Option<u8>,
}

/// What happened, in order. Cards are slots of the game they happened in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogEvent {
    /// The game began; this player goes first.
    GameStarted {
        /// Who.
        first: u8,
    },
    /// A mulligan.
    Mulligan {
        /// Who.
        player: u8,
        /// Cards replaced.
        replaced: u8,
    },
    /// A turn began.
    TurnStarted {
        /// Whose.
        player: u8,
        /// Its number.
        turn: u32,
        /// Mana for it.
        mana: u8,
    },
    /// A turn ended.
    TurnEnded {
        /// Whose.
        player: u8,
    },
    /// A card was drawn.
    Drew {
        /// By whom.
        player: u8,
        /// Which.
        card: Slot,
    },
    /// A card could not enter a full hand and went to the graveyard.
    Burned {
        /// Whose.
        player: u8,
        /// Which.
        card: Slot,
    },
    /// Drawing from an empty deck.
    Fatigue {
        /// Who.
        player: u8,
        /// Damage to the stone.
        amount: u8,
    },
    /// A card was played.
    Played {
        /// By whom.
        player: u8,
        /// Which.
        card: Slot,
        /// For how much mana.
        cost: u8,
    },
    /// A unit arrived on a tile.
    Deployed {
        /// Which.
        unit: Slot,
        /// Where.
        tile: Tile,
        /// Its arrival index.
        arrival: u32,
    },
    /// A unit could not take its tile (another unit took it first, G9.7).
    NotPlaced {
        /// Which card.
        card: Slot,
        /// The tile.
        tile: Tile,
    },
    /// A Unit Spawn found no tile: the unit is not created.
    NotCreated {
        /// Its card.
        def: CardId,
    },
    /// A unit moved.
    Moved {
        /// Who.
        unit: Slot,
        /// From.
        from: Tile,
        /// To.
        to: Tile,
    },
    /// An attack was declared.
    Attacked {
        /// Who.
        attacker: Slot,
        /// Whom.
        target: Slot,
    },
    /// The target left the battlefield before damage: the attack stops (step 3).
    AttackStopped {
        /// Who attacked.
        attacker: Slot,
    },
    /// Damage was dealt.
    Damaged {
        /// To whom.
        unit: Slot,
        /// How much (after Protection).
        amount: i16,
        /// Health after.
        health: i16,
        /// What kind.
        hit: Hit,
    },
    /// Healing.
    Healed {
        /// Who.
        unit: Slot,
        /// Health after.
        health: i16,
    },
    /// A unit's numbers changed (buff, set, expiry, aura).
    Stats {
        /// Who.
        unit: Slot,
        /// Attack now.
        attack: i16,
        /// Health now.
        health: i16,
        /// Maximum now.
        max: i16,
        /// Protection now.
        protection: u8,
    },
    /// Keywords gained.
    Keywords {
        /// Who.
        unit: Slot,
        /// `kw` bits.
        bits: u16,
    },
    /// Stealth lost by attacking.
    Revealed {
        /// Who.
        unit: Slot,
    },
    /// Stunned.
    Stunned {
        /// Who.
        unit: Slot,
    },
    /// No longer stunned.
    StunEnded {
        /// Who.
        unit: Slot,
    },
    /// Banished.
    Banished {
        /// Who.
        unit: Slot,
    },
    /// Back from banishment.
    BanishEnded {
        /// Who.
        unit: Slot,
    },
    /// Silenced.
    Silenced {
        /// Who.
        unit: Slot,
    },
    /// Destroyed (or executed) by an effect.
    Destroyed {
        /// Who.
        unit: Slot,
        /// Executed.
        execute: bool,
    },
    /// A unit's Death resolved.
    Died {
        /// Who.
        unit: Slot,
        /// Where.
        tile: Tile,
    },
    /// A stone was destroyed.
    StoneDestroyed {
        /// Whose.
        player: u8,
    },
    /// A Resurrection brought a card back.
    Resurrected {
        /// Which.
        unit: Slot,
        /// Where.
        tile: Tile,
    },
    /// A unit was transformed.
    Transformed {
        /// The old unit.
        from: Slot,
        /// The new one.
        into: Slot,
    },
    /// A unit was returned to a hand (`to_hand: false`: it went elsewhere).
    Recalled {
        /// Who.
        unit: Slot,
        /// It reached the hand.
        to_hand: bool,
    },
    /// An activatable Warcry was used.
    Warcry {
        /// Whose.
        unit: Slot,
    },
    /// A leader ability was used.
    LeaderAbility {
        /// Whose.
        player: u8,
    },
    /// A Discover offers cards.
    Discover {
        /// Who picks.
        player: u8,
        /// The options.
        options: [Slot; 3],
        /// How many.
        count: u8,
    },
    /// A Discover was answered.
    Chosen {
        /// Who.
        player: u8,
        /// The card.
        card: Slot,
    },
    /// A card was put into a hand (or its graveyard when full).
    CardGiven {
        /// Whose.
        player: u8,
        /// Which.
        card: Slot,
        /// It reached the hand.
        to_hand: bool,
    },
    /// Mana gained.
    ManaGained {
        /// Who.
        player: u8,
        /// Mana now.
        mana: u8,
    },
    /// A spell's card went to the graveyard.
    SpellResolved {
        /// Which.
        card: Slot,
    },
    /// A player gave up (or its program failed).
    Forfeited {
        /// Who.
        player: u8,
    },
    /// The game is over.
    GameOver {
        /// The winner (`None`: a draw).
        winner: Option<u8>,
    },
}
