//! The resolution stack: sequences are made of phases, phases nest, and the death check runs only
//! when the outermost phase ends. Triggered effects wait in a queue until their phase ends; a few
//! (a replacement such as "prevent that damage") jump the queue and resolve at once.

use std::collections::VecDeque;

/// Phase depth plus the queue of triggered work waiting for the current phase to end.
/// `T` is a ruleset's description of one queued trigger.
#[derive(Debug, Clone)]
pub struct ResolutionStack<T> {
    depth: u16,
    /// How many items at the front of the queue must resolve at once (`enqueue_at_once`).
    at_once: u16,
    queue: VecDeque<T>,
}

impl<T> Default for ResolutionStack<T> {
    fn default() -> Self {
        Self {
            depth: 0,
            at_once: 0,
            queue: VecDeque::new(),
        }
    }
}

impl<T> ResolutionStack<T> {
    /// Opens a phase.
    #[inline]
    pub fn open(&mut self) {
        self.depth += 1;
    }
    /// Closes a phase; returns true when it was the outermost one, i.e. a death check is due.
    #[inline]
    pub fn close(&mut self) -> bool {
        self.depth -= 1;
        self.depth == 0
    }
    /// How deeply phases are nested now (0 = between phases).
    pub fn depth(&self) -> u16 {
        self.depth
    }
    /// Queues a trigger to resolve when the current phase ends.
    #[inline]
    pub fn enqueue(&mut self, item: T) {
        self.queue.push_back(item);
    }
    /// The next queued trigger, first in first out (those to resolve at once first).
    #[inline]
    pub fn next_queued(&mut self) -> Option<T> {
        self.at_once = self.at_once.saturating_sub(1);
        self.queue.pop_front()
    }
    /// Queues a trigger ahead of the others, after those already waiting to resolve at once:
    /// the rule that queued it resolves it as soon as the step it interrupted returns.
    pub fn enqueue_at_once(&mut self, item: T) {
        self.queue.insert(self.at_once as usize, item);
        self.at_once += 1;
    }
    /// The next trigger waiting to resolve at once, if any.
    #[inline]
    pub fn next_at_once(&mut self) -> Option<T> {
        if self.at_once == 0 {
            return None;
        }
        self.at_once -= 1;
        self.queue.pop_front()
    }
    /// True when a trigger waits to resolve at once.
    #[inline]
    pub fn has_at_once(&self) -> bool {
        self.at_once != 0
    }
    /// The triggers waiting to resolve at once, in order.
    pub fn waiting_at_once(&self) -> impl Iterator<Item = &T> {
        self.queue.iter().take(self.at_once as usize)
    }
    /// True when no trigger is waiting.
    pub fn queue_is_empty(&self) -> bool {
        self.queue.is_empty()
    }
}
