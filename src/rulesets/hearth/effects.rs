//! The effect interpreter: runs a card's effect list against the game. No card is named here; every
//! behaviour comes from the RON definitions.

use super::components::Tags;
use super::events::LogEvent;
use super::limits::{BOARD_LIMIT, MANA_LIMIT};
use super::reads::Reads;
use super::resolver::Resolver;
use super::schema::{CardRef, CardType, Condition, Effect, Selector, Side};
use super::writes::Writes;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::targeting::Targeting;

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
            is_spell: false,
            amplified: false,
            death_slot: None,
        }
    }

    fn seat_of(&self, side: Side) -> u8 {
        match side {
            Side::Enemy => 1 - self.controller,
            _ => self.controller,
        }
    }
}

impl Resolver<'_> {
    /// Runs effects in order.
    pub(super) fn run_effects(&mut self, effects: &[Effect], ctx: &Ctx) {
        for effect in effects {
            if self.is_over() {
                return;
            }
            self.run_effect(effect, ctx);
        }
    }

    fn run_effect(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Damage { amount, to } => {
                let bonus = if ctx.is_spell {
                    self.spell_damage(ctx.controller)
                } else {
                    0
                };
                // Spell damage is added before the multiplier (Velen doubles the total).
                let amount = (*amount as i16 + bonus) * self.multiplier(ctx);
                for target in self.select(to, ctx) {
                    self.deal_damage(ctx.source, target, amount);
                }
            }
            Effect::Heal { amount, to } => {
                let amount = *amount as i16 * self.multiplier(ctx);
                for target in self.select(to, ctx) {
                    self.heal(ctx.source, target, amount);
                }
            }
            Effect::Buff {
                attack,
                health,
                keywords,
                to,
                this_turn,
            } => {
                let tags = Tags::of_keywords(keywords);
                let spell_damage = Tags::spell_damage_of(keywords);
                let stats = (*attack as i16, *health as i16);
                for target in self.select(to, ctx) {
                    self.enchant(target, stats, tags, spell_damage, *this_turn);
                }
            }
            // Set effects work under the auras: the value replaces the stat the minion has without
            // them, and auras still add on top (Equality beside Stormwind Champion leaves 2 Health,
            // and the minion keeps 1 when the Champion goes).
            Effect::SetAttack { value, to } => {
                for target in self.select(to, ctx) {
                    let (aura_attack, _) = self.aura_bonus(target);
                    let delta = *value as i16 - (self.stats(target).attack - aura_attack);
                    self.enchant(target, (delta, 0), Tags::empty(), 0, false);
                }
            }
            Effect::SetHealth { value, to } => {
                for target in self.select(to, ctx) {
                    let (_, aura_health) = self.aura_bonus(target);
                    let stats = *self.stats(target);
                    let delta = *value as i16 - (stats.max_health - aura_health);
                    self.enchant(target, (0, delta), Tags::empty(), 0, false);
                    self.stats_mut(target).damage = 0;
                }
            }
            Effect::GainArmor { amount, to } => {
                for hero in self.select(to, ctx) {
                    self.stats_mut(hero).armor += *amount as i16;
                    self.emit(LogEvent::ArmorGained {
                        hero,
                        amount: *amount as i16,
                    });
                }
            }
            Effect::Draw { count, side } => {
                let seat = ctx.seat_of(*side);
                for _ in 0..*count {
                    self.draw(seat);
                }
            }
            Effect::Summon { card, count, side } => {
                let seat = ctx.seat_of(*side);
                for _ in 0..*count {
                    let slot = self.summon_slot(ctx, seat);
                    self.summon_new(seat, card.index, slot);
                }
            }
            Effect::SummonRandom {
                pool,
                named,
                prefer_missing,
            } => {
                let seat = ctx.controller;
                let mut candidates = self.pool_cards(pool, named);
                if *prefer_missing {
                    let on_board: Vec<u16> = self
                        .player(seat)
                        .board
                        .iter()
                        .map(|m| self.card(*m).def)
                        .collect();
                    let missing: Vec<u16> = candidates
                        .iter()
                        .copied()
                        .filter(|c| !on_board.contains(c))
                        .collect();
                    if !missing.is_empty() {
                        candidates = missing;
                    }
                }
                if !candidates.is_empty() {
                    let pick = candidates[self.rng().below(candidates.len())];
                    let slot = self.summon_slot(ctx, seat);
                    self.summon_new(seat, pick, slot);
                }
            }
            Effect::SummonChoice { pool, named } => {
                let candidates = self.pool_cards(pool, named);
                self.offer_summon(ctx.controller, &candidates);
            }
            Effect::UpgradeHeroPower => self.upgrade_hero_power(ctx.controller),
            Effect::Equip { card } => {
                let weapon = self.create_card(card.index, ctx.controller, Zone::SetAside);
                self.equip(ctx.controller, weapon);
            }
            Effect::Destroy { to } => {
                // Area destruction ignores immunity; a chosen or random one does not (8.2).
                let area = matches!(to, Selector::All { .. });
                for target in self.select(to, ctx) {
                    if !area && self.tags(target).contains(Tags::IMMUNE) {
                        continue;
                    }
                    self.destroy(target);
                }
            }
            Effect::Freeze { to } => {
                for target in self.select(to, ctx) {
                    self.freeze(target);
                }
            }
            Effect::Silence { to } => {
                for target in self.select(to, ctx) {
                    self.silence(target);
                }
            }
            Effect::GainMana { amount, temporary } => {
                let seat = ctx.controller;
                let (mana, max) = {
                    let player = self.player_mut(seat);
                    if *temporary {
                        player.mana = (player.mana + amount).min(MANA_LIMIT);
                    } else {
                        player.max_mana = (player.max_mana + amount).min(MANA_LIMIT);
                    }
                    (player.mana, player.max_mana)
                };
                self.emit(LogEvent::ManaGained {
                    player: seat,
                    mana,
                    max,
                });
            }
            Effect::AddToHand { card, count } => {
                for _ in 0..*count {
                    self.give_card(ctx.controller, card.index);
                }
            }
            Effect::Transform { to, into } => {
                for target in self.select(to, ctx) {
                    self.transform(target, into.index);
                }
            }
            Effect::ReturnToHand { to, cost } => {
                for target in self.select(to, ctx) {
                    if self.return_to_hand(target) && *cost != 0 {
                        self.enchant_cost(target, *cost as i16);
                    }
                }
            }
            Effect::SummonCopy { of } => {
                for original in self.select(of, ctx) {
                    self.summon_copy(ctx.controller, original);
                }
            }
            Effect::PutSecretFromDeck => self.put_secret_from_deck(ctx.controller),
            Effect::Counter => {
                if let Some(spell) = ctx.subject {
                    self.counter(spell);
                }
            }
            Effect::TakeControl { to } => {
                for target in self.select(to, ctx) {
                    self.take_control(target, ctx.controller);
                }
            }
            Effect::DiscardRandom { count } => {
                for _ in 0..*count {
                    let len = self.player(ctx.controller).hand.len();
                    if len == 0 {
                        break;
                    }
                    let pick = self.rng().below(len);
                    let card = self.player(ctx.controller).hand[pick];
                    self.take_from_hand(ctx.controller, card);
                    self.send_to_graveyard(card);
                    self.emit(LogEvent::Discarded {
                        player: ctx.controller,
                        card,
                    });
                }
            }
            Effect::GainCorpses { amount } => self.add_corpses(ctx.controller, *amount as i16),
            Effect::RaiseCorpses { max, card } => {
                let seat = ctx.controller;
                let room = BOARD_LIMIT.saturating_sub(self.player(seat).board.len());
                let count = (*max as usize)
                    .min(room)
                    .min(self.player(seat).corpses as usize);
                if count > 0 {
                    self.add_corpses(seat, -(count as i16));
                }
                for _ in 0..count {
                    let slot = self.summon_slot(ctx, seat);
                    self.summon_new(seat, card.index, slot);
                }
            }
            Effect::DrawMatching { kind, school, race } => {
                let seat = ctx.controller;
                let found = self
                    .player(seat)
                    .deck
                    .iter()
                    .copied()
                    .find(|c| self.card_fits(*c, *kind, *school, *race));
                if let Some(card) = found {
                    self.draw_card(seat, card);
                }
            }
            Effect::Discover { kind, race, copy } => {
                self.offer_discover(ctx.controller, *kind, *race, *copy)
            }
            Effect::Repeat {
                times,
                spell_damage_adds,
                effects,
            } => {
                let mut count = *times as i16;
                let mut inner = *ctx;
                if *spell_damage_adds && ctx.is_spell {
                    count += self.spell_damage(ctx.controller);
                    inner.is_spell = false;
                }
                for _ in 0..count {
                    self.run_effects(effects, &inner);
                }
            }
            Effect::If {
                condition,
                then,
                otherwise,
            } => {
                if self.holds(condition, ctx) {
                    self.run_effects(then, ctx);
                } else {
                    self.run_effects(otherwise, ctx);
                }
            }
        }
    }

    /// The cards of an effect's pool: its own list, or the named pool in the game's format.
    fn pool_cards(&self, pool: &[CardRef], named: &Option<String>) -> Vec<u16> {
        match named {
            Some(name) => self.db().pool(name, self.state().format).to_vec(),
            None => pool.iter().map(|c| c.index).collect(),
        }
    }

    /// Justicar Trueheart: the hero power becomes its upgrade, a new entity, ready to use.
    fn upgrade_hero_power(&mut self, seat: u8) {
        let old = self.player(seat).hero_power;
        let Some(upgrade) = self.info(old).def.upgrade.as_ref().map(|u| u.index) else {
            return;
        };
        let new = self.create_card(upgrade, seat, Zone::Play);
        self.stamp_play_order(new);
        self.card_mut(old).zone = Zone::RemovedFromGame;
        {
            let player = self.player_mut(seat);
            player.hero_power = new;
            player.hero_power_uses = 0;
        }
        self.emit(LogEvent::HeroPowerReplaced {
            player: seat,
            old,
            new,
        });
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

    fn holds(&mut self, condition: &Condition, ctx: &Ctx) -> bool {
        match condition {
            Condition::TargetDies => ctx.target.is_some_and(|t| self.is_mortally_wounded(t)),
            Condition::SpendCorpses(n) => {
                let n = *n as u16;
                if self.player(ctx.controller).corpses >= n {
                    self.add_corpses(ctx.controller, -(n as i16));
                    true
                } else {
                    false
                }
            }
            pure => self
                .holds_now(pure, ctx.controller, ctx.source)
                .expect("the other conditions only read the board"),
        }
    }

    fn add_corpses(&mut self, seat: u8, delta: i16) {
        let count = {
            let player = self.player_mut(seat);
            player.corpses = (player.corpses as i16 + delta).max(0) as u16;
            player.corpses
        };
        self.emit(LogEvent::Corpses {
            player: seat,
            count,
        });
    }

    /// Where an effect's summon goes: a deathrattle's into the dead minion's slot, a battlecry's to
    /// the right of its minion, anything else to the right end.
    fn summon_slot(&self, ctx: &Ctx, seat: u8) -> usize {
        let board = &self.player(seat).board;
        if let Some(slot) = ctx.death_slot
            && seat == ctx.controller
        {
            return slot as usize;
        }
        board
            .iter()
            .position(|m| *m == ctx.source)
            .map_or(board.len(), |i| i + 1)
    }

    /// Transform: a new entity takes the old one's slot; the old one goes to REMOVEDFROMGAME.
    fn transform(&mut self, target: EntityId, into: u16) {
        let seat = self.card(target).controller;
        let Some(slot) = self.player(seat).board.iter().position(|m| *m == target) else {
            return;
        };
        let new = self.create_card(into, seat, Zone::Play);
        self.card_mut(new).controller = seat;
        self.player_mut(seat).board[slot] = new;
        let count = |rules: &Self, id| u8::from(rules.tags(id).contains(Tags::HAS_AURA));
        let (lost, gained) = (count(self, target), count(self, new));
        {
            let player = self.player_mut(seat);
            player.auras = player.auras - lost + gained;
        }
        self.card_mut(target).zone = Zone::RemovedFromGame;
        self.stamp_play_order(new);
        self.tags_mut(new).insert(Tags::EXHAUSTED);
        self.emit(LogEvent::Transformed { old: target, new });
    }

    /// A copy of a minion for `seat`: same card, its own enchantments copied (not auras, which
    /// the copy gets or not by itself), same damage; it arrives like any summon.
    fn summon_copy(&mut self, seat: u8, original: EntityId) {
        if self.card(original).kind != CardType::Minion {
            return;
        }
        let def = self.card(original).def;
        let slot = self.player(seat).board.len();
        let Some(copy) = self.summon_new(seat, def, slot) else {
            return;
        };
        for id in self.enchantments_on(original) {
            let Some(e) = self.enchantment(id).copied() else {
                continue;
            };
            if e.aura_source.is_none() {
                self.enchant(
                    copy,
                    (e.attack, e.health),
                    e.tags,
                    e.spell_damage,
                    e.this_turn,
                );
            }
        }
        let damage = self.stats(original).damage;
        self.stats_mut(copy).damage = damage;
    }

    /// Back to the owner's hand, reset to its base card (destroyed if the hand is full). True when
    /// it reached the hand.
    fn return_to_hand(&mut self, target: EntityId) -> bool {
        let card = *self.card(target);
        if card.zone != Zone::Play || card.kind != CardType::Minion {
            return false;
        }
        self.move_out_of_play(target, Zone::SetAside);
        self.reset_to_base(target);
        self.card_mut(target).controller = card.owner;
        if self.player(card.owner).hand.len() >= super::limits::HAND_LIMIT {
            self.burn(card.owner, target);
            false
        } else {
            self.card_mut(target).zone = Zone::Hand;
            self.player_mut(card.owner).hand.push(target);
            self.emit(LogEvent::ReturnedToHand { card: target });
            true
        }
    }

    /// Moves a minion to `seat`'s board; with no room it is destroyed instead.
    fn take_control(&mut self, target: EntityId, seat: u8) {
        let from = self.card(target).controller;
        if from == seat || self.card(target).zone != Zone::Play {
            return;
        }
        if self.player(seat).board.len() >= super::limits::BOARD_LIMIT {
            self.destroy(target);
            return;
        }
        super::writes::remove_id(&mut self.player_mut(from).board, target);
        self.card_mut(target).controller = seat;
        self.player_mut(seat).board.push(target);
        if self.tags(target).contains(Tags::HAS_AURA) {
            self.player_mut(from).auras -= 1;
            self.player_mut(seat).auras += 1;
        }
        self.tags_mut(target).insert(Tags::EXHAUSTED);
        self.emit(LogEvent::ControlChanged {
            card: target,
            player: seat,
        });
    }

    /// The entities a selector picks now, in play order where it matters.
    pub(super) fn select(&mut self, selector: &Selector, ctx: &Ctx) -> Vec<EntityId> {
        match selector {
            Selector::Target => ctx
                .target
                .filter(|t| self.card(*t).zone == Zone::Play)
                .into_iter()
                .collect(),
            Selector::Itself => vec![ctx.source],
            Selector::EventEntity => ctx.subject.into_iter().collect(),
            Selector::InHand { kind } => self
                .player(ctx.controller)
                .hand
                .iter()
                .copied()
                .filter(|c| kind.is_none_or(|k| self.card(*c).kind == k))
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
                let mut found = self.characters(ctx.controller, *group, *side);
                found.retain(|id| {
                    let excluded = (*except_source && *id == ctx.source)
                        || (*except_target && Some(*id) == ctx.target);
                    !excluded && self.passes_filters(*id, filters)
                });
                found
            }
            Selector::Random {
                group,
                side,
                filters,
                count,
                except_source,
            } => {
                let mut pool = self.characters(ctx.controller, *group, *side);
                pool.retain(|id| {
                    !(*except_source && *id == ctx.source)
                        && self.passes_filters(*id, filters)
                        && !self.is_mortally_wounded(*id)
                });
                let mut picked = Vec::with_capacity(*count as usize);
                for _ in 0..*count {
                    if pool.is_empty() {
                        break;
                    }
                    let i = self.rng().below(pool.len());
                    picked.push(pool.remove(i));
                }
                picked
            }
        }
    }
}
