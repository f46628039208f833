//! Choices a player makes in the middle of the rules: Discover offers up to three different cards
//! of the player's deck, and nothing else happens until the player picks one (a Choose action).

use super::components::PendingChoice;
use super::events::LogEvent;
use super::game::Game;
use super::schema::{CardType, Race};
use crate::engine::EntityId;

impl Game {
    /// Offers up to three deck cards of different card ids matching the filters, chosen at random.
    pub(super) fn offer_discover(
        &mut self,
        seat: u8,
        kind: Option<CardType>,
        race: Option<Race>,
        copy: bool,
    ) {
        let mut candidates: Vec<EntityId> = Vec::new();
        let mut seen: Vec<u16> = Vec::new();
        for &card in &self.player(seat).deck {
            let info = self.info(card);
            let fits = kind.is_none_or(|k| info.def.kind == k)
                && race.is_none_or(|r| info.races & r.bit() != 0);
            let def = self.card(card).def;
            if fits && !seen.contains(&def) {
                seen.push(def);
                candidates.push(card);
            }
        }
        let mut options = Vec::with_capacity(3);
        while options.len() < 3 && !candidates.is_empty() {
            let i = self.rng.below(candidates.len());
            options.push(candidates.swap_remove(i));
        }
        if options.is_empty() {
            return;
        }
        self.emit(LogEvent::Offered {
            player: seat,
            count: options.len() as u8,
        });
        self.state_mut().pending.push(PendingChoice {
            player: seat,
            options,
            copy,
        });
    }

    /// The choice waiting for an answer, if any.
    pub fn pending_choice(&self) -> Option<&PendingChoice> {
        self.state().pending.first()
    }

    /// Answers the oldest pending choice with option `index` (already validated).
    pub(super) fn choose(&mut self, index: usize) {
        let choice = self.state_mut().pending.remove(0);
        let card = choice.options[index];
        let seat = choice.player;
        self.emit(LogEvent::Chosen { player: seat, card });
        if choice.copy {
            let def = self.card(card).def;
            self.give_card(seat, def);
            return;
        }
        self.draw_card(seat, card);
    }
}
