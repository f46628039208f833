//! A game's state and the ways to touch it: components, the rules world (`Game`), the readers and
//! writers every rule shares, the log's events, the table's limits, costs, targeting, hidden
//! information, set-up and the invariants checked after every action.

pub(super) mod action;
pub mod amounts;
pub mod components;
pub(super) mod costs;
pub mod events;
pub(super) mod game;
pub(super) mod hidden;
pub mod invariants;
pub(super) mod limits;
pub(super) mod reads;
pub(super) mod setup;
pub mod targeting;
pub(super) mod writes;
