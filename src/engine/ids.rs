//! Numeric entity ids as the card-game protocol uses them (game 1, players 2 and 3, cards from 4),
//! mapped onto the Bevy entities of a rules world.

use bevy::ecs::entity::Entity;
use serde::{Deserialize, Serialize};

/// A game-protocol entity id. Ids are dense and never reused: entities change zone, they never vanish.
/// The default, 0, is the protocol's "no entity".
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub struct EntityId(pub u32);

impl EntityId {
    /// The game entity.
    pub const GAME: EntityId = EntityId(1);
    /// The player entity of seat `seat` (0 or 1): ids 2 and 3.
    pub const fn player(seat: u8) -> EntityId {
        EntityId(2 + seat as u32)
    }
    /// Index into dense per-id tables.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for EntityId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Maps protocol ids onto Bevy entities of one rules world. Id 0 is unused, as in the protocol.
#[derive(Debug, Clone, Default)]
pub struct IdMap {
    entities: Vec<Entity>,
}

impl IdMap {
    /// An empty map whose next id is 1 (the game entity).
    pub fn new() -> Self {
        Self {
            entities: vec![Entity::PLACEHOLDER],
        }
    }
    /// Records the Bevy entity for the next id and returns that id.
    pub fn push(&mut self, entity: Entity) -> EntityId {
        self.entities.push(entity);
        EntityId(self.entities.len() as u32 - 1)
    }
    /// True for the default map, which has not even the placeholder of id 0 (a map lent away).
    pub fn is_empty_map(&self) -> bool {
        self.entities.is_empty()
    }
    /// Keeps the first `len` ids and returns the entities of the others, in id order.
    pub fn truncate(&mut self, len: usize) -> Vec<Entity> {
        let keep = (len + 1).min(self.entities.len()).max(1);
        self.entities.split_off(keep)
    }
    /// Points `id` (an existing id, or the next one) at `entity`.
    pub fn set(&mut self, id: EntityId, entity: Entity) {
        if id.index() == self.entities.len() {
            self.entities.push(entity);
        } else {
            self.entities[id.index()] = entity;
        }
    }
    /// The Bevy entity behind `id`.
    #[inline]
    pub fn get(&self, id: EntityId) -> Entity {
        self.entities[id.index()]
    }
    /// The id that will be given next.
    pub fn next_id(&self) -> EntityId {
        EntityId(self.entities.len() as u32)
    }
    /// Every id in order, from the game entity on.
    pub fn ids(&self) -> impl Iterator<Item = EntityId> + '_ {
        (1..self.entities.len() as u32).map(EntityId)
    }
    /// How many ids are in use.
    pub fn len(&self) -> usize {
        self.entities.len() - 1
    }
    /// True before the game entity exists.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
