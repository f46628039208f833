//! The gods ruleset: Hand of the Gods (SMITE Tactics) grid tactics on the same engine core, as
//! settled in `../shared/rulesets/gods.md` (rules G0–G17). Cards, leaders, decks and the open
//! choices are RON (`assets/gods/`); a game is its own Bevy rules world with one entity per card;
//! every atomic step of the rules is an observer of a rules event (`rules/`), and the exclusive
//! resolver (`resolve.rs`) runs each action's sequence and the twelve-level resolution queue.
//! docs/GODS.md describes the rules as implemented, the card language and the scenario format.

#![forbid(unsafe_code)]

pub mod actions;
pub mod components;
pub mod db;
pub mod describe;
pub mod events;
pub mod game;
pub mod grid;
pub mod invariants;
pub mod legality;
pub mod listing;
pub mod options;
pub mod reference;
pub mod resolve;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod schema;
pub mod setup;
pub mod tensors;
pub mod view;
pub mod wire;

pub use actions::Action;
pub use db::GodsDb;
pub use game::Game;
pub use options::Options;
pub use ruleset::Gods;
pub use setup::Setup;
pub use view::{Target, View};
