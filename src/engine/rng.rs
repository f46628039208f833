//! One seeded random number generator per game: same seed and same actions give the same game.

use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The game's only source of randomness. Rules never touch a thread or OS generator.
#[derive(Debug, Clone)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    /// A generator seeded from a 64-bit seed.
    pub fn seeded(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }
    /// A uniform index in `0..len`. `len` must be non-zero.
    #[inline]
    pub fn below(&mut self, len: usize) -> usize {
        self.0.random_range(0..len)
    }
    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u32, denominator: u32) -> bool {
        self.0.random_range(0..denominator) < numerator
    }
    /// Fisher–Yates shuffle driven by this generator.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.0.random_range(0..=i);
            items.swap(i, j);
        }
    }
    /// A raw 64-bit draw, for seeding sub-generators (agents, forks that must diverge).
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
}
