//! Elo ratings from a list of two-player results: everyone starts at 1500 and each game moves both
//! ratings by K times the surprise. The games are replayed several times in a seeded shuffled
//! order and the ratings averaged, so the table does not depend on which games came last.

use crate::engine::GameRng;

/// The starting rating.
pub const START: f64 = 1500.0;
/// How far one game moves a rating.
pub const K: f64 = 16.0;
/// Shuffled passes averaged.
pub const PASSES: usize = 20;

/// One game: the two players and the first one's score (1 win, 0.5 draw, 0 loss).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Result2 {
    /// First player's index.
    pub a: usize,
    /// Second player's index.
    pub b: usize,
    /// First player's score.
    pub score_a: f64,
}

/// The expected score of a player rated `a` against one rated `b`.
pub fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// Ratings of `players` players after `games`.
pub fn ratings(players: usize, games: &[Result2], seed: u64) -> Vec<f64> {
    let mut total = vec![0.0; players];
    let mut rng = GameRng::seeded(seed);
    let mut order: Vec<usize> = (0..games.len()).collect();
    for _ in 0..PASSES {
        rng.shuffle(&mut order);
        let mut rating = vec![START; players];
        for &i in &order {
            let g = games[i];
            let surprise = g.score_a - expected(rating[g.a], rating[g.b]);
            rating[g.a] += K * surprise;
            rating[g.b] -= K * surprise;
        }
        for (t, r) in total.iter_mut().zip(rating) {
            *t += r;
        }
    }
    total.into_iter().map(|t| t / PASSES as f64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stronger_player_is_rated_higher_and_ratings_keep_their_sum() {
        let games: Vec<Result2> = (0..100)
            .map(|i| Result2 {
                a: 0,
                b: 1,
                score_a: if i % 4 == 0 { 0.0 } else { 1.0 },
            })
            .collect();
        let r = ratings(2, &games, 1);
        assert!(r[0] > r[1] + 100.0, "{r:?}");
        assert!((r[0] + r[1] - 2.0 * START).abs() < 1e-6);
    }
}
