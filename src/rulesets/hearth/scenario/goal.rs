//! Puzzle goals: whether a position satisfies a level's goal, for the player who started it.

use super::format::Goal;
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::Reads;

/// True when `goal` holds for `player` in `game`. `Survive` holds once the opponent's next turn has
/// passed (it is `player`'s turn again, or later) with `player` still alive.
pub fn goal_met(goal: Goal, game: &Game, player: u8, start_turn: u16) -> bool {
    let board = |seat: u8| -> Vec<(String, i16, i16)> {
        game.player(seat)
            .board
            .iter()
            .map(|m| {
                let stats = game.stats(*m);
                (
                    game.card_id(*m).to_string(),
                    game.attack_of(*m),
                    stats.health(),
                )
            })
            .collect()
    };
    match goal {
        Goal::Lethal => game.is_over() && game.winner() == Some(player),
        Goal::ClearBoard => board(0).is_empty() && board(1).is_empty(),
        Goal::Mirror => board(player) == board(1 - player),
        Goal::Survive => {
            let alive = !(game.is_over() && game.winner() != Some(player));
            alive && game.turn() >= start_turn + 2
        }
    }
}
