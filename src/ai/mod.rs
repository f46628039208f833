//! Agents that choose among the engine's legal actions, selectable by name.

mod random;

pub use random::RandomAgent;

use crate::engine::{Agent, Rules};

/// Builds an agent by its command-line name, seeded for determinism.
pub fn agent_by_name<R: Rules + 'static>(
    name: &str,
    seed: u64,
) -> Result<Box<dyn Agent<R>>, String> {
    match name {
        "random" => Ok(Box::new(RandomAgent::new(seed))),
        other => Err(format!("unknown agent \"{other}\" (available: random)")),
    }
}
