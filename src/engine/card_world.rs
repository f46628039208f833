//! `CardWorld`: one rules world as the engine owns it. A Bevy `World` whose cards are one entity
//! each, carrying three components, spawned into one table in slot order; the rule observers
//! installed when it is made; and the rules state lent to those observers while they run. It is
//! the only place the rules reach a world's storage by pointer: a ruleset reads and writes its
//! cards as slices by slot and finds its lent state through `Lent`, all of it safe code.
//!
//! Why pointers at all: looking a column up through the world's storages costs about 35
//! instructions, and rules, legal actions and checks read cards hundreds of times a game. The
//! pointers to the card table's three columns are taken when the cards are spawned, and stay
//! right because every structural change to the world goes through this type (`spawn_cards`,
//! `restructure`), which takes them again: the world itself is never handed out as `&mut World`,
//! and observers only ever see it as a `DeferredWorld`, which cannot spawn, despawn or move an
//! entity.

use std::any::TypeId;
use std::cell::Cell;
use std::marker::PhantomData;
use std::ptr::NonNull;

use bevy::ecs::component::{Component, Mutable};
use bevy::ecs::entity::Entity;
use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::world::{DeferredWorld, World, WorldId};

use super::{ComponentKey, FixedEventKey, dense_table};

/// What a card component must be to live in a card world's columns: a mutable component (rules
/// change cards in place).
pub trait CardPart: Component<Mutability = Mutable> {}

impl<T: Component<Mutability = Mutable>> CardPart for T {}

/// The first rows of the card table's three columns and how many rows they hold, type-erased so
/// that a lend can carry them through one thread-local slot.
#[derive(Debug, Clone, Copy)]
struct Columns {
    a: NonNull<u8>,
    b: NonNull<u8>,
    c: NonNull<u8>,
    len: usize,
}

impl Columns {
    /// No rows (a world without cards).
    fn empty() -> Self {
        Columns {
            a: NonNull::dangling(),
            b: NonNull::dangling(),
            c: NonNull::dangling(),
            len: 0,
        }
    }
}

/// Every card's three components, by slot.
#[derive(Debug)]
pub struct Cards<'a, A, B, C> {
    /// The first component of every card.
    pub a: &'a [A],
    /// The second.
    pub b: &'a [B],
    /// The third.
    pub c: &'a [C],
}

// By hand: a derive would ask the components to be `Copy`, and the slices are whatever they hold.
impl<A, B, C> Clone for Cards<'_, A, B, C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A, B, C> Copy for Cards<'_, A, B, C> {}

/// Every card's three components, by slot, to change.
#[derive(Debug)]
pub struct CardsMut<'a, A, B, C> {
    /// The first component of every card.
    pub a: &'a mut [A],
    /// The second.
    pub b: &'a mut [B],
    /// The third.
    pub c: &'a mut [C],
}

/// A rules world whose cards are entities with components `A`, `B` and `C`, one table in slot
/// order. See the module note for why it owns its world.
pub struct CardWorld<A, B, C> {
    world: World,
    keys: (ComponentKey<A>, ComponentKey<B>, ComponentKey<C>),
    /// The card entities, by slot.
    cards: Vec<Entity>,
    /// That table's columns, found after the last structural change.
    columns: Columns,
}

// SAFETY: the column pointers lead into the heap storage of `world`, which this value owns and
// which moves (to another thread too) together with it; they are followed only through this
// value's `&self`/`&mut self` or a `Lent` of a lend it made, so sending the whole is sending a
// `World` (which is `Send`).
unsafe impl<A: CardPart, B: CardPart, C: CardPart> Send for CardWorld<A, B, C> {}
// SAFETY: as for `Send`; through `&self` the pointers are only read from.
unsafe impl<A: CardPart, B: CardPart, C: CardPart> Sync for CardWorld<A, B, C> {}

impl<A: CardPart, B: CardPart, C: CardPart> CardWorld<A, B, C> {
    /// A world with no cards and the rules `install` adds (a rules world installs its observers
    /// once, here).
    pub fn new(install: impl FnOnce(&mut World)) -> Self {
        let mut world = World::new();
        install(&mut world);
        let keys = (
            ComponentKey::register(&mut world),
            ComponentKey::register(&mut world),
            ComponentKey::register(&mut world),
        );
        CardWorld {
            world,
            keys,
            cards: Vec::new(),
            columns: Columns::empty(),
        }
    }

