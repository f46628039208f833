//! A player number in a two-player file (scenarios of hearth, one863 and gods), checked as the file
//! is read: a third player is refused with its place instead of reaching the rules.

use serde::{Deserialize, Deserializer};

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
