//! Lending a ruleset's rules state to the Bevy systems and observers of its rules world. Rules
//! keep what is not a component (the id map, the RNG, the log, the resolution stack...) in one
//! state beside the world, where reads cost no lookup. While systems and observers run, `lend`
//! leaves the state's address in a per-thread record, and the `LentState` system parameter finds
//! it there: no resource lookup on either side, and nothing of the state inside the world.

use std::any::TypeId;
use std::cell::Cell;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

use bevy::ecs::change_detection::Tick;
use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::query::FilteredAccessSet;
use bevy::ecs::system::{SystemMeta, SystemParam, SystemParamValidationError};
use bevy::ecs::world::unsafe_world_cell::UnsafeWorldCell;
use bevy::ecs::world::{World, WorldId};

use super::TriggerKey;

/// What a lend leaves for the systems of one world: its state. It stays on the lend's stack for
/// the lend's length; the thread-local slot holds its address.
struct Record {
    world: WorldId,
    /// `TypeId` of the state.
    kind: TypeId,
    state: NonNull<()>,
}

thread_local! {
    /// The record of the state lend in force on this thread, if any; empty while a `LentState`
    /// holds it.
    static LENT_STATE: Cell<Option<NonNull<Record>>> = const { Cell::new(None) };
}

/// Puts back the lend that was in force before, however a lend ends.
struct Restore(Option<NonNull<Record>>);

impl Drop for Restore {
    fn drop(&mut self) {
        LENT_STATE.set(self.0);
    }
}

/// Runs `body` on `world` with `state` lent to the world's systems and observers (they reach it
/// through `LentState`), and takes it back when `body` returns or unwinds.
#[inline]
pub fn lend<S: 'static, T>(
    world: &mut World,
    state: &mut S,
    body: impl FnOnce(&mut World) -> T,
) -> T {
    let record = Record {
        world: world.id(),
        kind: TypeId::of::<S>(),
        state: NonNull::from(state).cast(),
    };
    let _restore = Restore(LENT_STATE.replace(Some(NonNull::from(&record))));
    body(world)
}

/// Triggers a rules event through its key with `state` lent to the world: its observers run,
/// with every command they queue applied, and the event comes back with their answer filled in.
#[inline]
pub fn trigger<S: 'static, E: for<'a> Event<Trigger<'a> = GlobalTrigger>>(
    world: &mut World,
    state: &mut S,
    key: impl TriggerKey<E>,
    event: &mut E,
) {
    lend(world, state, |world| {
        key.trigger_in(world, event);
        world.flush();
    });
}

/// The system parameter through which a rules system or observer reaches the state its world
/// was lent (`lend`). It holds the lend alone while it lives (a second `LentState` in the same
/// system would find nothing and panic), so the state is reached through it only.
pub struct LentState<'w, S> {
    record: NonNull<Record>,
    _state: PhantomData<&'w mut S>,
}

impl<S> Drop for LentState<'_, S> {
    fn drop(&mut self) {
        LENT_STATE.set(Some(self.record));
    }
}

impl<S: 'static> Deref for LentState<'_, S> {
    type Target = S;
    #[inline]
    fn deref(&self) -> &S {
        // SAFETY: the record was left by `lend` of this very world (id and type checked in
        // `get_param`), whose stack holds it, and the `&mut S` it was given, until its `body`
        // returns; this parameter lives inside a system run inside that `body` (its `'w` is the
        // run's borrow of the world). The record is out of the thread-local slot while this
        // parameter lives, so no other path reaches the state, and `&self` makes this shared.
        unsafe { self.record.as_ref().state.cast::<S>().as_ref() }
    }
}

impl<S: 'static> DerefMut for LentState<'_, S> {
    #[inline]
    fn deref_mut(&mut self) -> &mut S {
        // SAFETY: as in `deref`, with `&mut self` making this the only reference.
        unsafe { self.record.as_ref().state.cast::<S>().as_mut() }
    }
}

// SAFETY: the parameter reaches nothing of the world (the state lives outside it), so it
// registers no access and can conflict with none; what it does reach is checked at run time:
// the lend in force on this thread must be of this world and of `S`, and is held alone.
unsafe impl<S: 'static> SystemParam for LentState<'_, S> {
    type State = ();
    type Item<'w, 's> = LentState<'w, S>;

