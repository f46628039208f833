//! The reward a finished game gives a seat, written once for `VecGames`, self-play and (through
//! them) the environments: +1 for a sole win, -1 for a loss, 0 for a draw or a shared win.

use emberdeck::engine::Outcome;

/// What a win is worth.
pub const WIN: f32 = 1.0;
/// What a loss is worth.
pub const LOSS: f32 = -1.0;
/// What a draw or a win shared with another seat is worth.
pub const SHARED: f32 = 0.0;

/// The reward of `seat` in a game that ended with `outcome`.
pub fn reward(outcome: &Outcome, seat: u8) -> f32 {
    if outcome.winners.is_empty() {
        SHARED
    } else if !outcome.winners.contains(&seat) {
        LOSS
    } else if outcome.winners.len() == 1 {
        WIN
    } else {
        SHARED
    }
}
