//! A hearth board evaluation from one seat's point of view, on public information only: heroes,
//! boards, weapons, hand and deck counts. Used by `greedy` to rank actions and by `search` to score
//! the end of its playouts.

use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::components::Tags;

/// The value of a won or lost game.
pub const DECIDED: f32 = 10_000.0;

/// How good the position is for `seat` (positive: better than the opponent's).
pub fn evaluate(game: &Game, seat: u8) -> f32 {
    if game.is_over() {
        return match game.winner() {
            Some(w) if w == seat => DECIDED,
            Some(_) => -DECIDED,
            None => 0.0,
        };
    }
    side_value(game, seat) - side_value(game, 1 - seat)
}

fn side_value(game: &Game, seat: u8) -> f32 {
    let player = game.player(seat);
    let hero = game.stats(player.hero);
    let life = (hero.health() + hero.armor).max(0) as f32;
    // Health matters more the lower it gets: the square root rewards keeping a cushion.
    let mut value = 12.0 * life.sqrt();
    for &minion in &player.board {
        value += minion_value(game, minion);
    }
    if let Some(weapon) = player.weapon {
        let stats = game.stats(weapon);
        value += 0.8 * (stats.attack * stats.health()) as f32;
    }
    value += 3.0 * player.hand.len().min(10) as f32;
    value += 0.6 * player.max_mana as f32;
    if player.deck.is_empty() {
        value -= 2.0 * (player.fatigue as f32 + 1.0);
    }
    value
}

fn minion_value(game: &Game, minion: crate::engine::EntityId) -> f32 {
    let stats = game.stats(minion);
    let tags = game.tags(minion);
    let attack = game.attack_of(minion) as f32;
    let health = stats.health().max(0) as f32;
    let mut value = 1.0 + 2.0 * attack + 1.5 * health;
    if tags.contains(Tags::TAUNT) {
        value += 1.0 + 0.5 * health;
    }
    if tags.contains(Tags::DIVINE_SHIELD) {
        value += 1.5 * attack + 1.0;
    }
    if tags.contains(Tags::WINDFURY) {
        value += attack;
    }
    if tags.intersects(Tags::HAS_TRIGGERS | Tags::HAS_DEATHRATTLE) {
        value += 1.5;
    }
    if tags.contains(Tags::FROZEN) {
        value -= attack;
    }
    value + 1.5 * stats.spell_damage as f32
}
