//! The hearth primitives whose outcome is random by nature, checked over many seeds rather than
//! pinned to one: cards played by an effect (`PlayRandom`: Yogg-Saron, Hope's End; Avatar of
//! Hearthstone's pack) and the endless portal that replaces a deck (`DeckPortal`: Kil'jaeden).

use std::sync::Arc;

use emberdeck::cards::{SourceFile, embedded_files, parse_file};
use emberdeck::engine::Zone;
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game, perform_all};
use emberdeck::rulesets::hearth::schema::{CardType, Race, Rarity};
use emberdeck::rulesets::hearth::{CardDb, Game, LogEvent, Reads};

/// A game set up from scenario `text` with `seed`, its `actions` played.
fn played(text: &str, seed: u64) -> Game {
    let text = text.replace("SEED", &seed.to_string());
    let file = SourceFile {
        path: "random_plays.ron".into(),
        text,
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let mut game = build_game(&scenario, CardDb::embedded()).unwrap();
    perform_all(&mut game, &scenario.actions).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    game
}

/// The cards an effect played since log event `from`.
fn played_by_effect(game: &Game, from: usize) -> Vec<u16> {
    game.log()
        .since(from)
        .iter()
        .filter_map(|e| match e {
            LogEvent::PlayedByEffect { def, .. } => Some(*def),
            _ => None,
        })
        .collect()
}

/// Where Yogg-Saron's battlecry begins in the log.
fn yogg_played_at(game: &Game) -> usize {
    let yogg = game.db().index("OG_134").unwrap();
    game.log()
        .events()
        .iter()
        .position(|e| matches!(e, LogEvent::Played { def, .. } if *def == yogg))
        .expect("Yogg-Saron was played")
}

#[test]
fn yogg_saron_casts_one_random_spell_per_spell_played_and_those_do_not_count() {
    let text = r#"Scenario(name: "yogg", ruleset: "hearth", seed: SEED,
        players: [
            (hand: ["GAME_005", "GAME_005", "GAME_005", "OG_134"], deck: ["CS2_120", "CS2_120"]),
            (board: [(card: "CS2_182"), (card: "CS2_120")], deck: ["CS2_120", "CS2_120"]),
        ],
        actions: [Play(card: 0), Play(card: 0), Play(card: 0), Play(card: 0)])"#;
    let mut full_casts = 0;
    for seed in 0..60 {
        let game = played(text, seed);
        let cast = played_by_effect(&game, yogg_played_at(&game));
        let db = game.db();
        assert!(
            cast.iter().all(|def| db.get(*def).def.kind == CardType::Spell
                && db.get(*def).def.collectible),
            "seed {seed}: only collectible spells"
        );
        assert!(cast.len() <= 3, "seed {seed}: at most one per spell played");
        // Yogg stops only once it left play (or died, or the game ended).
        let yogg = game
            .log()
            .events()
            .iter()
            .find_map(|e| match e {
                LogEvent::Played { card, def, .. } if db.id_of(*def) == "OG_134" => Some(*card),
                _ => None,
            })
            .unwrap();
        let left = game.card(yogg).zone != Zone::Play || game.is_over();
        if cast.len() < 3 {
            assert!(left, "seed {seed}: cast {} while still in play", cast.len());
        } else {
            full_casts += 1;
        }
        assert_eq!(
            game.player(0).spells_cast,
            3,
            "seed {seed}: the spells Yogg casts are not played ones"
        );
    }
    assert!(
        full_casts > 30,
        "most runs cast all three ({full_casts}/60)"
    );
}

#[test]
fn a_countered_spell_does_not_count_for_yogg_and_the_opponents_secrets_see_yoggs_spells() {
    // The first Coin is countered (not counted); the second counts; on the next turn the
    // opponent's new Counterspell counters Yogg's one spell.
    let text = r#"Scenario(name: "yogg counterspell", ruleset: "hearth", seed: SEED,
        players: [
            (hand: ["GAME_005", "GAME_005", "OG_134"], deck: ["CS2_120", "CS2_120", "CS2_120"]),
            (hero: "HERO_08", secrets: ["EX1_287"], hand: ["EX1_287"],
             deck: ["CS2_120", "CS2_120", "CS2_120"]),
        ],
        actions: [Play(card: 0), Play(card: 0), EndTurn, Play(card: 0), EndTurn, Play(card: 0)])"#;
    let mut fizzles = 0;
    for seed in 0..20 {
        let game = played(text, seed);
        assert_eq!(game.player(0).spells_cast, 1, "seed {seed}");
        let from = yogg_played_at(&game);
        assert_eq!(played_by_effect(&game, from).len(), 1, "seed {seed}");
        let after = game.log().since(from);
        let countered = after
            .iter()
            .any(|e| matches!(e, LogEvent::Countered { .. }));
        let fizzled = after.iter().any(|e| matches!(e, LogEvent::Fizzled { .. }));
        assert!(
            countered != fizzled,
            "seed {seed}: Counterspell reacts to a spell Yogg casts (unless it fizzled)"
        );
        assert_eq!(game.player(1).secrets.is_empty(), countered, "seed {seed}");
        fizzles += usize::from(fizzled);
    }
    assert!(
        fizzles < 10,
        "most random spells find a target ({fizzles}/20 fizzled)"
    );
}

