//! Deck files: a hero and 30 card ids in RON, validated against the card set (known, collectible,
//! of the hero's class or neutral, at most two copies, one of a Legendary).

use serde::Deserialize;

use super::db::CardDb;
use super::schema::{CardType, Class, Rarity, Runes};
use super::setup::Loadout;
use crate::cards::{LoadError, SourceFile, embedded_files, parse_file};

/// Cards in a constructed deck.
pub const DECK_SIZE: usize = 30;

/// A deck as written in RON.
#[derive(Debug, Clone, Deserialize)]
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
}

/// Validates one deck file.
pub fn load_deck(db: &CardDb, file: &SourceFile) -> Result<Deck, LoadError> {
    let raw: DeckFile = parse_file(file)?;
    let hero = db
        .index(&raw.hero)
        .filter(|h| db.get(*h).def.kind == CardType::Hero)
        .ok_or_else(|| LoadError::at_card(file, &raw.hero, "not a known hero card"))?;
    let class = db.get(hero).def.class;
    if raw.cards.len() != DECK_SIZE {
        return Err(LoadError::at_card(
            file,
            &raw.hero,
            format!(
                "a deck holds {DECK_SIZE} cards, this one {}",
                raw.cards.len()
            ),
        ));
    }
    let mut deck = Vec::with_capacity(DECK_SIZE);
    let mut runes = Runes::default();
    for id in &raw.cards {
        let index = db
            .index(id)
            .ok_or_else(|| LoadError::at_card(file, id, "unknown card"))?;
        let def = &db.get(index).def;
        if !def.collectible {
            return Err(LoadError::at_card(file, id, "not a collectible card"));
        }
        if def.class != Class::Neutral && def.class != class {
            return Err(LoadError::at_card(file, id, "belongs to another class"));
        }
        let copies = raw.cards.iter().filter(|c| *c == id).count();
        if copies > 2 {
            return Err(LoadError::at_card(file, id, "more than two copies"));
        }
        if copies > 1 && def.rarity == Rarity::Legendary {
            return Err(LoadError::at_card(file, id, "a Legendary card, twice"));
        }
        let with = runes.max(def.runes);
        if with.total() > Runes::SLOTS {
            let message = format!(
                "needs runes {}: with the deck's {} that makes {}, more than the {} rune slots",
                def.runes.letters(),
                if runes.total() == 0 {
                    "none".to_string()
                } else {
                    runes.letters()
                },
                with.letters(),
                Runes::SLOTS
            );
            return Err(LoadError::at_card(file, id, message));
        }
        runes = with;
        deck.push(index);
    }
    Ok(Deck {
        name: raw.name,
        class,
        loadout: Loadout {
            hero,
            hero_power: None,
            deck,
        },
        runes,
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
