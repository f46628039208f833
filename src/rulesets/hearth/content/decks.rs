//! Deck files: a hero and 30 card ids in RON, validated against the card set (known, collectible,
//! of the hero's class or neutral, at most two copies, one of a Legendary, three rune slots). The
//! rules of a deck's contents live here once (`refusal`); deck files, deck codes and the app's deck
//! builder all ask it.

use serde::Deserialize;

use super::db::CardDb;
use super::schema::{CardType, Class, Rarity, Runes};
use crate::cards::{LoadError, SourceFile, embedded_files, parse_file};
use crate::rulesets::hearth::state::setup::Loadout;

/// Cards in a constructed deck.
pub const DECK_SIZE: usize = 30;

/// A deck as written in RON.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckFile {
    /// Its name in menus.
    pub name: String,
    /// The hero card id.
    pub hero: String,
    /// Card ids; repeat an id for a second copy.
    pub cards: Vec<String>,
}

/// A validated deck.
#[derive(Debug, Clone)]
pub struct Deck {
    /// Its name.
    pub name: String,
    /// The hero's class.
    pub class: Class,
    /// Hero and cards as indices.
    pub loadout: Loadout,
    /// The Death Knight runes its cards take (three slots at most).
    pub runes: Runes,
    /// The file it was read from (`assets/...`, `mods/<name>/...`, or a path in the player's
    /// deck folder), so a screen can tell the player's own decks from the shipped ones.
    pub file: String,
}

/// Why `card` may not join a deck of `class` that already holds `deck`, in the words players
/// read: the deck builder refuses a click with it, and deck files and deck codes report the same
/// reasons. `class: None` (a deck whose hero is unknown) skips the class check. The deck's size is
/// `size_problem`'s.
pub fn refusal(db: &CardDb, class: Option<Class>, deck: &[u16], card: u16) -> Option<String> {
    let def = &db.get(card).def;
    if !def.collectible || def.is_starting_hero() || def.kind == CardType::HeroPower {
        return Some(format!("{} is not a collectible deck card", def.name));
    }
    if let Some(class) = class
        && def.class != Class::Neutral
        && def.class != class
    {
        return Some(format!("{} belongs to another class", def.name));
    }
    let copies = deck.iter().filter(|c| **c == card).count() + 1;
    let most = if def.rarity == Rarity::Legendary {
        1
    } else {
        2
    };
    if copies > most {
        return Some(format!("{copies} copies of {} (at most {most})", def.name));
    }
    let runes = deck
        .iter()
        .fold(Runes::default(), |r, c| r.max(db.get(*c).def.runes));
    let with = runes.max(def.runes);
    if with.total() > Runes::SLOTS {
        return Some(format!(
            "{} needs runes {}: with the deck's {} that makes {}, more than the {} rune slots",
            def.name,
            def.runes.letters(),
            if runes.total() == 0 {
                "none".to_string()
            } else {
                runes.letters()
            },
            with.letters(),
            Runes::SLOTS
        ));
    }
    None
}

/// Every problem of a list of cards for a deck of `class`, each card checked against the cards
/// before it (`refusal`): the card and why.
pub fn problems(db: &CardDb, class: Option<Class>, cards: &[u16]) -> Vec<(u16, String)> {
    cards
        .iter()
        .enumerate()
        .filter_map(|(i, card)| refusal(db, class, &cards[..i], *card).map(|why| (*card, why)))
        .collect()
}

/// The size rule: a deck holds exactly `DECK_SIZE` cards.
pub fn size_problem(len: usize) -> Option<String> {
    (len != DECK_SIZE).then(|| format!("a deck holds {DECK_SIZE} cards, this one {len}"))
}

/// Validates one deck file.
pub fn load_deck(db: &CardDb, file: &SourceFile) -> Result<Deck, LoadError> {
    let raw: DeckFile = parse_file(file)?;
    let hero = db
        .index(&raw.hero)
        .filter(|h| db.get(*h).def.is_starting_hero())
        .ok_or_else(|| LoadError::at_card(file, &raw.hero, "not a known hero card"))?;
    let class = db.get(hero).def.class;
    if let Some(problem) = size_problem(raw.cards.len()) {
        return Err(LoadError::at_card(file, &raw.hero, problem));
    }
    let mut deck = Vec::with_capacity(DECK_SIZE);
    for id in &raw.cards {
        deck.push(
            db.index(id)
                .ok_or_else(|| LoadError::at_card(file, id, "unknown card"))?,
        );
    }
    if let Some((card, why)) = problems(db, Some(class), &deck).into_iter().next() {
        return Err(LoadError::at_card(file, db.id_of(card), why));
    }
    let runes = deck
        .iter()
        .fold(Runes::default(), |r, c| r.max(db.get(*c).def.runes));
    Ok(Deck {
        name: raw.name,
        class,
        loadout: Loadout {
            hero,
            hero_power: None,
            deck,
        },
        runes,
        file: file.path.clone(),
    })
}

/// The decks shipped in the binary, sorted by file name, then those of this run's mods (a broken
/// mod deck, or one that needs a broken or missing card, is reported and left out).
pub fn shipped_decks(db: &CardDb) -> Vec<Deck> {
    let mut decks: Vec<Deck> = embedded_files("assets/hearth/decks/")
        .iter()
        .map(|f| load_deck(db, f).unwrap_or_else(|e| panic!("shipped deck must load: {e}")))
        .collect();
    for file in crate::mods::files_of(crate::mods::active(), &["decks/"]) {
        match load_deck(db, &file) {
            Ok(deck) => decks.push(deck),
            Err(e) => eprintln!("{e}"),
        }
    }
    decks
}

/// The player's own decks: every `.ron` file in `dir`, validated against the card set. A deck that
/// fails is reported (file, line, column, card) and left out; the others load.
pub fn user_decks(db: &CardDb, dir: &std::path::Path) -> (Vec<Deck>, Vec<LoadError>) {
    let Ok(files) = crate::cards::files_under(dir) else {
        return (Vec::new(), Vec::new());
    };
    let mut decks = Vec::new();
    let mut errors = Vec::new();
    for file in &files {
        match load_deck(db, file) {
            Ok(deck) => decks.push(deck),
            Err(e) => errors.push(e),
        }
    }
    (decks, errors)
}

/// Finds a shipped deck by name or class name (case-insensitive).
pub fn find_deck<'a>(decks: &'a [Deck], name: &str) -> Option<&'a Deck> {
    let wanted = name.to_lowercase();
    decks.iter().find(|d| {
        d.name.to_lowercase() == wanted || format!("{:?}", d.class).to_lowercase() == wanted
    })
}
