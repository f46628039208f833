//! The shipped content loads, matches the reference card data, and bad content is reported precisely
//! without taking the good cards down.

use emberdeck::cards::{SourceFile, embedded_files};
use emberdeck::rulesets::hearth::CardDb;
use emberdeck::rulesets::hearth::decks::{DECK_SIZE, load_deck, shipped_decks};
use emberdeck::rulesets::hearth::scenario::{Scenario, run_scenario};
use emberdeck::rulesets::hearth::schema::{CardType, Rarity};

#[test]
fn shipped_cards_and_decks_load() {
    let db = CardDb::embedded();
    assert!(db.len() > 150, "{} cards", db.len());
    let decks = shipped_decks(&db);
    // Every deck file loads: one with a problem (an illegal count, a card of another class) would
    // be left out.
    assert_eq!(
        decks.len(),
        embedded_files("assets/hearth/decks/").len(),
        "every shipped deck file loads"
    );
    let mut classes: Vec<_> = decks.iter().map(|d| format!("{:?}", d.class)).collect();
    classes.sort();
    classes.dedup();
    assert_eq!(classes.len(), 11, "every class has a deck: {classes:?}");
    for deck in &decks {
        assert_eq!(deck.loadout.deck.len(), DECK_SIZE, "{}", deck.name);
    }
}

#[test]
fn every_hero_has_a_basic_hero_power_of_its_class() {
    let db = CardDb::embedded();
    let heroes: Vec<_> = db
        .iter()
        .filter(|c| c.def.is_starting_hero() && c.def.collectible)
        .collect();
    assert_eq!(heroes.len(), 11);
    for hero in heroes {
        let power = hero.def.hero_power.as_ref().unwrap();
        let power = db.get(power.index);
        assert_eq!(power.def.kind, CardType::HeroPower, "{}", hero.def.id);
        assert_eq!(power.def.class, hero.def.class, "{}", hero.def.id);
        assert!(
            !power.def.play.is_empty(),
            "{} does something",
            power.def.id
        );
    }
}

/// Stats of every shipped card agree with `shared/reference/hearth_cards.tsv`.
#[test]
fn shipped_cards_match_the_reference_data() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/reference/hearth_cards.tsv"
    );
    let Ok(tsv) = std::fs::read_to_string(path) else {
        panic!("the reference data {path} must sit beside the repository");
    };
    let mut lines = tsv.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (id, cost, attack, health, durability) = (
        col("id"),
        col("cost"),
        col("attack"),
        col("health"),
        col("durability"),
    );
    let (school_col, runes_col, rarity_col) = (col("spell_school"), col("runes"), col("rarity"));
    let number = |s: &str| s.parse::<u8>().unwrap_or(0);
    let db = CardDb::embedded();
    let mut checked = 0;
    let mut in_reference = std::collections::HashSet::new();
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let Some(index) = db.index(fields[id]) else {
            continue;
        };
        in_reference.insert(index);
        let def = &db.get(index).def;
        let expected = (
            number(fields[cost]),
            number(fields[attack]),
            number(fields[health]),
            number(fields[durability]),
        );
        assert_eq!(
            (def.cost, def.attack, def.health, def.durability),
            expected,
            "{}",
            def.id
        );
        let school = def.school.map(|s| format!("{s:?}").to_uppercase());
        let reference = Some(fields[school_col]).filter(|s| !s.is_empty());
        if def.kind == CardType::Spell {
            assert_eq!(school.as_deref(), reference, "{} spell school", def.id);
        }
        let rarity = match def.rarity {
            Rarity::None => String::new(),
            other => format!("{other:?}").to_uppercase(),
        };
        assert_eq!(rarity, fields[rarity_col], "{} rarity", def.id);
        let runes = fields[runes_col];
        let wanted = |kind: char| {
            runes
                .strip_prefix(kind)
                .map_or(0, |n| n.parse::<u8>().unwrap())
        };
        assert_eq!(
            (def.runes.blood, def.runes.frost, def.runes.unholy),
            (wanted('B'), wanted('F'), wanted('U')),
            "{} runes",
            def.id
        );
        checked += 1;
    }
    // A card the reference lacks may only be a token (not collectible, no rarity) whose live-game
    // id and stats docs/CARD_GAPS.md names (Frostwyrm's Fury's Frostwyrm).
    let gaps = include_str!("../docs/CARD_GAPS.md");
    let mut tokens = 0;
    for index in (0..db.len() as u16).filter(|i| !in_reference.contains(i)) {
        let def = &db.get(index).def;
        assert!(
            !def.collectible && def.rarity == Rarity::None,
            "{} is not in the reference data, and only a token may be missing from it",
            def.id
        );
        assert!(
            gaps.contains(&format!("`{}`", def.id)),
            "{} is not in the reference data: docs/CARD_GAPS.md must say where its id and stats come from",
            def.id
        );
        tokens += 1;
    }
    assert_eq!(
        checked + tokens,
        db.len(),
        "every shipped card is in the reference data or is a token docs/CARD_GAPS.md names"
    );
}

