//! A ruleset's side of the bot protocol (docs/BOT_PROTOCOL.md): its views, actions and results as
//! JSON for agents that are other programs. Kept apart from the core `Ruleset` because only the
//! external agents (`ai::external`, through `engine::wire`'s messages) speak it.

use super::rules::Rules;
use super::ruleset::Ruleset;

/// A ruleset's games as the bot protocol's JSON.
pub trait BotWire: Ruleset {
    /// What `seat` may see, as the JSON the bot protocol sends to programs.
    fn wire_view(game: &Self::Game, seat: u8) -> serde_json::Value;
    /// An action as the bot protocol's JSON.
    fn wire_action(game: &Self::Game, action: &<Self::Game as Rules>::Action) -> serde_json::Value;
    /// The action a program's JSON reply names, or why it names none.
    fn wire_parse(
        game: &Self::Game,
        reply: &serde_json::Value,
    ) -> Result<<Self::Game as Rules>::Action, String>;
    /// The ruleset's own fields of the game-over message (dopynion: scores).
    fn wire_result(_game: &Self::Game, _seat: u8) -> serde_json::Map<String, serde_json::Value> {
        serde_json::Map::new()
    }
}
