//! The dopynion game the app shows, through the ruleset contract like every screen: the rules game
//! is `ActiveGame<Dopynion>`, the bots are `AiPlayers<Dopynion>` thinking off the main thread (paced
//! so their turns can be followed), and the player's clicks become `SubmitAction`s, which the
//! rules validate.

use std::time::Duration;

use bevy::prelude::*;

use crate::ai::dopynion::BotSpec;
use crate::ai::thinking::{AiPlayers, AiSeat};
use crate::engine::Rules;
use crate::engine::plugin::{ActionRejected, ActiveGame, RulesSystems, SubmitAction};
use crate::rulesets::dopynion::Reads;
use crate::rulesets::dopynion::{Action, CardDb, Dopynion, Game, Setup};

use super::super::screen::Screen;
use super::super::settings::Settings;
use super::setup::DopynionSetup;
use crate::app::HUMAN;

/// Seconds a bot action waits at least, so their turns can be followed.
const BOT_PACE: f32 = 0.35;

/// What the player asks for by clicking.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum DopynionIntent {
    /// Take this action (the rules validate it).
    Act(Action),
    /// Start a game with this set-up (and remember it).
    SetUp(DopynionSetup),
    /// Start another game with the same set-up.
    PlayAgain,
    /// Show the set-up window to change it before the next game.
    ChangeSetUp,
}

/// What the dopynion screen knows beside the game: who the bots are and what was refused.
#[derive(Resource, Default)]
pub struct DopynionTable {
    /// The names of the bots, seat by seat after the human's.
    pub bot_names: Vec<String>,
    /// The set-up of the next game.
    pub setup: DopynionSetup,
    /// The set-up window is open (before the first game, or asked for after one).
    pub setting_up: bool,
    /// Games started (seeds the next one).
    pub games_started: u64,
    /// Why the last action was refused, or what a first click on a risky button warns of.
    pub refusal: Option<String>,
    /// "Play all treasures" was clicked while an Action could still be played: the warning is
    /// shown and a second click confirms.
    pub treasures_warned: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DopynionTable>()
        .add_message::<DopynionIntent>()
        .add_systems(OnEnter(Screen::Dopynion), start_first_game)
        .add_systems(
            Update,
            (
                apply_intents.before(RulesSystems),
                note_rejections.after(RulesSystems),
            )
                .run_if(in_state(Screen::Dopynion)),
        );
}

impl DopynionTable {
    /// Starts a game with the table's set-up: the game and the bot seats become resources. An
    /// unknown bot name (a settings file edited by hand) takes a random player's seat.
    pub fn start(&mut self, commands: &mut Commands) {
        let db = CardDb::embedded();
        let setup = self.setup.with_opponents(self.setup.bots.len());
        let specs: Vec<BotSpec> = setup
            .bots
            .iter()
            .map(|n| BotSpec::parse(n, &db).unwrap_or(BotSpec::Random))
            .collect();
        self.games_started += 1;
        let kingdom = if setup.random_kingdom {
            Vec::new()
        } else {
            BotSpec::kingdom_for(&specs, &db)
        };
        let setup = Setup {
            players: specs.len() as u8 + 1,
            seed: crate::app::launch_seed::game_seed(self.games_started).wrapping_mul(7919),
            kingdom,
        };
        let Ok(game) = Game::new(db, &setup) else {
            self.refusal = Some("the game could not be set up".into());
            return;
        };
        let seats = specs
            .iter()
            .enumerate()
            .map(|(i, spec)| {
                let agent = spec
                    .instantiate(setup.seed ^ i as u64, Duration::from_secs(1))
                    .expect("built-in bots");
                AiSeat::new(i as u8 + 1, agent).paced(BOT_PACE)
            })
            .collect();
        commands.insert_resource(ActiveGame::<Dopynion>::new(game));
        commands.insert_resource(AiPlayers::<Dopynion>(seats));
        self.bot_names = specs
            .iter()
            .map(|spec| super::setup::bot_title(&spec.name()))
            .collect();
        self.setting_up = false;
        self.refusal = None;
    }
}

/// Entering the screen without a game shows the set-up, as the player left it last time.
fn start_first_game(
    game: Option<Res<ActiveGame<Dopynion>>>,
    mut table: ResMut<DopynionTable>,
    settings: Res<Settings>,
) {
    if game.is_none() {
        table.setup = settings.dopynion.clone();
        table.setting_up = true;
    }
}

fn apply_intents(
    mut commands: Commands,
    mut intents: MessageReader<DopynionIntent>,
    game: Option<Res<ActiveGame<Dopynion>>>,
    mut table: ResMut<DopynionTable>,
    mut submit: MessageWriter<SubmitAction<Dopynion>>,
    mut settings: ResMut<Settings>,
) {
    for intent in intents.read() {
        match intent.clone() {
            DopynionIntent::SetUp(setup) => {
                if settings.dopynion != setup {
                    settings.dopynion = setup.clone();
                    settings.save();
                }
                table.setup = setup;
                table.start(&mut commands);
            }
            DopynionIntent::PlayAgain => table.start(&mut commands),
            DopynionIntent::ChangeSetUp => table.setting_up = true,
            DopynionIntent::Act(action) => {
                let Some(game) = game.as_ref() else {
                    continue;
                };
                if game.0.to_act() != HUMAN {
                    table.refusal = Some("wait for your turn".into());
                    continue;
                }
                // Playing the treasures ends the Action phase: never skip a playable Action at
                // one click without saying so.
                if action == Action::PlayAllTreasures
                    && !table.treasures_warned
                    && let Some(warning) = treasures_warning(&game.0)
                {
                    table.refusal = Some(warning);
                    table.treasures_warned = true;
                    continue;
                }
                table.treasures_warned = false;
                table.refusal = None;
                submit.write(SubmitAction::new(action));
            }
        }
    }
}

/// What a first click on "Play all treasures" warns of: an Action card the player may still
/// play, which playing the treasures would skip. `None` when nothing would be skipped.
pub fn treasures_warning(game: &Game) -> Option<String> {
    let legal = game.legal_actions();
    if !legal.contains(&Action::PlayAllTreasures) {
        return None;
    }
    let name = legal.iter().find_map(|action| match action {
        Action::Play(card) => Some(game.db().name(*card).to_string()),
        _ => None,
    })?;
    Some(format!(
        "You can still play {name}: click Play all treasures again to skip your Actions"
    ))
}

/// Shows the rules' reason for a refused click.
fn note_rejections(
    mut rejected: MessageReader<ActionRejected<Dopynion>>,
    mut table: ResMut<DopynionTable>,
) {
    for refusal in rejected.read() {
        table.refusal = Some(refusal.reason.clone());
    }
}
