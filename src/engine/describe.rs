//! Describing a ruleset's games in words: log events, actions and the table as a seat sees it.
//! Kept apart from the core `Ruleset` because only what shows games to people (the terminal
//! table, `simulate --show`, forfeit reasons, scenario logs) needs words; searching, simulating
//! and judging a game never do.

use super::rules::Rules;
use super::ruleset::Ruleset;

/// A ruleset's games in words, as a given seat may read them (hidden cards stay hidden).
pub trait Describe: Ruleset {
    /// One log event in words as `viewer` may read it; `None` for bookkeeping nobody reads.
    fn describe_event(game: &Self::Game, event: &Self::Event, viewer: u8) -> Option<String>;
    /// Log events from `from` on, in words, as `viewer` may read them.
    fn describe_log(game: &Self::Game, from: usize, viewer: u8) -> Vec<String> {
        Self::log(game)
            .since(from)
            .iter()
            .filter_map(|event| Self::describe_event(game, event, viewer))
            .collect()
    }
    /// An action in words.
    fn describe_action(game: &Self::Game, action: &<Self::Game as Rules>::Action) -> String;
    /// The table as `viewer` sees it, in words (hidden cards hidden).
    fn describe_view(game: &Self::Game, viewer: u8) -> String;
}
