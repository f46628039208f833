//! `emberdeck tournament --ruleset dopynion`: every pair of bots plays N two-player games (seats
//! alternated), then an Elo table ranks them.

use std::time::Instant;

use super::elo::{self, Result2};
use super::simulate::game_seed;
use super::{KingdomChoice, play_game};
use crate::ai::dopynion::{BotSpec, DopynionBot};
use crate::rulesets::dopynion::arbiter::Bot;
use crate::rulesets::dopynion::{Card, CardDb, Setup};

/// What to play.
#[derive(Debug, Clone)]
pub struct Options {
    /// The bots (at least two).
    pub bots: Vec<BotSpec>,
    /// Games per pair.
    pub games: usize,
    /// The run's seed.
    pub seed: u64,
    /// The kingdom of each game (`None`: each pair's named cards plus random).
    pub kingdom: Option<String>,
    /// Per-decision limit for external bots, in milliseconds.
    pub timeout_ms: u64,
}

/// One bot's line in the table.
#[derive(Debug, Clone, Default)]
pub struct Standing {
    /// The bot's name.
    pub name: String,
    /// Elo rating.
    pub elo: f64,
    /// Wins, draws (shared wins) and losses.
    pub record: (usize, usize, usize),
    /// Games in which the arbiter eliminated it.
    pub eliminations: usize,
    /// Its latest elimination reason.
    pub last_elimination: Option<String>,
}

/// Plays the round robin; standings come sorted by rating.
pub fn play(options: &Options) -> Result<(Vec<Standing>, Vec<String>), String> {
    let db = CardDb::embedded();
    if options.bots.len() < 2 {
        return Err("a tournament needs at least two bots".into());
    }
    let timeout = super::timeout(options.timeout_ms);
    let mut bots: Vec<DopynionBot> = options
        .bots
        .iter()
        .enumerate()
        .map(|(i, spec)| spec.instantiate(options.seed ^ (0x70 + i as u64), timeout))
        .collect::<Result<_, _>>()?;
    let mut standings: Vec<Standing> = options
        .bots
        .iter()
        .map(|b| Standing {
            name: b.name(),
            ..Standing::default()
        })
        .collect();
    let mut results = Vec::new();
    let mut problems = Vec::new();
    let pairs: Vec<(usize, usize)> = (0..bots.len())
        .flat_map(|a| (a + 1..bots.len()).map(move |b| (a, b)))
        .collect();
    // Each pair's fixed kingdom cards, chosen once.
    let kingdoms: Vec<Vec<Card>> = pairs
        .iter()
        .map(|&(a, b)| {
            let pair = [options.bots[a].clone(), options.bots[b].clone()];
            KingdomChoice::parse(options.kingdom.as_deref(), &db, &pair).map(|k| k.fixed())
        })
        .collect::<Result<_, _>>()?;
    let mut game_id = 0u64;
    let mut reuse = None;
    for round in 0..options.games {
        for (&(a, b), kingdom) in pairs.iter().zip(&kingdoms) {
            let id = game_id;
            game_id += 1;
            let setup = Setup {
                players: 2,
                seed: game_seed(options.seed, id as usize),
                kingdom: kingdom.clone(),
            };
            // Seats alternate from round to round.
            let (first, second) = if round % 2 == 0 { (a, b) } else { (b, a) };
            let [x, y] = bots
                .get_disjoint_mut([first, second])
                .expect("two different bots");
            let mut seats: Vec<&mut dyn Bot> = vec![&mut **x, &mut **y];
            let played = match play_game(&db, &mut seats, &setup, id, false, &mut reuse) {
                Ok(p) => p,
                Err(e) => {
                    problems.push(e);
                    continue;
                }
            };
            for (seat, bot) in [(0, first), (1, second)] {
                if let Some(reason) = &played.eliminated[seat] {
                    standings[bot].eliminations += 1;
                    standings[bot].last_elimination = Some(reason.clone());
                }
            }
            let score_first = match played.winners.as_slice() {
                [w] if *w == 0 => 1.0,
                [_] => 0.0,
                _ => 0.5,
            };
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
    let ratings = elo::ratings(bots.len(), &results, options.seed);
    for (standing, rating) in standings.iter_mut().zip(ratings) {
        standing.elo = rating;
    }
    standings.sort_by(|x, y| y.elo.total_cmp(&x.elo));
    Ok((standings, problems))
}

/// Plays the tournament and prints the table; returns the exit status.
pub fn run(options: &Options) -> i32 {
    let started = Instant::now();
    let (standings, problems) = match play(options) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let pairs = options.bots.len() * (options.bots.len() - 1) / 2;
    println!(
        "dopynion tournament: {} bots, {} games per pair ({} games), seed {}",
        options.bots.len(),
        options.games,
        pairs * options.games,
        options.seed
    );
    println!(
        "{:>4}  {:<28} {:>6} {:>6} {:>6} {:>6} {:>8} {:>11}",
        "rank", "bot", "elo", "won", "drawn", "lost", "score %", "eliminated"
    );
    for (rank, s) in standings.iter().enumerate() {
        let (w, d, l) = s.record;
        let played = (w + d + l).max(1) as f64;
        println!(
            "{:>4}  {:<28} {:>6.0} {:>6} {:>6} {:>6} {:>7.1}% {:>11}",
            rank + 1,
            s.name,
            s.elo,
            w,
            d,
            l,
            100.0 * (w as f64 + d as f64 / 2.0) / played,
            s.eliminations
        );
    }
    for s in standings.iter().filter(|s| s.last_elimination.is_some()) {
        println!(
            "{} was eliminated {} time(s); last reason: {}",
            s.name,
            s.eliminations,
            s.last_elimination.as_deref().unwrap_or("")
        );
    }
    for problem in problems.iter().take(20) {
        println!("problem: {problem}");
    }
    println!("({:.1} s)", started.elapsed().as_secs_f64());
    i32::from(!problems.is_empty())
}
