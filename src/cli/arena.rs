//! `emberdeck arena --ruleset R`: two agents play N games with seats alternated (mirror decks by
//! default) and each agent's win rate is printed with a 95% confidence interval and its mean
//! decision time, then the mean game length. Games may run on several threads; each stays
//! deterministic. One code path for every ruleset.

use std::sync::Arc;

use super::{RunOptions, Runners};
use crate::ai::RulesetAgents;
use crate::engine::{Describe, GameRng, RunRequest};
use crate::sim::{PlayOptions, game_seed, play, seating};

/// One game's result, from the arena's point of view.
#[derive(Debug, Clone, Copy, Default)]
struct GameResult {
    /// The first agent's share of the win (1, 0.5 or 0).
    score: f64,
    draw: bool,
    turns: u32,
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

impl ArenaReport {
    /// The first agent's score (a draw counts half) over `games` games.
    pub fn first_score(&self) -> f64 {
        self.wins[0] as f64 + 0.5 * self.draws as f64
    }
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

/// The games one worker plays: every `jobs`-th game from `job` on.
fn play_share<R: RulesetAgents + Describe>(
    db: &Arc<R::Db>,
    request: &RunRequest,
    options: &RunOptions,
    plan_setups: &[(usize, R::Setup)],
    job: usize,
    jobs: usize,
) -> Result<Vec<(usize, GameResult)>, String> {
    let mut runners = Runners::<R>::new(db, &request.agents, options.seed, request)?;
    let mut reuse = None;
    let mut out = Vec::new();
    for (index, setup) in plan_setups.iter().filter(|(i, _)| i % jobs == job) {
        let agent_at_seat = seating(2, *index);
        let mut seats = runners.seated(&agent_at_seat);
        let record = play::<R>(
            db,
            setup,
            game_seed(options.seed, *index),
            *index as u64,
            &mut seats,
            PlayOptions {
                timed: true,
                ..PlayOptions::default()
            },
            &mut reuse,
        )?;
        let mut result = GameResult {
            turns: record.turns,
            draw: record.outcome.winners.is_empty(),
            ..GameResult::default()
        };
        for (seat, &agent) in agent_at_seat.iter().enumerate() {
            result.decision_seconds[agent] += record.decision_seconds[seat];
            result.decisions[agent] += record.seat_decisions[seat];
            if agent == 0 {
                result.score = record.outcome.share(seat as u8, 2);
            }
        }
        out.push((*index, result));
    }
    Ok(out)
}

/// Plays the arena and returns its totals.
pub fn arena<R: RulesetAgents + Describe>(
    request: &RunRequest,
    options: &RunOptions,
) -> Result<ArenaReport, String> {
    if request.agents.len() != 2 {
        return Err("an arena takes two agents".into());
    }
    let db = R::content()?;
    let request = RunRequest {
        mirror: true,
        players: Some(2),
        ..request.clone()
    };
    let plan = R::agents_plan(&db, &request)?;
    let mut setup_rng = GameRng::seeded(options.seed ^ 0xDEC5);
    let setups = (0..options.games)
        .map(|index| {
            R::setup(&db, &plan, &seating(2, index), &mut setup_rng).map(|setup| (index, setup))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let jobs = options.jobs.clamp(1, 16);
    let shares: Vec<Result<Vec<(usize, GameResult)>, String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|job| {
                let (db, request, setups) = (&db, &request, &setups);
                scope.spawn(move || play_share::<R>(db, request, options, setups, job, jobs))
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("an arena worker panicked"))
            .collect()
    });
    let mut report = ArenaReport::default();
    for share in shares {
        for (_, game) in share? {
            if game.draw {
                report.draws += 1;
            } else if game.score > 0.5 {
                report.wins[0] += 1;
            } else {
                report.wins[1] += 1;
            }
            report.turns += game.turns as u64;
            for agent in 0..2 {
                report.decision_seconds[agent] += game.decision_seconds[agent];
                report.decisions[agent] += game.decisions[agent] as u64;
            }
        }
    }
    Ok(report)
}

/// Runs the arena and prints one line per agent, then the mean game length.
pub fn run<R: RulesetAgents + Describe>(request: &RunRequest, options: &RunOptions) -> i32 {
    let report = match arena::<R>(request, options) {
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
            request.agents[agent],
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
