//! one863 behind the engine's ruleset contract: teams named per agent (or drawn at random), the
//! forfeit as a lost match, determinization that re-deals the other hand and both decks, and an
//! evaluation by goals and cards on the pitch; the words and bot-protocol JSON of its
//! games (its scenario files are `scenario/`'s). Its agent is registered in `ai/one863/agents.rs`.

use std::sync::Arc;

use super::events::LogEvent;
use super::wire::{self, WireAction};
use super::{Action, Game, Setup, TeamDb, describe, invariants, winner};
use crate::engine::{
    BotWire, Describe, GameLog, GameRng, Outcome, Rules, Ruleset, RunRequest, SearchHints,
    SeatFigure, picks,
};

/// The one863 ruleset.
pub struct One863;

/// A run's teams: the one each agent asked for, if any.
pub struct One863Plan {
    chosen: Vec<Option<String>>,
    mirror: bool,
}

impl Ruleset for One863 {
    const NAME: &'static str = "one863";
    const ABOUT: &'static str =
        "ONE863, a football card duel: 16-card national teams, attacks, blocks, duels and goals";
    type Game = Game;
    type Db = TeamDb;
    type Plan = One863Plan;
    type Setup = Setup;
    type Event = LogEvent;

    fn content() -> Result<Arc<TeamDb>, String> {
        Ok(TeamDb::with_mods())
    }

    fn plan(db: &Arc<TeamDb>, request: &RunRequest) -> Result<One863Plan, String> {
        request.only_options(Self::NAME, &[])?;
        if request.players.is_some_and(|p| p != 2) {
            return Err("one863 is a game for two players".into());
        }
        let chosen = picks::named_choices(
            &request.decks,
            "team",
            |name| db.team(name).map(|team| team.id.clone()),
            db.teams().iter().map(|t| t.id.as_str()),
        )?;
        Ok(One863Plan {
            chosen,
            mirror: request.mirror,
        })
    }

    fn setup(
        db: &Arc<TeamDb>,
        plan: &One863Plan,
        agent_at_seat: &[usize],
        rng: &mut GameRng,
    ) -> Result<Setup, String> {
        let ids: Vec<&str> = db.teams().iter().map(|t| t.id.as_str()).collect();
        let by_agent = picks::per_agent(&plan.chosen, plan.mirror, &ids, rng);
        Setup::kickoff(db, &by_agent[agent_at_seat[0]], &by_agent[agent_at_seat[1]])
    }

    fn seats(_plan: &One863Plan) -> u8 {
        2
    }

    fn new_game(db: &Arc<TeamDb>, setup: &Setup, seed: u64) -> Result<Game, String> {
        Ok(Game::new(db.clone(), setup, seed))
    }

    fn restart(game: &mut Game, _db: &Arc<TeamDb>, setup: &Setup, seed: u64) -> Result<(), String> {
        game.restart(setup, seed);
        Ok(())
    }

    fn outcome(game: &Game) -> Outcome {
        Outcome {
            winners: winner(game).into_iter().collect(),
        }
    }

    fn turns(game: &Game) -> u32 {
        game.table().turns
    }

    fn seat_figures(game: &Game, seat: u8) -> Vec<SeatFigure> {
        vec![SeatFigure {
            name: "goals",
            value: Some(game.side(seat).score as f64),
        }]
    }

    fn forfeit(game: &mut Game, seat: u8, _reason: String) {
        game.forfeit(seat);
    }

    fn invariants(game: &Game) -> Result<(), String> {
        invariants::check(game)
    }

    fn log(game: &Game) -> &GameLog<LogEvent> {
        game.log()
    }

    fn determinize(game: &Game, viewer: u8, seed: u64) -> Game {
        let mut copy = game.fork();
        copy.redeal_hidden(viewer, &mut GameRng::seeded(seed));
        copy
    }
}

/// one863 in words: `describe.rs`.
impl Describe for One863 {
    fn describe_event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
        describe::event(game, event, viewer)
    }

    fn describe_action(game: &Game, action: &Action) -> String {
        describe::action(game, action)
    }

    fn describe_view(game: &Game, viewer: u8) -> String {
        describe::table(game, viewer)
    }
}

/// Search hints: an evaluation by goals and cards on the pitch.
impl SearchHints for One863 {
    fn evaluate(game: &Game, seat: u8) -> f32 {
        if game.is_over() {
            return match winner(game) {
                Some(w) if w == seat => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            };
        }
        let side_value = |s: u8| {
            let side = game.side(s);
            let face_up = side
                .field
                .iter()
                .filter(|c| !game.stance(**c).flipped)
                .count() as f32;
            let flipped = side.field.len() as f32 - face_up;
            side.score as f32 * 3.0 + face_up * 0.4 - flipped * 0.8
                + (side.hand.len() + side.deck.len()) as f32 * 0.1
        };
        ((side_value(seat) - side_value(1 - seat)) / 6.0).tanh()
    }
}

/// one863 on the bot protocol: `wire.rs`, and the goals in the game-over message.
impl BotWire for One863 {
    fn wire_view(game: &Game, seat: u8) -> serde_json::Value {
        serde_json::to_value(wire::view(game, seat)).expect("views always serialize")
    }

    fn wire_action(game: &Game, action: &Action) -> serde_json::Value {
        serde_json::to_value(WireAction::from_action(game, action)).expect("actions serialize")
    }

    fn wire_parse(game: &Game, reply: &serde_json::Value) -> Result<Action, String> {
        let wire: WireAction = serde_json::from_value(reply.clone()).map_err(|e| e.to_string())?;
        wire.to_action(game)
    }

    fn wire_result(game: &Game, seat: u8) -> serde_json::Map<String, serde_json::Value> {
        let mut fields = serde_json::Map::new();
        fields.insert("goals_for".into(), game.side(seat).score.into());
        fields.insert("goals_against".into(), game.side(1 - seat).score.into());
        fields
    }
}
