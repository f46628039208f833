//! The gods screens: choose a leader and a deck for both seats, then the 8×5 board against
//! gods-ai, with both stones, units showing attack, health, movement, range and their state in
//! words fitted to the token, the rows and columns numbered as the log writes tiles, the tiles a
//! picked-up card, unit or ability may use lit, what a hovered attack would do, the leader
//! ability (gold when usable, its reason on hover when not), hover help for every term (one
//! glossary), the log, and moves, attacks, damage and deaths replayed from the log.

pub mod board;
pub mod choices;
pub mod fit;
pub mod glossary;
pub mod hand;
pub mod leader;
mod panel;
mod pick;
pub mod preview;
pub mod replay;
pub mod session;
mod view;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::pace::opponents_follow_speed;
use super::screen::Screen;
use crate::ai::thinking::AiPlayersPlugin;
use crate::engine::plugin::{RulesPlugin, RulesSystems};
use crate::rulesets::gods::Gods;

pub use replay::Replay;
pub use session::GodsMatch;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        RulesPlugin::<Gods>::default(),
        AiPlayersPlugin::<Gods>::default(),
    ))
    .add_systems(Update, opponents_follow_speed::<Gods>)
    .add_systems(Startup, session::recall_seats)
    .add_systems(OnEnter(Screen::Gods), session::remember_seats)
    .init_resource::<GodsMatch>()
    .init_resource::<Replay>()
    .init_resource::<board::Layout>()
    .add_systems(
        Update,
        (session::note_rejections, replay::advance)
            .after(RulesSystems)
            .run_if(in_state(Screen::Gods)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            pick::pick_game.run_if(in_state(Screen::GodsPick)),
            view::draw_game.run_if(in_state(Screen::Gods)),
        ),
    );
}
