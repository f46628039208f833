//! The gods ruleset as a whole: randomized whole games keep every invariant and replay exactly,
//! the legality check agrees with the legal list (every listed action is accepted, every other
//! one refused without changing anything), forks are independent, determinization hides only
//! what it must, gods-ai finds a lethal attack and beats random play, and content and scenario
//! errors name their file, line, column and card.

use std::sync::Arc;

use emberdeck::cards::SourceFile;
use emberdeck::cli::arena::arena;
use emberdeck::cli::simulate::{SimulateReport, simulate};

use crate::support::{self, options, request};
use emberdeck::engine::{Agent, GameRng, Rules, Ruleset, ScenarioFormat};
use emberdeck::rulesets::gods::actions::check;
use emberdeck::rulesets::gods::components::{NO_TILE, Phase, Zone};
use emberdeck::rulesets::gods::setup::{SeatSetup, Setup, Start, UnitSetup};
use emberdeck::rulesets::gods::{Action, Game, Gods, GodsDb, Target, View, invariants};

pub(crate) fn db() -> Arc<GodsDb> {
    GodsDb::embedded()
}

fn simulate_random(games: usize, seed: u64, check: bool) -> SimulateReport {
    support::simulate_random::<Gods>(games, seed, check)
}

#[test]
fn shipped_content_loads_with_its_decks() {
    let db = db();
    for id in ["greek", "norse"] {
        let deck = db
            .deck(id)
            .unwrap_or_else(|| panic!("the {id} starter deck"));
        assert_eq!(deck.cards.len(), 25);
    }
    let collectible = db
        .cards()
        .iter()
        .filter(|c| {
            c.def.collectible
                && matches!(
                    c.def.kind,
                    emberdeck::rulesets::gods::schema::CardKind::Unit
                        | emberdeck::rulesets::gods::schema::CardKind::Spell
                )
        })
        .count();
    assert_eq!(collectible, 46, "the 46-card starter set of gods.md §3");
}

#[test]
fn random_games_keep_every_invariant_end_and_replay_exactly() {
    // `check`: invariants after every action (one unit per tile, every card in exactly one zone,
    // health within maximum, hands within 10, mana within 10), every game ends, and a replay
    // gives the same log.
    let report = simulate_random(300, 3, true);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let ai = simulate::<Gods>(&request(&["gods-ai", "random"]), &options(30, 4, true)).unwrap();
    assert!(ai.problems.is_empty(), "{:?}", ai.problems);
}

#[test]
fn every_option_plays_whole_games() {
    for (key, value) in [
        ("stone_tiles", "inner"),
        ("board", "nine_by_five"),
        ("deploy_zone", "stone_or_allies"),
        ("counter_requires_range", "false"),
        ("protection_reduces_return_damage", "false"),
        ("stealth_blocks_allies", "false"),
        ("immune_blocks_allies", "false"),
        ("guard_needs_adjacency", "false"),
        ("gaia_stone", "plus_four"),
        ("disorder", "per_ally"),
        ("opening_hand", "5"),
        ("mulligan", "up_to_two"),
        ("mulligan", "none"),
        ("second_player", "extra_mana"),
        ("moves_per_turn", "split"),
        ("empty_deck", "nothing"),
        ("turn_cap", "30"),
    ] {
        let mut req = request(&["random", "random"]);
        req.options = vec![(key.to_string(), value.to_string())];
        let report = simulate::<Gods>(&req, &options(40, 11, true)).unwrap();
        assert!(
            report.problems.is_empty(),
            "{key}={value}: {:?}",
            report.problems
        );
    }
    let mut bad = request(&["random", "random"]);
    bad.options = vec![("gaia_stone".into(), "plus_five".into())];
    assert!(simulate::<Gods>(&bad, &options(1, 0, false)).is_err());
}

#[test]
fn the_same_seed_gives_the_same_games_and_another_seed_others() {
    let a = simulate_random(200, 9, false);
    let b = simulate_random(200, 9, false);
    assert_eq!(a.digest, b.digest);
    assert_ne!(a.digest, simulate_random(200, 10, false).digest);
}

