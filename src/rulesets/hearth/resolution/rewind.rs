//! Rewind ("May be replayed once for a potentially different outcome"). Playing a card with the
//! Rewind keyword keeps a copy of the position before the play (a fork: cheap, and taken only for
//! such a play); once the play has resolved, its player answers a pending choice, Keep or Rewind.
//! Rewind puts the game back as it was before the card was played and plays it again, with the
//! generator as the first outcome left it (new randomness, still a function of the seed and the
//! actions); the second outcome is kept. The log is not rewound: it keeps what happened, then
//! says the play was rewound, and the ids the first outcome used stay taken (their entities are
//! set outside the game), so readers of the log never meet an id that names something else.

use std::sync::Arc;

use super::actions::Action;
use crate::rulesets::hearth::state::components::{ChoiceOutcome, Tags};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::{Game, HoldsWorld, Saved};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Game {
    /// True when `action` must go through `resolve_with_rewind`: the game holds, or once held, a
    /// Rewind card. Every other game pays a bit test and a pointer test per action.
    #[inline]
    pub(in crate::rulesets::hearth) fn may_rewind(&self) -> bool {
        self.rewind.is_some() || self.state().seen.contains(Tags::REWIND)
    }

    /// Resolves a validated action in a game that may rewind: answers a Rewind choice, or keeps
    /// the position before the play of a Rewind card while its choice waits.
    #[inline(never)]
    pub(in crate::rulesets::hearth) fn resolve_with_rewind(&mut self, action: &Action) {
        if self.asks_rewind(action) {
            self.rewind();
            return;
        }
        let point = self.rewind_point(action);
        self.resolver().run_action(*action);
        self.keep_rewind_point(point, action);
    }

    /// Before `action` resolves: a copy of the position when it plays a card with Rewind that
    /// has not been rewound yet (boxed: the common answer, none, stays a pointer).
    fn rewind_point(&self, action: &Action) -> Option<Box<Game>> {
        let Action::Play { card, .. } = *action else {
            return None;
        };
        let tags = self.tags(card);
        let fresh = tags.contains(Tags::REWIND) && !tags.contains(Tags::USED_REWIND);
        fresh.then(|| Box::new(self.fork()))
    }

    /// After an action resolved: the copy is kept while a Rewind choice waits, and let go once it
    /// has been answered.
    fn keep_rewind_point(&mut self, point: Option<Box<Game>>, action: &Action) {
        if point.is_none() && self.rewind.is_none() {
            return;
        }
        let waiting = self
            .state()
            .pending
            .iter()
            .any(|c| c.outcome == ChoiceOutcome::Rewind);
        if !waiting {
            self.rewind = None;
        } else if let Some(before) = point {
            self.rewind = Some(Arc::new(Saved {
                before: *before,
                action: *action,
            }));
        }
    }

    /// True when `action` (already validated) answers the waiting Rewind choice with Rewind.
    fn asks_rewind(&self, action: &Action) -> bool {
        let Action::Choose(index) = *action else {
            return false;
        };
        let Some(choice) = self.state().pending.first() else {
            return false;
        };
        if choice.outcome != ChoiceOutcome::Rewind {
            return false;
        }
        // A choice left waiting past the end of its turn (a turn that timed out in the app) is
        // kept as it is: the game never goes back to an earlier turn.
        let Some(saved) = &self.rewind else {
            return false;
        };
        if saved.before.state().turn != self.state().turn {
            return false;
        }
        let rewind = self.db().rules().timeline.map(|t| t[1]);
        Some(self.card(choice.options[index as usize]).def) == rewind
    }

    /// Puts the game back as it was before the card was played, keeping the log and the
    /// generator, and plays the card again; this play offers no second rewind.
    fn rewind(&mut self) {
        let Some(saved) = self.rewind.take() else {
            return;
        };
        let Action::Play { card, .. } = saved.action else {
            return;
        };
        let mut restored = saved.before.fork_padded(self);
        {
            let now = self.rules_state();
            let state = restored.state_box();
            state.log = now.log.clone();
            state.rng = now.rng.clone();
        }
        {
            let mut rules = restored.resolver();
            let player = rules.active();
            rules.emit(LogEvent::Rewound { player, card });
            rules.tags_mut(card).insert(Tags::USED_REWIND);
        }
        restored.resolver().run_action(saved.action);
        *self = restored;
    }

    /// The Rewind copy as a determinized game sees it: its hidden cards re-sampled too, so a
    /// search that rewinds learns nothing the real position hides.
    pub(in crate::rulesets::hearth) fn rewind_seen_by(
        &self,
        viewer: u8,
        prior: &[u16],
        seed: u64,
    ) -> Option<Arc<Saved>> {
        let saved = self.rewind.as_ref()?;
        Some(Arc::new(Saved {
            before: saved
                .before
                .determinized(viewer, prior, seed ^ 0x5245_5749_4e44),
            action: saved.action,
        }))
    }
}