    /// Spawns one card entity per item, after the cards there are (slots go on counting).
    pub fn spawn_cards(&mut self, cards: impl IntoIterator<Item = (A, B, C)>) {
        self.cards.extend(self.world.spawn_batch(cards));
        self.find_columns();
    }

    /// Despawns the cards from slot `len` on, last first (a table seating fewer players).
    pub fn despawn_cards_from(&mut self, len: usize) {
        if len >= self.cards.len() {
            return;
        }
        for entity in self.cards.drain(len..).rev() {
            self.world.despawn(entity);
        }
        self.find_columns();
    }

    /// Changes the world's structure (spawning or despawning what is not a card, inserting a
    /// resource...); the card columns are found again afterwards.
    pub fn restructure<T>(&mut self, change: impl FnOnce(&mut World, &[Entity]) -> T) -> T {
        let out = change(&mut self.world, &self.cards);
        self.find_columns();
        out
    }

    /// Finds the card table and its columns again (after a structural change).
    fn find_columns(&mut self) {
        if self.cards.is_empty() {
            self.columns = Columns::empty();
            return;
        }
        let table = dense_table(&self.world, &self.cards)
            .expect("card entities fill one table in slot order (rules never move a card)");
        let (ka, kb, kc) = self.keys;
        let missing = "every card carries the card world's three components";
        let a = ka.column_mut(&mut self.world, table).expect(missing);
        let len = a.len();
        let a = NonNull::from(a).cast::<u8>();
        let b = kb.column_mut(&mut self.world, table).expect(missing);
        let b = NonNull::from(b).cast::<u8>();
        let c = kc.column_mut(&mut self.world, table).expect(missing);
        let c = NonNull::from(c).cast::<u8>();
        assert_eq!(
            len,
            self.cards.len(),
            "the card table holds the cards alone"
        );
        self.columns = Columns { a, b, c, len };
    }

    /// The card entities, by slot.
    #[inline]
    pub fn entities(&self) -> &[Entity] {
        &self.cards
    }

    /// How many cards the world holds.
    #[inline]
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the world holds no card.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The world, to read.
    #[inline]
    pub fn world(&self) -> &World {
        &self.world
    }

    /// The card components' keys in this world.
    #[inline]
    pub fn keys(&self) -> (ComponentKey<A>, ComponentKey<B>, ComponentKey<C>) {
        self.keys
    }

    /// Every card's components, by slot.
    #[inline]
    pub fn cards(&self) -> Cards<'_, A, B, C> {
        // SAFETY: `columns` were found after the last structural change (`find_columns` follows
        // `spawn_cards` and `restructure`, the only paths to a `&mut World`), so they point to
        // the card table's columns of `A`, `B` and `C`, `len` rows each; `&self` keeps every
        // writer away while the slices live.
        unsafe { read_columns(self.columns) }
    }

    /// Every card's components, by slot, to change.
    #[inline]
    pub fn cards_mut(&mut self) -> CardsMut<'_, A, B, C> {
        // SAFETY: as in `cards`; `&mut self` makes these the only references to the columns,
        // and the three columns are distinct allocations.
        unsafe { write_columns(self.columns) }
    }

    /// Triggers `event` through `key` with `state` lent to the rules: every observer it sets off
    /// (and every event they trigger in turn) finds `state` and the cards through `Lent::of`.
    /// The world is a `DeferredWorld` meanwhile: nothing structural happens during a lend.
    #[inline]
    pub fn trigger<S: 'static, E: for<'e> Event<Trigger<'e> = GlobalTrigger>>(
        &mut self,
        state: &mut S,
        key: FixedEventKey<E>,
        event: &mut E,
    ) {
        self.lend(state, |mut world| key.trigger_within(&mut world, event));
    }

    /// Runs `run` with `state` lent to the rules of this world (see `trigger`), and takes it back
    /// when `run` returns or unwinds.
    #[inline]
    pub fn lend<S: 'static, T>(
        &mut self,
        state: &mut S,
        run: impl FnOnce(DeferredWorld<'_>) -> T,
    ) -> T {
        let record = Record {
            world: self.world.id(),
            kind: TypeId::of::<(S, A, B, C)>(),
            state: NonNull::from(state).cast(),
            columns: self.columns,
        };
        // Observers find the record where it lies: only its address travels through the slot.
        let _restore = Restore(LENT.replace(Some(NonNull::from(&record))));
        run(DeferredWorld::from(&mut self.world))
    }
}

