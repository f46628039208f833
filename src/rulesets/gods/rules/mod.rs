//! gods' rules as observers of the rules world: each rules event (`events.rs`) has exactly one
//! observer (`observers.rs`), whose body is the ordered steps of that rule, written as `Field`
//! methods (`field.rs`). Bevy does not order several observers of one event, so order lives in
//! the bodies. The exclusive resolver (`resolve.rs`) triggers the events in queue order.

pub mod auras;
pub mod field;
pub mod observers;

use bevy::ecs::world::World;

use crate::engine::add_rule;

use super::components::{NOBODY, Temps, Unit, flag};
use super::db::{CardId, CardInfo, GodsDb};
use super::events::{
    AttackDeclared, AurasRefreshed, CardGiven, CardPlayed, Chosen, DealDamage, Deployed, Dies,
    Discovered, Drew, GameEnds, Heal, LeaderUsed, ManaGained, Modify, Moved, Mulliganed, Recalled,
    Resurrects, SpellDone, Transformed, TurnBegins, TurnCleanup, TurnEnding, WarcryUsed,
};
use super::schema::{CardKind, TriggerOn};

/// Registers every rule observer in a fresh rules world (`observers.rs` holds their bodies).
pub fn install(world: &mut World) {
    add_rule::<CardPlayed>(world);
    add_rule::<Deployed>(world);
    add_rule::<Moved>(world);
    add_rule::<AttackDeclared>(world);
    add_rule::<DealDamage>(world);
    add_rule::<Heal>(world);
    add_rule::<Modify>(world);
    add_rule::<Dies>(world);
    add_rule::<Transformed>(world);
    add_rule::<Resurrects>(world);
    add_rule::<Recalled>(world);
    add_rule::<Drew>(world);
    add_rule::<CardGiven>(world);
    add_rule::<ManaGained>(world);
    add_rule::<SpellDone>(world);
    add_rule::<LeaderUsed>(world);
    add_rule::<WarcryUsed>(world);
    add_rule::<Mulliganed>(world);
    add_rule::<Discovered>(world);
    add_rule::<Chosen>(world);
    add_rule::<TurnEnding>(world);
    add_rule::<TurnCleanup>(world);
    add_rule::<TurnBegins>(world);
    add_rule::<AurasRefreshed>(world);
    add_rule::<GameEnds>(world);
}

/// A unit of card `def` in its default state (printed numbers and text), not yet arrived.
pub fn fresh_unit(db: &GodsDb, def: CardId) -> Unit {
    let info = db.card(def);
    let stone = info.def.kind == CardKind::Stone;
    let attack = if stone { 0 } else { info.def.attack as i16 };
    let health = info.def.health as i16;
    let mut flags = 0;
    if stone {
        flags |= flag::STONE;
    }
    if info.def.aura.is_some() {
        flags |= flag::AURA;
    }
    for trigger in &info.def.triggers {
        flags |= match trigger.on {
            TriggerOn::TurnStart | TriggerOn::TurnEnd => flag::TURN_TRIGGERS,
            TriggerOn::AllyEnters(_) => flag::WATCHES_ARRIVALS,
        };
    }
    Unit {
        attack,
        health,
        max_health: health,
        base_attack: attack,
        base_max: health,
        protection: info.protection,
        perm_protection: info.protection,
        movement: info.movement,
        range: info.range,
        keywords: info.keywords,
        flags,
        ..Unit::EMPTY
    }
}

/// Recomputes a unit's layered numbers (G10.4): attack = modified attack + auras (a stone's
/// stays 0), maximum = modified maximum + auras, Protection = the highest source. Health is left
/// to the caller (G10.2, G10.3, G10.5).
#[inline]
pub fn settle(u: &mut Unit) {
    u.attack = if u.stone() {
        0
    } else {
        (u.base_attack + u.aura_attack).max(0)
    };
    u.max_health = u.base_max + u.aura_health;
    u.protection = u
        .perm_protection
        .max(u.aura_protection)
        .max(u.temps.protection());
}

/// Silences a unit (G12.16): no card text, no modifications but its damage (current health
/// stays, capped by the new maximum), no stun.
pub fn silence_unit(u: &mut Unit, info: &CardInfo) {
    u.flags |= flag::SILENCED;
    u.flags &= !flag::WARCRY_READY;
    u.keywords = 0;
    u.temps = Temps::NONE;
    u.base_attack = info.def.attack as i16;
    u.base_max = info.def.health as i16;
    u.perm_protection = 0;
    u.stun_ends = NOBODY;
    settle(u);
    u.health = u.health.min(u.max_health);
}
