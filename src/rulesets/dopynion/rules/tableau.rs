//! `Tableau`: the system parameter every dopynion rule observer takes. It reaches the seats and
//! the piles through a query, and the lent ledger (table, RNG, log, entity handles, card set)
//! as a resource, and gives them the `Reads`/`Writes` face the action driver has.

use std::sync::Arc;

use bevy::ecs::system::{Query, ResMut, SystemParam};

use crate::engine::{GameRng, StateSlot};
use crate::rulesets::dopynion::components::{Piles, Seat, Table};
use crate::rulesets::dopynion::db::CardDb;
use crate::rulesets::dopynion::events::LogEvent;
use crate::rulesets::dopynion::game::Ledger;
use crate::rulesets::dopynion::reads::Reads;
use crate::rulesets::dopynion::writes::Writes;

/// The rules world as an observer sees it.
#[derive(SystemParam)]
pub struct Tableau<'w, 's> {
    players: Query<'w, 's, (&'static mut Seat, &'static mut Piles)>,
    pub(super) ledger: ResMut<'w, StateSlot<Ledger>>,
}

impl Tableau<'_, '_> {
    /// A player's piles and the generator together (drawing shuffles as it goes).
    pub(super) fn piles_and_rng(&mut self, player: u8) -> (&mut Piles, &mut Ledger) {
        let ledger = self.ledger.get_mut();
        let entity = ledger.players[player as usize];
        let piles = self
            .players
            .get_mut(entity)
            .expect("a player entity")
            .1
            .into_inner();
        (piles, ledger)
    }
}

impl Reads for Tableau<'_, '_> {
    #[inline]
    fn table(&self) -> &Table {
        &self.ledger.get().table
    }
    #[inline]
    fn piles(&self, player: u8) -> &Piles {
        self.players
            .get(self.ledger.get().players[player as usize])
            .expect("a player entity")
            .1
    }
    #[inline]
    fn seat(&self, player: u8) -> &Seat {
        self.players
            .get(self.ledger.get().players[player as usize])
            .expect("a player entity")
            .0
    }
    #[inline]
    fn db(&self) -> &Arc<CardDb> {
        &self.ledger.get().db
    }
    #[inline]
    fn player_count(&self) -> u8 {
        self.ledger.get().players.len() as u8
    }
}

impl Writes for Tableau<'_, '_> {
    #[inline]
    fn table_mut(&mut self) -> &mut Table {
        &mut self.ledger.get_mut().table
    }
    #[inline]
    fn piles_mut(&mut self, player: u8) -> &mut Piles {
        self.piles_and_rng(player).0
    }
    #[inline]
    fn seat_mut(&mut self, player: u8) -> &mut Seat {
        let entity = self.ledger.get().players[player as usize];
        self.players
            .get_mut(entity)
            .expect("a player entity")
            .0
            .into_inner()
    }
    #[inline]
    fn rng(&mut self) -> &mut GameRng {
        &mut self.ledger.get_mut().rng
    }
    #[inline]
    fn emit(&mut self, event: LogEvent) {
        self.ledger.get_mut().log.push(event);
    }
}
