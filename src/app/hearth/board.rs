//! The table's layout each frame: the opponent's hero row at the top, the history on the right,
//! both boards in the middle, your hand, hero row and End Turn at the bottom. Legal targets light up
//! while a card, an attacker or the hero power is picked up; clicks become intents.

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

use super::badges::{Badges, badges};
use super::frame_cost::AppSystemsTime;
use super::pointer::{CardRects, Drawn, Role, interpret};
use super::{hero_row, history};
use crate::app::intent::{Selection, Source, UiIntent, actions_in, targets_in};
use crate::app::screen::Screen;
use crate::app::session::{HUMAN, PuzzleRun};
use crate::app::timeline::Timeline;
use crate::app::ui::{self, Outline, palette};
use crate::engine::{EntityId, Rules};
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::{Action, Game};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_table.run_if(in_state(Screen::Game)),
    );
}

/// Whether the human may act now: nothing is being replayed, it is their decision and the game
/// goes on.
pub(super) fn is_idle(live: &Game, timeline: &Timeline) -> bool {
    !timeline.is_busy() && live.to_act() == HUMAN && !live.is_over()
}

#[allow(clippy::too_many_arguments)]
pub(super) fn draw_table(
    mut contexts: EguiContexts,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<UiIntent>,
    mut timing: ResMut<AppSystemsTime>,
    puzzle: Option<Res<PuzzleRun>>,
    mut rects: ResMut<CardRects>,
) -> Result {
    let started = Instant::now();
    let Some(live) = game else {
        return Ok(());
    };
    let live = &live.0;
    let shown = timeline.position(live);
    let idle = is_idle(live, &timeline);
    // The engine's legal actions, once per frame: every highlight below filters this list.
    let legal = live.legal_actions();
    let targets = match (idle, selection.source) {
        (true, Some(source)) => targets_in(&legal, source),
        _ => Vec::new(),
    };
    let badges = badges(live, &timeline);
    let playable: Vec<EntityId> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    let look = Look {
        live,
        legal: &legal,
        shown,
        idle,
        selection: &selection,
        targets: &targets,
        badges: &badges,
    };
    let mut drawn: Drawn = Vec::new();
    let mut clicked: Vec<UiIntent> = Vec::new();
    let ctx = contexts.ctx_mut()?;
    let mut root = ui::root_ui(ctx);
    if selection.show_log {
        history::log_panel(&mut root, live, shown, &timeline);
    }
    egui::Panel::top("opponent")
        .exact_size(116.0)
        .show(&mut root, |ui| {
            hero_row::show(ui, &look, 1 - HUMAN, &mut drawn);
        });
    egui::Panel::bottom("you")
        .exact_size(300.0)
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                for &card in &shown.player(HUMAN).hand {
                    let ready = idle && playable.contains(&card);
                    let response = ui::card(
                        ui,
                        shown,
                        card,
                        look.outline(card, ready),
                        egui::vec2(104.0, 112.0),
                        None,
                    );
                    drawn.push((card, Role::Hand, response));
                }
            });
            ui.separator();
            hero_row::show(ui, &look, HUMAN, &mut drawn);
            end_turn_row(ui, &look, &mut clicked);
        });
    egui::CentralPanel::default().show(&mut root, |ui| {
        if let Some(run) = &puzzle {
            history::puzzle_line(ui, run, live);
        }
        history::banner(ui, live, shown, &timeline);
        for seat in [1 - HUMAN, HUMAN] {
            ui.add_space(8.0);
            ui.horizontal(|ui| board_row(ui, &look, seat, &mut drawn));
        }
    });
    interpret(ctx, &selection, &targets, &drawn, &mut clicked);
    // Cards keep their last known place, so a minion that died can still be animated.
    rects.0.extend(drawn.iter().map(|(id, _, r)| (*id, r.rect)));
    // Points to window pixels, for whoever points at cards from outside egui.
    rects.1 = ctx.zoom_factor();
    for intent in clicked {
        if intent == UiIntent::Cancel {
            selection.source = None;
        }
        intents.write(intent);
    }
    timing.add(started.elapsed());
    Ok(())
}

/// One side's minions, left to right.
fn board_row(ui: &mut egui::Ui, look: &Look, seat: u8, drawn: &mut Drawn) {
    let shown = look.shown;
    for &minion in &shown.player(seat).board {
        let ready = seat == HUMAN && !actions_in(look.legal, Source::Attacker(minion)).is_empty();
        let response = ui::card(
            ui,
            shown,
            minion,
            look.outline(minion, ready),
            egui::vec2(96.0, 76.0),
            look.badges.get(&minion).cloned(),
        );
        let role = if seat == HUMAN {
            Role::Friendly
        } else {
            Role::Enemy
        };
        drawn.push((minion, role, response));
    }
    if shown.player(seat).board.is_empty() {
        ui.label(RichText::new("(empty board)").color(Color32::from_gray(110)));
    }
}

/// End Turn (lit when nothing else is left), the last refusal, the rope and whose turn it is.
fn end_turn_row(ui: &mut egui::Ui, look: &Look, clicked: &mut Vec<UiIntent>) {
    let (live, idle) = (look.live, look.idle);
    ui.horizontal(|ui| {
        let nothing_left = idle && look.legal == [Action::EndTurn];
        let label = if nothing_left {
            "END TURN ▶"
        } else {
            "End turn"
        };
        let button =
            egui::Button::new(RichText::new(label).size(18.0).strong()).fill(if nothing_left {
                palette::PLAYABLE
            } else {
                Color32::from_gray(60)
            });
        if ui.add_enabled(idle, button).clicked() {
            clicked.push(UiIntent::EndTurn);
        }
        if let Some(reason) = &look.selection.refusal {
            ui.label(RichText::new(reason).color(palette::DAMAGED).strong());
        }
        if idle && live.rope_burning() {
            let left = live.turn_time_left_ms() as f32 / 1000.0;
            let share = left / (crate::rulesets::hearth::ROPE_MS as f32 / 1000.0);
            let rope = egui::ProgressBar::new(share)
                .desired_width(260.0)
                .fill(palette::DAMAGED)
                .text(format!("rope: {left:.0} s"));
            ui.add(rope);
        }
        if !idle && !live.is_over() {
            ui.label(RichText::new("Opponent's turn…").italics());
        }
    });
}

/// What every drawing helper needs to know about the frame.
pub(super) struct Look<'a> {
    pub(super) live: &'a Game,
    pub(super) legal: &'a [Action],
    pub(super) shown: &'a Game,
    pub(super) idle: bool,
    pub(super) selection: &'a Selection,
    pub(super) targets: &'a [EntityId],
    pub(super) badges: &'a Badges,
}

impl Look<'_> {
    /// How a card is outlined: picked up, a legal target, ready to act, or plain.
    pub(super) fn outline(&self, id: EntityId, ready: bool) -> Outline {
        if self
            .selection
            .source
            .is_some_and(|s| source_entity(self.live, s) == Some(id))
        {
            Outline::Selected
        } else if self.targets.contains(&id) {
            Outline::Target
        } else if ready && self.idle && self.selection.source.is_none() {
            Outline::Ready
        } else {
            Outline::Plain
        }
    }
}

/// The entity a selection stands on, for its outline.
fn source_entity(game: &Game, source: Source) -> Option<EntityId> {
    match source {
        Source::Hand(id) | Source::Attacker(id) | Source::Choice(id, _) => Some(id),
        Source::HeroPower => Some(game.player(HUMAN).hero_power),
    }
}
