//! Rules observers on Bevy's lean path: an observer entity whose runner calls the rule's body
//! with the event and the world, and nothing else.
//!
//! Bevy's default runner turns an observer into a system on every trigger: it finds the entity's
//! `Observer` component by type, checks the trigger id and run conditions, fetches the system's
//! parameters and queues its commands. A rules world triggers an event for every step of a
//! resolution (a gods game about 640), and a rule needs none of that: its parameters are the
//! event and the world. A rule observer is still a Bevy observer (an `Observer` entity watching
//! the event's key, run by `world.trigger` and `FixedEventKey` alike); only its runner is
//! `run_rule`, which calls `Rule::observe` directly.

use bevy::ecs::component::Component;
use bevy::ecs::entity::Entity;
use bevy::ecs::event::Event;
use bevy::ecs::observer::{Observer, ObserverRunner, TriggerContext};
use bevy::ecs::world::{DeferredWorld, World};
use bevy::ptr::PtrMut;

/// An event with exactly one rule observing it: the body of that rule.
pub trait Rule: Event + Sized {
    /// Resolves the event in `world`; the rule may change the event to carry an answer back to
    /// whoever triggered it.
    fn observe(&mut self, world: DeferredWorld);
}

/// Marks an observer entity whose runner is `run_rule`: it reads nothing but the event and the
/// world (no trigger id, no run condition), so `FixedEventKey` may call that runner itself when
/// it is an event's only observer.
#[derive(Component, Debug, Clone, Copy)]
pub struct RuleObserver {
    /// The observer's runner: `run_rule` of the event `event` names.
    pub(super) runner: ObserverRunner,
    /// The `TypeId` of the event the runner reads.
    pub(super) event: std::any::TypeId,
}

/// The runner of a rule observer: the event's body, with no system around it.
///
/// # Safety
/// Bevy's contract for runners: `event` points to an `E` (the observer watches `E`'s key only,
/// see `add_rule`), and `world` is the world the observer lives in.
unsafe fn run_rule<E: Rule>(
    world: DeferredWorld,
    _observer: Entity,
    _context: &TriggerContext,
    event: PtrMut,
    _trigger: PtrMut,
) {
    // SAFETY: the observer was registered for `E`'s key alone (`add_rule`), so Bevy passes an
    // `E` here.
    let event = unsafe { event.deref_mut::<E>() };
    event.observe(world);
}

/// Adds the rule observer of `E` to `world` (registered at once: its key's observers include it
/// as soon as this returns).
pub fn add_rule<E: Rule>(world: &mut World) {
    let key = world.register_event_key::<E>();
    // SAFETY: `run_rule::<E>` reads the event as an `E`, and the observer watches `E`'s key only.
    let observer = unsafe { Observer::with_dynamic_runner(run_rule::<E>).with_event_key(key) };
    world.spawn((
        observer,
        RuleObserver {
            runner: run_rule::<E>,
            event: std::any::TypeId::of::<E>(),
        },
    ));
    // The observer registers itself through a queued command.
    world.flush();
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::event::Event;
    use bevy::ecs::resource::Resource;

    #[derive(Event)]
    struct Ask {
        question: u32,
        answer: u32,
    }

    #[derive(Resource, Default)]
    struct Seen(u32);

    impl Rule for Ask {
        fn observe(&mut self, mut world: DeferredWorld) {
            world.resource_mut::<Seen>().0 += 1;
            self.answer = self.question * 2;
        }
    }

    /// A rule observer runs once per trigger, reaches the world, and its answer comes back in
    /// the event.
    #[test]
    fn a_rule_observer_runs_once_and_answers() {
        let mut world = World::new();
        world.init_resource::<Seen>();
        add_rule::<Ask>(&mut world);
        let mut ask = Ask {
            question: 21,
            answer: 0,
        };
        world.trigger_ref(&mut ask);
        assert_eq!(ask.answer, 42);
        world.trigger_ref(&mut ask);
        assert_eq!(world.resource::<Seen>().0, 2);
    }

    /// Through a `FixedEventKey`, a lone rule observer is called directly, once per trigger,
    /// with its answer carried back; with a second observer of the event, both run (the key
    /// takes Bevy's path then).
    #[test]
    fn a_fixed_key_runs_a_lone_rule_directly_and_every_observer_otherwise() {
        use crate::engine::FixedEventKey;
        use bevy::ecs::observer::On;
        use bevy::ecs::system::ResMut;

        let mut world = World::new();
        world.init_resource::<Seen>();
        add_rule::<Ask>(&mut world);
        let key = FixedEventKey::<Ask>::register(&mut world);
        let mut ask = Ask {
            question: 5,
            answer: 0,
        };
        for _ in 0..3 {
            key.trigger(&mut world, &mut ask);
        }
        assert_eq!(ask.answer, 10);
        assert_eq!(world.resource::<Seen>().0, 3);

        let mut world = World::new();
        world.init_resource::<Seen>();
        add_rule::<Ask>(&mut world);
        world.add_observer(|_: On<Ask>, mut seen: ResMut<Seen>| seen.0 += 100);
        world.flush();
        let key = FixedEventKey::<Ask>::register(&mut world);
        for _ in 0..2 {
            key.trigger(&mut world, &mut ask);
        }
        assert_eq!(world.resource::<Seen>().0, 202);
    }
}
