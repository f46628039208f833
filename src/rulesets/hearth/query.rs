//! Card-pool queries: which cards of the card set an effect may create when the card text names a
//! kind of card rather than one card ("a random Mage spell", "a random Legendary minion",
//! "Discover a Blood Rune card", "a random minion of that Cost"). A query reads the collectible
//! cards of the loaded set, so a mod's new cards join the pools by themselves.

use serde::Deserialize;

use super::amounts::{Ctx, Quantities};
use super::schema::{Amount, CardRef, CardType, Class, Race, Rarity, School};

/// A query over the collectible cards: every field left out matches anything. Hero cards are
/// left out unless `kind: Some(Hero)` asks for them.
#[derive(Debug, Clone, PartialEq, Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardQuery {
    /// Only cards of this type.
    #[serde(default)]
    pub kind: Option<CardType>,
    /// Whose class (default: any, neutral included).
    #[serde(default)]
    pub class: ClassRule,
    /// Only minions of this tribe.
    #[serde(default)]
    pub race: Option<Race>,
    /// Only spells of this school.
    #[serde(default)]
    pub school: Option<School>,
    /// Only cards of this rarity.
    #[serde(default)]
    pub rarity: Option<Rarity>,
    /// Only Death Knight cards that need this rune ("a Blood Rune card").
    #[serde(default)]
    pub rune: Option<Rune>,
    /// Only cards of this cost, read when the effect resolves (Corpse Farm: the Corpses spent).
    #[serde(default)]
    pub cost: Option<Amount>,
}

/// Which classes a query accepts, relative to the controller of the effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, schemars::JsonSchema)]
pub enum ClassRule {
    /// Any class, and neutral cards.
    #[default]
    Any,
    /// The controller's class only ("Discover a spell" offers the class's own).
    Own,
    /// The controller's class or neutral: what a Discover offers when the text names no class
    /// (Raptor Herald's "Discover a Beast", Bob the Bartender's "Discover a 3-Cost minion").
    OwnOrNeutral,
    /// A class that is neither the controller's nor neutral ("a card from another class").
    Other,
    /// This class only ("a random Warrior minion").
    Is(Class),
}

/// A Death Knight rune, as a query asks for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
pub enum Rune {
    /// Blood.
    Blood,
    /// Frost.
    Frost,
    /// Unholy.
    Unholy,
}

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
