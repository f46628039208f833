//! The one863 ruleset: ONE863, a football card duel (seed 004), on the same engine core. Teams,
//! positions and abilities are RON (`assets/one863/`); a match is its own Bevy rules world with one
//! entity per card, and every rule runs as an observer of the rules events an action triggers
//! (`rules/`). docs/ONE863.md describes the rules as implemented.

// Safe code only: the card columns and the lent match state are the engine's (`engine::CardWorld`).
#![forbid(unsafe_code)]

pub mod actions;
pub mod components;
pub mod db;
pub mod describe;
pub mod events;
pub mod game;
pub mod invariants;
pub mod profile;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod schema;
pub mod setup;
pub mod tensors;
pub mod wire;

pub use actions::Action;
pub use db::TeamDb;
pub use game::Game;
pub use ruleset::One863;
pub use setup::Setup;

use crate::engine::Rules;

/// The winner of a finished match: the side that did not forfeit, else the side with more goals
/// (`None`: a draw, or the match is still running).
pub fn winner(game: &Game) -> Option<u8> {
    if !game.is_over() {
        return None;
    }
    if let Some(side) = game.forfeited() {
        return Some(1 - side);
    }
    let (home, away) = (game.side(0).score, game.side(1).score);
    match home.cmp(&away) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}