/// # Safety
/// `columns` point to live columns of `A`, `B` and `C`, `len` rows each, that nothing writes
/// while the returned slices live.
#[inline]
unsafe fn read_columns<'a, A, B, C>(columns: Columns) -> Cards<'a, A, B, C> {
    let len = columns.len;
    // SAFETY: the caller's promise.
    unsafe {
        Cards {
            a: std::slice::from_raw_parts(columns.a.cast::<A>().as_ptr(), len),
            b: std::slice::from_raw_parts(columns.b.cast::<B>().as_ptr(), len),
            c: std::slice::from_raw_parts(columns.c.cast::<C>().as_ptr(), len),
        }
    }
}

/// # Safety
/// As for `read_columns`, and nothing else reads or writes the columns while the slices live.
#[inline]
unsafe fn write_columns<'a, A, B, C>(columns: Columns) -> CardsMut<'a, A, B, C> {
    let len = columns.len;
    // SAFETY: the caller's promise; the three columns are distinct allocations.
    unsafe {
        CardsMut {
            a: std::slice::from_raw_parts_mut(columns.a.cast::<A>().as_ptr(), len),
            b: std::slice::from_raw_parts_mut(columns.b.cast::<B>().as_ptr(), len),
            c: std::slice::from_raw_parts_mut(columns.c.cast::<C>().as_ptr(), len),
        }
    }
}

/// What a lend leaves for the observers of one world: the state and the card columns. It stays
/// on the lend's stack for the lend's length; the thread-local slot holds its address.
struct Record {
    world: WorldId,
    /// `TypeId` of `(S, A, B, C)`: the state's type and the card components'.
    kind: TypeId,
    state: NonNull<()>,
    columns: Columns,
}

thread_local! {
    /// The record of the lend in force on this thread, if any; empty while a `Lent` holds it.
    static LENT: Cell<Option<NonNull<Record>>> = const { Cell::new(None) };
}

/// Puts back the lend that was in force before, however a lend ends.
struct Restore(Option<NonNull<Record>>);

impl Drop for Restore {
    fn drop(&mut self) {
        LENT.set(self.0);
    }
}

/// What a `Lent` borrows for its world's life: the state and the three card columns.
type Borrowed<'w, S, A, B, C> = (&'w mut S, &'w mut [A], &'w mut [B], &'w mut [C]);

/// What a rule observer works through: its world, the state its game lent (`CardWorld::lend`)
/// and the cards. While a `Lent` lives it holds the lend alone (a second `Lent::of` would find
/// nothing), so the state and the cards are reached through it only, `&self`/`&mut self`
/// deciding shared or exclusive.
pub struct Lent<'w, S, A, B, C> {
    world: DeferredWorld<'w>,
    record: NonNull<Record>,
    _types: PhantomData<Borrowed<'w, S, A, B, C>>,
}

