//! Hidden information: what one seat may not see, and a copy of the game with all of it re-sampled
//! from public knowledge (determinization). Agents search such copies, never the real game, so their
//! choices cannot depend on the opponent's hand, either deck's order or the RNG's future.

use super::game::Game;
use super::reads::Reads;
use super::writes::Writes;
use crate::engine::{EntityId, GameRng, Zone};
use crate::rulesets::hearth::resolution::resolver::Resolver;

impl Game {
    /// A copy of the game as `viewer` could imagine it: the opponent's hand and deck are replaced by
    /// cards drawn from `opponent_prior` (a deck list the viewer assumes, e.g. the shipped deck of
    /// the opponent's class) minus the copies the opponent has already revealed; both decks are
    /// shuffled; the RNG is re-seeded. Counts (hand size, deck size) stay, as they are public.
    /// A position kept for a Rewind is re-sampled the same way.
    pub fn determinized(&self, viewer: u8, opponent_prior: &[u16], seed: u64) -> Game {
        let mut copy = self.determinized_now(viewer, opponent_prior, seed);
        copy.rewind = self.rewind_seen_by(viewer, opponent_prior, seed);
        copy
    }

    /// `determinized` of the position itself (the Rewind copy aside).
    fn determinized_now(&self, viewer: u8, opponent_prior: &[u16], seed: u64) -> Game {
        let mut copy = self.fork();
        let mut rng = GameRng::seeded(seed);
        if opponent_prior.is_empty() {
            copy.reseed(rng.next_u64());
            return copy;
        }
        let opponent = 1 - viewer;
        let hidden: Vec<EntityId> = {
            let p = copy.player(opponent);
            p.hand.iter().chain(p.deck.iter()).copied().collect()
        };
        let mut pool: Vec<u16> = opponent_prior.to_vec();
        for id in copy.revealed_cards(opponent) {
            let def = copy.card(id).def;
            if let Some(i) = pool.iter().position(|d| *d == def) {
                pool.swap_remove(i);
            }
        }
        if pool.is_empty() {
            pool = opponent_prior.to_vec();
        }
        rng.shuffle(&mut pool);
        {
            let mut rules = copy.resolver();
            for (n, &id) in hidden.iter().enumerate() {
                let def = if n < pool.len() {
                    pool[n]
                } else {
                    opponent_prior[rng.below(opponent_prior.len())]
                };
                rules.card_mut(id).def = def;
            }
            rules.reset_all_to_base(&hidden);
        }
        copy.resolver()
            .resample_secrets(opponent, opponent_prior, &mut rng);
        for seat in [viewer, opponent] {
            let mut rules = copy.resolver();
            let mut deck = std::mem::take(&mut rules.player_mut(seat).deck);
            rng.shuffle(&mut deck);
            rules.player_mut(seat).deck = deck;
        }
        copy.reseed(rng.next_u64());
        copy
    }

    /// The definitions of the cards of `seat`'s deck of origin that the other player has seen (on
    /// the table or in the graveyard), with repeats: what an agent may infer the deck from.
    pub fn shown_cards(&self, seat: u8) -> Vec<u16> {
        (self.revealed_cards(seat).into_iter())
            .map(|id| self.card(id).def)
            .collect()
    }

    /// Cards of `seat`'s deck of origin that the other player has seen: on the table or in the
    /// graveyard.
    fn revealed_cards(&self, seat: u8) -> Vec<EntityId> {
        self.entity_ids()
            .skip(3)
            .filter(|id| self.enchantment(*id).is_none())
            .filter(|id| {
                let card = self.card(*id);
                card.owner == seat && matches!(card.zone, Zone::Play | Zone::Graveyard)
            })
            .collect()
    }
}

impl Resolver<'_> {
    /// The opponent's secrets are face down: each becomes a different secret of the assumed deck
    /// list, drawn at random (kept as it is when the list has too few secrets).
    fn resample_secrets(&mut self, seat: u8, prior: &[u16], rng: &mut GameRng) {
        let mut candidates: Vec<u16> = Vec::new();
        for def in prior {
            if self.db().get(*def).def.secret && !candidates.contains(def) {
                candidates.push(*def);
            }
        }
        let secrets = self.player(seat).secrets.clone();
        if candidates.len() < secrets.len() {
            return;
        }
        rng.shuffle(&mut candidates);
        for (id, def) in secrets.into_iter().zip(candidates) {
            self.card_mut(id).def = def;
            self.reset_to_base(id);
        }
    }
}
