//! The seven zones an entity can be in. Entities move between zones; they are never destroyed.

use bevy::ecs::component::Component;
use serde::{Deserialize, Serialize};

/// Where an entity is. Every card entity has exactly one zone at a time.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    /// The ordered library; hidden.
    Deck,
    /// The owner's hand; hidden from the opponent.
    Hand,
    /// The table: heroes, hero powers, minions, weapons, locations, enchantments in force.
    Play,
    /// Destroyed, burned, spent entities; public.
    Graveyard,
    /// Secrets and quests, attached to the hero.
    Secret,
    /// A technical buffer for generated options (discover, mulligan rejects).
    SetAside,
    /// Transformed or banished entities.
    RemovedFromGame,
}

impl Zone {
    /// All zones, in protocol order.
    pub const ALL: [Zone; 7] = [
        Zone::Deck,
        Zone::Hand,
        Zone::Play,
        Zone::Graveyard,
        Zone::Secret,
        Zone::SetAside,
        Zone::RemovedFromGame,
    ];
}
