//! Loading RON content (cards, decks, levels) with precise errors: every failure names the file,
//! line, column and, where there is one, the card. One bad card never takes the rest down.

mod error;
mod seat;
mod source;

pub use error::{LoadError, card_id_before, first_card_id};
pub use seat::seat_of_two;
pub use source::{SourceFile, embedded_files, files_under};

use ron::value::RawValue;
use serde::de::DeserializeOwned;

/// Parses a whole file as one RON value of type `T`.
pub fn parse_file<T: DeserializeOwned>(file: &SourceFile) -> Result<T, LoadError> {
    ron::from_str(&file.text).map_err(|e| LoadError::from_ron(file, 0, &e, None))
}

/// Parses a file holding a RON list, item by item: an item that fails is reported (with its card id
/// when it has one) and the others still load.
pub fn parse_list<T: DeserializeOwned>(file: &SourceFile) -> (Vec<T>, Vec<LoadError>) {
    let items: Vec<&RawValue> = match ron::from_str(&file.text) {
        Ok(items) => items,
        Err(e) => {
            let card = error::card_id_before(&file.text, &e);
            return (Vec::new(), vec![LoadError::from_ron(file, 0, &e, card)]);
        }
    };
    let mut parsed = Vec::with_capacity(items.len());
    let mut errors = Vec::new();
    for raw in items {
        let text = raw.get_ron();
        let offset = text.as_ptr() as usize - file.text.as_ptr() as usize;
        match raw.into_rust::<T>() {
            Ok(item) => parsed.push(item),
            Err(e) => {
                let card = error::first_card_id(text);
                errors.push(LoadError::from_ron(file, offset, &e, card));
            }
        }
    }
    (parsed, errors)
}

/// Shipped content that must load: the value, or a panic listing every problem (a broken shipped
/// file is a bug of the build, caught by the tests, never a modder's mistake).
pub fn expect_shipped<T>(what: &str, (value, errors): (T, Vec<LoadError>)) -> T {
    assert!(
        errors.is_empty(),
        "shipped {what} must load: {}",
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
    value
}
