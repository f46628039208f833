//! Secrets: played face down into the secret zone (five at most, never two copies of one),
//! they fire on the opponent's turn only, revealing themselves before their effects resolve.

use super::components::Tags;
use super::events::LogEvent;
use super::game::Game;
use super::primitives::remove_id;
use crate::engine::{EntityId, Zone};

/// Secrets a player may have in play at once.
pub const SECRET_LIMIT: usize = 5;

impl Game {
    /// Why `seat` cannot put the secret `card` into play now, if it cannot: five already, or a
    /// copy of the same secret already there.
    pub(super) fn secret_problem(&self, seat: u8, card: EntityId) -> Option<&'static str> {
        let secrets = &self.player(seat).secrets;
        if secrets.len() >= SECRET_LIMIT {
            return Some("you already have 5 secrets");
        }
        let def = self.card(card).def;
        if secrets.iter().any(|s| self.card(*s).def == def) {
            return Some("that secret is already in play");
        }
        None
    }

    /// Puts a secret card into `seat`'s secret zone (the limits were checked by the caller:
    /// `secret_problem`).
    pub(super) fn put_secret(&mut self, seat: u8, card: EntityId) {
        {
            let mut state = self.card_mut(card);
            state.zone = Zone::Secret;
            state.controller = seat;
        }
        self.stamp_play_order(card);
        self.player_mut(seat).secrets.push(card);
        self.emit(LogEvent::SecretPlaced { player: seat, card });
    }

    /// A secret fires: it leaves the secret zone for the graveyard, revealed in the log.
    pub(super) fn reveal_secret(&mut self, card: EntityId) {
        let seat = self.card(card).controller;
        remove_id(&mut self.player_mut(seat).secrets, card);
        self.send_to_graveyard(card);
        let def = self.card(card).def;
        self.emit(LogEvent::SecretRevealed {
            player: seat,
            card,
            def,
        });
    }

    /// Mad Scientist: a random secret of `seat`'s deck that may go into play now goes there.
    pub(super) fn put_secret_from_deck(&mut self, seat: u8) {
        let candidates: Vec<EntityId> = self
            .player(seat)
            .deck
            .iter()
            .copied()
            .filter(|c| self.info(*c).def.secret && self.secret_problem(seat, *c).is_none())
            .collect();
        if candidates.is_empty() {
            return;
        }
        let card = candidates[self.rng.below(candidates.len())];
        remove_id(&mut self.player_mut(seat).deck, card);
        self.put_secret(seat, card);
    }

    /// Counterspell: the spell being cast resolves nothing.
    pub(super) fn counter(&mut self, spell: EntityId) {
        self.tags_mut(spell).insert(Tags::COUNTERED);
        self.emit(LogEvent::Countered { card: spell });
    }
}
