//! Random rules measured over many seeds: the scenario files pin one seed each, these check the
//! odds themselves.

use emberdeck::rulesets::hearth::CardDb;
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game, perform_all};

const SEEDS: u64 = 2_000;

/// Ogre Brute (9.1, step 3): sent at a taunt minion with a stealthed minion and the hero behind
/// it, it hits its own target about half the time and each of the two others about a quarter of
/// the time (the wrong enemy is drawn evenly among the other enemies).
#[test]
fn ogre_brute_attacks_the_wrong_enemy_half_the_time() {
    let db = CardDb::embedded();
    let text = std::fs::read_to_string("tests/hearth/combat_ogre_brute_hero.ron").unwrap();
    let mut scenario: Scenario = ron::from_str(&text).unwrap();
    let mut hits = [0u32; 3]; // taunt, stealthed minion, hero
    for seed in 0..SEEDS {
        scenario.seed = seed;
        let mut game = build_game(&scenario, db.clone()).unwrap();
        perform_all(&mut game, &scenario.actions).unwrap();
        let enemy = game.player(1);
        let damaged = |id| game.stats(id).damage > 0;
        let which = [enemy.board[0], enemy.board[1], enemy.hero]
            .iter()
            .position(|id| damaged(*id))
            .expect("someone was hit");
        hits[which] += 1;
    }
    let share = |n: u32| n as f64 / SEEDS as f64;
    assert!((share(hits[0]) - 0.5).abs() < 0.05, "{hits:?}");
    assert!((share(hits[1]) - 0.25).abs() < 0.05, "{hits:?}");
    assert!((share(hits[2]) - 0.25).abs() < 0.05, "{hits:?}");
}

/// Hidden information: an agent imagines the opponent's face-down secrets as secrets of the deck
/// list it assumes, drawn at random, never as the real ones read from the game.
#[test]
fn determinized_copies_hide_the_opponents_secrets() {
    use emberdeck::rulesets::hearth::decks::{find_deck, shipped_decks};
    let db = CardDb::embedded();
    let scenario: Scenario = ron::from_str(
        r#"Scenario(name: "secret", ruleset: "hearth",
            players: [(), (hero: "HERO_08", secrets: ["EX1_287"])])"#,
    )
    .unwrap();
    let game = build_game(&scenario, db.clone()).unwrap();
    let decks = shipped_decks(&db);
    let mage = find_deck(&decks, "mage").unwrap();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let copy = game.determinized(0, &mage.loadout.deck, seed);
        let secret = copy.player(1).secrets[0];
        assert!(copy.info(secret).def.secret);
        seen.insert(copy.card_id(secret).to_string());
    }
    let in_deck: std::collections::BTreeSet<String> = mage
        .loadout
        .deck
        .iter()
        .filter(|d| db.get(**d).def.secret)
        .map(|d| db.id_of(*d).to_string())
        .collect();
    assert_eq!(seen, in_deck, "every secret of the list, and only those");
}