#[test]
fn a_bad_card_names_file_line_column_and_card_and_the_rest_still_load() {
    let file = SourceFile {
        path: "mods/broken.ron".into(),
        text: "[\n    (id: \"MOD_001\", name: \"Fine\", type: Minion, cost: 1, attack: 1, health: 1),\n    (id: \"MOD_002\", name: \"Typo\", type: Minion, cost: 1, atack: 1, health: 1),\n]\n".into(),
    };
    let (db, errors) = CardDb::load(&[file]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    let error = &errors[0];
    assert_eq!(error.file, "mods/broken.ron");
    assert_eq!(error.line, 3, "{error}");
    assert!(error.column > 40, "{error}");
    assert_eq!(error.card.as_deref(), Some("MOD_002"));
    assert!(error.to_string().contains("atack"), "{error}");
    assert!(db.index("MOD_001").is_some(), "the good card still loads");
}

#[test]
fn a_reference_to_an_unknown_card_is_an_error_naming_the_card() {
    let file = SourceFile {
        path: "mods/summoner.ron".into(),
        text: "[\n    (id: \"MOD_010\", name: \"Summoner\", type: Spell, cost: 1,\n     play: [Summon(card: \"NOPE_404\")]),\n]\n".into(),
    };
    let (_, errors) = CardDb::load(&[file]);
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].card.as_deref(), Some("MOD_010"));
    assert_eq!(errors[0].line, 2);
    assert!(errors[0].message.contains("NOPE_404"));
}

#[test]
fn a_filter_naming_an_unknown_card_is_an_error_and_a_known_one_loads() {
    // The id in an `Id` filter is checked when the card set loads, wherever the filter sits
    // (here in a trigger's event and in an effect's selector).
    let file = SourceFile {
        path: "mods/named.ron".into(),
        text: "[\n    (id: \"MOD_011\", name: \"Recruiter\", type: Minion, cost: 1, health: 1,\n     triggers: [(on: Summoned(filters: [Id(\"NOPE_405\")]), effects: [Draw()])]),\n    (id: \"MOD_012\", name: \"Sparer\", type: Spell, cost: 1,\n     play: [Damage(amount: 1, to: Except(All(), Where(All(), [Id(\"MOD_011\")])))]),\n]\n".into(),
    };
    let (db, errors) = CardDb::load(&[file]);
    assert_eq!(errors.len(), 2);
    assert_eq!(errors[0].card.as_deref(), Some("MOD_011"));
    assert!(errors[0].message.contains("NOPE_405"));
    assert!(db.index("MOD_011").is_none());
    // MOD_012 names MOD_011, which was left out: it is left out too, with its own error.
    assert_eq!(errors[1].card.as_deref(), Some("MOD_012"));
    assert!(errors[1].message.contains("MOD_011"));
    assert!(db.index("MOD_012").is_none());
}

