//! The exclusive systems of a hearth rules world, run by id: the action driver, the trigger queue
//! and the death check. Each takes the whole world (they create entities, draw from the RNG and
//! run card effects, which trigger the rules events in turn) and resolves through a `Resolver`
//! over the rules state it was lent, which it gives back as its output.

use bevy::ecs::system::In;
use bevy::ecs::world::World;

use crate::engine::Lent;
use crate::rulesets::hearth::resolution::actions::Action;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::game::{Context, RulesState};

/// Resolves one validated action completely.
pub fn resolve_action(
    In(lent): In<Lent<RulesState, Context<Action>>>,
    world: &mut World,
) -> Box<RulesState> {
    let (mut rules, action) = Resolver::in_system(world, lent);
    rules.resolve(action);
    rules.give_back()
}

/// Resolves the queued triggers, first queued first, with those they queue in turn.
pub fn drain_triggers(
    In(lent): In<Lent<RulesState, Context<()>>>,
    world: &mut World,
) -> Box<RulesState> {
    let (mut rules, ()) = Resolver::in_system(world, lent);
    rules.drain_triggers();
    rules.give_back()
}

/// Removes everything mortally wounded and resolves deathrattles, until the table is clean.
pub fn death_check(
    In(lent): In<Lent<RulesState, Context<()>>>,
    world: &mut World,
) -> Box<RulesState> {
    let (mut rules, ()) = Resolver::in_system(world, lent);
    rules.death_check();
    rules.give_back()
}
