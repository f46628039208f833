//! hearth in the bot protocol's JSON: what a seat sees (its hand, both boards, heroes, weapons,
//! mana, counts of what it cannot see) and actions as serde writes them
//! (`{"Attack": {"attacker": 7, "defender": 3}}`, `"EndTurn"`). Entity ids are the game's own.

use crate::rulesets::hearth::Reads;
use serde_json::{Value, json};

use super::state::components::Tags;
use super::{Action, Game};
use crate::engine::EntityId;

/// Keywords a bot sees on a character, by name.
const SHOWN_TAGS: [(Tags, &str); 13] = [
    (Tags::TAUNT, "taunt"),
    (Tags::DIVINE_SHIELD, "divine_shield"),
    (Tags::CHARGE, "charge"),
    (Tags::RUSH, "rush"),
    (Tags::WINDFURY, "windfury"),
    (Tags::STEALTH, "stealth"),
    (Tags::POISONOUS, "poisonous"),
    (Tags::LIFESTEAL, "lifesteal"),
    (Tags::ELUSIVE, "elusive"),
    (Tags::IMMUNE, "immune"),
    (Tags::FROZEN, "frozen"),
    (Tags::REBORN, "reborn"),
    (Tags::EXHAUSTED, "exhausted"),
];

fn entity(game: &Game, id: EntityId) -> Value {
    let stats = game.stats(id);
    let tags = game.tags(id);
    let keywords: Vec<&str> = SHOWN_TAGS
        .iter()
        .filter(|(tag, _)| tags.contains(*tag))
        .map(|(_, name)| *name)
        .collect();
    json!({
        "id": id.0,
        "card": game.card_id(id),
        "cost": game.cost_of(id),
        "attack": game.attack_of(id),
        "health": stats.health(),
        "max_health": stats.max_health,
        "armor": stats.armor,
        "keywords": keywords,
    })
}

fn side(game: &Game, seat: u8, own: bool) -> Value {
    let p = game.player(seat);
    let list = |ids: &[EntityId]| ids.iter().map(|id| entity(game, *id)).collect::<Vec<_>>();
    json!({
        "hero": entity(game, p.hero),
        "hero_power": entity(game, p.hero_power),
        "weapon": p.weapon.map(|w| entity(game, w)),
        "mana": p.mana,
        "max_mana": p.max_mana,
        "board": list(&p.board),
        "hand": if own { json!(list(&p.hand)) } else { Value::Null },
        "hand_size": p.hand.len(),
        "deck_size": p.deck.len(),
        "secrets": if own { json!(list(&p.secrets)) } else { Value::Null },
        "secret_count": p.secrets.len(),
    })
}

/// What `seat` sees.
pub fn view(game: &Game, seat: u8) -> Value {
    json!({
        "turn": game.turn(),
        "active": game.active(),
        "to_act": game.to_act(),
        "you": side(game, seat, true),
        "opponent": side(game, 1 - seat, false),
    })
}

/// An action as JSON.
pub fn action(action: &Action) -> Value {
    serde_json::to_value(action).expect("actions always serialize")
}

/// The action a reply names.
pub fn parse(reply: &Value) -> Result<Action, String> {
    serde_json::from_value(reply.clone()).map_err(|e| e.to_string())
}
