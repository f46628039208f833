//! Choosing the game: a leader and a deck for you and for gods-ai. Each leader the content has a
//! deck for shows its pantheon and ability (those it has none for are named, waiting); a deck it
//! may not lead (cards of another pantheon, G0) is greyed out and says why on hover.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::{Color32, RichText};

use super::session::{
    GodsMatch, Seat, decks_for, may_lead, playable_leaders, start, waiting_leaders,
};
use crate::app::screen::Screen;
use crate::app::ui::{palette, root_ui};
use crate::rulesets::gods::GodsDb;
use crate::rulesets::gods::schema::Pantheon;

/// A pantheon's colour.
pub fn pantheon_colour(p: Pantheon) -> Color32 {
    match p {
        Pantheon::Neutral => Color32::from_rgb(150, 150, 150),
        Pantheon::Greek => Color32::from_rgb(70, 130, 220),
        Pantheon::Norse => Color32::from_rgb(120, 190, 230),
        Pantheon::Egyptian => Color32::from_rgb(220, 180, 60),
        Pantheon::Chinese => Color32::from_rgb(210, 70, 60),
        Pantheon::Roman => Color32::from_rgb(160, 60, 160),
        _ => Color32::from_rgb(90, 170, 110),
    }
}

fn seat_column(ui: &mut egui::Ui, db: &GodsDb, seat: &mut Seat, heading: &str) {
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(heading).size(22.0).strong());
        ui.add_space(6.0);
        ui.label(
            RichText::new("Leader")
                .size(16.0)
                .color(Color32::LIGHT_GRAY),
        );
        for leader in playable_leaders(db) {
            let def = &db.card(leader).def;
            let chosen = seat.leader == leader;
            let label = format!(
                "{}{} ({:?})",
                if chosen { "✔ " } else { "" },
                def.name,
                def.pantheon,
            );
            let mut button = egui::Button::new(
                RichText::new(label)
                    .size(15.0)
                    .color(pantheon_colour(def.pantheon)),
            )
            .min_size(egui::vec2(260.0, 26.0));
            if chosen {
                button = button.stroke(egui::Stroke::new(2.5, palette::SELECTED));
            }
            if ui.add(button).clicked() {
                seat.leader = leader;
                // Keep the deck if the new leader may lead it, else take the first it may.
                if !may_lead(db, leader, &seat.deck)
                    && let Some(deck) = decks_for(db, leader).next()
                {
                    seat.deck = deck.to_string();
                }
            }
        }
        let waiting: Vec<&str> = waiting_leaders(db)
            .into_iter()
            .map(|l| db.card(l).def.name.as_str())
            .collect();
        if !waiting.is_empty() {
            ui.label(
                RichText::new(format!(
                    "{} wait for their pantheon's cards: no deck can follow them yet.",
                    waiting.join(" and ")
                ))
                .size(13.0)
                .color(palette::MUTED),
            );
        }
        let ability = &db.card(seat.leader).def;
        ui.label(
            RichText::new(format!(
                "Ability ({} mana, once a turn): {}",
                ability.cost, ability.text
            ))
            .size(14.0)
            .italics(),
        );
        ui.add_space(8.0);
        ui.label(RichText::new("Deck").size(16.0).color(Color32::LIGHT_GRAY));
        let mut any = false;
        for deck in db.decks() {
            let allowed = may_lead(db, seat.leader, &deck.id);
            any |= allowed;
            let chosen = seat.deck == deck.id && allowed;
            let label = format!(
                "{}{} ({} cards)",
                if chosen { "✔ " } else { "" },
                deck.name,
                deck.cards.len()
            );
            let mut button = egui::Button::new(RichText::new(label).size(15.0))
                .min_size(egui::vec2(260.0, 26.0));
            if chosen {
                button = button.stroke(egui::Stroke::new(2.5, palette::SELECTED));
            }
            let response = ui
                .add_enabled(allowed, button)
                .on_disabled_hover_text("It holds cards of another pantheon than this leader's.");
            if response.clicked() {
                seat.deck = deck.id.clone();
            }
        }
        if !any {
            ui.label(
                RichText::new("No deck of this content can follow this leader yet.")
                    .size(14.0)
                    .color(palette::DAMAGED),
            );
        }
    });
}

/// The leader and deck picker.
pub fn pick_game(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut chosen: ResMut<GodsMatch>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let db = GodsDb::with_mods();
    let mut root = root_ui(contexts.ctx_mut()?);
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                ui.label(
                    RichText::new("Hand of the Gods — grid tactics")
                        .size(36.0)
                        .strong()
                        .color(palette::SELECTED),
                );
                ui.label(
                    RichText::new(
                        "Destroy the enemy Summoning Stone on an 8×5 board. Pick a leader and a deck.",
                    )
                    .size(17.0),
                );
                ui.add_space(10.0);
            });
            let [mine, theirs] = &mut chosen.seats;
            ui.columns(2, |columns| {
                seat_column(&mut columns[0], &db, mine, "You");
                seat_column(&mut columns[1], &db, theirs, "Opponent (AI)");
            });
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                if let Some(why) = &chosen.refusal {
                    ui.label(RichText::new(why).size(16.0).color(palette::DAMAGED));
                }
                let ready = chosen
                    .seats
                    .iter()
                    .all(|s| may_lead(&db, s.leader, &s.deck));
                let play = egui::Button::new(RichText::new("Play").size(24.0).strong())
                    .min_size(egui::vec2(240.0, 44.0));
                if ui.add_enabled(ready, play).clicked() {
                    start(&mut commands, &mut chosen);
                    if chosen.refusal.is_none() {
                        next.set(Screen::Gods);
                    }
                }
                if ui
                    .add(
                        egui::Button::new(RichText::new("Back").size(18.0))
                            .min_size(egui::vec2(160.0, 32.0)),
                    )
                    .clicked()
                {
                    next.set(Screen::Menu);
                }
            });
        });
    });
    Ok(())
}
