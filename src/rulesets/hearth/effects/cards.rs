//! Cards, hands and decks: drawing, giving, shuffling, discarding and playing cards.

use super::pools::{PoolSpec, Pools};
use crate::engine::Zone;
use crate::rulesets::hearth::content::schema::Effect;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::Targeting;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_cards(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Draw { count, side } => {
                let seat = ctx.seat_of(*side);
                let count = self.count(count, ctx);
                let mut drawn = Vec::new();
                for _ in 0..count {
                    drawn.extend(self.draw(seat));
                    if self.is_over() {
                        break;
                    }
                }
                self.remember(&drawn);
            }
            Effect::DrawMatching {
                kind,
                school,
                race,
                filters,
                count,
            } => {
                let seat = ctx.controller;
                let mut drawn = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    let found = self.player(seat).deck.iter().copied().find(|c| {
                        self.card_fits(*c, *kind, *school, *race)
                            && self.passes_filters(*c, filters)
                    });
                    let Some(card) = found else {
                        break;
                    };
                    drawn.extend(self.draw_card(seat, card));
                }
                self.remember(&drawn);
            }
            Effect::AddToHand { card, count, side } => {
                let seat = ctx.seat_of(*side);
                let mut added = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    added.extend(self.give_card(seat, card.index));
                }
                self.remember(&added);
            }
            Effect::AddCopy { of, side } => {
                let seat = ctx.seat_of(*side);
                let mut added = Vec::new();
                for original in self.select(of, ctx) {
                    let def = self.card(original).def;
                    added.extend(self.give_card(seat, def));
                }
                self.remember(&added);
            }
            Effect::AddRandom {
                pool,
                named,
                query,
                count,
                side,
                distinct,
            } => {
                let seat = ctx.seat_of(*side);
                let spec = PoolSpec {
                    cards: pool,
                    named,
                    query,
                };
                let mut candidates = self.pool_cards(spec, ctx);
                if *distinct {
                    candidates.sort_unstable();
                    candidates.dedup();
                }
                let mut added = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    if candidates.is_empty() {
                        break;
                    }
                    let i = self.rng().below(candidates.len());
                    let pick = if *distinct {
                        candidates.remove(i)
                    } else {
                        candidates[i]
                    };
                    added.extend(self.give_card(seat, pick));
                }
                self.remember(&added);
            }
            Effect::ShuffleIntoDeck { card, count, side } => {
                let seat = ctx.seat_of(*side);
                let mut shuffled = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    shuffled.push(self.shuffle_new_into_deck(seat, card.index));
                }
                self.remember(&shuffled);
            }
            Effect::ShuffleCopy { of, count } => self.shuffle_copies(of, count, ctx),
            Effect::SwapWithHand { with, minion } => self.swap_with_hand(with, minion, ctx),
            Effect::ReplaceHand { hands } => self.replace_hand(hands, ctx),
            Effect::Discard { to } => {
                let mut discarded = Vec::new();
                for card in self.select(to, ctx) {
                    if self.card(card).zone == Zone::Hand {
                        let seat = self.card(card).controller;
                        self.discard(seat, card);
                        discarded.push(card);
                    }
                }
                self.remember(&discarded);
            }
            Effect::DiscardRandom { count } => {
                let mut discarded = Vec::new();
                for _ in 0..self.count(count, ctx) {
                    let len = self.player(ctx.controller).hand.len();
                    if len == 0 {
                        break;
                    }
                    let pick = self.rng().below(len);
                    let card = self.player(ctx.controller).hand[pick];
                    self.discard(ctx.controller, card);
                    discarded.push(card);
                }
                self.remember(&discarded);
            }
            Effect::PutSecretFromDeck => self.put_secret_from_deck(ctx.controller),
            Effect::PlayRandom {
                query,
                pack,
                count,
                while_in_play,
            } => {
                let count = self.count(count, ctx);
                self.play_random(query.as_ref(), *pack, count, *while_in_play, ctx);
            }
            Effect::DeckPortal { growth, .. } => self.open_portal(ctx, *growth),
            _ => unreachable!("not a cards effect: {effect:?}"),
        }
    }
}
