//! dopynion's rules as observers of the rules world: every atomic step of a turn is a rules event
//! with one observer (`events`). The action driver (`Resolver::resolve`) triggers them; it runs
//! directly rather than as a registered system, because a system run per action cost 12% of the
//! ruleset's speed (17.7k instead of 20k games per second, measured on the bench set-up).

pub mod cards;
pub mod events;
pub mod tableau;
pub mod turn;

use bevy::ecs::world::World;

/// Installs every rule observer in a fresh rules world.
pub fn install(world: &mut World) {
    world.add_observer(cards::draw);
    world.add_observer(cards::gain);
    world.add_observer(cards::leave_hand);
    world.add_observer(cards::play);
    world.add_observer(turn::begin_turn);
    world.add_observer(turn::clean_up);
}
