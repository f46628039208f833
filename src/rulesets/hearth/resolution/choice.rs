//! Choices a player makes in the middle of the rules: Discover offers up to three different cards
//! of the player's deck, or new cards from the card set (each may first receive a random gift),
//! a battlecry may ask for several different targets one at a time (ChooseTargets), and a card
//! with Rewind asks whether to keep its outcome; nothing else happens until the player picks one
//! (a Choose action).

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardRef, CardType, Effect, Race};
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::components::{ChoiceOutcome, PendingChoice, Tags};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::Game;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::{TargetSource, Targeting};
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Offers up to three deck cards of different card ids matching the filters, chosen at random.
    pub(in crate::rulesets::hearth) fn offer_discover(
        &mut self,
        seat: u8,
        kind: Option<CardType>,
        race: Option<Race>,
        copy: bool,
    ) {
        let mut candidates: Vec<EntityId> = Vec::new();
        let mut seen: Vec<u16> = Vec::new();
        for &card in &self.player(seat).deck {
            let def = self.card(card).def;
            if self.card_fits(card, kind, None, race) && !seen.contains(&def) {
                seen.push(def);
                candidates.push(card);
            }
        }
        let options = self.pick_three(candidates);
        let outcome = if copy {
            ChoiceOutcome::Copy
        } else {
            ChoiceOutcome::Draw
        };
        self.pend_choice(seat, options, outcome);
    }

    /// Offers up to three different cards of `candidates` (card indices), new entities set aside
    /// until the pick, which goes to the hand (Temporary if asked); the others stay set aside.
    /// Returns the offered entities.
    pub(in crate::rulesets::hearth) fn offer_new_cards(
        &mut self,
        seat: u8,
        mut candidates: Vec<u16>,
        temporary: bool,
    ) -> Vec<EntityId> {
        candidates.sort_unstable();
        candidates.dedup();
        let picked = self.pick_three(candidates);
        self.offer_set_aside(seat, &picked, ChoiceOutcome::Give { temporary })
    }

    /// Each offered card receives the `play` of one of `gifts`, drawn for each on its own, with
    /// the card as the gift's `Target` (Raptor Herald's Dark Gifts), before the player picks.
    pub(in crate::rulesets::hearth) fn give_gifts(
        &mut self,
        offered: &[EntityId],
        gifts: &[CardRef],
        ctx: &Ctx,
    ) {
        if gifts.is_empty() {
            return;
        }
        let db = self.db().clone();
        for &card in offered {
            let gift = &gifts[self.rng().below(gifts.len())];
            let inner = Ctx {
                target: Some(card),
                ..*ctx
            };
            self.run_list(&db.get(gift.index).def.play, &inner);
        }
    }

    /// Asks `seat` whether to keep the outcome of the card just played or to rewind it: the
    /// options are new tokens of `rules.ron`'s `keep_timeline` and `rewind_timeline`, in that
    /// order (nothing is asked when the rules name none).
    pub(in crate::rulesets::hearth) fn offer_rewind(&mut self, seat: u8) {
        let timeline = self.db().rules().timeline;
        if let Some(timeline) = timeline {
            self.offer_set_aside(seat, &timeline, ChoiceOutcome::Rewind);
        }
    }

    /// Offers every card of `pool` to summon (Totemic Slam): each option is a new entity set
    /// aside until the pick; the others stay set aside.
    pub(in crate::rulesets::hearth) fn offer_summon(&mut self, seat: u8, pool: &[u16]) {
        self.offer_set_aside(seat, pool, ChoiceOutcome::Summon);
    }

    /// Offers `count` cards of `seat`'s deck at random (copies of one card may be offered
    /// together: the player looks at cards, not at card ids); the pick goes on top of the deck.
    pub(in crate::rulesets::hearth) fn offer_deck_top(&mut self, seat: u8, count: u8) {
        let candidates = self.player(seat).deck.clone();
        let options = self.pick_some(candidates, count as usize);
        self.pend_choice(seat, options, ChoiceOutcome::OnTop);
    }

    /// Up to three of `candidates`, drawn at random without repeats.
    fn pick_three<T>(&mut self, candidates: Vec<T>) -> Vec<T> {
        self.pick_some(candidates, 3)
    }

    /// Up to `n` of `candidates`, drawn at random without repeats.
    fn pick_some<T>(&mut self, mut candidates: Vec<T>, n: usize) -> Vec<T> {
        let mut picked = Vec::with_capacity(n);
        while picked.len() < n && !candidates.is_empty() {
            let i = self.rng().below(candidates.len());
            picked.push(candidates.swap_remove(i));
        }
        picked
    }

    /// Offers new entities of the cards `defs`, set aside until the pick; returns them.
    fn offer_set_aside(&mut self, seat: u8, defs: &[u16], outcome: ChoiceOutcome) -> Vec<EntityId> {
        if defs.is_empty() {
            return Vec::new();
        }
        let options: Vec<EntityId> = defs
            .iter()
            .map(|def| self.create_card(*def, seat, Zone::SetAside))
            .collect();
        self.pend_choice(seat, options.clone(), outcome);
        options
    }

    /// Says what is offered and waits for the player's pick; nothing is offered when there are
    /// no options.
    fn pend_choice(&mut self, seat: u8, options: Vec<EntityId>, outcome: ChoiceOutcome) {
        if options.is_empty() {
            return;
        }
        self.emit(LogEvent::Offered {
            player: seat,
            count: options.len() as u8,
        });
        self.state_mut().pending.push(PendingChoice {
            player: seat,
            options,
            outcome,
            picked: Vec::new(),
        });
    }

    /// Offers the characters `source`'s `ChooseTargets` (the `effect`-th of its play) may pick
    /// that are not in `picked`: valid battlecry targets, not dying. Nothing is offered when none
    /// is left or `count` is 0.
    pub(in crate::rulesets::hearth) fn offer_targets(
        &mut self,
        seat: u8,
        source: EntityId,
        effect: u8,
        count: u8,
        picked: Vec<EntityId>,
    ) {
        let Some(Effect::ChooseTargets {
            group,
            side,
            filters,
            ..
        }) = self.info(source).def.play.get(effect as usize)
        else {
            return;
        };
        let (group, side, filters) = (*group, *side, filters.clone());
        let mut options = self.characters(seat, group, side);
        options.retain(|t| {
            !picked.contains(t)
                && self.can_target(seat, TargetSource::Battlecry, *t)
                && self.passes_filters(*t, &filters)
                && !self.is_mortally_wounded(*t)
        });
        if count == 0 || options.is_empty() {
            return;
        }
        let outcome = ChoiceOutcome::Target {
            source,
            effect,
            left: count - 1,
        };
        self.pend_choice(seat, options, outcome);
        if let Some(choice) = self.state_mut().pending.last_mut() {
            choice.picked = picked;
        }
    }

    /// Answers the oldest pending choice with option `index` (already validated).
    pub(in crate::rulesets::hearth) fn choose(&mut self, index: usize) {
        let choice = self.state_mut().pending.remove(0);
        let card = choice.options[index];
        let seat = choice.player;
        self.emit(LogEvent::Chosen { player: seat, card });
        match choice.outcome {
            ChoiceOutcome::Copy => {
                let def = self.card(card).def;
                self.give_card(seat, def);
            }
            // A pick offered from the deck may have left it since (another effect of the same
            // play drew it: Yogg-Saron's next spell): then nothing is drawn or moved.
            ChoiceOutcome::Draw => {
                if self.player(seat).deck.contains(&card) {
                    self.draw_card(seat, card);
                }
            }
            // A gift may send the pick on top of the deck instead (Sweet Dreams).
            ChoiceOutcome::Give { .. } if self.tags(card).contains(Tags::DISCOVERED_ON_TOP) => {
                self.card_mut(card).zone = Zone::Deck;
                self.player_mut(seat).deck.insert(0, card);
            }
            ChoiceOutcome::Give { temporary } => {
                if temporary {
                    self.tags_mut(card).insert(Tags::TEMPORARY);
                }
                self.hand_over(seat, card);
            }
            // Keeping changes nothing; rewinding is answered by the game before this (`rewind`).
            ChoiceOutcome::Rewind => {}
            ChoiceOutcome::OnTop => {
                let deck = &mut self.player_mut(seat).deck;
                if crate::rulesets::hearth::state::writes::remove_id(deck, card) {
                    deck.insert(0, card);
                }
            }
            ChoiceOutcome::Target {
                source,
                effect,
                left,
            } => {
                let Some(Effect::ChooseTargets { effects, .. }) =
                    self.info(source).def.play.get(effect as usize)
                else {
                    return;
                };
                let effects = effects.clone();
                let ctx = Ctx {
                    target: Some(card),
                    ..Ctx::of(source, seat)
                };
                self.phase(|game| game.run_effects(&effects, &ctx));
                let mut picked = choice.picked;
                picked.push(card);
                if left > 0 && !self.is_over() {
                    self.offer_targets(seat, source, effect, left, picked);
                }
            }
            ChoiceOutcome::Summon => self.phase(|game| {
                let slot = game.player(seat).board.len();
                if game.enter_board(seat, card, slot) {
                    game.fire(
                        crate::rulesets::hearth::state::writes::Happened::Summoned,
                        seat,
                        Some(card),
                    );
                }
            }),
        }
    }
}

impl Game {
    /// The choice waiting for an answer, if any.
    pub fn pending_choice(&self) -> Option<&PendingChoice> {
        self.state().pending.first()
    }
}
