//! Card pools read against a game: the candidates of an effect that creates cards, from a written
//! list, a pool named in `rules.ron` or a query (`content::query`) matched against the card set now.

use crate::rulesets::hearth::content::query::{CardQuery, ClassRule, Rune};
use crate::rulesets::hearth::content::schema::{CardRef, CardType, Class};
use crate::rulesets::hearth::state::amounts::{Ctx, Quantities};

/// Where the new cards of an effect come from: a written list, a pool named in `rules.ron`, or
/// a query. The effects that create cards take these three fields side by side.
pub struct PoolSpec<'a> {
    /// The written candidates.
    pub cards: &'a [CardRef],
    /// A named pool.
    pub named: &'a Option<String>,
    /// A query.
    pub query: &'a Option<CardQuery>,
}

/// Reading pools and queries against the loaded card set.
pub trait Pools: Quantities {
    /// The card indices a query matches now, in load order.
    fn query_cards(&self, query: &CardQuery, ctx: &Ctx) -> Vec<u16> {
        let own = self.info(self.player(ctx.controller).hero).def.class;
        let cost = query.cost.as_ref().map(|c| self.amount(c, ctx));
        let db = self.db();
        (0..db.len() as u16)
            .filter(|index| {
                let def = &db.get(*index).def;
                let class_ok = match query.class {
                    ClassRule::Any => true,
                    ClassRule::Own => def.class == own,
                    ClassRule::OwnOrNeutral => def.class == own || def.class == Class::Neutral,
                    ClassRule::Other => def.class != own && def.class != Class::Neutral,
                    ClassRule::Is(class) => def.class == class,
                };
                let kind_ok = match query.kind {
                    Some(kind) => def.kind == kind,
                    None => !def.is_starting_hero() && def.kind != CardType::HeroPower,
                };
                let rune_ok = match query.rune {
                    None => true,
                    Some(Rune::Blood) => def.runes.blood > 0,
                    Some(Rune::Frost) => def.runes.frost > 0,
                    Some(Rune::Unholy) => def.runes.unholy > 0,
                };
                def.collectible
                    && kind_ok
                    && class_ok
                    && rune_ok
                    && query
                        .race
                        .is_none_or(|r| db.get(*index).races & r.bit() != 0)
                    && query.school.is_none_or(|s| def.school == Some(s))
                    && query.rarity.is_none_or(|r| def.rarity == r)
                    && cost.is_none_or(|c| def.cost as i16 == c)
            })
            .collect()
    }

    /// The cards a pool stands for now: the query's matches, the named pool in the game's
    /// format, or the written list.
    fn pool_cards(&self, pool: PoolSpec, ctx: &Ctx) -> Vec<u16> {
        if let Some(query) = pool.query {
            return self.query_cards(query, ctx);
        }
        match pool.named {
            Some(name) => self.db().pool(name, self.state().format).to_vec(),
            None => pool.cards.iter().map(|c| c.index).collect(),
        }
    }
}

impl<T: Quantities + ?Sized> Pools for T {}
