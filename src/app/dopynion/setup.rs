//! The dopynion set-up a player sees before a game: how many opponents, which bot plays each
//! seat (with what it does, in a line), and the kingdom (the bots' favourite cards or ten at
//! random). The choices are remembered in the settings and the next game starts from them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};
use serde::{Deserialize, Serialize};

use super::session::{DopynionIntent, DopynionTable};
use crate::ai::dopynion::Strategy;
use crate::app::hearth::decks::widgets::cycler;
use crate::app::screen::Screen;
use crate::app::ui::palette;

/// The most and fewest bots at the table.
pub const MOST_BOTS: usize = 3;
const FEWEST_BOTS: usize = 1;
/// The window's width, a bot's name between its arrows, and the sizes of its words.
const WINDOW_WIDTH: f32 = 560.0;
const NAME_WIDTH: f32 = 220.0;
const TITLE_SIZE: f32 = 28.0;
const TEXT_SIZE: f32 = 17.0;
const ABOUT_SIZE: f32 = 13.0;

/// A dopynion game's set-up: the bot of each opponent's seat (by name) and how the kingdom is
/// chosen. Saved with the settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DopynionSetup {
    /// The bots, one per opponent, in seat order.
    pub bots: Vec<String>,
    /// Ten kingdom cards at random instead of the bots' favourites.
    pub random_kingdom: bool,
}

impl Default for DopynionSetup {
    fn default() -> Self {
        Self {
            bots: vec!["smithy-big-money".into(), "witch".into()],
            random_kingdom: false,
        }
    }
}

impl DopynionSetup {
    /// The same set-up with `count` opponents: seats added take the next bots of the shipped
    /// list, seats removed go from the end.
    pub fn with_opponents(&self, count: usize) -> Self {
        let count = count.clamp(FEWEST_BOTS, MOST_BOTS);
        let shipped = bot_names();
        let mut bots = self.bots.clone();
        bots.truncate(count);
        while bots.len() < count {
            let next = shipped
                .iter()
                .find(|n| !bots.contains(n))
                .or(shipped.first())
                .cloned()
                .unwrap_or_else(|| "random".into());
            bots.push(next);
        }
        Self {
            bots,
            random_kingdom: self.random_kingdom,
        }
    }
}

/// The bots a player may seat: every shipped strategy, then the random player.
pub fn bot_names() -> Vec<String> {
    let mut names: Vec<String> = Strategy::shipped().iter().map(|s| s.name.clone()).collect();
    names.push("random".into());
    names
}

/// A bot's name as a player reads it: "smithy-big-money" is "Smithy Big Money".
pub fn bot_title(name: &str) -> String {
    name.split('-')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect::<String>()
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a bot does, in a line.
fn bot_about(name: &str) -> String {
    Strategy::shipped()
        .iter()
        .find(|s| s.name == name)
        .map_or_else(
            || "Plays a legal move at random.".to_string(),
            |s| s.about.clone(),
        )
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_setup.run_if(in_state(Screen::Dopynion)),
    );
}

/// The set-up window, while the table asks for it.
fn draw_setup(
    mut contexts: EguiContexts,
    mut table: ResMut<DopynionTable>,
    mut intents: MessageWriter<DopynionIntent>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    if !table.setting_up {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut setup = table.setup.clone();
    let mut start = false;
    let mut leave = false;
    egui::Window::new(RichText::new("New game").size(TITLE_SIZE).strong())
        .collapsible(false)
        .resizable(false)
        .fixed_size([WINDOW_WIDTH, 0.0])
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(
                RichText::new("Opponents")
                    .size(TEXT_SIZE)
                    .color(palette::SELECTED),
            );
            ui.horizontal(|ui| {
                for count in FEWEST_BOTS..=MOST_BOTS {
                    let label = RichText::new(format!("{count}")).size(TEXT_SIZE);
                    if ui
                        .selectable_label(setup.bots.len() == count, label)
                        .clicked()
                    {
                        setup = setup.with_opponents(count);
                    }
                }
            });
            ui.add_space(6.0);
            let names = bot_names();
            let titles: Vec<String> = names.iter().map(|n| bot_title(n)).collect();
            for (seat, bot) in setup.bots.iter_mut().enumerate() {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(format!("Bot {}", seat + 1)).size(TEXT_SIZE));
                    let at = names.iter().position(|n| n == bot).unwrap_or(0);
                    if let Some(i) = cycler(ui, &titles, at, NAME_WIDTH) {
                        *bot = names[i].clone();
                    }
                });
                ui.label(
                    RichText::new(bot_about(bot))
                        .size(ABOUT_SIZE)
                        .color(Color32::from_gray(190)),
                );
                ui.add_space(4.0);
            }
            ui.add_space(6.0);
            ui.label(
                RichText::new("Kingdom")
                    .size(TEXT_SIZE)
                    .color(palette::SELECTED),
            );
            ui.horizontal(|ui| {
                let favourites = RichText::new("The bots' favourite cards").size(TEXT_SIZE);
                if ui
                    .selectable_label(!setup.random_kingdom, favourites)
                    .clicked()
                {
                    setup.random_kingdom = false;
                }
                let random = RichText::new("Ten at random").size(TEXT_SIZE);
                if ui.selectable_label(setup.random_kingdom, random).clicked() {
                    setup.random_kingdom = true;
                }
            });
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                let play = egui::Button::new(RichText::new("Play").size(TEXT_SIZE + 3.0).strong())
                    .fill(palette::PLAYABLE);
                start = ui.add(play).clicked();
                leave = ui
                    .button(RichText::new("Main menu").size(TEXT_SIZE))
                    .clicked();
            });
        });
    if setup != table.setup {
        table.setup = setup.clone();
    }
    if start {
        intents.write(DopynionIntent::SetUp(setup));
    }
    if leave {
        table.setting_up = false;
        next.set(Screen::Menu);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changing_the_number_of_opponents_keeps_the_chosen_bots_and_adds_distinct_ones() {
        let setup = DopynionSetup {
            bots: vec!["witch".into()],
            random_kingdom: true,
        };
        let three = setup.with_opponents(3);
        assert_eq!(three.bots.len(), 3);
        assert_eq!(three.bots[0], "witch");
        let distinct: std::collections::HashSet<&String> = three.bots.iter().collect();
        assert_eq!(distinct.len(), 3, "{:?}", three.bots);
        assert!(three.random_kingdom);
        assert_eq!(three.with_opponents(9).bots.len(), MOST_BOTS);
        assert_eq!(three.with_opponents(0).bots, vec!["witch".to_string()]);
        assert_eq!(bot_title("smithy-big-money"), "Smithy Big Money");
    }
}
