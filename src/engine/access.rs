//! Fast typed component access for rules worlds. `World::get::<T>` looks the type up in a map on
//! every call, and rules read components millions of times a second; a `ComponentKey` looks the id
//! up once per world and then reads through the world cell directly.

use std::any::TypeId;
use std::marker::PhantomData;

use bevy::ecs::change_detection::MaybeLocation;
use bevy::ecs::component::{Component, ComponentId};
use bevy::ecs::entity::Entity;
use bevy::ecs::event::{Event, EventKey, GlobalTrigger};
use bevy::ecs::observer::{ObserverRunner, TriggerContext};
use bevy::ecs::storage::TableId;
use bevy::ecs::world::{DeferredWorld, Mut, World, WorldId};
use bevy::ptr::PtrMut;

use super::rule_observer::RuleObserver;

/// The id of component `T` in one world. It only ever reads the world it was registered in (other
/// worlds are refused), so it cannot read the wrong type.
pub struct ComponentKey<T> {
    id: ComponentId,
    world: WorldId,
    _type: PhantomData<fn() -> T>,
}

impl<T> Clone for ComponentKey<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ComponentKey<T> {}

impl<T> std::fmt::Debug for ComponentKey<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ComponentKey({:?})", self.id)
    }
}

impl<T: Component> ComponentKey<T> {
    /// Registers `T` in `world` (if it is not yet) and keeps its id.
    pub fn register(world: &mut World) -> Self {
        Self {
            id: world.register_component::<T>(),
            world: world.id(),
            _type: PhantomData,
        }
    }

    /// Reads `T` of `entity`.
    #[inline]
    pub fn read<'w>(&self, world: &'w World, entity: Entity) -> Option<&'w T> {
        assert_eq!(world.id(), self.world, "a component key of another world");
        let cell = world.as_unsafe_world_cell_readonly();
        let entity = cell.get_entity(entity).ok()?;
        // SAFETY: `&World` gives shared access to the whole world, and `id` was registered for `T`
        // in this very world (checked above).
        unsafe { entity.get_by_id(self.id).map(|ptr| ptr.deref::<T>()) }
    }

    /// `T` of every entity in table `table`, as a slice indexed by table row (None when the
    /// table has no such column). A world whose entities of one kind all share a table and never
    /// leave it (rules worlds never despawn a card) keeps each entity at the row it was spawned
    /// at, so a reader that checked that mapping once reads any card without a lookup.
    #[inline]
    pub fn column<'w>(&self, world: &'w World, table: TableId) -> Option<&'w [T]> {
        assert_eq!(world.id(), self.world, "a component key of another world");
        let table = world.storages().tables.get(table)?;
        // SAFETY: `id` was registered for `T` in this very world (checked above); the slice is
        // exactly the table's rows; `&World` gives shared access, so nothing writes the column
        // while the returned borrow lives, and `UnsafeCell<T>` has the layout of `T`.
        unsafe {
            let cells = table.get_data_slice_for::<T>(self.id)?;
            Some(&*(cells as *const [std::cell::UnsafeCell<T>] as *const [T]))
        }
    }

    /// `T` of every entity in table `table`, to change in place, indexed by table row (None when
    /// the table has no such column). What `column` is to reads: a fork or a new game overwrites
    /// every card's component in one copy. Writes through it set no change ticks: rules worlds
    /// never ask what changed, they are read whole.
    #[inline]
    pub fn column_mut<'w>(&self, world: &'w mut World, table: TableId) -> Option<&'w mut [T]> {
        assert_eq!(world.id(), self.world, "a component key of another world");
        let table = world.storages().tables.get(table)?;
        // SAFETY: `id` was registered for `T` in this very world (checked above); the slice is
        // exactly the table's rows; `&mut World` gives exclusive access to the whole world, so the
        // returned borrow is the only reference to these cells while it lives, and `UnsafeCell<T>`
        // has the layout of `T` and allows mutation through it.
        unsafe {
            let cells = table.get_data_slice_for::<T>(self.id)?;
            let first = std::cell::UnsafeCell::raw_get(cells.as_ptr());
            Some(std::slice::from_raw_parts_mut(first, cells.len()))
        }
    }

    /// `column_mut` for an observer, which holds its world as a `DeferredWorld`: observers change
    /// card components in place but never add or remove any, which is what a deferred world allows.
    #[inline]
    pub fn column_mut_deferred<'w>(
        &self,
        world: &'w mut DeferredWorld,
        table: TableId,
    ) -> Option<&'w mut [T]> {
        let cell = world.as_unsafe_world_cell();
        assert_eq!(cell.id(), self.world, "a component key of another world");
        // SAFETY: a `DeferredWorld` may change any component's value (not the world's layout),
        // and `&mut` on it makes the returned borrow the only access to these cells while it
        // lives; `id` was registered for `T` in this very world (checked above); the slice is
        // exactly the table's rows, and `UnsafeCell<T>` has the layout of `T`.
        unsafe {
            let table = cell.storages().tables.get(table)?;
            let cells = table.get_data_slice_for::<T>(self.id)?;
            let first = std::cell::UnsafeCell::raw_get(cells.as_ptr());
            Some(std::slice::from_raw_parts_mut(first, cells.len()))
        }
    }

    /// Writes `T` of `entity`.
    #[inline]
    pub fn write<'w>(&self, world: &'w mut World, entity: Entity) -> Option<Mut<'w, T>> {
        assert_eq!(world.id(), self.world, "a component key of another world");
        let cell = world.as_unsafe_world_cell();
        let entity = cell.get_entity(entity).ok()?;
        // SAFETY: `&mut World` gives exclusive access to the whole world (no other reference to
        // this component exists), and `id` was registered for `T` in this very world.
        unsafe {
            entity
                .get_mut_by_id(self.id)
                .ok()
                .map(|m| m.with_type::<T>())
        }
    }
}

