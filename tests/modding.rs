//! Mods: the shipped example mod loads beside the shipped content and its puzzle is solved by its
//! solution; a mod overrides a shipped card by id and says so; a broken mod card is reported with
//! its place while everything else loads, and a deck that needs it is left out.

use emberdeck::rulesets::hearth::Reads;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use emberdeck::cards::{SourceFile, embedded_files, files_under, parse_file};
use emberdeck::mods::{Mod, files_of, mods_in};
use emberdeck::rulesets::hearth::CardDb;
use emberdeck::rulesets::hearth::decks::load_deck;
use emberdeck::rulesets::hearth::scenario::format::Goal;
use emberdeck::rulesets::hearth::scenario::goal::goal_met;
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game, perform_all};

fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/mods")
}

/// The shipped content with `mods` after it, as the game loads it.
fn with(mods: &[Mod]) -> Vec<SourceFile> {
    let mut files = embedded_files("assets/hearth/");
    files.extend(files_of(mods, &["cards/", "decks/"]));
    files
}

#[test]
fn the_example_mod_loads_and_its_puzzle_is_solvable() {
    let mods = mods_in(&example());
    assert_eq!(mods.len(), 1, "{mods:?}");
    let files = with(&mods);
    let (db, errors) = CardDb::load_content(&files);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(db.index("EMB_001").is_some() && db.index("EMB_002").is_some());
    let deck_file = files
        .iter()
        .find(|f| f.path.ends_with("decks/ember_mage.ron"))
        .expect("the mod's deck");
    let deck = load_deck(&db, deck_file).unwrap();
    assert_eq!(deck.name, "Ember Mage");
    let db = Arc::new(db);
    let levels = files_under(&mods[0].path.join("levels")).unwrap();
    assert_eq!(levels.len(), 1);
    let level: Scenario = parse_file(&levels[0]).unwrap();
    let goal = level.goal.expect("a puzzle has a goal");
    assert_eq!(goal, Goal::Lethal);
    let mut game = build_game(&level, db.clone()).unwrap();
    let (player, start) = (game.active(), game.turn());
    assert!(!goal_met(goal, &game, player, start));
    perform_all(&mut game, &level.solution).unwrap();
    assert!(goal_met(goal, &game, player, start), "the solution wins");
}

/// A mod made in a temporary folder.
fn temp_mod(name: &str, cards: &str) -> (tempdir::Dir, Vec<Mod>) {
    let dir = tempdir::Dir::new(name);
    std::fs::create_dir_all(dir.0.join(name).join("cards")).unwrap();
    std::fs::write(dir.0.join(name).join("cards/cards.ron"), cards).unwrap();
    let mods = mods_in(&dir.0);
    (dir, mods)
}

