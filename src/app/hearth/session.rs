//! The match a player sets up: which deck, which difficulty, who is the human. Entering the game
//! screen builds the rules game and the AI seat from it.

use std::sync::Arc;

use crate::rulesets::hearth::Reads;
use bevy::prelude::*;

use crate::ai::hearth::{Difficulty, agent_by_name};
use crate::ai::thinking::{AiPlayers, AiSeat};
use crate::app::HUMAN;
use crate::app::mod_reload::HearthContent;
use crate::app::screen::Screen;
use crate::cards::{SourceFile, embedded_files, parse_file};
use crate::rulesets::hearth::decks::{Deck, shipped_decks, user_decks};
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::scenario::format::Goal;
use crate::rulesets::hearth::scenario::{Scenario, build_game};
use crate::rulesets::hearth::{CardDb, Game, Hearth, StartOptions};

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
    /// The next game's number this launch (advanced after each): its seed is
    /// `launch_seed::game_seed` of it.
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

/// The puzzles: the shipped ones under `levels/`, then every active mod's `levels/` (a mod's
/// puzzle may use its own cards). A level without a goal is a test, not a puzzle; one that does
/// not parse or names a card the card set lacks is reported, not listed.
fn puzzle_levels(db: &Arc<CardDb>) -> Vec<Scenario> {
    let mut files = embedded_files("levels/");
    files.extend(crate::mods::files_of(crate::mods::active(), &["levels/"]));
    levels_from(&files, db)
}

/// The playable hearth puzzles among `files`, in order; the problems of the others are logged.
pub fn levels_from(files: &[SourceFile], db: &Arc<CardDb>) -> Vec<Scenario> {
    let mut levels = Vec::new();
    for file in files {
        match parse_file::<Scenario>(file) {
            Ok(level) if level.goal.is_none() || level.ruleset != "hearth" => {}
            Ok(level) => match build_game(&level, db.clone()) {
                Ok(_) => levels.push(level),
                Err(problem) => warn!("{}: {problem}", file.path),
            },
            Err(problem) => warn!("{problem}"),
        }
    }
    levels
}

/// The folder of the player's own decks: `decks/` beside the settings
/// (`~/.config/emberdeck/decks/` on Linux). The deck builder saves there and the deck choice reads
/// it; tests point it at a folder of their own.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct DeckFolder(pub Option<std::path::PathBuf>);

impl Default for DeckFolder {
    fn default() -> Self {
        Self(crate::app::settings::Settings::deck_folder())
    }
}

/// Every deck the player may pick with card set `db`: the shipped ones and the mods', then the
/// player's own (in `folder`); a broken deck file is reported and skipped.
pub fn decks_for(db: &CardDb, folder: &DeckFolder) -> Vec<Deck> {
    let mut decks = shipped_decks(db);
    if let Some(folder) = &folder.0 {
        let (mine, errors) = user_decks(db, folder);
        for error in errors {
            warn!("deck skipped: {error}");
        }
        decks.extend(mine);
    }
    decks
}

impl Session {
    /// Reads the decks again (after a save in the deck builder, or a mod reload), keeping the
    /// player's picks by name.
    pub fn reload_decks(&mut self, db: &CardDb, folder: &DeckFolder) {
        let name_of = |i: usize, decks: &[Deck]| decks.get(i).map(|d| d.name.clone());
        let (mine, theirs) = (
            name_of(self.deck, &self.decks),
            name_of(self.opponent_deck, &self.decks),
        );
        let decks = decks_for(db, folder);
        let find = |name: Option<String>, fallback: usize| {
            name.and_then(|n| decks.iter().position(|d| d.name == n))
                .unwrap_or(fallback.min(decks.len().saturating_sub(1)))
        };
        self.deck = find(mine, self.deck);
        self.opponent_deck = find(theirs, self.opponent_deck);
        self.decks = decks;
    }
}

impl Default for Session {
    fn default() -> Self {
        let decks = decks_for(&CardDb::with_mods(), &DeckFolder::default());
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
            levels: puzzle_levels(&CardDb::with_mods()),
            puzzle: None,
        }
    }
}

pub(in crate::app) fn plugin(app: &mut App) {
    app.init_resource::<DeckFolder>()
        .init_resource::<Session>()
        .add_systems(OnEnter(Screen::Game), start_game)
        .add_systems(Update, follow_reloaded_content);
}

/// After a mod reload the decks are read again with the new card set (a mod's cards may have
/// moved), keeping the player's picks by name.
fn follow_reloaded_content(
    content: Option<Res<HearthContent>>,
    folder: Res<DeckFolder>,
    mut session: ResMut<Session>,
) {
    let Some(content) = content else {
        return;
    };
    if !content.is_changed() || content.is_added() {
        return;
    }
    session.reload_decks(&content.0, &folder);
}

/// The card set new games use: the live-reloaded content when the app has it, else this run's.
pub fn card_set(content: &Option<Res<HearthContent>>) -> std::sync::Arc<CardDb> {
    content
        .as_ref()
        .map_or_else(CardDb::with_mods, |c| c.0.clone())
}

/// Builds the game and the AI seat from the session.
pub fn start_game(
    mut commands: Commands,
    mut session: ResMut<Session>,
    content: Option<Res<HearthContent>>,
) {
    commands.remove_resource::<PuzzleRun>();
    let db = card_set(&content);
    if let Some(level) = session
        .puzzle
        .take()
        .and_then(|i| session.levels.get(i).cloned())
        && let Ok(game) = build_game(&level, db.clone())
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
    let seed = crate::app::launch_seed::game_seed(session.seed);
    let options = StartOptions {
        seed,
        first: None,
        shuffle: true,
    };
    let loadouts = [
        session.decks[session.deck].loadout.clone(),
        session.decks[session.opponent_deck].loadout.clone(),
    ];
    let game = Game::new(db, loadouts, options);
    let agent = agent_by_name(session.difficulty.agent_name(), seed ^ 0xA1)
        .expect("difficulty names are valid agents");
    commands.insert_resource(ActiveGame::new(game));
    commands.insert_resource(AiPlayers::<Hearth>(vec![AiSeat::new(1 - HUMAN, agent)]));
    session.seed += 1;
}
