//! One scenario file from text to its run: parse, check the header, build, play, record.

use std::sync::Arc;

use super::format::{ScenarioFormat, ScenarioRun, Script};
use super::harness::play;
use super::header::check_ruleset;
use super::rules::ExpectationOf;
use crate::cards::{LoadError, SourceFile, parse_file};
use crate::engine::ruleset::Ruleset;

/// Parses, checks, builds, plays and judges one scenario file of ruleset `R`. The format's parse
/// comes first, so its errors are exactly what they were; the shared fields read after it cannot
/// fail where it did not.
pub fn run_file<R: ScenarioFormat>(
    db: &Arc<R::Db>,
    source: &SourceFile,
) -> Result<ScenarioRun, LoadError> {
    let file: R::File = parse_file(source)?;
    let script: Script<R::Written, ExpectationOf<R>> = parse_file(source)?;
    check_ruleset(source, R::NAME, &script.ruleset)?;
    let built = R::build(db, source, &file)?;
    Ok(record::<R>(&script.name, &script.actions, &script.expect, built).0)
}

/// Plays a built position through its steps and final expectations and records the run; the
/// game comes back too (for callers that look at the final position), `None` when it could not
/// be built.
pub fn record<R: ScenarioFormat>(
    name: &str,
    actions: &[R::Written],
    expect: &[ExpectationOf<R>],
    built: Result<<R as Ruleset>::Game, String>,
) -> (ScenarioRun, Option<<R as Ruleset>::Game>) {
    let name = name.to_string();
    let mut game = match built {
        Ok(game) => game,
        Err(why) => {
            let run = ScenarioRun {
                name,
                result: Err(why),
                log: Vec::new(),
            };
            return (run, None);
        }
    };
    let result = play::<R>(&mut game, actions, expect);
    let log = R::log_lines(&game);
    (ScenarioRun { name, result, log }, Some(game))
}