mod tempdir {
    /// A folder removed when dropped.
    pub struct Dir(pub std::path::PathBuf);
    impl Dir {
        pub fn new(name: &str) -> Dir {
            let path =
                std::env::temp_dir().join(format!("emberdeck-mod-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&path);
            std::fs::create_dir_all(&path).unwrap();
            Dir(path)
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[test]
fn a_mod_overrides_a_shipped_card_by_id_and_says_so() {
    let (_dir, mods) = temp_mod(
        "bigger_wisp",
        r#"[(id: "CS2_182", name: "Chillwind Yeti", type: Minion, cost: 4, attack: 5, health: 6, collectible: true)]"#,
    );
    let (db, errors) = CardDb::load_content(&with(&mods));
    assert!(errors.is_empty(), "{errors:?}");
    let yeti = db.get(db.index("CS2_182").unwrap());
    assert_eq!((yeti.def.attack, yeti.def.health), (5, 6));
    assert!(
        db.notices()
            .iter()
            .any(|n| n.contains("bigger_wisp") && n.contains("CS2_182")),
        "{:?}",
        db.notices()
    );
}

#[test]
fn a_broken_mod_card_is_reported_with_its_place_and_the_rest_loads() {
    let (_dir, mods) = temp_mod(
        "broken",
        "[\n    (id: \"MOD_OK\", name: \"Fine\", type: Minion, cost: 1, attack: 1, health: 1),\n    (id: \"MOD_BAD\", name: \"Typo\", type: Minion, cost: 1, atack: 1, health: 1),\n]\n",
    );
    let (db, errors) = CardDb::load_content(&with(&mods));
    assert_eq!(errors.len(), 1, "{errors:?}");
    let error = &errors[0];
    assert_eq!(error.card.as_deref(), Some("MOD_BAD"));
    assert!(error.file.starts_with("mods/broken/cards/"), "{error}");
    assert_eq!(error.line, 3, "{error}");
    assert!(
        error.column > 1 && error.message.contains("atack"),
        "{error}"
    );
    assert!(db.index("MOD_OK").is_some(), "the good card loads");
    assert!(db.index("CS2_182").is_some(), "the shipped cards load");
    // A deck that needs the broken card is refused with the card named.
    let deck = SourceFile {
        path: "mods/broken/decks/bad.ron".into(),
        text: format!(
            "(name: \"Bad\", hero: \"HERO_08\", cards: [{}])",
            std::iter::repeat_n("\"MOD_BAD\"", 30)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let refused = load_deck(&db, &deck).expect_err("the deck needs a broken card");
    assert_eq!(refused.card.as_deref(), Some("MOD_BAD"));
}

#[test]
fn a_card_that_refers_to_a_broken_card_is_left_out_too() {
    // MOD_A summons a card nobody defines: it is left out; MOD_B summons MOD_A: left out next;
    // MOD_C is sound and loads. No loaded card points at a missing one.
    let (_dir, mods) = temp_mod(
        "chain",
        "[\n    (id: \"MOD_A\", name: \"A\", type: Spell, cost: 1, play: [Summon(card: \"MOD_NOPE\")]),\n    (id: \"MOD_B\", name: \"B\", type: Spell, cost: 1, play: [Summon(card: \"MOD_A\")]),\n    (id: \"MOD_C\", name: \"C\", type: Spell, cost: 1, play: [Summon(card: \"CS2_182\")]),\n]\n",
    );
    let (db, errors) = CardDb::load_content(&with(&mods));
    let named: Vec<Option<&str>> = errors.iter().map(|e| e.card.as_deref()).collect();
    assert_eq!(named, vec![Some("MOD_A"), Some("MOD_B")], "{errors:?}");
    assert!(errors[0].message.contains("MOD_NOPE"), "{}", errors[0]);
    assert!(db.index("MOD_A").is_none() && db.index("MOD_B").is_none());
    assert!(db.index("MOD_C").is_some());
}

#[test]
fn a_buff_or_an_aura_granting_spell_damage_counts_and_silence_takes_it_away() {
    use emberdeck::engine::ScenarioFormat;
    use emberdeck::rulesets::hearth::Hearth;
    // TST_SD: "Give a minion Spell Damage +1." TST_AURA: "Your other minions have Spell Damage +1."
    let (_dir, mods) = temp_mod(
        "spell_damage",
        "[\n    (id: \"TST_SD\", name: \"Focus\", type: Spell, cost: 0, target: Some((group: Minions)), play: [Buff(keywords: [SpellDamage(1)], to: Target)]),\n    (id: \"TST_AURA\", name: \"Lens\", type: Minion, cost: 0, attack: 0, health: 5, aura: Some((keywords: [SpellDamage(1)]))),\n]\n",
    );
    let (db, errors) = CardDb::load_content(&with(&mods));
    assert!(errors.is_empty(), "{errors:?}");
    let db = Arc::new(db);
    // Focus on the Yeti: Frostbolt deals 4. Silence the Yeti (Keeper of the Grove's option): back to 3. The Lens's aura
    // then gives the Yeti +1 again: 4; the Lens itself does not count its own aura.
    let scenario = SourceFile {
        path: "spell_damage.ron".into(),
        text: r#"Scenario(
    name: "Spell Damage from a buff and from an aura",
    ruleset: "hearth",
    players: [
        (hero: "HERO_08", mana: 10, hand: ["TST_SD", "CS2_024", "EX1_166b", "CS2_024", "TST_AURA", "CS2_024"], board: [(card: "CS2_182")]),
        (health: 30),
    ],
    actions: [
        Play(card: 0, target: Some(Minion(0, 0))),
        Play(card: 0, target: Some(Hero(1))),
        Expect([Hero(player: 1, health: Some(26))]),
        Play(card: 0, target: Some(Minion(0, 0))),
        Play(card: 0, target: Some(Hero(1))),
        Expect([Hero(player: 1, health: Some(23))]),
        Play(card: 0, position: Some(1)),
        Play(card: 0, target: Some(Hero(1))),
    ],
    expect: [Hero(player: 1, health: Some(19))],
)"#
        .into(),
    };
    let run = Hearth::run_scenario(&db, &scenario).unwrap();
    assert_eq!(run.result, Ok(()), "{:?}", run.log);
}

#[test]
fn the_card_language_schema_names_every_field_and_refuses_unknown_ones() {
    let schema: serde_json::Value =
        serde_json::from_str(&emberdeck::cli::schema::card_file_schema()).unwrap();
    let card = &schema["$defs"]["CardDef"];
    let fields = card["properties"].as_object().expect("a card's fields");
    for field in [
        "id",
        "name",
        "type",
        "cost",
        "target",
        "play",
        "deathrattle",
        "triggers",
        "aura",
    ] {
        assert!(
            fields.contains_key(field),
            "{field} missing from {:?}",
            fields.keys()
        );
    }
    assert_eq!(
        card["additionalProperties"],
        serde_json::json!(false),
        "unknown fields are errors"
    );
    let effects = serde_json::to_string(&schema["$defs"]["Effect"]).unwrap();
    for variant in ["Damage", "Heal", "Buff", "Summon", "Draw", "Silence"] {
        assert!(effects.contains(variant), "effect {variant} missing");
    }
}

#[test]
fn the_mods_screen_reports_what_a_mod_holds_and_its_problems() {
    use emberdeck::app::mods_screen::report;
    let example = &mods_in(&example())[0];
    let good = report(example);
    assert_eq!(good.cards, 2);
    assert_eq!(good.files, [1, 1, 1, 0]);
    assert_eq!(
        emberdeck::app::mods_screen::contents_words(&good),
        "2 cards in 1 file, 1 deck, 1 puzzle, 0 team files"
    );
    assert!(good.problems.is_empty(), "{:?}", good.problems);
    let (_dir, mods) = temp_mod(
        "typo",
        "[(id: \"TYP_1\", name: \"T\", type: Minion, cost: 1, atack: 1, health: 1)]",
    );
    let bad = report(&mods[0]);
    assert_eq!(bad.problems.len(), 1, "{:?}", bad.problems);
    assert!(bad.problems[0].contains("mods/typo/cards/") && bad.problems[0].contains("TYP_1"));
}

/// Runs the app until `done` holds (at most five seconds of wall time: file events arrive from
/// the OS on their own thread).
fn update_until(app: &mut bevy::app::App, done: impl Fn(&bevy::app::App) -> bool) -> bool {
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_secs(5) {
        app.update();
        if done(app) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    false
}

#[test]
fn saving_a_card_in_a_watched_mod_reloads_it_for_the_next_game_only() {
    use bevy::prelude::*;
    use emberdeck::app::mod_reload::{HearthContent, ModReloadPlugin, ReloadStatus};
    use emberdeck::rulesets::hearth::decks::shipped_decks;
    use emberdeck::rulesets::hearth::{Game, StartOptions};

    let card = |attack: u8| {
        format!(
            r#"[(id: "RELOAD_1", name: "Tinkered Golem", type: Minion, cost: 3, attack: {attack}, health: 3, collectible: true)]"#
        )
    };
    let (dir, mods) = temp_mod("reloadable", &card(1));
    let file = dir.0.join("reloadable/cards/cards.ron");
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, ModReloadPlugin { mods: Some(mods) }));
    app.update();
    let attack_in = |db: &CardDb| db.get(db.index("RELOAD_1").unwrap()).def.attack;
    let started = app.world().resource::<HearthContent>().0.clone();
    assert_eq!(attack_in(&started), 1);
    // A game in progress, built with the content as it was.
    let decks = shipped_decks(&started);
    let options = StartOptions {
        seed: 1,
        first: Some(0),
        shuffle: false,
    };
    let game = Game::new(
        started.clone(),
        [decks[0].loadout.clone(), decks[1].loadout.clone()],
        options,
    );

    std::fs::write(&file, card(5)).unwrap();
    let reloaded = update_until(&mut app, |app| {
        attack_in(&app.world().resource::<HearthContent>().0) == 5
    });
    assert!(reloaded, "the saved card is reloaded within five seconds");
    let status = app.world().resource::<ReloadStatus>().clone();
    assert!(!status.refused);
    assert!(
        status
            .message
            .as_deref()
            .unwrap_or("")
            .contains("Tinkered Golem"),
        "the reload says what changed: {status:?}"
    );
    assert_eq!(
        attack_in(game.db()),
        1,
        "the game in progress keeps the card set it began with"
    );

    // A broken save is refused with its place; the last good content stays.
    std::fs::write(
        &file,
        "[(id: \"RELOAD_1\", name: \"Tinkered Golem\", type: Minion, cost: 3, atack: 9)]",
    )
    .unwrap();
    let refused = update_until(&mut app, |app| {
        app.world().resource::<ReloadStatus>().refused
    });
    assert!(refused, "the broken save is noticed");
    let status = app.world().resource::<ReloadStatus>().clone();
    let message = status.message.unwrap_or_default();
    assert!(message.contains("cards.ron:1:"), "{message}");
    assert_eq!(attack_in(&app.world().resource::<HearthContent>().0), 5);
}

/// Copies a folder tree (the example mod) into `to`.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// `emberdeck simulate` with the mods under `mods` and the example mod's deck on both seats,
/// showing the first game's log (the user's own mods folder is pointed at an empty one): whether
/// it succeeded, what it printed and what it reported on the error stream.
fn simulate_with_mods(mods: &Path) -> (bool, String, String) {
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_emberdeck"))
        .args(["simulate", "--games", "2", "--seed", "4", "--check"])
        .args(["--agents", "greedy", "--show-game", "1"])
        .args(["--decks", "Ember Mage,Ember Mage", "--mods"])
        .arg(mods)
        .env("XDG_DATA_HOME", mods.join("no-user-data"))
        .output()
        .expect("the emberdeck binary runs");
    (
        run.status.success(),
        String::from_utf8_lossy(&run.stdout).into_owned(),
        String::from_utf8_lossy(&run.stderr).into_owned(),
    )
}

#[test]
fn the_simulate_command_plays_a_copied_mods_cards_and_survives_a_broken_card_file() {
    let dir = tempdir::Dir::new("simulate");
    let copied = dir.0.join("ember_apprentice");
    copy_tree(&example().join("ember_apprentice"), &copied);

    let (ok, out, err) = simulate_with_mods(&dir.0);
    assert!(ok, "{out}\n{err}");
    assert!(
        out.contains("2 games") && out.contains("determinism problems: 0"),
        "{out}"
    );
    let played = out
        .lines()
        .filter(|l| l.contains("Ember Apprentice") || l.contains("Kindle"))
        .count();
    assert!(
        played > 0,
        "the mod's cards are played in the shown game:\n{out}"
    );

    // A second card file with a typo: reported with its place, and the games still run.
    std::fs::write(
        copied.join("cards/broken.ron"),
        "[\n    (id: \"EMB_900\", name: \"Typo\", type: Minion, cost: 1, atack: 1, health: 1),\n]\n",
    )
    .unwrap();
    let (ok, out, err) = simulate_with_mods(&dir.0);
    assert!(ok, "{out}\n{err}");
    assert!(
        err.contains("ember_apprentice/cards/broken.ron:2:")
            && err.contains("EMB_900")
            && err.contains("atack"),
        "the broken card is named with file, line and column:\n{err}"
    );
    assert!(out.contains("2 games"), "the games still run:\n{out}");
}

#[test]
fn a_mods_puzzles_are_listed_after_the_shipped_ones_and_a_broken_one_is_not() {
    use emberdeck::app::hearth::session::levels_from;
    let mods = mods_in(&example());
    let (db, _) = CardDb::load_content(&with(&mods));
    let db = Arc::new(db);
    let mut files = embedded_files("levels/");
    let shipped = levels_from(&files, &db).len();
    files.extend(files_of(&mods, &["levels/"]));
    // A puzzle naming a card no set has, and a file that is not a scenario at all.
    files.push(SourceFile {
        path: "mods/broken/levels/unknown_card.ron".into(),
        text: r#"Scenario(name: "Missing", ruleset: "hearth", players: [(hand: ["NO_SUCH"]), ()],
            goal: Some(Lethal))"#
            .into(),
    });
    files.push(SourceFile {
        path: "mods/broken/levels/garbage.ron".into(),
        text: "Scenario(".into(),
    });
    let levels = levels_from(&files, &db);
    let names: Vec<&str> = levels.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(levels.len(), shipped + 1, "{names:?}");
    assert_eq!(names.last(), Some(&"Kindle the way"));
}
