//! Any ruleset's rules as a Bevy plugin: an app holds the game (its own rules world) as the
//! `ActiveGame<R>` resource, sends intents as `SubmitAction<R>` messages, and learns what happened
//! from `ActionResolved<R>` (the span of new log events to animate) or `ActionRejected<R>` (the
//! reason to show). Rules never wait for the app; the app never changes the game but through these.

use std::marker::PhantomData;

use bevy::prelude::*;

use super::rules::Rules;
use super::ruleset::Ruleset;

/// The action type of ruleset `R`.
pub type ActionOf<R> = <<R as Ruleset>::Game as Rules>::Action;

/// Registers ruleset `R`'s messages and the system that resolves submitted actions.
pub struct RulesPlugin<R>(PhantomData<fn() -> R>);

impl<R> Default for RulesPlugin<R> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<R: Ruleset> Plugin for RulesPlugin<R> {
    fn build(&self, app: &mut App) {
        app.add_message::<SubmitAction<R>>()
            .add_message::<ActionResolved<R>>()
            .add_message::<ActionRejected<R>>()
            .add_message::<AdvanceClock<R>>()
            .add_systems(
                Update,
                (resolve_submitted_actions::<R>, resolve_clock_time::<R>)
                    .chain()
                    .in_set(RulesSystems),
            );
    }
}

/// The system set in which intents become rules changes; presentation systems run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct RulesSystems;

/// The game being played, held by the app. Its rules world is separate from the app's world.
#[derive(Resource)]
pub struct ActiveGame<R: Ruleset>(pub R::Game);

impl<R: Ruleset> ActiveGame<R> {
    /// The app now plays `game`.
    pub fn new(game: R::Game) -> Self {
        Self(game)
    }
}

/// An intent from a player or an agent: validated, then resolved at once or rejected.
#[derive(Message)]
pub struct SubmitAction<R: Ruleset>(pub ActionOf<R>);

impl<R: Ruleset> SubmitAction<R> {
    /// The intent to take `action`.
    pub fn new(action: ActionOf<R>) -> Self {
        Self(action)
    }
}

/// An action resolved: log events `first_event..end_event` are new, for the presentation to replay.
#[derive(Message)]
pub struct ActionResolved<R: Ruleset> {
    /// What was done.
    pub action: ActionOf<R>,
    /// Index of the first new log event.
    pub first_event: usize,
    /// One past the last new log event.
    pub end_event: usize,
    /// The rules took it for the player when their turn time ran out (an `AdvanceClock` led to
    /// it), rather than resolving a submitted action: a copy that replays the game's inputs
    /// replays the clock time, not the action.
    pub by_clock: bool,
}

/// An action refused, with the engine's reason; nothing changed.
#[derive(Message)]
pub struct ActionRejected<R: Ruleset> {
    /// What was refused.
    pub action: ActionOf<R>,
    /// Why.
    pub reason: String,
}

/// Thinking time for the turn clock, from the app (which knows when a human is deciding): the
/// rules run the clock, and a turn that times out reaches the app as an `ActionResolved` like any
/// other action. The app never changes the game itself.
#[derive(Message)]
pub struct AdvanceClock<R: Ruleset> {
    /// The time that passed, in milliseconds.
    pub milliseconds: u32,
    _ruleset: PhantomData<fn() -> R>,
}

impl<R: Ruleset> AdvanceClock<R> {
    /// `milliseconds` of thinking time.
    pub fn new(milliseconds: u32) -> Self {
        Self {
            milliseconds,
            _ruleset: PhantomData,
        }
    }
}

/// Runs the active game's turn clock for the time the app reported.
pub fn resolve_clock_time<R: Ruleset>(
    game: Option<ResMut<ActiveGame<R>>>,
    mut time: MessageReader<AdvanceClock<R>>,
    mut resolved: MessageWriter<ActionResolved<R>>,
) {
    let Some(mut game) = game else {
        time.clear();
        return;
    };
    for tick in time.read() {
        let first_event = R::log_len(&game.0);
        if let Some(action) = game.0.advance_clock(tick.milliseconds) {
            resolved.write(ActionResolved {
                action,
                first_event,
                end_event: R::log_len(&game.0),
                by_clock: true,
            });
        }
    }
}

/// Applies every submitted action to the active game, in order.
pub fn resolve_submitted_actions<R: Ruleset>(
    game: Option<ResMut<ActiveGame<R>>>,
    mut submitted: MessageReader<SubmitAction<R>>,
    mut resolved: MessageWriter<ActionResolved<R>>,
    mut rejected: MessageWriter<ActionRejected<R>>,
) {
    let Some(mut game) = game else {
        submitted.clear();
        return;
    };
    for SubmitAction(action) in submitted.read() {
        let first_event = R::log_len(&game.0);
        match game.0.apply(action) {
            Ok(()) => {
                resolved.write(ActionResolved {
                    action: action.clone(),
                    first_event,
                    end_event: R::log_len(&game.0),
                    by_clock: false,
                });
            }
            Err(reason) => {
                rejected.write(ActionRejected {
                    action: action.clone(),
                    reason: reason.0,
                });
            }
        }
    }
}

// Manual impls: a derive would ask `R` itself to be `Clone`/`Copy`, while only the action must be.
impl<R: Ruleset> Clone for ActionResolved<R> {
    fn clone(&self) -> Self {
        Self {
            action: self.action.clone(),
            first_event: self.first_event,
            end_event: self.end_event,
            by_clock: self.by_clock,
        }
    }
}

impl<R: Ruleset> Copy for ActionResolved<R> where ActionOf<R>: Copy {}

impl<R: Ruleset> Clone for ActionRejected<R> {
    fn clone(&self) -> Self {
        Self {
            action: self.action.clone(),
            reason: self.reason.clone(),
        }
    }
}

impl<R: Ruleset> Clone for SubmitAction<R> {
    fn clone(&self) -> Self {
        Self(self.0.clone())
    }
}
