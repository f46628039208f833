//! The hard limits of the table (specification 5.4).

/// Hand size limit.
pub const HAND_LIMIT: usize = 10;
/// Board size limit (minions and locations).
pub const BOARD_LIMIT: usize = 7;
/// Mana crystal limit.
pub const MANA_LIMIT: u8 = 10;
/// Secrets a player may have in play at once.
pub const SECRET_LIMIT: usize = 5;

/// At the start of this turn the game ends in a draw.
pub const TURN_LIMIT: u16 = 90;
/// Logical time a player has for a turn.
pub const TURN_TIME_MS: u32 = 75_000;
/// The rope burns during the last part of the turn.
pub const ROPE_MS: u32 = 20_000;
