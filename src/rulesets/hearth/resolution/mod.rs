//! How an action resolves: validation, the exclusive resolver and its atomic steps, the play and
//! attack sequences, deaths, turns, triggers, mid-rules choices and the card mechanics that hook
//! into them (secrets, hero cards, locations, trade, rewind, prevention).

pub(super) mod actions;
pub(super) mod choice;
pub(super) mod combat;
pub(super) mod death;
pub(super) mod hero_card;
pub(super) mod location;
pub(super) mod play;
pub(super) mod prevention;
pub(super) mod primitives;
pub(super) mod resolver;
pub(super) mod rewind;
pub(super) mod secrets;
pub(super) mod trade;
pub(super) mod triggers;
pub(super) mod turn;
