//! one863's side of the shared scenario harness: the action a move names for the side to act, what
//! "unchanged" means, and its scenario files (`tests/one863/*.ron`, the shared format contract)
//! checked and built. The harness plays them (the steps and expectations say how in `format.rs`
//! and `check.rs`).

use std::sync::Arc;

use super::format::{Move, Scenario, Step};
use super::setup::{check_step_ids, setup};
use crate::cards::{SourceFile, check_two_player_header};
use crate::engine::scenario::{Built, ScenarioFormat, ScenarioRules, Unresolved, WrittenMove};
use crate::engine::{Rules, Ruleset};
use crate::rulesets::one863::components::Table;
use crate::rulesets::one863::db::TeamDb;
use crate::rulesets::one863::{Action, Game, One863};

impl ScenarioRules for One863 {
    type Written = Step;
    type Fingerprint = (Table, usize);

    /// The table and how far the log goes: all an action can change.
    fn fingerprint(game: &Game) -> (Table, usize) {
        (game.table().clone(), game.log().len())
    }
}

impl ScenarioFormat for One863 {
    type File = Scenario;

    /// A broken header or position, or an unknown id in a step, is a file error; nothing in a
    /// one863 position fails once it is built.
    fn build(db: &Arc<TeamDb>, source: &SourceFile, file: &Scenario) -> Built<Game> {
        check_two_player_header(source, One863::NAME, file.players.len(), file.active)?;
        let setup = setup(db, source, file)?;
        check_step_ids(db, source, file)?;
        Ok(Ok(Game::new(db.clone(), &setup, file.seed)))
    }
}

/// A card the side to act does not have is refused before any rule runs.
impl WrittenMove<Game> for Move {
    fn resolve(&self, game: &Game) -> Result<Action, Unresolved> {
        action_of(game, self).ok_or_else(|| {
            let side = game.to_act();
            Unresolved::Absent(format!(
                "{self:?}: that card is not among the cards of side {side}"
            ))
        })
    }
}

/// The action a move names for the side to act, if its cards are that side's.
fn action_of(game: &Game, step: &Move) -> Option<Action> {
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
