//! Fuzzes the hearth deck loader (against the shipped cards) with arbitrary deck files.
#![no_main]

use emberdeck::cards::SourceFile;
use emberdeck::rulesets::hearth::CardDb;
use emberdeck::rulesets::hearth::decks::load_deck;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let file = SourceFile {
        path: "mods/fuzz/decks/fuzz.ron".into(),
        text: text.to_string(),
    };
    let _ = load_deck(&CardDb::embedded(), &file);
});
