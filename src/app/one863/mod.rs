//! The one863 screens: pick two teams, then a football pitch with both fields, the hands, the
//! score and the commentary, the attack → block → duel sequence replayed from the log, the Meneur
//! window and the boost as prompts, each blocker's outcome in a pill inside its card, a warning
//! before an attack that may leave an open goal, hover help for every term on a card (one
//! glossary), stoppage time announced, and the final whistle.

pub mod cards;
pub mod glossary;
pub mod outcome;
mod pick;
pub mod replay;
pub mod risk;
pub mod session;
pub mod view;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::screen::Screen;
use crate::ai::thinking::AiPlayersPlugin;
use crate::engine::plugin::{RulesPlugin, RulesSystems};
use crate::rulesets::one863::One863;

pub use replay::Replay;
pub use session::Fixture;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        RulesPlugin::<One863>::default(),
        AiPlayersPlugin::<One863>::default(),
    ))
    .init_resource::<Fixture>()
    .init_resource::<Replay>()
    .add_systems(Startup, session::recall_teams)
    .add_systems(OnEnter(Screen::One863), session::remember_teams)
    .add_systems(
        Update,
        (session::note_rejections, replay::advance)
            .after(RulesSystems)
            .run_if(in_state(Screen::One863)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            pick::pick_teams.run_if(in_state(Screen::One863Pick)),
            view::draw_pitch.run_if(in_state(Screen::One863)),
        ),
    );
}
