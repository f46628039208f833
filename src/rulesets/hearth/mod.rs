//! The `hearth` ruleset: a faithful reconstruction of Hearthstone's rules engine on the engine core.
//! Cards are RON data interpreted by the effect language in `schema`; this module holds the rules.

mod actions;
pub mod amounts;
mod choice;
mod combat;
pub mod components;
mod costs;
pub mod db;
mod death;
pub mod deckcode;
pub mod decks;
pub mod describe;
mod effects;
pub mod events;
mod game;
mod hidden;
pub mod invariants;
mod limits;
mod location;
mod play;
pub mod plugin;
mod primitives;
pub mod query;
mod reads;
mod resolver;
mod rules;
pub mod ruleset;
pub mod scenario;
pub mod schema;
mod secrets;
mod setup;
pub mod targeting;
mod triggers;
mod turn;
pub mod wire;
mod writes;

pub use actions::Action;
pub use db::CardDb;
pub use events::LogEvent;
pub use game::Game;
pub use limits::{BOARD_LIMIT, HAND_LIMIT, MANA_LIMIT};
pub use reads::Reads;
pub use ruleset::Hearth;
pub use setup::{Loadout, StartOptions};
pub use targeting::Targeting;
pub use turn::{ROPE_MS, TURN_LIMIT, TURN_TIME_MS};
