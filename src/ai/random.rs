//! The random agent: uniform over legal actions, seeded, so simulations are reproducible.

use crate::engine::{Agent, GameRng, Rules};

/// Picks uniformly among legal actions.
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    /// A random agent with its own seeded generator.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::seeded(seed),
        }
    }
}

impl<R: Rules> Agent<R> for RandomAgent {
    fn name(&self) -> &str {
        "random"
    }
    fn start(&mut self, _game_id: u64, _seat: u8, seed: u64) {
        self.rng = GameRng::seeded(seed);
    }

    fn choose(&mut self, _game: &R, legal: &[R::Action]) -> usize {
        self.rng.below(legal.len())
    }
}
