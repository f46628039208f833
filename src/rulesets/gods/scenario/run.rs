//! gods' side of the shared scenario harness: what "unchanged" means, and its scenario files
//! (`tests/gods/*.ron`, docs/GODS.md) checked and built. The harness plays them (the steps, moves
//! and expectations say how in `format.rs`, `resolve.rs` and `check.rs`).

use std::sync::Arc;

use super::format::{Scenario, Step};
use super::setup::{check_steps, setup};
use crate::cards::{SourceFile, check_two_player_header};
use crate::engine::Ruleset;
use crate::engine::scenario::{Built, ScenarioFormat, ScenarioRules};
use crate::rulesets::gods::Gods;
use crate::rulesets::gods::components::{Card, Place, Table, Unit};
use crate::rulesets::gods::db::GodsDb;
use crate::rulesets::gods::game::Game;

impl ScenarioRules for Gods {
    type Written = Step;
    type Fingerprint = (Table, usize, Vec<(Card, Place, Unit)>);

    /// The table, how far the log goes, and every card's state.
    fn fingerprint(game: &Game) -> Self::Fingerprint {
        game.snapshot()
    }
}

impl ScenarioFormat for Gods {
    type File = Scenario;

    /// A broken header or position, or an unknown card in a step, is a file error; nothing in a
    /// gods position fails once it is built.
    fn build(db: &Arc<GodsDb>, source: &SourceFile, file: &Scenario) -> Built<Game> {
        check_two_player_header(source, Gods::NAME, file.players.len(), file.active)?;
        let setup = setup(db, source, file)?;
        check_steps(db, source, file)?;
        Ok(Ok(Game::new(db.clone(), &setup, file.seed)))
    }
}
