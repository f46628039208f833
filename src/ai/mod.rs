//! Agents that choose among the engine's legal actions, selectable by name: `random` for every
//! ruleset (`make_agent`), and for hearth `greedy`,
//! `search` (optionally `search:iters=N,ms=N,threads=N`), and the app's difficulty levels.
//! The hearth agents reason only on determinized copies, so they never see hidden information.
//! Each ruleset's agents are registered here (`RulesetAgents`: `hearth_agents.rs`,
//! `dopynion/agents.rs`, `one863/agents.rs`, `gods/agents.rs`), and hearth's search hints
//! (`hearth_hints.rs`), which are its agents' code: the rules never depend on `ai/`.

// Unsafe code lives in the engine only (each block with its SAFETY note and a test).
#![forbid(unsafe_code)]

pub mod dopynion;
mod evaluate;
pub mod external;
pub mod gods;
mod greedy;
mod hearth_agents;
mod hearth_hints;
mod knowledge;
mod mcts;
pub mod one863;
mod random;
mod ruleset_agents;
mod search;
pub mod thinking;

pub use evaluate::evaluate;
pub use greedy::{GreedyAgent, greedy_choice};
pub use knowledge::Knowledge;
pub use mcts::{MctsAgent, MctsSettings};
pub use random::RandomAgent;
pub use ruleset_agents::{RulesetAgents, make_agent};
pub use search::{SearchAgent, SearchSettings};

use crate::engine::Agent;
use crate::rulesets::hearth::Game;

/// The app's difficulty levels and the agents behind them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Difficulty {
    /// `greedy`: sensible one-step play.
    Easy,
    /// `search` with 80 playouts on one thread.
    Normal,
    /// `search` with 400 playouts on two threads.
    Hard,
}

impl Difficulty {
    /// The agent name (with settings) this difficulty stands for.
    pub fn agent_name(self) -> &'static str {
        match self {
            Difficulty::Easy => "greedy",
            Difficulty::Normal => "search:iters=80",
            Difficulty::Hard => "search:iters=400,threads=2",
        }
    }

    /// What playing against it is like, for a player choosing it.
    pub fn explained(self) -> &'static str {
        match self {
            Difficulty::Easy => {
                "Takes the best-looking move one step at a time and never plans ahead: \
                 a gentle opponent for learning the cards."
            }
            Difficulty::Normal => {
                "Plays each of its options out 80 times before it moves: it sees good \
                 trades and most lethal damage."
            }
            Difficulty::Hard => {
                "Plays each option out 400 times, on two cores: it plans trades, saves \
                 removal and finds lethal. Takes a moment to think."
            }
        }
    }
}

/// A boxed hearth agent, movable to another thread (the app thinks off the main schedule).
pub type HearthAgent = Box<dyn Agent<Game> + Send + Sync>;

/// Builds a hearth agent by its command-line name, seeded for determinism.
pub fn agent_by_name(name: &str, seed: u64) -> Result<HearthAgent, String> {
    let (base, settings) = name.split_once(':').unwrap_or((name, ""));
    match base {
        "random" => Ok(Box::new(RandomAgent::new(seed))),
        "greedy" => Ok(Box::new(GreedyAgent::new(seed))),
        "search" => Ok(Box::new(SearchAgent::new(
            seed,
            SearchSettings::parse(settings)?,
        ))),
        "easy" => agent_by_name(Difficulty::Easy.agent_name(), seed),
        "normal" => agent_by_name(Difficulty::Normal.agent_name(), seed),
        "hard" => agent_by_name(Difficulty::Hard.agent_name(), seed),
        other => Err(format!(
            "unknown agent \"{other}\" (available: random, greedy, search, easy, normal, hard)"
        )),
    }
}
