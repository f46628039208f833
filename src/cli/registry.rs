//! The rulesets this build plays, and the one face through which every command reaches them:
//! `Entry<R>` turns the generic commands into methods of an object, so the command line picks a
//! ruleset by name at run time. Adding a ruleset is one line in `ALL`.

use std::marker::PhantomData;
use std::sync::Arc;

use super::bench::Bench;
use super::{RunOptions, arena, bench, simulate, terminal, tournament};
use crate::ai::RulesetAgents;
use crate::cards::{LoadError, SourceFile};
use crate::engine::{Describe, RunRequest, ScenarioFormat, ScenarioRun};
use crate::rulesets::dopynion::Dopynion;
use crate::rulesets::gods::Gods;
use crate::rulesets::hearth::Hearth;
use crate::rulesets::one863::One863;

/// A ruleset as the commands see it.
pub trait Commands: Sync {
    /// Its name.
    fn name(&self) -> &'static str;
    /// One line on what it is.
    fn about(&self) -> &'static str;
    /// `emberdeck simulate`.
    fn simulate(&self, request: &RunRequest, options: &RunOptions) -> i32;
    /// `emberdeck arena`.
    fn arena(&self, request: &RunRequest, options: &RunOptions) -> i32;
    /// `emberdeck tournament`.
    fn tournament(&self, request: &RunRequest, options: &RunOptions) -> i32;
    /// `emberdeck bench`.
    fn bench(&self, seconds: f64) -> i32;
    /// `emberdeck play --terminal`.
    fn terminal(&self, request: &RunRequest, seed: u64) -> i32;
    /// One scenario file of this ruleset.
    fn scenario(&self, file: &SourceFile) -> Result<ScenarioRun, LoadError>;
}

/// The generic commands for ruleset `R`.
pub struct Entry<R>(PhantomData<fn() -> R>);

/// What a ruleset needs for every command: the core, words, its agents (with the search hints
/// and bot protocol they need), its bench set-up and its scenario files.
impl<R: RulesetAgents + Describe + Bench + ScenarioFormat> Commands for Entry<R> {
    fn name(&self) -> &'static str {
        R::NAME
    }
    fn about(&self) -> &'static str {
        R::ABOUT
    }
    fn simulate(&self, request: &RunRequest, options: &RunOptions) -> i32 {
        simulate::run::<R>(request, options)
    }
    fn arena(&self, request: &RunRequest, options: &RunOptions) -> i32 {
        arena::run::<R>(request, options)
    }
    fn tournament(&self, request: &RunRequest, options: &RunOptions) -> i32 {
        tournament::run::<R>(request, options)
    }
    fn bench(&self, seconds: f64) -> i32 {
        bench::run::<R>(seconds)
    }
    fn terminal(&self, request: &RunRequest, seed: u64) -> i32 {
        terminal::play::<R>(request, seed)
    }
    fn scenario(&self, file: &SourceFile) -> Result<ScenarioRun, LoadError> {
        let db: Arc<R::Db> = R::content().map_err(|e| LoadError::at_card(file, "", e))?;
        R::run_scenario(&db, file)
    }
}

/// Every ruleset of this build, in the order `emberdeck rulesets` lists them.
pub static ALL: &[&dyn Commands] = &[
    &Entry::<Hearth>(PhantomData),
    &Entry::<Dopynion>(PhantomData),
    &Entry::<One863>(PhantomData),
    &Entry::<Gods>(PhantomData),
];

/// The ruleset called `name`, or an error listing the ones there are.
pub fn find(name: &str) -> Result<&'static dyn Commands, String> {
    ALL.iter()
        .copied()
        .find(|r| r.name() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = ALL.iter().map(|r| r.name()).collect();
            format!(
                "unknown ruleset \"{name}\" (available: {})",
                names.join(", ")
            )
        })
}

/// `emberdeck rulesets`: one line per ruleset.
pub fn list() -> i32 {
    for ruleset in ALL {
        println!("{:<10} {}", ruleset.name(), ruleset.about());
    }
    0
}
