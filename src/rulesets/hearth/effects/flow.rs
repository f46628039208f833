//! Control flow: conditions, repeats, random branches and remembered picks.

use crate::rulesets::hearth::content::schema::{Condition, Effect};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::{Ctx, Quantities};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_flow(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::If {
                condition,
                then,
                otherwise,
            } => {
                if self.holds(condition, ctx) {
                    self.run_list(then, ctx);
                } else {
                    self.run_list(otherwise, ctx);
                }
            }
            Effect::Repeat {
                times,
                spell_damage_adds,
                effects,
            } => {
                let mut count = self.count(times, ctx);
                let mut inner = *ctx;
                if *spell_damage_adds && ctx.is_spell {
                    count += self.spell_damage(ctx.controller);
                    inner.is_spell = false;
                }
                let before = self.state().them.clone();
                for i in 0..count {
                    if self.is_over() {
                        break;
                    }
                    if i > 0 {
                        let memo = &mut self.state_mut().them;
                        memo.clear();
                        memo.extend_from_slice(&before);
                    }
                    self.run_list(effects, &inner);
                }
            }
            Effect::OneOf(lists) => {
                if !lists.is_empty() {
                    let picked = self.rng().below(lists.len());
                    self.run_list(&lists[picked], ctx);
                }
            }
            Effect::Remember { what } => {
                let picked = self.select(what, ctx);
                let memory = &mut self.state_mut().memory;
                memory.extend(picked.iter().map(|p| (ctx.source, *p)));
                self.remember(&picked);
            }
            _ => unreachable!("not a flow effect: {effect:?}"),
        }
    }

    fn holds(&mut self, condition: &Condition, ctx: &Ctx) -> bool {
        match condition {
            Condition::SpendCorpses(n) => {
                let n = *n as u16;
                if self.player(ctx.controller).corpses >= n {
                    self.add_corpses(ctx.controller, -(n as i16));
                    true
                } else {
                    false
                }
            }
            Condition::Chance(percent) => self.rng().below(100) < *percent as usize,
            Condition::OncePerGame => {
                let def = self.card(ctx.source).def;
                let used = &mut self.player_mut(ctx.controller).once_per_game;
                let first = !used.contains(&def);
                if first {
                    used.push(def);
                }
                first
            }
            Condition::Not(inner) => !self.holds(inner, ctx),
            Condition::All(list) => list.iter().all(|inner| self.holds(inner, ctx)),
            pure => self
                .holds_in(pure, ctx)
                .expect("the other conditions only read the game"),
        }
    }
}
