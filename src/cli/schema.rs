//! `emberdeck schema`: the hearth card language as a JSON schema, derived from the same serde types
//! the loader reads, so an editor can complete and check card files (a card file is a list of
//! cards; RON writes enum variants the way this schema's externally tagged objects name them).

use crate::rulesets::hearth::schema::CardDef;

/// The schema of a card file, as pretty JSON.
pub fn card_file_schema() -> String {
    let schema = schemars::schema_for!(Vec<CardDef>);
    serde_json::to_string_pretty(&schema).expect("a schema always serializes")
}

/// Prints the schema; returns the exit status.
pub fn print() -> i32 {
    println!("{}", card_file_schema());
    0
}
