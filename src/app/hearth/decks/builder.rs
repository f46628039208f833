//! The deck builder's state and what a player's clicks do to it, without any drawing (tests drive
//! it headless): the collection's filters and page, the deck being built, adding a card (refused
//! with the engine's deck rule when it breaks one), removing, naming, saving into the player's deck
//! folder as RON, editing a saved deck, importing and exporting deck codes.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::pool::{self, Filters};
use crate::app::hearth::session::{DeckFolder, Session, card_set};
use crate::app::mod_reload::HearthContent;
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::deckcode::{DbfTable, code_of_deck, deck_file_text, deck_from_code};
use crate::rulesets::hearth::decks::{DECK_SIZE, DeckFile, problems, refusal, size_problem};
use crate::rulesets::hearth::schema::{Class, Runes};

/// A deck being built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// Its name (the file name is made from it when saved).
    pub name: String,
    /// Its hero (card index); the hero's class is the deck's.
    pub hero: u16,
    /// The cards, in the order they were added.
    pub cards: Vec<u16>,
    /// The Death Knight runes it is built for (`None`: any the cards take).
    pub runes: Option<Runes>,
    /// The file it was loaded from, when that file is the player's: saving overwrites it.
    pub file: Option<PathBuf>,
}

impl Draft {
    /// The deck's class.
    pub fn class(&self, db: &CardDb) -> Class {
        db.get(self.hero).def.class
    }

    /// Every problem the deck has now, in the engine's words: each card's (copies, class, runes)
    /// and the size.
    pub fn problems(&self, db: &CardDb) -> Vec<String> {
        let mut out: Vec<String> = problems(db, Some(self.class(db)), &self.cards)
            .into_iter()
            .map(|(_, why)| why)
            .collect();
        out.dedup();
        out.extend(size_problem(self.cards.len()));
        out
    }

    /// The deck as a deck file.
    pub fn file(&self, db: &CardDb) -> DeckFile {
        DeckFile {
            name: self.name.clone(),
            hero: db.id_of(self.hero).to_string(),
            cards: self
                .cards
                .iter()
                .map(|c| db.id_of(*c).to_string())
                .collect(),
        }
    }
}

/// The collection screen's state.
#[derive(Resource, Debug, Default)]
pub struct Collection {
    /// What the grid shows.
    pub filters: Filters,
    /// The page of the grid (clamped by the view to the pages there are).
    pub page: usize,
    /// The deck being built, if any.
    pub draft: Option<Draft>,
    /// The last refusal or what the last save, import or export did, for the player to read.
    pub notice: Option<String>,
    /// The deck code shown after an export.
    pub code: Option<String>,
    /// The deck as last saved or loaded from the player's folder (name and cards); `None` for a
    /// deck that exists nowhere yet (an import, a copy of a shipped deck).
    pub kept: Option<(String, Vec<u16>)>,
    /// Done was pressed with unsaved changes: the panel asks before discarding them.
    pub leaving: bool,
}

impl Collection {
    /// The cards the grid shows now, in order.
    pub fn shown(&self, db: &CardDb) -> Vec<u16> {
        let building = self.draft.as_ref().map(|d| (d.class(db), d.runes));
        pool::shown(db, &self.filters, building)
    }

    /// Whether the deck being built has changes that Done would lose.
    pub fn unsaved(&self) -> bool {
        let Some(draft) = &self.draft else {
            return false;
        };
        match &self.kept {
            Some((name, cards)) => *name != draft.name || *cards != draft.cards,
            None => !draft.cards.is_empty(),
        }
    }
}

