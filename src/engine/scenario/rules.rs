//! What a ruleset tells the scenario harness, each piece on the type it is about: a written step
//! says which shared step it is, a written move which action it names in a game, an expectation
//! whether it holds; the ruleset itself says what "unchanged" means and how a position settles.
//! Playing the steps in order, and every failure's wording, is the harness's.

use std::fmt;

use serde::de::DeserializeOwned;

use super::arbiter::Arbiter;
use super::step::{Step, Unresolved};
use crate::engine::rules::Rules;

/// One entry of a format's `actions`, in a game `G`.
pub trait WrittenStep<G: Rules> {
    /// A move as the format writes it (what `Act`, `Illegal` and `Legal` steps carry).
    type Move: WrittenMove<G>;
    /// One expectation as the format writes it.
    type Expectation: Check<G> + DeserializeOwned;
    /// Which shared step this is.
    fn step(&self) -> Step<'_, Self::Move, Self::Expectation>;
}

/// A move as a format writes it; its `Debug` form names it in a failure that comes before any
/// action exists.
pub trait WrittenMove<G: Rules>: Clone + fmt::Debug {
    /// The action it names in `game` now (references resolved where things are).
    fn resolve(&self, game: &G) -> Result<G::Action, Unresolved>;
}

/// One expectation of a format.
pub trait Check<G> {
    /// Ok, or which part fails, with what was expected and what was found.
    fn check(&self, game: &G) -> Result<(), String>;
}

/// A ruleset's scenario games, implemented once per ruleset (on the same type as its `Ruleset`,
/// whose `Describe` and `BotWire` give the `Arbiter`).
pub trait ScenarioRules: Arbiter {
    /// One entry of a file's `actions` as its format parses it.
    type Written: WrittenStep<Self::Game>;
    /// Everything an action may change, compared before and after a refused one.
    type Fingerprint: PartialEq;

    /// What a refused action must leave as it was.
    fn fingerprint(game: &Self::Game) -> Self::Fingerprint;
    /// Lets a freshly built position come to rest before the first step (effects waiting resolve,
    /// a turn with nothing left to decide moves on), as after an action. Most positions already
    /// are at rest.
    fn settle(_game: &mut Self::Game) {}
}

/// The action type of a ruleset's scenario game.
pub type ActionOf<R> = <<R as Arbiter>::Game as Rules>::Action;
/// A written move of ruleset `R`.
pub type MoveOf<R> = <<R as ScenarioRules>::Written as WrittenStep<<R as Arbiter>::Game>>::Move;
/// A written expectation of ruleset `R`.
pub type ExpectationOf<R> =
    <<R as ScenarioRules>::Written as WrittenStep<<R as Arbiter>::Game>>::Expectation;

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
