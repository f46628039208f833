//! The Escape menu of every game screen (hearth, dopynion, one863, gods): resume, the settings a
//! player changes mid-game (animation speed, volume, sound), how to play, concede after a
//! confirmation, and the main menu (which concedes a game still running, after a confirmation).
//! Escape opens it when nothing is picked up (a first Escape drops a pick) and closes it again.
//! Each game screen answers the menu's `PauseChoice` its own way (`answer_*` below).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::gods::GodsMatch;
use super::gods::session::Pick;
use super::hearth::intent::{Selection, UiIntent};
use super::one863::session::Fixture;
use super::screen::Screen;
use super::settings::Settings;
use super::timeline::{Speed, Timeline};
use crate::ai::thinking::AiPlayers;
use crate::app::HUMAN;
use crate::engine::Ruleset;
use crate::engine::concession::{Concede, add_concessions};
use crate::engine::plugin::ActiveGame;
use crate::rulesets::dopynion::Dopynion;
use crate::rulesets::gods::Gods;
use crate::rulesets::hearth::Hearth;
use crate::rulesets::one863::One863;

/// The game screens the menu serves.
const GAME_SCREENS: [Screen; 4] = [Screen::Game, Screen::Dopynion, Screen::One863, Screen::Gods];
/// The menu's buttons: wide enough for their words at any UI scale.
const BUTTON_SIZE: egui::Vec2 = egui::vec2(260.0, 38.0);
/// Its words.
const TEXT_SIZE: f32 = 20.0;

/// Whether the menu is open, and which of its questions is being asked.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PauseMenu {
    /// Shown.
    pub open: bool,
    /// "Concede this game?" is asked.
    pub confirm_concede: bool,
    /// "Leave this game?" is asked (a game still running is conceded).
    pub confirm_leave: bool,
    /// The how-to-play page is shown.
    pub how_to_play: bool,
}

/// What the player chose in the menu, for the game screen to carry out.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseChoice {
    /// Give up the game (it ends as a loss).
    Concede,
    /// Give up a running game and go back to the main menu.
    MainMenu,
}

pub(super) fn plugin(app: &mut App) {
    add_concessions::<Gods>(app);
    add_concessions::<One863>(app);
    add_concessions::<Dopynion>(app);
    app.init_resource::<PauseMenu>()
        .add_message::<PauseChoice>()
        .add_systems(
            PreUpdate,
            toggle_on_escape
                .after(bevy::input::InputSystems)
                .run_if(in_game_screen),
        )
        .add_systems(
            Update,
            (
                answer_hearth.run_if(in_state(Screen::Game)),
                answer_by_forfeit::<Gods>.run_if(in_state(Screen::Gods)),
                answer_by_forfeit::<One863>.run_if(in_state(Screen::One863)),
                answer_by_forfeit::<Dopynion>.run_if(in_state(Screen::Dopynion)),
            ),
        )
        .add_systems(EguiPrimaryContextPass, draw.run_if(in_game_screen));
    for screen in GAME_SCREENS {
        app.add_systems(OnExit(screen), close);
    }
}

/// True on a game screen.
fn in_game_screen(screen: Res<State<Screen>>) -> bool {
    GAME_SCREENS.contains(screen.get())
}

/// Escape opens the menu when nothing is picked up, and closes it.
fn toggle_on_escape(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    selection: Option<Res<Selection>>,
    gods: Option<Res<GodsMatch>>,
    fixture: Option<Res<Fixture>>,
    mut menu: ResMut<PauseMenu>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if menu.open {
        *menu = PauseMenu::default();
        return;
    }
    let picked = match screen.get() {
        Screen::Game => selection.is_some_and(|s| s.source.is_some()),
        Screen::Gods => gods.is_some_and(|g| g.pick != Pick::Nothing),
        Screen::One863 => fixture.is_some_and(|f| f.boost.is_some()),
        _ => false,
    };
    if !picked {
        menu.open = true;
    }
}

fn close(mut menu: ResMut<PauseMenu>) {
    *menu = PauseMenu::default();
}

