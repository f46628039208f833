//! The scripted run behind `scripts/screenshots.sh`: it walks the menus, plays several turns through
//! the same intents a player's clicks make (choosing with the greedy agent), picks up a card to show
//! its lit targets, concedes, saves a screenshot of each screen and reports the app's frame cost;
//! then the collection (building and saving a deck), dopynion, one863 and gods.
//! Each part is its own module (`hearth`, `collection`, `dopynion`, `one863`, `gods`); this one is
//! the driver they share: the stages and waits, the scripted mouse and the screenshots.

mod collection;
mod dopynion;
mod gods;
mod hearth;
mod one863;

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::ai::hearth::GreedyAgent;
use bevy_egui::egui;

/// Drives the app through its screens and saves screenshots into `out_dir`.
pub struct ScriptPlugin {
    /// Where the PNGs go.
    pub out_dir: PathBuf,
}

impl Plugin for ScriptPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Script {
            out_dir: self.out_dir.clone(),
            stage: 0,
            wait: 0,
            agent: GreedyAgent::new(11),
            pending_target: None,
            drag: None,
            attack_shot: false,
            play_shot: false,
            choose_shot: false,
            solution_step: 0,
        })
        .add_systems(
            Update,
            (
                hearth::run_script,
                collection::run_collection_script,
                dopynion::run_dopynion_script,
                one863::run_one863_script,
                gods::run_gods_script,
            ),
        );
    }
}

#[derive(Resource)]
struct Script {
    out_dir: PathBuf,
    stage: u32,
    wait: u32,
    agent: GreedyAgent,
    pending_target: Option<crate::engine::EntityId>,
    /// Where a scripted drag starts and ends.
    drag: Option<(egui::Pos2, egui::Pos2)>,
    /// Whether an attack was photographed mid-lunge.
    attack_shot: bool,
    /// Whether a card the opponent played was photographed as it is shown.
    play_shot: bool,
    /// Whether a Choose One picker was photographed.
    choose_shot: bool,
    /// The next step of the busy puzzle's solution to submit.
    solution_step: usize,
}

/// What every part of the script drives the app with, so each part's system takes it whole: the
/// script's own stage and wait, the commands that take its pictures and start or leave a game,
/// the screen it goes to next, the Escape menu it opens for a picture, the scripted mouse and the
/// exit it ends the run with.
#[derive(bevy::ecs::system::SystemParam)]
struct ScriptRun<'w, 's> {
    commands: Commands<'w, 's>,
    script: ResMut<'w, Script>,
    next: ResMut<'w, NextState<crate::app::screen::Screen>>,
    menu: ResMut<'w, crate::app::pause_menu::PauseMenu>,
    mouse: Mouse<'w, 's>,
    exit: MessageWriter<'w, AppExit>,
}

/// Sends cursor and button window events, as the windowing layer does for a real mouse.
#[derive(bevy::ecs::system::SystemParam)]
struct Mouse<'w, 's> {
    window: Query<'w, 's, (Entity, &'static Window), With<bevy::window::PrimaryWindow>>,
    events: MessageWriter<'w, bevy::window::WindowEvent>,
    position: Local<'s, Vec2>,
    contexts: bevy_egui::EguiContexts<'w, 's>,
}

/// Where the pointer rests between pictures: the top bar, where no hover help opens.
const POINTER_REST: egui::Pos2 = egui::pos2(640.0, 18.0);

impl Mouse<'_, '_> {
    /// Moves the pointer to `at`, in interface points (the window's pixels at 1280x720, more of
    /// them in a larger window).
    fn move_to_point(&mut self, at: egui::Pos2) {
        let Ok((_, window)) = self.window.single() else {
            return;
        };
        let zoom = crate::app::ui::window_zoom(window);
        self.move_to(egui::pos2(at.x * zoom, at.y * zoom));
    }
    /// Moves the pointer onto the middle of the place a screen marked as `name`
    /// (`app::spots`); false while it has not been drawn.
    fn move_to_spot(&mut self, name: impl std::hash::Hash + std::fmt::Debug) -> bool {
        let Some(ctx) = self.contexts.ctx_mut().ok().cloned() else {
            return false;
        };
        let Some(rect) = crate::app::spots::find(&ctx, name) else {
            return false;
        };
        self.move_to_point(rect.center());
        true
    }
    /// Moves the pointer out of the way, to `POINTER_REST`.
    fn rest(&mut self) {
        self.move_to_point(POINTER_REST);
    }
    fn move_to(&mut self, to: egui::Pos2) {
        let Ok((window, _)) = self.window.single() else {
            return;
        };
        let position = Vec2::new(to.x, to.y);
        let delta = Some(position - *self.position);
        *self.position = position;
        let moved = bevy::window::CursorMoved {
            window,
            position,
            delta,
        };
        self.events
            .write(bevy::window::WindowEvent::CursorMoved(moved));
    }
    fn press(&mut self, down: bool) {
        let Ok((window, _)) = self.window.single() else {
            return;
        };
        let state = if down {
            bevy::input::ButtonState::Pressed
        } else {
            bevy::input::ButtonState::Released
        };
        let input = bevy::input::mouse::MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        };
        self.events
            .write(bevy::window::WindowEvent::MouseButtonInput(input));
    }
}

impl Script {
    /// Counts down the wait; once it is over, the stage to run now (advancing to the next one,
    /// with the usual 20-frame wait after it). `None` while waiting.
    fn next_stage(&mut self) -> Option<u32> {
        if self.wait > 0 {
            self.wait -= 1;
            return None;
        }
        let stage = self.stage;
        self.stage += 1;
        self.wait = 20;
        Some(stage)
    }

    fn shoot(&self, commands: &mut Commands, name: &str) {
        let path = self.out_dir.join(name);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
}
