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
    /// Appends one event.
    #[inline]
    pub fn push(&mut self, event: E) {
        self.events.push(event);
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
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.events.hash(&mut hasher);
        hasher.finish()
    }
}
