//! gods' side of the shared scenario harness: which step each scripted action is, and its scenario
//! files (`tests/gods/*.ron`, docs/GODS.md) checked, built and logged. The harness plays them.

use std::borrow::Cow;
use std::sync::Arc;

use super::check::check as check_expectation;
use super::format::{Expectation, Move, Scenario, Step};
use super::resolve::resolve;
use super::setup::{check_steps, setup};
use crate::cards::{LoadError, SourceFile, check_two_player_header};
use crate::engine::Ruleset;
use crate::engine::scenario::{Built, ScenarioFormat, ScenarioRules, Step as Shared, Unresolved};
use crate::rulesets::gods::Gods;
use crate::rulesets::gods::actions::Action;
use crate::rulesets::gods::components::{Card, Place, Table, Unit};
use crate::rulesets::gods::db::GodsDb;
use crate::rulesets::gods::game::Game;

impl ScenarioRules for Gods {
    type Written = Step;
    type Move = Move;
    type Expectation = Expectation;
    type Fingerprint = (Table, usize, Vec<(Card, Place, Unit)>);

    fn step(written: &Step) -> Shared<'_, Move, Expectation> {
        match written {
            Step::Expect(list) => Shared::Expect(list),
            Step::Illegal(inner) => Shared::Illegal(Cow::Borrowed(inner)),
            Step::Legal(inner) => Shared::Legal(Cow::Borrowed(inner)),
            plain => Shared::Act(Cow::Owned(plain.as_move().expect("a plain action"))),
        }
    }

    /// Naming a unit or card that is not there is refused before any rule runs.
    fn resolve(game: &Game, written: &Move) -> Result<Action, Unresolved> {
        resolve(game, written).map_err(Unresolved::Absent)
    }

    fn fingerprint(game: &Game) -> Self::Fingerprint {
        game.snapshot()
    }

    fn check(game: &Game, expectation: &Expectation) -> Result<(), String> {
        check_expectation(game, expectation)
    }
}

impl ScenarioFormat for Gods {
    type File = Scenario;

    /// A broken header or position, or an unknown card in a step is a file error; nothing in a gods
    /// position fails once it is built.
    fn build(
        db: &Arc<GodsDb>,
        source: &SourceFile,
        file: &Scenario,
    ) -> Result<Built<Game>, LoadError> {
        check_two_player_header(source, Gods::NAME, file.players.len(), file.active)?;
        let setup = setup(db, source, file)?;
        check_steps(db, source, file)?;
        Ok(Ok(Game::new(db.clone(), &setup, file.seed)))
    }
}
