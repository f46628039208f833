//! Cards moving between the supply, the piles and the trash: drawing (reshuffling as needed),
//! gaining (the 4th Province's turn is noted), discarding or trashing from the hand, playing.

use bevy::ecs::world::DeferredWorld;

use super::events::{Away, CardPlayed, Drew, Gained, LeftHand};
use super::tableau::Tableau;
use crate::engine::Rule;
use crate::rulesets::dopynion::components::EffectList;
use crate::rulesets::dopynion::events::LogEvent;
use crate::rulesets::dopynion::game::TRACKED_ENDING_GAIN;
use crate::rulesets::dopynion::reads::Reads;
use crate::rulesets::dopynion::schema::GainTo;
use crate::rulesets::dopynion::writes::Writes;

/// Resolves a `Drew`.
impl Rule for Drew {
    fn observe(&mut self, world: DeferredWorld) {
        let mut tableau = Tableau::of(world);
        let Drew { player, count } = *self;
        tableau.draw(player, count);
    }
}

/// Resolves a `Gained`.
impl Rule for Gained {
    fn observe(&mut self, world: DeferredWorld) {
        let mut tableau = Tableau::of(world);
        let Gained {
            player, card, to, ..
        } = *self;
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
        self.gained = gained;
    }
}

/// Resolves a `LeftHand`.
impl Rule for LeftHand {
    fn observe(&mut self, world: DeferredWorld) {
        let mut tableau = Tableau::of(world);
        let LeftHand {
            player, card, to, ..
        } = *self;
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
        self.moved = moved;
    }
}

/// Resolves a `CardPlayed`.
impl Rule for CardPlayed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut tableau = Tableau::of(world);
        let CardPlayed { player, card } = *self;
        tableau.take_from_hand(player, card);
        tableau.piles_mut(player).in_play.push(card);
        tableau.emit(LogEvent::Played { player, card });
        tableau.push_effects(player, card, EffectList::Play);
    }
}

impl Tableau<'_> {
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
