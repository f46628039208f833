//! The headless commands: scenario, simulate, bench, cards. Each prints plain text and returns an
//! exit status.

pub mod arena;
pub mod bench;
pub mod cards;
pub mod dopynion;
pub mod scenario;
pub mod simulate;
