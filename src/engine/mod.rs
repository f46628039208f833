//! The ruleset-agnostic engine core: entity ids, zones, the game log, the seeded RNG, the resolution
//! stack and the ruleset contract (the core `Ruleset` and the narrower `Describe`, `SearchHints`,
//! `BotWire`, `ScenarioFormat` and `Tensors`), and the one scenario harness every ruleset's files run
//! through. Rulesets build their rules worlds from these pieces; nothing here names a ruleset.

pub mod access;
pub mod bot_wire;
pub mod card_world;
pub mod concession;
pub mod describe;
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
pub mod scenario;
pub mod search_hints;
pub mod tensors;
pub mod wire;
pub mod zone;

pub use access::{ComponentKey, EventKeyOf, FixedEventKey, TriggerKey, dense_table};
pub use bot_wire::BotWire;
pub use card_world::{CardPart, CardWorld, Cards, CardsMut, Lent as LentCards};
pub use describe::Describe;
pub use ids::{EntityId, IdMap};
pub use lending::LentState;
pub use log::GameLog;
pub use resolution::ResolutionStack;
pub use rng::GameRng;
pub use rule_observer::{Rule, add_rule};
pub use rules::{Agent, Rejected, Rules};
pub use ruleset::{Answer, BoxAgent, Outcome, Ruleset, RunRequest, SeatFigure, submit};
pub use scenario::{ScenarioFormat, ScenarioRun};
pub use search_hints::SearchHints;
pub use tensors::{Tensors, legal_mask};
pub use zone::Zone;
