//! Randomized whole games: many seeds, random legal actions, invariants after every action, never a
//! panic, and the same seed with the same actions replays to the same log; forks are independent.

use emberdeck::cli::RunOptions;
use emberdeck::cli::simulate::simulate;
use emberdeck::engine::{Rules, RunRequest};
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::decks::shipped_decks;
use emberdeck::rulesets::hearth::{Action, CardDb, Game, Hearth, StartOptions};

fn random_games(games: usize, seed: u64) -> emberdeck::cli::simulate::SimulateReport {
    let request = RunRequest {
        agents: vec!["random".into(), "random".into()],
        ..RunRequest::default()
    };
    let options = RunOptions {
        games,
        seed,
        check: true,
        jobs: 1,
        ..Default::default()
    };
    simulate::<Hearth>(&request, &options).unwrap()
}

#[test]
fn random_games_keep_every_invariant_and_replay_identically() {
    let report = random_games(300, 11);
    assert!(
        report.problems.is_empty(),
        "{:#?}",
        &report.problems[..report.problems.len().min(5)]
    );
    let wins: Vec<f64> = report.agents.iter().map(|a| a.wins).collect();
    assert_eq!(wins[0] + wins[1] + report.draws as f64, 300.0);
    assert!(wins[0] > 0.0 && wins[1] > 0.0, "{report:?}");
}

#[test]
fn the_same_seed_gives_the_same_results() {
    let a = random_games(40, 5);
    let b = random_games(40, 5);
    let c = random_games(40, 6);
    assert_eq!(a, b);
    assert_ne!(a.digest, c.digest, "another seed gives other games");
}

#[test]
fn every_listed_action_is_accepted_and_rejections_change_nothing() {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let options = StartOptions {
        seed: 3,
        first: None,
        shuffle: true,
    };
    let mut game = Game::new(
        db,
        [decks[0].loadout.clone(), decks[1].loadout.clone()],
        options,
    );
    let mut rng = emberdeck::engine::GameRng::seeded(9);
    let mut steps = 0;
    while !game.is_over() && steps < 400 {
        let legal = game.legal_actions();
        let before = game.fingerprint();
        // Something no rule allows: attacking with the opponent's hero.
        let enemy_hero = game.player(1 - game.to_act()).hero;
        let own_hero = game.player(game.to_act()).hero;
        let bogus = Action::Attack {
            attacker: enemy_hero,
            defender: own_hero,
        };
        assert!(game.apply(&bogus).is_err());
        assert_eq!(
            game.fingerprint(),
            before,
            "a rejected action changed the game"
        );
        let pick = legal[rng.below(legal.len())];
        game.apply(&pick)
            .unwrap_or_else(|r| panic!("listed {pick:?} was rejected: {r}"));
        steps += 1;
    }
}

#[test]
fn a_fork_is_independent_of_its_original() {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let options = StartOptions {
        seed: 21,
        first: Some(0),
        shuffle: true,
    };
    let mut game = Game::new(
        db,
        [decks[2].loadout.clone(), decks[3].loadout.clone()],
        options,
    );
    for _ in 0..2 {
        let first = game.legal_actions()[0];
        game.apply(&first).unwrap();
    }
    let fork = game.fork();
    assert_eq!(fork.fingerprint(), game.fingerprint());
    let end_turn = Action::EndTurn;
    game.apply(&end_turn).unwrap();
    assert_ne!(
        fork.fingerprint(),
        game.fingerprint(),
        "the original moved on"
    );
    let mut replayed = fork.fork();
    replayed.apply(&end_turn).unwrap();
    assert_eq!(
        replayed.fingerprint(),
        game.fingerprint(),
        "the fork follows the same rules"
    );
}

#[test]
fn random_decks_from_the_whole_pool_keep_every_invariant() {
    // Every collectible card gets played in some of these games (random legal decks per class).
    let request = RunRequest {
        agents: vec!["random".into(), "random".into()],
        options: vec![("pool".into(), "random".into())],
        ..RunRequest::default()
    };
    let options = RunOptions {
        games: 400,
        seed: 17,
        check: true,
        jobs: 1,
        ..Default::default()
    };
    let report = simulate::<Hearth>(&request, &options).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}
