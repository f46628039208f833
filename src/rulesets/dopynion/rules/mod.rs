//! dopynion's rules as observers of the rules world: every atomic step of a turn is a rules event
//! with one observer (`events`). The action driver (`Resolver::resolve`) triggers them; it runs
//! directly rather than as a registered system, because a system run per action cost 12% of the
//! ruleset's speed (17.7k instead of 20k games per second, measured on the bench set-up). The
//! observers are rule observers (`engine::Rule`): their runner calls the rule's body with the event
//! and the world, and the body finds the lent ledger and the players through `Tableau`.

pub mod cards;
pub mod events;
pub mod tableau;
pub mod turn;

use bevy::ecs::world::World;

use crate::engine::add_rule;
use events::{CardPlayed, CleanUp, Drew, Gained, LeftHand, TurnBegins};

/// Installs every rule observer in a fresh rules world.
pub fn install(world: &mut World) {
    add_rule::<Drew>(world);
    add_rule::<Gained>(world);
    add_rule::<LeftHand>(world);
    add_rule::<CardPlayed>(world);
    add_rule::<TurnBegins>(world);
    add_rule::<CleanUp>(world);
}
