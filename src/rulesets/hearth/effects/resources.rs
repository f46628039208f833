//! Mana, costs and corpses: a player's resources.

use crate::rulesets::hearth::content::schema::Effect;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::{Ctx, Quantities};
use crate::rulesets::hearth::state::components::CostRule;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::limits::MANA_LIMIT;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_resources(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::LockMana { amount, side } => {
                let seat = ctx.seat_of(*side);
                let player = self.player_mut(seat);
                player.locked_next = player.locked_next.saturating_add(*amount);
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
            _ => unreachable!("not a resources effect: {effect:?}"),
        }
    }

    pub(in crate::rulesets::hearth) fn add_corpses(&mut self, seat: u8, delta: i16) {
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
}
