//! Scenarios: RON files that set up a hearth position, play actions and check expectations, exactly
//! as `shared/formats/scenario.md` specifies. They are the rules tests, outside checks and puzzles;
//! the engine's scenario harness plays them, this module says what their words mean.

mod build;
pub use build::build_game;
mod check;
pub mod format;
pub mod goal;
mod resolve;
mod run;

pub use format::Scenario;
pub use resolve::to_engine;
pub use run::{perform_all, run_scenario};
