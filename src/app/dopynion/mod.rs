//! The dopynion screen: play the deck-builder against 1 to 3 bots. Clicks become intents that the
//! rules validate; bots choose among the engine's legal actions at a pace a person can follow.

use crate::rulesets::dopynion::describe;
mod session;
mod view;

pub use session::{DopynionIntent, DopynionTable, HUMAN_SEAT};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    session::plugin(app);
    view::plugin(app);
}
