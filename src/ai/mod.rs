//! Agents that choose among the engine's legal actions, selectable by name: `random` for every
//! ruleset (`make_agent`), and for hearth `greedy`,
//! `search` (optionally `search:iters=N,ms=N,threads=N`), and the app's difficulty levels.
//! The hearth agents reason only on determinized copies, so they never see hidden information.

pub mod dopynion;
mod evaluate;
pub mod external;
pub mod figures;
pub mod gods;
mod greedy;
mod knowledge;
mod mcts;
pub mod one863;
mod random;
mod search;
pub mod thinking;

pub use evaluate::evaluate;
pub use greedy::{GreedyAgent, greedy_choice};
pub use knowledge::Knowledge;
pub use mcts::{MctsAgent, MctsSettings};
pub use random::RandomAgent;
pub use search::{SearchAgent, SearchSettings};

use std::sync::Arc;

use crate::engine::{Agent, BoxAgent, Ruleset, RunRequest};
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

/// Builds an agent for ruleset `R` by its command-line name: the ruleset's own agents first, then
/// the ones every ruleset has: `random`, `mcts[:iters=N,ms=N,threads=N,c=X,horizon=N,reply=N,finish=0|1,batch=N,prune=0|1,widen=X,reuse=0|1]` (on top of the
/// ruleset's `SEARCH_DEFAULTS`), and
/// other programs (`stdio:COMMAND`, `http://HOST:PORT/path`).
pub fn make_agent<R: Ruleset>(
    db: &Arc<R::Db>,
    name: &str,
    seed: u64,
    request: &RunRequest,
) -> Result<BoxAgent<R>, String> {
    if let Some(agent) = R::agent(db, name, seed, request) {
        return agent;
    }
    let timeout = std::time::Duration::from_millis(request.timeout_ms.max(1));
    if let Some(command) = name.strip_prefix("stdio:") {
        return Ok(Box::new(external::StdioAgent::<R>::new(command, timeout)));
    }
    if name.starts_with("http://") {
        return Ok(Box::new(external::HttpAgent::<R>::new(name, timeout)?));
    }
    let (base, settings) = name.split_once(':').unwrap_or((name, ""));
    match base {
        "random" => Ok(Box::new(RandomAgent::new(seed))),
        "mcts" => Ok(Box::new(MctsAgent::<R>::new(
            seed,
            MctsSettings::for_ruleset::<R>(settings)?,
        ))),
        other => {
            let mut names = vec![
                "random".to_string(),
                "mcts".to_string(),
                "stdio:COMMAND".to_string(),
                "http://HOST:PORT/path".to_string(),
            ];
            names.extend(R::agent_names());
            Err(format!(
                "unknown {} agent \"{other}\" (available: {})",
                R::NAME,
                names.join(", ")
            ))
        }
    }
}
