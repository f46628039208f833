//! The dopynion game the app shows: the rules game, the bots in the other seats, and the systems
//! that submit the human's intents and let the bots act one action at a time.

use std::sync::Mutex;
use std::time::Duration;

use bevy::prelude::*;

use crate::ai::dopynion::{BotSpec, DopynionBot};
use crate::engine::Rules;
use crate::engine::submit;
use crate::rulesets::dopynion::Dopynion;
use crate::rulesets::dopynion::{Action, CardDb, Game, Setup};

use super::super::screen::Screen;

/// The human's seat.
pub const HUMAN_SEAT: u8 = 0;

/// Seconds between two bot actions, so their turns can be followed.
const BOT_PACE: f32 = 0.35;

/// What the player asks for by clicking.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum DopynionIntent {
    /// Take this action (the rules validate it).
    Act(Action),
    /// Start a new game with this many bots.
    NewGame(u8),
}

/// The game on the dopynion screen, if one was started.
#[derive(Resource, Default)]
pub struct DopynionTable {
    /// The rules game.
    pub game: Option<Game>,
    /// One bot per seat after the human's (behind a mutex: a resource must be shareable, and an
    /// external bot's channel is not).
    pub bots: Mutex<Vec<DopynionBot>>,
    /// The names of those bots.
    pub bot_names: Vec<String>,
    /// How many bots the next game has.
    pub bot_count: u8,
    /// Games started (seeds the next one).
    pub games_started: u64,
    /// Why the last action was refused.
    pub refusal: Option<String>,
    /// Time until the next bot action.
    pub bot_timer: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DopynionTable>()
        .add_message::<DopynionIntent>()
        .add_systems(OnEnter(Screen::Dopynion), start_first_game)
        .add_systems(
            Update,
            (apply_intents, let_bots_act)
                .chain()
                .run_if(in_state(Screen::Dopynion)),
        );
}

/// The bots the app seats, in order: a strong one first.
const BOT_ROSTER: [&str; 3] = ["smithy-big-money", "witch", "big-money-ultimate"];

impl DopynionTable {
    /// Starts a game against `bots` bots.
    pub fn start(&mut self, bots: u8) {
        let db = CardDb::embedded();
        let bots = bots.clamp(1, 3);
        let specs: Vec<BotSpec> = BOT_ROSTER[..bots as usize]
            .iter()
            .map(|n| BotSpec::parse(n, &db).expect("shipped bots"))
            .collect();
        self.games_started += 1;
        let setup = Setup {
            players: bots + 1,
            seed: self.games_started.wrapping_mul(7919),
            kingdom: BotSpec::kingdom_for(&specs, &db),
        };
        self.game = Game::new(db, &setup).ok();
        self.bot_names = specs.iter().map(BotSpec::name).collect();
        self.bots = Mutex::new(
            specs
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    s.instantiate(setup.seed ^ i as u64, Duration::from_secs(1))
                        .expect("built-in bots")
                })
                .collect(),
        );
        self.bot_count = bots;
        self.refusal = None;
        self.bot_timer = BOT_PACE;
    }
}

fn start_first_game(mut table: ResMut<DopynionTable>) {
    if table.game.is_none() {
        let bots = table.bot_count.max(1);
        table.start(bots);
    }
}

fn apply_intents(mut intents: MessageReader<DopynionIntent>, mut table: ResMut<DopynionTable>) {
    for intent in intents.read() {
        match *intent {
            DopynionIntent::NewGame(bots) => table.start(bots),
            DopynionIntent::Act(action) => {
                let Some(game) = table.game.as_mut() else {
                    continue;
                };
                if game.to_act() != HUMAN_SEAT {
                    table.refusal = Some("wait for your turn".into());
                    continue;
                }
                table.refusal = game.apply(&action).err().map(|r| r.0);
            }
        }
    }
}

fn let_bots_act(time: Res<Time>, mut table: ResMut<DopynionTable>) {
    let table = &mut *table;
    let Some(game) = table.game.as_mut() else {
        return;
    };
    if game.is_over() || game.to_act() == HUMAN_SEAT {
        table.bot_timer = BOT_PACE;
        return;
    }
    table.bot_timer -= time.delta_secs();
    if table.bot_timer > 0.0 {
        return;
    }
    table.bot_timer = BOT_PACE;
    let seat = game.to_act() as usize;
    let legal = game.legal_actions();
    let mut bots = table.bots.lock().unwrap_or_else(|e| e.into_inner());
    let answer = bots[seat - 1].answer(game, &legal);
    submit::<Dopynion>(game, answer);
}
