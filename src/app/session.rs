//! The match a player sets up: which deck, which difficulty, who is the human. Entering the game
//! screen builds the rules game and the AI seat from it.

use crate::rulesets::hearth::Reads;
use bevy::prelude::*;

use super::screen::Screen;
use crate::ai::thinking::{AiPlayers, AiSeat};
use crate::ai::{Difficulty, agent_by_name};
use crate::cards::{embedded_files, parse_file};
use crate::rulesets::hearth::decks::{Deck, shipped_decks, user_decks};
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::scenario::format::Goal;
use crate::rulesets::hearth::scenario::{Scenario, build_game};
use crate::rulesets::hearth::{CardDb, Game, Hearth, StartOptions};

/// The human's seat.
pub const HUMAN: u8 = 0;

/// The player's choices for the next game.
#[derive(Resource)]
pub struct Session {
    /// Every deck the player may pick.
    pub decks: Vec<Deck>,
    /// The picked deck (index into `decks`).
    pub deck: usize,
    /// The opponent's deck (index into `decks`).
    pub opponent_deck: usize,
    /// How strong the computer plays.
    pub difficulty: Difficulty,
    /// Seed of the next game (advanced after each).
    pub seed: u64,
    /// The puzzles under `levels/`.
    pub levels: Vec<Scenario>,
    /// The puzzle to play next (index into `levels`), instead of a normal game.
    pub puzzle: Option<usize>,
}

/// The puzzle being played: its goal and where it started.
#[derive(Resource, Debug, Clone)]
pub struct PuzzleRun {
    /// The level's name.
    pub name: String,
    /// Its goal.
    pub goal: Goal,
    /// The turn it started on.
    pub start_turn: u16,
}

fn shipped_levels() -> Vec<Scenario> {
    embedded_files("levels/")
        .iter()
        .filter_map(|file| parse_file::<Scenario>(file).ok())
        .filter(|level| level.goal.is_some())
        .collect()
}

impl Default for Session {
    fn default() -> Self {
        let db = CardDb::with_mods();
        let mut decks = shipped_decks(&db);
        // The player's own decks (in the deck folder beside the settings) come after the shipped
        // ones; a broken deck file is reported and skipped.
        if let Some(folder) = super::settings::Settings::deck_folder() {
            let (mine, errors) = user_decks(&db, &folder);
            for error in errors {
                warn!("deck skipped: {error}");
            }
            decks.extend(mine);
        }
        let warrior = decks
            .iter()
            .position(|d| d.name.contains("Warrior"))
            .unwrap_or(0);
        Self {
            decks,
            deck: 0,
            opponent_deck: warrior,
            difficulty: Difficulty::Normal,
            seed: 1,
            levels: shipped_levels(),
            puzzle: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Session>()
        .add_systems(OnEnter(Screen::Game), start_game);
}

/// Builds the game and the AI seat from the session.
pub fn start_game(mut commands: Commands, mut session: ResMut<Session>) {
    commands.remove_resource::<PuzzleRun>();
    if let Some(level) = session
        .puzzle
        .take()
        .and_then(|i| session.levels.get(i).cloned())
        && let Ok(game) = build_game(&level, CardDb::with_mods())
    {
        let agent = agent_by_name("greedy", session.seed).expect("greedy exists");
        commands.insert_resource(PuzzleRun {
            name: level.name.clone(),
            goal: level.goal.expect("levels have goals"),
            start_turn: game.turn(),
        });
        commands.insert_resource(AiPlayers::<Hearth>(vec![AiSeat::new(1 - HUMAN, agent)]));
        commands.insert_resource(ActiveGame::new(game));
        return;
    }
    let options = StartOptions {
        seed: session.seed,
        first: None,
        shuffle: true,
    };
    let loadouts = [
        session.decks[session.deck].loadout.clone(),
        session.decks[session.opponent_deck].loadout.clone(),
    ];
    let game = Game::new(CardDb::with_mods(), loadouts, options);
    let agent = agent_by_name(session.difficulty.agent_name(), session.seed ^ 0xA1)
        .expect("difficulty names are valid agents");
    commands.insert_resource(ActiveGame::new(game));
    commands.insert_resource(AiPlayers::<Hearth>(vec![AiSeat::new(1 - HUMAN, agent)]));
    session.seed += 1;
}
