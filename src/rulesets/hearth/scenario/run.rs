//! hearth's side of the shared scenario harness: what "unchanged" means, and its scenario files
//! (`tests/hearth/*.ron`, `levels/`) built and logged. The harness plays them (the steps, moves
//! and expectations say how in `format.rs`, `resolve.rs` and `check.rs`).

use std::sync::Arc;

use super::build::build_game;
use super::format::{Scenario, ScenarioAction};
use crate::cards::{SourceFile, check_two_player_header};
use crate::engine::Ruleset;
use crate::engine::scenario::{self, Built, ScenarioFormat, ScenarioRules, ScenarioRun};
use crate::rulesets::hearth::{CardDb, Game, Hearth};

impl ScenarioRules for Hearth {
    type Written = ScenarioAction;
    type Fingerprint = u64;

    fn fingerprint(game: &Game) -> u64 {
        game.fingerprint()
    }
}

impl ScenarioFormat for Hearth {
    type File = Scenario;

    /// Two players and a seat to act are the file's header, as in every two-player format; the
    /// rest of the position fails the scenario where the rules cannot start from it.
    fn build(db: &Arc<CardDb>, source: &SourceFile, file: &Scenario) -> Built<Game> {
        check_two_player_header(source, Hearth::NAME, file.players.len(), file.active)?;
        Ok(build_game(file, db.clone()))
    }

    /// The log as the rules record it, every field shown: a failing rules test wants all of it.
    fn log_lines(game: &Game) -> Vec<String> {
        let events = game.log().events().iter();
        events.map(|e| format!("{e:?}")).collect()
    }
}

/// Runs a parsed scenario against a card set and returns its run (and the final game, if built).
pub fn run_scenario(scenario: &Scenario, db: Arc<CardDb>) -> (ScenarioRun, Option<Game>) {
    let built = build_game(scenario, db);
    scenario::record::<Hearth>(&scenario.name, &scenario.actions, &scenario.expect, built)
}

/// Plays the scripted actions of a puzzle's `solution` (or any list) on a game.
pub fn perform_all(game: &mut Game, actions: &[ScenarioAction]) -> Result<(), String> {
    scenario::play_steps::<Hearth>(game, actions)
}
