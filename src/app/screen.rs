//! The app's screens as a state machine: title → menu → deck pick → game → end → menu.

use bevy::prelude::*;

/// Which screen is showing.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The title card.
    #[default]
    Title,
    /// Play, puzzles, settings, quit.
    Menu,
    /// Pick a deck (grouped by class, with its list and curve), the opponent and a difficulty.
    DeckPick,
    /// Every card of the pool, and building the player's own decks.
    Collection,
    /// Key bindings and speed.
    Settings,
    /// The puzzle list.
    Puzzles,
    /// A game in progress (the mulligan included).
    Game,
    /// Victory, defeat or draw.
    End,
    /// The dopynion deck-builder against bots.
    Dopynion,
    /// The mods found, their content and problems, and their on/off switches.
    Mods,
    /// one863: picking the two teams.
    One863Pick,
    /// one863: a match on the pitch.
    One863,
    /// gods: choosing leaders and decks.
    GodsPick,
    /// gods: a game on the board.
    Gods,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
