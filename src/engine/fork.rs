//! Forking a rules world: a full, independent copy for search. Entities never despawn, so copying
//! every entity in id order into a fresh world keeps ids dense and identical.

use bevy::ecs::entity::Entity;
use bevy::ecs::world::{EntityRef, World};

use super::IdMap;

/// Copies every entity of `ids` from `source` into a new world, in id order. `copy` spawns the copy
/// of one entity (the ruleset knows its component set) and returns it.
pub fn fork_world(
    source: &World,
    ids: &IdMap,
    mut copy: impl FnMut(EntityRef, &mut World) -> Entity,
) -> (World, IdMap) {
    let mut world = World::new();
    let mut map = IdMap::new();
    for id in ids.ids() {
        let entity = copy(source.entity(ids.get(id)), &mut world);
        map.push(entity);
    }
    (world, map)
}
