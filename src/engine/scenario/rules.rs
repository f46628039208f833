//! What a ruleset tells the scenario harness about its games: which shared step each written step
//! is, how a written move becomes an action, what "unchanged" means, and how one expectation is
//! checked. Playing the steps in order, and every failure's wording, is the harness's.

use std::fmt;

use super::arbiter::Arbiter;
use super::step::{Step, Unresolved};
use crate::engine::rules::Rules;

/// The action type of a ruleset's scenario game.
pub type ActionOf<R> = <<R as Arbiter>::Game as Rules>::Action;

/// A ruleset's scenario vocabulary over its game, implemented once per ruleset (on the same type
/// as its `Ruleset`, whose `Describe` and `BotWire` give the `Arbiter`) beside its format.
pub trait ScenarioRules: Arbiter {
    /// One entry of a file's `actions` as its format parses it.
    type Written;
    /// A move as the file writes it (what `Act`, `Illegal` and `Legal` steps carry); its `Debug`
    /// form names it in a failure that comes before any action exists.
    type Move: Clone + fmt::Debug;
    /// One expectation as the file writes it.
    type Expectation;
    /// Everything an action may change, compared before and after a refused one.
    type Fingerprint: PartialEq;

    /// Which shared step a written one is.
    fn step(written: &Self::Written) -> Step<'_, Self::Move, Self::Expectation>;
    /// The action a written move names in `game` now (references resolved where things are).
    fn resolve(game: &Self::Game, written: &Self::Move) -> Result<ActionOf<Self>, Unresolved>;
    /// What a refused action must leave as it was.
    fn fingerprint(game: &Self::Game) -> Self::Fingerprint;
    /// Ok, or which part of `expectation` fails, with what was expected and what was found.
    fn check(game: &Self::Game, expectation: &Self::Expectation) -> Result<(), String>;
    /// Lets a freshly built position come to rest before the first step (effects waiting resolve,
    /// a turn with nothing left to decide moves on), as after an action. Most positions already
    /// are at rest.
    fn settle(_game: &mut Self::Game) {}
}

/// Compares one field of an expectation: `expected` left out (`None`) is not checked. The wording
/// every ruleset's checks share: "`what`: expected E, got A".
pub fn compare<T: PartialEq + fmt::Debug>(
    what: &str,
    expected: &Option<T>,
    actual: T,
) -> Result<(), String> {
    match expected {
        Some(e) if *e != actual => Err(format!("{what}: expected {e:?}, got {actual:?}")),
        _ => Ok(()),
    }
}
