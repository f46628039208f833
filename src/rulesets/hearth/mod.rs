//! The `hearth` ruleset: a faithful reconstruction of Hearthstone's rules engine on the engine core.
//! Cards are RON data interpreted by the effect language in `schema`; this module holds the rules.

mod content;
pub mod describe;
mod effects;
pub mod plugin;
mod resolution;
mod rules;
pub mod ruleset;
pub mod scenario;
mod state;
pub mod tensors;
pub mod wire;

pub use content::{db, deckcode, decks, priors, query, reference, schema};
pub use state::{amounts, components, events, invariants, targeting};

pub use content::db::CardDb;
pub use content::priors::DeckPriors;
pub use resolution::actions::Action;
pub use ruleset::Hearth;
pub use state::events::LogEvent;
pub use state::game::Game;
pub use state::limits::{BOARD_LIMIT, HAND_LIMIT, MANA_LIMIT, ROPE_MS, TURN_LIMIT, TURN_TIME_MS};
pub use state::reads::Reads;
pub use state::setup::{Loadout, StartOptions};
pub use state::targeting::Targeting;
