//! Emberdeck: a data-driven card-game engine on Bevy. The engine core is ruleset-agnostic; each
//! ruleset is a module of rules over a rules world plus RON content. Data flows one way: intent →
//! validated action → rules resolve at once → game log → presentation.

pub mod ai;
pub mod alloc_count;
#[cfg(feature = "app")]
pub mod app;
pub mod cards;
pub mod cli;
pub mod config;
pub mod engine;
pub mod mods;
pub mod rulesets;
pub mod sim;
