//! The game's history in words, as the human reads it ("You", "Opponent", class names): the log
//! panel at the right edge (egui, as a panel of text is what egui does well) and a puzzle's goal.

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::frame_cost::AppSystemsTime;
use crate::app::HUMAN;
use crate::app::describe;
use crate::app::hearth::intent::Selection;
use crate::app::hearth::session::PuzzleRun;
use crate::app::screen::Screen;
use crate::app::timeline::Timeline;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::scenario::format::Goal;
use crate::rulesets::hearth::scenario::goal::goal_met;
use crate::rulesets::hearth::{Game, LogEvent};

/// The log panel's width in egui points (the table leaves it free).
pub(super) const LOG_WIDTH: f32 = 280.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        log_panel.run_if(in_state(Screen::Game)),
    );
}

/// The log panel at the right edge: every event shown so far, in words. Only its own area takes
/// the pointer, so the table's nodes keep theirs.
fn log_panel(
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
    if !selection.show_log {
        return Ok(());
    }
    let live = &live.0;
    let shown = timeline.position(live);
    let ctx = contexts.ctx_mut()?;
    let height = ctx.viewport_rect().height();
    egui::Area::new(egui::Id::new("log"))
        .anchor(egui::Align2::RIGHT_TOP, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(27, 24, 30))
                .inner_margin(8.0)
                .show(ui, |ui| {
                    ui.set_width(LOG_WIDTH - 16.0);
                    ui.set_height(height - 16.0);
                    ui.heading("Game log");
                    egui::ScrollArea::vertical()
                        .stick_to_bottom(true)
                        .show(ui, |ui| {
                            for event in shown_events(live, &timeline) {
                                if let Some(text) = describe::event(shown, event, HUMAN) {
                                    ui.label(text);
                                }
                            }
                        });
                });
        });
    timing.add(started.elapsed());
    Ok(())
}

/// The log events the timeline has shown so far (all of them once it has caught up).
pub(super) fn shown_events<'g>(live: &'g Game, timeline: &Timeline) -> &'g [LogEvent] {
    let events = live.log().events();
    let end = if timeline.shown.is_none() {
        events.len()
    } else {
        timeline.current.end
    };
    &events[..end.min(events.len())]
}

/// A puzzle's goal in words, and whether it is met.
pub(super) fn puzzle_words(run: &PuzzleRun, live: &Game) -> String {
    let solved = goal_met(run.goal, live, HUMAN, run.start_turn);
    format!(
        "Puzzle \"{}\": {}{}",
        run.name,
        goal_text(run.goal),
        if solved { "  —  SOLVED!" } else { "" }
    )
}

/// A goal in words (the puzzle banner and the puzzle list).
pub fn goal_text(goal: Goal) -> &'static str {
    match goal {
        Goal::Lethal => "win this turn",
        Goal::ClearBoard => "leave no minion on either board",
        Goal::Mirror => "make both boards the same",
        Goal::Survive => "be alive after the opponent's next turn",
    }
}
