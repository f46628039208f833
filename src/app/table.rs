//! The game table: both heroes, hero powers, mana, hands, boards, weapons, secrets, deck counts and
//! the game log, drawn from the timeline's position; clicks become intents. Legal targets light up
//! while a card, an attacker or the hero power is picked up.

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

use super::describe;
use super::intent::{Selection, Source, UiIntent, actions_from, targets_of};
use super::screen::Screen;
use super::session::{HUMAN, PuzzleRun};
use super::timeline::Timeline;
use super::ui::{self, Outline, palette};
use crate::engine::{EntityId, Rules};
use crate::rulesets::hearth::components::Step;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::scenario::format::Goal;
use crate::rulesets::hearth::scenario::goal::goal_met;
use crate::rulesets::hearth::{Action, Game};

/// Time the app's own systems spend per frame (measured around the table's drawing and input).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct AppSystemsTime {
    /// Frames measured.
    pub frames: u64,
    /// Total seconds.
    pub total: f64,
    /// The slowest frame, in seconds.
    pub worst: f64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AppSystemsTime>()
        .add_systems(
            EguiPrimaryContextPass,
            draw_table.run_if(in_state(Screen::Game)),
        )
        .add_systems(Update, finish_game.run_if(in_state(Screen::Game)));
}

/// Goes to the end screen once the game is over and the table has shown everything.
fn finish_game(
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut next: ResMut<NextState<Screen>>,
) {
    if game.is_some_and(|g| g.0.is_over()) && !timeline.is_busy() {
        next.set(Screen::End);
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_table(
    mut contexts: EguiContexts,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<UiIntent>,
    mut timing: ResMut<AppSystemsTime>,
    puzzle: Option<Res<PuzzleRun>>,
) -> Result {
    let started = Instant::now();
    let Some(live) = game else {
        return Ok(());
    };
    let live = &live.0;
    let shown = timeline.position(live);
    let idle = !timeline.is_busy() && live.to_act() == HUMAN && !live.is_over();
    let targets = match (idle, selection.source) {
        (true, Some(source)) => targets_of(live, source),
        _ => Vec::new(),
    };
    let outline = |id: EntityId, ready: bool| {
        if selection
            .source
            .is_some_and(|s| source_entity(live, s) == Some(id))
        {
            Outline::Selected
        } else if targets.contains(&id) {
            Outline::Target
        } else if ready && idle && selection.source.is_none() {
            Outline::Ready
        } else {
            Outline::Plain
        }
    };
    let mut clicked: Vec<UiIntent> = Vec::new();
    let ctx = contexts.ctx_mut()?;
    let mut root = ui::root_ui(ctx);
    if selection.show_log {
        egui::Panel::right("log")
            .default_size(280.0)
            .show(&mut root, |ui| {
                ui.heading("Game log");
                egui::ScrollArea::vertical()
                    .stick_to_bottom(true)
                    .show(ui, |ui| {
                        let end = timeline.current.end.max(if timeline.shown.is_none() {
                            live.log().len()
                        } else {
                            0
                        });
                        for event in &live.log().events()[..end.min(live.log().len())] {
                            if let Some(text) = describe::event(shown, event) {
                                ui.label(text);
                            }
                        }
                    });
            });
    }
    egui::Panel::top("opponent")
        .exact_size(116.0)
        .show(&mut root, |ui| {
            side_header(ui, shown, 1 - HUMAN, &outline, &mut clicked);
        });
    egui::Panel::bottom("you")
        .exact_size(300.0)
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                for &card in &shown.player(HUMAN).hand {
                    let ready = idle && !actions_from(live, Source::Hand(card)).is_empty();
                    if ui::card(
                        ui,
                        shown,
                        card,
                        outline(card, ready),
                        egui::vec2(104.0, 112.0),
                    ) {
                        clicked.push(UiIntent::Select(Source::Hand(card)));
                    }
                }
            });
            ui.separator();
            side_header(ui, shown, HUMAN, &outline, &mut clicked);
            ui.horizontal(|ui| {
                let nothing_left = idle && live.legal_actions() == vec![Action::EndTurn];
                let label = if nothing_left {
                    "END TURN ▶"
                } else {
                    "End turn"
                };
                let button = egui::Button::new(RichText::new(label).size(18.0).strong()).fill(
                    if nothing_left {
                        palette::PLAYABLE
                    } else {
                        Color32::from_gray(60)
                    },
                );
                if ui.add_enabled(idle, button).clicked() {
                    clicked.push(UiIntent::EndTurn);
                }
                if let Some(reason) = &selection.refusal {
                    ui.label(RichText::new(reason).color(palette::DAMAGED).strong());
                }
                if !idle && !live.is_over() {
                    ui.label(RichText::new("Opponent's turn…").italics());
                }
            });
        });
    egui::CentralPanel::default().show(&mut root, |ui| {
        if let Some(run) = &puzzle {
            let solved = goal_met(run.goal, live, HUMAN, run.start_turn);
            let text = format!(
                "Puzzle \"{}\": {}{}",
                run.name,
                goal_text(run.goal),
                if solved { "  —  SOLVED!" } else { "" }
            );
            ui.label(RichText::new(text).size(17.0).strong().color(if solved {
                palette::BUFFED
            } else {
                Color32::WHITE
            }));
        }
        banner(ui, live, shown, &timeline);
        for seat in [1 - HUMAN, HUMAN] {
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                for &minion in &shown.player(seat).board {
                    let ready =
                        seat == HUMAN && !actions_from(live, Source::Attacker(minion)).is_empty();
                    if ui::card(
                        ui,
                        shown,
                        minion,
                        outline(minion, ready),
                        egui::vec2(96.0, 76.0),
                    ) {
                        clicked.push(click_on(live, &selection, minion));
                    }
                }
                if shown.player(seat).board.is_empty() {
                    ui.label(RichText::new("(empty board)").color(Color32::from_gray(110)));
                }
            });
        }
    });
    if idle && live.state().step == Step::Mulligan {
        mulligan_window(ctx, live, &mut clicked);
    }
    for intent in clicked {
        if intent == UiIntent::Cancel {
            selection.source = None;
        }
        intents.write(intent);
    }
    let seconds = started.elapsed().as_secs_f64();
    timing.frames += 1;
    timing.total += seconds;
    timing.worst = timing.worst.max(seconds);
    Ok(())
}

