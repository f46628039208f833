//! Choices: Discover, picks from a pool, targets chosen by the player.

use super::pools::{PoolSpec, Pools};
use crate::rulesets::hearth::content::schema::Effect;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::reads::Reads;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_choices(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Discover {
                kind,
                race,
                copy,
                pool,
                named,
                query,
                temporary,
                gifts,
            } => {
                if pool.is_empty() && named.is_none() && query.is_none() {
                    self.offer_discover(ctx.controller, *kind, *race, *copy)
                } else {
                    let spec = PoolSpec {
                        cards: pool,
                        named,
                        query,
                    };
                    let candidates = self.pool_cards(spec, ctx);
                    let offered = self.offer_new_cards(ctx.controller, candidates, *temporary);
                    self.give_gifts(&offered, gifts, ctx);
                    // The offered cards, still set aside: "it costs (1) less" reaches the pick.
                    self.remember(&offered);
                }
            }
            Effect::SummonChoice { pool, named } => {
                let spec = PoolSpec {
                    cards: pool,
                    named,
                    query: &None,
                };
                let candidates = self.pool_cards(spec, ctx);
                self.offer_summon(ctx.controller, &candidates);
            }
            Effect::LookAtDeck { count } => self.offer_deck_top(ctx.controller, *count),
            Effect::ChooseTargets { count, .. } => {
                // The choice points back at this effect by its place in the card's play (load
                // validation keeps it there).
                let place = self
                    .info(ctx.source)
                    .def
                    .play
                    .iter()
                    .position(|e| std::ptr::eq(e, effect));
                if let Some(place) = place {
                    self.offer_targets(ctx.controller, ctx.source, place as u8, *count, Vec::new());
                }
            }
            _ => unreachable!("not a choices effect: {effect:?}"),
        }
    }
}
