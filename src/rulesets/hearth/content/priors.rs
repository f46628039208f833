//! What anyone may know of a hearth opponent's hidden cards: the shipped decks of each class, and
//! of those the one that best explains what the opponent has shown. Determinization
//! (`Ruleset::determinize`, `Game::determinized`) re-draws the opponent's hand, deck and secrets
//! from that list; it lives with the rules because it is public content the core needs, and the
//! agents' `ai::hearth::Knowledge` reads it from here.

use std::collections::HashMap;

use super::decks::shipped_decks;
use super::schema::Class;
use crate::rulesets::hearth::{CardDb, Game, Reads};

/// The shipped deck lists of each class: the priors from which hidden cards are imagined.
#[derive(Debug, Clone)]
pub struct DeckPriors {
    /// Each class's shipped deck lists, in file order (the class's starter deck first).
    priors: HashMap<Class, Vec<Vec<u16>>>,
}

impl DeckPriors {
    /// The priors from the shipped card set and decks (mods' decks included).
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

    /// The shipped priors, built once per process: determinizing runs thousands of times a
    /// decision and must not load content each time.
    pub fn shared() -> &'static DeckPriors {
        static SHARED: std::sync::OnceLock<DeckPriors> = std::sync::OnceLock::new();
        SHARED.get_or_init(DeckPriors::shipped)
    }

    /// The deck list a player in `seat` assumes its opponent plays: of the shipped decks of the
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
