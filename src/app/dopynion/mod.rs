//! The dopynion screen: play the deck-builder against 1 to 3 bots, set up before each game. It plugs into the shared
//! contract plugins (`RulesPlugin`, `AiPlayersPlugin`): clicks become intents that the rules
//! validate; bots think off the main thread and act at a pace a person can follow.

use crate::rulesets::dopynion::describe;
pub mod cards;
pub mod session;
pub mod setup;
pub mod view;

pub use session::{DopynionIntent, DopynionTable};

use bevy::prelude::*;

use super::pace::opponents_follow_speed;
use crate::ai::thinking::AiPlayersPlugin;
use crate::engine::plugin::RulesPlugin;
use crate::rulesets::dopynion::Dopynion;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        RulesPlugin::<Dopynion>::default(),
        AiPlayersPlugin::<Dopynion>::default(),
    ))
    .add_systems(Update, opponents_follow_speed::<Dopynion>);
    session::plugin(app);
    setup::plugin(app);
    view::plugin(app);
}
