//! The end of a game: once the rules say it is over and the table has shown everything, the end
//! screen follows.

use bevy::prelude::*;

use crate::app::screen::Screen;
use crate::app::timeline::Timeline;
use crate::rulesets::hearth::plugin::ActiveGame;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, finish_game.run_if(in_state(Screen::Game)));
}

/// Goes to the end screen once the game is over and the table has shown everything.
fn finish_game(
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut next: ResMut<NextState<Screen>>,
) {
    if game.is_some_and(|g| g.0.is_over()) && !timeline.is_busy() {
        next.set(Screen::End);
    }
}
