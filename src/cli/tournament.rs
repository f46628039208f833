//! `emberdeck tournament --ruleset R`: every pair of agents plays N two-player games (seats
//! alternated), then an Elo table ranks them. One code path for every ruleset; agents may be other
//! programs, and one whose answer is late, malformed or illegal forfeits that game.

use std::time::Instant;

use super::elo::{self, Result2};
use super::{RunOptions, Runners};
use crate::ai::RulesetAgents;
use crate::engine::{Describe, GameRng, RunRequest};
use crate::sim::{PlayOptions, game_seed, play};

/// One agent's line in the table.
#[derive(Debug, Clone, Default)]
pub struct Standing {
    /// The agent's name.
    pub name: String,
    /// Elo rating.
    pub elo: f64,
    /// Wins, draws (shared wins) and losses.
    pub record: (usize, usize, usize),
    /// Games it forfeited.
    pub forfeits: usize,
    /// Its latest forfeit's reason.
    pub last_forfeit: Option<String>,
}

/// Plays the round robin; standings come sorted by rating, with the problems met.
pub fn play_round_robin<R: RulesetAgents + Describe>(
    request: &RunRequest,
    options: &RunOptions,
) -> Result<(Vec<Standing>, Vec<String>), String> {
    let names = &request.agents;
    if names.len() < 2 {
        return Err("a tournament needs at least two agents".into());
    }
    let db = R::content()?;
    let mut runners = Runners::<R>::new(&db, names, options.seed, request)?;
    let mut standings: Vec<Standing> = names
        .iter()
        .map(|name| Standing {
            name: name.clone(),
            ..Standing::default()
        })
        .collect();
    let pairs: Vec<(usize, usize)> = (0..names.len())
        .flat_map(|a| (a + 1..names.len()).map(move |b| (a, b)))
        .collect();
    // Each pair's set-up plan (the cards its agents name, say), made once.
    let plans = pairs
        .iter()
        .map(|&(a, b)| {
            let pair = RunRequest {
                agents: vec![names[a].clone(), names[b].clone()],
                players: Some(2),
                mirror: true,
                ..request.clone()
            };
            R::agents_plan(&db, &pair)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut setup_rng = GameRng::seeded(options.seed ^ 0x7047);
    let (mut results, mut problems) = (Vec::new(), Vec::new());
    let mut game_id = 0usize;
    let mut reuse = None;
    for round in 0..options.games {
        for (&(a, b), plan) in pairs.iter().zip(&plans) {
            let id = game_id;
            game_id += 1;
            // Seats alternate from round to round; within the pair's plan, agent 0 is `a`.
            let (first, second) = if round % 2 == 0 { (a, b) } else { (b, a) };
            let pair_at_seat = if round % 2 == 0 { [0, 1] } else { [1, 0] };
            let setup = R::setup(&db, plan, &pair_at_seat, &mut setup_rng)?;
            let mut seats = runners.seated(&[first, second]);
            let record = match play::<R>(
                &db,
                &setup,
                game_seed(options.seed, id),
                id as u64,
                &mut seats,
                PlayOptions::default(),
                &mut reuse,
            ) {
                Ok(record) => record,
                Err(e) => {
                    problems.push(e);
                    continue;
                }
            };
            for (seat, reason) in &record.forfeits {
                let standing = &mut standings[[first, second][*seat as usize]];
                standing.forfeits += 1;
                standing.last_forfeit = Some(reason.clone());
            }
            let score_first = record.outcome.share(0, 2);
            let tally = |s: &mut Standing, score: f64| match score {
                x if x > 0.75 => s.record.0 += 1,
                x if x < 0.25 => s.record.2 += 1,
                _ => s.record.1 += 1,
            };
            tally(&mut standings[first], score_first);
            tally(&mut standings[second], 1.0 - score_first);
            results.push(Result2 {
                a: first,
                b: second,
                score_a: score_first,
            });
        }
    }
    let ratings = elo::ratings(names.len(), &results, options.seed);
    for (standing, rating) in standings.iter_mut().zip(ratings) {
        standing.elo = rating;
    }
    standings.sort_by(|x, y| y.elo.total_cmp(&x.elo));
    Ok((standings, problems))
}

/// Plays the tournament and prints the table; returns the exit status.
pub fn run<R: RulesetAgents + Describe>(request: &RunRequest, options: &RunOptions) -> i32 {
    let started = Instant::now();
    let (standings, problems) = match play_round_robin::<R>(request, options) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let agents = request.agents.len();
    let pairs = agents * (agents - 1) / 2;
    println!(
        "{} tournament: {agents} agents, {} games per pair ({} games), seed {}",
        R::NAME,
        options.games,
        pairs * options.games,
        options.seed
    );
    println!(
        "{:>4}  {:<28} {:>6} {:>6} {:>6} {:>6} {:>8} {:>10}",
        "rank", "agent", "elo", "won", "drawn", "lost", "score %", "forfeited"
    );
    for (rank, s) in standings.iter().enumerate() {
        let (w, d, l) = s.record;
        let played = (w + d + l).max(1) as f64;
        println!(
            "{:>4}  {:<28} {:>6.0} {:>6} {:>6} {:>6} {:>7.1}% {:>10}",
            rank + 1,
            s.name,
            s.elo,
            w,
            d,
            l,
            100.0 * (w as f64 + d as f64 / 2.0) / played,
            s.forfeits
        );
    }
    for s in standings.iter().filter(|s| s.last_forfeit.is_some()) {
        println!(
            "{} forfeited {} time(s); last reason: {}",
            s.name,
            s.forfeits,
            s.last_forfeit.as_deref().unwrap_or("")
        );
    }
    for problem in problems.iter().take(20) {
        println!("problem: {problem}");
    }
    println!("({:.1} s)", started.elapsed().as_secs_f64());
    i32::from(!problems.is_empty())
}
