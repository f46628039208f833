//! dopynion's side of the shared scenario harness: which step each scripted action is, and its
//! scenario files (`tests/dopynion/*.ron`) built and logged. The harness plays them; `Reply` and
//! `NoReply` go through the arbiter like an external bot's answer.

use std::borrow::Cow;
use std::sync::Arc;

use super::build::{action, build_game};
use super::check::check as check_expectation;
use super::format::{Expectation, Scenario, ScenarioAction};
use crate::cards::{LoadError, SourceFile};
use crate::engine::scenario::{Built, ScenarioFormat, ScenarioRules, Step, Unresolved};
use crate::rulesets::dopynion::actions::Action;
use crate::rulesets::dopynion::{CardDb, Dopynion, Game, Reads};

impl ScenarioRules for Dopynion {
    type Written = ScenarioAction;
    type Move = ScenarioAction;
    type Expectation = Expectation;
    type Fingerprint = u64;

    fn step(written: &ScenarioAction) -> Step<'_, ScenarioAction, Expectation> {
        match written {
            ScenarioAction::Expect(list) => Step::Expect(list),
            ScenarioAction::Illegal(inner) => Step::Illegal(Cow::Borrowed(inner)),
            ScenarioAction::Reply(text) => Step::Reply(text),
            ScenarioAction::NoReply => Step::NoReply,
            other => Step::Act(Cow::Borrowed(other)),
        }
    }

    /// Cards are named, not pointed at: a name no card has is a mistake in the file, and so is an
    /// `Illegal` around a step that is no action.
    fn resolve(game: &Game, written: &ScenarioAction) -> Result<Action, Unresolved> {
        action(game.db(), written)
            .map_err(Unresolved::Broken)?
            .ok_or_else(|| Unresolved::Broken("Illegal(...) takes an action".into()))
    }

    fn fingerprint(game: &Game) -> u64 {
        game.fingerprint()
    }

    fn check(game: &Game, expectation: &Expectation) -> Result<(), String> {
        check_expectation(game, expectation)
    }

    /// Effects waiting resolve and the turn moves on where no choice remains, as after an action.
    fn settle(game: &mut Game) {
        game.resolver().settle();
    }
}

impl ScenarioFormat for Dopynion {
    type File = Scenario;

    fn build(
        db: &Arc<CardDb>,
        _source: &SourceFile,
        file: &Scenario,
    ) -> Result<Built<Game>, LoadError> {
        Ok(build_game(file, db.clone()))
    }
}
