//! `emberdeck deck decode CODE` and `emberdeck deck encode FILE`: hearth deck codes (HearthSim
//! deckstrings) to deck files and back. Decoding prints the deck as a RON deck file (save it in the
//! user decks folder to play it) and every problem it has; the exit status is 1 when it has any.

use std::path::Path;

use crate::cards::{SourceFile, parse_file};
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::deckcode::{DbfTable, code_of_deck, deck_file_text, deck_from_code};
use crate::rulesets::hearth::decks::DeckFile;

/// Prints the deck a code holds and its problems; returns the exit status.
pub fn decode(code: &str) -> i32 {
    let db = CardDb::with_mods();
    match deck_from_code(&db, DbfTable::embedded(), code) {
        Err(e) => {
            eprintln!("{e}");
            2
        }
        Ok((deck, problems)) => {
            print!("{}", deck_file_text(DbfTable::embedded(), &deck));
            for problem in &problems {
                eprintln!("problem: {problem}");
            }
            i32::from(!problems.is_empty())
        }
    }
}

/// Prints the code of a deck file; returns the exit status.
pub fn encode(path: &Path) -> i32 {
    let file = match std::fs::read_to_string(path) {
        Ok(text) => SourceFile {
            path: path.display().to_string(),
            text,
        },
        Err(e) => {
            eprintln!("{}: cannot read: {e}", path.display());
            return 2;
        }
    };
    let deck: DeckFile = match parse_file(&file) {
        Ok(deck) => deck,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    match code_of_deck(DbfTable::embedded(), &deck) {
        Ok(code) => {
            println!("{code}");
            0
        }
        Err(e) => {
            eprintln!("{}: {e}", path.display());
            1
        }
    }
}
