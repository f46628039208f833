//! Secrets: played face down into the secret zone (five at most, never two copies of one),
//! they fire on the opponent's turn only, revealing themselves before their effects resolve.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;
use crate::rulesets::hearth::state::writes::remove_id;

impl Resolver<'_> {
    /// Puts a secret card into `seat`'s secret zone (the limits were checked by the caller:
    /// `secret_problem`).
    pub(in crate::rulesets::hearth) fn put_secret(&mut self, seat: u8, card: EntityId) {
        {
            let state = self.card_mut(card);
            state.zone = Zone::Secret;
            state.controller = seat;
        }
        self.stamp_play_order(card);
        self.player_mut(seat).secrets.push(card);
        self.emit(LogEvent::SecretPlaced { player: seat, card });
    }

    /// A secret fires: it leaves the secret zone for the graveyard, revealed in the log.
    pub(in crate::rulesets::hearth) fn reveal_secret(&mut self, card: EntityId) {
        let seat = self.card(card).controller;
        remove_id(&mut self.player_mut(seat).secrets, card);
        self.send_to_graveyard(card);
        let def = self.card(card).def;
        self.emit(LogEvent::SecretRevealed {
            player: seat,
            card,
            def,
        });
        self.fire(
            crate::rulesets::hearth::state::writes::Happened::SecretRevealed,
            seat,
            Some(card),
        );
    }

    /// A secret is destroyed without firing (Flare, SI:7 Infiltrator): to the graveyard, revealed.
    pub(in crate::rulesets::hearth) fn destroy_secret(&mut self, card: EntityId) {
        let seat = self.card(card).controller;
        if !remove_id(&mut self.player_mut(seat).secrets, card) {
            return;
        }
        self.send_to_graveyard(card);
        let def = self.card(card).def;
        self.emit(LogEvent::SecretDestroyed {
            player: seat,
            card,
            def,
        });
    }

    /// Mad Scientist: a random secret of `seat`'s deck that may go into play now goes there.
    pub(in crate::rulesets::hearth) fn put_secret_from_deck(&mut self, seat: u8) {
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
        let card = candidates[self.rng().below(candidates.len())];
        remove_id(&mut self.player_mut(seat).deck, card);
        self.put_secret(seat, card);
    }

    /// Counterspell: the spell being cast resolves nothing.
    pub(in crate::rulesets::hearth) fn counter(&mut self, spell: EntityId) {
        self.tags_mut(spell).insert(Tags::COUNTERED);
        self.emit(LogEvent::Countered { card: spell });
    }
}
