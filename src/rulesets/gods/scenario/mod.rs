//! gods scenarios: the format (docs/GODS.md), its position checked and built, its moves resolved
//! and its expectations checked; the engine's scenario harness plays the steps.

mod check;
pub mod format;
mod resolve;
mod run;
mod setup;

pub use format::Scenario;
