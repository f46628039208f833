//! What the whole-ruleset tests share: a run request for some agents, run options, and a run of
//! random games through the `simulate` command's own code.

use emberdeck::cli::RunOptions;
use emberdeck::cli::simulate::{SimulateReport, simulate};
use emberdeck::engine::{Ruleset, RunRequest};

/// A request for these agents, with a short timeout for agents that are programs.
pub fn request(agents: &[&str]) -> RunRequest {
    RunRequest {
        agents: agents.iter().map(|a| a.to_string()).collect(),
        timeout_ms: 1000,
        ..RunRequest::default()
    }
}

/// Run options for `games` games from `seed`, on one thread, checked or not.
pub fn options(games: usize, seed: u64, check: bool) -> RunOptions {
    RunOptions {
        games,
        seed,
        check,
        jobs: 1,
        ..RunOptions::default()
    }
}

/// `games` games of random play in ruleset `R`.
pub fn simulate_random<R: Ruleset>(games: usize, seed: u64, check: bool) -> SimulateReport {
    simulate::<R>(
        &request(&["random", "random"]),
        &options(games, seed, check),
    )
    .unwrap()
}
