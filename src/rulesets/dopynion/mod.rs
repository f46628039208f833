//! The dopynion ruleset: a Dominion-style deck-builder (seed 002) on the same engine core. Cards
//! and set-up are RON (`assets/dopynion/`); a game is its own Bevy rules world (the engine's card
//! world) with one entity per player, beside the ledger it lends the rules; legal actions come from
//! the engine and the engine's arbiter eliminates a player whose answer is not one of them.

#![forbid(unsafe_code)]

pub mod actions;
pub mod components;
pub mod db;
pub mod describe;
pub mod effects;
pub mod events;
pub mod game;
pub mod invariants;
mod reads;
mod resolver;
mod rules;
pub mod ruleset;
pub mod scenario;
pub mod schema;
pub mod score;
pub mod setup;
pub mod tensors;
pub mod turn;
pub mod wire;
mod writes;

pub use actions::Action;
pub use db::CardDb;
pub use game::Game;
pub use reads::Reads;
pub use ruleset::Dopynion;
pub use schema::Card;
pub use setup::Setup;
