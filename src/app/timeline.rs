//! Animation time: the rules resolve at once, the table shows what happened one step at a time.
//! After every resolved action the timeline queues what the rules took (the action, the turn
//! clock's time) and its new log events; it shows them in order at the chosen speed, and input
//! waits until it has caught up. The position on screen is a copy of the game that replays those
//! same inputs as each step comes on screen (the rules are deterministic, so it reaches the live
//! position exactly; a check when the queue drains proves it): no step copies the whole game.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::hearth::intent::Selection;
use super::screen::Screen;
use crate::engine::Rules;
use crate::engine::plugin::AdvanceClock;
use crate::rulesets::hearth::plugin::{ActionResolved, ActiveGame, RulesSystems};
use crate::rulesets::hearth::{Action, Game, Hearth, Reads};

/// How fast the table replays the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Speed {
    /// A pace a person can follow.
    #[default]
    Normal,
    /// Quicker.
    Fast,
    /// No delay at all.
    Instant,
}

impl Speed {
    /// Seconds one resolved action stays on screen before the next.
    pub fn seconds_per_step(self) -> f32 {
        match self {
            Speed::Normal => 0.9,
            Speed::Fast => 0.35,
            Speed::Instant => 0.0,
        }
    }
    /// The next speed, for the toggle key.
    pub fn next(self) -> Speed {
        match self {
            Speed::Normal => Speed::Fast,
            Speed::Fast => Speed::Instant,
            Speed::Instant => Speed::Normal,
        }
    }
}

/// One input the rules took, in the order they took it: what the copy on screen replays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// An action the rules resolved, the player's or the computer's.
    Act(Action),
    /// Thinking time for the turn clock (when the time ran out, the rules ended the turn).
    Clock(u32),
}

impl Input {
    /// Makes `game` take this input as the live game took it.
    fn replay(self, game: &mut Game) {
        match self {
            // It resolved on the live game from the same position, so it resolves here too.
            Input::Act(action) => {
                let _ = Rules::apply(game, &action);
            }
            Input::Clock(milliseconds) => {
                Rules::advance_clock(game, milliseconds);
            }
        }
    }
}

/// One resolved action waiting to be shown: what the rules took for it and its log events.
pub struct Step {
    /// The inputs since the previous step, ending with those that made this step's events.
    pub inputs: Vec<Input>,
    /// Log events `from..to` belong to it.
    pub events: std::ops::Range<usize>,
    /// Whether the computer took it: the table rests on it a while, so a person can follow the
    /// opponent's turn action by action.
    pub by_opponent: bool,
}

/// How much longer than its animation an opponent's step stays on screen, as a share of the
/// speed's time per step (none at instant speed).
const OPPONENT_REST: f32 = 0.8;

/// What the table shows, lagging the rules by the steps still queued.
#[derive(Resource, Default)]
pub struct Timeline {
    /// The position on screen (None: show the live game).
    pub shown: Option<Game>,
    /// The position before the step on screen: a character shows its numbers from it until the
    /// blow of the step lands on it.
    pub before: Option<Game>,
    /// The position the game started from, until its first step is on screen.
    pub start: Option<Game>,
    /// The inputs of the step on screen: `before` takes them when the next step comes, so it
    /// stays one step behind `shown` without a copy.
    before_lags: Vec<Input>,
    /// Inputs the rules took since the last step was queued (the turn clock's time).
    pending: Vec<Input>,
    /// Times the copy on screen was found to differ from the live game and was copied again
    /// (something changed the game outside the rules' messages: a test, the scripted run).
    pub resyncs: u32,
    /// Times a game changed some other way became the new starting point while nothing waited.
    pub restarts: u32,
    /// Log events of the step on screen.
    pub current: std::ops::Range<usize>,
    /// Steps still to show, oldest first.
    pub queue: VecDeque<Step>,
    /// Time the current step has been on screen.
    pub elapsed: f32,
    /// Time the current step stays on screen after its animation (an opponent's step rests).
    pub rest: f32,
    /// Replay speed.
    pub speed: Speed,
}

