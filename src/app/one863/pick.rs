//! Picking the two teams: every team of the content as a shirt-coloured button with its strength
//! and style beside it (ATT, DEF, attacking, balanced or defensive), yours on the left, the
//! coach's on the right, the chosen team's profile in a sentence under each column, then kick-off.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::{Color32, RichText};

use super::session::{Fixture, kick_off};
use crate::app::screen::Screen;
use crate::app::ui::{palette, root_ui};
use crate::rulesets::one863::TeamDb;
use crate::rulesets::one863::profile::{BEST_OF, TeamProfile};

/// A team's shirt colour.
pub fn kit(db: &TeamDb, team: &str) -> Color32 {
    db.team(team).map_or(Color32::GRAY, |t| {
        Color32::from_rgb(t.kit.0, t.kit.1, t.kit.2)
    })
}

/// Black or white, whichever reads on `fill`.
pub fn ink_on(fill: Color32) -> Color32 {
    let luma = 0.299 * fill.r() as f32 + 0.587 * fill.g() as f32 + 0.114 * fill.b() as f32;
    if luma > 150.0 {
        Color32::from_rgb(20, 20, 20)
    } else {
        Color32::WHITE
    }
}

/// Width of a team's shirt button.
const TEAM_BUTTON_WIDTH: f32 = 220.0;
/// Height of a team's shirt button.
const TEAM_BUTTON_HEIGHT: f32 = 32.0;
/// The Kick off button's size.
const KICK_OFF_SIZE: egui::Vec2 = egui::vec2(240.0, 44.0);
/// The Back button's size (beside Kick off, so both stay on screen).
const BACK_SIZE: egui::Vec2 = egui::vec2(160.0, 44.0);
/// Width of the strength and style beside a team's button.
const PROFILE_WIDTH: f32 = 190.0;

/// A team's strength and style in a few words, beside its button.
fn profile_line(profile: &TeamProfile) -> String {
    format!(
        "ATT {:.1} · DEF {:.1} · {}",
        profile.attack,
        profile.defence,
        profile.style.name()
    )
}

/// The chosen team's profile as a sentence, under its column.
fn profile_sentence(db: &TeamDb, team: &str) -> String {
    let Some(profile) = TeamProfile::of(db, team) else {
        return String::new();
    };
    let name = db.team(team).map_or(team, |t| t.name.as_str());
    format!(
        "{name}: {style}, strength {strength:.1}. Its best {n} attackers average ATT {att:.1}, \
         its best {n} blockers DEF {def:.1}; {aggressive} Aggressive, {boosters} can boost.",
        style = profile.style.name().to_lowercase(),
        strength = profile.strength,
        n = BEST_OF,
        att = profile.attack,
        def = profile.defence,
        aggressive = profile.aggressive,
        boosters = profile.boosters,
    )
}

fn team_column(ui: &mut egui::Ui, db: &TeamDb, chosen: &mut String, heading: &str) {
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(heading).size(22.0).strong());
        ui.add_space(8.0);
        for team in db.teams() {
            let fill = kit(db, &team.id);
            let selected = *chosen == team.id;
            // The chosen team is marked by a tick and a thick outline that reads on any shirt.
            let label = if selected {
                format!("✔ {}", team.name)
            } else {
                team.name.clone()
            };
            let mut button =
                egui::Button::new(RichText::new(label).size(18.0).color(ink_on(fill)).strong())
                    .fill(fill)
                    .min_size(egui::vec2(TEAM_BUTTON_WIDTH, TEAM_BUTTON_HEIGHT));
            if selected {
                button = button.stroke(egui::Stroke::new(4.0, Color32::WHITE));
            }
            let row_width = TEAM_BUTTON_WIDTH + PROFILE_WIDTH + ui.spacing().item_spacing.x;
            let indent = ((ui.available_width() - row_width) / 2.0).max(0.0);
            ui.horizontal(|ui| {
                ui.add_space(indent);
                if ui.add(button).clicked() {
                    *chosen = team.id.clone();
                }
                if let Some(profile) = TeamProfile::of(db, &team.id) {
                    ui.add_sized(
                        [PROFILE_WIDTH, TEAM_BUTTON_HEIGHT],
                        egui::Label::new(RichText::new(profile_line(&profile)).size(14.0))
                            .truncate(),
                    );
                }
            });
        }
        ui.add_space(6.0);
        ui.add(egui::Label::new(RichText::new(profile_sentence(db, chosen)).size(15.0)).wrap());
    });
}

/// The team picker.
pub fn pick_teams(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut fixture: ResMut<Fixture>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let db = TeamDb::with_mods();
    let mut root = root_ui(contexts.ctx_mut()?);
    egui::CentralPanel::default().show(&mut root, |ui| {
        // The page scrolls when a window is too short for every team (or a mod adds teams).
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                ui.label(
                    RichText::new("ONE863 — the football card duel")
                        .size(36.0)
                        .strong()
                        .color(palette::SELECTED),
                );
                ui.label(RichText::new("Pick your team and your opponent's").size(18.0));
                ui.label(
                    RichText::new(
                        "ATT and DEF: the mean duel strength of a team's five best attackers and \
                         blockers (VAEP plus the position bonus)",
                    )
                    .size(14.0)
                    .color(palette::MUTED),
                );
                ui.add_space(10.0);
            });
            ui.columns(2, |columns| {
                team_column(&mut columns[0], &db, &mut fixture.home, "You play");
                team_column(&mut columns[1], &db, &mut fixture.away, "Against");
            });
            ui.add_space(10.0);
            let buttons_width = KICK_OFF_SIZE.x + BACK_SIZE.x + ui.spacing().item_spacing.x;
            ui.horizontal(|ui| {
                ui.add_space(((ui.available_width() - buttons_width) / 2.0).max(0.0));
                let back = egui::Button::new(RichText::new("Back").size(18.0)).min_size(BACK_SIZE);
                if ui.add(back).clicked() {
                    next.set(Screen::Menu);
                }
                let kick = egui::Button::new(RichText::new("Kick off").size(24.0).strong())
                    .min_size(KICK_OFF_SIZE);
                if ui.add(kick).clicked() {
                    kick_off(&mut commands, &mut fixture);
                    next.set(Screen::One863);
                }
            });
        });
    });
    Ok(())
}
