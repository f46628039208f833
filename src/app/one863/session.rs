//! The one863 match the app shows: the teams picked, starting a match (the rules game as
//! `ActiveGame<One863>`, the coach in the other seat thinking off the main thread), and the player's
//! clicks as `SubmitAction` intents, which the rules validate.

use bevy::prelude::*;

use super::replay::Replay;
use crate::ai::one863::CoachAgent;
use crate::ai::thinking::{AiPlayers, AiSeat};
use crate::app::HUMAN;
use crate::app::settings::Settings;
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

impl Fixture {
    /// Picks the `remembered` teams (the player's, then the opponent's, by id) when `db` still
    /// has both; true when it did.
    pub fn recall(&mut self, db: &TeamDb, remembered: &[String]) -> bool {
        let [home, away] = remembered else {
            return false;
        };
        if db.team(home).is_none() || db.team(away).is_none() {
            return false;
        }
        self.home = home.clone();
        self.away = away.clone();
        true
    }
}

/// At launch, the teams of the player's last match are picked again.
pub fn recall_teams(settings: Option<Res<Settings>>, mut fixture: ResMut<Fixture>) {
    if let Some(settings) = settings {
        fixture.recall(&TeamDb::with_mods(), &settings.one863_teams);
    }
}

/// A match kicked off is remembered for the next launch (the settings save themselves).
pub fn remember_teams(fixture: Res<Fixture>, settings: Option<ResMut<Settings>>) {
    let Some(mut settings) = settings else { return };
    let teams = [fixture.home.clone(), fixture.away.clone()];
    if settings.one863_teams != teams {
        settings.one863_teams = teams.to_vec();
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
