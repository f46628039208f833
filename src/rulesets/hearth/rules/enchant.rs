//! Changes to a character that stay on it: enchantments (buffs, cost changes), silence, the mark
//! of destruction and freezing.

use bevy::ecs::observer::On;

use super::events::{Destroy, Enchant, Freeze, Silence};
use super::table::Table;
use crate::engine::EntityId;
use crate::rulesets::hearth::state::components::{Enchantment, Tags};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

/// Resolves an `Enchant`: an enchantment entity attached to the target, folded into its stats.
pub fn enchant(event: On<Enchant>, mut table: Table) {
    let e = *event.event();
    let enchantment = table.create_enchantment(Enchantment {
        target: e.target,
        attack: e.attack,
        health: e.health,
        tags: e.tags,
        cost: e.cost,
        this_turn: e.this_turn,
        active: true,
        aura_source: None,
        spell_damage: e.spell_damage,
        grant: e.grant,
        speaks_for: e.speaks_for,
        control_from: e.control_from,
    });
    table.fold_in(e.target, e.attack, e.health, e.spell_damage, e.tags);
    table.stats_mut(e.target).cost_delta += e.cost;
    if e.health < 0 {
        // Losing Health can kill (Crazed Alchemist on a 0 Attack minion).
        table.resolution().deaths_possible = true;
    }
    if e.this_turn {
        table.state_mut().temporary_enchantments.push(enchantment);
    }
    if let Some(seat) = e.until_turn_of {
        table.state_mut().until_turn_of.push((enchantment, seat));
    }
    if let Some((seat, turns)) = e.lasts {
        table.state_mut().lasting.push((enchantment, seat, turns));
    }
    table.emit(LogEvent::Enchanted {
        target: e.target,
        enchantment,
    });
}

/// Resolves a `Silence`: enchantments, keywords, spell damage and text are gone; damage stays.
pub fn silence(event: On<Silence>, mut table: Table) {
    let target = event.event().target;
    if table.tags(target).contains(Tags::HAS_AURA) {
        let seat = table.card(target).controller;
        if table.player(seat).board.contains(&target) {
            table.player_mut(seat).auras -= 1;
        }
    }
    for enchantment in table.enchantments_on(target) {
        table.remove_enchantment(enchantment);
    }
    {
        let tags = table.tags_mut(target);
        tags.remove(
            Tags::KEYWORDS
                | Tags::FROZEN
                | Tags::HAS_TRIGGERS
                | Tags::HAS_DEATHRATTLE
                | Tags::HAS_AURA,
        );
        tags.insert(Tags::SILENCED);
    }
    let stats = table.stats_mut(target);
    stats.attack = stats.base_attack;
    stats.max_health = stats.base_health;
    stats.damage = stats.damage.min(stats.max_health - 1).max(0);
    stats.spell_damage = 0;
    table.emit(LogEvent::Silenced { target });
}

/// Resolves a `Destroy`: the target dies at the next death check.
pub fn destroy(event: On<Destroy>, mut table: Table) {
    table
        .tags_mut(event.event().target)
        .insert(Tags::TO_BE_DESTROYED);
    table.resolution().deaths_possible = true;
}

/// Resolves a `Freeze`.
pub fn freeze(event: On<Freeze>, mut table: Table) {
    let target = event.event().target;
    table.tags_mut(target).insert(Tags::FROZEN);
    table.emit(LogEvent::Frozen { target });
}

impl Table<'_, '_> {
    /// Adds an enchantment's numbers and keywords to its target.
    pub fn fold_in(
        &mut self,
        target: EntityId,
        attack: i16,
        health: i16,
        spell_damage: i16,
        tags: Tags,
    ) {
        {
            let stats = self.stats_mut(target);
            stats.attack += attack;
            stats.max_health += health;
            stats.spell_damage += spell_damage;
        }
        self.tags_mut(target).insert(tags);
    }
}
