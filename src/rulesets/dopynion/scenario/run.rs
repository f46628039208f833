//! dopynion's side of the shared scenario harness: what "unchanged" means, how a built position
//! settles, and its scenario files (`tests/dopynion/*.ron`) built. The harness plays them (the
//! steps, actions and expectations say how in `format.rs`, `build.rs` and `check.rs`).

use std::sync::Arc;

use super::build::build_game;
use super::format::{Scenario, ScenarioAction};
use crate::cards::SourceFile;
use crate::engine::scenario::{Built, ScenarioFormat, ScenarioRules};
use crate::rulesets::dopynion::{CardDb, Dopynion, Game};

impl ScenarioRules for Dopynion {
    type Written = ScenarioAction;
    type Fingerprint = u64;

    fn fingerprint(game: &Game) -> u64 {
        game.fingerprint()
    }

    /// Effects waiting resolve and the turn moves on where no choice remains, as after an action.
    fn settle(game: &mut Game) {
        game.resolver().settle();
    }
}

/// The players' count and the seat to act are the rules' to judge (one to four seats): a
/// position they refuse fails the scenario.
impl ScenarioFormat for Dopynion {
    type File = Scenario;

    fn build(db: &Arc<CardDb>, _source: &SourceFile, file: &Scenario) -> Built<Game> {
        Ok(build_game(file, db.clone()))
    }
}
