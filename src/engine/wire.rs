//! The bot protocol's messages for any ruleset (`docs/BOT_PROTOCOL.md`): a decision carries the
//! ruleset's name, the game's number, the seat, what that seat may see and the legal actions, all
//! as JSON the ruleset writes; the reply is one of those actions (or `{"index": N}`); the game-over
//! message tells the winners and the ruleset's own result. Hidden cards are never in a message.

use serde_json::{Map, Value, json};

use super::bot_wire::BotWire;
use super::rules::Rules;

/// The `decision` message for the seat to act.
pub fn decision_message<R: BotWire>(
    game: &R::Game,
    game_id: u64,
    legal: &[<R::Game as Rules>::Action],
) -> Value {
    let seat = game.to_act();
    json!({
        "type": "decision",
        "ruleset": R::NAME,
        "game": game_id,
        "seat": seat,
        "view": R::wire_view(game, seat),
        "legal": legal.iter().map(|a| R::wire_action(game, a)).collect::<Vec<_>>(),
    })
}

/// The `game_over` message for `seat`: winners, then the ruleset's own result fields.
pub fn game_over_message<R: BotWire>(game: &R::Game, game_id: u64, seat: u8) -> Value {
    let mut message = Map::new();
    message.insert("type".into(), json!("game_over"));
    message.insert("ruleset".into(), json!(R::NAME));
    message.insert("game".into(), json!(game_id));
    message.insert("seat".into(), json!(seat));
    message.insert("winners".into(), json!(R::outcome(game).winners));
    message.extend(R::wire_result(game, seat));
    Value::Object(message)
}

/// Reads a reply: one JSON action as the ruleset writes them, or `{"index": N}` into `legal`.
/// A malformed reply is an error that names it; an action the rules then refuse is the arbiter's
/// business.
pub fn parse_reply<R: BotWire>(
    game: &R::Game,
    legal: &[<R::Game as Rules>::Action],
    reply: &str,
) -> Result<<R::Game as Rules>::Action, String> {
    let malformed = |e: String| format!("malformed reply {:?}: {e}", shorten(reply));
    let value: Value = serde_json::from_str(reply.trim()).map_err(|e| malformed(e.to_string()))?;
    if let Some(index) = value
        .as_object()
        .filter(|o| o.len() == 1)
        .and_then(|o| o.get("index"))
    {
        let index = index
            .as_u64()
            .ok_or_else(|| malformed("\"index\" takes a whole number".into()))?;
        return legal
            .get(index as usize)
            .cloned()
            .ok_or_else(|| malformed(format!("index {index} of {} legal actions", legal.len())));
    }
    R::wire_parse(game, &value).map_err(malformed)
}

/// A reply cut to 80 characters for error messages.
pub fn shorten(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(80) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}
