//! Whole games between agents, headless, for any ruleset: the arbiter loop behind `simulate`,
//! `arena`, `tournament`, `bench` and the property tests. The arbiter asks the agent of the seat to
//! act, applies its answer, and forfeits a seat whose answer is late, malformed or illegal; the
//! game goes on (or ends) by the ruleset's own rule for a forfeit.

use std::sync::Arc;
use std::time::Instant;

use crate::engine::{
    Agent, Answer, BoxAgent, Describe, Outcome, Rules, Ruleset, SeatFigure, submit,
};

/// A safety cap: a game that takes more decisions than this is reported, not looped forever.
pub const MAX_DECISIONS: usize = 200_000;

/// The action type of a ruleset's games.
pub type ActionOf<R> = <<R as Ruleset>::Game as Rules>::Action;

/// The seed of game `index` of a run seeded `seed`.
pub fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(index as u64)
}

/// The seed an agent in `seat` is started with: it depends on the game and the seat only, so a
/// game's play does not depend on how many games an agent played before it.
pub fn agent_seed(game_seed: u64, seat: u8) -> u64 {
    game_seed ^ (0xA + seat as u64)
}

/// Which agent plays which seat in game `index`: seats rotate from game to game so every agent
/// plays every seat equally often. `result[seat]` is an index into the run's agents.
pub fn seating(agents: usize, index: usize) -> Vec<usize> {
    (0..agents).map(|seat| (seat + index) % agents).collect()
}

/// What the arbiter records of one game.
#[derive(Debug, Clone, Copy, Default)]
pub struct PlayOptions {
    /// Verify the invariants after every action.
    pub check: bool,
    /// Keep every answer, so the game can be replayed.
    pub record: bool,
    /// Time each decision.
    pub timed: bool,
    /// Hash the finished game's log into `GameRecord::log_digest` (what `simulate` prints and
    /// replays compare); the bench and arenas leave it out, as it is no part of playing.
    pub digest: bool,
}

/// One finished game.
pub struct GameRecord<R: Ruleset> {
    /// Who won.
    pub outcome: Outcome,
    /// The ruleset's turn count at the end.
    pub turns: u32,
    /// Decisions taken.
    pub decisions: usize,
    /// Every answer, in order (with `record`).
    pub answers: Vec<Answer<R>>,
    /// The log's fingerprint.
    pub log_digest: u64,
    /// Seats that forfeited, with the reason.
    pub forfeits: Vec<(u8, String)>,
    /// Per seat, the ruleset's figures.
    pub figures: Vec<Vec<SeatFigure>>,
    /// Per seat, seconds spent deciding (with `timed`).
    pub decision_seconds: Vec<f64>,
    /// Per seat, decisions taken.
    pub seat_decisions: Vec<u32>,
}

/// Plays one game to the end: `seats[s]` plays seat `s`. `reuse` keeps a game whose world the next
/// call sets up again.
pub fn play<R: Describe>(
    db: &Arc<R::Db>,
    setup: &R::Setup,
    seed: u64,
    game_id: u64,
    seats: &mut [&mut BoxAgent<R>],
    options: PlayOptions,
    reuse: &mut Option<R::Game>,
) -> Result<GameRecord<R>, String> {
    let game = match reuse {
        Some(game) => {
            R::restart(game, db, setup, seed)?;
            game
        }
        None => reuse.insert(R::new_game(db, setup, seed)?),
    };
    for (seat, agent) in seats.iter_mut().enumerate() {
        agent.start(game_id, seat as u8, agent_seed(seed, seat as u8));
    }
    let n = seats.len();
    let mut record = GameRecord::<R> {
        outcome: Outcome::default(),
        turns: 0,
        decisions: 0,
        answers: Vec::new(),
        log_digest: 0,
        forfeits: Vec::new(),
        figures: Vec::new(),
        decision_seconds: vec![0.0; n],
        seat_decisions: vec![0; n],
    };
    let mut legal = Vec::with_capacity(64);
    while !game.is_over() {
        if record.decisions >= MAX_DECISIONS {
            return Err(format!(
                "seed {seed}: no result after {MAX_DECISIONS} decisions"
            ));
        }
        record.decisions += 1;
        game.legal_actions_into(&mut legal);
        let seat = game.to_act();
        if legal.is_empty() {
            return Err(format!("seed {seed}: seat {seat} has no legal action"));
        }
        let agent = seats
            .get_mut(seat as usize)
            .ok_or_else(|| format!("seed {seed}: seat {seat} has no agent"))?;
        let started = options.timed.then(Instant::now);
        let answer = agent.answer(game, &legal);
        if let Some(started) = started {
            record.decision_seconds[seat as usize] += started.elapsed().as_secs_f64();
        }
        record.seat_decisions[seat as usize] += 1;
        if options.record {
            record.answers.push(answer.clone());
        }
        if let Some(reason) = submit::<R>(game, answer) {
            record.forfeits.push((seat, reason));
        }
        if options.check {
            R::invariants(game)
                .map_err(|e| format!("seed {seed}, decision {}: {e}", record.decisions))?;
        }
    }
    for (seat, agent) in seats.iter_mut().enumerate() {
        agent.game_over(game, seat as u8);
    }
    record.outcome = R::outcome(game);
    record.turns = R::turns(game);
    if options.digest {
        record.log_digest = R::log_digest(game);
    }
    record.figures = (0..n as u8).map(|s| R::seat_figures(game, s)).collect();
    Ok(record)
}

/// Replays recorded answers on a game set up the same way; returns the log's fingerprint.
pub fn replay<R: Describe>(
    db: &Arc<R::Db>,
    setup: &R::Setup,
    seed: u64,
    answers: &[Answer<R>],
) -> Result<u64, String> {
    let mut game = R::new_game(db, setup, seed)?;
    for answer in answers {
        if game.is_over() {
            return Err("the replay ended before its answers".into());
        }
        submit::<R>(&mut game, answer.clone());
    }
    if !game.is_over() {
        return Err("the replay did not reach the end".into());
    }
    Ok(R::log_digest(&game))
}

/// Random play from a fresh game until `decisions` were taken (or the game ended): a mid-game
/// position for benchmarks and tests.
pub fn position_after<R: Ruleset>(
    db: &Arc<R::Db>,
    setup: &R::Setup,
    seed: u64,
    decisions: usize,
) -> Result<R::Game, String> {
    let mut game = R::new_game(db, setup, seed)?;
    let mut agent = crate::ai::RandomAgent::new(seed);
    let mut legal = Vec::new();
    for _ in 0..decisions {
        if game.is_over() {
            break;
        }
        game.legal_actions_into(&mut legal);
        let pick = Agent::<R::Game>::choose(&mut agent, &game, &legal);
        game.apply(&legal[pick])
            .map_err(|r| format!("a legal action was rejected: {r}"))?;
    }
    Ok(game)
}
