//! `emberdeck cards check [DIR]`: validates a content folder (a mod, or the shipped one) and lists
//! every problem with file, line, column and card, without stopping at the first.

use std::path::Path;

use crate::cards::{embedded_files, files_under};
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::decks::load_deck;

/// Checks the hearth content under `dir` (or the embedded content); returns the exit status.
pub fn check(dir: Option<&Path>) -> i32 {
    let files = match dir {
        Some(dir) => match files_under(dir) {
            Ok(files) => files,
            Err(e) => {
                eprintln!("{}: cannot read: {e}", dir.display());
                return 2;
            }
        },
        None => embedded_files("assets/hearth/"),
    };
    let (db, mut errors) = CardDb::load_content(&files);
    let mut decks = 0;
    for file in files.iter().filter(|f| f.path.contains("/decks/")) {
        match load_deck(&db, file) {
            Ok(_) => decks += 1,
            Err(e) => errors.push(e),
        }
    }
    for error in &errors {
        println!("{error}");
    }
    println!(
        "{} cards, {decks} decks, {} problems",
        db.len(),
        errors.len()
    );
    i32::from(!errors.is_empty())
}
