//! `emberdeck check [DIR] [--json]` (alias `cards`): validates a mod folder together with the
//! shipped content it builds on, or a whole content folder (one with its own `rules.ron`), and lists
//! every problem with file, line, column and card, without stopping at the first.

use std::path::Path;

use crate::cards::{LoadError, SourceFile, embedded_files, files_under};
use crate::mods::{Mod, files_of};
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::decks::load_deck;

/// The files to check: the shipped content, a whole content folder, or the shipped content with
/// the mod (or mods) in `dir`.
fn files_to_check(dir: Option<&Path>) -> Result<Vec<SourceFile>, String> {
    let Some(dir) = dir else {
        return Ok(embedded_files("assets/hearth/"));
    };
    if !dir.is_dir() {
        return Err(format!("{}: cannot read: not a folder", dir.display()));
    }
    if dir.join("rules.ron").is_file() {
        return files_under(dir).map_err(|e| format!("{}: cannot read: {e}", dir.display()));
    }
    let mods: Vec<Mod> = crate::mods::mods_in(dir);
    if mods.is_empty() {
        return Err(format!(
            "{}: neither a mod (a folder with cards/ or decks/) nor a content folder (with rules.ron)",
            dir.display()
        ));
    }
    let mut files = embedded_files("assets/hearth/");
    files.extend(files_of(&mods, &["cards/", "decks/"]));
    Ok(files)
}

/// Checks and prints; returns the exit status (0 clean, 1 problems, 2 unreadable).
pub fn check(dir: Option<&Path>, json: bool) -> i32 {
    let files = match files_to_check(dir) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
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
        if json {
            println!("{}", problem_json(error));
        } else {
            println!("{error}");
        }
    }
    if !json {
        for notice in db.notices() {
            println!("note: {notice}");
        }
        println!(
            "{} cards, {decks} decks, {} problems",
            db.len(),
            errors.len()
        );
        if dir.is_none() {
            print_reference_coverage(&db);
        }
    }
    i32::from(!errors.is_empty())
}

/// How many of the reference data's collectible cards the shipped set implements, and which it
/// lacks (when the reference data sits beside the repository).
fn print_reference_coverage(db: &CardDb) {
    use crate::rulesets::hearth::reference::{coverage, default_path};
    let Ok(tsv) = std::fs::read_to_string(default_path()) else {
        return;
    };
    match coverage(db, &tsv) {
        Ok(c) => {
            println!(
                "reference: {} of {} collectible cards implemented (hero skins aside)",
                c.implemented, c.collectible
            );
            for (id, name) in &c.missing {
                println!("missing: {id} {name}");
            }
        }
        Err(e) => println!("reference: {e}"),
    }
}

/// One problem as a JSON object.
fn problem_json(error: &LoadError) -> String {
    serde_json::json!({
        "file": error.file,
        "line": error.line,
        "column": error.column,
        "card": error.card,
        "message": error.message,
    })
    .to_string()
}
