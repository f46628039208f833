//! What an agent may know beyond the table: the shipped decks of each class, the one that best
//! explains what the opponent has shown used as the prior from which its hidden cards are imagined
//! (the rules' own `DeckPriors`, which determinization uses too), and a simple opening-hand rule.

use crate::rulesets::hearth::schema::Class;
use crate::rulesets::hearth::{Action, DeckPriors, Game, Reads};

/// Public knowledge shared by the hearth agents.
#[derive(Debug, Clone)]
pub struct Knowledge {
    /// Each class's shipped deck lists: the rules' own priors (`DeckPriors`), which
    /// determinization draws the opponent's hidden cards from, so agents and the generic search
    /// imagine the same opponent.
    priors: DeckPriors,
}

impl Knowledge {
    /// Knowledge from the shipped card set and decks.
    pub fn shipped() -> Self {
        Self {
            priors: DeckPriors::shipped(),
        }
    }

    /// The shipped knowledge, built once per process.
    pub fn shared() -> &'static Knowledge {
        static SHARED: std::sync::OnceLock<Knowledge> = std::sync::OnceLock::new();
        SHARED.get_or_init(Knowledge::shipped)
    }

    /// The deck list an agent of `seat` assumes its opponent plays (`DeckPriors::opponent_prior`):
    /// of the shipped decks of the opponent hero's class, the one holding the most of the cards
    /// the opponent has shown, the first one when none tells them apart.
    pub fn opponent_prior(&self, game: &Game, seat: u8) -> &[u16] {
        self.priors.opponent_prior(game, seat)
    }

    /// The shipped deck lists of `class`.
    pub fn decks_of(&self, class: Class) -> &[Vec<u16>] {
        self.priors.decks_of(class)
    }

    /// The opening-hand rule: keep cards that cost 3 or less, replace the rest. Returns the index
    /// of that mulligan among `legal`.
    pub fn mulligan_choice(game: &Game, legal: &[Action]) -> Option<usize> {
        let Some(Action::Mulligan { player, .. }) = legal.first() else {
            return None;
        };
        let hand = &game.player(*player).hand;
        let mut mask = 0u8;
        for (i, card) in hand.iter().enumerate() {
            if game.info(*card).def.cost > 3 {
                mask |= 1 << i;
            }
        }
        legal
            .iter()
            .position(|a| matches!(a, Action::Mulligan { replace, .. } if *replace == mask))
    }

    /// The decisions that need no thinking: the mulligan (by the opening-hand rule) and a single
    /// legal action.
    pub fn obvious_choice(game: &Game, legal: &[Action]) -> Option<usize> {
        if Self::in_mulligan(legal) {
            return Some(Self::mulligan_choice(game, legal).unwrap_or(0));
        }
        (legal.len() == 1).then_some(0)
    }

    /// True when the game waits for a mulligan.
    pub fn in_mulligan(legal: &[Action]) -> bool {
        matches!(legal.first(), Some(Action::Mulligan { .. }))
    }
}

/// The index of the best action by `score` (ties: the first), ignoring actions the copy rejects.
pub fn best_by(
    game: &Game,
    legal: &[Action],
    mut score: impl FnMut(&Game, &Action) -> Option<f32>,
) -> Option<(usize, f32)> {
    let mut best: Option<(usize, f32)> = None;
    for (i, action) in legal.iter().enumerate() {
        if let Some(value) = score(game, action)
            && best.is_none_or(|(_, b)| value > b)
        {
            best = Some((i, value));
        }
    }
    best
}
