//! `Reads`: what any dopynion rule may read of a rules world, the same whether it runs in the
//! action driver (`Resolver`), in an observer (`Tableau`, through queries) or on a `Game` (agents,
//! screens, legal actions). Only the base readers differ; everything derived is written once here.

use std::sync::Arc;

use super::components::{Decision, Piles, Seat, Table, Work};
use super::db::{CardDb, CardInfo};
use super::schema::{Card, CardType};

/// The decision a table waits for, if any: the top of the stack.
#[inline]
pub(super) fn pending_of(table: &Table) -> Option<(u8, Decision)> {
    match table.stack.last() {
        Some(Work::Decide { player, decision }) => Some((*player, *decision)),
        _ => None,
    }
}

/// The distinct card kinds of a pile as a bit mask.
pub(super) fn kinds(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |mask, c| mask | 1 << c.0)
}

/// The kinds of a mask, in card order.
pub(super) fn each_kind(mut mask: u64) -> impl Iterator<Item = Card> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros();
            mask &= mask - 1;
            Card(bit as u8)
        })
    })
}

/// Read access to a dopynion rules world.
pub trait Reads {
    /// The table.
    fn table(&self) -> &Table;
    /// A player's piles.
    fn piles(&self, player: u8) -> &Piles;
    /// A player's seat.
    fn seat(&self, player: u8) -> &Seat;
    /// The card set this game plays with.
    fn db(&self) -> &Arc<CardDb>;
    /// How many seats the game has (eliminated players included).
    fn player_count(&self) -> u8;

    /// A card's definition.
    #[inline]
    fn card(&self, card: Card) -> &CardInfo {
        self.db().get(card)
    }

    /// True while the arbiter has not eliminated the player.
    #[inline]
    fn in_game(&self, player: u8) -> bool {
        self.seat(player).eliminated.is_none()
    }

    /// The decision owed now, if resolution waits for one.
    fn pending(&self) -> Option<(u8, Decision)> {
        pending_of(self.table())
    }

    /// Hand kinds that are of `kind`.
    fn hand_kinds_of(&self, player: u8, kind: CardType) -> u64 {
        each_kind(kinds(&self.piles(player).hand))
            .filter(|c| self.card(*c).is(kind))
            .fold(0, |m, c| m | 1 << c.0)
    }

    /// Supply kinds with cards left that cost exactly `cost`.
    fn gainable_at(&self, cost: u8) -> impl Iterator<Item = Card> + '_ {
        self.table()
            .supply
            .iter()
            .filter(move |p| p.count > 0 && self.card(p.card).def.cost == cost)
            .map(|p| p.card)
    }

    /// True when a decision has at least one answer.
    fn has_options(&self, player: u8, decision: Decision) -> bool {
        let hand = &self.piles(player).hand;
        match decision {
            Decision::DiscardDownTo(n) => hand.len() > n as usize,
            Decision::DiscardCount(n) => n > 0 && !hand.is_empty(),
            Decision::DiscardAny(_) | Decision::MayDiscardDeck => true,
            Decision::GainCost { cost, optional } => {
                optional || self.gainable_at(cost).next().is_some()
            }
            Decision::TrashThenGain(_) => !hand.is_empty(),
            Decision::Topdeck(kind) => self.hand_kinds_of(player, kind) != 0,
        }
    }

    /// True when `player`'s hand holds a card of `kind`.
    fn hand_has(&self, player: u8, kind: CardType) -> bool {
        self.piles(player)
            .hand
            .iter()
            .any(|c| self.card(*c).is(kind))
    }
}
