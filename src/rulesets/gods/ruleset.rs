//! gods behind the engine's ruleset contract: decks named per agent (or drawn at random), options
//! from `--opt name=value`, the forfeit as a lost game, determinization that re-deals the other
//! hand and every deck, an evaluation by stones, board and hand, and a playout policy that acts
//! while it can and takes a hit on the enemy stone when one is there; the words and bot-protocol
//! JSON of its games (its scenario files are `scenario/`'s). Its agents are registered in `ai/gods/agents.rs`.

use std::sync::Arc;

use super::actions::Action;
use super::components::{GameResult, NEUTRAL};
use super::events::LogEvent;
use super::view::View;
use super::{Game, GodsDb, Setup, describe, invariants, wire};
use crate::engine::{
    BotWire, Describe, GameLog, GameRng, Outcome, Rules, Ruleset, RunRequest, SearchHints,
    SeatFigure, picks,
};

/// The gods ruleset.
pub struct Gods;

/// A run's decks (the one each agent asked for, if any) and options.
pub struct GodsPlan {
    chosen: Vec<Option<String>>,
    mirror: bool,
    options: super::Options,
}

impl Ruleset for Gods {
    const NAME: &'static str = "gods";
    const ABOUT: &'static str = "Hand of the Gods grid tactics: an 8×5 board, Summoning Stones, \
         leaders, five pantheons, combat with counter-attacks and a twelve-level priority queue";
    type Game = Game;
    type Db = GodsDb;
    type Plan = GodsPlan;
    type Setup = Setup;
    type Event = LogEvent;

    fn content() -> Result<Arc<GodsDb>, String> {
        Ok(GodsDb::with_mods())
    }

    fn plan(db: &Arc<GodsDb>, request: &RunRequest) -> Result<GodsPlan, String> {
        if request.players.is_some_and(|p| p != 2) {
            return Err("gods is a game for two players".into());
        }
        let mut options = db.options;
        for (key, value) in &request.options {
            options.set(key, value)?;
        }
        let chosen = picks::named_choices(
            &request.decks,
            "deck",
            |name| db.deck(name).map(|deck| deck.id.clone()),
            db.decks().iter().map(|d| d.id.as_str()),
        )?;
        Ok(GodsPlan {
            chosen,
            mirror: request.mirror,
            options,
        })
    }

    fn setup(
        db: &Arc<GodsDb>,
        plan: &GodsPlan,
        agent_at_seat: &[usize],
        rng: &mut GameRng,
    ) -> Result<Setup, String> {
        let decks = db.decks();
        if decks.is_empty() {
            return Err("gods has no decks".into());
        }
        let ids: Vec<&str> = decks.iter().map(|d| d.id.as_str()).collect();
        let by_agent = picks::per_agent(&plan.chosen, plan.mirror, &ids, rng);
        Setup::new_game(
            db,
            [&by_agent[agent_at_seat[0]], &by_agent[agent_at_seat[1]]],
            plan.options,
        )
    }

    fn seats(_plan: &GodsPlan) -> u8 {
        2
    }

    fn new_game(db: &Arc<GodsDb>, setup: &Setup, seed: u64) -> Result<Game, String> {
        Ok(Game::new(db.clone(), setup, seed))
    }

    fn restart(game: &mut Game, _db: &Arc<GodsDb>, setup: &Setup, seed: u64) -> Result<(), String> {
        game.restart(setup, seed);
        Ok(())
    }

    fn outcome(game: &Game) -> Outcome {
        Outcome {
            winners: match game.table().result {
                Some(GameResult::Winner(p)) => vec![p],
                _ => Vec::new(),
            },
        }
    }

    fn turns(game: &Game) -> u32 {
        game.table().turn
    }

