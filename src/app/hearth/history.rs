//! The game's history in words, as the human reads it ("You", "Opponent", class names): the log
//! panel, the banner naming what the step on screen did, and a puzzle's goal.

use bevy_egui::egui::{self, Color32, RichText};

use crate::app::describe;
use crate::app::session::{HUMAN, PuzzleRun};
use crate::app::timeline::Timeline;
use crate::app::ui::palette;
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::scenario::format::Goal;
use crate::rulesets::hearth::scenario::goal::goal_met;

/// The log panel at the right edge: every event shown so far, in words.
pub(super) fn log_panel(root: &mut egui::Ui, live: &Game, shown: &Game, timeline: &Timeline) {
    egui::Panel::right("log")
        .default_size(280.0)
        .show(root, |ui| {
            ui.heading("Game log");
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    let end = if timeline.shown.is_none() {
                        live.log().len()
                    } else {
                        timeline.current.end
                    };
                    for event in &live.log().events()[..end.min(live.log().len())] {
                        if let Some(text) = describe::event(shown, event, HUMAN) {
                            ui.label(text);
                        }
                    }
                });
        });
}

/// A puzzle's goal above the board, and whether it is met.
pub(super) fn puzzle_line(ui: &mut egui::Ui, run: &PuzzleRun, live: &Game) {
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

/// A goal in words.
fn goal_text(goal: Goal) -> &'static str {
    match goal {
        Goal::Lethal => "win this turn",
        Goal::ClearBoard => "leave no minion on either board",
        Goal::Mirror => "make both boards the same",
        Goal::Survive => "be alive after the opponent's next turn",
    }
}

/// What the step on screen did, in words.
pub(super) fn banner(ui: &mut egui::Ui, live: &Game, shown: &Game, timeline: &Timeline) {
    let lines: Vec<String> = timeline
        .current_events(live)
        .iter()
        .filter_map(|e| describe::event(shown, e, HUMAN))
        .collect();
    let text = if lines.is_empty() {
        format!("Turn {}", shown.turn())
    } else {
        lines.join("  ·  ")
    };
    ui.label(RichText::new(text).size(15.0).color(palette::SELECTED));
}
