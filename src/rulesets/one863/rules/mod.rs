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

/// Registers every rule observer in a fresh rules world.
pub fn install(world: &mut World) {
    world.add_observer(turn::begin_turn);
    world.add_observer(turn::pass);
    world.add_observer(turn::end_match);
    world.add_observer(play::play_card);
    world.add_observer(attack::declare_attack);
    world.add_observer(attack::declare_block);
    world.add_observer(duel::settle_duel);
    world.add_observer(goal::score_goal);
}