#[test]
fn a_syntax_error_names_the_card_it_is_in() {
    let file = SourceFile {
        path: "mods/syntax.ron".into(),
        text: "[\n    (id: \"MOD_020\", name: \"Broken\", type: Minion, cost: 1 attack: 1),\n]\n"
            .into(),
    };
    let (_, errors) = CardDb::load(&[file]);
    assert_eq!(errors.len(), 1);
    assert_eq!(
        (errors[0].line, errors[0].card.as_deref()),
        (2, Some("MOD_020")),
        "{}",
        errors[0]
    );
}

#[test]
fn a_deck_with_a_card_of_another_class_is_rejected() {
    let db = CardDb::embedded();
    let warrior = embedded_files("assets/hearth/decks/warrior.ron").remove(0);
    let text = warrior.text.replacen("\"CS2_108\"", "\"CS2_029\"", 1);
    let file = SourceFile {
        path: "decks/bad.ron".into(),
        text,
    };
    let error = load_deck(&db, &file).expect_err("Fireball is a Mage card");
    assert_eq!(error.card.as_deref(), Some("CS2_029"));
    assert!(error.message.contains("another class"));
}

/// A third copy of a card, or a second copy of a Legendary, makes a deck illegal: the loader refuses
/// it and names the card, so a shipped deck with either would fail `shipped_cards_and_decks_load`.
#[test]
fn a_deck_with_a_third_copy_or_a_second_legendary_is_rejected() {
    let db = CardDb::embedded();
    let warrior = embedded_files("assets/hearth/decks/warrior.ron").remove(0);
    load_deck(&db, &warrior).expect("the shipped deck is legal");
    let third = SourceFile {
        path: "decks/third_copy.ron".into(),
        // Two Executes and two Whirlwinds: a Whirlwind becomes a third Execute.
        text: warrior.text.replacen("\"EX1_400\"", "\"CS2_108\"", 1),
    };
    let error = load_deck(&db, &third).expect_err("three Executes");
    assert_eq!(error.card.as_deref(), Some("CS2_108"));
    assert!(
        error.message.contains("3 copies") && error.message.contains("at most 2"),
        "{}",
        error.message
    );
    let legendary = SourceFile {
        path: "decks/two_leeroys.ron".into(),
        // Both Whirlwinds become Leeroy Jenkins.
        text: warrior.text.replacen("\"EX1_400\"", "\"EX1_116\"", 2),
    };
    let error = load_deck(&db, &legendary).expect_err("Leeroy Jenkins twice");
    assert_eq!(error.card.as_deref(), Some("EX1_116"));
    assert!(
        error.message.contains("2 copies") && error.message.contains("at most 1"),
        "{}",
        error.message
    );
}

/// Every class ships a fast, a middle and a slow deck (`<class>_fast.ron` ...), each of its hero's
/// class and opening with a `//` line that says its plan (what a player reads before picking it).
#[test]
fn every_class_has_a_fast_a_middle_and_a_slow_deck() {
    let db = CardDb::embedded();
    let heroes: Vec<_> = db
        .iter()
        .filter(|c| c.def.is_starting_hero() && c.def.collectible)
        .collect();
    assert_eq!(heroes.len(), 11);
    for hero in heroes {
        let class = hero.def.class;
        for speed in ["fast", "middle", "slow"] {
            let path = format!(
                "assets/hearth/decks/{}_{speed}.ron",
                format!("{class:?}").to_lowercase()
            );
            let files = embedded_files(&path);
            assert_eq!(files.len(), 1, "{path} is shipped");
            let deck = load_deck(&db, &files[0]).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(deck.class, class, "{path}");
            let plan = files[0].text.lines().next().unwrap_or_default();
            assert!(
                plan.starts_with("// ") && plan.len() > 40,
                "{path} opens with its plan: {plan:?}"
            );
        }
    }
}

