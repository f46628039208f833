//! Cards moving between the supply, the piles and the trash: drawing (reshuffling as needed),
//! gaining (the 4th Province's turn is noted), discarding or trashing from the hand, playing.

use bevy::ecs::observer::On;

use super::events::{Away, CardPlayed, Drew, Gained, LeftHand};
use super::tableau::Tableau;
use crate::rulesets::dopynion::components::EffectList;
use crate::rulesets::dopynion::events::LogEvent;
use crate::rulesets::dopynion::game::TRACKED_ENDING_GAIN;
use crate::rulesets::dopynion::reads::Reads;
use crate::rulesets::dopynion::schema::GainTo;
use crate::rulesets::dopynion::writes::Writes;

/// Resolves a `Drew`.
pub fn draw(event: On<Drew>, mut tableau: Tableau) {
    let Drew { player, count } = *event.event();
    tableau.draw(player, count);
}

/// Resolves a `Gained`.
pub fn gain(mut event: On<Gained>, mut tableau: Tableau) {
    let Gained {
        player, card, to, ..
    } = *event.event();
    let ending = tableau.db().rules().ending_pile;
    let gained = {
        let table = tableau.table_mut();
        match table.supply.iter_mut().find(|p| p.card == card) {
            Some(pile) if pile.count > 0 => {
                pile.count -= 1;
                true
            }
            _ => false,
        }
    };
    if gained {
        let piles = tableau.piles_mut(player);
        match to {
            GainTo::Discard => piles.discard.push(card),
            GainTo::DeckTop => piles.deck.push(card),
            GainTo::Hand => piles.hand.push(card),
        }
        tableau.emit(LogEvent::Gained { player, card, to });
        if card == ending {
            let seat = tableau.seat_mut(player);
            seat.ending_gains += 1;
            if seat.ending_gains == TRACKED_ENDING_GAIN {
                seat.fourth_ending_turn = Some(seat.turns);
            }
        }
    }
    event.event_mut().gained = gained;
}

/// Resolves a `LeftHand`.
pub fn leave_hand(mut event: On<LeftHand>, mut tableau: Tableau) {
    let LeftHand {
        player, card, to, ..
    } = *event.event();
    let moved = tableau.take_from_hand(player, card);
    if moved {
        match to {
            Away::Discard => {
                tableau.piles_mut(player).discard.push(card);
                tableau.emit(LogEvent::Discarded { player, card });
            }
            Away::Trash => {
                tableau.table_mut().trash.push(card);
                tableau.emit(LogEvent::Trashed { player, card });
            }
        }
    }
    event.event_mut().moved = moved;
}

/// Resolves a `CardPlayed`.
pub fn play(event: On<CardPlayed>, mut tableau: Tableau) {
    let CardPlayed { player, card } = *event.event();
    tableau.take_from_hand(player, card);
    tableau.piles_mut(player).in_play.push(card);
    tableau.emit(LogEvent::Played { player, card });
    tableau.push_effects(player, card, EffectList::Play);
}

impl Tableau<'_, '_> {
    /// Draws up to `count` cards; stops when deck and discard are both empty. One component
    /// access for the whole draw: this is the rules' hottest path.
    pub(super) fn draw(&mut self, player: u8, count: usize) {
        let (piles, ledger) = self.piles_and_rng(player);
        for _ in 0..count {
            if piles.deck.is_empty() {
                if piles.discard.is_empty() {
                    return;
                }
                std::mem::swap(&mut piles.deck, &mut piles.discard);
                ledger.rng.shuffle(&mut piles.deck);
                ledger.log.push(LogEvent::Shuffled { player });
            }
            let card = piles.deck.pop().expect("refilled above");
            piles.hand.push(card);
            ledger.log.push(LogEvent::Drew { player, card });
        }
    }
}
