//! Animation time: the rules resolve at once, the table shows what happened one step at a time.
//! After every resolved action the timeline keeps a copy of the position and its new log events; it
//! shows them in order at the chosen speed, and input waits until it has caught up.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::hearth::intent::Selection;
use super::screen::Screen;
use crate::engine::plugin::AdvanceClock;
use crate::rulesets::hearth::plugin::{ActionResolved, ActiveGame, RulesSystems};
use crate::rulesets::hearth::{Game, Hearth, Reads};

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

/// One resolved action waiting to be shown: the position after it and its log events.
pub struct Step {
    /// The position after the action.
    pub after: Game,
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
                keep_the_start.before(RulesSystems),
                send_thinking_time.before(RulesSystems),
                record_resolved_actions.after(RulesSystems),
                advance_timeline,
            )
                .chain(),
        );
}

/// A new game starts with an empty timeline (the chosen speed stays) and nothing picked up.
fn reset_timeline(mut timeline: ResMut<Timeline>, mut selection: ResMut<Selection>) {
    let speed = timeline.speed;
    *timeline = Timeline {
        speed,
        ..Default::default()
    };
    *selection = Selection {
        show_log: selection.show_log,
        ..Default::default()
    };
}

/// Until a game's first step is on screen, the timeline keeps a copy of its position as it
/// changes (a new game, a game a test sets up), so that the first step also has a position before
/// it (`Timeline::before`).
fn keep_the_start(game: Option<Res<ActiveGame>>, mut timeline: ResMut<Timeline>) {
    if timeline.shown.is_some() {
        return;
    }
    if let Some(game) = game.filter(|g| g.is_changed()) {
        timeline.start = Some(game.0.fork());
    }
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

/// Queues a copy of the position after each resolved action.
pub fn record_resolved_actions(
    mut resolved: MessageReader<ActionResolved>,
    game: Option<Res<ActiveGame>>,
    mut timeline: ResMut<Timeline>,
) {
    let Some(game) = game else {
        resolved.clear();
        return;
    };
    let mut last = None;
    for message in resolved.read() {
        last = Some(match last {
            None => message.first_event..message.end_event,
            Some(range) => {
                let range: std::ops::Range<usize> = range;
                range.start..message.end_event
            }
        });
    }
    if let Some(events) = last {
        let by_opponent = game.0.active() != crate::app::HUMAN;
        timeline.queue.push_back(Step {
            after: game.0.fork(),
            events,
            by_opponent,
        });
    }
}

/// Moves to the next step when the current one has been on screen long enough.
pub fn advance_timeline(time: Res<Time>, mut timeline: ResMut<Timeline>) {
    // Time on screen of the current step drives its animation, even for the last step.
    timeline.elapsed += time.delta_secs();
    let wait = timeline.speed.seconds_per_step();
    while !timeline.queue.is_empty() {
        let first = timeline.shown.is_none() && timeline.current.is_empty();
        if !(first || timeline.elapsed >= wait + timeline.rest) {
            break;
        }
        let step = timeline.queue.pop_front().expect("the queue is not empty");
        let before = timeline.shown.replace(step.after);
        timeline.before = before.or_else(|| timeline.start.take());
        timeline.current = step.events;
        timeline.elapsed = 0.0;
        timeline.rest = if step.by_opponent {
            wait * OPPONENT_REST
        } else {
            0.0
        };
        if wait > 0.0 {
            break;
        }
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
