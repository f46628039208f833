//! The deck builder and the deck choice without a window: the collection's filters narrow it to
//! exactly the matching cards of the card set, the builder refuses what the deck rules refuse
//! (with the engine's reason), and a deck built and saved into a player's folder loads back the
//! same, goes through a deck code and back, and shows in the deck choice.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use emberdeck::app::PresentationPlugin;
use emberdeck::app::hearth::decks::builder::{Collection, CollectionIntent};
use emberdeck::app::hearth::decks::pool::{COST_CAP, Filters, set_of};
use emberdeck::app::hearth::session::{DeckFolder, Session, decks_for};
use emberdeck::rulesets::hearth::CardDb;
use emberdeck::rulesets::hearth::deckcode::{DbfTable, code_of_deck, deck_from_code};
use emberdeck::rulesets::hearth::decks::{DeckFile, refusal, user_decks};
use emberdeck::rulesets::hearth::plugin::HearthRulesPlugin;
use emberdeck::rulesets::hearth::schema::{CardType, Class, Rarity};

/// The app's windowless plugins, the player's deck folder at `folder`.
fn app(folder: Option<std::path::PathBuf>) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        HearthRulesPlugin::default(),
        PresentationPlugin,
    ));
    app.insert_resource(DeckFolder(folder));
    app.update();
    app
}

fn send(app: &mut App, intent: CollectionIntent) {
    app.world_mut().write_message(intent);
    app.update();
}

fn shown(app: &App) -> Vec<u16> {
    app.world()
        .resource::<Collection>()
        .shown(&CardDb::embedded())
}

/// The cards of the card set a deck may hold that `keep` accepts, sorted.
fn expected(keep: impl Fn(&emberdeck::rulesets::hearth::schema::CardDef) -> bool) -> Vec<u16> {
    let db = CardDb::embedded();
    (0..db.len() as u16)
        .filter(|i| {
            let def = &db.get(*i).def;
            def.collectible
                && !def.is_starting_hero()
                && def.kind != CardType::HeroPower
                && keep(def)
        })
        .collect()
}

fn sorted(mut cards: Vec<u16>) -> Vec<u16> {
    cards.sort_unstable();
    cards
}

#[test]
fn the_filters_narrow_the_collection_to_exactly_the_matching_cards() {
    let mut app = app(None);
    let everything = shown(&app);
    assert_eq!(sorted(everything.clone()), expected(|_| true));

    let mage_threes = Filters {
        class: Some(Class::Mage),
        cost: Some(3),
        ..Filters::default()
    };
    send(&mut app, CollectionIntent::Filter(mage_threes));
    let cards = shown(&app);
    let want = expected(|d| d.class == Class::Mage && d.cost == 3);
    assert!(!want.is_empty() && want.len() < everything.len());
    assert_eq!(sorted(cards), want);

    let big_classic_minions = Filters {
        cost: Some(COST_CAP),
        kind: Some(CardType::Minion),
        set: Some("Classic"),
        ..Filters::default()
    };
    send(&mut app, CollectionIntent::Filter(big_classic_minions));
    let want = expected(|d| {
        d.cost >= COST_CAP && d.kind == CardType::Minion && set_of(&d.id) == "Classic"
    });
    assert!(!want.is_empty());
    assert_eq!(sorted(shown(&app)), want);

    let words = Filters {
        search: "FREEZE".into(),
        class: Some(Class::Neutral),
        ..Filters::default()
    };
    send(&mut app, CollectionIntent::Filter(words));
    let want = expected(|d| {
        d.class == Class::Neutral
            && (d.name.to_lowercase().contains("freeze")
                || d.text.to_lowercase().contains("freeze"))
    });
    assert!(!want.is_empty());
    assert_eq!(sorted(shown(&app)), want);
}

#[test]
fn a_third_copy_a_second_legendary_and_another_class_are_refused_with_the_rule() {
    let db = CardDb::embedded();
    let mut app = app(None);
    send(&mut app, CollectionIntent::NewDeck(Class::Mage));
    // Building a Mage deck shows only Mage and neutral cards.
    let offered = shown(&app);
    assert!(
        offered
            .iter()
            .all(|c| matches!(db.get(*c).def.class, Class::Mage | Class::Neutral))
    );
    let common = *offered
        .iter()
        .find(|c| {
            db.get(**c).def.class == Class::Mage && db.get(**c).def.rarity != Rarity::Legendary
        })
        .unwrap();
    for _ in 0..3 {
        send(&mut app, CollectionIntent::Add(common));
    }
    let collection = app.world().resource::<Collection>();
    let draft = collection.draft.as_ref().unwrap();
    assert_eq!(draft.cards, vec![common, common]);
    let reason = refusal(&db, Some(Class::Mage), &[common, common], common).unwrap();
    assert_eq!(
        reason,
        format!("3 copies of {} (at most 2)", db.get(common).def.name)
    );
    assert_eq!(collection.notice.as_deref(), Some(reason.as_str()));

    let legendary = *offered
        .iter()
        .find(|c| db.get(**c).def.rarity == Rarity::Legendary)
        .unwrap();
    send(&mut app, CollectionIntent::Add(legendary));
    send(&mut app, CollectionIntent::Add(legendary));
    let collection = app.world().resource::<Collection>();
    let draft = collection.draft.as_ref().unwrap();
    assert_eq!(draft.cards.iter().filter(|c| **c == legendary).count(), 1);
    assert_eq!(
        collection.notice.as_deref(),
        Some(format!("2 copies of {} (at most 1)", db.get(legendary).def.name).as_str())
    );

    let warrior = expected(|d| d.class == Class::Warrior)[0];
    send(&mut app, CollectionIntent::Add(warrior));
    let collection = app.world().resource::<Collection>();
    assert_eq!(collection.draft.as_ref().unwrap().cards.len(), 3);
    assert_eq!(
        collection.notice.as_deref(),
        Some(format!("{} belongs to another class", db.get(warrior).def.name).as_str())
    );
    // Removing takes one copy out.
    send(&mut app, CollectionIntent::Remove(common));
    let draft = app.world().resource::<Collection>().draft.clone().unwrap();
    assert_eq!(draft.cards, vec![common, legendary]);
}