impl Timeline {
    /// True while steps wait to be shown: input waits too.
    pub fn is_busy(&self) -> bool {
        !self.queue.is_empty()
    }
    /// The position to draw.
    pub fn position<'a>(&'a self, live: &'a Game) -> &'a Game {
        self.shown.as_ref().unwrap_or(live)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Timeline>()
        .add_systems(OnEnter(Screen::Game), reset_timeline)
        .add_systems(
            Update,
            (
                send_thinking_time.before(RulesSystems),
                record_inputs.after(RulesSystems),
                advance_timeline,
            )
                .chain(),
        );
}

/// A new game starts with an empty timeline (the chosen speed stays), from the game's position,
/// and nothing picked up.
fn reset_timeline(
    mut timeline: ResMut<Timeline>,
    mut selection: ResMut<Selection>,
    game: Option<Res<ActiveGame>>,
) {
    let speed = timeline.speed;
    *timeline = Timeline {
        speed,
        start: game.map(|g| g.0.fork()),
        ..Default::default()
    };
    *selection = Selection {
        show_log: selection.show_log,
        ..Default::default()
    };
}

/// Reports the human's thinking time to the rules' turn clock (not while the table replays the
/// log or the computer thinks); a timed-out turn reaches the timeline like any action.
pub fn send_thinking_time(
    time: Res<Time>,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut clock: MessageWriter<AdvanceClock<Hearth>>,
) {
    let Some(game) = game else { return };
    if timeline.is_busy() || game.0.to_act() != crate::app::HUMAN {
        return;
    }
    clock.write(AdvanceClock::new((time.delta_secs() * 1000.0) as u32));
}

/// Queues, for each resolved action, the inputs the rules took for it and its log events. The
/// rules plugin takes the submitted actions first, then the clock's time (which may end the
/// turn); the inputs keep that order. While nothing waits to be shown the copy on screen takes
/// the inputs at once (the clock's time), so it stays the live game; a game changed some other
/// way (a new game, a position a test sets up) becomes the new starting point.
pub fn record_inputs(
    mut resolved: MessageReader<ActionResolved>,
    mut clock: MessageReader<AdvanceClock<Hearth>>,
    game: Option<Res<ActiveGame>>,
    mut timeline: ResMut<Timeline>,
) {
    let Some(game) = game else {
        resolved.clear();
        clock.clear();
        return;
    };
    let mut events: Option<std::ops::Range<usize>> = None;
    let mut inputs = Vec::new();
    for message in resolved.read() {
        events = Some(match events {
            None => message.first_event..message.end_event,
            Some(range) => range.start..message.end_event,
        });
        if !message.by_clock {
            inputs.push(Input::Act(message.action));
        }
    }
    inputs.extend(clock.read().map(|tick| Input::Clock(tick.milliseconds)));
    if let Some(events) = events {
        let by_opponent = game.0.active() != crate::app::HUMAN;
        let mut inputs_of_step = std::mem::take(&mut timeline.pending);
        inputs_of_step.extend(inputs);
        timeline.queue.push_back(Step {
            inputs: inputs_of_step,
            events,
            by_opponent,
        });
        return;
    }
    if timeline.is_busy() {
        timeline.pending.extend(inputs);
        return;
    }
    timeline.take_at_once(&inputs);
    if game.is_changed() && timeline.copy().map(Game::fingerprint) != Some(game.0.fingerprint()) {
        timeline.start_from(&game.0);
    }
}

/// Moves to the next step when the current one has been on screen long enough: `before` catches
/// up with the step that was on screen and `shown` replays the new one. When the last step is on
/// screen the copy must be the live game; if it is not, it is copied again.
pub fn advance_timeline(
    time: Res<Time>,
    game: Option<Res<ActiveGame>>,
    mut timeline: ResMut<Timeline>,
) {
    // Time on screen of the current step drives its animation, even for the last step.
    timeline.elapsed += time.delta_secs();
    let wait = timeline.speed.seconds_per_step();
    while !timeline.queue.is_empty() {
        let first = timeline.shown.is_none() && timeline.current.is_empty();
        if !(first || timeline.elapsed >= wait + timeline.rest) {
            break;
        }
        let step = timeline.queue.pop_front().expect("the queue is not empty");
        let live = game.as_deref().map(|g| &g.0);
        timeline.show(step, live);
        if timeline.queue.is_empty()
            && let Some(live) = live
        {
            timeline.check_against(live);
        }
        if wait > 0.0 {
            break;
        }
    }
}

impl Timeline {
    /// The copy that stands for the live game while nothing waits: the one on screen, or the
    /// starting position before the first step.
    fn copy(&self) -> Option<&Game> {
        self.shown.as_ref().or(self.start.as_ref())
    }

