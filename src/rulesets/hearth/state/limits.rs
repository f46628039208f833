//! The hard limits of the table (specification 5.4).

/// Hand size limit.
pub const HAND_LIMIT: usize = 10;
/// Board size limit (minions and locations).
pub const BOARD_LIMIT: usize = 7;
/// Mana crystal limit.
pub const MANA_LIMIT: u8 = 10;
/// Secrets a player may have in play at once.
pub const SECRET_LIMIT: usize = 5;
