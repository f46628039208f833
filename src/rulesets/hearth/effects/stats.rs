//! Buffs, enchantments and stats: what changes a character's numbers.

use crate::engine::EntityId;
use crate::rulesets::hearth::content::schema::Effect;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::rules::events::Enchant;
use crate::rulesets::hearth::state::amounts::{Ctx, Quantities};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_stats(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Buff {
                attack,
                health,
                keywords,
                to,
                this_turn,
                until_next_turn,
            } => {
                let tags = Tags::of_keywords(keywords);
                let spell_damage = Tags::spell_damage_of(keywords);
                // Read before any is given ("double its Health" reads the Health it had).
                let (attack, health) = (self.amount(attack, ctx), self.amount(health, ctx));
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.attach(Enchant {
                        attack,
                        health,
                        tags,
                        spell_damage,
                        this_turn: *this_turn,
                        until_turn_of: until_next_turn.then_some(ctx.controller),
                        ..Enchant::on(target)
                    });
                }
                self.remember(&targets);
            }
            Effect::Enchant { card, to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.enchant_with_card(target, card.index);
                }
                self.remember(&targets);
            }
            Effect::SetAttack { value, to } => {
                let value = self.count(value, ctx);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.set_attack(target, value);
                }
                self.remember(&targets);
            }
            Effect::SetHealth {
                value,
                to,
                remaining,
            } => {
                let value = self.count(value, ctx);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    if *remaining {
                        let stats = *self.stats(target);
                        if value > stats.max_health {
                            let raise = value - stats.max_health;
                            self.enchant(target, (0, raise), Tags::empty(), 0, false);
                        }
                        let max = self.stats(target).max_health;
                        self.stats_mut(target).damage = (max - value).max(0);
                        self.resolution().deaths_possible = true;
                    } else {
                        self.set_health(target, value);
                    }
                }
                self.remember(&targets);
            }
            Effect::SwapStats { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    let (attack, health) = (self.attack_of(target), self.stats(target).health());
                    self.set_attack(target, health.max(0));
                    self.set_health(target, attack);
                }
                self.remember(&targets);
            }
            Effect::DoubleStats { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    let (attack, health) = (self.attack_of(target), self.stats(target).health());
                    self.enchant(
                        target,
                        (attack.max(0), health.max(0)),
                        Tags::empty(),
                        0,
                        false,
                    );
                }
                self.remember(&targets);
            }
            _ => unreachable!("not a stats effect: {effect:?}"),
        }
    }

    /// Sets a character's Attack under the auras: the value replaces the Attack it has without
    /// them, and auras still add on top (Equality beside Stormwind Champion leaves 2 Health, and
    /// the minion keeps 1 when the Champion goes). The set overrides the buffs below it, so one
    /// of them ending later changes nothing (Abusive Sergeant's +2 this turn, then Humility:
    /// still 1 when the turn ends).
    pub(super) fn set_attack(&mut self, target: EntityId, value: i16) {
        self.override_buffs(target, SetStat::Attack);
        let (aura_attack, _) = self.aura_bonus(target);
        let delta = value - (self.stats(target).attack - aura_attack);
        self.enchant(target, (delta, 0), Tags::empty(), 0, false);
    }

    /// Sets a character's Health and maximum Health under the auras (damage is gone); like
    /// `set_attack`, it overrides the buffs below it.
    pub(super) fn set_health(&mut self, target: EntityId, value: i16) {
        self.override_buffs(target, SetStat::Health);
        let (_, aura_health) = self.aura_bonus(target);
        let stats = *self.stats(target);
        let delta = value - (stats.max_health - aura_health);
        self.enchant(target, (0, delta), Tags::empty(), 0, false);
        self.stats_mut(target).damage = 0;
    }

    /// The live game's enchantment layers: a stat that is set overrides every buff attached
    /// before it. Their share of that stat is taken out of the character and of the buffs
    /// themselves (their other parts stay), so one of them ending later changes nothing. Auras
    /// are not buffs: they stay on top.
    fn override_buffs(&mut self, target: EntityId, stat: SetStat) {
        for id in self.enchantments_on(target) {
            let Some(e) = self.enchantment_mut(id) else {
                continue;
            };
            if e.aura_source.is_some() {
                continue;
            }
            let share = match stat {
                SetStat::Attack => std::mem::take(&mut e.attack),
                SetStat::Health => std::mem::take(&mut e.health),
            };
            if share == 0 {
                continue;
            }
            let stats = self.stats_mut(target);
            match stat {
                SetStat::Attack => stats.attack -= share,
                SetStat::Health => stats.max_health -= share,
            }
        }
    }
}

/// The stat an effect sets (`override_buffs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SetStat {
    Attack,
    Health,
}
