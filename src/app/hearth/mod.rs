//! The hearth game table, one job per module: where things sit (layout), the table as Bevy UI nodes
//! (view), the history in words, pointer input, the choices the game stops for (mulligan, Discover, Choose One) as cards, motion of
//! the step on screen, the end of the game with its summary and the cost of all of it per frame.
//! Before the table, the match a player sets up (session), the deck screens (decks/) and the
//! input layer the table and the script share (intent).

mod badges;
mod cards;
pub mod choices;
pub mod decks;
mod end;
mod frame_cost;
mod glossary;
pub mod history;
pub mod intent;
pub mod layout;
mod markers;
mod motion;
mod picture;
mod pointer;
pub mod preview;
pub mod session;
pub mod summary;
pub mod turn_history;
mod view;

pub use frame_cost::AppSystemsTime;
// The card faces, pictures and class colours, for the screens that show cards outside a game.
pub(crate) use cards::{FACE, printed_face};
pub(crate) use picture::draw as draw_picture;
pub use pointer::{CardRects, Role, TableLook};
pub use view::CardNode;
pub(crate) use view::class_colour;

use bevy::prelude::*;

use crate::app::HUMAN;
use crate::app::timeline::Timeline;
use crate::rulesets::hearth::Game;

/// Whether the human may act now: nothing is being replayed, it is their decision and the game
/// goes on.
pub(super) fn is_idle(live: &Game, timeline: &Timeline) -> bool {
    !timeline.is_busy() && live.to_act() == HUMAN && !live.is_over()
}

/// Every module's plugin: what the hearth table adds to the app.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        frame_cost::plugin,
        pointer::plugin,
        view::plugin,
        history::plugin,
        turn_history::plugin,
        choices::plugin,
        motion::plugin,
        end::plugin,
    ));
}
