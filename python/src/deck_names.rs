//! The decks (or teams) a ruleset's players may bring, by the names `new_game(decks=...)` and the
//! command line's `--decks` take: the one thing the engine's contract leaves to each ruleset's
//! content, so each ruleset says it here in one line.

use emberdeck::engine::Ruleset;
use emberdeck::rulesets::dopynion::Dopynion;
use emberdeck::rulesets::gods::Gods;
use emberdeck::rulesets::hearth::Hearth;
use emberdeck::rulesets::hearth::decks::shipped_decks;
use emberdeck::rulesets::one863::One863;

/// A ruleset's deck names, from its content.
pub trait DeckNames: Ruleset {
    /// Every deck (or team) name its games accept, in the content's order.
    fn deck_names(db: &Self::Db) -> Vec<String>;
}

/// The shipped decks, by name (a class name picks its basic deck too).
impl DeckNames for Hearth {
    fn deck_names(db: &Self::Db) -> Vec<String> {
        shipped_decks(db)
            .into_iter()
            .map(|deck| deck.name)
            .collect()
    }
}

/// Every player starts with the same cards: no decks.
impl DeckNames for Dopynion {
    fn deck_names(_db: &Self::Db) -> Vec<String> {
        Vec::new()
    }
}

/// The national teams, by id.
impl DeckNames for One863 {
    fn deck_names(db: &Self::Db) -> Vec<String> {
        db.teams().iter().map(|team| team.id.clone()).collect()
    }
}

/// The pantheons' decks, by id.
impl DeckNames for Gods {
    fn deck_names(db: &Self::Db) -> Vec<String> {
        db.decks().iter().map(|deck| deck.id.clone()).collect()
    }
}
