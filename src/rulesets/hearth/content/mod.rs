//! The card set and what is built from it: the card schema and its effect language, the loaded and
//! validated card database, card-pool queries, deck files and deck codes, the reference data and
//! the shipped decks as priors. Nothing here knows a game.

pub mod db;
pub mod deckcode;
pub mod decks;
pub mod priors;
pub mod query;
pub mod reference;
pub mod schema;
