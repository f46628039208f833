//! Control, destroy and transform: what takes a card away, changes it or changes its side.

use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardType, Effect, Selector};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::rules::events::Enchant;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::limits::HAND_LIMIT;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::{self, Writes};

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_control(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Destroy { to } => {
                // Area destruction ignores immunity; a chosen or random one does not (8.2).
                let area = match to {
                    Selector::All { .. } => true,
                    Selector::Except(kept, _) => matches!(**kept, Selector::All { .. }),
                    _ => false,
                };
                let mut destroyed = Vec::new();
                for target in self.select(to, ctx) {
                    if !area && self.tags(target).contains(Tags::IMMUNE) {
                        continue;
                    }
                    match self.card(target).zone {
                        Zone::Secret => self.destroy_secret(target),
                        // A card in a hand or deck goes to the graveyard at once (Patchwerk).
                        Zone::Hand | Zone::Deck => self.destroy_unplayed(target),
                        _ => self.destroy(target),
                    }
                    destroyed.push(target);
                }
                self.remember(&destroyed);
            }
            Effect::Transform { to, into } => {
                let mut new = Vec::new();
                for target in self.select(to, ctx) {
                    new.extend(self.transform(target, into.index));
                }
                self.remember(&new);
            }
            Effect::ReturnToHand { to, cost } => {
                let mut returned = Vec::new();
                for target in self.select(to, ctx) {
                    if self.return_to_hand(target) {
                        if *cost != 0 {
                            self.enchant_cost(target, *cost as i16);
                        }
                        returned.push(target);
                    }
                }
                self.remember(&returned);
            }
            Effect::TakeControl {
                to,
                side,
                this_turn,
            } => {
                let seat = ctx.seat_of(*side);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    let from = self.card(target).controller;
                    if self.take_control(target, seat) && *this_turn {
                        self.attach(Enchant {
                            this_turn: true,
                            control_from: Some(from),
                            ..Enchant::on(target)
                        });
                    }
                }
                self.remember(&targets);
            }
            Effect::ForceAttack { attacker, defender } => {
                for attacker in self.select(attacker, ctx) {
                    let Some(defender) = self.select(defender, ctx).first().copied() else {
                        break;
                    };
                    let here = |game: &Self, id: EntityId| {
                        game.card(id).zone == Zone::Play && !game.is_mortally_wounded(id)
                    };
                    if here(self, attacker) && here(self, defender) && !self.is_over() {
                        self.attack(attacker, defender);
                    }
                }
            }
            Effect::Counter => {
                if let Some(spell) = ctx.subject {
                    self.counter(spell);
                }
            }
            Effect::Redirect { to } => {
                let new = self.select(to, ctx).first().copied();
                if new.is_some() && self.state().aimed_at.is_some() {
                    self.state_mut().retarget = new;
                }
                self.remember(&Vec::from_iter(new));
            }
            _ => unreachable!("not a control effect: {effect:?}"),
        }
    }

    /// Transform: a new entity takes the old one's slot; the old one goes to REMOVEDFROMGAME.
    pub(super) fn transform(&mut self, target: EntityId, into: u16) -> Option<EntityId> {
        let seat = self.card(target).controller;
        let slot = self.player(seat).board.iter().position(|m| *m == target)?;
        let new = self.create_card(into, seat, Zone::Play);
        self.card_mut(new).controller = seat;
        self.player_mut(seat).board[slot] = new;
        let count = |rules: &Self, id| u8::from(rules.tags(id).contains(Tags::HAS_AURA));
        let (lost, gained) = (count(self, target), count(self, new));
        {
            let player = self.player_mut(seat);
            player.auras = player.auras - lost + gained;
        }
        self.card_mut(target).zone = Zone::RemovedFromGame;
        self.stamp_play_order(new);
        self.tags_mut(new).insert(Tags::EXHAUSTED);
        self.emit(LogEvent::Transformed { old: target, new });
        self.state_mut().replaced.push((target, new));
        Some(new)
    }

    /// Moves a minion to `seat`'s board (with no room it is destroyed instead); true when it
    /// changed sides.
    fn take_control(&mut self, target: EntityId, seat: u8) -> bool {
        if self.card(target).controller == seat || self.card(target).zone != Zone::Play {
            return false;
        }
        self.change_controller(target, seat)
    }

    /// Back to the owner's hand, reset to its base card (destroyed if the hand is full). True when
    /// it reached the hand.
    pub(in crate::rulesets::hearth) fn return_to_hand(&mut self, target: EntityId) -> bool {
        let card = *self.card(target);
        if card.kind != CardType::Minion {
            return false;
        }
        match card.zone {
            Zone::Play => self.move_out_of_play(target, Zone::SetAside),
            // A deathrattle's "return this to your hand": the minion that just died.
            Zone::Graveyard => {
                writes::remove_id(&mut self.player_mut(card.owner).graveyard, target);
                self.card_mut(target).zone = Zone::SetAside;
            }
            _ => return false,
        }
        self.reset_to_base(target);
        self.card_mut(target).controller = card.owner;
        if self.player(card.owner).hand.len() >= HAND_LIMIT {
            self.burn(card.owner, target);
            false
        } else {
            self.card_mut(target).zone = Zone::Hand;
            self.player_mut(card.owner).hand.push(target);
            self.emit(LogEvent::ReturnedToHand { card: target });
            true
        }
    }

    /// Destroys a card in a hand or deck: out of its list, into the graveyard.
    fn destroy_unplayed(&mut self, card: EntityId) {
        let seat = self.card(card).controller;
        let player = self.player_mut(seat);
        if !writes::remove_id(&mut player.hand, card) {
            writes::remove_id(&mut player.deck, card);
        }
        self.send_to_graveyard(card);
        self.emit(LogEvent::Died { card });
    }
}
