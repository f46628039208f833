//! What effects read from the game as they resolve: the context an effect list runs in, the
//! entities a selector picks (all but the random ones, which the resolver draws), amounts read
//! from the board ("equal to its Attack", "for each enemy minion") and conditions. Written once
//! over `Reads`, so the exclusive resolver, the observers and a finished game read them alike
//! (a card's cost formula is read wherever its cost is asked).

use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{
    Amount, CardType, Condition, Group, Quantity, Selector, Side,
};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::Targeting;

/// Who is acting and on what: the context every effect resolves in.
#[derive(Debug, Clone, Copy)]
pub struct Ctx {
    /// The card whose effect this is.
    pub source: EntityId,
    /// The seat it acts for.
    pub controller: u8,
    /// The target chosen when it was played.
    pub target: Option<EntityId>,
    /// The entity a trigger reacted to.
    pub subject: Option<EntityId>,
    /// The damage or healing a trigger reacted to.
    pub amount: i16,
    /// A spell: damage gets spell damage.
    pub is_spell: bool,
    /// A spell or hero power: its damage and healing are doubled by `DoubleSpells` (Prophet
    /// Velen). Kept apart from `is_spell` because Arcane Missiles spends its spell damage on
    /// extra missiles, not on each hit, but each hit is still doubled.
    pub amplified: bool,
    /// For deathrattles: the board slot the minion died in (summons go there).
    pub death_slot: Option<u8>,
}

impl Ctx {
    /// The context of `source` acting for `controller`, with no target, subject or bonus.
    pub fn of(source: EntityId, controller: u8) -> Self {
        Self {
            source,
            controller,
            target: None,
            subject: None,
            amount: 0,
            is_spell: false,
            amplified: false,
            death_slot: None,
        }
    }

    /// The seat a side means for this context's controller.
    pub fn seat_of(&self, side: Side) -> u8 {
        match side {
            Side::Enemy => 1 - self.controller,
            _ => self.controller,
        }
    }
}

/// Reading selectors, amounts and conditions.
pub trait Quantities: Targeting {
    /// The entities a selector picks now, in play order where it matters. Random selectors pick
    /// nothing here (the resolver draws them; load validation keeps them out of amounts and
    /// conditions).
    fn pick(&self, selector: &Selector, ctx: &Ctx) -> Vec<EntityId> {
        match selector {
            // A target counts while it is in play, or set aside as a Discover's offered card
            // receiving a gift (the gift's `Target`).
            Selector::Target => ctx
                .target
                .filter(|t| matches!(self.card(*t).zone, Zone::Play | Zone::SetAside))
                .into_iter()
                .collect(),
            Selector::Itself => vec![ctx.source],
            Selector::EventEntity => ctx.subject.into_iter().collect(),
            Selector::EventTarget => self.state().aimed_at.into_iter().collect(),
            Selector::InHand { kind, side } => self
                .player(ctx.seat_of(*side))
                .hand
                .iter()
                .copied()
                .filter(|c| kind.is_none_or(|k| self.card(*c).kind == k))
                .collect(),
            Selector::InDeck { kind, side } => self
                .player(ctx.seat_of(*side))
                .deck
                .iter()
                .copied()
                .filter(|c| kind.is_none_or(|k| self.card(*c).kind == k))
                .collect(),
            Selector::LastPlayed(side) => self
                .player(ctx.seat_of(*side))
                .last_played
                .into_iter()
                .collect(),
            Selector::FriendlyHero => vec![self.player(ctx.controller).hero],
            Selector::EnemyHero => vec![self.player(1 - ctx.controller).hero],
            Selector::FriendlyWeapon => self.player(ctx.controller).weapon.into_iter().collect(),
            Selector::EnemyWeapon => self.player(1 - ctx.controller).weapon.into_iter().collect(),
            Selector::All {
                group,
                side,
                filters,
                except_source,
                except_target,
            } => {
                let mut found = self.members(ctx.controller, *group, *side);
                found.retain(|id| {
                    let excluded = (*except_source && *id == ctx.source)
                        || (*except_target && Some(*id) == ctx.target);
                    !excluded && self.passes_filters(*id, filters)
                });
                found
            }
            Selector::Them => self.state().them.clone(),
            Selector::Remembered => self
                .state()
                .memory
                .iter()
                .filter(|(holder, _)| *holder == ctx.source)
                .map(|(_, card)| *card)
                .collect(),
            Selector::Where(inner, filters) => {
                let mut found = self.pick(inner, ctx);
                found.retain(|id| self.passes_filters(*id, filters));
                found
            }
            Selector::Except(kept, left_out) => {
                let mut found = self.pick(kept, ctx);
                let out = self.pick(left_out, ctx);
                found.retain(|id| !out.contains(id));
                found
            }
            Selector::Adjacent(inner) => self.neighbours(&self.pick(inner, ctx), false),
            Selector::AndAdjacent(inner) => self.neighbours(&self.pick(inner, ctx), true),
            Selector::Random { .. }
            | Selector::RandomOf(_)
            | Selector::Pick(..)
            | Selector::Highest(..)
            | Selector::Lowest(..) => Vec::new(),
        }
    }

