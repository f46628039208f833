//! A ruleset's scenario files: `emberdeck scenario` reads a file's `ruleset:` and hands the file
//! to that ruleset, whose format parses it and builds its position; the shared harness plays and
//! checks it. Kept apart from the core `Ruleset` because only the scenario command (and tests)
//! run scenarios.

use std::sync::Arc;

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::rules::ScenarioRules;
use super::run::run_file;
use crate::cards::{LoadError, SourceFile};
use crate::engine::describe::Describe;
use crate::engine::ruleset::Ruleset;

/// The seat whose view a scenario's log is written from: the first, as the scenario command shows
/// it (what that seat cannot see stays hidden).
const LOG_VIEWER: u8 = 0;

/// Where a scenario's log starts: its first event.
const FROM_THE_START: usize = 0;

/// One scenario run: its name, whether its expectations held, and its game log in words (shown
/// for failures with `scenario --log`).
#[derive(Debug, Clone)]
pub struct ScenarioRun {
    /// The scenario's name.
    pub name: String,
    /// Ok, or which expectation failed.
    pub result: Result<(), String>,
    /// The game's log, one event per line.
    pub log: Vec<String>,
}

/// The fields every scenario format shares, with the same names and defaults: what the harness
/// plays. It reads them itself from a file its ruleset's format has already parsed (strictly, so
/// every mistake is placed by that parse); other fields are the format's and are passed over here.
#[derive(Debug, Deserialize)]
#[serde(rename = "Scenario")]
pub struct Script<W, E> {
    /// Shown in PASS/FAIL lines.
    pub name: String,
    /// The ruleset the file names.
    pub ruleset: String,
    /// The steps, in order.
    #[serde(default = "Vec::new")]
    pub actions: Vec<W>,
    /// What must hold at the end.
    #[serde(default = "Vec::new")]
    pub expect: Vec<E>,
}

/// What a file's position builds to: the game; or why the scenario fails before its first step
/// (the inner error: a position the rules cannot start from); or a file error (the outer one: an
/// unknown card, a broken limit, placed in the file).
pub type Built<G> = Result<Result<G, String>, LoadError>;

/// Running one of a ruleset's scenario files: the format's own part (its file type, its
/// position, its log); playing and judging it is `ScenarioRules` and the harness.
pub trait ScenarioFormat:
    Ruleset + Describe + ScenarioRules<Game = <Self as Ruleset>::Game, Written: DeserializeOwned>
{
    /// A whole file, as RON parses it (unknown fields are errors).
    type File: DeserializeOwned;

    /// The game the file's position sets up (`source` is its text, to place a file error).
    fn build(
        db: &Arc<Self::Db>,
        source: &SourceFile,
        file: &Self::File,
    ) -> Built<<Self as Ruleset>::Game>;

    /// The game's log, one event per line (`scenario --log`): in words as the first seat reads
    /// it, unless the ruleset shows more.
    fn log_lines(game: &<Self as Ruleset>::Game) -> Vec<String> {
        Self::describe_log(game, FROM_THE_START, LOG_VIEWER)
    }

    /// Parses (file:line:column errors), builds, runs and checks one scenario file.
    fn run_scenario(db: &Arc<Self::Db>, file: &SourceFile) -> Result<ScenarioRun, LoadError> {
        run_file::<Self>(db, file)
    }
}
