//! Cards moving onto the table and into the hand: drawing (fatigue on an empty deck, burning on a
//! full hand), cards given to the hand, entering the board, equipping a weapon.

use bevy::ecs::observer::On;

use super::events::{AddToHand, Draw, EnterBoard, Equip};
use super::table::Table;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::limits::{BOARD_LIMIT, HAND_LIMIT};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::{Writes, remove_id};

/// Resolves a `Draw`.
pub fn draw(mut event: On<Draw>, mut table: Table) {
    let Draw { seat, card, .. } = *event.event();
    event.event_mut().drawn = match card {
        Some(card) => table.draw_card(seat, card),
        None => table.draw(seat),
    };
}

/// Resolves an `AddToHand`.
pub fn add_to_hand(mut event: On<AddToHand>, mut table: Table) {
    let AddToHand { seat, card, .. } = *event.event();
    let added = table.player(seat).hand.len() < HAND_LIMIT;
    if added {
        table.card_mut(card).zone = Zone::Hand;
        table.player_mut(seat).hand.push(card);
        table.emit(LogEvent::Generated { player: seat, card });
    } else {
        table.burn(seat, card);
    }
    event.event_mut().added = added;
}

/// Resolves an `EnterBoard`.
pub fn enter_board(mut event: On<EnterBoard>, mut table: Table) {
    let EnterBoard {
        seat, card, slot, ..
    } = *event.event();
    event.event_mut().placed = table.enter_board(seat, card, slot);
}

/// Resolves an `Equip`: the old weapon is destroyed (it dies at the next death check).
pub fn equip(event: On<Equip>, mut table: Table) {
    let Equip { seat, weapon } = *event.event();
    if let Some(old) = table.player(seat).weapon {
        table.tags_mut(old).insert(Tags::TO_BE_DESTROYED);
        table.move_out_of_play(old, Zone::Graveyard);
        table.emit(LogEvent::Died { card: old });
    }
    {
        let state = table.card_mut(weapon);
        state.zone = Zone::Play;
        state.controller = seat;
    }
    table.stamp_play_order(weapon);
    table.player_mut(seat).weapon = Some(weapon);
    table.emit(LogEvent::Equipped {
        player: seat,
        weapon,
    });
}

impl Table<'_, '_> {
    /// Draws the top card of `seat`'s deck: fatigue when the deck is empty.
    fn draw(&mut self, seat: u8) -> Option<EntityId> {
        let Some(&card) = self.player(seat).deck.first() else {
            self.fatigue(seat);
            return None;
        };
        self.draw_card(seat, card)
    }

    /// Draws one given card of `seat`'s deck; burned when the hand is full.
    fn draw_card(&mut self, seat: u8, card: EntityId) -> Option<EntityId> {
        remove_id(&mut self.player_mut(seat).deck, card);
        // A card that casts itself when drawn never reaches the hand, full or not.
        if self.tags(card).contains(Tags::CASTS_WHEN_DRAWN) {
            self.card_mut(card).zone = Zone::SetAside;
            return Some(card);
        }
        if self.player(seat).hand.len() >= HAND_LIMIT {
            self.burn(seat, card);
            return None;
        }
        self.card_mut(card).zone = Zone::Hand;
        self.player_mut(seat).hand.push(card);
        self.emit(LogEvent::Drew { player: seat, card });
        Some(card)
    }

    fn fatigue(&mut self, seat: u8) {
        let damage = {
            let player = self.player_mut(seat);
            player.fatigue = player.fatigue.saturating_add(1);
            player.fatigue
        };
        self.emit(LogEvent::Fatigue {
            player: seat,
            damage,
        });
        let hero = self.player(seat).hero;
        // Fatigue ignores divine shield but not immunity.
        self.deal_damage(hero, hero, damage as i16);
    }

    /// Puts a minion or location onto `seat`'s board at `slot` (clamped). Returns false, changing
    /// nothing, when the board is full.
    fn enter_board(&mut self, seat: u8, card: EntityId, slot: usize) -> bool {
        let len = self.player(seat).board.len();
        if len >= BOARD_LIMIT {
            return false;
        }
        let slot = slot.min(len);
        {
            let state = self.card_mut(card);
            state.zone = Zone::Play;
            state.controller = seat;
        }
        self.player_mut(seat).board.insert(slot, card);
        if self.tags(card).contains(Tags::HAS_AURA) {
            self.player_mut(seat).auras += 1;
        }
        self.stamp_play_order(card);
        self.tags_mut(card).insert(Tags::EXHAUSTED);
        self.stats_mut(card).attacks = 0;
        self.emit(LogEvent::Summoned {
            player: seat,
            card,
            slot: slot as u8,
        });
        true
    }
}
