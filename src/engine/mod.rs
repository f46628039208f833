//! The ruleset-agnostic engine core: entity ids, zones, the game log, the seeded RNG, the resolution
//! stack and the ruleset contract. Rulesets build their rules worlds from these pieces; nothing here names a ruleset.

pub mod access;
pub mod ids;
pub mod lending;
pub mod log;
pub mod picks;
pub mod plugin;
pub mod resolution;
pub mod rng;
pub mod rule_observer;
pub mod rules;
pub mod ruleset;
pub mod wire;
pub mod zone;

pub use access::{ComponentKey, EventKeyOf, FixedEventKey, ResourceKey, TriggerKey, dense_table};
pub use ids::{EntityId, IdMap};
pub use lending::{ExclusiveSystem, Lent, StateSlot};
pub use log::GameLog;
pub use resolution::ResolutionStack;
pub use rng::GameRng;
pub use rule_observer::{Rule, add_rule};
pub use rules::{Agent, Rejected, Rules};
pub use ruleset::{
    Answer, BoxAgent, Outcome, Ruleset, RunRequest, ScenarioRun, SeatFigure, submit,
};
pub use zone::Zone;
