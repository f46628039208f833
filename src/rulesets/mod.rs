//! The rulesets built on the engine core. Each one is rules plus RON content; every `unsafe` their
//! rules need lives in the engine (`engine::card_world`, `engine::lending`), never here.

#![forbid(unsafe_code)]

pub mod dopynion;
pub mod gods;
pub mod hearth;
pub mod one863;
