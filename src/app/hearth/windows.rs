//! The game's windows over the table: the opening hand (mulligan), Discover and Choose One. Each
//! offers only what the engine lists as legal and turns a click into an intent.

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::RichText;

use super::frame_cost::AppSystemsTime;
use super::is_idle;
use crate::app::intent::{Selection, Source, UiIntent, actions_in};
use crate::app::screen::Screen;
use crate::app::session::HUMAN;
use crate::app::timeline::Timeline;
use crate::app::ui::{self, Outline};
use crate::engine::{EntityId, Rules};
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::components::Step;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::{Action, Game};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_windows.run_if(in_state(Screen::Game)),
    );
}

/// Shows whichever window the human's decision needs, while nothing is being replayed.
fn draw_windows(
    mut contexts: EguiContexts,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<UiIntent>,
    mut timing: ResMut<AppSystemsTime>,
) -> Result {
    let started = Instant::now();
    let Some(live) = game else {
        return Ok(());
    };
    let live = &live.0;
    if !is_idle(live, &timeline) {
        timing.add(started.elapsed());
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut clicked = Vec::new();
    if live.state().step == Step::Mulligan {
        mulligan_window(ctx, live, &mut clicked);
    }
    if let Some(Source::Hand(card)) = selection.source
        && !live.info(card).def.choose_one.is_empty()
    {
        // The legal list only when a Choose One card is picked up: the board has its own.
        let legal = live.legal_actions();
        choose_one_window(ctx, live, &legal, card, &mut clicked);
    }
    if live.pending_choice().is_some() {
        discover_window(ctx, live, &mut clicked);
    }
    for intent in clicked {
        if intent == UiIntent::Cancel {
            selection.source = None;
        }
        intents.write(intent);
    }
    timing.add(started.elapsed());
    Ok(())
}

/// Choose One: the options of the picked-up card, as buttons with their text.
fn choose_one_window(
    ctx: &egui::Context,
    game: &Game,
    legal: &[Action],
    card: EntityId,
    clicked: &mut Vec<UiIntent>,
) {
    let options = &game.info(card).def.choose_one;
    egui::Window::new(format!("{}: choose one", game.info(card).def.name))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (i, option) in options.iter().enumerate() {
                    let def = &game.db().get(option.index).def;
                    let playable = !actions_in(legal, Source::Choice(card, i as u8)).is_empty();
                    let text = RichText::new(format!("{}\n{}", def.name, def.text)).size(15.0);
                    let button = egui::Button::new(text).min_size(egui::vec2(180.0, 90.0));
                    if ui.add_enabled(playable, button).clicked() {
                        clicked.push(UiIntent::Select(Source::Choice(card, i as u8)));
                    }
                }
            });
            if ui.button("Cancel").clicked() {
                clicked.push(UiIntent::Cancel);
            }
        });
}

/// Discover: the offered cards; click one to take it.
fn discover_window(ctx: &egui::Context, game: &Game, clicked: &mut Vec<UiIntent>) {
    let Some(choice) = game.pending_choice() else {
        return;
    };
    egui::Window::new("Discover")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label("Choose a card.");
            ui.horizontal(|ui| {
                for (i, &option) in choice.options.iter().enumerate() {
                    if ui::card(
                        ui,
                        game,
                        option,
                        Outline::Ready,
                        egui::vec2(120.0, 140.0),
                        None,
                    )
                    .clicked()
                    {
                        clicked.push(UiIntent::Choose(i as u8));
                    }
                }
            });
        });
}

/// The mulligan: click cards to mark them for replacement, then confirm.
fn mulligan_window(ctx: &egui::Context, game: &Game, clicked: &mut Vec<UiIntent>) {
    let id = egui::Id::new("mulligan-mask");
    let mut mask: u8 = ctx.data_mut(|d| *d.get_temp_mut_or_default::<u8>(id));
    egui::Window::new("Your opening hand")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label("Click the cards to replace, then confirm.");
            ui.horizontal(|ui| {
                for (i, &card) in game.player(HUMAN).hand.iter().enumerate() {
                    let marked = mask & (1 << i) != 0;
                    let outline = if marked {
                        Outline::Selected
                    } else {
                        Outline::Plain
                    };
                    ui.vertical(|ui| {
                        if ui::card(ui, game, card, outline, egui::vec2(110.0, 130.0), None)
                            .clicked()
                        {
                            mask ^= 1 << i;
                        }
                        ui.label(if marked { "replace" } else { "keep" });
                    });
                }
            });
            if ui.button(RichText::new("Confirm").size(18.0)).clicked() {
                clicked.push(UiIntent::Mulligan(mask));
                mask = 0;
            }
        });
    ctx.data_mut(|d| d.insert_temp(id, mask));
}
