//! Fuzzes the hearth card loader with arbitrary card files: it must report errors, never panic,
//! hang or take unbounded memory.
#![no_main]

use emberdeck::cards::SourceFile;
use emberdeck::rulesets::hearth::CardDb;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let file = SourceFile {
        path: "mods/fuzz/cards/fuzz.ron".into(),
        text: text.to_string(),
    };
    let _ = CardDb::load(std::slice::from_ref(&file));
});