/// A random action of any shape, legal or not (slots and tiles a little beyond the game's).
fn any_action(game: &Game, rng: &mut GameRng) -> Action {
    let slots = game.card_count() + 2;
    let slot = |rng: &mut GameRng| rng.below(slots) as u16;
    let tile = |rng: &mut GameRng| {
        if rng.below(10) == 0 {
            NO_TILE
        } else {
            rng.below(48) as u8
        }
    };
    let target = |rng: &mut GameRng| match rng.below(5) {
        0 => Target::None,
        1 => Target::Unit(rng.below(slots) as u16),
        2 => Target::Tile(rng.below(48) as u8),
        3 => Target::Column(rng.below(10) as u8),
        _ => Target::Move(rng.below(slots) as u16, rng.below(48) as u8),
    };
    match rng.below(8) {
        0 => Action::Mulligan(rng.below(40) as u16),
        1 => Action::Play {
            card: slot(rng),
            tile: tile(rng),
            target: target(rng),
        },
        2 => Action::Move {
            unit: slot(rng),
            to: tile(rng),
        },
        3 => Action::Attack {
            unit: slot(rng),
            target: slot(rng),
        },
        4 => Action::Warcry {
            unit: slot(rng),
            target: target(rng),
        },
        5 => Action::Leader(target(rng)),
        6 => Action::Choose(rng.below(5) as u8),
        _ => Action::EndTurn,
    }
}

#[test]
fn the_legality_check_agrees_with_the_legal_list_and_a_refusal_changes_nothing() {
    let db = db();
    let mut rng = GameRng::seeded(5);
    let decks = ["greek", "norse", "egyptian", "chinese", "roman"];
    let (mut checked, mut applied) = (0usize, 0usize);
    for seed in 0..24u64 {
        let setup = Setup::new_game(
            &db,
            [
                decks[seed as usize % decks.len()],
                decks[(seed as usize * 3 + 1) % decks.len()],
            ],
            db.options,
        )
        .unwrap();
        let mut game = Game::new(db.clone(), &setup, seed);
        while !game.is_over() {
            let legal = game.legal_actions();
            assert!(!legal.is_empty(), "a running game always offers an action");
            // Every listed action is accepted by the check and, on a copy, by the rules.
            for action in &legal {
                assert_eq!(check(&game, action), Ok(()), "{action:?}");
                checked += 1;
            }
            // Actions of every shape: the check accepts exactly the listed ones; a refused one
            // changes nothing.
            for _ in 0..120 {
                let action = any_action(&game, &mut rng);
                let accepted = check(&game, &action).is_ok();
                assert_eq!(accepted, legal.contains(&action), "{action:?}");
                checked += 1;
                if rng.below(8) == 0 {
                    let mut copy = game.fork();
                    let before = copy.snapshot();
                    let result = copy.apply(&action);
                    assert_eq!(result.is_ok(), accepted, "{action:?}");
                    if result.is_err() {
                        assert!(copy.snapshot() == before, "{action:?} changed the game");
                    }
                    applied += 1;
                }
            }
            let pick = legal[rng.below(legal.len())];
            game.apply(&pick).unwrap();
            invariants::check(&game).unwrap();
        }
    }
    assert!(checked > 200_000, "{checked}");
    assert!(applied > 10_000, "{applied}");
}

#[test]
fn a_fork_plays_on_alone_and_the_original_is_untouched() {
    let db = db();
    let setup = Setup::new_game(&db, ["greek", "norse"], db.options).unwrap();
    let mut game = Game::new(db.clone(), &setup, 1);
    support::play_random(&mut game, &mut GameRng::seeded(2), 60);
    support::check_forks(&game, |g| g.snapshot(), |g| g.log().digest());
}

