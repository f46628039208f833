//! Self-play data in Rust, written once for every ruleset: games `first..first + count` of a run,
//! every seat played by the same built-in agent, each decision recorded as the acting seat's
//! observation, the mask, the slot chosen and, once the game is over, that seat's reward (the
//! undiscounted return). `emberdeck.distributed.self_play` gathers batches of it from Ray tasks;
//! a game depends only on the run's seed and its index, so batches can be split any way.

use std::sync::Arc;

use emberdeck::ai::make_agent;
use emberdeck::engine::{Agent, GameRng, Rules, RunRequest, legal_mask};
use emberdeck::sim::{MAX_DECISIONS, agent_seed};

use crate::registry::Playable;
use crate::reward::reward;
use crate::seeds::{EPISODE_SETUP_SALT, game_seed};
use crate::spec::GameSpec;

/// The decisions of a batch of self-play games, row by row.
#[derive(Debug, Clone, Default)]
pub struct SelfPlay {
    /// Observations of the acting seat, `rows × OBSERVATION_LEN`.
    pub observations: Vec<f32>,
    /// Legal-action masks, `rows × ACTION_SLOTS`.
    pub masks: Vec<u8>,
    /// The slot chosen.
    pub slots: Vec<i64>,
    /// The final reward of the seat that chose (+1 win, -1 loss, 0 draw or shared win).
    pub returns: Vec<f32>,
    /// The seat that chose.
    pub seats: Vec<i32>,
    /// The game's index in the run.
    pub games: Vec<i64>,
}

/// Plays games `first..first + count` of a self-play run of `agent` seeded `seed`.
pub fn self_play<R: Playable>(
    db: &Arc<R::Db>,
    agent: &str,
    spec: &GameSpec,
    seed: u64,
    first: usize,
    count: usize,
) -> Result<SelfPlay, String> {
    let request = spec.request(Vec::new());
    let plan = R::plan(db, &request)?;
    let seats = R::seats(&plan);
    let agent_request = RunRequest {
        agents: vec![agent.to_string(); seats as usize],
        ..request.clone()
    };
    let mut agents = (0..seats)
        .map(|seat| make_agent::<R>(db, agent, seed ^ u64::from(seat), &agent_request))
        .collect::<Result<Vec<_>, _>>()?;
    let in_order: Vec<usize> = (0..seats as usize).collect();
    let mut out = SelfPlay::default();
    let mut legal = Vec::with_capacity(64);
    let mut mask = vec![0u8; R::ACTION_SLOTS];
    let mut slot_to_legal = vec![-1i32; R::ACTION_SLOTS];
    let mut observation = vec![0f32; R::OBSERVATION_LEN];
    for index in first..first.saturating_add(count) {
        let game_seed = game_seed(seed, index);
        let mut setup_rng = GameRng::seeded(game_seed ^ EPISODE_SETUP_SALT);
        let setup = R::setup(db, &plan, &in_order, &mut setup_rng)?;
        let mut game = R::new_game(db, &setup, game_seed)?;
        for (seat, agent) in agents.iter_mut().enumerate() {
            agent.start(index as u64, seat as u8, agent_seed(game_seed, seat as u8));
        }
        let start = out.slots.len();
        while !game.is_over() {
            if out.slots.len() - start >= MAX_DECISIONS {
                return Err(format!(
                    "game {index}: no result after {MAX_DECISIONS} decisions"
                ));
            }
            game.legal_actions_into(&mut legal);
            let seat = game.to_act();
            let choice = Agent::<R::Game>::choose(&mut *agents[seat as usize], &game, &legal);
            let action = legal
                .get(choice)
                .ok_or_else(|| format!("game {index}: the agent chose no legal action"))?
                .clone();
            R::observe(&game, seat, &mut observation);
            legal_mask::<R>(&game, &legal, &mut mask, &mut slot_to_legal);
            out.observations.extend_from_slice(&observation);
            out.masks.extend_from_slice(&mask);
            out.slots.push(R::action_slot(&game, &action) as i64);
            out.seats.push(i32::from(seat));
            out.games.push(index as i64);
            game.apply(&action)
                .map_err(|why| format!("game {index}: a legal action was refused: {why}"))?;
        }
        let outcome = R::outcome(&game);
        for row in start..out.slots.len() {
            out.returns.push(reward(&outcome, out.seats[row] as u8));
        }
    }
    Ok(out)
}
