//! Whole games played in Rust for Python, generic over the ruleset: random play to measure the
//! native speed beside `VecGames` (bench.py), and the arena's games in batches (the Ray tasks of
//! `emberdeck.distributed`), seeded and seated exactly as `emberdeck arena` seeds and seats them,
//! so any split of a run into batches gives the command line's totals.

use std::sync::Arc;
use std::time::{Duration, Instant};

use emberdeck::ai::{RandomAgent, RulesetAgents};
use emberdeck::cli::Runners;
use emberdeck::engine::{Agent, Describe, GameRng, Rules, RunRequest, Tensors, legal_mask};
use emberdeck::sim::{PlayOptions, play, seating};

use crate::seeds::{ARENA_SETUP_SALT, episode_seed, game_seed};
use crate::spec::GameSpec;

/// What a timed run of random play measured.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rate {
    /// Games finished.
    pub games: u64,
    /// Actions applied.
    pub actions: u64,
    /// Seconds it took.
    pub seconds: f64,
}

/// Plays random games (a uniformly random legal action for every seat) one after another for
/// about `seconds`, reusing the game's world as the engine's bench does. With `tensors`, every
/// decision also writes the acting seat's observation and the mask, as `VecGames` does, so the
/// encoding's own cost can be told apart from the cost of crossing into Python.
pub fn random_games<R: Describe + Tensors>(
    db: &Arc<R::Db>,
    spec: &GameSpec,
    seconds: f64,
    seed: u64,
    tensors: bool,
) -> Result<Rate, String> {
    let plan = R::plan(db, &spec.request(Vec::new()))?;
    let seats: Vec<usize> = (0..R::seats(&plan) as usize).collect();
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    let mut agent = RandomAgent::new(seed);
    let mut legal = Vec::with_capacity(64);
    let mut observation = vec![0f32; if tensors { R::OBSERVATION_LEN } else { 0 }];
    let mut mask = vec![0u8; if tensors { R::ACTION_SLOTS } else { 0 }];
    let mut slot_to_legal = vec![-1i32; if tensors { R::ACTION_SLOTS } else { 0 }];
    let mut rate = Rate::default();
    let mut game: Option<R::Game> = None;
    let started = Instant::now();
    while rate.games == 0 || started.elapsed() < budget {
        let game_seed = episode_seed(seed, 0, rate.games);
        let mut setup_rng = GameRng::seeded(game_seed ^ crate::seeds::EPISODE_SETUP_SALT);
        let setup = R::setup(db, &plan, &seats, &mut setup_rng)?;
        let game = match &mut game {
            Some(game) => {
                R::restart(game, db, &setup, game_seed)?;
                game
            }
            None => game.insert(R::new_game(db, &setup, game_seed)?),
        };
        while !game.is_over() {
            game.legal_actions_into(&mut legal);
            if tensors {
                R::observe(game, game.to_act(), &mut observation);
                legal_mask::<R>(game, &legal, &mut mask, &mut slot_to_legal);
            }
            let pick = Agent::<R::Game>::choose(&mut agent, game, &legal);
            game.apply(&legal[pick])
                .map_err(|why| format!("a legal action was refused: {why}"))?;
            rate.actions += 1;
        }
        rate.games += 1;
    }
    rate.seconds = started.elapsed().as_secs_f64();
    Ok(rate)
}

/// One arena game's result, from the first agent's side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ArenaGame {
    /// The game's index in the run.
    pub index: usize,
    /// The first agent's share of the win (1, 0.5 or 0).
    pub score: f64,
    /// Nobody won.
    pub draw: bool,
    /// The ruleset's turns.
    pub turns: u32,
}

/// Games `first..first + count` of an arena run of two agents seeded `seed`: the decks of every
/// game are drawn in order from the run's generator, as `emberdeck arena` draws them, so a batch
/// plays exactly the games the command line plays under those numbers.
pub fn arena_games<R: RulesetAgents + Describe>(
    db: &Arc<R::Db>,
    agents: &[String],
    spec: &GameSpec,
    seed: u64,
    first: usize,
    count: usize,
) -> Result<Vec<ArenaGame>, String> {
    if agents.len() != 2 {
        return Err(format!("an arena takes two agents, not {}", agents.len()));
    }
    let request = RunRequest {
        mirror: true,
        players: Some(2),
        ..spec.request(agents.to_vec())
    };
    let plan = R::agents_plan(db, &request)?;
    let mut setup_rng = GameRng::seeded(seed ^ ARENA_SETUP_SALT);
    let mut runners = Runners::<R>::new(db, agents, seed, &request)?;
    let mut reuse = None;
    let mut out = Vec::with_capacity(count);
    for index in 0..first.saturating_add(count) {
        let agent_at_seat = seating(2, index);
        let setup = R::setup(db, &plan, &agent_at_seat, &mut setup_rng)?;
        if index < first {
            continue;
        }
        let mut seats = runners.seated(&agent_at_seat);
        let record = play::<R>(
            db,
            &setup,
            game_seed(seed, index),
            index as u64,
            &mut seats,
            PlayOptions::default(),
            &mut reuse,
        )?;
        let first_seat = agent_at_seat
            .iter()
            .position(|&agent| agent == 0)
            .unwrap_or(0) as u8;
        out.push(ArenaGame {
            index,
            score: record.outcome.share(first_seat, 2),
            draw: record.outcome.winners.is_empty(),
            turns: record.turns,
        });
    }
    Ok(out)
}
