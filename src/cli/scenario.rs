//! `emberdeck scenario PATH...`: runs scenario files and prints `PASS name` / `FAIL name: why`, then
//! `N passed, M failed`. Exit 0 all passed, 1 some failed, 2 a file could not be read or parsed.

use std::path::PathBuf;

use serde::Deserialize;

use super::registry;
use crate::cards::{LoadError, SourceFile, files_under, parse_file};
use crate::engine::ScenarioRun;

/// Totals of a scenario run.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// Scenarios that passed.
    pub passed: usize,
    /// Scenarios that failed.
    pub failed: usize,
    /// Files that could not be read or parsed.
    pub broken: usize,
}

impl Tally {
    /// The process exit status the format asks for.
    pub fn exit_code(&self) -> i32 {
        if self.broken > 0 {
            2
        } else if self.failed > 0 {
            1
        } else {
            0
        }
    }

    /// Counts one scenario's outcome and prints its PASS or FAIL line.
    fn record(&mut self, name: &str, result: &Result<(), String>, out: &mut dyn FnMut(String)) {
        match result {
            Ok(()) => {
                self.passed += 1;
                out(format!("PASS {name}"));
            }
            Err(why) => {
                self.failed += 1;
                out(format!("FAIL {name}: {why}"));
            }
        }
    }
}

/// Runs the scenario files under `paths`, printing a line each through `out`.
pub fn run_paths(paths: &[PathBuf], out: &mut dyn FnMut(String)) -> Tally {
    run_paths_with(paths, false, out)
}

/// `run_paths`, and with `show_log` the game log of every failing scenario after its
/// FAIL line (one event per line), to see what the rules did.
pub fn run_paths_with(paths: &[PathBuf], show_log: bool, out: &mut dyn FnMut(String)) -> Tally {
    let mut tally = Tally::default();
    let mut files = Vec::new();
    for path in paths {
        match files_under(path) {
            Ok(found) if found.is_empty() && !path.is_dir() => {
                out(format!("{}: cannot read: not a .ron file", path.display()));
                tally.broken += 1;
            }
            Ok(found) => files.extend(found),
            Err(e) => {
                out(format!("{}: cannot read: {e}", path.display()));
                tally.broken += 1;
            }
        }
    }
    run_files(&files, &mut tally, show_log, out);
    out(format!("{} passed, {} failed", tally.passed, tally.failed));
    tally
}

/// Just enough of a scenario file to know which ruleset reads the rest.
#[derive(Deserialize)]
#[serde(rename = "Scenario")]
struct Header {
    #[serde(default)]
    ruleset: String,
}

/// Parses, builds, runs and checks one scenario file with the ruleset its header names. The
/// header names the ruleset; a file that cannot even give that is read by the ruleset it most
/// likely is (the first), whose parser reports where it breaks.
pub fn run_file(file: &SourceFile) -> Result<ScenarioRun, LoadError> {
    let ruleset = match parse_file::<Header>(file) {
        Ok(Header { ruleset }) if !ruleset.is_empty() => {
            registry::find(&ruleset).map_err(|e| LoadError::at_card(file, &ruleset, e))?
        }
        _ => registry::ALL[0],
    };
    ruleset.scenario(file)
}

fn run_files(files: &[SourceFile], tally: &mut Tally, show_log: bool, out: &mut dyn FnMut(String)) {
    for file in files {
        let run = match run_file(file) {
            Ok(run) => run,
            Err(e) => {
                out(e.to_string());
                tally.broken += 1;
                continue;
            }
        };
        tally.record(&run.name, &run.result, out);
        if show_log && run.result.is_err() {
            for line in &run.log {
                out(format!("    {line}"));
            }
        }
    }
}
