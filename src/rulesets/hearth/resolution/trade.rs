//! Tradeable: a card with the keyword may, instead of being played, be traded from the hand: its
//! owner pays 1 Mana, shuffles it into the deck and draws a card. Trading is not playing: it
//! counts for no Combo, wakes no "when you play a card", and is open whatever the board holds.

use super::actions::Action;
use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::Game;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

/// What trading a card costs, in Mana.
pub const TRADE_COST: u8 = 1;

impl Game {
    /// Why `card` cannot be traded now, if it cannot (`check` and `legal_trades` agree on it).
    pub(in crate::rulesets::hearth) fn trade_problem(&self, card: EntityId) -> Option<String> {
        let seat = self.active();
        let state = self.card(card);
        if state.zone != Zone::Hand || state.controller != seat {
            return Some("that card is not in your hand".into());
        }
        if !self.tags(card).contains(Tags::TRADEABLE) {
            return Some(format!("{} is not Tradeable", self.info(card).def.name));
        }
        let mana = self.player(seat).mana;
        if mana < TRADE_COST {
            return Some(format!(
                "not enough mana: trading costs {TRADE_COST}, you have {mana}"
            ));
        }
        None
    }

    /// One `Trade` per Tradeable card in `seat`'s hand, while it has the Mana.
    pub(in crate::rulesets::hearth) fn legal_trades(&self, seat: u8, out: &mut Vec<Action>) {
        let player = self.player(seat);
        if player.mana < TRADE_COST || !self.state().seen.contains(Tags::TRADEABLE) {
            return;
        }
        for &card in &player.hand {
            if self.tags(card).contains(Tags::TRADEABLE) {
                out.push(Action::Trade { card });
            }
        }
    }
}

impl Resolver<'_> {
    /// Trades `card` (already validated): 1 Mana, into the deck at a random place (reset to its
    /// printed self, as every card going back from the hand is), then a draw.
    pub(in crate::rulesets::hearth) fn trade(&mut self, card: EntityId) {
        let seat = self.active();
        self.player_mut(seat).mana -= TRADE_COST;
        self.take_from_hand(seat, card);
        self.reset_to_base(card);
        self.card_mut(card).zone = Zone::Deck;
        let place = {
            let len = self.player(seat).deck.len();
            self.rng().below(len + 1)
        };
        self.player_mut(seat).deck.insert(place, card);
        self.emit(LogEvent::Traded { player: seat, card });
        self.phase(|game| {
            game.draw(seat);
        });
    }
}