#[test]
fn determinization_redeals_only_what_the_viewer_cannot_see() {
    let db = db();
    let setup = Setup::new_game(&db, ["norse", "greek"], db.options).unwrap();
    let mut game = Game::new(db.clone(), &setup, 8);
    let mut rng = GameRng::seeded(1);
    for _ in 0..30 {
        let legal = game.legal_actions();
        game.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    let mut changed = false;
    for seed in 0..20 {
        let copy = Gods::determinize(&game, 0, seed);
        let (mine, theirs) = (&copy.table().players[0], &game.table().players[0]);
        assert_eq!(mine.hand, theirs.hand, "the viewer's hand is its own");
        let mut a = mine.deck.to_vec();
        let mut b = theirs.deck.to_vec();
        a.sort();
        b.sort();
        assert_eq!(a, b, "the viewer's deck keeps its cards");
        let other = &copy.table().players[1];
        assert_eq!(other.hand.len(), game.table().players[1].hand.len());
        assert_eq!(other.deck.len(), game.table().players[1].deck.len());
        assert_eq!(
            copy.table().board,
            game.table().board,
            "the board is public"
        );
        changed |= other.hand != game.table().players[1].hand;
        invariants::check(&copy).unwrap();
    }
    assert!(changed, "the other hand is re-dealt");
}

pub(crate) fn unit(db: &GodsDb, card: &str, owner: u8, x: u8, y: u8) -> UnitSetup {
    UnitSetup {
        def: db.find(card).unwrap(),
        owner,
        tile: y * 8 + x,
        damage: 0,
        attack_bonus: 0,
        health_bonus: 0,
        arrival: None,
        ready: true,
        moved: false,
        attacked: false,
        warcry_ready: false,
        silenced: false,
        keywords: 0,
        protection: 0,
        stunned_until: None,
        banished_until: None,
    }
}

pub(crate) fn position(db: &GodsDb, units: Vec<UnitSetup>, stone_damage: [u8; 2]) -> Setup {
    let seat = |p: usize| SeatSetup {
        leader: db.find(if p == 0 { "zeus" } else { "odin" }).unwrap(),
        mana: 10,
        max_mana: 10,
        stone_damage: stone_damage[p],
        deck: vec![db.find("minotaur").unwrap(); 3],
        ..SeatSetup::default()
    };
    Setup {
        options: db.options,
        players: [seat(0), seat(1)],
        units,
        start: Start::Position {
            turn: 10,
            active: 0,
        },
        names: ["a".into(), "b".into()],
    }
}

#[test]
fn gods_ai_takes_a_lethal_attack_on_the_stone() {
    let db = db();
    // Thor beside the enemy stone (4 health left) could also kill the weak Zombie next to it.
    let setup = position(
        &db,
        vec![
            unit(&db, "thor", 0, 6, 1),
            unit(&db, "flame_imp", 0, 5, 1),
            unit(&db, "zombie", 1, 6, 0),
        ],
        [0, 21],
    );
    let game = Game::new(db.clone(), &setup, 1);
    let legal = game.legal_actions();
    let mut ai = emberdeck::ai::gods::GodsAgent::new(3);
    let pick = legal[ai.choose(&game, &legal)];
    let stone = game.stone(1);
    assert!(
        matches!(pick, Action::Attack { target, .. } if target == stone),
        "{pick:?}"
    );
    let mut after = game.fork();
    after.apply(&pick).unwrap();
    assert_eq!(after.winner(), Some(0));
}

/// Lets gods-ai play `game` until its turn ends or the game does.
fn play_out_turn(game: &mut Game, seat: u8) {
    let mut ai = emberdeck::ai::gods::GodsAgent::new(5);
    while !game.is_over() && game.to_act() == seat {
        let legal = game.legal_actions();
        let pick = legal[ai.choose(game, &legal)];
        if pick == Action::EndTurn {
            break;
        }
        game.apply(&pick).unwrap();
    }
}

#[test]
fn gods_ai_finds_a_lethal_line_of_several_actions() {
    let db = db();
    // The enemy stone (4 health left) is guarded by Argès (1/5, Guard) beside it. Thor (5 attack)
    // beside Argès can kill it; Fenrir (4 attack, movement 3) three steps away can then walk next
    // to the stone and hit it for the last 4. A Zombie within Thor's reach is a tempting trade.
    let setup = position(
        &db,
        vec![
            unit(&db, "thor", 0, 5, 1),
            unit(&db, "fenrir", 0, 3, 3),
            unit(&db, "arges", 1, 6, 2),
            unit(&db, "zombie", 1, 4, 0),
        ],
        [0, 21],
    );
    let mut game = Game::new(db.clone(), &setup, 2);
    let stone = game.stone(1);
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Attack { target, .. } if *target == stone)),
        "the stone is guarded at first"
    );
    let legal = game.legal_actions();
    assert!(emberdeck::ai::gods::lethal_line(&game, &legal).is_some());
    play_out_turn(&mut game, 0);
    assert_eq!(
        game.winner(),
        Some(0),
        "gods-ai breaks the Guard, walks up and wins"
    );

    // Two attackers short of lethal together: no line is claimed, the game goes on.
    let setup = position(
        &db,
        vec![
            unit(&db, "flame_imp", 0, 6, 1),
            unit(&db, "fenrir", 0, 6, 3),
        ],
        [0, 18],
    );
    let game = Game::new(db.clone(), &setup, 2);
    let legal = game.legal_actions();
    assert_eq!(emberdeck::ai::gods::lethal_line(&game, &legal), None);
    // One more damage on the stone and the two attacks are lethal.
    let setup = position(
        &db,
        vec![
            unit(&db, "flame_imp", 0, 6, 1),
            unit(&db, "fenrir", 0, 6, 3),
        ],
        [0, 19],
    );
    let mut game = Game::new(db.clone(), &setup, 2);
    let legal = game.legal_actions();
    assert!(emberdeck::ai::gods::lethal_line(&game, &legal).is_some());
    play_out_turn(&mut game, 0);
    assert_eq!(game.winner(), Some(0));
}

