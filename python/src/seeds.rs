//! Where every seed of the package comes from, written once: a single game and the native batches
//! seed their games as `emberdeck simulate` and `emberdeck arena` do (so a Python run can be
//! checked against the command line), and `VecGames` gives each game and each of its episodes a
//! seed of its own that depends only on (run seed, game index, episode), never on the order in
//! which games finished.

pub use emberdeck::sim::game_seed;

/// What `emberdeck simulate` mixes into the run's seed for the generator that picks random decks
/// (`cli/simulate.rs`); `new_game(seed=S)` is the first game of `simulate --seed S`.
pub const SIMULATE_SETUP_SALT: u64 = 0x5EED_DEC5;

/// What `emberdeck arena` mixes into the run's seed for its decks (`cli/arena.rs`).
pub const ARENA_SETUP_SALT: u64 = 0xDEC5;

/// Mixed into an episode's seed for the generator of its random decks, so the decks and the
/// game's own shuffles do not draw the same numbers.
pub const EPISODE_SETUP_SALT: u64 = 0x5E7_0B5E;

/// SplitMix64's finaliser: nearby inputs (game 0 and game 1) give unrelated outputs.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of episode `episode` of game `index` in a batch seeded `seed`.
pub fn episode_seed(seed: u64, index: usize, episode: u64) -> u64 {
    mix(mix(mix(seed) ^ index as u64) ^ episode)
}
