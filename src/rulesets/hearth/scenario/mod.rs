//! Scenarios: RON files that set up a hearth position, play actions and check expectations, exactly
//! as `shared/formats/scenario.md` specifies. They are the rules tests, outside checks and puzzles.

mod build;
pub use build::build_game;
mod check;
pub mod format;
pub mod goal;
mod run;

pub use format::Scenario;
pub use run::{Outcome, perform_all, run_scenario, to_engine};