/// What a player does on the collection screen (the view's clicks; tests write them directly).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum CollectionIntent {
    /// Show only what these filters let through (back to the first page).
    Filter(Filters),
    /// Turn the grid's page by this many.
    Page(i32),
    /// Start a new deck for this class.
    NewDeck(Class),
    /// Build a Death Knight deck for these runes (`None`: any).
    Runes(Option<Runes>),
    /// Add a card to the deck (refused with the deck rule it would break).
    Add(u16),
    /// Take one copy of a card out of the deck.
    Remove(u16),
    /// Rename the deck.
    Rename(String),
    /// Save the deck into the player's deck folder.
    Save,
    /// Edit a deck of the deck choice (by index into the session's decks); a shipped or mod deck
    /// is copied, and saving writes the copy into the player's folder.
    Edit(usize),
    /// Start a deck from a pasted deck code.
    Import(String),
    /// Show the deck's code.
    Export,
    /// Put the deck away: at once when it is saved, else the panel asks first.
    Close,
    /// Put the deck away, losing its unsaved changes (the answer to Close's question).
    Discard,
    /// Go on building (the other answer).
    KeepBuilding,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Collection>()
        .add_message::<CollectionIntent>()
        .add_systems(Update, apply_intents);
}

/// Applies this frame's intents to the collection (and, after a save, to the deck choice).
fn apply_intents(
    mut intents: MessageReader<CollectionIntent>,
    mut collection: ResMut<Collection>,
    mut session: ResMut<Session>,
    folder: Res<DeckFolder>,
    content: Option<Res<HearthContent>>,
) {
    if intents.is_empty() {
        return;
    }
    let db = card_set(&content);
    for intent in intents.read() {
        apply(&mut collection, &mut session, &folder, &db, intent.clone());
    }
}

/// One intent's effect.
fn apply(
    collection: &mut Collection,
    session: &mut Session,
    folder: &DeckFolder,
    db: &CardDb,
    intent: CollectionIntent,
) {
    let table = DbfTable::embedded();
    match intent {
        CollectionIntent::Filter(filters) => {
            collection.filters = filters;
            collection.page = 0;
        }
        CollectionIntent::Page(by) => {
            collection.page = collection.page.saturating_add_signed(by as isize);
        }
        CollectionIntent::NewDeck(class) => {
            let Some(hero) = pool::hero_of(db, class) else {
                collection.notice = Some("no hero of that class in the card set".into());
                return;
            };
            let name = format!("My {}", crate::app::describe::class_name(class));
            start(
                collection,
                Draft {
                    name,
                    hero,
                    cards: Vec::new(),
                    runes: None,
                    file: None,
                },
            );
        }
        CollectionIntent::Runes(runes) => {
            if let Some(draft) = collection.draft.as_mut() {
                draft.runes = runes;
                collection.page = 0;
            }
        }
        CollectionIntent::Add(card) => {
            let Some(draft) = collection.draft.as_mut() else {
                collection.notice = Some("Choose a class or a deck to build first.".into());
                return;
            };
            let class = draft.class(db);
            let why = if draft.cards.len() >= DECK_SIZE {
                Some(format!("the deck is full: {DECK_SIZE} cards"))
            } else if let Some(runes) = draft.runes
                && !pool::fits_runes(&db.get(card).def, runes)
            {
                Some(format!(
                    "{} needs runes {}, not among the deck's {}",
                    db.get(card).def.name,
                    db.get(card).def.runes.letters(),
                    runes.letters()
                ))
            } else {
                refusal(db, Some(class), &draft.cards, card)
            };
            match why {
                Some(why) => collection.notice = Some(why),
                None => {
                    draft.cards.push(card);
                    collection.notice = None;
                }
            }
        }
        CollectionIntent::Remove(card) => {
            if let Some(draft) = collection.draft.as_mut()
                && let Some(at) = draft.cards.iter().rposition(|c| *c == card)
            {
                draft.cards.remove(at);
                collection.notice = None;
            }
        }
        CollectionIntent::Rename(name) => {
            if let Some(draft) = collection.draft.as_mut() {
                draft.name = name;
            }
        }
        CollectionIntent::Save => save(collection, session, folder, db),
        CollectionIntent::Edit(index) => {
            let Some(deck) = session.decks.get(index) else {
                return;
            };
            let mine = folder
                .0
                .as_deref()
                .filter(|f| Path::new(&deck.file).starts_with(f))
                .map(|_| PathBuf::from(&deck.file));
            let name = if mine.is_some() {
                deck.name.clone()
            } else {
                format!("{} (copy)", deck.name)
            };
            start(
                collection,
                Draft {
                    name,
                    hero: deck.loadout.hero,
                    cards: deck.loadout.deck.clone(),
                    runes: None,
                    file: mine,
                },
            );
        }
        CollectionIntent::Import(code) => match deck_from_code(db, table, &code) {
            Err(e) => collection.notice = Some(e),
            Ok((file, problems)) => {
                let Some(hero) = db.index(&file.hero) else {
                    collection.notice = Some(problems.join("; "));
                    return;
                };
                let cards = file.cards.iter().filter_map(|id| db.index(id)).collect();
                start(
                    collection,
                    Draft {
                        name: "Imported deck".into(),
                        hero,
                        cards,
                        runes: None,
                        file: None,
                    },
                );
                if !problems.is_empty() {
                    collection.notice = Some(problems.join("; "));
                }
            }
        },
        CollectionIntent::Export => {
            if let Some(draft) = &collection.draft {
                match code_of_deck(table, &draft.file(db)) {
                    Ok(code) => collection.code = Some(code),
                    Err(e) => collection.notice = Some(e),
                }
            }
        }
        CollectionIntent::Close if collection.unsaved() => collection.leaving = true,
        CollectionIntent::KeepBuilding => collection.leaving = false,
        CollectionIntent::Close | CollectionIntent::Discard => {
            collection.leaving = false;
            collection.kept = None;
            collection.draft = None;
            collection.code = None;
            collection.notice = None;
            collection.page = 0;
        }
    }
}

