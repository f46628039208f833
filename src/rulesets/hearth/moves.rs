//! Effects that move cards between zones wholesale: a minion swapped with one of its owner's hand
//! (Alarm-o-Bot, Shadow Hunter Vol'jin) and minions of the hand put into play (Varian Wrynn). Kept
//! apart from the interpreter's long match so each reads as one step.

use super::amounts::Ctx;
use super::limits::BOARD_LIMIT;
use super::reads::Reads;
use super::resolver::Resolver;
use super::schema::{CardType, Selector};
use super::writes::{Happened, Writes};
use crate::engine::Zone;

impl Resolver<'_> {
    /// The first minion `minion` selects, in play, goes back to its owner's hand and the first
    /// minion `with` selects in its controller's hand takes its slot, summoned. Nothing happens
    /// without both (the literal "swap": no minion in that hand, no swap).
    pub(super) fn swap_with_hand(&mut self, with: &Selector, minion: &Selector, ctx: &Ctx) {
        let Some(outgoing) = self.select(minion, ctx).first().copied() else {
            return;
        };
        let card = *self.card(outgoing);
        if card.zone != Zone::Play || card.kind != CardType::Minion {
            return;
        }
        let seat = card.controller;
        let picked = self.select(with, ctx);
        let incoming = picked
            .into_iter()
            .find(|c| self.player(seat).hand.contains(c) && self.card(*c).kind == CardType::Minion);
        let slot = self.player(seat).board.iter().position(|m| *m == outgoing);
        if let (Some(incoming), Some(slot)) = (incoming, slot) {
            self.take_from_hand(seat, incoming);
            self.return_to_hand(outgoing);
            if self.enter_board(seat, incoming, slot) {
                self.fire(Happened::Summoned, seat, Some(incoming));
            }
            self.remember(&[incoming]);
        }
    }

    /// The selected minion cards of the controller's hand are summoned where the effect's
    /// summons go, while the board has room; the rest stay in the hand.
    pub(super) fn put_into_play(&mut self, to: &Selector, ctx: &Ctx) {
        let seat = ctx.controller;
        let mut placed = Vec::new();
        for card in self.select(to, ctx) {
            let in_hand = self.player(seat).hand.contains(&card);
            if !in_hand || self.card(card).kind != CardType::Minion {
                continue;
            }
            if self.player(seat).board.len() >= BOARD_LIMIT {
                break;
            }
            let slot = self.summon_slot(ctx, seat);
            self.take_from_hand(seat, card);
            if self.enter_board(seat, card, slot) {
                self.fire(Happened::Summoned, seat, Some(card));
                placed.push(card);
            }
        }
        self.remember(&placed);
    }
}
