//! Dopynion scenarios: the shared scenario file shape (name, ruleset, seed, actions, expect) with
//! this ruleset's set-up fields, played by the engine's scenario harness beside hearth's.

mod build;
mod check;
pub mod format;
mod run;

pub use build::build_game;
pub use format::Scenario;
