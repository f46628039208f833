//! `Resolver`: the exclusive side of the dopynion rules. The action driver (`resolve`) works
//! through this view of the rules world: it runs the resolution stack (card effects), moves the turn on, and
//! triggers the rules events whose observers do the atomic steps (draws, gains, discards and
//! trashing from the hand, plays, a turn's start and clean-up).

use std::sync::Arc;

use bevy::ecs::component::Component;
use bevy::ecs::entity::Entity;
use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::world::World;

use super::components::{Piles, Seat, Table};
use super::db::CardDb;
use super::events::LogEvent;
use super::game::{EventKeys, HoldsWorld, Keys, Ledger};
use super::rules::events::{Away, CardPlayed, CleanUp, Drew, Gained, LeftHand, TurnBegins};
use super::schema::{Card, GainTo};
use super::writes::Writes;
use crate::engine::lending::SlotCache;
use crate::engine::{ComponentKey, FixedEventKey, GameRng};

/// Exclusive access to one dopynion rules world.
pub struct Resolver<'w> {
    world: &'w mut World,
    keys: Keys,
    /// The ledger, lent to this resolver by the game and lent on to the world while observers
    /// run (None only then).
    ledger: Option<Box<Ledger>>,
    /// Where the ledger goes back to when the resolver is dropped: the game's field.
    home: &'w mut Option<Box<Ledger>>,
    db: Arc<CardDb>,
    /// The world's ledger slot, found on the first event.
    slot: SlotCache<Ledger>,
}

impl Drop for Resolver<'_> {
    fn drop(&mut self) {
        *self.home = self.ledger.take();
    }
}

impl HoldsWorld for Resolver<'_> {
    #[inline]
    fn world(&self) -> &World {
        self.world
    }
    #[inline]
    fn keys(&self) -> &Keys {
        &self.keys
    }
    #[inline]
    fn ledger(&self) -> &Ledger {
        self.ledger.as_deref().expect("a resolver holds the ledger")
    }
    #[inline]
    fn cards(&self) -> &Arc<CardDb> {
        &self.db
    }
}

impl<'w> Resolver<'w> {
    /// A resolver over a game's `world`, borrowing the game's ledger for its life.
    pub(super) fn lent(
        world: &'w mut World,
        keys: Keys,
        home: &'w mut Option<Box<Ledger>>,
        db: Arc<CardDb>,
    ) -> Self {
        let ledger = home.take();
        Self {
            world,
            keys,
            ledger,
            home,
            db,
            // SAFETY: a resolution triggers rules events and changes components; it never
            // removes, re-inserts or reshapes the world's ledger slot.
            slot: unsafe { SlotCache::new(keys.slot) },
        }
    }

    #[inline]
    fn ledger_mut(&mut self) -> &mut Ledger {
        self.ledger
            .as_deref_mut()
            .expect("a resolver holds the ledger")
    }

    #[inline]
    fn write<T: Component>(&mut self, key: ComponentKey<T>, entity: Entity) -> &mut T {
        key.write(self.world, entity)
            .expect("a rules entity")
            .into_inner()
    }

    /// Triggers a rules event through its key: its observer resolves it at once, and the event
    /// comes back with the observer's answer filled in.
    #[inline]
    fn trigger<E: for<'a> Event<Trigger<'a> = GlobalTrigger>>(
        &mut self,
        key: impl FnOnce(&EventKeys) -> FixedEventKey<E>,
        event: &mut E,
    ) {
        let key = key(&self.keys.events);
        self.slot.trigger(self.world, &mut self.ledger, key, event);
    }

    /// Draws up to `count` cards.
    pub(super) fn draw(&mut self, player: u8, count: usize) {
        self.trigger(|keys| keys.drew, &mut Drew { player, count });
    }

    /// Gains `card` from the supply if its pile has one left. Returns whether it did.
    pub(super) fn gain(&mut self, player: u8, card: Card, to: GainTo) -> bool {
        let mut event = Gained {
            player,
            card,
            to,
            gained: false,
        };
        self.trigger(|keys| keys.gained, &mut event);
        event.gained
    }

    /// Moves one `card` from hand to the discard pile or the trash. Returns whether the hand had
    /// one.
    fn leave_hand(&mut self, player: u8, card: Card, to: Away) -> bool {
        let mut event = LeftHand {
            player,
            card,
            to,
            moved: false,
        };
        self.trigger(|keys| keys.left_hand, &mut event);
        event.moved
    }

    /// Moves one `card` from hand to the discard pile.
    pub(super) fn discard_from_hand(&mut self, player: u8, card: Card) -> bool {
        self.leave_hand(player, card, Away::Discard)
    }

    /// Moves one `card` from hand to the trash.
    pub(super) fn trash_from_hand(&mut self, player: u8, card: Card) -> bool {
        self.leave_hand(player, card, Away::Trash)
    }

    /// `player` plays `card` from the hand.
    pub(super) fn play(&mut self, player: u8, card: Card) {
        self.trigger(|keys| keys.played, &mut CardPlayed { player, card });
    }

    /// Starts `player`'s turn.
    pub(super) fn start_turn(&mut self, player: u8) {
        self.trigger(|keys| keys.turn_begins, &mut TurnBegins { player });
    }

    /// `player` cleans up and draws a new hand.
    pub(super) fn clean_up(&mut self, player: u8) {
        self.trigger(|keys| keys.clean_up, &mut CleanUp { player });
    }
}

impl Writes for Resolver<'_> {
    #[inline]
    fn table_mut(&mut self) -> &mut Table {
        &mut self.ledger_mut().table
    }
    #[inline]
    fn piles_mut(&mut self, player: u8) -> &mut Piles {
        let entity = self.ledger().players[player as usize];
        self.write(self.keys.piles, entity)
    }
    #[inline]
    fn seat_mut(&mut self, player: u8) -> &mut Seat {
        let entity = self.ledger().players[player as usize];
        self.write(self.keys.seat, entity)
    }
    #[inline]
    fn rng(&mut self) -> &mut GameRng {
        &mut self.ledger_mut().rng
    }
    #[inline]
    fn emit(&mut self, event: LogEvent) {
        self.ledger_mut().log.push(event);
    }
}