#[test]
fn a_saved_deck_loads_back_the_same_round_trips_its_code_and_shows_in_the_deck_choice() {
    let db = CardDb::embedded();
    let folder = std::env::temp_dir().join(format!("emberdeck-built-{}", std::process::id()));
    std::fs::remove_dir_all(&folder).ok();
    let mut app = app(Some(folder.clone()));
    send(&mut app, CollectionIntent::NewDeck(Class::Mage));
    // An unfinished deck is not saved: the size rule says why.
    send(&mut app, CollectionIntent::Save);
    let notice = app.world().resource::<Collection>().notice.clone().unwrap();
    assert!(
        notice.contains("a deck holds 30 cards, this one 0"),
        "{notice}"
    );
    // Two of each card down the collection, the way a player clicks, until 30.
    for card in shown(&app) {
        for _ in 0..2 {
            if app
                .world()
                .resource::<Collection>()
                .draft
                .as_ref()
                .unwrap()
                .cards
                .len()
                < 30
            {
                send(&mut app, CollectionIntent::Add(card));
            }
        }
    }
    send(&mut app, CollectionIntent::Rename("Built Mage".into()));
    send(&mut app, CollectionIntent::Save);
    let collection = app.world().resource::<Collection>();
    let draft = collection.draft.clone().unwrap();
    assert_eq!(draft.cards.len(), 30);
    assert!(draft.problems(&db).is_empty(), "{:?}", draft.problems(&db));
    assert!(
        collection
            .notice
            .as_deref()
            .unwrap()
            .starts_with("Saved to"),
        "{:?}",
        collection.notice
    );

    let (decks, errors) = user_decks(&db, &folder);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(decks.len(), 1);
    assert_eq!(decks[0].name, "Built Mage");
    assert_eq!(decks[0].loadout.hero, draft.hero);
    assert_eq!(
        decks[0].loadout.deck, draft.cards,
        "the same cards, in order"
    );

    let file: DeckFile = ron::from_str(&std::fs::read_to_string(&decks[0].file).unwrap()).unwrap();
    let table = DbfTable::embedded();
    let code = code_of_deck(table, &file).unwrap();
    let (back, problems) = deck_from_code(&db, table, &code).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(back.hero, file.hero);
    assert_eq!(
        sorted_ids(back.cards.clone()),
        sorted_ids(file.cards.clone())
    );
    assert_eq!(code_of_deck(table, &back).unwrap(), code);

    // The deck choice lists it, picked, and a fresh read of the folder finds it too.
    let session = app.world().resource::<Session>();
    let at = session
        .decks
        .iter()
        .position(|d| d.name == "Built Mage")
        .unwrap();
    assert_eq!(session.deck, at);
    let fresh = decks_for(&db, &DeckFolder(Some(folder.clone())));
    assert!(
        fresh
            .iter()
            .any(|d| d.name == "Built Mage" && d.class == Class::Mage)
    );

    // Editing it again loads the same list, saving over the same file.
    send(&mut app, CollectionIntent::Close);
    send(&mut app, CollectionIntent::Edit(at));
    let again = app.world().resource::<Collection>().draft.clone().unwrap();
    assert_eq!(again.cards, draft.cards);
    assert_eq!(again.file, draft.file);
    std::fs::remove_dir_all(&folder).ok();
}

fn sorted_ids(mut ids: Vec<String>) -> Vec<String> {
    ids.sort();
    ids
}

#[test]
fn done_asks_before_discarding_an_unsaved_deck() {
    let mut app = app(None);
    let building = |app: &App| app.world().resource::<Collection>().draft.is_some();
    let asking = |app: &App| app.world().resource::<Collection>().leaving;
    // A new deck with nothing in it closes at once: there is nothing to lose.
    send(&mut app, CollectionIntent::NewDeck(Class::Mage));
    send(&mut app, CollectionIntent::Close);
    assert!(!building(&app) && !asking(&app));
    // With a card added, Done asks; keeping on building keeps every card.
    send(&mut app, CollectionIntent::NewDeck(Class::Mage));
    let card = shown(&app)[0];
    send(&mut app, CollectionIntent::Add(card));
    send(&mut app, CollectionIntent::Close);
    assert!(building(&app) && asking(&app));
    send(&mut app, CollectionIntent::KeepBuilding);
    assert!(!asking(&app));
    let cards = |app: &App| {
        app.world()
            .resource::<Collection>()
            .draft
            .as_ref()
            .unwrap()
            .cards
            .clone()
    };
    assert_eq!(cards(&app), vec![card]);
    // Taking the card out again leaves nothing unsaved.
    send(&mut app, CollectionIntent::Remove(card));
    send(&mut app, CollectionIntent::Close);
    assert!(!building(&app));
    // Discard answers the question by closing the deck, its card lost.
    send(&mut app, CollectionIntent::NewDeck(Class::Mage));
    send(&mut app, CollectionIntent::Add(card));
    send(&mut app, CollectionIntent::Close);
    send(&mut app, CollectionIntent::Discard);
    assert!(!building(&app) && !asking(&app));
}
