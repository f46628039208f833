//! `Reads`: what any rule may read of a hearth rules world, the same whether it runs in
//! a resolution (`Resolver`), in an observer (`Table`, through queries) or on a finished
//! `Game` (agents, screens). Only the base readers differ between them; everything derived from
//! them is written once here.

use std::sync::Arc;

use super::components::Step;
use super::components::{CardState, Enchantment, GameState, PlayerState, Stats, Tags};
use crate::engine::EntityId;
use crate::rulesets::hearth::content::db::{CardDb, CardInfo};
use crate::rulesets::hearth::content::schema::CardType;

/// Read access to a hearth rules world.
pub trait Reads {
    /// A card entity's identity and place.
    fn card(&self, id: EntityId) -> &CardState;
    /// A card entity's numbers.
    fn stats(&self, id: EntityId) -> &Stats;
    /// A card entity's tags.
    fn tags(&self, id: EntityId) -> Tags;
    /// An enchantment entity, if `id` is one.
    fn enchantment(&self, id: EntityId) -> Option<&Enchantment>;
    /// A player's state.
    fn player(&self, seat: u8) -> &PlayerState;
    /// The game entity's state.
    fn state(&self) -> &GameState;
    /// The card set this game plays with.
    fn db(&self) -> &Arc<CardDb>;
    /// The id the next new entity will get (ids run from 1 up to this, exclusive).
    fn id_count(&self) -> u32;

    /// The definition of a card entity.
    #[inline]
    fn info(&self, id: EntityId) -> &CardInfo {
        self.db().get(self.card(id).def)
    }

    /// The Corpses `seat` gains for `amount`: twice as many while a `DoubleCorpses` minion of its
    /// is in play (several do not stack).
    fn corpse_gain(&self, seat: u8, amount: i16) -> i16 {
        // A game that never held such a card does not look.
        let doubled = self.state().seen.contains(Tags::DOUBLE_CORPSES)
            && self
                .player(seat)
                .board
                .iter()
                .any(|m| self.tags(*m).contains(Tags::DOUBLE_CORPSES));
        if doubled { amount * 2 } else { amount }
    }

    /// The card id string of a card entity.
    fn card_id(&self, id: EntityId) -> &str {
        self.db().id_of(self.card(id).def)
    }

    /// Whose turn it is.
    #[inline]
    fn active(&self) -> u8 {
        self.state().active
    }

    /// The game's turn counter.
    fn turn(&self) -> u16 {
        self.state().turn
    }

    /// True once someone won or the game was drawn.
    fn is_over(&self) -> bool {
        self.state().step == Step::Over
    }

    /// The winner once the game is over; None is a draw.
    fn winner(&self) -> Option<u8> {
        self.state().winner
    }

    /// What a card costs now, never below 0 (`costs` has the layers).
    fn cost_of(&self, id: EntityId) -> u8 {
        super::costs::cost_of(self, id)
    }

    /// Current attack of a character: its own, plus its weapon's on its controller's turn.
    fn attack_of(&self, id: EntityId) -> i16 {
        let card = self.card(id);
        let mut attack = self.stats(id).attack;
        if self.tags(id).contains(Tags::ATTACK_IS_HEALTH) {
            attack = self.stats(id).health();
        }
        if card.kind == CardType::Hero
            && card.controller == self.active()
            && let Some(weapon) = self.player(card.controller).weapon
        {
            attack += self.stats(weapon).attack;
        }
        attack.max(0)
    }

    /// Mortally wounded: at 0 health or marked for destruction, still on the table until the
    /// death check.
    fn is_mortally_wounded(&self, id: EntityId) -> bool {
        let stats = self.stats(id);
        stats.health() <= 0 || self.tags(id).contains(Tags::TO_BE_DESTROYED)
    }

    /// Spell damage a seat has on its side of the table.
    fn spell_damage(&self, seat: u8) -> i16 {
        let player = self.player(seat);
        let mut total: i16 = player
            .board
            .iter()
            .map(|m| self.stats(*m).spell_damage)
            .sum();
        total += self.stats(player.hero).spell_damage;
        total.max(0)
    }

    /// Every active enchantment attached to `target`.
    fn enchantments_on(&self, target: EntityId) -> Vec<EntityId> {
        (1..self.id_count())
            .map(EntityId)
            .filter(|id| {
                self.enchantment(*id)
                    .is_some_and(|e| e.active && e.target == target)
            })
            .collect()
    }

    /// Attack and Health that auras give `target` now.
    fn aura_bonus(&self, target: EntityId) -> (i16, i16) {
        self.enchantments_on(target)
            .into_iter()
            .filter_map(|id| self.enchantment(id).copied())
            .filter(|e| e.aura_source.is_some())
            .fold((0, 0), |(a, h), e| (a + e.attack, h + e.health))
    }

    /// The seat whose decision it is: a pending choice's, a mulligan's, or the active player's.
    fn seat_to_act(&self) -> u8 {
        let state = self.state();
        if let Some(choice) = state.pending.first() {
            return choice.player;
        }
        if state.step == Step::Mulligan {
            let first = state.first;
            if self.player(first).mulligan_pending {
                first
            } else {
                1 - first
            }
        } else {
            state.active
        }
    }

    /// Why `seat` cannot put the secret `card` into play now, if it cannot: five already, or a
    /// copy of the same secret already there.
    fn secret_problem(&self, seat: u8, card: EntityId) -> Option<&'static str> {
        let secrets = &self.player(seat).secrets;
        if secrets.len() >= super::limits::SECRET_LIMIT {
            return Some("you already have 5 secrets");
        }
        let def = self.card(card).def;
        if secrets.iter().any(|s| self.card(*s).def == def) {
            return Some("that secret is already in play");
        }
        None
    }
}
