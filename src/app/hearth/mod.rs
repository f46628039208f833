//! The hearth game table, one job per module: the board and its layout, each side's hero row, the
//! history in words, pointer input, the game's windows (mulligan, Discover, Choose One), motion of
//! the step on screen, the end of the game and the cost of all of it per frame.

mod badges;
mod board;
mod end;
mod frame_cost;
mod hero_row;
mod history;
mod motion;
mod pointer;
mod windows;

pub use frame_cost::AppSystemsTime;
pub use pointer::CardRects;

use bevy::prelude::*;

/// Every module's plugin: what the hearth table adds to the app.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        frame_cost::plugin,
        pointer::plugin,
        board::plugin,
        windows::plugin,
        motion::plugin,
        end::plugin,
    ));
}