#[test]
fn avatar_of_hearthstone_plays_a_pack_of_five_with_a_rare_or_better() {
    let text = r#"Scenario(name: "avatar", ruleset: "hearth", seed: SEED,
        players: [
            (hand: ["WON_145"], deck: ["CS2_120", "CS2_120"]),
            (board: [(card: "CS2_182")], deck: ["CS2_120", "CS2_120"]),
        ],
        actions: [Play(card: 0)])"#;
    let mut rarities = [0usize; 6];
    for seed in 0..80 {
        let game = played(text, seed);
        let pack = played_by_effect(&game, 0);
        if game.is_over() {
            assert!(pack.len() <= 5, "seed {seed}");
            continue;
        }
        assert_eq!(pack.len(), 5, "seed {seed}: a pack holds five cards");
        let db = game.db();
        assert!(
            pack.iter().any(|d| db.get(*d).def.rarity != Rarity::Common),
            "seed {seed}: at least one Rare or better"
        );
        for def in &pack {
            let card = &db.get(*def).def;
            assert!(card.collectible && card.rarity != Rarity::Free && card.rarity != Rarity::None);
            rarities[card.rarity as usize] += 1;
        }
    }
    assert!(
        rarities[Rarity::Common as usize] > rarities[Rarity::Rare as usize],
        "Commons are the most frequent: {rarities:?}"
    );
}

#[test]
fn kiljaeden_replaces_the_deck_with_demons_that_grow_each_turn_and_never_fatigue() {
    let text = r#"Scenario(name: "portal", ruleset: "hearth", seed: SEED,
        players: [
            (hand: ["GDB_145"], deck: ["CS2_120", "CS2_120", "CS2_120"]),
            (deck: ["CS2_120", "CS2_120", "CS2_120", "CS2_120", "CS2_120", "CS2_120"]),
        ],
        actions: [Play(card: 0), EndTurn, EndTurn, EndTurn, EndTurn, EndTurn, EndTurn])"#;
    for seed in 0..20 {
        let game = played(text, seed);
        let me = game.player(0);
        assert!(me.deck.is_empty(), "seed {seed}: the deck is gone");
        assert_eq!(
            me.fatigue, 0,
            "seed {seed}: an endless portal never fatigues"
        );
        // Three draws through the portal, at +2, +4 and +6.
        assert_eq!(me.hand.len(), 3, "seed {seed}");
        for (turn, card) in me.hand.iter().enumerate() {
            let info = game.info(*card);
            assert_eq!(info.def.kind, CardType::Minion, "seed {seed}");
            assert!(info.races & Race::Demon.bit() != 0, "seed {seed}: a Demon");
            let bonus = 2 * (turn as i16 + 1);
            let stats = game.stats(*card);
            assert_eq!(stats.attack, info.def.attack as i16 + bonus, "seed {seed}");
            assert_eq!(
                stats.max_health,
                info.def.health as i16 + bonus,
                "seed {seed}"
            );
        }
    }
}

#[test]
fn a_pick_offered_from_the_deck_that_left_it_before_the_answer_is_not_drawn_twice() {
    // Found by random whole games: Yogg-Saron cast a spell that offered three deck cards, then
    // one that drew them; answering the first choice drew its pick a second time. A test card
    // does both in one play.
    let mut files = embedded_files("assets/hearth/");
    files.push(SourceFile {
        path: "mods/test/cards/track_then_draw.ron".into(),
        text: r#"[(id: "TEST_TRACK", name: "Track Then Draw", type: Spell, cost: 1,
            play: [Discover(kind: Some(Minion)), Draw(count: 3)])]"#
            .into(),
    });
    let (db, errors) = CardDb::load_content(&files);
    assert!(errors.is_empty(), "{errors:?}");
    let text = r#"Scenario(name: "pick gone", ruleset: "hearth",
        players: [
            (hand: ["TEST_TRACK"], deck: ["CS2_120", "CS2_182", "CS2_231"]),
            (deck: ["CS2_120", "CS2_120"]),
        ],
        actions: [Play(card: 0), Choose(0)])"#;
    let file = SourceFile {
        path: "pick_gone.ron".into(),
        text: text.into(),
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let mut game = build_game(&scenario, Arc::new(db)).unwrap();
    perform_all(&mut game, &scenario.actions).unwrap();
    let me = game.player(0);
    assert_eq!(me.hand.len(), 3, "three drawn, the pick not again");
    assert!(me.deck.is_empty());
    let mut hand = me.hand.clone();
    hand.dedup();
    assert_eq!(hand.len(), 3, "no card twice in the hand");
    assert!(game.pending_choice().is_none());
    assert!(!game.is_over());
}
