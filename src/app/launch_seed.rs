//! The seed a launch's games start from. Each launch draws a fresh one, so two launches give two
//! different first games (another shuffle, another coin toss); `emberdeck play --seed N` fixes it
//! for a bug report, and with none set (tests, the scripted screenshot run) the games are seeded by
//! their plain count, the same on every run.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::sync::OnceLock;

/// This launch's seed, set once before the app starts.
static LAUNCH: OnceLock<u64> = OnceLock::new();

/// Fixes this launch's seed (the first call wins).
pub fn fix(seed: u64) {
    let _ = LAUNCH.set(seed);
}

/// A seed no earlier launch had: the standard library's per-process random hasher keys, which
/// come from the operating system.
pub fn fresh() -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u64(std::process::id().into());
    hasher.finish()
}

/// This launch's seed, if one was set.
pub fn launch() -> Option<u64> {
    LAUNCH.get().copied()
}

/// The seed of a launch's `n`-th game of a kind: `n` mixed with the launch's seed, or `n` itself
/// when no launch seed was set.
pub fn game_seed(n: u64) -> u64 {
    seed_for(launch(), n)
}

/// `game_seed` for a given launch seed.
fn seed_for(launch: Option<u64>, n: u64) -> u64 {
    match launch {
        Some(seed) => mix(seed ^ mix(n)),
        None => n,
    }
}

/// SplitMix64's finaliser: every bit of the input moves every bit of the output.
fn mix(mut z: u64) -> u64 {
    const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;
    const M1: u64 = 0xBF58_476D_1CE4_E5B9;
    const M2: u64 = 0x94D0_49BB_1331_11EB;
    z = z.wrapping_add(GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(M1);
    z = (z ^ (z >> 27)).wrapping_mul(M2);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::{fresh, mix, seed_for};

    #[test]
    fn two_fresh_seeds_differ_and_mixing_spreads_neighbours() {
        assert_ne!(fresh(), fresh(), "each RandomState draws new keys");
        assert_ne!(mix(1), mix(2));
        assert!(
            (mix(1) ^ mix(2)).count_ones() > 16,
            "neighbouring counts land far apart"
        );
    }

    /// Two launches with fresh seeds start different first games; a launch with a fixed seed
    /// starts the same games again; with no seed the plain count is kept.
    #[test]
    fn launches_differ_unless_the_seed_is_fixed() {
        let (a, b) = (fresh(), fresh());
        assert_ne!(seed_for(Some(a), 1), seed_for(Some(b), 1));
        assert_eq!(seed_for(Some(42), 1), seed_for(Some(42), 1));
        assert_ne!(seed_for(Some(42), 1), seed_for(Some(42), 2));
        assert_eq!(seed_for(None, 7), 7);
    }
}
