//! Selectors: the entities an effect acts on, picked now (random ones from the game's generator).

use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardType, Selector, Stat};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::{Ctx, Quantities};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::Targeting;

impl Resolver<'_> {
    /// The entities a selector picks now, in play order where it matters; random ones are drawn
    /// from the game's generator.
    pub(in crate::rulesets::hearth) fn select(
        &mut self,
        selector: &Selector,
        ctx: &Ctx,
    ) -> Vec<EntityId> {
        match selector {
            Selector::Random {
                group,
                side,
                filters,
                count,
                except_source,
            } => {
                let mut pool = self.members(ctx.controller, *group, *side);
                pool.retain(|id| {
                    !(*except_source && *id == ctx.source)
                        && self.passes_filters(*id, filters)
                        && !self.is_dying(*id)
                });
                self.draw_from(pool, *count as usize)
            }
            Selector::RandomOf(inner) => {
                let mut pool = self.select(inner, ctx);
                pool.retain(|id| !self.is_dying(*id));
                self.draw_from(pool, 1)
            }
            Selector::Pick(count, inner) => {
                let mut pool = self.select(inner, ctx);
                pool.retain(|id| !self.is_dying(*id));
                self.draw_from(pool, *count as usize)
            }
            Selector::Where(inner, filters) => {
                let mut found = self.select(inner, ctx);
                found.retain(|id| self.passes_filters(*id, filters));
                found
            }
            Selector::Adjacent(inner) => {
                let found = self.select(inner, ctx);
                self.neighbours(&found, false)
            }
            Selector::AndAdjacent(inner) => {
                let found = self.select(inner, ctx);
                self.neighbours(&found, true)
            }
            Selector::Except(kept, left_out) => {
                let mut found = self.select(kept, ctx);
                let out = self.select(left_out, ctx);
                found.retain(|id| !out.contains(id));
                found
            }
            Selector::Highest(stat, inner) | Selector::Lowest(stat, inner) => {
                let found = self.select(inner, ctx);
                let value = |game: &Self, id: EntityId| match stat {
                    Stat::Attack => game.attack_of(id),
                    Stat::Health => game.stats(id).health(),
                    Stat::Cost => game.cost_of(id) as i16,
                };
                let highest = matches!(selector, Selector::Highest(..));
                let best = found
                    .iter()
                    .map(|id| value(self, *id))
                    .reduce(|a, b| if highest { a.max(b) } else { a.min(b) });
                let Some(best) = best else {
                    return Vec::new();
                };
                let tied: Vec<EntityId> = found
                    .into_iter()
                    .filter(|id| value(self, *id) == best)
                    .collect();
                self.draw_from(tied, 1)
            }
            other => self.pick(other, ctx),
        }
    }

    /// A character, weapon or location on the table that is mortally wounded (random effects
    /// skip it); cards elsewhere and secrets never are.
    fn is_dying(&self, id: EntityId) -> bool {
        let card = self.card(id);
        card.zone == Zone::Play
            && !matches!(card.kind, CardType::Spell | CardType::HeroPower)
            && self.is_mortally_wounded(id)
    }

    /// `count` distinct entities of `pool` at random (fewer if it has fewer).
    fn draw_from(&mut self, mut pool: Vec<EntityId>, count: usize) -> Vec<EntityId> {
        let mut picked = Vec::with_capacity(count);
        for _ in 0..count {
            if pool.is_empty() {
                break;
            }
            let i = self.rng().below(pool.len());
            picked.push(pool.remove(i));
        }
        picked
    }
}
