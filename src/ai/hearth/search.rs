//! The search agent: flat Monte Carlo search with UCB1 at the root. Each iteration imagines the hidden
//! information afresh (determinization), tries one of the legal actions, plays the rest of its turn
//! and the opponent's reply with the greedy policy, and scores the position at the start of its next
//! turn. The action tried most often wins. Budget: iterations (deterministic) and an optional time
//! limit; iterations can be split over several threads, each with its own seed.

use std::time::{Duration, Instant};

use super::evaluate::evaluate;
use super::greedy::greedy_choice;
use super::knowledge::Knowledge;
use crate::engine::{Agent, GameRng, Rules};
use crate::rulesets::hearth::{Action, Game};

/// How much a search may think.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchSettings {
    /// Playouts per decision (the deterministic budget).
    pub iterations: u32,
    /// Stop early when this much time has passed (None: never; a time limit trades determinism
    /// for responsiveness).
    pub time_limit: Option<Duration>,
    /// Threads to spread the playouts over.
    pub threads: usize,
    /// UCB1 exploration constant.
    pub exploration: f32,
}

impl Default for SearchSettings {
    fn default() -> Self {
        Self {
            iterations: 160,
            time_limit: None,
            threads: 1,
            exploration: 0.7,
        }
    }
}

impl SearchSettings {
    /// Reads `iters=N,ms=N,threads=N` (any subset) on top of the defaults.
    pub fn parse(spec: &str) -> Result<Self, String> {
        let mut settings = Self::default();
        for part in spec.split(',').filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("search setting \"{part}\" is not key=value"))?;
            let number: u64 = value
                .parse()
                .map_err(|_| format!("search setting {key} needs a number, got \"{value}\""))?;
            match key {
                "iters" => settings.iterations = number.max(1) as u32,
                "ms" => settings.time_limit = Some(Duration::from_millis(number)),
                "threads" => settings.threads = number.clamp(1, 64) as usize,
                other => return Err(format!("unknown search setting \"{other}\"")),
            }
        }
        Ok(settings)
    }
}

/// Monte Carlo search over imagined copies of the game.
pub struct SearchAgent {
    knowledge: Knowledge,
    settings: SearchSettings,
    rng: GameRng,
    /// Playouts run by the last decision (for benchmarks).
    pub last_iterations: u32,
}

impl SearchAgent {
    /// A search agent seeded for determinism.
    pub fn new(seed: u64, settings: SearchSettings) -> Self {
        Self {
            knowledge: Knowledge::shipped(),
            settings,
            rng: GameRng::seeded(seed),
            last_iterations: 0,
        }
    }
}

/// Visit counts and summed values per root action.
#[derive(Debug, Clone, Default)]
struct RootStats {
    visits: Vec<u32>,
    totals: Vec<f32>,
}

impl RootStats {
    fn new(actions: usize) -> Self {
        Self {
            visits: vec![0; actions],
            totals: vec![0.0; actions],
        }
    }

    fn select(&self, exploration: f32) -> usize {
        if let Some(unvisited) = self.visits.iter().position(|v| *v == 0) {
            return unvisited;
        }
        let n: u32 = self.visits.iter().sum();
        let log_n = (n as f32).ln();
        let ucb = |i: usize| {
            let visits = self.visits[i] as f32;
            self.totals[i] / visits + exploration * (log_n / visits).sqrt()
        };
        (0..self.visits.len())
            .max_by(|a, b| ucb(*a).total_cmp(&ucb(*b)))
            .unwrap_or(0)
    }

    fn merge(&mut self, other: &RootStats) {
        for i in 0..self.visits.len() {
            self.visits[i] += other.visits[i];
            self.totals[i] += other.totals[i];
        }
    }

    fn best(&self) -> usize {
        let mean = |i: usize| self.totals[i] / self.visits[i].max(1) as f32;
        (0..self.visits.len())
            .max_by(|a, b| {
                self.visits[*a]
                    .cmp(&self.visits[*b])
                    .then(mean(*a).total_cmp(&mean(*b)))
            })
            .unwrap_or(0)
    }
}

/// Plays the rest of `seat`'s turn and the opponent's next turn greedily, then scores the position
/// for `seat` in [-1, 1].
fn playout(game: &mut Game, seat: u8) -> f32 {
    let mut legal = Vec::with_capacity(64);
    let mut opponent_moved = false;
    for _ in 0..80 {
        if game.is_over() {
            break;
        }
        let actor = game.to_act();
        if actor == seat && opponent_moved {
            break;
        }
        opponent_moved |= actor != seat;
        game.legal_actions_into(&mut legal);
        let pick = greedy_choice(game, actor, &legal);
        if game.apply(&legal[pick]).is_err() {
            break;
        }
    }
    (evaluate(game, seat) / 40.0).tanh()
}

/// One decision to search: the position, whose it is, its options and the limits.
struct Problem<'a> {
    game: &'a Game,
    seat: u8,
    legal: &'a [Action],
    prior: &'a [u16],
    deadline: Option<Instant>,
    exploration: f32,
}

/// Runs `iterations` playouts of `problem` (or until its deadline) with its own seed.
fn search_slice(problem: &Problem, seed: u64, iterations: u32) -> (RootStats, u32) {
    let mut rng = GameRng::seeded(seed);
    let mut stats = RootStats::new(problem.legal.len());
    let mut done = 0;
    while done < iterations && problem.deadline.is_none_or(|d| Instant::now() < d) {
        let mut imagined = problem
            .game
            .determinized(problem.seat, problem.prior, rng.next_u64());
        let choice = stats.select(problem.exploration);
        let value = match imagined.apply(&problem.legal[choice]) {
            Ok(()) => playout(&mut imagined, problem.seat),
            Err(_) => -1.0,
        };
        stats.visits[choice] += 1;
        stats.totals[choice] += value;
        done += 1;
    }
    (stats, done)
}

impl Agent<Game> for SearchAgent {
    fn name(&self) -> &str {
        "search"
    }

    fn start(&mut self, _game_id: u64, _seat: u8, seed: u64) {
        self.rng = GameRng::seeded(seed);
    }

    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        if let Some(index) = Knowledge::obvious_choice(game, legal) {
            self.last_iterations = 0;
            return index;
        }
        let seat = game.to_act();
        let prior = self.knowledge.opponent_prior(game, seat).to_vec();
        let settings = self.settings;
        let deadline = settings.time_limit.map(|t| Instant::now() + t);
        let threads = settings.threads.max(1);
        let seeds: Vec<u64> = (0..threads).map(|_| self.rng.next_u64()).collect();
        let share = settings.iterations.div_ceil(threads as u32);
        let problem = Problem {
            game,
            seat,
            legal,
            prior: &prior,
            deadline,
            exploration: settings.exploration,
        };
        let results: Vec<(RootStats, u32)> = if threads == 1 {
            vec![search_slice(&problem, seeds[0], share)]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = seeds
                    .iter()
                    .map(|seed| {
                        let problem = &problem;
                        scope.spawn(move || search_slice(problem, *seed, share))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread panicked"))
                    .collect()
            })
        };
        let mut total = RootStats::new(legal.len());
        self.last_iterations = 0;
        for (stats, done) in &results {
            total.merge(stats);
            self.last_iterations += done;
        }
        total.best()
    }
}
