//! The turn history strip at the table's bottom-left corner: the last moves of both players (a card
//! played, a hero power, an attack, a location used) as chips in their side's colour, newest on
//! top; pointing at one lists, in words, what the move did. It follows what the timeline has
//! shown, so a move appears when its animation does, and it names nothing the human may not see
//! (an opponent's secret is "Secret").

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::choices::open_choice;
use super::frame_cost::AppSystemsTime;
use super::history::shown_events;
use super::intent::Selection;
use crate::app::HUMAN;
use crate::app::describe;
use crate::app::screen::Screen;
use crate::app::timeline::Timeline;
use crate::app::ui::palette;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::{Game, LogEvent, Reads};

/// How many moves the strip shows (they fit under the felt at 1280×720).
pub const HISTORY_LENGTH: usize = 9;
/// The strip's top-left corner, in points: under the felt's left end, left of the hand and the
/// hero (the felt's own left end shows the card the opponent plays).
const STRIP_CORNER: [f32; 2] = [16.0, 484.0];
/// A chip's size, in points.
const CHIP_SIZE: egui::Vec2 = egui::vec2(168.0, 22.0);
/// The space between two chips.
const CHIP_GAP: f32 = 3.0;
/// A chip's text size.
const CHIP_TEXT: f32 = 13.0;
/// The widest the hover list of a move grows, in points.
const DETAIL_WIDTH: f32 = 300.0;

/// One move of the strip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryMove {
    /// The viewer made it.
    pub mine: bool,
    /// What the chip says: the card, the hero power or the attacker.
    pub label: String,
    /// The move in words, then what followed it until the next move or turn.
    pub lines: Vec<String>,
}

/// The last `limit` moves of `events` (the log so far, as shown on `game`), newest first, as
/// `viewer` may know them.
pub fn history_moves(
    game: &Game,
    events: &[LogEvent],
    viewer: u8,
    limit: usize,
) -> Vec<HistoryMove> {
    // Only the last `limit` moves are put into words (the strip is drawn every frame): find
    // where the oldest of them starts, walking back over the log.
    let mut found = 0;
    let mut from = events.len();
    while from > 0 && found < limit {
        from -= 1;
        found += usize::from(is_move(&events[from]));
    }
    let mut moves: Vec<HistoryMove> = Vec::new();
    // Whether events now belong to the last move (a turn's start closes it).
    let mut open = false;
    for event in &events[from..] {
        if let Some((player, label)) = move_of(game, event, viewer) {
            moves.push(HistoryMove {
                mine: player == viewer,
                label,
                lines: describe::event(game, event, viewer).into_iter().collect(),
            });
            open = true;
        } else if matches!(event, LogEvent::TurnStarted { .. }) {
            open = false;
        } else if open
            && let (Some(last), Some(text)) =
                (moves.last_mut(), describe::event(game, event, viewer))
        {
            last.lines.push(text);
        }
    }
    moves.into_iter().rev().collect()
}

/// True for the events the strip shows as moves (those `move_of` names).
fn is_move(event: &LogEvent) -> bool {
    matches!(
        event,
        LogEvent::Played { .. }
            | LogEvent::HeroPowerUsed { .. }
            | LogEvent::Attack { .. }
            | LogEvent::LocationUsed { .. }
    )
}

/// The player and chip label of a move, or None for an event that is not one.
fn move_of(game: &Game, event: &LogEvent, viewer: u8) -> Option<(u8, String)> {
    match *event {
        LogEvent::Played { player, card, .. } => {
            let def = &game.info(card).def;
            let label = if def.secret && player != viewer {
                "Secret".to_string()
            } else {
                def.name.clone()
            };
            Some((player, label))
        }
        LogEvent::HeroPowerUsed { player, .. } => {
            let power = &game.info(game.player(player).hero_power).def.name;
            Some((player, format!("{power} (Hero Power)")))
        }
        LogEvent::Attack { attacker, .. } => Some((
            game.card(attacker).controller,
            format!("{} attacks", game.info(attacker).def.name),
        )),
        LogEvent::LocationUsed { location, .. } => Some((
            game.card(location).controller,
            game.info(location).def.name.clone(),
        )),
        _ => None,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        history_strip.run_if(in_state(Screen::Game)),
    );
}

/// Draws the strip; only its chips take the pointer, so the table's nodes keep theirs.
fn history_strip(
    mut contexts: EguiContexts,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    selection: Res<Selection>,
    mut timing: ResMut<AppSystemsTime>,
) -> Result {
    let started = Instant::now();
    let Some(live) = game else {
        return Ok(());
    };
    let live = &live.0;
    let shown = timeline.position(live);
    // A choice's dimmed layer lies over the table; the strip (drawn above it) steps aside.
    if open_choice(shown, &selection).is_some() {
        return Ok(());
    }
    let moves = history_moves(shown, shown_events(live, &timeline), HUMAN, HISTORY_LENGTH);
    if moves.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("turn_history"))
        .fixed_pos(STRIP_CORNER)
        .show(ctx, |ui| {
            ui.spacing_mut().item_spacing.y = CHIP_GAP;
            for step in &moves {
                chip(ui, step);
            }
        });
    timing.add(started.elapsed());
    Ok(())
}

/// One move's chip, and its words on hover.
fn chip(ui: &mut egui::Ui, step: &HistoryMove) {
    let fill = if step.mine {
        palette::YOURS
    } else {
        palette::THEIRS
    };
    let (rect, response) = ui.allocate_exact_size(CHIP_SIZE, egui::Sense::hover());
    ui.painter()
        .rect_filled(rect, egui::CornerRadius::same(4), fill);
    let text = egui::RichText::new(&step.label)
        .size(CHIP_TEXT)
        .color(egui::Color32::WHITE);
    let label = egui::Label::new(text).truncate();
    ui.put(rect.shrink2(egui::vec2(6.0, 2.0)), label);
    response
        .on_hover_ui(|ui| {
            ui.set_max_width(DETAIL_WIDTH);
            for (line_index, line) in step.lines.iter().enumerate() {
                if line_index == 0 {
                    ui.label(egui::RichText::new(line).strong());
                } else {
                    ui.label(line);
                }
            }
        })
        .on_hover_cursor(egui::CursorIcon::Help);
}
