//! one863's rules as observers of the rules world: each rules event has one observer that does
//! its rule and triggers the next event of the chain. One observer per event keeps the order of
//! the rules fixed (Bevy does not order several observers of one event).

pub mod attack;
pub mod duel;
pub mod goal;
pub mod pitch;
pub mod play;
pub mod strength;
pub mod turn;

use bevy::ecs::world::World;

use crate::engine::add_rule;
use crate::rulesets::one863::events::{
    AttackDeclared, BlockDeclared, CardPlayed, DuelFought, GoalScored, MatchEnds, Passed,
    TurnBegins,
};

/// Registers every rule observer in a fresh rules world (`Rule::observe` in each module).
pub fn install(world: &mut World) {
    add_rule::<TurnBegins>(world);
    add_rule::<Passed>(world);
    add_rule::<MatchEnds>(world);
    add_rule::<CardPlayed>(world);
    add_rule::<AttackDeclared>(world);
    add_rule::<BlockDeclared>(world);
    add_rule::<DuelFought>(world);
    add_rule::<GoalScored>(world);
}
