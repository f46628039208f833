//! A player concedes: the app asks with a `Concede` message (the Escape menu's Concede), and the
//! rules record it through the ruleset's own forfeit, so the log says so and the game ends as the
//! ruleset ends a game a seat left. The app never changes the game but through messages.

use std::marker::PhantomData;

use bevy::prelude::*;

use super::plugin::ActiveGame;
use super::rules::Rules;
use super::ruleset::Ruleset;

/// Seat `seat` gives up the game in progress.
#[derive(Message)]
pub struct Concede<R: Ruleset> {
    /// Who concedes.
    pub seat: u8,
    ruleset: PhantomData<fn() -> R>,
}

impl<R: Ruleset> Concede<R> {
    /// `seat` concedes.
    pub fn new(seat: u8) -> Self {
        Self {
            seat,
            ruleset: PhantomData,
        }
    }
}

/// Records every concession of this frame in the active game (nothing once it is over).
pub fn resolve_concessions<R: Ruleset>(
    game: Option<ResMut<ActiveGame<R>>>,
    mut asked: MessageReader<Concede<R>>,
) {
    let Some(mut game) = game else {
        asked.clear();
        return;
    };
    for concession in asked.read() {
        if !game.0.is_over() {
            R::forfeit(&mut game.0, concession.seat, "conceded".into());
        }
    }
}

/// Lets an app send `Concede<R>` and has the rules resolve it with the submitted actions.
pub fn add_concessions<R: Ruleset>(app: &mut App) {
    app.add_message::<Concede<R>>().add_systems(
        Update,
        resolve_concessions::<R>.in_set(super::plugin::RulesSystems),
    );
}
