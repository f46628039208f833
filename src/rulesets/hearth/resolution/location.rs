//! Locations (6.3): board entities that share the seven slots with minions, are neither characters
//! nor attackable, and are used like a hero power: their effect, one durability, then a cooldown
//! until their owner's next turn. At 0 durability they are destroyed.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CardType;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::Game;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::TargetSource;
use crate::rulesets::hearth::state::targeting::Targeting;
use crate::rulesets::hearth::state::writes::Writes;

impl Game {
    /// Why the active player cannot use `location` now, if they cannot.
    pub(in crate::rulesets::hearth) fn location_problem(
        &self,
        location: EntityId,
    ) -> Option<String> {
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
    pub(in crate::rulesets::hearth) fn use_location(
        &mut self,
        location: EntityId,
        target: Option<EntityId>,
    ) {
        let seat = self.active();
        let db = self.db().clone();
        let info = db.get(self.card(location).def);
        self.emit(LogEvent::LocationUsed { location, target });
        let ctx = crate::rulesets::hearth::state::amounts::Ctx {
            target,
            ..crate::rulesets::hearth::state::amounts::Ctx::of(location, seat)
        };
        self.phase(|game| {
            game.run_effects(&info.def.play, &ctx);
            game.stats_mut(location).damage += 1;
            game.tags_mut(location).insert(Tags::COOLDOWN);
            game.resolution().deaths_possible = true;
        });
    }

    /// Start of `seat`'s turn: its locations are ready again.
    pub(in crate::rulesets::hearth) fn refresh_locations(&mut self, seat: u8) {
        for i in 0..self.player(seat).board.len() {
            let id = self.player(seat).board[i];
            if self.card(id).kind == CardType::Location {
                self.tags_mut(id).remove(Tags::COOLDOWN);
            }
        }
    }

    /// Puts a location onto `seat`'s board (it may be used at once); false, changing nothing,
    /// when the board is full.
    pub(in crate::rulesets::hearth) fn place_location(
        &mut self,
        seat: u8,
        location: EntityId,
        slot: usize,
    ) -> bool {
        let placed = self.enter_board(seat, location, slot);
        if placed {
            self.tags_mut(location).remove(Tags::EXHAUSTED);
        }
        placed
    }
}
