//! Lending a ruleset's rules state to its rules world. Rules keep what is not a component (the id
//! map, the RNG, the log, the resolution stack...) in one boxed state. Between rules it sits beside
//! the world, where reads cost no lookup; while observers and query systems run it is lent to the
//! world's `StateSlot` resource, where they find it; an exclusive system is lent it as its input
//! and gives it back as its output. Moving a box costs a pointer.

use bevy::ecs::resource::Resource;
use bevy::ecs::system::{In, SystemId};
use bevy::ecs::world::World;

use super::ResourceKey;

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

/// An exclusive rules system: borrows the rules state `S` and gives it back.
pub type ExclusiveSystem<S, A> = SystemId<In<Lent<S, A>>, Box<S>>;

/// Runs `body` on `world` with `state` lent to its slot (whose key is `slot`), then takes it back.
#[inline]
pub fn lend<S: Send + Sync + 'static, T>(
    world: &mut World,
    slot: ResourceKey<StateSlot<S>>,
    state: &mut Option<Box<S>>,
    body: impl FnOnce(&mut World) -> T,
) -> T {
    slot.write(world).into_inner().0 = state.take();
    let out = body(world);
    *state = slot.write(world).into_inner().0.take();
    out
}

/// Runs an exclusive rules system, lending it `state` and `arg`.
#[inline]
pub fn run_exclusive<S: Send + Sync + 'static, A: 'static>(
    world: &mut World,
    system: ExclusiveSystem<S, A>,
    state: &mut Option<Box<S>>,
    arg: A,
) {
    let lent = Lent {
        state: state.take().expect("the rules state is here to lend"),
        arg,
    };
    *state = Some(
        world
            .run_system_with(system, lent)
            .expect("every rules world registers its rules systems"),
    );
}