/// A goal in words.
fn goal_text(goal: Goal) -> &'static str {
    match goal {
        Goal::Lethal => "win this turn",
        Goal::ClearBoard => "leave no minion on either board",
        Goal::Mirror => "make both boards the same",
        Goal::Survive => "be alive after the opponent's next turn",
    }
}

/// The entity a selection stands on, for its outline.
fn source_entity(game: &Game, source: Source) -> Option<EntityId> {
    match source {
        Source::Hand(id) | Source::Attacker(id) => Some(id),
        Source::HeroPower => Some(game.player(HUMAN).hero_power),
    }
}

/// A click on a character: a target while something is picked up, else picking up an attacker.
fn click_on(game: &Game, selection: &Selection, id: EntityId) -> UiIntent {
    match selection.source {
        Some(_) => UiIntent::Target(id),
        None if game.card(id).controller == HUMAN => UiIntent::Select(Source::Attacker(id)),
        None => UiIntent::Cancel,
    }
}

/// One side's hero row: hero, hero power, weapon, mana, hand (backs for the opponent), deck, secrets.
fn side_header(
    ui: &mut egui::Ui,
    game: &Game,
    seat: u8,
    outline: &dyn Fn(EntityId, bool) -> Outline,
    clicked: &mut Vec<UiIntent>,
) {
    let player = game.player(seat);
    ui.horizontal(|ui| {
        let hero_ready = seat == HUMAN;
        if ui::card(
            ui,
            game,
            player.hero,
            outline(
                player.hero,
                hero_ready && game.can_attack_now(player.hero) && game.attack_of(player.hero) > 0,
            ),
            egui::vec2(120.0, 70.0),
        ) {
            clicked.push(if seat == HUMAN {
                UiIntent::Select(Source::Attacker(player.hero))
            } else {
                UiIntent::Target(player.hero)
            });
        }
        let power_ready = seat == HUMAN && player.hero_power_uses == 0;
        let power_label = if game.info(player.hero_power).def.upgrade.is_none()
            && game.info(player.hero_power).def.id.ends_with('2')
        {
            "upgraded"
        } else {
            ""
        };
        if ui::card(
            ui,
            game,
            player.hero_power,
            outline(player.hero_power, power_ready),
            egui::vec2(110.0, 70.0),
        ) && seat == HUMAN
        {
            clicked.push(UiIntent::HeroPower);
        }
        if !power_label.is_empty() {
            ui.label(RichText::new(power_label).color(palette::SELECTED));
        }
        if let Some(weapon) = player.weapon {
            ui::card(ui, game, weapon, Outline::Plain, egui::vec2(90.0, 60.0));
        }
        ui.vertical(|ui| {
            ui::mana(ui, player.mana, player.max_mana, player.overload_locked);
            ui.label(format!(
                "Deck {} · Fatigue {} · Secrets {}",
                player.deck.len(),
                player.fatigue,
                player.secrets.len()
            ));
            if game.info(player.hero).def.class
                == crate::rulesets::hearth::schema::Class::DeathKnight
            {
                ui.label(format!("Corpses {}", player.corpses));
            }
            if seat != HUMAN {
                ui::card_backs(ui, player.hand.len());
            }
        });
    });
}

/// What the step on screen did, in words.
fn banner(ui: &mut egui::Ui, live: &Game, shown: &Game, timeline: &Timeline) {
    let lines: Vec<String> = live.log().events()
        [timeline.current.start.min(live.log().len())..timeline.current.end.min(live.log().len())]
        .iter()
        .filter_map(|e| describe::event(shown, e))
        .collect();
    let text = if lines.is_empty() {
        format!("Turn {}", shown.turn())
    } else {
        lines.join("  ·  ")
    };
    ui.label(RichText::new(text).size(15.0).color(palette::SELECTED));
}

/// The mulligan: click cards to mark them for replacement, then confirm.
fn mulligan_window(ctx: &egui::Context, game: &Game, clicked: &mut Vec<UiIntent>) {
    let id = egui::Id::new("mulligan-mask");
    let mut mask: u8 = ctx.data_mut(|d| *d.get_temp_mut_or_default::<u8>(id));
    egui::Window::new("Opening hand")
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
                        if ui::card(ui, game, card, outline, egui::vec2(110.0, 130.0)) {
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