/// The key of global event `E` in one world: triggers it without the type lookup and
/// registration check `World::trigger` makes on every call (a rules world triggers thousands of
/// events a second).
pub struct EventKeyOf<E> {
    key: EventKey,
    world: WorldId,
    _type: PhantomData<fn(E)>,
}

impl<E> Clone for EventKeyOf<E> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<E> Copy for EventKeyOf<E> {}

impl<E> std::fmt::Debug for EventKeyOf<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "EventKeyOf({:?})", self.key)
    }
}

impl<E: for<'a> Event<Trigger<'a> = GlobalTrigger>> EventKeyOf<E> {
    /// Registers `E` in `world` (if it is not yet) and keeps its key.
    pub fn register(world: &mut World) -> Self {
        Self {
            key: world.register_event_key::<E>(),
            world: world.id(),
            _type: PhantomData,
        }
    }

    /// Runs every observer of `event` now; they may change it (answers travel back that way).
    #[inline]
    pub fn trigger(&self, world: &mut World, event: &mut E) {
        assert_eq!(world.id(), self.world, "an event key of another world");
        // SAFETY: `key` was registered for `E` in this very world (checked above), and `E`'s
        // trigger is the global trigger passed along.
        unsafe {
            DeferredWorld::from(world).trigger_raw(
                self.key,
                event,
                &mut GlobalTrigger,
                MaybeLocation::caller(),
            );
        }
    }
}

/// A key that triggers a rules event in its world: `EventKeyOf` looks the event's observers up on
/// every trigger, `FixedEventKey` found them once.
pub trait TriggerKey<E> {
    /// Runs every observer of `event` in `world` now.
    fn trigger_in(&self, world: &mut World, event: &mut E);
}

impl<E: for<'a> Event<Trigger<'a> = GlobalTrigger>> TriggerKey<E> for EventKeyOf<E> {
    #[inline]
    fn trigger_in(&self, world: &mut World, event: &mut E) {
        self.trigger(world, event);
    }
}

impl<E: for<'a> Event<Trigger<'a> = GlobalTrigger>> TriggerKey<E> for FixedEventKey<E> {
    #[inline]
    fn trigger_in(&self, world: &mut World, event: &mut E) {
        self.trigger(world, event);
    }
}

/// How a `FixedEventKey` reaches its event's observers, decided when it is registered.
#[derive(Clone, Copy)]
enum Route {
    /// Nothing observed the event: triggering it does nothing.
    Nobody,
    /// The event's only observer is its rule observer (`add_rule`): triggering calls that
    /// runner directly, without walking the observer map.
    Rule(Entity, ObserverRunner),
    /// Other observers: Bevy looks them up on every trigger (safe whatever the world gains).
    Lookup,
}

