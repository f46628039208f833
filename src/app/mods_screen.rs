//! The Mods screen: every mod found at start-up (the user mods folder and `--mods`), with what it
//! brings (cards, decks, levels, one863 teams), the problems its files have (file, line, column,
//! card), an on/off switch remembered in the settings (it takes effect at the next start), and
//! what the last live reload did (a saved mod file is reloaded at once; a game in progress and its
//! replay keep the content they began with).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

use super::mod_reload::ReloadStatus;
use super::screen::Screen;
use super::settings::Settings;
use super::ui::{palette, root_ui};
use crate::cards::embedded_files;
use crate::mods::{Mod, files_of, found};
use crate::rulesets::hearth::CardDb;

/// What one mod holds.
#[derive(Debug, Clone)]
pub struct ModReport {
    /// The mod.
    pub info: Mod,
    /// Card files, deck files, level files, one863 files.
    pub files: [usize; 4],
    /// Cards it defines.
    pub cards: usize,
    /// Its problems, as the loader words them.
    pub problems: Vec<String>,
}

/// The reports, made when the screen opens.
#[derive(Resource, Debug, Default)]
pub struct ModsReport(pub Vec<ModReport>);

/// Checks one mod with the shipped content, as `emberdeck check` does.
pub fn report(info: &Mod) -> ModReport {
    let one = std::slice::from_ref(info);
    let count = |prefix: &str| files_of(one, &[prefix]).len();
    let mut files = embedded_files("assets/hearth/");
    let shipped = CardDb::load_content(&files).0.len();
    let own = files_of(one, &["cards/", "decks/"]);
    files.extend(own);
    let (db, errors) = CardDb::load_content(&files);
    let mut problems: Vec<String> = errors.iter().map(ToString::to_string).collect();
    for file in files
        .iter()
        .filter(|f| f.path.starts_with("mods/") && f.path.contains("/decks/"))
    {
        if let Err(e) = crate::rulesets::hearth::decks::load_deck(&db, file) {
            problems.push(e.to_string());
        }
    }
    // one863 teams (and a rules file) are checked with the shipped teams.
    let teams = files_of(one, &["one863/"]);
    if !teams.is_empty() {
        let mut files = embedded_files("assets/one863/");
        if teams.iter().any(|f| f.path.ends_with("rules.ron")) {
            files.retain(|f| !f.path.ends_with("rules.ron"));
        }
        files.extend(teams);
        let (_, errors) = crate::rulesets::one863::TeamDb::load(&files);
        problems.extend(errors.iter().map(ToString::to_string));
    }
    ModReport {
        info: info.clone(),
        files: [
            count("cards/"),
            count("decks/"),
            count("levels/"),
            count("one863/"),
        ],
        cards: db.len().saturating_sub(shipped),
        problems,
    }
}

/// `count` and the noun, singular or plural as the count asks.
fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// What a mod holds, in words: "3 cards in 1 file, 1 deck, 1 puzzle, 0 team files".
pub fn contents_words(report: &ModReport) -> String {
    let [cards, decks, puzzles, teams] = report.files;
    format!(
        "{} in {}, {}, {}, {}",
        counted(report.cards, "card", "cards"),
        counted(cards, "file", "files"),
        counted(decks, "deck", "decks"),
        counted(puzzles, "puzzle", "puzzles"),
        counted(teams, "team file", "team files"),
    )
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ModsReport>()
        .add_systems(OnEnter(Screen::Mods), check_mods)
        .add_systems(
            Update,
            check_mods_after_reload.run_if(in_state(Screen::Mods)),
        )
        .add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Screen::Mods)));
}

fn check_mods(mut reports: ResMut<ModsReport>) {
    reports.0 = found().iter().map(report).collect();
}

/// A save in a mod folder (reloaded or refused) is checked again while the screen is open.
fn check_mods_after_reload(status: Option<Res<ReloadStatus>>, reports: ResMut<ModsReport>) {
    if status.is_some_and(|s| s.is_changed() && !s.is_added()) {
        check_mods(reports);
    }
}

fn draw(
    mut contexts: EguiContexts,
    reports: Res<ModsReport>,
    status: Option<Res<ReloadStatus>>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let mut root = root_ui(contexts.ctx_mut()?);
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.label(
            RichText::new("Mods")
                .size(32.0)
                .strong()
                .color(palette::SELECTED),
        );
        let folder = crate::mods::user_folder().map_or_else(
            || "(no user data folder)".to_string(),
            |p| p.display().to_string(),
        );
        ui.label(format!(
            "Your mods folder: {folder}  —  or start with --mods DIR. A mod is a folder of \
             card, deck and puzzle files; the card language is printed by `emberdeck schema`."
        ));
        ui.label("Saving a card file in an active mod reloads it at once; the next game uses it.");
        if let Some(message) = status.as_ref().and_then(|s| s.message.clone()) {
            let refused = status.as_ref().is_some_and(|s| s.refused);
            let color = if refused {
                palette::DAMAGED
            } else {
                palette::PLAYABLE
            };
            ui.label(RichText::new(message).size(16.0).color(color));
        }
        ui.add_space(8.0);
        if reports.0.is_empty() {
            ui.label(RichText::new("No mods found.").size(18.0));
        }
        egui::ScrollArea::vertical()
            .max_height(ui.available_height() - 60.0)
            .show(ui, |ui| {
                for report in &reports.0 {
                    let name = &report.info.name;
                    let mut on = !settings.disabled_mods.contains(name);
                    ui.horizontal(|ui| {
                        if ui
                            .checkbox(&mut on, RichText::new(name).size(20.0).strong())
                            .changed()
                        {
                            if on {
                                settings.disabled_mods.retain(|m| m != name);
                            } else {
                                settings.disabled_mods.push(name.clone());
                            }
                            settings.save();
                        }
                        ui.label(contents_words(report));
                    });
                    ui.label(
                        RichText::new(report.info.path.display().to_string())
                            .size(13.0)
                            .color(Color32::GRAY),
                    );
                    if report.problems.is_empty() {
                        ui.label(RichText::new("no problems").color(palette::PLAYABLE));
                    } else {
                        for problem in &report.problems {
                            ui.label(RichText::new(problem).color(palette::DAMAGED));
                        }
                    }
                    ui.add_space(10.0);
                }
            });
        ui.label("Switching a mod on or off takes effect the next time Emberdeck starts.");
        if ui.button(RichText::new("Back").size(18.0)).clicked() {
            next.set(Screen::Menu);
        }
    });
    Ok(())
}
