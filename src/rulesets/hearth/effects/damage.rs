//! Damage, healing and armor: what hurts or mends a character.

use crate::rulesets::hearth::content::schema::Effect;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_damage(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Damage { amount, to, by } => {
                let dealer = match by {
                    Some(by) => match self.select(by, ctx).first() {
                        Some(dealer) => Some(*dealer),
                        None => return,
                    },
                    None => None,
                };
                let bonus = if ctx.is_spell && dealer.is_none() {
                    self.spell_damage(ctx.controller)
                } else {
                    0
                };
                // The amount is read before anything is hit ("deal its Attack damage to all").
                let base = self.count(amount, ctx);
                // Spell damage is added before the multiplier (Velen doubles the total).
                let amount = (base + bonus) * self.multiplier(ctx);
                let targets = self.select(to, ctx);
                let mut dealt = 0;
                for &target in &targets {
                    dealt += self.deal_damage(dealer.unwrap_or(ctx.source), target, amount);
                }
                self.state_mut().dealt = dealt;
                self.remember(&targets);
            }
            Effect::Heal { amount, to } => {
                let amount = self.count(amount, ctx) * self.multiplier(ctx);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.heal(ctx.source, target, amount);
                }
                self.remember(&targets);
            }
            Effect::GainArmor { amount, to } => {
                let amount = self.count(amount, ctx);
                let heroes = self.select(to, ctx);
                for &hero in &heroes {
                    self.stats_mut(hero).armor += amount;
                    self.emit(LogEvent::ArmorGained { hero, amount });
                }
                self.remember(&heroes);
            }
            _ => unreachable!("not a damage effect: {effect:?}"),
        }
    }

    /// What the damage and healing of this effect are multiplied by: 2 for each `DoubleSpells`
    /// minion on the controller's side, when a spell or hero power is resolving.
    fn multiplier(&self, ctx: &Ctx) -> i16 {
        if !ctx.amplified {
            return 1;
        }
        let doublers = self
            .player(ctx.controller)
            .board
            .iter()
            .filter(|m| self.tags(**m).contains(Tags::DOUBLE_SPELLS))
            .count();
        1 << doublers.min(8)
    }
}
