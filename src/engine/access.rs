//! Fast typed component access for rules worlds. `World::get::<T>` looks the type up in a map on
//! every call, and rules read components millions of times a second; a `ComponentKey` looks the id
//! up once per world and then reads through the world cell directly.

use std::marker::PhantomData;

use bevy::ecs::component::{Component, ComponentId};
use bevy::ecs::entity::Entity;
use bevy::ecs::world::{Mut, World, WorldId};

/// The id of component `T` in one world. It only ever reads the world it was registered in (other
/// worlds are refused), so it cannot read the wrong type.
pub struct ComponentKey<T> {
    id: ComponentId,
    world: WorldId,
    _type: PhantomData<fn() -> T>,
}

impl<T> Clone for ComponentKey<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ComponentKey<T> {}

impl<T> std::fmt::Debug for ComponentKey<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ComponentKey({:?})", self.id)
    }
}

impl<T: Component> ComponentKey<T> {
    /// Registers `T` in `world` (if it is not yet) and keeps its id.
    pub fn register(world: &mut World) -> Self {
        Self {
            id: world.register_component::<T>(),
            world: world.id(),
            _type: PhantomData,
        }
    }

    /// Reads `T` of `entity`.
    #[inline]
    pub fn read<'w>(&self, world: &'w World, entity: Entity) -> Option<&'w T> {
        assert_eq!(world.id(), self.world, "a component key of another world");
        let cell = world.as_unsafe_world_cell_readonly();
        let entity = cell.get_entity(entity).ok()?;
        // SAFETY: `&World` gives shared access to the whole world, and `id` was registered for `T`
        // in this very world (checked above).
        unsafe { entity.get_by_id(self.id).map(|ptr| ptr.deref::<T>()) }
    }

    /// Writes `T` of `entity`.
    #[inline]
    pub fn write<'w>(&self, world: &'w mut World, entity: Entity) -> Option<Mut<'w, T>> {
        assert_eq!(world.id(), self.world, "a component key of another world");
        let cell = world.as_unsafe_world_cell();
        let entity = cell.get_entity(entity).ok()?;
        // SAFETY: `&mut World` gives exclusive access to the whole world (no other reference to
        // this component exists), and `id` was registered for `T` in this very world.
        unsafe {
            entity
                .get_mut_by_id(self.id)
                .ok()
                .map(|m| m.with_type::<T>())
        }
    }
}

/// The id of resource `T` in one world: reads it without the type lookup `World::resource` makes
/// on every call (a rules world reads its table resource for every legal-action list).
pub struct ResourceKey<T> {
    id: ComponentId,
    world: WorldId,
    _type: PhantomData<fn() -> T>,
}

impl<T> Clone for ResourceKey<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ResourceKey<T> {}

impl<T> std::fmt::Debug for ResourceKey<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ResourceKey({:?})", self.id)
    }
}

impl<T: bevy::ecs::resource::Resource> ResourceKey<T> {
    /// The id of `T`, which `world` must hold.
    pub fn of(world: &World) -> Self {
        Self {
            id: world
                .component_id::<T>()
                .expect("the resource is inserted before its key is taken"),
            world: world.id(),
            _type: PhantomData,
        }
    }

    /// Reads `T`.
    #[inline]
    pub fn read<'w>(&self, world: &'w World) -> &'w T {
        assert_eq!(world.id(), self.world, "a resource key of another world");
        let ptr = world
            .get_resource_by_id(self.id)
            .expect("the resource stays inserted");
        // SAFETY: `id` is `T`'s resource id in this very world (checked above), and `&World`
        // gives shared access to it.
        unsafe { ptr.deref::<T>() }
    }
}