    fn seat_figures(game: &Game, seat: u8) -> Vec<SeatFigure> {
        let stone = game.stone(seat);
        let health = if game.on_field(stone) {
            game.unit(stone).health.max(0) as f64
        } else {
            0.0
        };
        vec![SeatFigure {
            name: "stone health",
            value: Some(health),
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

/// gods in words: `describe.rs`.
impl Describe for Gods {
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

/// Search hints: the evaluation by stones, board and hand, and the playout that hits the stone.
impl SearchHints for Gods {
    fn evaluate(game: &Game, seat: u8) -> f32 {
        evaluate(game, seat)
    }

    fn playout_choice(game: &Game, legal: &[Action], rng: &mut GameRng) -> usize {
        playout_choice(game, legal, rng)
    }
}

/// gods on the bot protocol: `wire.rs` for views, actions as their own JSON.
impl BotWire for Gods {
    fn wire_view(game: &Game, seat: u8) -> serde_json::Value {
        serde_json::to_value(wire::view(game, seat)).expect("views always serialize")
    }

    fn wire_action(_game: &Game, action: &Action) -> serde_json::Value {
        serde_json::to_value(action).expect("actions serialize")
    }

    fn wire_parse(_game: &Game, reply: &serde_json::Value) -> Result<Action, String> {
        serde_json::from_value(reply.clone()).map_err(|e| e.to_string())
    }
}

/// How good the position is for `seat`, in [-1, 1]: the stones' health first, then the units on
/// the board (attack, health, reach) and the cards in hand.
pub fn evaluate(game: &Game, seat: u8) -> f32 {
    if game.is_over() {
        return match game.table().result {
            Some(GameResult::Winner(w)) if w == seat => 1.0,
            Some(GameResult::Winner(_)) => -1.0,
            _ => 0.0,
        };
    }
    let other = 1 - seat;
    let stone = |p: u8| {
        let s = game.stone(p);
        if game.on_field(s) {
            game.unit(s).health.max(0) as f32
        } else {
            0.0
        }
    };
    let mut board = [0f32; 2];
    for s in game.units() {
        let owner = game.card(s).owner;
        if owner == NEUTRAL {
            continue;
        }
        let u = game.unit(s);
        if u.stone() {
            continue;
        }
        let reach = if u.range > 0 { 0.5 } else { 0.0 };
        board[owner as usize] +=
            u.attack as f32 + 0.6 * u.health.max(0) as f32 + reach + 0.3 * u.protection as f32;
    }
    let hand = |p: u8| game.table().players[p as usize].hand.len() as f32;
    let score = 0.35 * (stone(seat) - stone(other))
        + 0.12 * (board[seat as usize] - board[other as usize])
        + 0.15 * (hand(seat) - hand(other));
    (score / 6.0).tanh()
}

/// A playout's move: a hit on the enemy stone when there is one, an attack half the time when
/// there is one, otherwise anything but ending the turn while anything else is legal.
pub fn playout_choice(game: &Game, legal: &[Action], rng: &mut GameRng) -> usize {
    let me = game.table().to_act();
    let enemy_stone = game.stone(1 - me);
    let mut attacks = 0usize;
    let mut others = 0usize;
    for (i, a) in legal.iter().enumerate() {
        match a {
            Action::Attack { target, .. } if *target == enemy_stone => return i,
            Action::Attack { .. } => attacks += 1,
            Action::EndTurn => {}
            _ => others += 1,
        }
    }
    if attacks > 0 && (others == 0 || rng.below(2) == 0) {
        let pick = rng.below(attacks);
        return legal
            .iter()
            .enumerate()
            .filter(|(_, a)| matches!(a, Action::Attack { .. }))
            .nth(pick)
            .map_or(0, |(i, _)| i);
    }
    if others > 0 {
        let pick = rng.below(others);
        return legal
            .iter()
            .enumerate()
            .filter(|(_, a)| !matches!(a, Action::Attack { .. } | Action::EndTurn))
            .nth(pick)
            .map_or(0, |(i, _)| i);
    }
    legal
        .iter()
        .position(|a| *a == Action::EndTurn)
        .unwrap_or(0)
}