/// Makes `draft` the deck being built, on the grid's first page, its class's cards shown.
fn start(collection: &mut Collection, draft: Draft) {
    // A deck of the player's folder, or a new empty one, starts with nothing to lose.
    collection.kept = (draft.file.is_some() || draft.cards.is_empty())
        .then(|| (draft.name.clone(), draft.cards.clone()));
    collection.leaving = false;
    collection.draft = Some(draft);
    collection.code = None;
    collection.notice = None;
    collection.page = 0;
    collection.filters.class = None;
}

/// A file name from a deck name: letters and digits, the rest as `_`.
fn file_name(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    let stem = if stem.is_empty() { "deck".into() } else { stem };
    format!("{stem}.ron")
}

/// Writes the deck into the player's folder (a legal deck only: the deck choice could not play
/// another), then reads the decks again so the deck choice lists it, picked.
fn save(collection: &mut Collection, session: &mut Session, folder: &DeckFolder, db: &CardDb) {
    let Some(draft) = collection.draft.as_mut() else {
        return;
    };
    let problems = draft.problems(db);
    if !problems.is_empty() {
        collection.notice = Some(format!("Not saved: {}", problems.join("; ")));
        return;
    }
    let Some(dir) = folder.0.as_deref() else {
        collection.notice = Some("Not saved: there is no config folder for decks".into());
        return;
    };
    let path = draft
        .file
        .clone()
        .unwrap_or_else(|| dir.join(file_name(&draft.name)));
    let text = deck_file_text(DbfTable::embedded(), &draft.file(db));
    let written = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, text));
    if let Err(e) = written {
        collection.notice = Some(format!("Not saved to {}: {e}", path.display()));
        return;
    }
    draft.file = Some(path.clone());
    let name = draft.name.clone();
    collection.kept = Some((name.clone(), draft.cards.clone()));
    session.reload_decks(db, folder);
    if let Some(at) = session.decks.iter().position(|d| d.name == name) {
        session.deck = at;
    }
    collection.notice = Some(format!("Saved to {}", path.display()));
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn deck_names_make_plain_file_names() {
        assert_eq!(file_name("My Mage: Tempo!"), "my_mage__tempo_.ron");
        assert_eq!(file_name("   "), "deck.ron");
    }
}
