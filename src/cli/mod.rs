//! The headless commands, each written once for every ruleset: scenario, simulate, arena,
//! tournament, bench, rulesets, cards. Each prints plain text and returns an exit status.

// Unsafe code lives in the engine only (each block with its SAFETY note and a test).
#![forbid(unsafe_code)]

pub mod arena;
pub mod bench;
pub mod cards;
pub mod deck;
pub mod elo;
pub mod registry;
pub mod scenario;
pub mod schema;
pub mod simulate;
pub mod terminal;
pub mod tournament;

use std::sync::Arc;

use crate::ai::{RulesetAgents, make_agent};
use crate::engine::{BoxAgent, RunRequest};

/// The options every game-playing command shares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunOptions {
    /// Games to play.
    pub games: usize,
    /// The run's seed: game `i` uses a seed derived from it.
    pub seed: u64,
    /// Verify invariants after every action and replay every game.
    pub check: bool,
    /// Games played at once (arena).
    pub jobs: usize,
    /// `simulate`: the game (counted from 1) whose log is printed in words, as its first seat saw it.
    pub show_game: Option<usize>,
}

impl Default for RunOptions {
    fn default() -> Self {
        Self {
            games: 100,
            seed: 0,
            check: false,
            jobs: 1,
            show_game: None,
        }
    }
}

/// A run's agents, built once (an agent that is another program keeps its process from game to
/// game) and seated anew for every game.
pub struct Runners<R: RulesetAgents> {
    agents: Vec<BoxAgent<R>>,
}

impl<R: RulesetAgents> Runners<R> {
    /// One agent per name, each seeded from the run's seed (every game re-seeds them anyway).
    pub fn new(
        db: &Arc<R::Db>,
        names: &[String],
        seed: u64,
        request: &RunRequest,
    ) -> Result<Self, String> {
        let agents = names
            .iter()
            .enumerate()
            .map(|(i, name)| make_agent::<R>(db, name, seed ^ (0xB07 + i as u64), request))
            .collect::<Result<_, _>>()?;
        Ok(Self { agents })
    }

    /// The agents in seat order: `agent_at_seat[s]` is the index of the agent playing seat `s`
    /// (each agent at most once).
    pub fn seated(&mut self, agent_at_seat: &[usize]) -> Vec<&mut BoxAgent<R>> {
        let mut free: Vec<Option<&mut BoxAgent<R>>> = self.agents.iter_mut().map(Some).collect();
        agent_at_seat
            .iter()
            .map(|&agent| free[agent].take().expect("each agent plays one seat"))
            .collect()
    }
}

/// The closing lines of a simulation report, the same for every ruleset: the log digest, the speed
/// on one thread, the problems found; returns the exit status (1 when there were problems).
pub fn print_run_footer(
    digest: u64,
    games: usize,
    seconds: f64,
    check: bool,
    problems: &[String],
) -> i32 {
    println!("log digest: {digest:016x}");
    println!(
        "games per second: {:.0} ({seconds:.3} s, one thread)",
        games as f64 / seconds
    );
    if check {
        println!("invariant and determinism problems: {}", problems.len());
    }
    for problem in problems.iter().take(20) {
        println!("problem: {problem}");
    }
    i32::from(!problems.is_empty())
}
