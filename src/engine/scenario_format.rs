//! A ruleset's scenario files: `emberdeck scenario` reads a file's `ruleset:` and hands the file
//! to that ruleset, which parses, builds, runs and checks it in its own format. Kept apart from
//! the core `Ruleset` because only the scenario command (and tests) run scenarios.

use std::sync::Arc;

use super::ruleset::Ruleset;
use crate::cards::{LoadError, SourceFile};

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

/// Running one of a ruleset's scenario files.
pub trait ScenarioFormat: Ruleset {
    /// Parses (file:line:column errors), builds, runs and checks one scenario file.
    fn run_scenario(db: &Arc<Self::Db>, file: &SourceFile) -> Result<ScenarioRun, LoadError>;
}
