//! What an agent may know beyond the table: the shipped decks of each class, the one that best
//! explains what the opponent has shown used as the prior from which its hidden cards are imagined,
//! and a simple opening-hand rule.

use crate::rulesets::hearth::Reads;
use std::collections::HashMap;

use crate::rulesets::hearth::decks::shipped_decks;
use crate::rulesets::hearth::schema::Class;
use crate::rulesets::hearth::{Action, CardDb, Game};

/// Public knowledge shared by the hearth agents.
#[derive(Debug, Clone)]
pub struct Knowledge {
    /// Each class's shipped deck lists, in file order (the class's starter deck first).
    priors: HashMap<Class, Vec<Vec<u16>>>,
}

impl Knowledge {
    /// Knowledge from the shipped card set and decks.
    pub fn shipped() -> Self {
        let db = CardDb::with_mods();
        let mut priors: HashMap<Class, Vec<Vec<u16>>> = HashMap::new();
        for deck in shipped_decks(&db) {
            priors
                .entry(deck.class)
                .or_default()
                .push(deck.loadout.deck);
        }
        Self { priors }
    }

    /// The shipped knowledge, built once per process.
    pub fn shared() -> &'static Knowledge {
        static SHARED: std::sync::OnceLock<Knowledge> = std::sync::OnceLock::new();
        SHARED.get_or_init(Knowledge::shipped)
    }

    /// The deck list an agent of `seat` assumes its opponent plays: of the shipped decks of the
    /// opponent hero's class (the hero is public), the one holding the most of the cards the
    /// opponent has shown (played or died), the first one when none tells them apart.
    pub fn opponent_prior(&self, game: &Game, seat: u8) -> &[u16] {
        let hero = game.player(1 - seat).hero;
        let class = game.info(hero).def.class;
        let Some(decks) = self.priors.get(&class) else {
            return &[];
        };
        let shown = game.shown_cards(1 - seat);
        let mut best: (usize, &[u16]) = (0, decks.first().map_or(&[], Vec::as_slice));
        for deck in decks {
            let explained = explained(deck, &shown);
            if explained > best.0 {
                best = (explained, deck);
            }
        }
        best.1
    }

    /// The shipped deck lists of `class`.
    pub fn decks_of(&self, class: Class) -> &[Vec<u16>] {
        self.priors.get(&class).map_or(&[], Vec::as_slice)
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

/// How many of the `shown` cards (card definitions, with repeats) the deck list holds, each copy
/// in the list explaining one shown card.
fn explained(deck: &[u16], shown: &[u16]) -> usize {
    let mut left = deck.to_vec();
    shown
        .iter()
        .filter(|def| match left.iter().position(|d| d == *def) {
            Some(i) => {
                left.swap_remove(i);
                true
            }
            None => false,
        })
        .count()
}
