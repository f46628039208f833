//! Dopynion scenarios: the shared scenario file shape (name, ruleset, seed, actions, expect) with
//! this ruleset's set-up fields, run by `emberdeck scenario` beside hearth's.

mod build;
pub mod format;
mod run;

pub use build::build_game;
pub use format::Scenario;
pub use run::run_scenario;
