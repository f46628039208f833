//! one863 scenarios: the contract format, its position checked and built, its expectations; the
//! engine's scenario harness plays the steps.

mod check;
pub mod format;
mod run;
mod setup;

pub use format::Scenario;
