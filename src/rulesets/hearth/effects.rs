//! The effect interpreter: runs a card's effect list against the game. No card is named here; every
//! behaviour comes from the RON definitions.

use super::amounts::Quantities;
use super::components::{CostRule, Tags};
use super::events::LogEvent;
use super::limits::{BOARD_LIMIT, MANA_LIMIT};
use super::query::{PoolSpec, Pools};
use super::reads::Reads;
use super::resolver::Resolver;
use super::rules::events::Enchant;
use super::schema::{Amount, CardType, Condition, Effect, Selector, Stat};
use super::targeting::Targeting;
use super::writes::Writes;
use crate::engine::{EntityId, Zone};

pub use super::amounts::Ctx;

impl Resolver<'_> {
    /// Runs an effect list in order: a card's play, deathrattle or trigger. `Them` starts empty.
    pub(super) fn run_effects(&mut self, effects: &[Effect], ctx: &Ctx) {
        self.state_mut().them.clear();
        self.run_list(effects, ctx);
    }

    /// Runs another card's effect list in the middle of this one (a card cast when drawn, a card
    /// an effect plays): the outer list's `Them` and `Unplaced` are kept for it.
    pub(super) fn run_nested_effects(&mut self, effects: &[Effect], ctx: &Ctx) {
        let them = std::mem::take(&mut self.state_mut().them);
        let unplaced = self.state().unplaced;
        self.run_effects(effects, ctx);
        self.state_mut().them = them;
        self.state_mut().unplaced = unplaced;
    }

    /// Runs effects in order, inside a list already begun (an `If`'s branch, a `Repeat`, a
    /// gift given to an offered card).
    pub(super) fn run_list(&mut self, effects: &[Effect], ctx: &Ctx) {
        for effect in effects {
            if self.is_over() {
                return;
            }
            self.run_effect(effect, ctx);
        }
    }

    /// Remembers what the effect just resolved acted on or brought (the `Them` selector).
    pub(super) fn remember(&mut self, them: &[EntityId]) {
        let memo = &mut self.state_mut().them;
        memo.clear();
        memo.extend_from_slice(them);
    }

    /// An amount read now, never below 0 (a count, damage, healing).
    pub(super) fn count(&self, amount: &Amount, ctx: &Ctx) -> i16 {
        self.amount(amount, ctx).max(0)
    }

    fn run_effect(&mut self, effect: &Effect, ctx: &Ctx) {
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
                        target,
                        attack,
                        health,
                        tags,
                        spell_damage,
                        cost: 0,
                        this_turn: *this_turn,
                        until_turn_of: until_next_turn.then_some(ctx.controller),
                        lasts: None,
                        grant: None,
                        speaks_for: None,
                        control_from: None,
                    });
                }
                self.remember(&targets);
            }
            Effect::Grant {
                to,
                this_turn,
                at,
                turns,
                for_caster,
                ..
            } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    if self.card(target).kind == CardType::Hero {
                        let seat = self.card(target).controller;
                        self.player_mut(seat).hero_granted = true;
                    }
                    self.attach(Enchant {
                        target,
                        attack: 0,
                        health: 0,
                        tags: Tags::GRANTED,
                        spell_damage: 0,
                        cost: 0,
                        this_turn: *this_turn,
                        until_turn_of: None,
                        lasts: (*turns > 0).then(|| (self.card(target).controller, *turns)),
                        grant: Some(*at),
                        speaks_for: for_caster.then_some(ctx.controller),
                        control_from: None,
                    });
                }
                self.remember(&targets);
            }
            Effect::AddCopy { of, side } => {
                let seat = ctx.seat_of(*side);
                let mut added = Vec::new();
                for original in self.select(of, ctx) {
                    let def = self.card(original).def;
                    added.extend(self.give_card(seat, def));
                }
                self.remember(&added);
            }
            Effect::SummonDied { side } => {
                let seat = ctx.seat_of(*side);
                let died = self.player(seat).died_this_turn.clone();
                let mut summoned = Vec::new();
                for def in died {
                    let slot = self.summon_slot(ctx, ctx.controller);
                    summoned.extend(self.summon_new(ctx.controller, def, slot));
                }
                self.remember(&summoned);
            }
            Effect::SummonKilled { by } => {
                let killers = self.select(by, ctx);
                let kills: Vec<u16> = self
                    .state()
                    .kills
                    .iter()
                    .filter(|(killer, _)| killers.contains(killer))
                    .map(|(_, def)| *def)
                    .collect();
                let mut summoned = Vec::new();
                for def in kills {
                    let slot = self.summon_slot(ctx, ctx.controller);
                    summoned.extend(self.summon_new(ctx.controller, def, slot));
                }
                self.remember(&summoned);
            }
            Effect::BecomeCopy { of } => {
                let mut new = Vec::new();
                if let Some(original) = self.select(of, ctx).first().copied()
                    && self.card(original).kind == CardType::Minion
                    && self.card(ctx.source).zone == Zone::Play
                {
                    let def = self.card(original).def;
                    if let Some(copy) = self.transform(ctx.source, def) {
                        self.copy_enchantments(original, copy);
                        new.push(copy);
                    }
                }
                self.remember(&new);
            }
            Effect::SummonFresh { of } => {
                let mut summoned = Vec::new();
                for original in self.select(of, ctx) {
                    let def = self.card(original).def;
                    if self.card(original).kind != CardType::Minion {
                        continue;
                    }
                    let slot = self.summon_slot(ctx, ctx.controller);
                    summoned.extend(self.summon_new(ctx.controller, def, slot));
                }
                self.remember(&summoned);
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
            Effect::ForceAttack { attacker, defender } => {
                for attacker in self.select(attacker, ctx) {
                    let Some(defender) = self.select(defender, ctx).first().copied() else {
                        break;
                    };
                    let here = |game: &Self, id: EntityId| {
                        game.card(id).zone == Zone::Play && !game.is_mortally_wounded(id)
                    };
                    if here(self, attacker) && here(self, defender) && !self.is_over() {
                        self.attack(attacker, defender);
                    }
                }
            }
            Effect::ExtraAttack { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    let stats = self.stats_mut(target);
                    stats.attacks = stats.attacks.saturating_sub(1);
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
            Effect::LockMana { amount, side } => {
                let seat = ctx.seat_of(*side);
                let player = self.player_mut(seat);
                player.locked_next = player.locked_next.saturating_add(*amount);
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
            Effect::Draw { count, side } => {
                let seat = ctx.seat_of(*side);
                let count = self.count(count, ctx);
                let mut drawn = Vec::new();
                for _ in 0..count {
                    drawn.extend(self.draw(seat));
                    if self.is_over() {
                        break;
                    }
                }
                self.remember(&drawn);
            }
            Effect::Summon { card, count, side } => {
                let seat = ctx.seat_of(*side);
                let count = self.count(count, ctx);
                let mut summoned = Vec::new();
                for _ in 0..count {
                    let slot = self.summon_slot(ctx, seat);
                    summoned.extend(self.summon_new(seat, card.index, slot));
                }
                self.state_mut().unplaced = count - summoned.len() as i16;
                self.remember(&summoned);
            }
            Effect::SummonRandom {
                pool,
                named,
                query,
                prefer_missing,
            } => {
                let seat = ctx.controller;
                let spec = PoolSpec {
                    cards: pool,
                    named,
                    query,
                };
                let mut candidates = self.pool_cards(spec, ctx);
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
                let mut summoned = Vec::new();
                if !candidates.is_empty() {
                    let pick = candidates[self.rng().below(candidates.len())];
                    let slot = self.summon_slot(ctx, seat);
                    summoned.extend(self.summon_new(seat, pick, slot));
                }
                self.remember(&summoned);
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
            Effect::UpgradeHeroPower => self.upgrade_hero_power(ctx.controller),
            Effect::SwapWithHand { with, minion } => self.swap_with_hand(with, minion, ctx),
            Effect::PutIntoPlay { to } => self.put_into_play(to, ctx),
            Effect::ReplaceHand { hands } => self.replace_hand(hands, ctx),
            Effect::ShuffleCopy { of, count } => self.shuffle_copies(of, count, ctx),
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
            Effect::RefreshMana { amount, side } => {
                let seat = ctx.seat_of(*side);
                let amount = self.count(amount, ctx);
                let (mana, max) = {
                    let player = self.player_mut(seat);
                    // Spent crystals come back; locked ones stay locked, and Mana above the
                    // crystals (The Coin) is kept.
                    let crystals = player.max_mana.saturating_sub(player.overload_locked);
                    let refreshed = (player.mana as i16 + amount).min(crystals as i16);
                    player.mana = player.mana.max(refreshed.max(0) as u8);
                    (player.mana, player.max_mana)
                };
                self.emit(LogEvent::ManaGained {
                    player: seat,
                    mana,
                    max,
                });
            }
            Effect::LookAtDeck { count } => self.offer_deck_top(ctx.controller, *count),
            Effect::ReplaceHeroPower { card } => {
                self.replace_hero_power(ctx.controller, card.index)
            }
            Effect::Equip { card } => {
                let weapon = self.create_card(card.index, ctx.controller, Zone::SetAside);
                self.equip(ctx.controller, weapon);
                self.remember(&[weapon]);
            }
            Effect::Destroy { to } => {
                // Area destruction ignores immunity; a chosen or random one does not (8.2).
                let area = match to {
                    Selector::All { .. } => true,
                    Selector::Except(kept, _) => matches!(**kept, Selector::All { .. }),
                    _ => false,
                };
                let mut destroyed = Vec::new();
                for target in self.select(to, ctx) {
                    if !area && self.tags(target).contains(Tags::IMMUNE) {
                        continue;
                    }
                    match self.card(target).zone {
                        Zone::Secret => self.destroy_secret(target),
                        // A card in a hand or deck goes to the graveyard at once (Patchwerk).
                        Zone::Hand | Zone::Deck => self.destroy_unplayed(target),
                        _ => self.destroy(target),
                    }
                    destroyed.push(target);
                }
                self.remember(&destroyed);
            }
            Effect::Freeze { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.freeze(target);
                }
                self.remember(&targets);
            }
            Effect::Silence { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.silence(target);
                }
                self.remember(&targets);
            }
            Effect::GainMana {
                amount,
                temporary,
                side,
            } => {
                let seat = ctx.seat_of(*side);
                let amount = self.amount(amount, ctx);
                let (mana, max) = {
                    let player = self.player_mut(seat);
                    let add = |n: u8| (n as i16 + amount).clamp(0, MANA_LIMIT as i16) as u8;
                    if *temporary {
                        player.mana = add(player.mana);
                    } else {
                        player.max_mana = add(player.max_mana);
                        // A crystal destroyed takes its mana with it.
                        player.mana = player.mana.min(player.max_mana);
                    }
                    (player.mana, player.max_mana)
                };
                self.emit(LogEvent::ManaGained {
                    player: seat,
                    mana,
                    max,
                });
            }
            Effect::AddToHand { card, count, side } => {
                let seat = ctx.seat_of(*side);
                let mut added = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    added.extend(self.give_card(seat, card.index));
                }
                self.remember(&added);
            }
            Effect::ChangeCost { to, change } => {
                let change = self.amount(change, ctx);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.enchant_cost(target, change);
                }
                self.remember(&targets);
            }
            Effect::CostRule {
                side,
                filters,
                change,
                set,
                once,
                this_turn,
                next_turn,
            } => {
                let turn = self.turn();
                let expires = match (this_turn, next_turn) {
                    (true, _) => turn,
                    (false, true) => turn.saturating_add(1),
                    (false, false) => u16::MAX,
                };
                let rule = CostRule {
                    filters: filters.clone(),
                    change: *change,
                    set: *set,
                    once: *once,
                    expires,
                };
                self.player_mut(ctx.seat_of(*side)).cost_rules.push(rule);
            }
            Effect::AddRandom {
                pool,
                named,
                query,
                count,
                side,
                distinct,
            } => {
                let seat = ctx.seat_of(*side);
                let spec = PoolSpec {
                    cards: pool,
                    named,
                    query,
                };
                let mut candidates = self.pool_cards(spec, ctx);
                if *distinct {
                    candidates.sort_unstable();
                    candidates.dedup();
                }
                let mut added = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    if candidates.is_empty() {
                        break;
                    }
                    let i = self.rng().below(candidates.len());
                    let pick = if *distinct {
                        candidates.remove(i)
                    } else {
                        candidates[i]
                    };
                    added.extend(self.give_card(seat, pick));
                }
                self.remember(&added);
            }
            Effect::Transform { to, into } => {
                let mut new = Vec::new();
                for target in self.select(to, ctx) {
                    new.extend(self.transform(target, into.index));
                }
                self.remember(&new);
            }
            Effect::ReturnToHand { to, cost } => {
                let mut returned = Vec::new();
                for target in self.select(to, ctx) {
                    if self.return_to_hand(target) {
                        if *cost != 0 {
                            self.enchant_cost(target, *cost as i16);
                        }
                        returned.push(target);
                    }
                }
                self.remember(&returned);
            }
            Effect::SummonCopy { of } => {
                let mut copies = Vec::new();
                for original in self.select(of, ctx) {
                    copies.extend(self.summon_copy(ctx.controller, original));
                }
                self.remember(&copies);
            }
            Effect::PutSecretFromDeck => self.put_secret_from_deck(ctx.controller),
            Effect::Counter => {
                if let Some(spell) = ctx.subject {
                    self.counter(spell);
                }
            }
            Effect::Redirect { to } => {
                let new = self.select(to, ctx).first().copied();
                if new.is_some() && self.state().aimed_at.is_some() {
                    self.state_mut().retarget = new;
                }
                self.remember(&Vec::from_iter(new));
            }
            Effect::TakeControl {
                to,
                side,
                this_turn,
            } => {
                let seat = ctx.seat_of(*side);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    let from = self.card(target).controller;
                    if self.take_control(target, seat) && *this_turn {
                        self.attach(Enchant {
                            target,
                            attack: 0,
                            health: 0,
                            tags: Tags::empty(),
                            spell_damage: 0,
                            cost: 0,
                            this_turn: true,
                            until_turn_of: None,
                            lasts: None,
                            grant: None,
                            speaks_for: None,
                            control_from: Some(from),
                        });
                    }
                }
                self.remember(&targets);
            }
            Effect::DiscardRandom { count } => {
                let mut discarded = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    let len = self.player(ctx.controller).hand.len();
                    if len == 0 {
                        break;
                    }
                    let pick = self.rng().below(len);
                    let card = self.player(ctx.controller).hand[pick];
                    self.discard(ctx.controller, card);
                    discarded.push(card);
                }
                self.remember(&discarded);
            }
            Effect::GainCorpses { amount } => {
                let amount = self.amount(amount, ctx);
                // A gain is doubled while a `DoubleCorpses` minion is in play; a loss is not.
                let amount = if amount > 0 {
                    self.corpse_gain(ctx.controller, amount)
                } else {
                    amount
                };
                self.add_corpses(ctx.controller, amount)
            }
            Effect::RaiseCorpses {
                max,
                card,
                spend_unplaced,
            } => {
                let seat = ctx.controller;
                let room = BOARD_LIMIT.saturating_sub(self.player(seat).board.len());
                let wanted =
                    (self.count(max, ctx) as usize).min(self.player(seat).corpses as usize);
                let count = wanted.min(room);
                let unplaced = wanted - count;
                let spent = if *spend_unplaced { wanted } else { count };
                if spent > 0 {
                    self.add_corpses(seat, -(spent as i16));
                }
                let mut raised = Vec::new();
                for _ in 0..count {
                    let slot = self.summon_slot(ctx, seat);
                    raised.extend(self.summon_new(seat, card.index, slot));
                }
                self.state_mut().unplaced = (unplaced + count - raised.len()) as i16;
                self.remember(&raised);
            }
            Effect::DrawMatching {
                kind,
                school,
                race,
                filters,
                count,
            } => {
                let seat = ctx.controller;
                let mut drawn = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    let found = self.player(seat).deck.iter().copied().find(|c| {
                        self.card_fits(*c, *kind, *school, *race)
                            && self.passes_filters(*c, filters)
                    });
                    let Some(card) = found else {
                        break;
                    };
                    drawn.extend(self.draw_card(seat, card));
                }
                self.remember(&drawn);
            }
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
            Effect::RemoveKeywords { keywords, to } => {
                let lost = Tags::of_keywords(keywords);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.remove_keywords(target, lost);
                }
                self.remember(&targets);
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
            Effect::OneOf(lists) => {
                if !lists.is_empty() {
                    let picked = self.rng().below(lists.len());
                    self.run_list(&lists[picked], ctx);
                }
            }
            Effect::ShuffleIntoDeck { card, count, side } => {
                let seat = ctx.seat_of(*side);
                let mut shuffled = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    shuffled.push(self.shuffle_new_into_deck(seat, card.index));
                }
                self.remember(&shuffled);
            }
            Effect::Enchant { card, to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.enchant_with_card(target, card.index);
                }
                self.remember(&targets);
            }
            Effect::Discard { to } => {
                let mut discarded = Vec::new();
                for card in self.select(to, ctx) {
                    if self.card(card).zone == Zone::Hand {
                        let seat = self.card(card).controller;
                        self.discard(seat, card);
                        discarded.push(card);
                    }
                }
                self.remember(&discarded);
            }
            Effect::Remember { what } => {
                let picked = self.select(what, ctx);
                let memory = &mut self.state_mut().memory;
                memory.extend(picked.iter().map(|p| (ctx.source, *p)));
                self.remember(&picked);
            }
            Effect::PlayRandom {
                query,
                pack,
                count,
                while_in_play,
            } => {
                let count = self.count(count, ctx);
                self.play_random(query.as_ref(), *pack, count, *while_in_play, ctx);
            }
            Effect::DeckPortal { growth, .. } => self.open_portal(ctx, *growth),
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
        }
    }

    /// Sets a character's Attack under the auras: the value replaces the Attack it has without
    /// them, and auras still add on top (Equality beside Stormwind Champion leaves 2 Health, and
    /// the minion keeps 1 when the Champion goes). The set overrides the buffs below it, so one
    /// of them ending later changes nothing (Abusive Sergeant's +2 this turn, then Humility:
    /// still 1 when the turn ends).
    fn set_attack(&mut self, target: EntityId, value: i16) {
        self.override_buffs(target, SetStat::Attack);
        let (aura_attack, _) = self.aura_bonus(target);
        let delta = value - (self.stats(target).attack - aura_attack);
        self.enchant(target, (delta, 0), Tags::empty(), 0, false);
    }

    /// Sets a character's Health and maximum Health under the auras (damage is gone); like
    /// `set_attack`, it overrides the buffs below it.
    fn set_health(&mut self, target: EntityId, value: i16) {
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

    /// Justicar Trueheart: the hero power becomes its upgrade, a new entity, ready to use.
    fn upgrade_hero_power(&mut self, seat: u8) {
        let old = self.player(seat).hero_power;
        let Some(upgrade) = self.info(old).def.upgrade.as_ref().map(|u| u.index) else {
            return;
        };
        self.replace_hero_power(seat, upgrade);
    }

    /// Puts a fresh hero power of card `index` in place of `seat`'s, usable this turn.
    pub(super) fn replace_hero_power(&mut self, seat: u8, index: u16) {
        let old = self.player(seat).hero_power;
        let new = self.create_card(index, seat, Zone::Play);
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

    pub(super) fn add_corpses(&mut self, seat: u8, delta: i16) {
        let count = {
            let player = self.player_mut(seat);
            let spent = (-delta).clamp(0, player.corpses as i16) as u16;
            player.corpses_spent = player.corpses_spent.saturating_add(spent);
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
    pub(super) fn summon_slot(&self, ctx: &Ctx, seat: u8) -> usize {
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
    fn transform(&mut self, target: EntityId, into: u16) -> Option<EntityId> {
        let seat = self.card(target).controller;
        let slot = self.player(seat).board.iter().position(|m| *m == target)?;
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
        self.state_mut().replaced.push((target, new));
        Some(new)
    }

    /// A copy of a minion for `seat`: same card, its own enchantments copied (not auras, which
    /// the copy gets or not by itself), same damage; it arrives like any summon.
    fn summon_copy(&mut self, seat: u8, original: EntityId) -> Option<EntityId> {
        if self.card(original).kind != CardType::Minion {
            return None;
        }
        let def = self.card(original).def;
        let slot = self.player(seat).board.len();
        let copy = self.summon_new(seat, def, slot)?;
        self.copy_enchantments(original, copy);
        Some(copy)
    }

    /// Gives `copy` the enchantments of `original` (not its auras, which the copy gets or not by
    /// itself) and its damage.
    pub(super) fn copy_enchantments(&mut self, original: EntityId, copy: EntityId) {
        for id in self.enchantments_on(original) {
            let Some(e) = self.enchantment(id).copied() else {
                continue;
            };
            if e.aura_source.is_none() {
                self.attach(Enchant {
                    target: copy,
                    attack: e.attack,
                    health: e.health,
                    tags: e.tags,
                    spell_damage: e.spell_damage,
                    cost: e.cost,
                    this_turn: e.this_turn,
                    until_turn_of: None,
                    lasts: None,
                    grant: e.grant,
                    speaks_for: e.speaks_for,
                    control_from: None,
                });
            }
        }
        let damage = self.stats(original).damage;
        self.stats_mut(copy).damage = damage;
        // The original's Health may have come partly from an aura the copy does not get: a
        // copy can arrive with no Health left, and the death check must look at it.
        if damage > 0 {
            self.resolution().deaths_possible = true;
        }
    }

    /// Back to the owner's hand, reset to its base card (destroyed if the hand is full). True when
    /// it reached the hand.
    pub(super) fn return_to_hand(&mut self, target: EntityId) -> bool {
        let card = *self.card(target);
        if card.kind != CardType::Minion {
            return false;
        }
        match card.zone {
            Zone::Play => self.move_out_of_play(target, Zone::SetAside),
            // A deathrattle's "return this to your hand": the minion that just died.
            Zone::Graveyard => {
                super::writes::remove_id(&mut self.player_mut(card.owner).graveyard, target);
                self.card_mut(target).zone = Zone::SetAside;
            }
            _ => return false,
        }
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

    /// Moves a minion to `seat`'s board (with no room it is destroyed instead); true when it
    /// changed sides.
    fn take_control(&mut self, target: EntityId, seat: u8) -> bool {
        if self.card(target).controller == seat || self.card(target).zone != Zone::Play {
            return false;
        }
        self.change_controller(target, seat)
    }

    /// The entities a selector picks now, in play order where it matters; random ones are drawn
    /// from the game's generator.
    pub(super) fn select(&mut self, selector: &Selector, ctx: &Ctx) -> Vec<EntityId> {
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

    /// Destroys a card in a hand or deck: out of its list, into the graveyard.
    fn destroy_unplayed(&mut self, card: EntityId) {
        let seat = self.card(card).controller;
        let player = self.player_mut(seat);
        if !super::writes::remove_id(&mut player.hand, card) {
            super::writes::remove_id(&mut player.deck, card);
        }
        self.send_to_graveyard(card);
        self.emit(LogEvent::Died { card });
    }

    /// Takes keywords away from a character (Blood Knight's shields, Flare's Stealth).
    fn remove_keywords(&mut self, target: EntityId, lost: Tags) {
        if !self.tags(target).intersects(lost) {
            return;
        }
        self.tags_mut(target).remove(lost);
        self.emit(LogEvent::KeywordsLost { target });
    }
}

/// The stat an effect sets (`override_buffs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SetStat {
    Attack,
    Health,
}
