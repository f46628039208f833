//! The hearth rules as a Bevy plugin: an app holds the game (its own rules world) as a resource,
//! sends intents as `SubmitAction` messages, and learns what happened from `ActionResolved` (the span
//! of new log events to animate) or `ActionRejected` (the reason to show). Rules never wait for the app.

use bevy::prelude::*;

use super::{Action, Game};
use crate::engine::Rules;

/// Registers the rules messages and the system that resolves submitted actions.
pub struct HearthRulesPlugin;

impl Plugin for HearthRulesPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<SubmitAction>()
            .add_message::<ActionResolved>()
            .add_message::<ActionRejected>()
            .add_systems(Update, resolve_submitted_actions.in_set(RulesSystems));
    }
}

/// The system set in which intents become rules changes; presentation systems run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct RulesSystems;

/// The game being played, held by the app. Its rules world is separate from the app's world.
#[derive(Resource)]
pub struct ActiveGame(pub Game);

/// An intent from a player or an agent: validated, then resolved at once or rejected.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubmitAction(pub Action);

/// An action resolved: log events `first_event..end_event` are new, for the presentation to replay.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionResolved {
    /// What was done.
    pub action: Action,
    /// Index of the first new log event.
    pub first_event: usize,
    /// One past the last new log event.
    pub end_event: usize,
}

/// An action refused, with the engine's reason; nothing changed.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct ActionRejected {
    /// What was refused.
    pub action: Action,
    /// Why.
    pub reason: String,
}

/// Applies every submitted action to the active game, in order.
pub fn resolve_submitted_actions(
    game: Option<ResMut<ActiveGame>>,
    mut submitted: MessageReader<SubmitAction>,
    mut resolved: MessageWriter<ActionResolved>,
    mut rejected: MessageWriter<ActionRejected>,
) {
    let Some(mut game) = game else {
        submitted.clear();
        return;
    };
    for SubmitAction(action) in submitted.read() {
        let first_event = game.0.log().len();
        match game.0.apply(action) {
            Ok(()) => {
                resolved.write(ActionResolved {
                    action: *action,
                    first_event,
                    end_event: game.0.log().len(),
                });
            }
            Err(reason) => {
                rejected.write(ActionRejected {
                    action: *action,
                    reason: reason.0,
                });
            }
        }
    }
}
