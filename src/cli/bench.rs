//! `emberdeck bench`: the hearth ruleset's speed on fixed decks: random-play games and actions per
//! second on one thread, the time to fork a mid-game state, and the memory one game takes.

use std::time::{Duration, Instant};

use crate::ai::{GreedyAgent, RandomAgent, SearchAgent, SearchSettings};
use crate::alloc_count::measure;
use crate::engine::{Agent, Rules};
use crate::rulesets::hearth::decks::{find_deck, shipped_decks};
use crate::rulesets::hearth::{CardDb, Game, Loadout, StartOptions};
use crate::sim::play_hearth;

/// Runs the benchmark for about `seconds` of random play and prints the figures.
pub fn run(seconds: f64) -> i32 {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let (Some(mage), Some(warrior)) = (find_deck(&decks, "mage"), find_deck(&decks, "warrior"))
    else {
        eprintln!("the shipped Mage and Warrior decks are missing");
        return 2;
    };
    let loadouts = [mage.loadout.clone(), warrior.loadout.clone()];
    println!(
        "hearth bench: {} vs {}, random agents, one thread",
        mage.name, warrior.name
    );

    let budget = Duration::from_secs_f64(seconds);
    let started = Instant::now();
    let (mut games, mut actions) = (0u64, 0u64);
    while started.elapsed() < budget {
        let seed = games;
        let mut agents: [crate::ai::HearthAgent; 2] = [
            Box::new(RandomAgent::new(seed ^ 1)),
            Box::new(RandomAgent::new(seed ^ 2)),
        ];
        match play_hearth(&db, loadouts.clone(), seed, &mut agents, false) {
            Ok(record) => actions += record.actions.len() as u64,
            Err(e) => {
                eprintln!("{e}");
                return 1;
            }
        }
        games += 1;
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "random-play games per second: {:.0}",
        games as f64 / elapsed
    );
    println!("actions per second: {:.0}", actions as f64 / elapsed);
    println!(
        "mean actions per game: {:.1}",
        actions as f64 / games.max(1) as f64
    );

    let (game, game_bytes) = measure(|| mid_game(&db, &loadouts));
    let forks = 20_000;
    let started = Instant::now();
    let mut checksum = 0u64;
    for _ in 0..forks {
        let copy = game.fork();
        checksum = checksum.wrapping_add(copy.turn() as u64);
    }
    let per_fork = started.elapsed().as_secs_f64() / forks as f64;
    let (copy, fork_bytes) = measure(|| game.fork());
    println!(
        "fork of a mid-game state (turn {}, {} entities): {:.2} us",
        game.turn(),
        game.entity_ids().count(),
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
    drop(copy);
    search_figures(&db, &loadouts);
    i32::from(checksum == 0)
}

/// Plays two games of `search` (default budget) against `greedy` and reports playouts per second and
/// the median and 95th-percentile decision time.
fn search_figures(db: &std::sync::Arc<CardDb>, loadouts: &[Loadout; 2]) {
    let settings = SearchSettings::default();
    let mut times = Vec::new();
    let (mut playouts, mut thinking) = (0u64, 0.0f64);
    for seed in 0..2u64 {
        let mut search = SearchAgent::new(seed, settings);
        let mut greedy = GreedyAgent::new(seed);
        let mut game = crate::sim::new_game(db, loadouts.clone(), seed);
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
            game.apply(&legal[pick]).expect("legal actions apply");
        }
    }
    times.sort_by(f64::total_cmp);
    let percentile = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize] * 1000.0;
    println!(
        "search playouts per second (one thread, {} per decision): {:.0}",
        settings.iterations,
        playouts as f64 / thinking.max(1e-9)
    );
    println!(
        "search decision time over {} decisions: median {:.0} ms, 95th percentile {:.0} ms",
        times.len(),
        percentile(0.5),
        percentile(0.95)
    );
}

/// A game played by random agents up to turn 10 (or its end, if sooner).
fn mid_game(db: &std::sync::Arc<CardDb>, loadouts: &[Loadout; 2]) -> Game {
    let options = StartOptions {
        seed: 7,
        first: Some(0),
        shuffle: true,
    };
    let mut game = Game::new(db.clone(), loadouts.clone(), options);
    let mut agent = RandomAgent::new(7);
    let mut legal = Vec::new();
    while !game.is_over() && game.turn() < 10 {
        game.legal_actions_into(&mut legal);
        let pick = Agent::<Game>::choose(&mut agent, &game, &legal);
        game.apply(&legal[pick]).expect("legal actions apply");
    }
    game
}
