//! The end of a game: once the rules say it is over and the table has shown everything, the end
//! screen follows: victory, defeat or a draw, the game in figures (turns, damage dealt, cards
//! played, each counted from the game log) and "Play again" with the same decks, or the same
//! puzzle.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::RichText;

use super::summary::Summary;
use crate::app::HUMAN;
use crate::app::hearth::session::{PuzzleRun, Session};
use crate::app::screen::Screen;
use crate::app::timeline::Timeline;
use crate::app::ui::{palette, root_ui};
use crate::rulesets::hearth::describe::class_name;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::{Game, LogEvent, Reads};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, finish_game.run_if(in_state(Screen::Game)))
        .add_systems(OnEnter(Screen::End), count_game)
        .add_systems(
            EguiPrimaryContextPass,
            end_screen.run_if(in_state(Screen::End)),
        );
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

/// The finished game's figures, counted once when the end screen opens.
#[derive(Resource, Debug, Clone, Copy)]
struct Counted(Summary);

fn count_game(mut commands: Commands, game: Option<Res<ActiveGame>>) {
    if let Some(game) = game {
        commands.insert_resource(Counted(Summary::of(&game.0)));
    }
}

/// The headline and the line under it, for the human.
fn result_words(game: &Game) -> (&'static str, String) {
    // A player's turns, as the summary's "Turns" row counts them (the game's counter counts both).
    let turn = super::summary::player_turn(game.turn());
    // A concession is named: the player should not wonder what hit them.
    let conceded = game.log().events().iter().find_map(|e| match e {
        LogEvent::Conceded { player } => Some(*player),
        _ => None,
    });
    match (game.winner(), conceded) {
        (Some(w), Some(_)) if w == HUMAN => (
            "Victory!",
            format!("Your opponent conceded on turn {turn}."),
        ),
        (Some(w), _) if w == HUMAN => ("Victory!", format!("You won on turn {turn}.")),
        (Some(_), Some(_)) => ("Defeat", format!("You conceded on turn {turn}.")),
        (Some(_), None) => ("Defeat", format!("You lost on turn {turn}.")),
        (None, _) => ("Draw", format!("The game was drawn on turn {turn}.")),
    }
}

fn end_screen(
    mut contexts: EguiContexts,
    game: Option<Res<ActiveGame>>,
    counted: Option<Res<Counted>>,
    puzzle: Option<Res<PuzzleRun>>,
    mut session: ResMut<Session>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    let mut again = false;
    let mut menu = false;
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.12);
            let Some(game) = game.as_ref().map(|g| &g.0) else {
                ui.label(RichText::new("Game over").size(60.0).strong());
                return;
            };
            let (headline, detail) = result_words(game);
            let colour = if game.winner() == Some(HUMAN) {
                palette::SELECTED
            } else {
                egui::Color32::from_rgb(200, 90, 80)
            };
            ui.label(RichText::new(headline).size(64.0).strong().color(colour));
            ui.label(RichText::new(detail).size(20.0));
            if let Some(run) = puzzle.as_ref() {
                ui.label(RichText::new(format!("Puzzle: {}", run.name)).size(16.0));
            }
            ui.add_space(18.0);
            if let Some(Counted(summary)) = counted.as_deref().copied() {
                figures(ui, game, &summary);
            }
            ui.add_space(24.0);
            let button = |text: &str| {
                egui::Button::new(RichText::new(text).size(22.0)).min_size(egui::vec2(280.0, 44.0))
            };
            again = ui.add(button("Play again")).clicked();
            ui.add_space(6.0);
            menu = ui.add(button("Main menu")).clicked();
        });
    });
    if again {
        // The same puzzle again, or a new game with the same two decks (a new seed).
        session.puzzle = puzzle
            .as_ref()
            .and_then(|run| session.levels.iter().position(|l| l.name == run.name));
        next.set(Screen::Game);
    } else if menu {
        next.set(Screen::Menu);
    }
    Ok(())
}

/// The summary as a small table: a column for you and one for the opponent.
fn figures(ui: &mut egui::Ui, game: &Game, summary: &Summary) {
    let class = |seat: u8| class_name(game.info(game.player(seat).hero).def.class);
    let seats = [HUMAN, 1 - HUMAN];
    let rows: [(&str, [u32; 2]); 3] = [
        ("Turns", summary.turns),
        ("Damage dealt", summary.damage),
        ("Cards played", summary.played),
    ];
    // A grid lays out from the left: centre its frame by hand.
    let width = 460.0;
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        egui::Frame::group(ui.style())
            .fill(egui::Color32::from_rgba_unmultiplied(30, 24, 18, 230))
            .inner_margin(egui::Margin::symmetric(24, 12))
            .show(ui, |ui| {
                ui.set_width(width - 48.0);
                egui::Grid::new("summary")
                    .num_columns(3)
                    .spacing([36.0, 8.0])
                    .show(ui, |ui| {
                        ui.label("");
                        ui.label(
                            RichText::new(format!("You ({})", class(HUMAN)))
                                .size(18.0)
                                .strong(),
                        );
                        ui.label(
                            RichText::new(format!("Opponent ({})", class(1 - HUMAN)))
                                .size(18.0)
                                .strong(),
                        );
                        ui.end_row();
                        for (name, values) in rows {
                            ui.label(RichText::new(name).size(18.0));
                            for seat in seats {
                                ui.label(
                                    RichText::new(values[usize::from(seat)].to_string())
                                        .size(18.0)
                                        .color(palette::SELECTED),
                                );
                            }
                            ui.end_row();
                        }
                    });
            });
    });
}