    /// The members of a group on a side: characters and locations from `characters`, or the
    /// secrets in play.
    fn members(&self, controller: u8, group: Group, side: Side) -> Vec<EntityId> {
        if group != Group::Secrets {
            return self.characters(controller, group, side);
        }
        let seats: &[u8] = match side {
            Side::Friendly => &[controller][..],
            Side::Enemy => &[1 - controller][..],
            Side::Both => &[controller, 1 - controller][..],
        };
        seats
            .iter()
            .flat_map(|s| self.player(*s).secrets.iter().copied())
            .collect()
    }

    /// The minions beside each of `ids` on its board (with each of `ids` itself when `with_self`),
    /// left to right, each once.
    fn neighbours(&self, ids: &[EntityId], with_self: bool) -> Vec<EntityId> {
        let mut out = Vec::new();
        for &id in ids {
            let card = self.card(id);
            if card.zone != Zone::Play {
                continue;
            }
            let board = &self.player(card.controller).board;
            let Some(slot) = board.iter().position(|m| *m == id) else {
                continue;
            };
            let lo = slot.saturating_sub(1);
            let hi = (slot + 1).min(board.len() - 1);
            for (i, &m) in board.iter().enumerate().take(hi + 1).skip(lo) {
                let wanted = if i == slot {
                    with_self
                } else {
                    self.card(m).kind == CardType::Minion
                };
                if wanted && !out.contains(&m) {
                    out.push(m);
                }
            }
        }
        out
    }

    /// The number an amount stands for now.
    fn amount(&self, amount: &Amount, ctx: &Ctx) -> i16 {
        match amount {
            Amount::Fixed(n) => *n,
            Amount::Read(quantity) => self.quantity(quantity, ctx),
        }
    }

    /// The number a quantity reads now.
    fn quantity(&self, quantity: &Quantity, ctx: &Ctx) -> i16 {
        let sum = |selector: &Selector, stat: &dyn Fn(EntityId) -> i16| -> i16 {
            self.pick(selector, ctx).into_iter().map(stat).sum()
        };
        match quantity {
            Quantity::Attack(s) => sum(s, &|id| match self.card(id).kind {
                CardType::Weapon => self.stats(id).attack.max(0),
                _ => self.attack_of(id),
            }),
            Quantity::Health(s) | Quantity::Durability(s) => {
                sum(s, &|id| self.stats(id).health().max(0))
            }
            Quantity::Armor(s) => sum(s, &|id| self.stats(id).armor),
            Quantity::Missing(s) => sum(s, &|id| self.stats(id).damage),
            Quantity::Cost(s) => sum(s, &|id| self.cost_of(id) as i16),
            Quantity::Count(s) => self.pick(s, ctx).len() as i16,
            Quantity::HandSize(side) => self.player(ctx.seat_of(*side)).hand.len() as i16,
            Quantity::DeckSize(side) => self.player(ctx.seat_of(*side)).deck.len() as i16,
            Quantity::CardsPlayed => self.player(ctx.controller).cards_played as i16,
            Quantity::MinionsPlayed => self.player(ctx.controller).minions_played as i16,
            Quantity::CorpsesSpent => self.player(ctx.controller).corpses_spent as i16,
            Quantity::MinionsDied(side) => match side {
                Side::Both => {
                    (self.player(0).died_this_turn.len() + self.player(1).died_this_turn.len())
                        as i16
                }
                _ => self.player(ctx.seat_of(*side)).died_this_turn.len() as i16,
            },
            Quantity::Corpses => self.player(ctx.controller).corpses as i16,
            Quantity::HeroHealed(side) => match side {
                Side::Both => self.player(0).hero_healed + self.player(1).hero_healed,
                _ => self.player(ctx.seat_of(*side)).hero_healed,
            },
            Quantity::EventAmount => ctx.amount,
            Quantity::Times(n, a) => n.saturating_mul(self.amount(a, ctx)),
            Quantity::Plus(a, b) => self.amount(a, ctx).saturating_add(self.amount(b, ctx)),
            Quantity::Minus(a, b) => self.amount(a, ctx).saturating_sub(self.amount(b, ctx)),
            Quantity::Min(a, b) => self.amount(a, ctx).min(self.amount(b, ctx)),
            Quantity::Unplaced => self.state().unplaced,
            Quantity::SpellsCast => self.player(ctx.controller).spells_cast as i16,
            Quantity::Upgrades => self.stats(ctx.source).upgrades as i16,
            Quantity::DiedSinceLastTurn(side, filters) => {
                let seats: &[u8] = match side {
                    Side::Both => &[0, 1],
                    _ => &[ctx.seat_of(*side)],
                };
                seats
                    .iter()
                    .flat_map(|seat| &self.player(*seat).died_since_turn)
                    .filter(|id| self.passes_filters(**id, filters))
                    .count() as i16
            }
            Quantity::Dealt => self.state().dealt,
        }
    }

