//! The resolution stack: sequences are made of phases, phases nest, and the death check runs only
//! when the outermost phase ends. Triggered effects wait in a queue until their phase ends.

use std::collections::VecDeque;

/// Phase depth plus the queue of triggered work waiting for the current phase to end.
/// `T` is a ruleset's description of one queued trigger.
#[derive(Debug, Clone)]
pub struct ResolutionStack<T> {
    depth: u16,
    queue: VecDeque<T>,
}

impl<T> Default for ResolutionStack<T> {
    fn default() -> Self {
        Self {
            depth: 0,
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
    /// The next queued trigger, first in first out.
    #[inline]
    pub fn next_queued(&mut self) -> Option<T> {
        self.queue.pop_front()
    }
    /// True when no trigger is waiting.
    pub fn queue_is_empty(&self) -> bool {
        self.queue.is_empty()
    }
}
