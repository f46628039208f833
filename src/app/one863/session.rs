//! The one863 match the app shows: the teams picked, starting a match (the rules game as
//! `ActiveGame<One863>`, the coach in the other seat thinking off the main thread), and the player's
//! clicks as `SubmitAction` intents, which the rules validate.

use bevy::prelude::*;

use super::replay::Replay;
use crate::ai::one863::CoachAgent;
use crate::ai::thinking::{AiPlayers, AiSeat};
use crate::app::HUMAN;
use crate::engine::plugin::{ActionRejected, ActiveGame};
use crate::rulesets::one863::{Game, One863, Setup, TeamDb};

/// The teams of the next match and what the player last did wrong.
#[derive(Resource, Debug)]
pub struct Fixture {
    /// The player's team id.
    pub home: String,
    /// The coach's team id.
    pub away: String,
    /// Matches started (seeds the next one).
    pub played: u64,
    /// Why the last click was refused.
    pub refusal: Option<String>,
    /// The boost card the player has picked for the next block.
    pub boost: Option<u16>,
    /// An attack waiting for the player's confirmation (it may leave an open goal), with the
    /// log's length when it was asked: the question lapses once the match moves on.
    pub confirm: Option<(u16, usize)>,
}

impl Default for Fixture {
    fn default() -> Self {
        let db = TeamDb::with_mods();
        let teams = db.teams();
        Fixture {
            home: teams[0].id.clone(),
            away: teams[1 % teams.len()].id.clone(),
            played: 0,
            refusal: None,
            boost: None,
            confirm: None,
        }
    }
}

/// Kicks off a match between the fixture's teams.
pub fn kick_off(commands: &mut Commands, fixture: &mut Fixture) {
    let db = TeamDb::with_mods();
    let Ok(setup) = Setup::kickoff(&db, &fixture.home, &fixture.away) else {
        fixture.refusal = Some("unknown team".into());
        return;
    };
    fixture.played += 1;
    let seed = crate::app::launch_seed::game_seed(fixture.played).wrapping_mul(0x9E37_79B9);
    let game = Game::new(db, &setup, seed);
    commands.insert_resource(Replay::at_kickoff(&game));
    commands.insert_resource(ActiveGame::<One863>::new(game));
    commands.insert_resource(AiPlayers::<One863>(vec![AiSeat::new(
        1 - HUMAN,
        Box::new(CoachAgent),
    )]));
    fixture.refusal = None;
    fixture.boost = None;
    fixture.confirm = None;
}

/// Shows the rules' reason for a refused click.
pub fn note_rejections(
    mut rejected: MessageReader<ActionRejected<One863>>,
    mut fixture: ResMut<Fixture>,
) {
    for refusal in rejected.read() {
        fixture.refusal = Some(refusal.reason.clone());
    }
}

/// Leaves the match: the AI stops, the game is dropped.
pub fn leave(commands: &mut Commands) {
    commands.remove_resource::<ActiveGame<One863>>();
    commands.insert_resource(AiPlayers::<One863>::default());
}