#[test]
fn gods_ai_beats_random_play() {
    let report = arena::<Gods>(&request(&["gods-ai", "random"]), &options(60, 1, false)).unwrap();
    let rate = report.first_score() / 60.0;
    assert!(rate > 0.8, "gods-ai scored {rate:.2} against random");
}

#[test]
fn a_broken_card_is_reported_with_its_place_and_the_others_load() {
    let mut files = emberdeck::cards::embedded_files("assets/gods/");
    let greek = files
        .iter_mut()
        .find(|f| f.path.ends_with("cards/greek.ron"))
        .unwrap();
    greek.text = greek.text.replace(
        "id: \"minotaur\", name: \"Minotaur\", pantheon: Greek, type: Unit, cost: 4, attack: 3,",
        "id: \"minotaur\", name: \"Minotaur\", pantheon: Greek, type: Unit, cost: 4, atack: 3,",
    );
    let (db, errors) = GodsDb::load(&files);
    let first = &errors[0];
    assert_eq!(first.card.as_deref(), Some("minotaur"), "{first}");
    assert!(first.file.ends_with("greek.ron"), "{first}");
    assert!(first.line > 1 && first.column > 1, "{first}");
    assert!(first.message.contains("atack"), "{first}");
    assert!(db.find("minotaur").is_none(), "the broken card is left out");
    assert!(db.find("enyo").is_some(), "the others load");
    // The deck that names it is refused, with its place.
    assert!(db.deck("greek").is_none());
    assert!(errors.iter().any(|e| e.file.ends_with("decks/greek.ron")));
}

#[test]
fn a_card_naming_an_unknown_card_is_an_error_naming_both() {
    let mut files = emberdeck::cards::embedded_files("assets/gods/");
    let roman = files
        .iter_mut()
        .find(|f| f.path.ends_with("cards/roman.ron"))
        .unwrap();
    roman.text = roman.text.replace("card: \"sapling\"", "card: \"saplin\"");
    let (db, errors) = GodsDb::load(&files);
    let error = errors
        .iter()
        .find(|e| e.card.as_deref() == Some("sylvanus"))
        .expect("Sylvanus is refused");
    assert!(error.message.contains("saplin"), "{error}");
    assert!(db.find("sylvanus").is_none());
}

