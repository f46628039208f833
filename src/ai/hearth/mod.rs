//! hearth's agents: `greedy` (the best-looking action on an imagined copy of the game), `search`
//! (flat Monte Carlo with greedy playouts, optionally `search:iters=N,ms=N,threads=N`) and the
//! app's difficulty levels behind them, built by name (`agent_by_name`) and registered for `Hearth`
//! (`agents.rs`); the board evaluation and the deck knowledge they share; and hearth's hints to the
//! generic search (`hints.rs`), which are its agents' code. They reason only on determinized
//! copies, so they never see hidden information.

mod agents;
mod evaluate;
mod greedy;
mod hints;
mod knowledge;
mod search;

pub use evaluate::evaluate;
pub use greedy::{GreedyAgent, greedy_choice};
pub use knowledge::Knowledge;
pub use search::{SearchAgent, SearchSettings};

use crate::ai::RandomAgent;
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
