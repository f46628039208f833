//! `emberdeck arena`: two agents play N games with seats alternated (mirror decks by default) and
//! each agent's win rate is printed with a 95% confidence interval, its mean decision time, and the
//! mean game length.

use std::time::Instant;

use crate::ai::{HearthAgent, agent_by_name};
use crate::engine::{GameRng, Rules};
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::decks::{Deck, find_deck, shipped_decks};
use crate::sim::{MAX_DECISIONS, new_game};

/// Options of an arena run.
#[derive(Debug, Clone)]
pub struct ArenaOptions {
    /// Games to play.
    pub games: usize,
    /// The run's seed.
    pub seed: u64,
    /// The two agents (names with settings).
    pub agents: [String; 2],
    /// Decks for the first and second agent; None: a random shipped deck per game, on both sides.
    pub decks: Option<[String; 2]>,
    /// Games played at once (each game stays deterministic).
    pub jobs: usize,
}

/// One game's result, from the arena's point of view.
#[derive(Debug, Clone, Copy, Default)]
struct GameResult {
    /// Winner as an agent index (0 = first agent), None for a draw.
    winner: Option<usize>,
    turns: u16,
    decision_seconds: [f64; 2],
    decisions: [u32; 2],
}

/// Totals of an arena run, per agent.
#[derive(Debug, Clone, Default)]
pub struct ArenaReport {
    /// Wins per agent.
    pub wins: [usize; 2],
    /// Draws.
    pub draws: usize,
    /// Sum of game lengths in turns.
    pub turns: u64,
    /// Seconds spent deciding, per agent.
    pub decision_seconds: [f64; 2],
    /// Decisions made, per agent.
    pub decisions: [u64; 2],
}

/// Wilson score interval (95%) of a proportion.
pub fn wilson(successes: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96_f64;
    let p = successes / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn play_one(
    db: &std::sync::Arc<CardDb>,
    decks: [&Deck; 2],
    seed: u64,
    names: &[String; 2],
    index: usize,
) -> Result<GameResult, String> {
    // Agent a sits in seat (a + index) % 2: seats alternate from game to game.
    let seat_of = |agent: usize| (agent + index) % 2;
    let mut by_seat: [Option<HearthAgent>; 2] = [None, None];
    let mut seat_decks = [decks[0].loadout.clone(), decks[1].loadout.clone()];
    for agent in 0..2 {
        by_seat[seat_of(agent)] = Some(agent_by_name(
            &names[agent],
            seed ^ (0xA6E7 + agent as u64),
        )?);
        seat_decks[seat_of(agent)] = decks[agent].loadout.clone();
    }
    let mut agents = by_seat.map(|a| a.expect("both seats filled"));
    let mut game = new_game(db, seat_decks, seed);
    let mut result = GameResult::default();
    let mut legal = Vec::new();
    for _ in 0..MAX_DECISIONS {
        if game.is_over() {
            break;
        }
        game.legal_actions_into(&mut legal);
        let seat = game.to_act() as usize;
        let agent = if seat_of(0) == seat { 0 } else { 1 };
        let started = Instant::now();
        let pick = agents[seat].choose(&game, &legal);
        result.decision_seconds[agent] += started.elapsed().as_secs_f64();
        result.decisions[agent] += 1;
        game.apply(&legal[pick])
            .map_err(|r| format!("seed {seed}: {r}"))?;
    }
    result.turns = game.turn();
    result.winner = game
        .winner()
        .map(|seat| if seat_of(0) == seat as usize { 0 } else { 1 });
    if !game.is_over() {
        return Err(format!(
            "seed {seed}: no result after {MAX_DECISIONS} decisions"
        ));
    }
    Ok(result)
}

/// Plays the arena and returns its totals.
pub fn arena(options: &ArenaOptions) -> Result<ArenaReport, String> {
    let db = CardDb::embedded();
    let all = shipped_decks(&db);
    let mut deck_rng = GameRng::seeded(options.seed ^ 0xDEC5);
    let mut plan = Vec::with_capacity(options.games);
    for index in 0..options.games {
        let decks = match &options.decks {
            Some([a, b]) => {
                let find =
                    |n: &str| find_deck(&all, n).ok_or_else(|| format!("no shipped deck \"{n}\""));
                [find(a)?, find(b)?]
            }
            None => {
                let deck = &all[deck_rng.below(all.len())];
                [deck, deck]
            }
        };
        let seed = options
            .seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(index as u64);
        plan.push((index, seed, decks));
    }
    let jobs = options.jobs.clamp(1, 16);
    let mut results: Vec<Option<Result<GameResult, String>>> = vec![None; options.games];
    std::thread::scope(|scope| {
        let chunks: Vec<_> = (0..jobs)
            .map(|job| {
                let plan = &plan;
                let db = &db;
                scope.spawn(move || {
                    plan.iter()
                        .filter(|(index, _, _)| index % jobs == job)
                        .map(|(index, seed, decks)| {
                            (*index, play_one(db, *decks, *seed, &options.agents, *index))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for chunk in chunks {
            for (index, result) in chunk.join().expect("an arena worker panicked") {
                results[index] = Some(result);
            }
        }
    });
    let mut report = ArenaReport::default();
    for result in results.into_iter().flatten() {
        let game = result?;
        match game.winner {
            Some(agent) => report.wins[agent] += 1,
            None => report.draws += 1,
        }
        report.turns += game.turns as u64;
        for agent in 0..2 {
            report.decision_seconds[agent] += game.decision_seconds[agent];
            report.decisions[agent] += game.decisions[agent] as u64;
        }
    }
    Ok(report)
}

/// Runs the arena and prints one line per agent, then the mean game length.
pub fn run(options: &ArenaOptions) -> i32 {
    let report = match arena(options) {
        Ok(report) => report,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let n = options.games as f64;
    for agent in 0..2 {
        let score = report.wins[agent] as f64 + 0.5 * report.draws as f64;
        let (low, high) = wilson(score, n);
        let mean_ms =
            1000.0 * report.decision_seconds[agent] / report.decisions[agent].max(1) as f64;
        println!(
            "{}: win rate {:.1}% (95% CI {:.1}-{:.1}%), {} wins, {} losses, {} draws, mean decision {:.2} ms",
            options.agents[agent],
            100.0 * score / n,
            100.0 * low,
            100.0 * high,
            report.wins[agent],
            report.wins[1 - agent],
            report.draws,
            mean_ms
        );
    }
    println!(
        "mean game length: {:.1} turns over {} games (draws count half)",
        report.turns as f64 / n,
        options.games
    );
    0
}