impl<'w, S: 'static, A: CardPart, B: CardPart, C: CardPart> Lent<'w, S, A, B, C> {
    /// The lend of the observer's world. Panics when the rules run without one, or with a state
    /// or cards of other types (a ruleset's mistake, never a player's).
    #[inline]
    pub fn of(world: DeferredWorld<'w>) -> Self {
        let record = LENT.take().expect("rules run with their state lent");
        let lent = Lent {
            world,
            record,
            _types: PhantomData,
        };
        let found = lent.record();
        if found.world != lent.world.id() || found.kind != TypeId::of::<(S, A, B, C)>() {
            // Dropping `lent` puts the record back for whoever it belongs to.
            panic!("the lend in force is another world's, or of other types");
        }
        lent
    }

    /// The record of the lend this observer runs under.
    #[inline]
    fn record(&self) -> &Record {
        // SAFETY: the address was put in the slot by `CardWorld::lend`, whose stack holds the
        // record until its `run` returns, and this `Lent` lives inside that `run` (its
        // `DeferredWorld` borrows the lent world); nothing writes a record once it is made.
        unsafe { self.record.as_ref() }
    }

    /// The lent state.
    #[inline]
    pub fn state(&self) -> &S {
        // SAFETY: the record's state is the `&mut S` a `CardWorld::lend` of this very world (id
        // and types checked in `of`) holds for as long as its `run` runs, and this observer runs
        // inside that `run` (its `DeferredWorld` borrows the lent world); the lend is taken out
        // of the thread-local slot while this `Lent` lives, so no other path reaches the state,
        // and `&self` makes this borrow shared.
        unsafe { self.record().state.cast::<S>().as_ref() }
    }

    /// The lent state, to change.
    #[inline]
    pub fn state_mut(&mut self) -> &mut S {
        // SAFETY: as in `state`, with `&mut self` making this the only reference.
        unsafe { self.record().state.cast::<S>().as_mut() }
    }

    /// Every card's components, by slot.
    #[inline]
    pub fn cards(&self) -> Cards<'_, A, B, C> {
        // SAFETY: the columns were found by the lending `CardWorld` after its last structural
        // change, and none can happen while the lend runs (the world is a `DeferredWorld`);
        // `&self` keeps every writer away (the world itself is reached through this `Lent`).
        unsafe { read_columns(self.record().columns) }
    }

    /// Every card's components, by slot, to change.
    #[inline]
    pub fn cards_mut(&mut self) -> CardsMut<'_, A, B, C> {
        // SAFETY: as in `cards`, with `&mut self` making these the only references.
        unsafe { write_columns(self.record().columns) }
    }

    /// The state and the cards together, to change both.
    #[inline]
    pub fn parts_mut(&mut self) -> (&mut S, CardsMut<'_, A, B, C>) {
        // SAFETY: as in `state_mut` and `cards_mut`: the state is not in the world, so the two
        // borrows are disjoint.
        unsafe {
            (
                self.record().state.cast::<S>().as_mut(),
                write_columns(self.record().columns),
            )
        }
    }

    /// Triggers the next rules event now, in place: its observers find the lend as this one
    /// did, and this observer goes on once they have returned.
    #[inline]
    pub fn trigger<E: for<'e> Event<Trigger<'e> = GlobalTrigger>>(
        &mut self,
        key: FixedEventKey<E>,
        event: &mut E,
    ) {
        LENT.set(Some(self.record));
        key.trigger_within(&mut self.world, event);
        self.record = LENT
            .take()
            .expect("a lend comes back when its observers return");
    }
}

