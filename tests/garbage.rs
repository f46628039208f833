//! Untrusted content never crashes the loaders: thousands of random mutations of shipped files
//! (bytes flipped, cut, duplicated) and a deeply nested file go through the card, deck, team and
//! scenario loaders, which must answer with errors (or load), never panic or overflow the stack.

use emberdeck::cards::{SourceFile, embedded_files, parse_file};
use emberdeck::engine::GameRng;
use emberdeck::rulesets::hearth::CardDb;
use emberdeck::rulesets::hearth::decks::load_deck;
use emberdeck::rulesets::one863::TeamDb;

/// A copy of `text` with a few random edits.
fn mutate(text: &str, rng: &mut GameRng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.below(bytes.len());
        match rng.below(4) {
            0 => bytes[at] = b"()[]{},:\"x0-"[rng.below(12)],
            1 => bytes.truncate(at),
            2 => {
                let end = (at + rng.below(64)).min(bytes.len());
                let piece = bytes[at..end].to_vec();
                bytes.splice(at..at, piece);
            }
            _ => {
                bytes.remove(at);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn mutated_content_files_give_errors_never_panics() {
    let mut rng = GameRng::seeded(2026);
    let cards = embedded_files("assets/hearth/cards/neutral.ron").remove(0);
    let deck = embedded_files("assets/hearth/decks/mage.ron").remove(0);
    let team = embedded_files("assets/one863/teams/france.ron").remove(0);
    let rules = embedded_files("assets/one863/rules.ron");
    let scenario = SourceFile {
        path: "s.ron".into(),
        text: std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/one863/open_goal.ron"),
        )
        .unwrap(),
    };
    let gods_cards = embedded_files("assets/gods/cards/greek.ron").remove(0);
    let gods_deck = embedded_files("assets/gods/decks/norse.ron").remove(0);
    let gods_scenario = SourceFile {
        path: "g.ron".into(),
        text: std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/gods/t5_medusa_transforms_bastet.ron"),
        )
        .unwrap(),
    };
    let gods_db = emberdeck::rulesets::gods::GodsDb::embedded();
    let gods_rest: Vec<SourceFile> = embedded_files("assets/gods/")
        .into_iter()
        .filter(|f| !f.path.ends_with("greek.ron"))
        .collect();
    let db = CardDb::embedded();
    for round in 0..1500 {
        let file = |base: &SourceFile, rng: &mut GameRng| SourceFile {
            path: base.path.clone(),
            text: mutate(&base.text, rng),
        };
        let _ = CardDb::load(&[file(&cards, &mut rng)]);
        let _ = load_deck(&db, &file(&deck, &mut rng));
        let mut files = rules.clone();
        files.push(file(&team, &mut rng));
        let _ = TeamDb::load(&files);
        let _ = parse_file::<emberdeck::rulesets::one863::scenario::Scenario>(&file(
            &scenario, &mut rng,
        ));
        let mut gods_files = gods_rest.clone();
        gods_files.push(file(&gods_cards, &mut rng));
        let _ = emberdeck::rulesets::gods::GodsDb::load(&gods_files);
        let _ = gods_db.load_deck(&file(&gods_deck, &mut rng));
        let _ = emberdeck::cli::scenario::run_file(&file(&gods_scenario, &mut rng));
        assert!(round < 1500);
    }
}

#[test]
fn a_deeply_nested_file_is_refused_with_an_error() {
    let depth = 50_000;
    let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    let file = SourceFile {
        path: "deep.ron".into(),
        text,
    };
    let (_, errors) = CardDb::load(std::slice::from_ref(&file));
    assert!(!errors.is_empty(), "a 50,000-deep nesting is refused");
    let team = SourceFile {
        path: "teams/deep.ron".into(),
        text: format!(
            "Team(id: \"d\", name: \"D\", cards: {}{})",
            "[".repeat(depth),
            "]".repeat(depth)
        ),
    };
    let (_, errors) = TeamDb::load(&[team]);
    assert!(!errors.is_empty());
}
