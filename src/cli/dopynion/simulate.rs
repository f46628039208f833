//! `emberdeck simulate --ruleset dopynion`: many games between bots (1 to 4 seats, rotated), then
//! per bot its wins, mean score and the mean and median turn of its 4th Province, and the speed.

use std::sync::Arc;
use std::time::Instant;

use super::{KingdomChoice, median, play_game, rotated};
use crate::ai::dopynion::{BotSpec, DopynionBot};
use crate::rulesets::dopynion::{CardDb, Setup};

/// What to simulate.
#[derive(Debug, Clone)]
pub struct Options {
    /// Games to play.
    pub games: usize,
    /// The run's seed.
    pub seed: u64,
    /// Seats per game.
    pub players: u8,
    /// One bot per seat (seats rotate between games).
    pub bots: Vec<BotSpec>,
    /// The kingdom of each game.
    pub kingdom: KingdomChoice,
    /// Verify invariants after every action and replay every game.
    pub check: bool,
    /// Per-decision limit for external bots, in milliseconds.
    pub timeout_ms: u64,
}

/// One bot's figures over the run.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    /// The bot's name.
    pub name: String,
    /// Games won (a shared win counts its share).
    pub wins: f64,
    /// Sum of its scores.
    pub score_sum: i64,
    /// The turns of its 4th Province, one per game where it got four.
    pub fourth_turns: Vec<u16>,
    /// Games in which the arbiter eliminated it.
    pub eliminations: usize,
    /// One elimination reason, for the report.
    pub last_elimination: Option<String>,
}

/// The run's results.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Per bot, in the order given.
    pub tallies: Vec<Tally>,
    /// Decisions taken in all.
    pub decisions: usize,
    /// All logs' fingerprints combined.
    pub digest: u64,
    /// Invariant or determinism problems (with `check`), and games that could not finish.
    pub problems: Vec<String>,
}

/// The seed of game `index` of a run.
pub fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(index as u64)
}

/// Plays the run.
pub fn simulate(options: &Options) -> Result<Report, String> {
    let db: Arc<CardDb> = CardDb::embedded();
    let players = options.players as usize;
    if options.bots.len() != players {
        return Err(format!(
            "{} bots for {players} players: give one per seat (or one for all)",
            options.bots.len()
        ));
    }
    let timeout = super::timeout(options.timeout_ms);
    let mut bots: Vec<DopynionBot> = options
        .bots
        .iter()
        .enumerate()
        .map(|(i, spec)| spec.instantiate(options.seed ^ (0xB07 + i as u64), timeout))
        .collect::<Result<_, _>>()?;
    let mut report = Report {
        tallies: options
            .bots
            .iter()
            .map(|b| Tally {
                name: b.name(),
                ..Tally::default()
            })
            .collect(),
        ..Report::default()
    };
    let mut reuse = None;
    for index in 0..options.games {
        let setup = Setup {
            players: options.players,
            seed: game_seed(options.seed, index),
            kingdom: options.kingdom.fixed(),
        };
        let mut seats = rotated(&mut bots, index);
        let played = match play_game(
            &db,
            &mut seats,
            &setup,
            index as u64,
            options.check,
            &mut reuse,
        ) {
            Ok(p) => p,
            Err(problem) => {
                report.problems.push(problem);
                continue;
            }
        };
        report.decisions += played.decisions;
        report.digest = report.digest.rotate_left(5) ^ played.digest;
        let share = 1.0 / played.winners.len().max(1) as f64;
        for seat in 0..players {
            let tally = &mut report.tallies[(seat + index) % players];
            tally.score_sum += played.scores[seat] as i64;
            if played.winners.contains(&(seat as u8)) {
                tally.wins += share;
            }
            if let Some(turn) = played.fourth_turns[seat] {
                tally.fourth_turns.push(turn);
            }
            if let Some(reason) = &played.eliminated[seat] {
                tally.eliminations += 1;
                tally.last_elimination = Some(reason.clone());
            }
        }
    }
    Ok(report)
}

/// Runs the simulation and prints its report; returns the exit status.
pub fn run(options: &Options) -> i32 {
    let started = Instant::now();
    let report = match simulate(options) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    let db = CardDb::embedded();
    let games = options.games.max(1) as f64;
    println!(
        "dopynion: {} games, {} player{}, seed {}, kingdom {}{}",
        options.games,
        options.players,
        if options.players == 1 { "" } else { "s" },
        options.seed,
        options.kingdom.describe(&db),
        if options.check { ", checked" } else { "" }
    );
    println!(
        "{:<24} {:>9} {:>7} {:>11}   4th Province: {:>6} {:>6} {:>7}",
        "bot", "wins", "win %", "mean score", "games", "mean", "median"
    );
    for tally in &report.tallies {
        let mut turns = tally.fourth_turns.clone();
        turns.sort_unstable();
        let mean = if turns.is_empty() {
            "-".to_string()
        } else {
            format!(
                "{:.2}",
                turns.iter().map(|t| *t as f64).sum::<f64>() / turns.len() as f64
            )
        };
        let median = median(&turns).map_or("-".to_string(), |m| format!("{m:.1}"));
        println!(
            "{:<24} {:>9.1} {:>6.1}% {:>11.2}   {:>13} {:>6} {:>6} {:>7}",
            tally.name,
            tally.wins,
            100.0 * tally.wins / games,
            tally.score_sum as f64 / games,
            "",
            turns.len(),
            mean,
            median
        );
        if tally.eliminations > 0 {
            println!(
                "  {} eliminated in {} game(s); last reason: {}",
                tally.name,
                tally.eliminations,
                tally.last_elimination.as_deref().unwrap_or("")
            );
        }
    }
    println!(
        "mean decisions per game: {:.1}",
        report.decisions as f64 / games
    );
    crate::cli::print_run_footer(
        report.digest,
        options.games,
        seconds,
        options.check,
        &report.problems,
    )
}
