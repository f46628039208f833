//! The screens around the game: title, main menu, settings (speed and the key bindings) and the
//! puzzles; the deck screens are in `decks`, the victory / defeat / draw screen is the hearth
//! table's (`hearth::end`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::RichText;

use super::hearth::intent::TableAction;
use super::hearth::session::Session;
use super::screen::Screen;
use super::timeline::{Speed, Timeline};
use super::ui::{palette, root_ui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            title.run_if(in_state(Screen::Title)),
            main_menu.run_if(in_state(Screen::Menu)),
            settings.run_if(in_state(Screen::Settings)),
            puzzles.run_if(in_state(Screen::Puzzles)),
        ),
    );
}

fn centered(ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui)) {
    let mut root = root_ui(ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.15);
            add(ui);
        });
    });
}

fn big_button(ui: &mut egui::Ui, text: &str, enabled: bool) -> bool {
    let button =
        egui::Button::new(RichText::new(text).size(22.0)).min_size(egui::vec2(280.0, 44.0));
    ui.add_space(6.0);
    ui.add_enabled(enabled, button).clicked()
}

fn title(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    centered(contexts.ctx_mut()?, |ui| {
        ui.label(
            RichText::new("EMBERDECK")
                .size(64.0)
                .strong()
                .color(palette::SELECTED),
        );
        ui.label(
            RichText::new("a card game of faithful rules")
                .size(20.0)
                .italics(),
        );
        ui.add_space(40.0);
        ui.label(RichText::new("click or press any key").size(18.0));
    });
    if keys.get_just_pressed().next().is_some() || mouse.just_pressed(MouseButton::Left) {
        next.set(Screen::Menu);
    }
    Ok(())
}

fn main_menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    centered(contexts.ctx_mut()?, |ui| {
        ui.label(
            RichText::new("EMBERDECK")
                .size(48.0)
                .strong()
                .color(palette::SELECTED),
        );
        ui.add_space(24.0);
        if big_button(ui, "Play vs AI", true) {
            next.set(Screen::DeckPick);
        }
        if big_button(ui, "Collection", true) {
            next.set(Screen::Collection);
        }
        if big_button(ui, "Puzzles", true) {
            next.set(Screen::Puzzles);
        }
        if big_button(ui, "Deck-builder (dopynion)", true) {
            next.set(Screen::Dopynion);
        }
        if big_button(ui, "Football duel (one863)", true) {
            next.set(Screen::One863Pick);
        }
        if big_button(ui, "Grid tactics (gods)", true) {
            next.set(Screen::GodsPick);
        }
        if big_button(ui, "Mods", true) {
            next.set(Screen::Mods);
        }
        if big_button(ui, "Settings", true) {
            next.set(Screen::Settings);
        }
        if big_button(ui, "Quit", true) {
            exit.write(AppExit::Success);
        }
    });
    Ok(())
}

fn puzzles(
    mut contexts: EguiContexts,
    mut session: ResMut<Session>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    centered(contexts.ctx_mut()?, |ui| {
        ui.label(RichText::new("Puzzles").size(32.0).strong());
        ui.add_space(12.0);
        let mut picked = None;
        for (i, level) in session.levels.iter().enumerate() {
            let goal = level
                .goal
                .map(super::hearth::history::goal_text)
                .unwrap_or_default();
            if big_button(ui, &format!("{}  ({goal})", level.name), true) {
                picked = Some(i);
            }
        }
        if let Some(i) = picked {
            session.puzzle = Some(i);
            next.set(Screen::Game);
        }
        if big_button(ui, "Back", true) {
            next.set(Screen::Menu);
        }
    });
    Ok(())
}

fn settings(
    mut contexts: EguiContexts,
    mut timeline: ResMut<Timeline>,
    mut settings_file: ResMut<super::settings::Settings>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    // Widgets edit a copy: only a real change marks the settings changed (and saves them).
    let mut edited = settings_file.clone();
    centered(contexts.ctx_mut()?, |ui| {
        ui.label(RichText::new("Settings").size(32.0).strong());
        ui.horizontal(|ui| {
            ui.label(RichText::new("Animation speed:").size(18.0));
            for speed in [Speed::Normal, Speed::Fast, Speed::Instant] {
                let text = RichText::new(format!("{speed:?}")).size(18.0);
                if ui.selectable_label(timeline.speed == speed, text).clicked() {
                    timeline.speed = speed;
                }
            }
        });
        ui.checkbox(
            &mut edited.fullscreen,
            RichText::new("Fullscreen").size(18.0),
        );
        ui.horizontal(|ui| {
            ui.label(RichText::new("Volume").size(18.0));
            ui.add(egui::Slider::new(&mut edited.volume, 0.0..=1.0));
            ui.checkbox(&mut edited.muted, "Mute");
        });
        ui.add_space(12.0);
        ui.label(RichText::new("Controls").size(22.0).strong());
        ui.label(RichText::new("Every game").size(18.0).strong());
        egui::Grid::new("bindings_all")
            .num_columns(2)
            .show(ui, |ui| {
                ui.label("The game menu (resume, how to play, concede, main menu)");
                ui.label("Escape, when nothing is picked up");
                ui.end_row();
                ui.label("Pick up a card or a unit, then act");
                ui.label("click it, then click a lit target");
                ui.end_row();
            });
        ui.add_space(6.0);
        ui.label(RichText::new("Hearthstone-style duel").size(18.0).strong());
        egui::Grid::new("bindings").num_columns(3).show(ui, |ui| {
            for (action, keys, pad) in TableAction::BINDINGS {
                ui.label(action.label());
                ui.label(keys);
                ui.label(pad);
                ui.end_row();
            }
        });
        if big_button(ui, "Back", true) {
            next.set(Screen::Menu);
        }
    });
    settings_file.set_if_neq(edited);
    Ok(())
}
