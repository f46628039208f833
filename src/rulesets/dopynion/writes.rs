//! `Writes`: the changes both sides of the dopynion rules make (the action driver and the
//! observers): taking the top card (reshuffling the discard pile when the deck runs out), taking
//! a card out of the hand, revealing and discarding revealed cards, and pushing a card's effects.

use super::components::{EffectAt, EffectList, NO_INNER, Piles, Seat, Table, Work};
use super::events::LogEvent;
use super::reads::Reads;
use super::schema::{Card, CardDef, Effect};
use crate::engine::GameRng;

/// Write access to a dopynion rules world.
pub trait Writes: Reads {
    /// The table, to change.
    fn table_mut(&mut self) -> &mut Table;
    /// A player's piles, to change.
    fn piles_mut(&mut self, player: u8) -> &mut Piles;
    /// A player's seat, to change.
    fn seat_mut(&mut self, player: u8) -> &mut Seat;
    /// The game's generator.
    fn rng(&mut self) -> &mut GameRng;
    /// Appends to the log.
    fn emit(&mut self, event: LogEvent);

    /// Takes the top card of a player's deck, shuffling the discard pile into a new deck first when
    /// the deck is empty. `None` when both are empty.
    fn take_top(&mut self, player: u8) -> Option<Card> {
        if self.piles(player).deck.is_empty() {
            if self.piles(player).discard.is_empty() {
                return None;
            }
            let piles = self.piles_mut(player);
            std::mem::swap(&mut piles.deck, &mut piles.discard);
            let mut deck = std::mem::take(&mut piles.deck);
            self.rng().shuffle(&mut deck);
            self.piles_mut(player).deck = deck;
            self.emit(LogEvent::Shuffled { player });
        }
        self.piles_mut(player).deck.pop()
    }

    /// Takes one `card` out of the player's hand. Returns whether the hand had one.
    fn take_from_hand(&mut self, player: u8, card: Card) -> bool {
        let piles = self.piles_mut(player);
        let Some(at) = piles.hand.iter().position(|c| *c == card) else {
            return false;
        };
        piles.hand.remove(at);
        true
    }

    /// Puts revealed cards into the discard pile, logging each.
    fn discard_revealed(&mut self, player: u8, cards: &[Card]) {
        self.piles_mut(player).discard.extend_from_slice(cards);
        for &card in cards {
            self.emit(LogEvent::Discarded { player, card });
        }
    }

    /// Takes and reveals up to `count` cards from the top of the deck.
    fn reveal_top(&mut self, player: u8, count: usize) -> Vec<Card> {
        let mut revealed = Vec::with_capacity(count);
        for _ in 0..count {
            let Some(card) = self.take_top(player) else {
                break;
            };
            self.emit(LogEvent::Revealed { player, card });
            revealed.push(card);
        }
        revealed
    }

    /// Pushes the first effect of a card's list for `player`, if the list has any.
    fn push_effects(&mut self, player: u8, card: Card, list: EffectList) {
        if !list_of(&self.card(card).def, list).is_empty() {
            let at = EffectAt {
                card,
                list,
                outer: 0,
                inner: NO_INNER,
            };
            self.table_mut().stack.push(Work::Effect { player, at });
        }
    }
}

/// The effect list `list` of a card.
pub(super) fn list_of(def: &CardDef, list: EffectList) -> &[Effect] {
    match list {
        EffectList::Play => &def.effects,
        EffectList::Buy => &def.on_buy,
        EffectList::TurnStart => &def.at_turn_start,
    }
}
