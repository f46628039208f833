//! The attack sequence: declaration (with its triggers and possible cancellation), simultaneous
//! combat damage, weapon durability, then after-attack triggers.

use super::components::Tags;
use super::events::LogEvent;
use super::game::Game;
use super::schema::CardType;
use super::triggers::Happened;
use crate::engine::{EntityId, Zone};

impl Game {
    /// Resolves an attack (already validated).
    pub(super) fn attack(&mut self, attacker: EntityId, defender: EntityId) {
        let seat = self.card(attacker).controller;
        let is_hero = self.card(attacker).kind == CardType::Hero;
        self.emit(LogEvent::Attack { attacker, defender });
        self.phase(|game| {
            if is_hero {
                game.fire(Happened::HeroAttacks, seat, Some(attacker));
            }
        });
        let still_there = |game: &Game, id: EntityId| {
            game.card(id).zone == Zone::Play && !game.is_mortally_wounded(id)
        };
        if self.is_over() {
            return;
        }
        if !still_there(self, attacker) || !still_there(self, defender) {
            // Cancelled: no exhaustion, no durability lost.
            self.emit(LogEvent::AttackCancelled { attacker });
            return;
        }
        self.phase(|game| {
            game.stats_mut(attacker).attacks += 1;
            game.tags_mut(attacker).remove(Tags::STEALTH);
            let weapon = if is_hero {
                game.player(seat).weapon
            } else {
                None
            };
            let dealt = game.attack_of(attacker);
            let taken = game.attack_of(defender);
            let source = weapon.unwrap_or(attacker);
            game.deal_damage(source, defender, dealt);
            game.deal_damage(defender, attacker, taken);
            if let Some(weapon) = weapon {
                game.stats_mut(weapon).damage += 1;
                game.deaths_possible = true;
            }
        });
        if is_hero {
            self.phase(|game| game.fire(Happened::AfterHeroAttacks, seat, Some(attacker)));
        }
    }
}
