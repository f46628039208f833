//! Two-player files (scenarios of hearth, one863 and gods): player numbers checked as the file is
//! read, so a third player is refused with its place instead of reaching the rules, and the header
//! every two-player scenario shares.

use serde::{Deserialize, Deserializer};

use super::{LoadError, SourceFile};

/// Reads a player number and refuses anything but 0 and 1 (`#[serde(deserialize_with = ...)]`).
pub fn seat_of_two<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u8, D::Error> {
    let seat = u8::deserialize(deserializer)?;
    if seat > 1 {
        return Err(serde::de::Error::custom(format!(
            "player {seat} does not exist: the players are 0 and 1"
        )));
    }
    Ok(seat)
}

/// The header every two-player scenario shares, checked before its position is built (its
/// `ruleset:` is the scenario harness's, `engine::scenario::check_ruleset`): it sets up exactly
/// two players, and the one to act is 0 or 1.
pub fn check_two_player_header(
    file: &SourceFile,
    ruleset: &str,
    players: usize,
    active: u8,
) -> Result<(), LoadError> {
    let fail = |at: &str, message: String| LoadError::at_card(file, at, message);
    if players != 2 {
        return Err(fail(
            "players",
            format!("{ruleset} has exactly two players, not {players}"),
        ));
    }
    if active > 1 {
        return Err(fail("active", "active must be 0 or 1".into()));
    }
    Ok(())
}
