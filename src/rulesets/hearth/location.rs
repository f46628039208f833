//! Locations (6.3): board entities that share the seven slots with minions, are neither characters
//! nor attackable, and are used like a hero power: their effect, one durability, then a cooldown
//! until their owner's next turn. At 0 durability they are destroyed.

use super::components::Tags;
use super::events::LogEvent;
use super::game::Game;
use super::reads::Reads;
use super::resolver::Resolver;
use super::schema::CardType;
use super::targeting::TargetSource;
use super::targeting::Targeting;
use super::writes::Writes;
use crate::engine::{EntityId, Zone};

impl Game {
    /// Why the active player cannot use `location` now, if they cannot.
    pub(super) fn location_problem(&self, location: EntityId) -> Option<String> {
        let card = self.card(location);
        if card.kind != CardType::Location || card.zone != Zone::Play {
            return Some("that is not a location in play".into());
        }
        if card.controller != self.active() {
            return Some("that location is not yours".into());
        }
        if self.tags(location).contains(Tags::COOLDOWN) {
            return Some("the location is on cooldown until your next turn".into());
        }
        if let Some(rule) = &self.info(location).def.target
            && rule.required
            && self
                .valid_targets(card.controller, TargetSource::Battlecry, rule)
                .is_empty()
        {
            return Some(format!(
                "{} has no valid target",
                self.info(location).def.name
            ));
        }
        None
    }
}

impl Resolver<'_> {
    /// Uses a location (already validated): its effects, one durability, the cooldown.
    pub(super) fn use_location(&mut self, location: EntityId, target: Option<EntityId>) {
        let seat = self.active();
        let db = self.db().clone();
        let info = db.get(self.card(location).def);
        self.emit(LogEvent::LocationUsed { location, target });
        let ctx = super::effects::Ctx {
            target,
            ..super::effects::Ctx::of(location, seat)
        };
        self.phase(|game| {
            game.run_effects(&info.def.play, &ctx);
            game.stats_mut(location).damage += 1;
            game.tags_mut(location).insert(Tags::COOLDOWN);
            game.resolution().deaths_possible = true;
        });
    }

    /// Start of `seat`'s turn: its locations are ready again.
    pub(super) fn refresh_locations(&mut self, seat: u8) {
        for i in 0..self.player(seat).board.len() {
            let id = self.player(seat).board[i];
            if self.card(id).kind == CardType::Location {
                self.tags_mut(id).remove(Tags::COOLDOWN);
            }
        }
    }

    /// Puts a location onto `seat`'s board (it may be used at once); false, changing nothing,
    /// when the board is full.
    pub(super) fn place_location(&mut self, seat: u8, location: EntityId, slot: usize) -> bool {
        let placed = self.enter_board(seat, location, slot);
        if placed {
            self.tags_mut(location).remove(Tags::EXHAUSTED);
        }
        placed
    }
}
