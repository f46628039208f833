//! The rulesets built on the engine core. Each one is rules plus RON content.

pub mod hearth;
