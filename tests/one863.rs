//! The one863 ruleset as a whole: randomized matches keep every invariant and replay exactly, the
//! legality check agrees with the legal list, forks are independent, determinization hides only
//! what it must, the rule-based coach beats random play, and content and scenario errors name
//! their file, line, column and card.

use std::sync::Arc;

use emberdeck::cards::SourceFile;
use emberdeck::cli::arena::arena;
use emberdeck::cli::simulate::{SimulateReport, simulate};

use crate::support::{self, options, request};
use emberdeck::engine::{GameRng, Rules, Ruleset, ScenarioFormat};
use emberdeck::rulesets::one863::components::Phase;
use emberdeck::rulesets::one863::{Action, Game, One863, Setup, TeamDb, invariants};

fn db() -> Arc<TeamDb> {
    TeamDb::embedded()
}

fn simulate_random(games: usize, seed: u64, check: bool) -> SimulateReport {
    support::simulate_random::<One863>(games, seed, check)
}

#[test]
fn random_matches_keep_every_invariant_end_and_replay_exactly() {
    // `check`: invariants after every action (cards accounted for, field ≤ 5, scores only grow),
    // every game ends, then a replay that must give the same log.
    let report = simulate_random(400, 3, true);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let coach =
        simulate::<One863>(&request(&["one863-ai", "random"]), &options(200, 4, true)).unwrap();
    assert!(coach.problems.is_empty(), "{:?}", coach.problems);
}

#[test]
fn the_same_seed_gives_the_same_matches_and_another_seed_others() {
    let a = simulate_random(300, 9, false);
    let b = simulate_random(300, 9, false);
    assert_eq!(a.digest, b.digest);
    assert_ne!(a.digest, simulate_random(300, 10, false).digest);
}

/// Every action shape over every slot of the game.
fn every_action(game: &Game) -> Vec<Action> {
    let slots = game.card_count() as u16;
    let mut all = vec![Action::Pass];
    for card in 0..slots {
        all.push(Action::Play(card));
        all.push(Action::Attack(card));
        all.push(Action::Block { card, boost: None });
        for boost in 0..slots {
            all.push(Action::Block {
                card,
                boost: Some(boost),
            });
        }
    }
    all
}

