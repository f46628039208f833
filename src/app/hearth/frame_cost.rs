//! What the table's own systems cost per frame, summed over every system that measures itself, so
//! `emberdeck shots` can report the app's share of a frame apart from rendering.

use std::time::Duration;

use bevy::prelude::*;

use crate::app::screen::Screen;

/// Time the app's own systems spend per frame (the table's drawing, input, windows and motion).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct AppSystemsTime {
    /// Frames measured.
    pub frames: u64,
    /// Total seconds.
    pub total: f64,
    /// The slowest frame, in seconds.
    pub worst: f64,
    /// Seconds measured so far in the frame under way.
    this_frame: f64,
    /// Whether any system measured itself in the frame under way.
    measured: bool,
}

impl AppSystemsTime {
    /// Adds one system's time to the frame under way.
    pub fn add(&mut self, spent: Duration) {
        self.this_frame += spent.as_secs_f64();
        self.measured = true;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AppSystemsTime>()
        .add_systems(Last, close_frame.run_if(in_state(Screen::Game)));
}

/// Counts the frame once all of its systems have run: a frame's cost is the sum of its systems.
fn close_frame(mut timing: ResMut<AppSystemsTime>) {
    if !timing.measured {
        return;
    }
    let seconds = timing.this_frame;
    timing.frames += 1;
    timing.total += seconds;
    timing.worst = timing.worst.max(seconds);
    timing.this_frame = 0.0;
    timing.measured = false;
}
