//! The Play sequence (leave hand, enter play, battlecry phase, after-play phase) for minions, spells,
//! weapons and Hero cards, and the hero power.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CardType;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Happened;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Plays `card` from the active player's hand (already validated).
    pub(in crate::rulesets::hearth) fn play_card(
        &mut self,
        card: EntityId,
        target: Option<EntityId>,
        position: usize,
        choose: Option<u8>,
    ) {
        let seat = self.active();
        let db = self.db().clone();
        let info = db.get(self.card(card).def);
        // A Choose One card runs its chosen option's effects.
        let effects = match choose {
            Some(i) => &db.get(info.def.choose_one[i as usize].index).def.play,
            None => &info.def.play,
        };
        self.state_mut().replaced.clear();
        let cost = self.cost_of(card);
        let in_health = crate::rulesets::hearth::state::costs::pays_in_health(self, card);
        // The cost rules this card used ("the next spell you cast costs less") are spent.
        let used = crate::rulesets::hearth::state::costs::used_up(
            self,
            &self.player(seat).cost_rules,
            card,
        );
        {
            let player = self.player_mut(seat);
            if !in_health {
                player.mana -= cost;
            }
            for index in used.into_iter().rev() {
                player.cost_rules.remove(index);
            }
        }
        // A cost in Health is paid, not dealt: no damage, Immune or Divine Shield do not stop it.
        if in_health && cost > 0 {
            let hero = self.player(seat).hero;
            self.stats_mut(hero).damage += cost as i16;
            self.emit(LogEvent::HealthSpent {
                player: seat,
                amount: cost,
            });
        }
        // Outcast: played from the left- or right-most position of the hand.
        let hand = &self.player(seat).hand;
        if hand.first() == Some(&card) || hand.last() == Some(&card) {
            self.tags_mut(card).insert(Tags::PLAYED_FROM_EDGE);
        }
        self.take_from_hand(seat, card);
        self.emit(LogEvent::Played {
            player: seat,
            card,
            def: self.card(card).def,
            target,
        });
        let is_spell = info.def.kind == CardType::Spell;
        let mut countered = false;
        let mut ctx = crate::rulesets::hearth::state::amounts::Ctx {
            target,
            is_spell,
            amplified: is_spell,
            ..crate::rulesets::hearth::state::amounts::Ctx::of(card, seat)
        };
        match info.def.kind {
            CardType::Minion => {
                self.phase(|game| {
                    game.enter_board(seat, card, position);
                    game.fire(Happened::CardPlayed, seat, Some(card));
                });
                // Its Battlecry triggers twice when it has DoubleBattlecry now, its own or from
                // an aura that reached it as it entered (Brann Bronzebeard).
                let twice = self.tags(card).contains(Tags::DOUBLE_BATTLECRY);
                self.phase(|game| {
                    game.run_effects(effects, &ctx);
                    if twice && !game.is_over() {
                        game.run_effects(effects, &ctx);
                    }
                });
                // A minion that became another during its battlecry is played as the new one.
                let card = self.replacement_of(card);
                // The secret activation phase, then the after-play (after-summon) phase.
                for what in [Happened::MinionPlayed, Happened::PlayedMinionSummoned] {
                    self.phase(|game| {
                        if game.card(card).zone == Zone::Play {
                            game.fire(what, seat, Some(card));
                        }
                    });
                }
            }
            CardType::Spell => {
                countered = self.cast_spell(card, seat, &mut ctx, effects, true);
                if !countered {
                    self.player_mut(seat).spells_cast += 1;
                }
            }
            CardType::Location => {
                self.phase(|game| {
                    game.place_location(seat, card, position);
                    game.fire(Happened::CardPlayed, seat, Some(card));
                });
                self.phase(|game| game.fire(Happened::AfterCardPlayed, seat, Some(card)));
            }
            CardType::Hero => {
                // A Hero card is not a minion: no summon, nothing that watches minions sees it.
                self.phase(|game| {
                    game.become_hero(seat, card);
                    game.fire(Happened::CardPlayed, seat, Some(card));
                });
                self.phase(|game| game.run_effects(effects, &ctx));
                self.phase(|game| game.fire(Happened::AfterCardPlayed, seat, Some(card)));
            }
            CardType::Weapon => {
                self.phase(|game| {
                    game.equip(seat, card);
                    game.fire(Happened::CardPlayed, seat, Some(card));
                });
                self.phase(|game| game.run_effects(effects, &ctx));
                self.phase(|game| game.fire(Happened::AfterCardPlayed, seat, Some(card)));
            }
            _ => {}
        }
        let player = self.player_mut(seat);
        // Overload is owed when the play completes: a countered spell owes none.
        if !countered {
            player.overload_owed += info.def.overload;
        }
        player.cards_played += 1;
        player.last_played = Some(card);
        if info.def.kind == CardType::Minion {
            player.minions_played += 1;
            // Kindred reads these next turn.
            player.races_played |= info.races;
        }
        // Rewind: once the play has resolved (after any choice it opened), keep or rewind.
        let tags = self.tags(card);
        if tags.contains(Tags::REWIND) && !tags.contains(Tags::USED_REWIND) && !self.is_over() {
            self.offer_rewind(seat);
        }
    }

    /// Casts a spell: its cast triggers (one dispatch for "whenever you cast a spell" and "when
    /// you play a card", or only the opponent's Secrets when an effect casts it: `played` false),
    /// which may counter it or give it a new target (Spellbender); then its effects resolve, or
    /// it becomes a Secret, and it goes to the graveyard; a played one then fires "after you
    /// cast". Returns true when it was countered.
    pub(in crate::rulesets::hearth) fn cast_spell(
        &mut self,
        card: EntityId,
        seat: u8,
        ctx: &mut crate::rulesets::hearth::state::amounts::Ctx,
        effects: &[crate::rulesets::hearth::content::schema::Effect],
        played: bool,
    ) -> bool {
        self.card_mut(card).zone = Zone::Play;
        let target = ctx.target;
        self.state_mut().aimed_at = target;
        self.state_mut().retarget = None;
        let what = if played {
            Happened::SpellCast
        } else {
            Happened::EffectCast
        };
        self.phase(|game| game.fire(what, seat, Some(card)));
        let state = self.state_mut();
        let new = state.retarget.take();
        state.aimed_at = None;
        if let Some(new) = new
            && target.is_some_and(|t| t != new)
            && self.card(new).zone == Zone::Play
        {
            self.emit(LogEvent::SpellRedirected { card, target: new });
            ctx.target = Some(new);
        }
        if self.tags(card).contains(Tags::COUNTERED) {
            self.send_to_graveyard(card);
            return true;
        }
        if self.info(card).def.secret {
            self.put_secret(seat, card);
        } else {
            if played {
                self.phase(|game| game.run_effects(effects, ctx));
            } else {
                self.phase(|game| game.run_nested_effects(effects, ctx));
            }
            self.send_to_graveyard(card);
        }
        if played {
            // Also "after you play a card".
            self.phase(|game| game.fire(Happened::AfterSpellCast, seat, Some(card)));
        }
        false
    }

    /// The entity that now stands for `card`, following the transformations since the play began.
    fn replacement_of(&self, mut card: EntityId) -> EntityId {
        while let Some((_, new)) = self.state().replaced.iter().find(|(old, _)| *old == card) {
            card = *new;
        }
        card
    }

    /// Uses the active player's hero power (already validated).
    pub(in crate::rulesets::hearth) fn use_hero_power(&mut self, target: Option<EntityId>) {
        let seat = self.active();
        let power = self.player(seat).hero_power;
        let db = self.db().clone();
        let info = db.get(self.card(power).def);
        {
            let player = self.player_mut(seat);
            player.mana -= info.def.cost;
            player.hero_power_uses += 1;
        }
        self.emit(LogEvent::HeroPowerUsed {
            player: seat,
            target,
        });
        let ctx = crate::rulesets::hearth::state::amounts::Ctx {
            target,
            amplified: true,
            ..crate::rulesets::hearth::state::amounts::Ctx::of(power, seat)
        };
        self.phase(|game| game.run_effects(&info.def.play, &ctx));
    }

    /// The player gives up and loses.
    pub(in crate::rulesets::hearth) fn concede(&mut self, seat: u8) {
        self.emit(LogEvent::Conceded { player: seat });
        self.player_mut(seat).lost = true;
        self.finish(Some(1 - seat));
    }
}
