//! `emberdeck simulate`: many complete games between agents, with wins, draws, mean turns and speed;
//! `--check` verifies invariants after every action and replays every game to prove determinism.

use std::time::Instant;

use crate::ai::agent_by_name;
use crate::engine::GameRng;
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::decks::{Deck, find_deck, shipped_decks};
use crate::sim::{play_hearth, replay_hearth};

/// Options of one simulation run.
#[derive(Debug, Clone)]
pub struct SimulateOptions {
    /// Games to play.
    pub games: usize,
    /// The run's seed: game i uses a seed derived from it.
    pub seed: u64,
    /// Agent names, seat 0 then seat 1.
    pub agents: [String; 2],
    /// Deck names (or classes); None picks shipped decks at random per game.
    pub decks: Option<[String; 2]>,
    /// Check invariants and determinism.
    pub check: bool,
}

/// What a run found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SimulateReport {
    /// Wins per seat.
    pub wins: [usize; 2],
    /// Draws.
    pub draws: usize,
    /// Sum of final turn counters.
    pub total_turns: u64,
    /// Actions taken in all.
    pub total_actions: u64,
    /// Combined fingerprint of every game's log.
    pub digest: u64,
    /// Problems found (invariants, determinism, stuck games).
    pub problems: Vec<String>,
}

fn pick_decks<'a>(
    all: &'a [Deck],
    options: &SimulateOptions,
    rng: &mut GameRng,
) -> Result<[&'a Deck; 2], String> {
    match &options.decks {
        Some([a, b]) => {
            let find =
                |n: &str| find_deck(all, n).ok_or_else(|| format!("no shipped deck named \"{n}\""));
            Ok([find(a)?, find(b)?])
        }
        None => Ok([&all[rng.below(all.len())], &all[rng.below(all.len())]]),
    }
}

/// Plays the games and returns the report.
pub fn simulate(options: &SimulateOptions) -> Result<SimulateReport, String> {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let mut report = SimulateReport::default();
    let mut deck_rng = GameRng::seeded(options.seed ^ 0x5EED_DEC5);
    for index in 0..options.games {
        let seed = options
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(index as u64);
        let [a, b] = pick_decks(&decks, options, &mut deck_rng)?;
        let loadouts = [a.loadout.clone(), b.loadout.clone()];
        let mut agents = [
            agent_by_name(&options.agents[0], seed ^ 0xA)?,
            agent_by_name(&options.agents[1], seed ^ 0xB)?,
        ];
        match play_hearth(&db, loadouts.clone(), seed, &mut agents, options.check) {
            Err(problem) => report.problems.push(problem),
            Ok(record) => {
                match record.winner {
                    Some(w) => report.wins[w as usize] += 1,
                    None => report.draws += 1,
                }
                report.total_turns += record.turns as u64;
                report.total_actions += record.actions.len() as u64;
                report.digest = report.digest.rotate_left(5) ^ record.log_digest;
                if options.check {
                    match replay_hearth(&db, loadouts, seed, &record.actions) {
                        Ok(d) if d == record.log_digest => {}
                        Ok(_) => report
                            .problems
                            .push(format!("seed {seed}: the replay's log differs")),
                        Err(e) => report.problems.push(format!("seed {seed}: {e}")),
                    }
                }
            }
        }
    }
    Ok(report)
}

/// Runs `simulate` and prints its report; returns the exit status.
pub fn run(options: &SimulateOptions) -> i32 {
    let started = Instant::now();
    let report = match simulate(options) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    let games = options.games.max(1) as f64;
    println!(
        "hearth: {} games, seed {}, agents {},{}{}",
        options.games,
        options.seed,
        options.agents[0],
        options.agents[1],
        if options.check { ", checked" } else { "" }
    );
    for seat in 0..2 {
        println!(
            "{} (seat {seat}): {} wins ({:.1}%)",
            options.agents[seat],
            report.wins[seat],
            100.0 * report.wins[seat] as f64 / games
        );
    }
    println!("draws: {}", report.draws);
    println!("mean turns: {:.2}", report.total_turns as f64 / games);
    println!(
        "mean actions per game: {:.1}",
        report.total_actions as f64 / games
    );
    super::print_run_footer(
        report.digest,
        options.games,
        seconds,
        options.check,
        &report.problems,
    )
}
