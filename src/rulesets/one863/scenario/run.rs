//! one863's side of the shared scenario harness: which step each scripted action is, the action a
//! move names for the side to act, and its scenario files (`tests/one863/*.ron`, the shared format
//! contract) checked, built and logged. The harness plays them.

use std::borrow::Cow;
use std::sync::Arc;

use super::check::check as check_expectation;
use super::format::{Expectation, Move, Scenario, Step};
use super::setup::{check_step_ids, setup};
use crate::cards::{LoadError, SourceFile, check_two_player_header};
use crate::engine::Rules;
use crate::engine::Ruleset;
use crate::engine::scenario::{Built, ScenarioFormat, ScenarioRules, Step as Shared, Unresolved};
use crate::rulesets::one863::components::Table;
use crate::rulesets::one863::db::TeamDb;
use crate::rulesets::one863::{Action, Game, One863};

impl ScenarioRules for One863 {
    type Written = Step;
    type Move = Move;
    type Expectation = Expectation;
    type Fingerprint = (Table, usize);

    fn step(written: &Step) -> Shared<'_, Move, Expectation> {
        match written {
            Step::Expect(list) => Shared::Expect(list),
            Step::Illegal(inner) => Shared::Illegal(Cow::Borrowed(inner)),
            plain => Shared::Act(Cow::Owned(plain.as_move().expect("a plain action"))),
        }
    }

    /// A card the side to act does not have is refused before any rule runs.
    fn resolve(game: &Game, written: &Move) -> Result<Action, Unresolved> {
        resolve(game, written).ok_or_else(|| {
            Unresolved::Absent(format!(
                "{written:?}: that card is not among the cards of side {}",
                game.to_act()
            ))
        })
    }

    /// The table and how far the log goes: all an action can change.
    fn fingerprint(game: &Game) -> (Table, usize) {
        (game.table().clone(), game.log().len())
    }

    fn check(game: &Game, expectation: &Expectation) -> Result<(), String> {
        check_expectation(game, expectation)
    }
}

impl ScenarioFormat for One863 {
    type File = Scenario;

    /// A broken header or position, or an unknown id in a step is a file error; nothing in a one863
    /// position fails once it is built.
    fn build(
        db: &Arc<TeamDb>,
        source: &SourceFile,
        file: &Scenario,
    ) -> Result<Built<Game>, LoadError> {
        check_two_player_header(source, One863::NAME, file.players.len(), file.active)?;
        let setup = setup(db, source, file)?;
        check_step_ids(db, source, file)?;
        Ok(Ok(Game::new(db.clone(), &setup, file.seed)))
    }
}

/// The action a move names for the side to act, if its cards are that side's.
fn resolve(game: &Game, step: &Move) -> Option<Action> {
    let side = game.to_act();
    Some(match step {
        Move::Play { card } => Action::Play(game.find(side, card)?),
        Move::Attack { card } => Action::Attack(game.find(side, card)?),
        Move::Block { card, boost } => Action::Block {
            card: game.find(side, card)?,
            boost: match boost {
                Some(b) => Some(game.find(side, b)?),
                None => None,
            },
        },
        Move::Pass => Action::Pass,
    })
}