    fn init_state(_world: &mut World) -> Self::State {}

    fn init_access(
        _state: &Self::State,
        _system_meta: &mut SystemMeta,
        _component_access_set: &mut FilteredAccessSet,
        _world: &mut World,
    ) {
    }

    #[inline]
    unsafe fn get_param<'w, 's>(
        _state: &'s mut Self::State,
        _system_meta: &SystemMeta,
        world: UnsafeWorldCell<'w>,
        _change_tick: Tick,
    ) -> Result<Self::Item<'w, 's>, SystemParamValidationError> {
        let record = LENT_STATE
            .take()
            .expect("rules systems run with their state lent");
        let lent = LentState {
            record,
            _state: PhantomData,
        };
        // SAFETY: the address was put in the slot by `lend`, whose stack holds the record while
        // the system runs; nothing writes a record once it is made.
        let found = unsafe { record.as_ref() };
        if found.world != world.id() || found.kind != TypeId::of::<S>() {
            // Dropping `lent` puts the record back for whoever it belongs to.
            panic!("the state lent is another world's, or of another type");
        }
        Ok(lent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::EventKeyOf;
    use bevy::ecs::event::Event;
    use bevy::ecs::observer::On;
    use bevy::ecs::system::RunSystemOnce;

    #[derive(Default)]
    struct Tally {
        seen: u32,
    }

    #[derive(Event)]
    struct Count {
        by: u32,
        total: u32,
    }

    fn count(mut event: On<Count>, mut tally: LentState<Tally>) {
        tally.seen += event.by;
        event.event_mut().total = tally.seen;
    }

    #[test]
    fn observers_change_the_state_they_are_lent() {
        let mut world = World::new();
        world.add_observer(count);
        let key = EventKeyOf::<Count>::register(&mut world);
        let mut tally = Tally::default();
        let mut event = Count { by: 2, total: 0 };
        trigger(&mut world, &mut tally, key, &mut event);
        trigger(&mut world, &mut tally, key, &mut event);
        assert_eq!(tally.seen, 4);
        assert_eq!(event.total, 4);
    }

    #[test]
    fn systems_read_the_state_and_the_lend_ends_with_the_body() {
        let mut world = World::new();
        let mut tally = Tally { seen: 7 };
        let read = lend(&mut world, &mut tally, |world| {
            world
                .run_system_once(|mut tally: LentState<Tally>| {
                    tally.seen += 1;
                    tally.seen
                })
                .expect("the system runs")
        });
        assert_eq!((read, tally.seen), (8, 8));
        assert!(LENT_STATE.get().is_none(), "no lend outlives its body");
    }

    #[test]
    fn a_nested_lend_gives_the_outer_one_back() {
        let mut outer_world = World::new();
        let mut outer = Tally { seen: 1 };
        lend(&mut outer_world, &mut outer, |outer_world| {
            let mut inner_world = World::new();
            let mut inner = Tally { seen: 10 };
            lend(&mut inner_world, &mut inner, |inner_world| {
                inner_world
                    .run_system_once(|mut t: LentState<Tally>| t.seen += 1)
                    .expect("the system runs");
            });
            outer_world
                .run_system_once(|mut t: LentState<Tally>| t.seen += 1)
                .expect("the system runs");
            assert_eq!(inner.seen, 11);
        });
        assert_eq!(outer.seen, 2);
    }

    #[test]
    #[should_panic(expected = "another world's")]
    fn a_system_of_another_world_finds_no_state() {
        let mut lent_world = World::new();
        let mut other_world = World::new();
        let mut tally = Tally::default();
        lend(&mut lent_world, &mut tally, |_| {
            let _ = other_world.run_system_once(|t: LentState<Tally>| t.seen);
        });
    }

    #[test]
    #[should_panic(expected = "another type")]
    fn a_system_asking_another_type_finds_no_state() {
        let mut world = World::new();
        let mut tally = Tally::default();
        lend(&mut world, &mut tally, |world| {
            let _ = world.run_system_once(|n: LentState<u64>| *n);
        });
    }

    #[test]
    #[should_panic(expected = "state lent")]
    fn a_system_without_a_lend_panics() {
        let mut world = World::new();
        let _ = world.run_system_once(|t: LentState<Tally>| t.seen);
    }
}
