//! hearth's side of the shared scenario harness: which step each scripted action is, and its
//! scenario files (`tests/hearth/*.ron`, `levels/`) built and logged. The harness plays them.

use std::borrow::Cow;
use std::sync::Arc;

use super::build::build_game;
use super::check::check as check_expectation;
use super::format::{Expectation, Scenario, ScenarioAction};
use super::resolve::to_engine;
use crate::cards::{LoadError, SourceFile, check_two_player_header};
use crate::engine::Ruleset;
use crate::engine::scenario::{
    self, Built, ScenarioFormat, ScenarioRules, ScenarioRun, Step, Unresolved,
};
use crate::rulesets::hearth::{Action, CardDb, Game, Hearth};

impl ScenarioRules for Hearth {
    type Written = ScenarioAction;
    type Move = ScenarioAction;
    type Expectation = Expectation;
    type Fingerprint = u64;

    fn step(written: &ScenarioAction) -> Step<'_, ScenarioAction, Expectation> {
        match written {
            ScenarioAction::Expect(list) => Step::Expect(list),
            ScenarioAction::Wait(seconds) => Step::Wait(*seconds),
            ScenarioAction::Illegal(inner) => Step::Illegal(Cow::Borrowed(inner)),
            other => Step::Act(Cow::Borrowed(other)),
        }
    }

    /// Whatever a step cannot point at (no such hand card, an empty slot) names no action the
    /// rules could take.
    fn resolve(game: &Game, written: &ScenarioAction) -> Result<Action, Unresolved> {
        to_engine(game, written).map_err(Unresolved::Absent)
    }

    fn fingerprint(game: &Game) -> u64 {
        game.fingerprint()
    }

    fn check(game: &Game, expectation: &Expectation) -> Result<(), String> {
        check_expectation(game, expectation)
    }
}

impl ScenarioFormat for Hearth {
    type File = Scenario;

    /// Two players and a seat to act are the file's header, as in every two-player format; the
    /// rest of the position fails the scenario where the rules cannot start from it.
    fn build(
        db: &Arc<CardDb>,
        source: &SourceFile,
        file: &Scenario,
    ) -> Result<Built<Game>, LoadError> {
        check_two_player_header(source, Hearth::NAME, file.players.len(), file.active)?;
        Ok(build_game(file, db.clone()))
    }

    /// The log as the rules record it, every field shown: a failing rules test wants all of it.
    fn log_lines(game: &Game) -> Vec<String> {
        game.log()
            .events()
            .iter()
            .map(|e| format!("{e:?}"))
            .collect()
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
