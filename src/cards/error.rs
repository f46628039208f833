//! The one error type of content loading: file, line, column, card and what was expected.

use std::fmt;

use super::SourceFile;

/// A content error a modder can act on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The file, as its path under the content root.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// The card concerned, when the error is inside a card.
    pub card: Option<String>,
    /// What went wrong.
    pub message: String,
}

impl LoadError {
    /// An error at a known card, located by finding its `id:` in the file text.
    pub fn at_card(file: &SourceFile, card: &str, message: impl Into<String>) -> Self {
        let needle = format!("\"{card}\"");
        let offset = file.text.find(&needle).unwrap_or(0);
        let (line, column) = line_column(&file.text, offset);
        Self {
            file: file.path.clone(),
            line,
            column,
            card: Some(card.to_string()),
            message: message.into(),
        }
    }

    /// A content folder without its ruleset's `rules.ron`.
    pub fn missing_rules() -> Self {
        Self {
            file: "rules.ron".into(),
            line: 1,
            column: 1,
            card: None,
            message: "the ruleset's rules.ron is missing".into(),
        }
    }

    /// Converts a RON error whose positions are relative to the slice starting at `offset`.
    pub fn from_ron(
        file: &SourceFile,
        offset: usize,
        error: &ron::error::SpannedError,
        card: Option<String>,
    ) -> Self {
        let (base_line, base_column) = line_column(&file.text, offset);
        let position = error.span.start;
        let line = base_line + position.line.saturating_sub(1);
        let column = if position.line <= 1 {
            base_column + position.col.saturating_sub(1)
        } else {
            position.col
        };
        Self {
            file: file.path.clone(),
            line,
            column,
            card,
            message: error.code.to_string(),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: ", self.file, self.line, self.column)?;
        if let Some(card) = &self.card {
            write!(f, "card {card}: ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for LoadError {}

/// 1-based line and column of a byte offset.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..text.floor_char_boundary(offset)];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, column)
}

/// The first `id: "..."` in a card's text.
pub fn first_card_id(text: &str) -> Option<String> {
    let start = text.find("id:")?;
    let rest = &text[start + 3..];
    let open = rest.find('"')?;
    let close = rest[open + 1..].find('"')?;
    Some(rest[open + 1..open + 1 + close].to_string())
}

/// The last `id: "..."` before a syntax error: the card the error is in.
pub fn card_id_before(text: &str, error: &ron::error::SpannedError) -> Option<String> {
    let position = error.span.start;
    let line_start: usize = text
        .split_inclusive('\n')
        .take(position.line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>()
        .min(text.len());
    // The column counts characters: walk them, so a name with accents never splits a character.
    let line = text[line_start..].split('\n').next().unwrap_or("");
    let within = line
        .char_indices()
        .nth(position.col.saturating_sub(1))
        .map_or(line.len(), |(i, _)| i);
    let before = &text[..line_start + within];
    let start = before.rfind("id:")?;
    first_card_id(&before[start..]).or_else(|| first_card_id(&text[start..]))
}
