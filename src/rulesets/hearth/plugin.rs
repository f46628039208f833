//! The hearth rules in an app: the engine's generic rules plugin and messages, named for hearth.

use super::Hearth;
use crate::engine::plugin;

pub use crate::engine::plugin::RulesSystems;

/// Registers hearth's rules messages and the system that resolves submitted actions.
pub type HearthRulesPlugin = plugin::RulesPlugin<Hearth>;
/// The hearth game being played.
pub type ActiveGame = plugin::ActiveGame<Hearth>;
/// A hearth intent.
pub type SubmitAction = plugin::SubmitAction<Hearth>;
/// A hearth action resolved, with its span of new log events.
pub type ActionResolved = plugin::ActionResolved<Hearth>;
/// A hearth action refused, with the reason.
pub type ActionRejected = plugin::ActionRejected<Hearth>;
