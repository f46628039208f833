//! The hearth deck screens: the deck choice before a game and the collection where players build
//! their own decks (one job per module: the pool and its filters, the builder's state and intents,
//! the two screens, the scrollbar and what they draw alike).

pub mod builder;
pub mod choice;
pub mod collection_view;
pub mod pool;
pub mod scrollbar;
pub mod widgets;

use bevy::prelude::*;

/// What runs without a window: the deck builder's state and intents (tests drive it headless).
pub(in crate::app) fn model_plugin(app: &mut App) {
    app.add_plugins(builder::plugin);
}

/// The two screens' drawing and pointer input.
pub(in crate::app) fn plugin(app: &mut App) {
    app.add_plugins((choice::plugin, collection_view::plugin, scrollbar::plugin));
}