    /// Inputs taken while nothing waits to be shown: the copy takes them now, and `before`
    /// with the next step.
    fn take_at_once(&mut self, inputs: &[Input]) {
        if inputs.is_empty() {
            return;
        }
        if let Some(copy) = self.shown.as_mut().or(self.start.as_mut()) {
            for input in inputs {
                input.replay(copy);
            }
        }
        if self.shown.is_some() {
            self.before_lags.extend_from_slice(inputs);
        }
    }

    /// `game` is the new starting point: the next step is shown from it.
    fn start_from(&mut self, game: &Game) {
        self.restarts += 1;
        self.start = Some(game.fork());
        self.shown = None;
        self.before = None;
        self.before_lags.clear();
        self.pending.clear();
    }

    /// With every step shown the copy on screen is the live game (the clock's time that came
    /// after is not shown yet, and none comes while steps wait). Copies it again if it is not.
    fn check_against(&mut self, live: &Game) {
        let same = self.pending.is_empty()
            && self
                .shown
                .as_ref()
                .is_some_and(|shown| shown.fingerprint() == live.fingerprint());
        if !same {
            warn!("the table's copy of the game differed from the live game; copied again");
            self.shown = Some(live.fork());
            self.pending.clear();
            self.resyncs += 1;
        }
    }

    /// Puts `step` on screen: the copies take its inputs.
    fn show(&mut self, step: Step, live: Option<&Game>) {
        let Timeline {
            shown,
            before,
            start,
            before_lags,
            ..
        } = self;
        match (shown.as_mut(), before.as_mut()) {
            (Some(shown), Some(before)) => {
                for input in before_lags.drain(..) {
                    input.replay(before);
                }
                for input in &step.inputs {
                    input.replay(shown);
                }
            }
            _ => match (start.take(), live) {
                // The first step: both copies start from the game's starting position.
                (Some(base), _) => {
                    let mut after = base.fork();
                    for input in &step.inputs {
                        input.replay(&mut after);
                    }
                    *before = Some(base);
                    *shown = Some(after);
                }
                // No starting position was kept: show the live game (the check when the queue
                // drains puts the copy right).
                (None, Some(live)) => {
                    *before = Some(live.fork());
                    *shown = Some(live.fork());
                }
                (None, None) => return,
            },
        }
        self.before_lags = step.inputs;
        self.current = step.events;
        self.elapsed = 0.0;
        let wait = self.speed.seconds_per_step();
        self.rest = if step.by_opponent {
            wait * OPPONENT_REST
        } else {
            0.0
        };
    }
}

impl Timeline {
    /// The log events of the step on screen (empty when none), clamped to the live log.
    pub fn current_events<'a>(&self, live: &'a Game) -> &'a [crate::rulesets::hearth::LogEvent] {
        let events = live.log().events();
        let end = self.current.end.min(events.len());
        &events[self.current.start.min(end)..end]
    }

    /// How far the step on screen has played, from 0 to 1 (1 at instant speed).
    pub fn progress(&self) -> f32 {
        let wait = self.speed.seconds_per_step();
        if wait <= 0.0 {
            1.0
        } else {
            (self.elapsed / wait).clamp(0.0, 1.0)
        }
    }
}
