//! The game in figures for the end screen, counted from the game log alone: turns, damage each
//! side dealt to the other and cards each side played.

use crate::rulesets::hearth::{Game, LogEvent, Reads};

/// What the end screen tells of a finished game, per seat (index = seat).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Turns each seat played (begun, or under way when a puzzle opened).
    pub turns: [u32; 2],
    /// Damage each seat's cards dealt to the other seat's hero and minions (self-inflicted damage,
    /// fatigue included, is not damage dealt).
    pub damage: [u32; 2],
    /// Cards each seat played from hand.
    pub played: [u32; 2],
}

/// The game's turn counter (every player's turn counts) as a player's own turn number: the
/// first player's third turn is game turn 5, turn 3 for a player (and 5 mana).
pub fn player_turn(game_turn: u16) -> u16 {
    game_turn.div_ceil(2)
}

impl Summary {
    /// Counts the game's log. Who dealt damage is read from the controllers at the end of the
    /// game, so damage a stolen minion dealt counts for its last controller.
    pub fn of(game: &Game) -> Summary {
        let mut summary = Summary::default();
        let log = game.log().events();
        // A puzzle or scenario opens in a turn already under way, with no start logged: that
        // turn is its player's too (the one whose turn ends first, or who is still to act).
        if !log
            .iter()
            .any(|e| matches!(e, LogEvent::GameStarted { .. }))
        {
            let first = log
                .iter()
                .find_map(|e| match *e {
                    LogEvent::TurnEnded { player, .. } => Some(player),
                    LogEvent::TurnStarted { player, .. } => Some(1 - player),
                    _ => None,
                })
                .unwrap_or_else(|| game.active());
            summary.turns[usize::from(first)] += 1;
        }
        for event in log {
            match *event {
                LogEvent::TurnStarted { player, .. } => summary.turns[usize::from(player)] += 1,
                LogEvent::Played { player, .. } => summary.played[usize::from(player)] += 1,
                LogEvent::Damaged {
                    target,
                    source,
                    amount,
                } => {
                    let by = game.card(source).controller;
                    if by != game.card(target).controller && amount > 0 {
                        summary.damage[usize::from(by)] += amount as u32;
                    }
                }
                _ => {}
            }
        }
        summary
    }
}

#[cfg(test)]
mod tests {
    use super::player_turn;

    /// Game turn 10 is each player's fifth (the second player's, at 5 Mana).
    #[test]
    fn the_game_counter_becomes_a_players_own_turn() {
        let seen: Vec<u16> = [1, 2, 3, 4, 9, 10].map(player_turn).to_vec();
        assert_eq!(seen, [1, 1, 2, 2, 5, 5]);
    }
}
