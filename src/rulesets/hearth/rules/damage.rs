//! Damage and healing. Damage: immunity and divine shield prevent it (so nothing that depends on
//! damage happens), then a trigger that prevents damage may take it (Ice Block), armor absorbs first, then lifesteal heals the source's hero, poisonous marks a
//! damaged minion for destruction, and "when damaged" / "deals damage" triggers are queued.

use bevy::ecs::observer::On;

use super::events::{DealDamage, Heal};
use super::table::Table;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CardType;
use crate::rulesets::hearth::resolution::prevention::preventing_trigger;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::{Happened, Writes};

/// Resolves a `DealDamage`.
pub fn deal_damage(mut event: On<DealDamage>, mut table: Table) {
    let DealDamage {
        source,
        target,
        amount,
        ..
    } = *event.event();
    event.event_mut().dealt = table.deal_damage(source, target, amount);
}

/// Resolves a `Heal`.
pub fn heal(mut event: On<Heal>, mut table: Table) {
    let Heal {
        source,
        target,
        amount,
        ..
    } = *event.event();
    event.event_mut().restored = table.heal(source, target, amount);
}

impl Table<'_, '_> {
    /// Deals damage from `source` to `target`; returns the damage actually dealt.
    pub fn deal_damage(&mut self, source: EntityId, target: EntityId, amount: i16) -> i16 {
        self.damage(source, target, amount, true)
    }

    /// True while `target` attacks with "Immune while attacking" on itself or on its weapon.
    fn immune_while_attacking(&self, target: EntityId) -> bool {
        if self.state().attacker != Some(target) {
            return false;
        }
        let weapon = match self.card(target).kind {
            CardType::Hero => self.player(self.card(target).controller).weapon,
            _ => None,
        };
        std::iter::once(target)
            .chain(weapon)
            .any(|id| self.tags(id).contains(Tags::IMMUNE_WHILE_ATTACKING))
    }

    /// Deals damage; `lifesteal` is false for the damage Lifesteal itself turns into (a side
    /// whose healing hurts), so that damage does not heal, or hurt, again.
    fn damage(&mut self, source: EntityId, target: EntityId, amount: i16, lifesteal: bool) -> i16 {
        if amount <= 0 {
            return 0;
        }
        // Prevent.
        let tags = self.tags(target);
        if tags.contains(Tags::IMMUNE) || self.immune_while_attacking(target) {
            return 0;
        }
        let is_hero = self.card(target).kind == CardType::Hero;
        if tags.contains(Tags::DIVINE_SHIELD) && source != target {
            self.tags_mut(target).remove(Tags::DIVINE_SHIELD);
            self.emit(LogEvent::ShieldPopped { target });
            return 0;
        }
        // A side whose hero carries MINIONS_KEEP_ONE: its minions stop at 1 Health.
        let amount = if !is_hero
            && self
                .tags(self.player(self.card(target).controller).hero)
                .contains(Tags::MINIONS_KEEP_ONE)
        {
            amount.min(self.stats(target).health() - 1)
        } else {
            amount
        };
        if amount <= 0 {
            return 0;
        }
        // Before it lands: a trigger may prevent it (Ice Block), resolving when the step returns.
        if self.state().seen.contains(Tags::PREVENTS) && self.prevented(target, amount) {
            return 0;
        }
        // Apply.
        {
            let stats = self.stats_mut(target);
            let mut rest = amount;
            if is_hero && stats.armor > 0 {
                let absorbed = stats.armor.min(rest);
                stats.armor -= absorbed;
                rest -= absorbed;
            }
            stats.damage += rest;
        }
        self.resolution().deaths_possible = true;
        self.emit(LogEvent::Damaged {
            target,
            source,
            amount,
        });
        // After: the source's keywords.
        let source_tags = self.tags(source);
        if lifesteal && source_tags.contains(Tags::LIFESTEAL) {
            let hero = self.player(self.card(source).controller).hero;
            if self.tags(hero).contains(Tags::HEALING_HURTS) {
                self.damage(source, hero, amount, false);
            } else {
                self.heal(source, hero, amount);
            }
        }
        if source_tags.contains(Tags::POISONOUS)
            && !is_hero
            && self.card(source).kind == CardType::Minion
        {
            self.tags_mut(target).insert(Tags::TO_BE_DESTROYED);
        }
        // Queue the triggers.
        let target_seat = self.card(target).controller;
        self.queue_triggers(Happened::Damaged, target_seat, Some(target), amount);
        let source_seat = self.card(source).controller;
        self.queue_triggers(Happened::DamageDealt, source_seat, Some(source), amount);
        if self.card(source).zone == Zone::Play && self.tags(source).contains(Tags::HAS_TRIGGERS) {
            self.queue_own_triggers(source, Happened::DealtDamage, Some(target), amount);
        }
        amount
    }

    /// Whether a trigger prevents this damage (queued to resolve at once). Kept out of line:
    /// most games hold no card that prevents damage, and the damage step stays as small.
    #[cold]
    #[inline(never)]
    fn prevented(&mut self, target: EntityId, amount: i16) -> bool {
        let Some(hook) = preventing_trigger(self, target, amount) else {
            return false;
        };
        self.resolution().stack.enqueue_at_once(hook);
        true
    }

    /// Restores health up to the maximum; returns the amount restored.
    pub fn heal(&mut self, source: EntityId, target: EntityId, amount: i16) -> i16 {
        if amount <= 0 {
            return 0;
        }
        // Healing by a side whose hero carries HEALING_HURTS deals damage instead (as
        // damage from the healer: a Lifesteal healer's own hero takes it, once).
        let healer_hero = self.player(self.card(source).controller).hero;
        if self.tags(healer_hero).contains(Tags::HEALING_HURTS) {
            self.damage(source, target, amount, true);
            return 0;
        }
        if self.tags(target).contains(Tags::CANT_BE_HEALED) {
            return 0;
        }
        let restored = {
            let stats = self.stats_mut(target);
            let restored = stats.damage.min(amount).max(0);
            stats.damage -= restored;
            restored
        };
        if restored > 0 {
            self.emit(LogEvent::Healed {
                target,
                amount: restored,
            });
            let seat = self.card(target).controller;
            if self.card(target).kind == CardType::Hero {
                self.player_mut(seat).hero_healed += restored;
            }
            self.queue_triggers(Happened::Healed, seat, Some(target), restored);
        }
        // Overheal: healing beyond what was missing.
        if amount > restored && self.tags(target).contains(Tags::HAS_TRIGGERS) {
            self.queue_own_triggers(
                target,
                Happened::Overhealed,
                Some(target),
                amount - restored,
            );
        }
        restored
    }
}
