//! Everything a person sees. For now a terminal table: the player picks among the engine's legal
//! actions, the computer plays the other seat, and events are read back from the game log.
//! Nothing here changes rules state except by submitting validated actions.

pub mod describe;
pub mod terminal;
