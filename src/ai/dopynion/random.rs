//! The `random` bot: a uniformly random legal action, from its own seeded generator.

use crate::engine::GameRng;
use crate::rulesets::dopynion::arbiter::Bot;
use crate::rulesets::dopynion::{Action, Game};

/// Picks uniformly among the legal actions.
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot seeded for determinism.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::seeded(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }
    fn decide(&mut self, _game: &Game, legal: &[Action]) -> Result<Action, String> {
        Ok(legal[self.rng.below(legal.len())])
    }
}