    /// Whether a condition holds in `ctx`, for the conditions that only read the game; `None`
    /// for those that spend something or roll (`SpendCorpses`, `Chance`).
    fn holds_in(&self, condition: &Condition, ctx: &Ctx) -> Option<bool> {
        let controller = ctx.controller;
        Some(match condition {
            Condition::Combo => self.player(controller).cards_played > 0,
            Condition::ControlRace(race) => self
                .player(controller)
                .board
                .iter()
                .any(|m| *m != ctx.source && self.info(*m).races & race.bit() != 0),
            Condition::OnlyOddCosts => {
                // The deck as built: deck and opening hand, not The Coin given on top.
                let coin = self.db().rules().coin;
                let player = self.player(controller);
                player
                    .deck
                    .iter()
                    .chain(&player.hand)
                    .filter(|c| self.card(**c).def != coin)
                    .all(|c| self.info(*c).def.cost % 2 == 1)
            }
            Condition::HeroAttacked => {
                let hero = self.player(controller).hero;
                self.stats(hero).attacks > 0
            }
            Condition::TargetDies => ctx.target.is_some_and(|t| self.is_mortally_wounded(t)),
            Condition::AtLeast(a, b) => self.amount(a, ctx) >= self.amount(b, ctx),
            Condition::AtMost(a, b) => self.amount(a, ctx) <= self.amount(b, ctx),
            Condition::Is { who, side, filters } => {
                let picked = self.pick(who, ctx);
                !picked.is_empty()
                    && picked.iter().all(|id| {
                        let friendly = self.card(*id).controller == controller;
                        let side_ok = match side {
                            Side::Friendly => friendly,
                            Side::Enemy => !friendly,
                            Side::Both => true,
                        };
                        side_ok && self.passes_filters(*id, filters)
                    })
            }
            Condition::NoDuplicatesInDeck => {
                let deck = &self.player(controller).deck;
                let mut defs: Vec<u16> = deck.iter().map(|c| self.card(*c).def).collect();
                defs.sort_unstable();
                defs.windows(2).all(|w| w[0] != w[1])
            }
            Condition::Outcast => {
                let card = self.card(ctx.source);
                if card.zone == Zone::Hand {
                    let hand = &self.player(card.controller).hand;
                    hand.first() == Some(&ctx.source) || hand.last() == Some(&ctx.source)
                } else {
                    self.tags(ctx.source).contains(Tags::PLAYED_FROM_EDGE)
                }
            }
            Condition::Kindred(race) => {
                self.player(controller).races_played_before & race.bit() != 0
            }
            Condition::Not(inner) => !self.holds_in(inner, ctx)?,
            Condition::All(list) => {
                for inner in list {
                    if !self.holds_in(inner, ctx)? {
                        return Some(false);
                    }
                }
                true
            }
            Condition::SpendCorpses(_) | Condition::Chance(_) | Condition::OncePerGame => {
                return None;
            }
        })
    }

    /// Whether a condition that only reads the board holds for `controller`, `source` being the
    /// card that asks (target rules' `when`, before a card is played).
    fn holds_now(&self, condition: &Condition, controller: u8, source: EntityId) -> Option<bool> {
        self.holds_in(condition, &Ctx::of(source, controller))
    }

    /// True when the entity is immune (a chosen or random destruction spares it).
    fn is_immune(&self, id: EntityId) -> bool {
        self.tags(id).contains(Tags::IMMUNE)
    }
}

impl<T: Reads + ?Sized> Quantities for T {}