#[test]
fn the_legality_check_agrees_with_the_legal_list_and_a_refusal_changes_nothing() {
    let db = db();
    let mut rng = GameRng::seeded(5);
    let mut checked = 0;
    for seed in 0..30 {
        let teams = db.teams();
        let setup = Setup::kickoff(
            &db,
            &teams[seed % teams.len()].id,
            &teams[(seed * 7 + 3) % teams.len()].id,
        )
        .unwrap();
        let mut game = Game::new(db.clone(), &setup, seed as u64);
        let all = every_action(&game);
        while !game.is_over() {
            let legal = game.legal_actions();
            assert!(!legal.is_empty(), "a running match always offers an action");
            for action in &all {
                let mut copy = game.fork();
                let before = (copy.table().clone(), copy.log().len());
                let accepted = copy.apply(action).is_ok();
                assert_eq!(
                    accepted,
                    legal.contains(action),
                    "{action:?} in {:?}",
                    game.table().phase
                );
                if !accepted {
                    assert_eq!(
                        (copy.table().clone(), copy.log().len()),
                        before,
                        "{action:?}"
                    );
                }
                checked += 1;
            }
            let pick = legal[rng.below(legal.len())];
            game.apply(&pick).unwrap();
            invariants::check(&game).unwrap();
        }
    }
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn a_fork_plays_on_alone_and_the_original_is_untouched() {
    let db = db();
    let setup = Setup::kickoff(&db, "france", "brazil").unwrap();
    let mut game = Game::new(db.clone(), &setup, 1);
    support::play_random(&mut game, &mut GameRng::seeded(2), 12);
    support::check_forks(
        &game,
        |g| (g.table().clone(), g.log().len()),
        |g| g.log().digest(),
    );
}

#[test]
fn determinization_redeals_only_what_the_viewer_cannot_see() {
    let db = db();
    let setup = Setup::kickoff(&db, "england", "germany").unwrap();
    let game = Game::new(db.clone(), &setup, 8);
    let mut changed = false;
    for seed in 0..20 {
        let copy = One863::determinize(&game, 0, seed);
        assert_eq!(
            copy.side(0).hand,
            game.side(0).hand,
            "the viewer's hand is its own"
        );
        assert_eq!(copy.side(1).hand.len(), game.side(1).hand.len());
        assert_eq!(copy.side(1).deck.len(), game.side(1).deck.len());
        let mut mine = copy.side(0).deck.to_vec();
        let mut theirs = game.side(0).deck.to_vec();
        mine.sort();
        theirs.sort();
        assert_eq!(mine, theirs, "the viewer's deck keeps its cards");
        changed |= copy.side(1).hand != game.side(1).hand;
        invariants::check(&copy).unwrap();
    }
    assert!(changed, "the other hand is re-dealt");
}

#[test]
fn the_coach_beats_random_play() {
    let report =
        arena::<One863>(&request(&["one863-ai", "random"]), &options(300, 1, false)).unwrap();
    let rate = report.first_score() / 300.0;
    assert!(rate > 0.8, "one863-ai scored {rate:.2} against random");
}

#[test]
fn the_coach_blocks_and_plays_by_its_rules() {
    let db = db();
    // Ask the coach in a match: it never passes when it may act, and in every block it does not
    // boost a block that already wins without the boost.
    let setup = Setup::kickoff(&db, "italy", "morocco").unwrap();
    let mut game = Game::new(db.clone(), &setup, 3);
    let mut coach = emberdeck::ai::one863::CoachAgent;
    use emberdeck::engine::Agent;
    use emberdeck::rulesets::one863::rules::strength;
    while !game.is_over() {
        let legal = game.legal_actions();
        let pick = legal[coach.choose(&game, &legal)];
        if legal.len() > 1 && game.table().phase == Phase::Main {
            assert_ne!(pick, Action::Pass, "the coach acts when it can");
        }
        if let (
            Phase::Block { attacker },
            Action::Block {
                card,
                boost: Some(_),
            },
        ) = (game.table().phase, pick)
        {
            assert!(
                strength::defence(&game, card) <= strength::attack(&game, attacker),
                "a boost only where the block would not win alone"
            );
        }
        game.apply(&pick).unwrap();
    }
}

#[test]
fn a_broken_card_is_reported_with_its_place_and_the_other_teams_load() {
    let mut files = emberdeck::cards::embedded_files("assets/one863/");
    let france = files
        .iter_mut()
        .find(|f| f.path.ends_with("teams/france.ron"))
        .unwrap();
    france.text = france
        .text
        .replace("position: \"ST\"", "position: \"STRIKER\"");
    let (db, errors) = TeamDb::load(&files);
    let first = &errors[0];
    assert_eq!(first.card.as_deref(), Some("fra_st"), "{first}");
    assert!(first.file.ends_with("france.ron"), "{first}");
    assert!(first.line > 1 && first.column > 1, "{first}");
    assert!(first.message.contains("STRIKER"), "{first}");
    assert!(
        db.team("france").is_none(),
        "the team with a broken card is left out"
    );
    assert_eq!(db.teams().len(), 11, "every other team loads");
}

#[test]
fn a_syntax_error_in_a_team_file_names_file_line_and_column() {
    let file = SourceFile {
        path: "teams/broken.ron".into(),
        text: "Team(\n    id: \"broken\",\n    name: \"Broken\",\n    cards: [\n        (id: \"b1\", name: \"X\", position: \"GK\", vaep: 7, abilites: []),\n    ],\n)\n".into(),
    };
    let mut files = emberdeck::cards::embedded_files("assets/one863/");
    files.push(file);
    let (db, errors) = TeamDb::load(&files);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(
        (errors[0].line, errors[0].card.as_deref()),
        (5, Some("b1")),
        "{}",
        errors[0]
    );
    assert!(errors[0].message.contains("abilites"), "{}", errors[0]);
    assert_eq!(db.teams().len(), 12);
}

#[test]
fn a_typo_in_a_scenario_field_is_a_file_error_with_line_and_column() {
    let file = SourceFile {
        path: "typo.ron".into(),
        text: "Scenario(\n    name: \"typo\",\n    ruleset: \"one863\",\n    players: [(team: \"france\"), (team: \"spain\")],\n    expcet: [],\n)\n".into(),
    };
    let error = One863::run_scenario(&db(), &file).expect_err("the typo must be refused");
    assert_eq!(
        (error.file.as_str(), error.line),
        ("typo.ron", 5),
        "{error}"
    );
    assert!(error.to_string().contains("expcet"), "{error}");
}

#[test]
fn an_unknown_card_or_a_broken_limit_in_a_scenario_is_a_file_error() {
    let with = |players: &str| SourceFile {
        path: "limits.ron".into(),
        text: format!("Scenario(name: \"x\", ruleset: \"one863\", players: [{players}])"),
    };
    let unknown = One863::run_scenario(
        &db(),
        &with("(team: \"france\", deck: [\"fra_nobody\"]), (team: \"spain\")"),
    )
    .expect_err("unknown card");
    assert_eq!(unknown.card.as_deref(), Some("fra_nobody"), "{unknown}");
    let crowded = One863::run_scenario(
        &db(),
        &with("(team: \"france\", hand: [\"fra_gk\", \"fra_cb1\", \"fra_cb2\", \"fra_lb\", \"fra_rb\"]), (team: \"spain\")"),
    )
    .expect_err("a hand of five");
    assert!(crowded.message.contains("at most 4"), "{crowded}");
    let twice = One863::run_scenario(
        &db(),
        &with("(team: \"france\", hand: [\"fra_gk\"], deck: [\"fra_gk\"]), (team: \"spain\")"),
    )
    .expect_err("a card twice");
    assert!(twice.message.contains("twice"), "{twice}");
}

#[test]
fn the_screen_replay_of_the_log_ends_on_the_rules_position() {
    use emberdeck::app::one863::Replay;
    let db = db();
    let mut rng = GameRng::seeded(21);
    for seed in 0..40u64 {
        let teams = db.teams();
        let setup = Setup::kickoff(
            &db,
            &teams[seed as usize % teams.len()].id,
            &teams[(seed as usize + 5) % teams.len()].id,
        )
        .unwrap();
        let mut game = Game::new(db.clone(), &setup, seed);
        let mut replay = Replay::at_kickoff(&game);
        let check = |game: &Game, replay: &mut Replay| {
            for event in &game.log().events()[replay.pace.cursor..] {
                replay.show(game, event);
                replay.pace.cursor += 1;
            }
            for side in 0..2u8 {
                let (shown, real) = (&replay.sides[side as usize], game.side(side));
                assert_eq!(shown.hand, real.hand.to_vec(), "hand of {side}");
                assert_eq!(shown.deck, real.deck.len(), "deck of {side}");
                assert_eq!(shown.discard.len(), real.discard.len(), "discard of {side}");
                assert_eq!(shown.score, real.score, "score of {side}");
                let field: Vec<(u16, bool)> = real
                    .field
                    .iter()
                    .map(|s| (*s, game.stance(*s).flipped))
                    .collect();
                let shown_field: Vec<(u16, bool)> =
                    shown.field.iter().map(|c| (c.slot, c.flipped)).collect();
                assert_eq!(shown_field, field, "field of {side}");
            }
        };
        while !game.is_over() {
            let legal = game.legal_actions();
            game.apply(&legal[rng.below(legal.len())]).unwrap();
            check(&game, &mut replay);
        }
        assert!(replay.full_time);
    }
}
