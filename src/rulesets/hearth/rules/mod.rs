//! hearth's rules as observers and systems of the rules world. Every atomic step is a rules event
//! with one observer (`events`); the end of a phase runs systems by id: the trigger queue, the
//! aura refresh (a query system) and, after the outermost phase, the death check.

pub mod auras;
pub mod cards;
pub mod damage;
pub mod dispatch;
pub mod enchant;
pub mod events;
pub mod systems;
pub mod table;

use bevy::ecs::world::World;

use crate::engine::ExclusiveSystem;

use super::state::game::Systems;

/// Installs every rule observer and registers the rules systems in a fresh rules world.
pub fn install(world: &mut World) -> Systems {
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
    Systems {
        resolve: ExclusiveSystem::register(world, systems::resolve_action),
        drain: ExclusiveSystem::register(world, systems::drain_triggers),
        auras: world.register_system(auras::refresh_auras),
        death_check: ExclusiveSystem::register(world, systems::death_check),
    }
}
