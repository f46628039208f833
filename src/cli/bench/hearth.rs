//! hearth's own bench figures: random games with random decks from the whole pool
//! (`--opt pool=random`), and the search agent's speed: two games of `search` (default budget)
//! against `greedy`, with playouts per second and the median and 95th-percentile decision time.

use std::sync::Arc;
use std::time::Instant;

use super::Bench;
use crate::ai::hearth::{GreedyAgent, SearchAgent, SearchSettings};
use crate::cli::RunOptions;
use crate::cli::simulate::simulate;
use crate::engine::{Agent, Rules, Ruleset, RunRequest};
use crate::rulesets::hearth::{CardDb, Game, Hearth};

/// Random games per second with random decks from the whole pool (`--opt pool=random`), one thread.
pub fn random_pool_rate() -> String {
    let request = RunRequest {
        agents: vec!["random".into(), "random".into()],
        options: vec![("pool".into(), "random".into())],
        ..RunRequest::default()
    };
    let options = RunOptions {
        games: 2000,
        seed: 0,
        check: false,
        jobs: 1,
        ..Default::default()
    };
    let started = Instant::now();
    match simulate::<Hearth>(&request, &options) {
        Ok(_) => format!(
            "games per second with random decks from the whole pool: {:.0}",
            options.games as f64 / started.elapsed().as_secs_f64()
        ),
        Err(e) => format!("random-pool games: {e}"),
    }
}

/// The search agent's figures as report lines.
pub fn search_figures(db: &Arc<CardDb>) -> Vec<String> {
    let settings = SearchSettings::default();
    let request = Hearth::bench_request();
    let Ok(plan) = Hearth::plan(db, &request) else {
        return vec!["search figures: the bench decks are missing".into()];
    };
    let mut times = Vec::new();
    let (mut playouts, mut thinking) = (0u64, 0.0f64);
    for seed in 0..2u64 {
        let mut search = SearchAgent::new(seed, settings);
        let mut greedy = GreedyAgent::new(seed);
        let mut rng = crate::engine::GameRng::seeded(seed);
        let Ok(setup) = Hearth::setup(db, &plan, &[0, 1], &mut rng) else {
            continue;
        };
        let Ok(mut game) = Hearth::new_game(db, &setup, seed) else {
            continue;
        };
        let mut legal = Vec::new();
        while !game.is_over() {
            game.legal_actions_into(&mut legal);
            let seat = game.to_act() as u64;
            let pick = if seat == seed % 2 {
                let started = Instant::now();
                let pick = search.choose(&game, &legal);
                if search.last_iterations > 0 {
                    let seconds = started.elapsed().as_secs_f64();
                    times.push(seconds);
                    thinking += seconds;
                    playouts += search.last_iterations as u64;
                }
                pick
            } else {
                Agent::<Game>::choose(&mut greedy, &game, &legal)
            };
            if game.apply(&legal[pick]).is_err() {
                break;
            }
        }
    }
    if times.is_empty() {
        return Vec::new();
    }
    times.sort_by(f64::total_cmp);
    let percentile = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize] * 1000.0;
    vec![
        format!(
            "search playouts per second (one thread, {} per decision): {:.0}",
            settings.iterations,
            playouts as f64 / thinking.max(1e-9)
        ),
        format!(
            "search decision time over {} decisions: median {:.0} ms, 95th percentile {:.0} ms",
            times.len(),
            percentile(0.5),
            percentile(0.95)
        ),
    ]
}
