//! The append-only game log: rules append events as they resolve, the presentation layer replays
//! them over animation time, and determinism checks compare logs.

use std::hash::{Hash, Hasher};

/// An append-only list of a ruleset's events. Nothing is ever removed or rewritten.
#[derive(Debug, Clone, PartialEq)]
pub struct GameLog<E> {
    events: Vec<E>,
}

impl<E> Default for GameLog<E> {
    fn default() -> Self {
        Self { events: Vec::new() }
    }
}

impl<E: Hash> GameLog<E> {
    /// An empty log with room for `capacity` events before it reallocates.
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            events: Vec::with_capacity(capacity),
        }
    }
    /// Appends one event.
    #[inline]
    pub fn push(&mut self, event: E) {
        self.events.push(event);
    }
    /// Forgets every event, keeping the room (a pooled world starts a new game).
    pub fn clear(&mut self) {
        self.events.clear();
    }
    /// Makes room for `additional` more events.
    pub fn reserve(&mut self, additional: usize) {
        self.events.reserve(additional);
    }
    /// Every event so far, oldest first.
    pub fn events(&self) -> &[E] {
        &self.events
    }
    /// Events from index `from` on: what a viewer has not replayed yet.
    pub fn since(&self, from: usize) -> &[E] {
        &self.events[from.min(self.events.len())..]
    }
    /// How many events were logged.
    pub fn len(&self) -> usize {
        self.events.len()
    }
    /// True when nothing happened yet.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }
    /// A fingerprint of the whole log, for determinism checks and bug reports.
    pub fn digest(&self) -> u64 {
        let mut hasher = Fingerprint::default();
        self.events.hash(&mut hasher);
        hasher.finish()
    }
}

/// A fast, stable, non-cryptographic hasher (multiply-rotate, as in rustc's FxHash) for
/// fingerprints: determinism checks hash whole logs after every simulated game.
#[derive(Debug, Default, Clone, Copy)]
pub struct Fingerprint(u64);

impl Hasher for Fingerprint {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn write_u32(&mut self, value: u32) {
        self.write_u64(value as u64);
    }
    fn write_u16(&mut self, value: u16) {
        self.write_u64(value as u64);
    }
    fn write_u8(&mut self, value: u8) {
        self.write_u64(value as u64);
    }
    fn write_usize(&mut self, value: usize) {
        self.write_u64(value as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}
