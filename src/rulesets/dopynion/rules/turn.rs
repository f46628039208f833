//! The turn's edges: its start (fresh resources, then the duration cards act) and clean-up.

use bevy::ecs::world::DeferredWorld;

use super::events::{CleanUp, TurnBegins};
use super::tableau::Tableau;
use crate::engine::Rule;
use crate::rulesets::dopynion::components::{EffectList, Phase};
use crate::rulesets::dopynion::events::LogEvent;
use crate::rulesets::dopynion::reads::Reads;
use crate::rulesets::dopynion::writes::Writes;

/// Resolves a `TurnBegins`.
impl Rule for TurnBegins {
    fn observe(&mut self, world: DeferredWorld) {
        let mut tableau = Tableau::of(world);
        let player = self.player;
        let turn = {
            let seat = tableau.seat_mut(player);
            seat.turns += 1;
            seat.turns
        };
        {
            let table = tableau.table_mut();
            table.turn += 1;
            table.active = player;
            table.phase = Phase::Action;
            table.actions = 1;
            table.buys = 1;
            table.coins = 0;
            table.bought = false;
        }
        tableau.emit(LogEvent::TurnStarted { player, turn });
        // Pushed in reverse so the card played first acts first.
        for at in (0..tableau.piles(player).in_play.len()).rev() {
            let card = tableau.piles(player).in_play[at];
            tableau.push_effects(player, card, EffectList::TurnStart);
        }
    }
}

/// Resolves a `CleanUp`.
impl Rule for CleanUp {
    fn observe(&mut self, world: DeferredWorld) {
        let mut tableau = Tableau::of(world);
        let player = self.player;
        let db = tableau.db().clone();
        let hand_size = db.rules().hand_size as usize;
        let piles = tableau.piles_mut(player);
        let discard = &mut piles.discard;
        piles.in_play.retain(|card| {
            let stays = db.get(*card).def.stays_in_play;
            if !stays {
                discard.push(*card);
            }
            stays
        });
        piles.discard.append(&mut piles.hand);
        tableau.draw(player, hand_size);
    }
}
