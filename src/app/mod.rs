//! Everything a person sees or does: screens, the table, the animation timeline, input mapping and
//! the scripted screenshot run. Nothing here changes rules state except by submitting actions, which
//! the rules validate.

// Unsafe code lives in the engine only (each block with its SAFETY note and a test).
#![forbid(unsafe_code)]

pub mod audio;
pub use crate::rulesets::hearth::describe;
pub mod dopynion;
pub mod gods;
pub mod hearth;
pub mod how_to_play;
pub mod launch_seed;
pub mod menu;
pub mod mod_reload;
pub mod mods_screen;
pub mod one863;
pub mod pace;
pub mod pause_menu;
pub mod screen;
pub mod script;
pub mod settings;
pub mod spots;
pub mod timeline;
pub mod tweens;
pub mod ui;

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::ai::thinking::AiPlayersPlugin;
use crate::rulesets::hearth::Hearth;
use crate::rulesets::hearth::plugin::HearthRulesPlugin;

/// The seat the person at the keyboard plays in every game against the AI (the one constant
/// every table, replay and set-up screen shares).
pub const HUMAN: u8 = 0;

/// The desktop app: window, egui, rules, AI seats and every screen.
pub struct EmberdeckAppPlugin;

impl Plugin for EmberdeckAppPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(EguiPlugin::default())
            .add_plugins((
                HearthRulesPlugin::default(),
                AiPlayersPlugin::<Hearth>::default(),
            ))
            .add_plugins(PresentationPlugin)
            .add_plugins(mod_reload::ModReloadPlugin::active_mods())
            .add_plugins((
                menu::plugin,
                hearth::decks::plugin,
                hearth::plugin,
                hearth::intent::input_plugin,
                settings::plugin,
                audio::plugin,
                dopynion::plugin,
                one863::plugin,
                gods::plugin,
                mods_screen::plugin,
                tweens::plugin,
                pause_menu::plugin,
            ))
            .add_systems(Startup, spawn_camera)
            .add_systems(bevy_egui::EguiPrimaryContextPass, ui::scale_to_window);
    }
}

/// The parts of the app that run without a window: screens, session, intents, timeline. Tests
/// drive them with `MinimalPlugins`.
pub struct PresentationPlugin;

impl Plugin for PresentationPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            screen::plugin,
            hearth::session::plugin,
            hearth::decks::model_plugin,
            hearth::intent::plugin,
            timeline::plugin,
        ));
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

/// Opens the window and runs the app; with `script`, plays the scripted screenshot run into that
/// folder and exits. `seed` fixes the seed this launch's games start from (a fresh one each
/// launch otherwise; the scripted run keeps the plain, repeatable seeds).
pub fn run(script: Option<PathBuf>, (width, height): (u32, u32), seed: Option<u64>) -> i32 {
    if script.is_none() {
        let seed = seed.unwrap_or_else(launch_seed::fresh);
        launch_seed::fix(seed);
        println!(
            "this launch's games start from seed {seed} (emberdeck play --seed {seed} replays them)"
        );
    }
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Emberdeck".into(),
            resolution: WindowResolution::new(width, height),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(ClearColor(Color::srgb(0.07, 0.06, 0.09)))
    .add_plugins(EmberdeckAppPlugin);
    if let Some(dir) = script {
        app.add_plugins(script::ScriptPlugin { out_dir: dir });
    }
    app.run();
    0
}
