//! hearth's rules as observers and systems of the rules world. Every atomic step is a rules event
//! with one observer (`events`); the end of a phase resolves the trigger queue, runs the aura
//! refresh (a query system, by id) and, after the outermost phase, the death check (the queue and
//! the death check are steps of the `Resolver`, in `resolution`).

pub mod auras;
pub mod cards;
pub mod damage;
pub mod dispatch;
pub mod enchant;
pub mod events;
pub mod table;

use bevy::ecs::system::SystemId;
use bevy::ecs::world::World;

/// Installs every rule observer in a fresh rules world and registers the aura refresh, whose id
/// it returns.
pub fn install(world: &mut World) -> SystemId {
    world.add_observer(damage::deal_damage);
    world.add_observer(damage::heal);
    world.add_observer(cards::draw);
    world.add_observer(cards::add_to_hand);
    world.add_observer(cards::enter_board);
    world.add_observer(cards::equip);
    world.add_observer(enchant::enchant);
    world.add_observer(enchant::silence);
    world.add_observer(enchant::destroy);
    world.add_observer(enchant::freeze);
    world.add_observer(dispatch::queue_card_triggers);
    world.register_system(auras::refresh_auras)
}
