//! Summons and copies: minions brought onto the board.

use super::pools::{PoolSpec, Pools};
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardType, Effect};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::rules::events::Enchant;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::limits::BOARD_LIMIT;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_summons(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
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
            Effect::SummonCopy { of } => {
                let mut copies = Vec::new();
                for original in self.select(of, ctx) {
                    copies.extend(self.summon_copy(ctx.controller, original));
                }
                self.remember(&copies);
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
            Effect::PutIntoPlay { to } => self.put_into_play(to, ctx),
            _ => unreachable!("not a summons effect: {effect:?}"),
        }
    }

    /// Where an effect's summon goes: a deathrattle's into the dead minion's slot, a battlecry's to
    /// the right of its minion, anything else to the right end.
    pub(in crate::rulesets::hearth) fn summon_slot(&self, ctx: &Ctx, seat: u8) -> usize {
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
    pub(in crate::rulesets::hearth) fn copy_enchantments(
        &mut self,
        original: EntityId,
        copy: EntityId,
    ) {
        for id in self.enchantments_on(original) {
            let Some(e) = self.enchantment(id).copied() else {
                continue;
            };
            if e.aura_source.is_none() {
                // Durations other than "this turn" and control changes stay with the original.
                self.attach(Enchant {
                    attack: e.attack,
                    health: e.health,
                    tags: e.tags,
                    spell_damage: e.spell_damage,
                    cost: e.cost,
                    this_turn: e.this_turn,
                    grant: e.grant,
                    speaks_for: e.speaks_for,
                    ..Enchant::on(copy)
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
}
