//! Runs every scenario file under tests/ through the same runner as `emberdeck scenario`, and checks
//! that a malformed scenario is reported with file, line and column.

use std::path::PathBuf;

use emberdeck::cards::{SourceFile, parse_file};
use emberdeck::cli::scenario::run_paths;
use emberdeck::rulesets::hearth::scenario::Scenario;

#[test]
fn every_scenario_under_tests_passes() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut lines = Vec::new();
    let tally = run_paths(&[root], &mut |line| lines.push(line));
    let failures: Vec<&String> = lines.iter().filter(|l| !l.starts_with("PASS")).collect();
    assert!(
        tally.passed >= 30,
        "expected the rule scenarios, found {}",
        tally.passed
    );
    assert_eq!(
        tally.exit_code(),
        0,
        "scenario failures:\n{}",
        lines.join("\n")
    );
    assert_eq!(
        failures.len(),
        1,
        "only the closing line is not a PASS: {failures:?}"
    );
    assert_eq!(
        lines.last().unwrap(),
        &format!("{} passed, 0 failed", tally.passed)
    );
}

#[test]
fn a_typo_in_a_field_name_names_file_line_and_column() {
    let file = SourceFile {
        path: "typo.ron".into(),
        text: "Scenario(\n    name: \"typo\",\n    ruleset: \"hearth\",\n    players: [(), ()],\n    expcet: [],\n)\n".into(),
    };
    let error = parse_file::<Scenario>(&file).expect_err("the typo must be refused");
    assert_eq!(
        (error.file.as_str(), error.line),
        ("typo.ron", 5),
        "{error}"
    );
    assert!(error.column >= 5, "{error}");
    assert!(error.to_string().contains("expcet"), "{error}");
}

#[test]
fn a_third_player_is_refused_with_its_place_not_a_crash() {
    // Found by the scenario fuzzer: expectations about player 2 reached the rules and panicked.
    for (ruleset, expectation) in [
        ("hearth", "Hero(player: 2, health: Some(30))"),
        ("one863", "DiscardSize(player: 2, count: 0)"),
        ("gods", "Hand(player: 2, cards: [])"),
    ] {
        let file = SourceFile {
            path: "third.ron".into(),
            text: format!(
                "Scenario(\n    name: \"third\",\n    ruleset: \"{ruleset}\",\n    expect: [{expectation}],\n    players: [(), ()],\n)\n"
            ),
        };
        let error = emberdeck::cli::scenario::run_file(&file).expect_err("there is no player 2");
        assert_eq!(
            (error.file.as_str(), error.line),
            ("third.ron", 4),
            "{ruleset}: {error}"
        );
        assert!(
            error.to_string().contains("player 2 does not exist"),
            "{ruleset}: {error}"
        );
    }
}

#[test]
fn a_failing_expectation_says_expected_and_actual() {
    let file = SourceFile {
        path: "fail.ron".into(),
        text: r#"Scenario(name: "wrong health", ruleset: "hearth", players: [(), (health: 20)],
            expect: [Hero(player: 1, health: Some(25))])"#
            .into(),
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let db = emberdeck::rulesets::hearth::CardDb::embedded();
    let (outcome, _) = emberdeck::rulesets::hearth::scenario::run_scenario(&scenario, db);
    let why = outcome.result.expect_err("the expectation is wrong");
    assert!(
        why.contains("expected 25") && why.contains("got 20"),
        "{why}"
    );
}

#[test]
fn an_action_the_rules_reject_fails_the_scenario_with_the_reason() {
    let file = SourceFile {
        path: "reject.ron".into(),
        text: r#"Scenario(name: "too expensive", ruleset: "hearth", players: [(mana: 1, hand: ["CS2_029"]), ()],
            actions: [Play(card: 0, target: Some(Hero(1)))])"#
            .into(),
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let db = emberdeck::rulesets::hearth::CardDb::embedded();
    let (outcome, _) = emberdeck::rulesets::hearth::scenario::run_scenario(&scenario, db);
    let why = outcome.result.expect_err("the play is illegal");
    assert!(why.contains("not enough mana"), "{why}");
}

/// The game log in words says a hero power's use and its target, and a secret entering play:
/// its name for its owner, face down for the opponent.
#[test]
fn the_log_says_hero_power_uses_and_secrets_in_words() {
    use emberdeck::rulesets::hearth::describe;
    let file = SourceFile {
        path: "log_words.ron".into(),
        text: r#"Scenario(name: "log words", ruleset: "hearth", players: [(hand: ["EX1_289"]), ()],
            actions: [HeroPower(target: Some(Hero(1))), Play(card: 0)])"#
            .into(),
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let db = emberdeck::rulesets::hearth::CardDb::embedded();
    let (outcome, game) = emberdeck::rulesets::hearth::scenario::run_scenario(&scenario, db);
    outcome
        .result
        .expect("the hero power and the secret are legal");
    let game = game.expect("the game ran");
    let words = |viewer: u8| -> Vec<String> {
        game.log()
            .events()
            .iter()
            .filter_map(|e| describe::event(&game, e, viewer))
            .collect()
    };
    let mine = words(0);
    let theirs = words(1);
    assert!(
        mine.contains(&"You use Fireblast on the opponent's hero".to_string()),
        "{mine:?}"
    );
    assert!(
        mine.contains(&"Your secret Ice Barrier is in play".to_string()),
        "{mine:?}"
    );
    assert!(
        theirs.contains(&"Opponent uses Fireblast on your hero".to_string()),
        "{theirs:?}"
    );
    assert!(
        theirs.contains(&"Opponent has a new secret".to_string()),
        "{theirs:?}"
    );
    assert!(
        theirs.iter().all(|line| !line.contains("Ice Barrier")),
        "the opponent's secret stays face down: {theirs:?}"
    );
}
