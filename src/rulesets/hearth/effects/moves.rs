//! Effects that move cards between zones wholesale: a minion swapped with one of its owner's hand
//! (Alarm-o-Bot, Shadow Hunter Vol'jin), minions of the hand put into play (Varian Wrynn), a hand
//! replaced by another (Harth Stonebrew) and copies shuffled into the deck (Gang Up). Kept apart
//! from the interpreter's long match so each reads as one step.

use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{Amount, CardType, IconicHand, Selector};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::limits::BOARD_LIMIT;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::{Happened, Writes};

impl Resolver<'_> {
    /// The first minion `minion` selects, in play, goes back to its owner's hand and the first
    /// minion `with` selects in its controller's hand takes its slot, summoned. Nothing happens
    /// without both (the literal "swap": no minion in that hand, no swap).
    pub(in crate::rulesets::hearth) fn swap_with_hand(
        &mut self,
        with: &Selector,
        minion: &Selector,
        ctx: &Ctx,
    ) {
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
    pub(in crate::rulesets::hearth) fn put_into_play(&mut self, to: &Selector, ctx: &Ctx) {
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

    /// The controller's hand leaves the game (no discard) and one of `hands` takes its place:
    /// one of the player's class at random, or any when none is of that class.
    pub(in crate::rulesets::hearth) fn replace_hand(&mut self, hands: &[IconicHand], ctx: &Ctx) {
        if hands.is_empty() {
            return;
        }
        let seat = ctx.controller;
        let class = self.info(self.player(seat).hero).def.class;
        let own: Vec<usize> = (0..hands.len())
            .filter(|i| hands[*i].class == class)
            .collect();
        let pick = if own.is_empty() {
            self.rng().below(hands.len())
        } else {
            own[self.rng().below(own.len())]
        };
        let old = std::mem::take(&mut self.player_mut(seat).hand);
        for card in old {
            self.card_mut(card).zone = Zone::RemovedFromGame;
        }
        let mut given = Vec::new();
        for card in &hands[pick].cards {
            given.extend(self.give_card(seat, card.index));
        }
        self.remember(&given);
    }

    /// New cards of the card of each selected entity, as printed, each shuffled into the
    /// controller's deck at a random place.
    pub(in crate::rulesets::hearth) fn shuffle_copies(
        &mut self,
        of: &Selector,
        count: &Amount,
        ctx: &Ctx,
    ) {
        let seat = ctx.controller;
        let count = self.count(count, ctx);
        let mut added: Vec<EntityId> = Vec::new();
        for original in self.select(of, ctx) {
            let def = self.card(original).def;
            for _ in 0..count {
                let card = self.create_card(def, seat, Zone::Deck);
                let places = self.player(seat).deck.len() + 1;
                let at = self.rng().below(places);
                self.player_mut(seat).deck.insert(at, card);
                added.push(card);
            }
        }
        self.remember(&added);
    }
}