/// The menu, over the game (which waits beneath it).
fn draw(
    mut contexts: EguiContexts,
    mut menu: ResMut<PauseMenu>,
    screen: Res<State<Screen>>,
    mut timeline: ResMut<Timeline>,
    mut settings: ResMut<Settings>,
    mut choices: MessageWriter<PauseChoice>,
) -> Result {
    if !menu.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let big = |text: &str| egui::RichText::new(text).size(TEXT_SIZE);
    let button = |ui: &mut egui::Ui, text: &str| {
        ui.add(egui::Button::new(big(text)).min_size(BUTTON_SIZE))
            .clicked()
    };
    egui::Modal::new(egui::Id::new("pause_menu")).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading(big("Menu"));
            ui.add_space(8.0);
            if menu.confirm_concede || menu.confirm_leave {
                let question = if menu.confirm_concede {
                    "Concede this game? It counts as a loss."
                } else {
                    "Leave for the main menu? A game still running is conceded."
                };
                ui.label(big(question));
                ui.add_space(8.0);
                if button(ui, "Yes") {
                    choices.write(if menu.confirm_concede {
                        PauseChoice::Concede
                    } else {
                        PauseChoice::MainMenu
                    });
                    *menu = PauseMenu::default();
                }
                if button(ui, "No, go back") {
                    menu.confirm_concede = false;
                    menu.confirm_leave = false;
                }
                return;
            }
            if button(ui, "Resume (Escape)") {
                *menu = PauseMenu::default();
                return;
            }
            if button(ui, "How to play") {
                menu.how_to_play = !menu.how_to_play;
            }
            if menu.how_to_play
                && let Some((title, lines)) = super::how_to_play::page(*screen.get())
            {
                ui.group(|ui| {
                    ui.set_max_width(BUTTON_SIZE.x * 2.0);
                    ui.label(egui::RichText::new(title).size(TEXT_SIZE).strong());
                    for line in lines {
                        ui.label(egui::RichText::new(format!("• {line}")).size(TEXT_SIZE - 3.0));
                    }
                });
            }
            settings_rows(ui, &mut timeline, &mut settings);
            ui.add_space(8.0);
            if button(ui, "Concede") {
                menu.confirm_concede = true;
            }
            if button(ui, "Main menu") {
                menu.confirm_leave = true;
            }
        });
    });
    Ok(())
}

/// The settings a player changes mid-game: animation speed, volume and sound.
fn settings_rows(ui: &mut egui::Ui, timeline: &mut Timeline, settings: &mut Settings) {
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new("Animations").size(TEXT_SIZE - 3.0));
        for (speed, name) in [
            (Speed::Normal, "Normal"),
            (Speed::Fast, "Fast"),
            (Speed::Instant, "Instant"),
        ] {
            if ui
                .selectable_label(
                    timeline.speed == speed,
                    egui::RichText::new(name).size(TEXT_SIZE - 3.0),
                )
                .clicked()
            {
                timeline.speed = speed;
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new("Volume").size(TEXT_SIZE - 3.0));
        let mut volume = settings.volume;
        if ui
            .add(egui::Slider::new(&mut volume, 0.0..=1.0).show_value(false))
            .changed()
        {
            settings.volume = volume;
        }
        let mut muted = settings.muted;
        if ui
            .checkbox(
                &mut muted,
                egui::RichText::new("Mute").size(TEXT_SIZE - 3.0),
            )
            .changed()
        {
            settings.muted = muted;
        }
    });
}

/// hearth: conceding is the rules' own action; leaving drops the game and its AI seat.
fn answer_hearth(
    mut choices: MessageReader<PauseChoice>,
    mut intents: MessageWriter<UiIntent>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    for choice in choices.read() {
        match choice {
            PauseChoice::Concede => {
                intents.write(UiIntent::Concede);
            }
            PauseChoice::MainMenu => {
                commands.remove_resource::<ActiveGame<Hearth>>();
                commands.insert_resource(AiPlayers::<Hearth>::default());
                next.set(Screen::Menu);
            }
        }
    }
}

/// dopynion, one863, gods: a concession is the rules' forfeit of the human's seat (seat 0 on
/// every screen; the game's own end window follows); leaving drops the game and its AI seats.
fn answer_by_forfeit<R: Ruleset>(
    mut choices: MessageReader<PauseChoice>,
    mut concede: MessageWriter<Concede<R>>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    for choice in choices.read() {
        match choice {
            PauseChoice::Concede => {
                concede.write(Concede::new(HUMAN));
            }
            PauseChoice::MainMenu => {
                commands.remove_resource::<ActiveGame<R>>();
                commands.insert_resource(AiPlayers::<R>::default());
                next.set(Screen::Menu);
            }
        }
    }
}
