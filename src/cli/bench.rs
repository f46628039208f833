//! `emberdeck bench [--ruleset R]`: each ruleset's speed on its fixed bench set-up: games and
//! actions per second on one thread, the time to fork a mid-game state, the memory one game takes,
//! and whatever the ruleset adds (hearth: its search agent's playouts). One code path for every
//! ruleset; what each ruleset benches is the `Bench` trait, implemented for every ruleset here
//! (`bench/setups.rs`, hearth's own figures in `bench/hearth.rs`), since only this command asks.

mod hearth;
mod setups;

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::Runners;
use crate::ai::RulesetAgents;
use crate::alloc_count::measure;
use crate::engine::{Describe, GameRng, Rules, Ruleset, RunRequest};
use crate::sim::{PlayOptions, game_seed, play, position_after, seating};

/// What `emberdeck bench` measures of a ruleset. It lives with the command rather than in the
/// ruleset: a bench set-up names agents, and hearth's figures play whole simulations and its
/// search agent, which the rules must not depend on.
pub trait Bench: Ruleset {
    /// The request `emberdeck bench` plays: fixed decks, the agents it measures.
    fn bench_request() -> RunRequest;
    /// More benchmark lines the ruleset measures itself (its search agent's speed, say).
    fn bench_figures(_db: &Arc<Self::Db>) -> Vec<String> {
        Vec::new()
    }
}

/// Measures `R` for about `seconds` of play and prints its figures; returns the exit status.
pub fn run<R: Bench + RulesetAgents + Describe>(seconds: f64) -> i32 {
    match bench::<R>(seconds) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{}: {e}", R::NAME);
            1
        }
    }
}

fn bench<R: Bench + RulesetAgents + Describe>(seconds: f64) -> Result<(), String> {
    let db = R::content()?;
    let request = R::bench_request();
    let plan = R::agents_plan(&db, &request)?;
    let mut runners = Runners::<R>::new(&db, &request.agents, 0, &request)?;
    let mut setup_rng = GameRng::seeded(0);
    let first_setup = R::setup(
        &db,
        &plan,
        &seating(request.agents.len(), 0),
        &mut setup_rng,
    )?;
    println!(
        "{} bench: agents {}{}, one thread",
        R::NAME,
        request.agents.join(","),
        if request.decks.is_empty() {
            String::new()
        } else {
            format!(", decks {}", request.decks.join(","))
        }
    );
    let budget = Duration::from_secs_f64(seconds);
    let started = Instant::now();
    let (mut games, mut decisions) = (0usize, 0usize);
    let mut reuse = None;
    while started.elapsed() < budget {
        let agent_at_seat = seating(request.agents.len(), games);
        let setup = R::setup(&db, &plan, &agent_at_seat, &mut setup_rng)?;
        let mut seats = runners.seated(&agent_at_seat);
        let record = play::<R>(
            &db,
            &setup,
            game_seed(0, games),
            games as u64,
            &mut seats,
            PlayOptions::default(),
            &mut reuse,
        )?;
        decisions += record.decisions;
        games += 1;
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!("games per second: {:.0}", games as f64 / elapsed);
    println!("actions per second: {:.0}", decisions as f64 / elapsed);
    let mean = decisions as f64 / games.max(1) as f64;
    println!("mean actions per game: {mean:.1}");

    let after = (mean / 2.0) as usize;
    let game = position_after::<R>(&db, &first_setup, 7, after)?;
    let forks = 20_000;
    let started = Instant::now();
    let mut over = 0usize;
    for _ in 0..forks {
        let copy = game.fork();
        over += usize::from(copy.is_over());
    }
    let per_fork = started.elapsed().as_secs_f64() / forks as f64;
    let (game_bytes, fork_bytes) = memory::<R>(&db, &first_setup, after)?;
    println!(
        "fork of a mid-game state (after {} actions): {:.2} us",
        (mean / 2.0) as usize,
        per_fork * 1e6
    );
    if game_bytes <= 0 {
        println!("memory per game: not measured (the counting allocator is not installed)");
    } else {
        println!(
            "memory per game (mid-game, with its log): {:.1} KiB",
            game_bytes as f64 / 1024.0
        );
        println!("memory per fork: {:.1} KiB", fork_bytes as f64 / 1024.0);
    }
    for line in R::bench_figures(&db) {
        println!("{line}");
    }
    if over > forks {
        return Err("impossible fork count".into());
    }
    Ok(())
}

/// The bytes one game holds after `after` actions (its rules world included) and the bytes of a
/// fork of it, measured on a thread of their own: rulesets that pool rules worlds per thread
/// would otherwise reuse a finished game's world and count next to nothing.
fn memory<R: Ruleset>(
    db: &Arc<R::Db>,
    setup: &R::Setup,
    after: usize,
) -> Result<(isize, isize), String> {
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let (game, game_bytes) = measure(|| position_after::<R>(db, setup, 7, after));
                let game = game?;
                let (copy, fork_bytes) = measure(|| game.fork());
                drop(copy);
                Ok((game_bytes, fork_bytes))
            })
            .join()
            .map_err(|_| "the memory measurement panicked".to_string())?
    })
}
