//! gods scenarios: the format (docs/GODS.md), and the runner that builds the position, plays the
//! steps and checks the expectations.

pub mod format;
pub mod run;

pub use format::Scenario;
pub use run::run_scenario;
