//! Fuzzes the scenario files of every ruleset as `emberdeck scenario` reads them: the header's
//! ruleset is picked, the file parsed, the game built, its actions played and its expectations
//! checked.
#![no_main]

use emberdeck::cards::SourceFile;
use emberdeck::cli::scenario::run_file;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let file = SourceFile {
        path: "fuzz.ron".into(),
        text: text.to_string(),
    };
    let _ = run_file(&file);
});