#[test]
fn a_deck_breaking_the_rules_is_refused() {
    let db = db();
    let file = |text: &str| SourceFile {
        path: "decks/bad.ron".into(),
        text: text.into(),
    };
    let norse_in_greek = format!(
        "Deck(name: \"Bad\", leader: \"zeus\", cards: [\"thor\", {}])",
        vec!["\"flame_imp\""; 24].join(", ")
    );
    let error = db.load_deck(&file(&norse_in_greek)).unwrap_err();
    assert!(
        error.message.contains("thor") || error.message.contains("Norse"),
        "{error}"
    );
    let short = "Deck(name: \"Short\", leader: \"zeus\", cards: [\"flame_imp\"])";
    assert!(
        db.load_deck(&file(short))
            .unwrap_err()
            .message
            .contains("25")
    );
}

#[test]
fn a_typo_in_a_scenario_field_is_a_file_error_with_line_and_column() {
    let file = SourceFile {
        path: "typo.ron".into(),
        text: "Scenario(\n    name: \"typo\",\n    ruleset: \"gods\",\n    players: [(), ()],\n    expcet: [],\n)\n".into(),
    };
    let error = Gods::run_scenario(&db(), &file).expect_err("the typo must be refused");
    assert_eq!(
        (error.file.as_str(), error.line),
        ("typo.ron", 5),
        "{error}"
    );
    assert!(error.column >= 5, "{error}");
    assert!(error.to_string().contains("expcet"), "{error}");
    // The scenario command dispatches on the header and reports the same place.
    let dispatched = emberdeck::cli::scenario::run_file(&file).expect_err("refused");
    assert_eq!(dispatched.line, 5);
}

#[test]
fn an_impossible_position_in_a_scenario_is_a_file_error() {
    let with = |players: &str| SourceFile {
        path: "limits.ron".into(),
        text: format!("Scenario(name: \"x\", ruleset: \"gods\", players: [{players}])"),
    };
    let unknown = Gods::run_scenario(&db(), &with("(hand: [\"Nobody\"]), ()")).unwrap_err();
    assert_eq!(unknown.card.as_deref(), Some("Nobody"), "{unknown}");
    let stone = Gods::run_scenario(
        &db(),
        &with("(board: [(card: \"Minotaur\", at: (0,2))]), ()"),
    )
    .unwrap_err();
    assert!(stone.message.contains("already holds"), "{stone}");
    let off = Gods::run_scenario(
        &db(),
        &with("(board: [(card: \"Minotaur\", at: (8,2))]), ()"),
    )
    .unwrap_err();
    assert!(off.message.contains("off the"), "{off}");
}

#[test]
fn a_discover_pick_is_a_decision_of_its_own() {
    let db = db();
    let mut setup = position(&db, vec![], [0, 0]);
    setup.players[0].hand = vec![(db.find("valkyrie").unwrap(), 0)];
    let mut game = Game::new(db.clone(), &setup, 4);
    let play = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Play { .. }))
        .unwrap();
    game.apply(&play).unwrap();
    assert!(matches!(game.table().phase, Phase::Choice { count: 3, .. }));
    assert_eq!(
        game.legal_actions(),
        vec![Action::Choose(0), Action::Choose(1), Action::Choose(2)]
    );
    let Phase::Choice { options, .. } = game.table().phase else {
        unreachable!()
    };
    for o in options {
        assert_eq!(
            game.info(o).def.pantheon,
            emberdeck::rulesets::gods::schema::Pantheon::Norse
        );
        assert_eq!(game.place(o).zone, Zone::Discover);
    }
    game.apply(&Action::Choose(2)).unwrap();
    assert_eq!(game.table().players[0].hand.as_slice(), &[options[2]]);
    assert_eq!(game.place(options[0]).zone, Zone::Gone);
    invariants::check(&game).unwrap();
}

