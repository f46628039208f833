//! What a card costs now: its printed cost, the cost changes it carries (enchantments), its own
//! cost formula while in hand (the giants), the cost auras of cards in play (Sorcerer's
//! Apprentice, Mana Wraith) and the player's cost rules left by effects (Preparation, Millhouse
//! Manastorm), in that order, never below 0. Legal-action generation asks this for every card in
//! hand at every decision, so each layer costs nothing when it has nothing to say.

use super::amounts::{Ctx, Quantities};
use super::components::{CostRule, Tags};
use super::reads::Reads;
use super::targeting::Targeting;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CostAura;

/// The cost of `id` now.
pub fn cost_of<R: Reads + ?Sized>(game: &R, id: EntityId) -> u8 {
    let card = game.card(id);
    let info = game.db().get(card.def);
    let mut cost = info.def.cost as i16 + game.stats(id).cost_delta;
    let (p0, p1) = (game.player(0), game.player(1));
    let layered = info.def.own_cost.is_some()
        || p0.auras != 0
        || p1.auras != 0
        || !game.player(card.controller).cost_rules.is_empty();
    if layered && card.zone == Zone::Hand {
        if let Some(own) = &info.def.own_cost {
            let ctx = Ctx::of(id, card.controller);
            let holds = own
                .when
                .as_ref()
                .is_none_or(|c| game.holds_in(c, &ctx) == Some(true));
            if holds {
                cost += game.amount(&own.change, &ctx);
                if let Some(set) = own.set {
                    cost = set as i16;
                }
            }
        }
        if p0.auras != 0 || p1.auras != 0 {
            cost = with_auras(game, id, cost);
        }
        for rule in &game.player(card.controller).cost_rules {
            if game.passes_filters(id, &rule.filters) {
                cost = changed(cost, rule.change, rule.set, 0);
            }
        }
    }
    cost.clamp(0, u8::MAX as i16) as u8
}

/// Whether `id`, a card in hand, is paid for in Health instead of Mana now: it carries the
/// keyword, or its own cost says so while its condition holds.
pub fn pays_in_health<R: Reads + ?Sized>(game: &R, id: EntityId) -> bool {
    if !game.state().seen.contains(Tags::HEALTH_COSTS) {
        return false;
    }
    if game.tags(id).contains(Tags::COSTS_HEALTH) {
        return true;
    }
    let card = game.card(id);
    game.db()
        .get(card.def)
        .def
        .own_cost
        .as_ref()
        .is_some_and(|own| {
            own.health
                && own
                    .when
                    .as_ref()
                    .is_none_or(|c| game.holds_in(c, &Ctx::of(id, card.controller)) == Some(true))
        })
}

/// `cost` under the cost auras on the table that reach `id`, in play order.
fn with_auras<R: Reads + ?Sized>(game: &R, id: EntityId, mut cost: i16) -> i16 {
    let mut sources: Vec<(u32, EntityId)> = Vec::new();
    for seat in 0..2 {
        for &source in &game.player(seat).board {
            let tags = game.tags(source);
            if tags.contains(Tags::HAS_AURA)
                && !tags.contains(Tags::SILENCED)
                && game.info(source).def.cost_aura.is_some()
            {
                sources.push((game.card(source).play_order, source));
            }
        }
    }
    sources.sort_unstable();
    for (_, source) in sources {
        let aura = game
            .info(source)
            .def
            .cost_aura
            .as_ref()
            .expect("a cost aura source");
        if reaches(game, aura, source, id) {
            cost = changed(cost, aura.change, None, aura.floor);
        }
    }
    cost
}

/// Whether the cost aura of `source` reaches the card `id` now.
fn reaches<R: Reads + ?Sized>(game: &R, aura: &CostAura, source: EntityId, id: EntityId) -> bool {
    let controller = game.card(source).controller;
    let side_ok = match aura.side {
        crate::rulesets::hearth::content::schema::Side::Friendly => {
            game.card(id).controller == controller
        }
        crate::rulesets::hearth::content::schema::Side::Enemy => {
            game.card(id).controller != controller
        }
        crate::rulesets::hearth::content::schema::Side::Both => true,
    };
    side_ok
        && game.passes_filters(id, &aura.filters)
        && aura
            .condition
            .as_ref()
            .is_none_or(|c| game.holds_in(c, &Ctx::of(source, controller)) == Some(true))
}

/// A cost after one change: set outright, or moved by `change`, a reduction stopping at `floor`
/// (a card already at or below the floor keeps its cost).
fn changed(cost: i16, change: i8, set: Option<u8>, floor: u8) -> i16 {
    if let Some(set) = set {
        return set as i16;
    }
    let moved = cost + change as i16;
    if change < 0 && floor > 0 {
        if cost <= floor as i16 {
            cost
        } else {
            moved.max(floor as i16)
        }
    } else {
        moved
    }
}

/// The rules of `rules` that a card played now uses up (`once`), by index.
pub fn used_up<R: Reads + ?Sized>(game: &R, rules: &[CostRule], card: EntityId) -> Vec<usize> {
    rules
        .iter()
        .enumerate()
        .filter(|(_, r)| r.once && game.passes_filters(card, &r.filters))
        .map(|(i, _)| i)
        .collect()
}
