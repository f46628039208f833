//! The rulesets built on the engine core. Each one is rules plus RON content.

pub mod dopynion;
pub mod gods;
pub mod hearth;
pub mod one863;