/// The picks a person makes to reach `action` on the gods screen, if the screen offers it: the
/// first pick, then tiles clicked until the action is sent.
fn reachable(game: &Game, legal: &[Action], action: Action) -> bool {
    use emberdeck::app::gods::choices::{Step, at_once, options};
    use emberdeck::app::gods::session::Pick;
    let first = match action {
        Action::Play { card, .. } => Pick::Card(card),
        Action::Move { unit, .. } | Action::Attack { unit, .. } => Pick::Unit(unit),
        Action::Warcry { unit, .. } => Pick::Warcry(unit),
        Action::Leader(_) => Pick::Leader,
        // Buttons and windows of their own: the turn button, the mulligan, the Discover.
        Action::EndTurn | Action::Mulligan(_) | Action::Choose(_) => return true,
    };
    if at_once(legal, first) == Some(action) {
        return true;
    }
    // Follow every lit tile's step, two clicks deep at most.
    let mut picks = vec![first];
    for _ in 0..3 {
        let mut next = Vec::new();
        for pick in picks {
            for choice in options(game, legal, pick) {
                match choice.step {
                    Step::Act(a) if a == action => return true,
                    Step::Act(_) => {}
                    Step::Then(p) => next.push(p),
                }
            }
        }
        picks = next;
    }
    false
}

#[test]
fn the_gods_screen_reaches_every_legal_action_by_clicks() {
    let db = db();
    let decks = ["greek", "norse", "egyptian", "chinese", "roman"];
    let mut rng = GameRng::seeded(17);
    let mut checked = 0usize;
    for seed in 0..10u64 {
        let setup = Setup::new_game(
            &db,
            [decks[seed as usize % 5], decks[(seed as usize + 2) % 5]],
            db.options,
        )
        .unwrap();
        let mut game = Game::new(db.clone(), &setup, seed);
        while !game.is_over() {
            let legal = game.legal_actions();
            for action in &legal {
                assert!(reachable(&game, &legal, *action), "{action:?}");
                checked += 1;
            }
            let pick = legal[rng.below(legal.len())];
            game.apply(&pick).unwrap();
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn the_log_speaks_of_you_and_your_opponent_to_a_seated_player() {
    let db = db();
    let setup = Setup::new_game(&db, ["greek", "norse"], db.options).unwrap();
    let mut game = Game::new(db.clone(), &setup, 5);
    let mut rng = GameRng::seeded(6);
    while !game.is_over() {
        let legal = game.legal_actions();
        game.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    let lines = |viewer: u8| -> Vec<String> {
        game.log()
            .events()
            .iter()
            .filter_map(|e| emberdeck::rulesets::gods::describe::event(&game, e, viewer))
            .collect()
    };
    for seat in 0..2 {
        let seen = lines(seat);
        assert!(seen.iter().all(|l| !l.contains("Player ")), "{seen:?}");
        assert!(seen.iter().any(|l| l.starts_with("You ")));
        assert!(seen.iter().any(|l| l.starts_with("Opponent ")));
    }
    // A spectator has no "you": both sides go by their seat.
    let spectator = lines(2);
    assert!(spectator.iter().any(|l| l.starts_with("Player 0 ")));
    assert!(spectator.iter().any(|l| l.starts_with("Player 1 ")));
}

/// The log in words never shows a negative number: a unit brought to 0 Health or less "is
/// destroyed", its last numbers are not news (no "-1 health"), and numbers say what they are
/// ("Attack 0, Health 25 of 25", not "0/25").
#[test]
fn the_log_says_destroyed_not_negative_health() {
    use emberdeck::rulesets::gods::describe;
    let db = db();
    let setup = Setup::new_game(&db, ["greek", "norse"], db.options).unwrap();
    let mut destroyed = 0;
    for seed in 1..=20 {
        let mut game = Game::new(db.clone(), &setup, seed);
        support::play_random(&mut game, &mut GameRng::seeded(seed), 400);
        for event in game.log().events() {
            let Some(line) = describe::event(&game, event, 0) else {
                continue;
            };
            let negative = line
                .as_bytes()
                .windows(2)
                .any(|w| w[0] == b'-' && w[1].is_ascii_digit());
            assert!(!negative, "{line}");
            destroyed += usize::from(line.ends_with("is destroyed"));
        }
    }
    assert!(destroyed > 0, "twenty random games destroy some unit");
}
