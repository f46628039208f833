//! Resolving card effects through the resolution stack: an effect runs, pushes what follows it, and
//! an effect that needs a player's decision leaves it on the stack, so resolution stops until that
//! player answers. Nested lists (EachOther, a revealed treasure's bonus) are one level deep.

use super::components::{Decision, EffectAt, NO_INNER, Work};
use super::reads::Reads;
use super::resolver::Resolver;
use super::schema::{CardType, Effect};
use super::writes::{Writes, list_of};

/// The card types Harvest-like effects tell apart.
const DISTINCT_KINDS: [CardType; 4] = [
    CardType::Treasure,
    CardType::Action,
    CardType::Victory,
    CardType::Curse,
];

impl Resolver<'_> {
    /// Resolves one effect: pushes its continuation, then applies it (which may push more on top).
    pub(super) fn resolve_effect(&mut self, player: u8, at: EffectAt) {
        let db = self.db().clone();
        let list = list_of(&db.get(at.card).def, at.list);
        // The list this effect sits in, its index there, and where the next one would be.
        let (siblings, index, next) = if at.inner == NO_INNER {
            let next = EffectAt {
                outer: at.outer + 1,
                ..at
            };
            (list, at.outer, next)
        } else {
            let next = EffectAt {
                inner: at.inner + 1,
                ..at
            };
            (nested(&list[at.outer as usize]), at.inner, next)
        };
        if (index as usize + 1) < siblings.len() {
            self.table_mut()
                .stack
                .push(Work::Effect { player, at: next });
        }
        self.apply_effect(player, at, &siblings[index as usize]);
    }

    fn apply_effect(&mut self, player: u8, at: EffectAt, effect: &Effect) {
        let decide = |game: &mut Self, decision| {
            game.table_mut()
                .stack
                .push(Work::Decide { player, decision });
        };
        match effect {
            Effect::Cards(n) => self.draw(player, *n as usize),
            Effect::Actions(n) => self.table_mut().actions += n,
            Effect::Buys(n) => self.table_mut().buys += n,
            Effect::Coins(n) => self.table_mut().coins += *n as u16,
            Effect::Gain { card, to } => {
                self.gain(player, card.card, *to);
            }
            Effect::EachOther(inner) => {
                if inner.is_empty() {
                    return;
                }
                let count = self.player_count();
                // Pushed last-to-first so the player on the left resolves first.
                for step in (1..count).rev() {
                    let other = (player + step) % count;
                    if self.in_game(other) {
                        let at = EffectAt { inner: 0, ..at };
                        self.table_mut()
                            .stack
                            .push(Work::Effect { player: other, at });
                    }
                }
            }
            Effect::DiscardDownTo(n) => decide(self, Decision::DiscardDownTo(*n)),
            Effect::DiscardPerEmptyPile => {
                let empty = self.table().empty_piles() as u8;
                if empty > 0 {
                    decide(self, Decision::DiscardCount(empty));
                }
            }
            Effect::DrawPerCardInHand => {
                let count = self.piles(player).hand.len();
                self.draw(player, count);
            }
            Effect::RevealUntil(types) => self.reveal_until(player, types),
            Effect::RevealTrashTreasure { count, spare } => {
                let revealed = self.reveal_top(player, *count as usize);
                let victim = revealed
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| {
                        self.card(**c).is(CardType::Treasure)
                            && !spare.iter().any(|s| s.card == **c)
                    })
                    .max_by_key(|(i, c)| (self.card(**c).def.cost, std::cmp::Reverse(*i)))
                    .map(|(i, _)| i);
                let mut rest = revealed;
                if let Some(i) = victim {
                    let card = rest.remove(i);
                    self.table_mut().trash.push(card);
                    self.emit(super::events::LogEvent::Trashed { player, card });
                }
                self.discard_revealed(player, &rest);
            }
            Effect::TopdeckFromHand(kind) => decide(self, Decision::Topdeck(*kind)),
            Effect::MayDiscardDeck => decide(self, Decision::MayDiscardDeck),
            Effect::DiscardAnyGainCostOfCount => decide(self, Decision::DiscardAny(0)),
            Effect::TrashGainCostPlus(n) => decide(self, Decision::TrashThenGain(*n)),
            Effect::RevealDrawPerType(n) => {
                let revealed = self.reveal_top(player, *n as usize);
                let kinds = DISTINCT_KINDS
                    .iter()
                    .filter(|k| revealed.iter().any(|c| self.card(*c).is(**k)))
                    .count();
                self.draw(player, kinds);
                self.discard_revealed(player, &revealed);
            }
            Effect::RevealTreasureToHand(inner) => {
                let Some(&card) = self.reveal_top(player, 1).first() else {
                    return;
                };
                if self.card(card).is(CardType::Treasure) {
                    self.piles_mut(player).hand.push(card);
                    if !inner.is_empty() {
                        let at = EffectAt { inner: 0, ..at };
                        self.table_mut().stack.push(Work::Effect { player, at });
                    }
                } else {
                    self.piles_mut(player).deck.push(card);
                }
            }
        }
    }

    /// Reveals until a card of one of `types`: it goes to the hand, the others to the discard pile
    /// (after the search, so a reshuffle during it never shuffles them back in).
    fn reveal_until(&mut self, player: u8, types: &[CardType]) {
        let mut set_aside = Vec::new();
        while let Some(&card) = self.reveal_top(player, 1).first() {
            if types.iter().any(|t| self.card(card).is(*t)) {
                self.piles_mut(player).hand.push(card);
                break;
            }
            set_aside.push(card);
        }
        self.discard_revealed(player, &set_aside);
    }
}

/// The nested list of an effect that has one.
fn nested(effect: &Effect) -> &[Effect] {
    match effect {
        Effect::EachOther(inner) | Effect::RevealTreasureToHand(inner) => inner,
        _ => &[],
    }
}