/// Runes (7.1 B): the Basic Death Knight deck takes B + UU; a Frost card would need a fourth
/// slot, so the deck is refused, naming the card and the runes.
#[test]
fn a_deck_needing_more_than_three_runes_is_rejected() {
    let db = CardDb::embedded();
    let dk = embedded_files("assets/hearth/decks/deathknight.ron").remove(0);
    let good = load_deck(&db, &dk).expect("the shipped deck fits");
    assert_eq!(good.runes.letters(), "BUU");
    let text = dk.text.replacen("\"CS2_182\"", "\"RLK_511\"", 1);
    let file = SourceFile {
        path: "decks/four_runes.ron".into(),
        text,
    };
    let error = load_deck(&db, &file).expect_err("BUU + F is four runes");
    assert_eq!(error.card.as_deref(), Some("RLK_511"));
    assert!(error.message.contains("needs runes F"), "{}", error.message);
    assert!(error.message.contains("BFUU"), "{}", error.message);
}

#[test]
fn a_players_deck_folder_loads_good_decks_and_reports_bad_ones() {
    let dir = std::env::temp_dir().join(format!("emberdeck-decks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let warrior = embedded_files("assets/hearth/decks/warrior.ron").remove(0);
    let mine = warrior.text.replace("Basic Warrior", "My Warrior");
    std::fs::write(dir.join("mine.ron"), mine).unwrap();
    std::fs::write(
        dir.join("broken.ron"),
        warrior.text.replacen("\"CS2_108\"", "\"NOPE_1\"", 1),
    )
    .unwrap();
    let db = CardDb::embedded();
    let (decks, errors) = emberdeck::rulesets::hearth::decks::user_decks(&db, &dir);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(decks.len(), 1);
    assert_eq!(decks[0].name, "My Warrior");
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].card.as_deref(), Some("NOPE_1"));
    assert!(errors[0].file.ends_with("broken.ron"));
}

/// Tribes (6.1): a modded minion written with `races: [All]` has every tribe at once. Played beside
/// Tundra Rhino (beasts have Charge) and Grimscale Oracle (other murlocs have +1 Attack), it is
/// both: it attacks the turn it arrives, for 2.
#[test]
fn a_minion_of_all_tribes_is_a_beast_and_a_murloc() {
    let mut files = embedded_files("assets/hearth/");
    files.push(SourceFile {
        path: "mods/cards/amalgam.ron".into(),
        text: r#"[(id: "MOD_AMALGAM", name: "Amalgam", type: Minion, cost: 1, attack: 1,
                   health: 1, races: [All], collectible: true)]"#
            .into(),
    });
    let (db, errors) = CardDb::load_content(&files);
    assert!(errors.is_empty(), "{errors:?}");
    let scenario: Scenario = ron::from_str(
        r#"Scenario(
            name: "An amalgam is every tribe",
            ruleset: "hearth",
            players: [
                (hand: ["MOD_AMALGAM"], board: [(card: "DS1_178"), (card: "EX1_508")]),
                (),
            ],
            actions: [Play(card: 0), Attack(attacker: Minion(0, 2), target: Hero(1))],
            expect: [Hero(player: 1, health: Some(28))],
        )"#,
    )
    .unwrap();
    let (outcome, _) = run_scenario(&scenario, std::sync::Arc::new(db));
    assert_eq!(outcome.result, Ok(()));
}

/// A card naming a pool that `rules.ron` lacks is refused, wherever the effect stands (here in a
/// trigger), naming the card and the pool.
#[test]
fn a_card_naming_an_unknown_pool_is_an_error() {
    let mut files = embedded_files("assets/hearth/");
    files.push(SourceFile {
        path: "mods/cards/pool.ron".into(),
        text: r#"[(id: "MOD_POOL", name: "Pooler", type: Minion, cost: 1, attack: 1, health: 1,
                   triggers: [(on: TurnEnd(Friendly),
                               effects: [SummonRandom(named: Some("no_such_pool"))])])]"#
            .into(),
    });
    let (_, errors) = CardDb::load_content(&files);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].card.as_deref(), Some("MOD_POOL"));
    assert!(
        errors[0].message.contains("no_such_pool"),
        "{}",
        errors[0].message
    );
}

