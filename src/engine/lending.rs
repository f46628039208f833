//! Lending a ruleset's rules state to its rules world. Rules keep what is not a component (the id
//! map, the RNG, the log, the resolution stack...) in one boxed state. Between rules it sits beside
//! the world, where reads cost no lookup; while observers and query systems run it is lent to the
//! world's `StateSlot` resource, where they find it; an exclusive system is lent it as its input
//! and gives it back as its output. Moving a box costs a pointer.

use bevy::ecs::component::Component;
use bevy::ecs::entity::Entity;
use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::resource::Resource;
use bevy::ecs::system::{BoxedSystem, In, IntoSystem};
use bevy::ecs::world::World;

use std::ptr::NonNull;

use super::{ComponentKey, ResourceKey, TriggerKey};

/// Where observers and query systems find the rules state `S`: lent here while they run, empty
/// otherwise (a pooled world may keep its last state here).
#[derive(Resource)]
pub struct StateSlot<S: Send + Sync + 'static>(pub Option<Box<S>>);

impl<S: Send + Sync + 'static> Default for StateSlot<S> {
    fn default() -> Self {
        Self(None)
    }
}

impl<S: Send + Sync + 'static> StateSlot<S> {
    /// The state lent to the world.
    #[inline]
    pub fn get(&self) -> &S {
        self.0
            .as_deref()
            .expect("the rules state is lent while rules run")
    }
    /// The state lent to the world, to change.
    #[inline]
    pub fn get_mut(&mut self) -> &mut S {
        self.0
            .as_deref_mut()
            .expect("the rules state is lent while rules run")
    }
}

/// What an exclusive rules system is given: the rules state (it gives it back as its output) and
/// its own argument.
pub struct Lent<S, A> {
    /// The rules state, lent for the system's run.
    pub state: Box<S>,
    /// The system's argument.
    pub arg: A,
}

/// A boxed exclusive rules system: the rules state `S` and an argument `A` in, the state out.
type BoxedRulesSystem<S, A> = BoxedSystem<In<Lent<S, A>>, Box<S>>;

/// The component that holds an exclusive rules system on an entity of its rules world (taken
/// out while it runs).
#[derive(Component)]
pub struct HeldSystem<S: Send + Sync + 'static, A: Send + Sync + 'static>(
    Option<BoxedRulesSystem<S, A>>,
);

/// An exclusive rules system, registered in one rules world: it borrows the rules state `S` with
/// an argument `A` and gives the state back. Run by handle like `World::run_system`, without
/// the type lookups that costs on every call (a run per action and per phase adds up).
pub struct ExclusiveSystem<S: Send + Sync + 'static, A: Send + Sync + 'static> {
    entity: Entity,
    key: ComponentKey<HeldSystem<S, A>>,
}

impl<S: Send + Sync + 'static, A: Send + Sync + 'static> Clone for ExclusiveSystem<S, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: Send + Sync + 'static, A: Send + Sync + 'static> Copy for ExclusiveSystem<S, A> {}

impl<S: Send + Sync + 'static, A: Send + Sync + 'static> std::fmt::Debug for ExclusiveSystem<S, A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ExclusiveSystem({})", self.entity)
    }
}

impl<S: Send + Sync + 'static, A: Send + Sync + 'static> ExclusiveSystem<S, A> {
    /// Registers `system` in `world` (initialized once, kept on an entity of its own).
    pub fn register<M>(
        world: &mut World,
        system: impl IntoSystem<In<Lent<S, A>>, Box<S>, M>,
    ) -> Self {
        let mut boxed: BoxedRulesSystem<S, A> = Box::new(IntoSystem::into_system(system));
        boxed.initialize(world);
        let entity = world.spawn(HeldSystem(Some(boxed))).id();
        Self {
            entity,
            key: ComponentKey::register(world),
        }
    }
}

/// A world's `StateSlot<S>` found once per resolution: lending the state to it then moves two
/// pointers instead of looking the resource up twice (about 250 instructions a lend, and a
/// resolution lends for every event it triggers).
pub struct SlotCache<S: Send + Sync + 'static> {
    key: ResourceKey<StateSlot<S>>,
    found: Option<NonNull<StateSlot<S>>>,
}

impl<S: Send + Sync + 'static> SlotCache<S> {
    /// A cache for the slot `key` names.
    ///
    /// # Safety
    /// The cache is used with the world of `key` only, and while it is, that world keeps its
    /// `StateSlot<S>` where it is: nothing removes or re-inserts the resource or changes its
    /// entity (a resolution triggers rules and spawns cards, and does neither).
    pub unsafe fn new(key: ResourceKey<StateSlot<S>>) -> Self {
        Self { key, found: None }
    }

    /// Runs `body` on `world` with `state` lent to its slot, then takes it back.
    #[inline]
    pub fn lend<T>(
        &mut self,
        world: &mut World,
        state: &mut Option<Box<S>>,
        body: impl FnOnce(&mut World) -> T,
    ) -> T {
        let slot = match self.found {
            Some(slot) => slot,
            None => *self
                .found
                .insert(NonNull::from(self.key.write(world).into_inner())),
        };
        // SAFETY: `new`'s contract keeps the slot where it was found, in this world (`key.write`
        // checked the world); `&mut World` makes this the only access to it until `body` runs.
        unsafe { (*slot.as_ptr()).0 = state.take() };
        let out = body(world);
        // SAFETY: as above; `body` has returned, so no observer holds the slot any more.
        *state = unsafe { (*slot.as_ptr()).0.take() };
        out
    }

    /// Triggers a rules event through its key with `state` lent to the world: its observer runs,
    /// with every event it queues in turn, and the event comes back with the observer's answer
    /// filled in.
    #[inline]
    pub fn trigger<E: for<'a> Event<Trigger<'a> = GlobalTrigger>>(
        &mut self,
        world: &mut World,
        state: &mut Option<Box<S>>,
        key: impl TriggerKey<E>,
        event: &mut E,
    ) {
        self.lend(world, state, |world| {
            key.trigger_in(world, event);
            world.flush();
        });
    }
}

/// Runs an exclusive rules system, lending it `state` and `arg`. A system never runs inside its
/// own run (rules guard their phases against that).
#[inline]
pub fn run_exclusive<S: Send + Sync + 'static, A: Send + Sync + 'static>(
    world: &mut World,
    system: ExclusiveSystem<S, A>,
    state: &mut Option<Box<S>>,
    arg: A,
) {
    let lent = Lent {
        state: state.take().expect("the rules state is here to lend"),
        arg,
    };
    let mut held = held_slot(world, system)
        .take()
        .expect("a rules system does not run inside its own run");
    let out = held
        .run(lent, world)
        .expect("exclusive rules systems do not fail");
    *held_slot(world, system) = Some(held);
    *state = Some(out);
}

fn held_slot<S: Send + Sync + 'static, A: Send + Sync + 'static>(
    world: &mut World,
    system: ExclusiveSystem<S, A>,
) -> &mut Option<BoxedRulesSystem<S, A>> {
    &mut system
        .key
        .write(world, system.entity)
        .expect("the system's entity lives as long as its world")
        .into_inner()
        .0
}
