//! The pace of a log replay: which event is on screen, how long it stays and how far it has
//! played, shared by every screen that replays its ruleset's log event by event.

use bevy::prelude::*;

use super::timeline::{Speed, Timeline};
use crate::ai::thinking::AiPlayers;
use crate::engine::Ruleset;

/// Where a replay stands in the log and how long the event on screen has left.
#[derive(Debug, Clone, Copy)]
pub struct Pace<E> {
    /// Log events shown so far.
    pub cursor: usize,
    /// Seconds before the next event is shown.
    pub wait: f32,
    /// The event on screen and how long it stays: screens animate it by [`Pace::progress`].
    pub current: Option<(E, f32)>,
    /// Frames left during which the event on screen stays where it is.
    pub held: u8,
    /// The log index of an event to stop on half-way and hold for a few frames: a still for a
    /// screenshot, whatever the frame rate.
    pub still_at: Option<usize>,
}

impl<E> Default for Pace<E> {
    fn default() -> Self {
        Pace {
            cursor: 0,
            wait: 0.0,
            current: None,
            held: 0,
            still_at: None,
        }
    }
}

/// How many seconds of replay one second of real time plays at `speed`: Normal as written,
/// Fast about three times quicker, Instant without pauses.
pub fn speed_factor(speed: Option<Speed>) -> f32 {
    match speed {
        Some(Speed::Fast) => 2.6,
        Some(Speed::Instant) => 1000.0,
        _ => 1.0,
    }
}

impl<E: Copy> Pace<E> {
    /// How far the event on screen has played, 0 to 1.
    pub fn progress(&self) -> f32 {
        match self.current {
            Some((_, pause)) if pause > 0.0 => (1.0 - self.wait / pause).clamp(0.0, 1.0),
            _ => 1.0,
        }
    }

    /// True when every one of `logged` events is shown and the last one has finished.
    pub fn caught_up(&self, logged: usize) -> bool {
        self.cursor >= logged && self.wait <= 0.0
    }

    /// Lets `seconds` of replay time pass (none while an event is held).
    pub fn tick(&mut self, seconds: f32) {
        if self.held > 0 {
            self.held -= 1;
        } else {
            self.wait -= seconds;
        }
    }

    /// The next event whose time has come, if any. Time spent with nothing left to show is not
    /// banked: the events of the next action play at their own pace instead of all at once.
    pub fn next_due(&mut self, events: &[E]) -> Option<E> {
        if self.held > 0 || self.wait > 0.0 {
            return None;
        }
        let Some(event) = events.get(self.cursor).copied() else {
            self.wait = 0.0;
            return None;
        };
        self.cursor += 1;
        Some(event)
    }

    /// Puts `event` on screen for `pause` seconds (stopping half-way if a still was asked of it).
    pub fn shown(&mut self, event: E, pause: f32) {
        self.wait += pause;
        self.current = Some((event, pause));
        if self.still_at == Some(self.cursor - 1) {
            self.still_at = None;
            self.wait = pause * 0.5;
            self.held = 4;
        }
    }
}

/// Lets `seconds` of replay time pass and puts on screen, through `show`, every event of `events`
/// whose time has come: the one pacing loop of every screen that replays a log.
pub fn play_due<R, G, E: Copy>(
    replay: &mut R,
    game: &G,
    events: &[E],
    seconds: f32,
    pace: fn(&mut R) -> &mut Pace<E>,
    show: fn(&mut R, &G, &E) -> f32,
) {
    pace(replay).tick(seconds);
    while let Some(event) = pace(replay).next_due(events) {
        let pause = show(replay, game, &event);
        pace(replay).shown(event, pause);
    }
}

/// Keeps every AI seat of `R` acting at the player's speed setting: a seat paced for a person to
/// follow at Normal speed acts about three times sooner at Fast and without waiting at Instant,
/// as the replays do.
pub fn opponents_follow_speed<R: Ruleset>(
    timeline: Option<Res<Timeline>>,
    players: Option<ResMut<AiPlayers<R>>>,
) {
    let (Some(timeline), Some(mut players)) = (timeline, players) else {
        return;
    };
    let tempo = speed_factor(Some(timeline.speed));
    for seat in players.bypass_change_detection().0.iter_mut() {
        seat.tempo = tempo;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(pace: &mut Pace<u8>, events: &[u8], seconds: f32) -> Vec<u8> {
        pace.tick(seconds);
        let mut shown = Vec::new();
        while let Some(e) = pace.next_due(events) {
            pace.shown(e, 0.5);
            shown.push(e);
        }
        shown
    }

    #[test]
    fn idle_time_is_not_banked_so_a_new_action_plays_event_by_event() {
        let mut pace = Pace::default();
        assert!(play(&mut pace, &[], 30.0).is_empty());
        // Thirty idle seconds later, three events arrive: one at a time, half a second each.
        let events = [1, 2, 3];
        assert_eq!(play(&mut pace, &events, 0.1), vec![1]);
        assert_eq!(play(&mut pace, &events, 0.2), Vec::<u8>::new());
        assert_eq!(play(&mut pace, &events, 0.3), vec![2]);
        assert!(!pace.caught_up(3));
        assert_eq!(play(&mut pace, &events, 0.5), vec![3]);
        assert_eq!(play(&mut pace, &events, 0.5), Vec::<u8>::new());
        assert!(pace.caught_up(3));
    }

    #[test]
    fn a_still_stops_half_way_through_its_event_for_a_few_frames() {
        let mut pace = Pace {
            still_at: Some(1),
            ..Pace::default()
        };
        let events = [7, 8, 9];
        // A slow frame would show all three at once; the still stops on the second.
        assert_eq!(play(&mut pace, &events, 5.0), vec![7, 8]);
        assert_eq!(pace.progress(), 0.5);
        for _ in 0..4 {
            assert_eq!(play(&mut pace, &events, 5.0), Vec::<u8>::new());
            assert_eq!(pace.progress(), 0.5);
        }
        assert_eq!(play(&mut pace, &events, 5.0), vec![9]);
    }
}