impl<S, A, B, C> Drop for Lent<'_, S, A, B, C> {
    fn drop(&mut self) {
        LENT.set(Some(self.record));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rule, add_rule};

    #[derive(Component, Clone, Copy, Debug, PartialEq)]
    struct Power(u32);
    #[derive(Component, Clone, Copy, Debug, PartialEq)]
    struct Place(u8);
    #[derive(Component, Clone, Copy, Debug, PartialEq)]
    struct Ready(bool);

    type Cards3 = CardWorld<Power, Place, Ready>;
    type Lent3<'w> = Lent<'w, Tally, Power, Place, Ready>;

    #[derive(Default)]
    struct Tally {
        seen: u32,
        echo: Option<FixedEventKey<Echo>>,
    }

    /// Raises every card's power by one, counts itself in the state, and passes on `Echo`.
    #[derive(Event)]
    struct Raise {
        echoes: u32,
    }

    /// Counts itself and doubles card 0's power.
    #[derive(Event)]
    struct Echo;

    impl Rule for Raise {
        fn observe(&mut self, world: DeferredWorld) {
            let mut lent = Lent3::of(world);
            let (tally, cards) = lent.parts_mut();
            tally.seen += 1;
            for power in cards.a.iter_mut() {
                power.0 += 1;
            }
            let key = tally.echo.expect("the echo's key is in the state");
            for _ in 0..self.echoes {
                lent.trigger(key, &mut Echo);
            }
            // The lend is back after the nested observers: this one goes on with it.
            lent.state_mut().seen += 100;
        }
    }

    impl Rule for Echo {
        fn observe(&mut self, world: DeferredWorld) {
            let mut lent = Lent3::of(world);
            lent.state_mut().seen += 10;
            lent.cards_mut().a[0].0 *= 2;
        }
    }

    fn world_of_three() -> Cards3 {
        let mut cards = Cards3::new(|world| {
            add_rule::<Raise>(world);
            add_rule::<Echo>(world);
        });
        cards.spawn_cards((0..3).map(|i| (Power(i), Place(i as u8), Ready(false))));
        cards
    }

    /// Observers reach the lent state and the card columns, a nested trigger lends them on, and
    /// the game sees every change once the lend is over.
    #[test]
    fn observers_change_the_lent_state_and_the_cards() {
        let mut cards = world_of_three();
        let mut tally = Tally {
            seen: 0,
            echo: Some(FixedEventKey::register(&mut cards.world)),
        };
        let key = FixedEventKey::<Raise>::register(&mut cards.world);
        cards.trigger(&mut tally, key, &mut Raise { echoes: 2 });
        assert_eq!(tally.seen, 1 + 2 * 10 + 100);
        assert_eq!(cards.cards().a, &[Power(4), Power(2), Power(3)]);
        // The slices are the world's own components.
        let (ka, _, _) = cards.keys();
        let first = cards.entities()[0];
        assert_eq!(ka.read(cards.world(), first), Some(&Power(4)));
        // No lend outlives its trigger.
        assert!(LENT.get().is_none());
    }

    /// Cards spawned later get the next slots, and the columns are found again: reads and writes
    /// by slot reach the new cards and keep the old ones.
    #[test]
    fn more_cards_keep_every_slot_reachable() {
        let mut cards = world_of_three();
        cards.cards_mut().b[2] = Place(9);
        cards.spawn_cards((0..200).map(|i| (Power(1000 + i), Place(0), Ready(true))));
        assert_eq!(cards.len(), 203);
        assert_eq!(cards.cards().b[2], Place(9));
        assert_eq!(cards.cards().a[202], Power(1199));
        cards.restructure(|world, _| {
            world.spawn(Power(7));
        });
        cards.cards_mut().c[0] = Ready(true);
        let (_, _, kc) = cards.keys();
        assert_eq!(
            kc.read(cards.world(), cards.entities()[0]),
            Some(&Ready(true))
        );
    }

    /// Despawning the last cards keeps the first ones in their slots, reachable by slot, and
    /// cards spawned afterwards take the freed slots.
    #[test]
    fn fewer_cards_keep_the_first_slots() {
        let mut cards = world_of_three();
        cards.spawn_cards((0..5).map(|i| (Power(10 + i), Place(0), Ready(true))));
        cards.despawn_cards_from(2);
        assert_eq!(cards.len(), 2);
        assert_eq!(cards.cards().a, &[Power(0), Power(1)]);
        cards.despawn_cards_from(0);
        assert!(cards.is_empty() && cards.cards().a.is_empty());
        cards.spawn_cards([(Power(5), Place(5), Ready(false))]);
        assert_eq!(cards.cards().b, &[Place(5)]);
    }

    /// An observer run without a lend, or with a lend of other types, panics instead of reading
    /// anything; the lend in force is left as it was.
    #[test]
    fn a_lend_of_other_types_is_refused() {
        let mut cards = world_of_three();
        let key = FixedEventKey::<Raise>::register(&mut cards.world);
        let mut wrong = 5_u64;
        let refused = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            cards.trigger(&mut wrong, key, &mut Raise { echoes: 0 });
        }));
        assert!(refused.is_err());
        assert!(LENT.get().is_none());
        let unlent = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            key.trigger(&mut cards.world, &mut Raise { echoes: 0 });
        }));
        assert!(unlent.is_err());
    }

    /// A world and its cards move to another thread and are read there.
    #[test]
    fn a_card_world_moves_between_threads() {
        let mut cards = world_of_three();
        cards.cards_mut().a[1] = Power(77);
        let read = std::thread::spawn(move || cards.cards().a[1]).join();
        assert_eq!(read.ok(), Some(Power(77)));
    }
}
