//! `Tableau`: what every dopynion rule observer works through. It reaches the lent ledger
//! (table, RNG, log, card set) and every player's seat and piles by seat number through the
//! engine's lend, and gives them the `Reads`/`Writes` face the action driver has.

use std::sync::Arc;

use bevy::ecs::world::DeferredWorld;

use crate::engine::{GameRng, LentCards};
use crate::rulesets::dopynion::components::{Piles, Player, Seat, Table};
use crate::rulesets::dopynion::db::CardDb;
use crate::rulesets::dopynion::events::LogEvent;
use crate::rulesets::dopynion::game::Ledger;
use crate::rulesets::dopynion::reads::Reads;
use crate::rulesets::dopynion::writes::Writes;

/// The rules world as an observer sees it.
pub struct Tableau<'w> {
    lent: LentCards<'w, Ledger, Seat, Piles, Player>,
}

impl<'w> Tableau<'w> {
    /// The rules world of the observer that runs now, with its lent ledger.
    #[inline]
    pub(super) fn of(world: DeferredWorld<'w>) -> Self {
        Tableau {
            lent: LentCards::of(world),
        }
    }

    /// A player's piles and the ledger together (drawing shuffles as it goes).
    pub(super) fn piles_and_rng(&mut self, player: u8) -> (&mut Piles, &mut Ledger) {
        let (ledger, players) = self.lent.parts_mut();
        let piles = players.b;
        (&mut piles[player as usize], ledger)
    }
}

impl Reads for Tableau<'_> {
    #[inline]
    fn table(&self) -> &Table {
        &self.lent.state().table
    }
    #[inline]
    fn piles(&self, player: u8) -> &Piles {
        let players = self.lent.cards();
        &players.b[player as usize]
    }
    #[inline]
    fn seat(&self, player: u8) -> &Seat {
        let players = self.lent.cards();
        &players.a[player as usize]
    }
    #[inline]
    fn db(&self) -> &Arc<CardDb> {
        &self.lent.state().db
    }
    #[inline]
    fn player_count(&self) -> u8 {
        self.lent.cards().a.len() as u8
    }
}

impl Writes for Tableau<'_> {
    #[inline]
    fn table_mut(&mut self) -> &mut Table {
        &mut self.lent.state_mut().table
    }
    #[inline]
    fn piles_mut(&mut self, player: u8) -> &mut Piles {
        self.piles_and_rng(player).0
    }
    #[inline]
    fn seat_mut(&mut self, player: u8) -> &mut Seat {
        let players = self.lent.cards_mut();
        &mut players.a[player as usize]
    }
    #[inline]
    fn rng(&mut self) -> &mut GameRng {
        &mut self.lent.state_mut().rng
    }
    #[inline]
    fn emit(&mut self, event: LogEvent) {
        self.lent.state_mut().log.push(event);
    }
}