/// Misused amounts and selectors are refused at load, naming the card: `Them` with nothing
/// before it, a random selector read as an amount, a negative damage.
#[test]
fn misused_amounts_are_errors_naming_the_card() {
    let cards = [
        (
            "MOD_THEM",
            r#"play: [Damage(amount: Cost(Them), to: EnemyHero)]"#,
            "none comes before",
        ),
        (
            "MOD_RANDOM",
            r#"play: [Draw(count: Attack(Random(group: Minions)))]"#,
            "random selector",
        ),
        (
            "MOD_NEGATIVE",
            r#"play: [Damage(amount: -2, to: EnemyHero)]"#,
            "below 0",
        ),
    ];
    for (id, play, message) in cards {
        let file = SourceFile {
            path: "mods/amounts.ron".into(),
            text: format!(
                "[\n    (id: \"{id}\", name: \"Bad\", type: Spell, cost: 1,\n     {play}),\n]\n"
            ),
        };
        let (_, errors) = CardDb::load(&[file]);
        assert_eq!(errors.len(), 1, "{id}: {errors:?}");
        assert_eq!(errors[0].card.as_deref(), Some(id));
        assert_eq!(errors[0].line, 2, "{}", errors[0]);
        assert!(errors[0].message.contains(message), "{}", errors[0]);
    }
}

/// Every collectible card of the reference data (hero skins aside) is in the shipped set, as
/// `emberdeck cards` reports it.
#[test]
fn every_collectible_reference_card_is_implemented() {
    use emberdeck::rulesets::hearth::reference::{coverage, default_path};
    let path = default_path();
    let Ok(tsv) = std::fs::read_to_string(&path) else {
        panic!(
            "the reference data {} must sit beside the repository",
            path.display()
        );
    };
    let found = coverage(&CardDb::embedded(), &tsv).unwrap();
    assert_eq!(found.collectible, 538, "the reference's collectible cards");
    assert!(
        found.missing.is_empty(),
        "not implemented: {:?}",
        found.missing
    );
    assert_eq!(found.implemented, found.collectible);
}

/// The coverage counts a collectible Hero card a deck holds (Lord Jaraxxus) like any card, and
/// leaves out the hero skins by their set, not by their type: a missing Hero card is reported.
#[test]
fn coverage_counts_hero_cards_and_leaves_out_hero_skins() {
    use emberdeck::rulesets::hearth::reference::coverage;
    let tsv = "id\tname\tset\tcollectible\ttype\n\
               HERO_07\tGul'dan\tHERO_SKINS\t1\tHERO\n\
               EX1_323\tLord Jaraxxus\tEXPERT1\t1\tHERO\n\
               ZZZ_404\tA Missing Hero\tEXPERT1\t1\tHERO\n\
               EX1_323h\tLord Jaraxxus\tEXPERT1\t0\tHERO\n";
    let found = coverage(&CardDb::embedded(), tsv).unwrap();
    assert_eq!(
        found.collectible, 2,
        "Jaraxxus and the missing hero, not the skin"
    );
    assert_eq!(found.implemented, 1);
    assert_eq!(
        found.missing,
        vec![("ZZZ_404".to_string(), "A Missing Hero".to_string())]
    );
}

/// A mod's Hero card must name a hero to become: `becomes_hero` naming a minion is refused at
/// load, naming the card, and the rest of the set loads.
#[test]
fn a_hero_card_becoming_a_minion_is_an_error() {
    let mut files = embedded_files("assets/hearth/");
    files.push(SourceFile {
        path: "mods/cards/hero.ron".into(),
        text: r#"[(id: "MOD_HERO", name: "Not A Hero", type: Hero, cost: 5, health: 30,
                   collectible: true, becomes_hero: Some("CS2_231"))]"#
            .into(),
    });
    let (db, errors) = CardDb::load_content(&files);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].card.as_deref(), Some("MOD_HERO"));
    assert!(
        errors[0].message.contains("not a hero"),
        "{}",
        errors[0].message
    );
    assert!(db.index("EX1_323").is_some(), "Lord Jaraxxus still loads");
}