/// An event key with the event's observers found once, for a world whose observers are installed
/// at its creation and never change: triggering then skips Bevy's look-up of the event's observers
/// (about 40 instructions a trigger, and a one863 match triggers about 65 events). A rules world
/// installs its rules before it registers its keys; an observer added later is not seen by a key
/// registered before it (never memory-unsafe: a rule's runner reads only its own event).
pub struct FixedEventKey<E> {
    key: EventKey,
    world: WorldId,
    route: Route,
    _type: PhantomData<fn(E)>,
}

impl<E> Clone for FixedEventKey<E> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<E> Copy for FixedEventKey<E> {}

impl<E> std::fmt::Debug for FixedEventKey<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "FixedEventKey({:?})", self.key)
    }
}

impl<E: for<'a> Event<Trigger<'a> = GlobalTrigger>> FixedEventKey<E> {
    /// Registers `E` in `world` and finds now how its observers are reached: a lone rule
    /// observer is called directly; other observers are looked up on every trigger.
    pub fn register(world: &mut World) -> Self {
        let key = world.register_event_key::<E>();
        let route = match world.observers().try_get_observers(key) {
            None => Route::Nobody,
            Some(cached) => {
                let mut all = cached.global_observers().iter();
                let lone = all.next().map(|(&entity, _)| entity).filter(|_| {
                    all.next().is_none()
                        && cached.component_observers().is_empty()
                        && cached.entity_observers().is_empty()
                });
                let rule = lone.and_then(|entity| {
                    let marked = world.get::<RuleObserver>(entity)?;
                    (marked.event == TypeId::of::<E>()).then_some((entity, marked.runner))
                });
                match rule {
                    Some((entity, runner)) => Route::Rule(entity, runner),
                    None => Route::Lookup,
                }
            }
        };
        Self {
            key,
            world: world.id(),
            route,
            _type: PhantomData,
        }
    }

    /// Runs every observer of `event` now; they may change it.
    #[inline]
    pub fn trigger(&self, world: &mut World, event: &mut E) {
        assert_eq!(world.id(), self.world, "an event key of another world");
        self.run(DeferredWorld::from(world), event);
    }

    /// Runs every observer of `event` now from inside an observer of the same world: a rules
    /// chain's next event run in place instead of queued as a command (the same order when it is
    /// the observer's last act, without a command to queue and flush).
    #[inline]
    pub fn trigger_within(&self, world: &mut DeferredWorld, event: &mut E) {
        assert_eq!(world.id(), self.world, "an event key of another world");
        self.run(world.reborrow(), event);
    }

    #[inline]
    fn run(&self, mut world: DeferredWorld, event: &mut E) {
        let context = TriggerContext {
            event_key: self.key,
            caller: MaybeLocation::caller(),
        };
        match self.route {
            Route::Nobody => {}
            Route::Rule(observer, runner) => {
                // SAFETY: `runner` is `run_rule::<E>` (its `RuleObserver` mark names `E`, checked
                // in `register`), which reads the event as an `E` and nothing of the trigger or
                // the observer; the world is the one it was registered in (checked by callers).
                unsafe {
                    runner(
                        world,
                        observer,
                        &context,
                        PtrMut::from(event),
                        PtrMut::from(&mut GlobalTrigger),
                    )
                }
            }
            // SAFETY: `key` was registered for `E` in this very world (checked by the callers),
            // and `E`'s trigger is the global trigger passed along.
            Route::Lookup => unsafe {
                world.trigger_raw(self.key, event, &mut GlobalTrigger, context.caller);
            },
        }
    }
}

/// The table holding `entities[i]` at row `i` for every `i`, if there is one. Rules worlds spawn
/// their cards in one batch and never move or despawn them, so this holds from spawn on, and
/// readers that checked it once read any card's component by slot through `ComponentKey::column`.
pub fn dense_table(world: &World, entities: &[Entity]) -> Option<TableId> {
    let first = world.entities().get(*entities.first()?).ok()??;
    for (i, e) in entities.iter().enumerate() {
        let at = world.entities().get(*e).ok()??;
        if at.table_id != first.table_id || at.table_row.index() != i {
            return None;
        }
    }
    Some(first.table_id)
}
