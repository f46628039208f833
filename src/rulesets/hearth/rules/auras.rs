//! Auras: continuous effects of cards in play, kept by a system that runs when a phase ends. The
//! desired (source, target, bonus) triples are computed from the table; aura enchantments that no
//! longer apply, or whose bonus a read amount has changed, come off and missing ones are attached,
//! so an aura follows its source in and out of play, silence, adjacency and the board it counts.

use super::table::Table;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::state::amounts::{Ctx, Quantities};
use crate::rulesets::hearth::state::components::{Enchantment, Tags};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::Targeting;
use crate::rulesets::hearth::state::writes::Writes;

/// Brings aura enchantments in line with the auras on the table.
pub fn refresh_auras(mut table: Table) {
    let mut sources: Vec<(u32, EntityId)> = Vec::new();
    for seat in 0..2 {
        for &id in &table.player(seat).board {
            if table.tags(id).contains(Tags::HAS_AURA) {
                sources.push((table.card(id).play_order, id));
            }
        }
    }
    if sources.is_empty() && table.state().aura_enchantments.is_empty() {
        return;
    }
    sources.sort_unstable();
    let wanted = table.wanted_auras(&sources);
    table.apply_auras(wanted);
}

/// One aura enchantment the table asks for: its source, its target, and the Attack and Health it
/// gives (read now for amounts that count the board).
type Wanted = (EntityId, EntityId, i16, i16);

impl Table<'_, '_> {
    /// The (source, target, Attack, Health) the auras of `sources` (in play order) ask for now.
    fn wanted_auras(&self, sources: &[(u32, EntityId)]) -> Vec<Wanted> {
        let mut wanted = Vec::new();
        let db = self.db().clone();
        for &(_, source) in sources {
            let Some(aura) = &db.get(self.card(source).def).def.aura else {
                continue;
            };
            let controller = self.card(source).controller;
            let ctx = Ctx::of(source, controller);
            let holds = aura
                .condition
                .as_ref()
                .is_none_or(|c| self.holds_in(c, &ctx) == Some(true));
            if !holds {
                continue;
            }
            let (attack, health) = (
                self.amount(&aura.attack, &ctx),
                self.amount(&aura.health, &ctx),
            );
            let board = &self.player(controller).board;
            let slot = board.iter().position(|m| *m == source);
            let neighbours: Vec<EntityId> = match slot {
                Some(i) => [i.checked_sub(1), Some(i + 1)]
                    .into_iter()
                    .flatten()
                    .filter_map(|j| board.get(j).copied())
                    .collect(),
                None => Vec::new(),
            };
            let candidates = if aura.itself {
                vec![source]
            } else {
                self.characters(controller, aura.group, aura.side)
            };
            for target in candidates {
                let excluded = aura.except_source && !aura.itself && target == source;
                let placed = !aura.adjacent || neighbours.contains(&target);
                if !excluded && placed && self.passes_filters(target, &aura.filters) {
                    wanted.push((source, target, attack, health));
                }
            }
        }
        wanted
    }

    /// Removes the aura enchantments not in `wanted` (or wanted with another bonus) and attaches
    /// the missing ones.
    fn apply_auras(&mut self, mut wanted: Vec<Wanted>) {
        let current = self.state().aura_enchantments.clone();
        let mut kept = Vec::with_capacity(current.len());
        for id in current {
            let Some(e) = self.enchantment(id).copied() else {
                continue;
            };
            let held = (
                e.aura_source.unwrap_or(e.target),
                e.target,
                e.attack,
                e.health,
            );
            let target_here = self.card(e.target).zone == Zone::Play;
            if e.active && target_here && wanted.contains(&held) {
                wanted.retain(|w| *w != held);
                kept.push(id);
            } else {
                self.remove_enchantment(id);
            }
        }
        let db = self.db().clone();
        for (source, target, attack, health) in wanted {
            let aura = db
                .get(self.card(source).def)
                .def
                .aura
                .as_ref()
                .expect("a source has an aura");
            let tags = Tags::of_keywords(&aura.keywords);
            let spell_damage = Tags::spell_damage_of(&aura.keywords);
            let id = self.create_enchantment(Enchantment {
                target,
                attack,
                health,
                tags,
                cost: 0,
                this_turn: false,
                active: true,
                aura_source: Some(source),
                spell_damage,
                grant: None,
                speaks_for: None,
                control_from: None,
            });
            self.fold_in(target, attack, health, spell_damage, tags);
            self.emit(LogEvent::Enchanted {
                target,
                enchantment: id,
            });
            kept.push(id);
        }
        self.state_mut().aura_enchantments = kept;
    }
}
