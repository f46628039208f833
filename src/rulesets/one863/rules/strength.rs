//! Duel strengths: ATT is the attacker's VAEP plus its position's attack bonus; DEF is the
//! blocker's VAEP plus its position's defence bonus plus the best support bonus of another face-up
//! card of its field (the CM's flat +1). The boost is added by the block. No momentum bonus.

use super::pitch::Pitch;
use crate::rulesets::one863::components::{Footballer, Slot, Stance, Table};
use crate::rulesets::one863::db::TeamDb;
use crate::rulesets::one863::game::Game;

/// What measuring a duel reads: the rules observers read through `Pitch`, agents through `Game`.
pub trait DuelView {
    /// The table.
    fn table(&self) -> &Table;
    /// A card's facts.
    fn footballer(&self, slot: Slot) -> Footballer;
    /// A card's stance.
    fn stance(&self, slot: Slot) -> Stance;
    /// The content.
    fn db(&self) -> &TeamDb;
}

impl DuelView for Pitch<'_> {
    fn table(&self) -> &Table {
        self.table()
    }
    fn footballer(&self, slot: Slot) -> Footballer {
        Pitch::footballer(self, slot)
    }
    fn stance(&self, slot: Slot) -> Stance {
        Pitch::stance(self, slot)
    }
    fn db(&self) -> &TeamDb {
        self.db()
    }
}

impl DuelView for Game {
    fn table(&self) -> &Table {
        Game::table(self)
    }
    fn footballer(&self, slot: Slot) -> Footballer {
        Game::footballer(self, slot)
    }
    fn stance(&self, slot: Slot) -> Stance {
        Game::stance(self, slot)
    }
    fn db(&self) -> &TeamDb {
        Game::db(self)
    }
}

/// ATT of `attacker`.
pub fn attack(view: &impl DuelView, attacker: Slot) -> i8 {
    let card = view.footballer(attacker);
    card.vaep + view.db().rules.positions[card.position as usize].attack
}

/// DEF of `blocker` before any boost.
pub fn defence(view: &impl DuelView, blocker: Slot) -> i8 {
    let card = view.footballer(blocker);
    let positions = &view.db().rules.positions;
    let support = view.table().sides[card.side as usize]
        .field
        .iter()
        .filter(|s| **s != blocker && !view.stance(**s).flipped)
        .map(|s| positions[view.footballer(*s).position as usize].support)
        .max()
        .unwrap_or(0)
        .max(0);
    card.vaep + positions[card.position as usize].defence + support
}
