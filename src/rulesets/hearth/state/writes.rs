//! `Writes`: the changes both kinds of rules make, whether they run in a resolution
//! (`Resolver`) or in an observer (`Table`): moving cards between zones, ending an enchantment,
//! stamping play order, and queueing the triggers of cards that react to what happened.

use super::amounts::{Ctx, Quantities};
use super::components::{CardState, Enchantment, GameState, PlayerState, Stats, Tags};
use super::events::LogEvent;
use super::game::{QueuedTrigger, RulesState};
use super::reads::Reads;
use super::targeting::Targeting;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardType, Event, Side, Trigger};

/// Something that just happened, as trigger dispatch sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Happened {
    /// A turn started.
    TurnStart,
    /// A turn is ending.
    TurnEnd,
    /// A minion was summoned (the subject).
    Summoned,
    /// A spell was cast (the subject), before it resolves.
    SpellCast,
    /// A spell (the subject) has resolved.
    AfterSpellCast,
    /// A character took damage (the subject).
    Damaged,
    /// The holder dealt damage to the subject.
    DealtDamage,
    /// A character (the subject) dealt damage.
    DamageDealt,
    /// A character was healed (the subject).
    Healed,
    /// The holder was healed for more than it was missing.
    Overhealed,
    /// A card (the subject) was played from hand.
    CardPlayed,
    /// A card (the subject) played from hand has resolved.
    AfterCardPlayed,
    /// A minion (the subject) played from hand arrived: its after-summon phase, which is also
    /// the after-play phase of the card.
    PlayedMinionSummoned,
    /// A Secret (the subject) was revealed.
    SecretRevealed,
    /// The holder was attacked (after combat damage); the subject is the attacker.
    AfterAttacked,
    /// The holder attacked a minion and killed it; the subject is the dead defender.
    KilledByAttack,
    /// A hero declared an attack.
    HeroAttacks,
    /// A hero finished an attack.
    AfterHeroAttacks,
    /// A minion died (the subject).
    MinionDied,
    /// A minion (the subject) was played from hand.
    MinionPlayed,
    /// A hero was attacked; the subject is the attacker.
    HeroAttacked,
    /// A minion was attacked; the subject is the attacker.
    MinionAttacked,
    /// Damage is about to land on a character (the subject): only the damage step asks, for
    /// the triggers that would prevent it (`prevention`).
    DamageIncoming,
    /// A card (the subject) was drawn from a deck.
    CardDrawn,
    /// A spell (the subject) is cast by an effect (`PlayRandom`), not played: only Secrets that
    /// watch spells being cast see it.
    EffectCast,
}

/// Removes `id` from an ordered zone list (deck, hand, board, secrets); true when it was there.
pub(in crate::rulesets::hearth) fn remove_id(list: &mut Vec<EntityId>, id: EntityId) -> bool {
    match list.iter().position(|c| *c == id) {
        Some(i) => {
            list.remove(i);
            true
        }
        None => false,
    }
}

/// Write access to a hearth rules world.
pub trait Writes: Reads {
    /// A card entity's identity and place, to change.
    fn card_mut(&mut self, id: EntityId) -> &mut CardState;
    /// A card entity's numbers, to change.
    fn stats_mut(&mut self, id: EntityId) -> &mut Stats;
    /// A card entity's tags, to change.
    fn tags_mut(&mut self, id: EntityId) -> &mut Tags;
    /// An enchantment entity, to change, if `id` is one.
    fn enchantment_mut(&mut self, id: EntityId) -> Option<&mut Enchantment>;
    /// A player's state, to change.
    fn player_mut(&mut self, seat: u8) -> &mut PlayerState;
    /// The game entity's state, to change.
    fn state_mut(&mut self) -> &mut GameState;
    /// Appends to the log.
    fn emit(&mut self, event: LogEvent);
    /// The rules state: phases, the trigger queue and the death check's flags.
    fn resolution(&mut self) -> &mut RulesState;

    /// Stamps the next play-order number on an entity entering play.
    fn stamp_play_order(&mut self, id: EntityId) {
        let order = {
            let state = self.state_mut();
            state.next_play_order += 1;
            state.next_play_order
        };
        self.card_mut(id).play_order = order;
    }

    /// Takes an entity off the table (board or weapon slot) into `zone`.
    fn move_out_of_play(&mut self, card: EntityId, zone: Zone) {
        let seat = self.card(card).controller;
        let aura = self.tags(card).contains(Tags::HAS_AURA);
        {
            let player = self.player_mut(seat);
            if remove_id(&mut player.board, card) && aura {
                player.auras -= 1;
            }
            if player.weapon == Some(card) {
                player.weapon = None;
            }
        }
        if zone == Zone::Graveyard {
            self.send_to_graveyard(card);
        } else {
            self.card_mut(card).zone = zone;
        }
    }

    /// Puts a card into its owner's graveyard (spent, burned, discarded, dead, revealed).
    fn send_to_graveyard(&mut self, card: EntityId) {
        self.card_mut(card).zone = Zone::Graveyard;
        let owner = self.card(card).owner;
        self.player_mut(owner).graveyard.push(card);
    }

    /// Removes a card from its controller's hand (by identity).
    fn take_from_hand(&mut self, seat: u8, card: EntityId) {
        remove_id(&mut self.player_mut(seat).hand, card);
    }

    /// Burns a card: revealed in the log, then into the graveyard.
    fn burn(&mut self, seat: u8, card: EntityId) {
        let def = self.card(card).def;
        self.send_to_graveyard(card);
        self.emit(LogEvent::Burned {
            player: seat,
            card,
            def,
        });
    }

    /// Ends an enchantment: its stats come off the target (health never drops below 1 from this).
    fn remove_enchantment(&mut self, id: EntityId) {
        let Some(enchantment) = self.enchantment(id).copied() else {
            return;
        };
        if !enchantment.active {
            return;
        }
        if let Some(e) = self.enchantment_mut(id) {
            e.active = false;
        }
        let target = enchantment.target;
        {
            let stats = self.stats_mut(target);
            stats.attack -= enchantment.attack;
            stats.max_health -= enchantment.health;
            stats.cost_delta -= enchantment.cost;
            stats.spell_damage -= enchantment.spell_damage;
            if enchantment.aura_source.is_some() && enchantment.health > 0 {
                // An aura's Health goes first: losing it lowers current Health only where it
                // would exceed the new maximum (the live game's rule), so it never kills.
                stats.damage = (stats.damage - enchantment.health).max(0);
            } else if stats.damage >= stats.max_health && enchantment.health > 0 {
                stats.damage = (stats.max_health - 1).max(0);
            }
        }
        // Keywords the card prints, or that another enchantment still grants, stay.
        let mut kept = if self.tags(target).contains(Tags::SILENCED) {
            Tags::empty()
        } else {
            self.info(target).tags
        };
        if !enchantment.tags.is_empty() {
            for other in self.enchantments_on(target) {
                kept |= self.enchantment(other).map_or(Tags::empty(), |e| e.tags);
            }
        }
        let mut lost = enchantment.tags;
        lost.remove(kept);
        self.tags_mut(target).remove(lost);
        self.emit(LogEvent::EnchantmentRemoved { enchantment: id });
        // A control change ends with its enchantment: the minion goes back.
        if let Some(seat) = enchantment.control_from
            && self.card(target).zone == Zone::Play
            && self.card(target).controller != seat
        {
            self.change_controller(target, seat);
        }
    }

    /// Moves a minion in play to `seat`'s board, at the right end, exhausted; with no room there
    /// it is destroyed instead. True when it changed sides.
    fn change_controller(&mut self, target: EntityId, seat: u8) -> bool {
        if self.player(seat).board.len() >= super::limits::BOARD_LIMIT {
            self.tags_mut(target).insert(Tags::TO_BE_DESTROYED);
            self.resolution().deaths_possible = true;
            return false;
        }
        let from = self.card(target).controller;
        remove_id(&mut self.player_mut(from).board, target);
        self.card_mut(target).controller = seat;
        self.player_mut(seat).board.push(target);
        if self.tags(target).contains(Tags::HAS_AURA) {
            self.player_mut(from).auras -= 1;
            self.player_mut(seat).auras += 1;
        }
        self.tags_mut(target).insert(Tags::EXHAUSTED);
        self.emit(LogEvent::ControlChanged {
            card: target,
            player: seat,
        });
        true
    }

    /// Queues the triggers of every card in play that react to `what` (about `seat`'s side), and
    /// of the waiting player's secrets (secrets only fire on the opponent's turn), in play order.
    fn queue_triggers(&mut self, what: Happened, seat: u8, subject: Option<EntityId>, amount: i16) {
        if self.state().seen.contains(Tags::UPGRADES) {
            self.upgrade_hands(what, seat, subject, amount);
        }
        let mut holders: Vec<(u32, EntityId)> = Vec::new();
        let waiting = 1 - self.active();
        for player in 0..2 {
            let state = self.player(player);
            let secrets = if player == waiting {
                &state.secrets[..]
            } else {
                &[]
            };
            // A hero is looked at only once it was granted text (Alexandros Mograine).
            let hero = state.hero_granted.then_some(&state.hero);
            let table = state.board.iter().chain(state.weapon.iter()).chain(hero);
            for id in table.chain(secrets) {
                if self
                    .tags(*id)
                    .intersects(Tags::HAS_TRIGGERS | Tags::GRANTED)
                {
                    holders.push((self.card(*id).play_order, *id));
                }
            }
        }
        if holders.is_empty() {
            return;
        }
        holders.sort_unstable();
        for (_, holder) in holders {
            self.queue_matching(holder, what, seat, subject, amount);
        }
    }

    /// Cards in hand that upgrade on `what` (Nethrandamus) count one more upgrade.
    fn upgrade_hands(&mut self, what: Happened, seat: u8, subject: Option<EntityId>, amount: i16) {
        let db = self.db().clone();
        for player in 0..2 {
            let hand = self.player(player).hand.clone();
            for card in hand {
                if !self.tags(card).contains(Tags::UPGRADES) {
                    continue;
                }
                let Some(upgrade) = &db.get(self.card(card).def).upgrade else {
                    continue;
                };
                if self.trigger_fires(upgrade, card, what, seat, subject, amount) {
                    let stats = self.stats_mut(card);
                    stats.upgrades = stats.upgrades.saturating_add(1);
                }
            }
        }
    }

    /// Queues the triggers of one card reacting to something it did itself.
    fn queue_own_triggers(
        &mut self,
        holder: EntityId,
        what: Happened,
        subject: Option<EntityId>,
        amount: i16,
    ) {
        let seat = self.card(holder).controller;
        self.queue_matching(holder, what, seat, subject, amount);
    }

    /// Queues those triggers of `holder` that react to `what`: its card's, then those of the
    /// text it was granted, in the order the text came.
    fn queue_matching(
        &mut self,
        holder: EntityId,
        what: Happened,
        seat: u8,
        subject: Option<EntityId>,
        amount: i16,
    ) {
        let tags = self.tags(holder);
        let db = self.db().clone();
        let card = *self.card(holder);
        if tags.contains(Tags::HAS_TRIGGERS) && !tags.contains(Tags::SILENCED) {
            for (index, trigger) in db.get(card.def).def.triggers.iter().enumerate() {
                if self.trigger_fires(trigger, holder, what, seat, subject, amount) {
                    self.resolution().stack.enqueue(QueuedTrigger {
                        source: holder,
                        trigger: index as u8,
                        subject,
                        amount,
                        granted: None,
                    });
                }
            }
        }
        if tags.contains(Tags::GRANTED) {
            for enchantment in self.enchantments_on(holder) {
                let Some(e) = self.enchantment(enchantment).copied() else {
                    continue;
                };
                let Some(grant) = e.grant else {
                    continue;
                };
                let text = &db.get(grant.def).grants[grant.index as usize];
                let speaker = e.speaks_for.unwrap_or(card.controller);
                for (index, trigger) in text.triggers.iter().enumerate() {
                    let fires = self.trigger_fires_for(
                        trigger,
                        (holder, speaker),
                        what,
                        seat,
                        subject,
                        amount,
                    );
                    if fires {
                        self.resolution().stack.enqueue(QueuedTrigger {
                            source: holder,
                            trigger: index as u8,
                            subject,
                            amount,
                            granted: Some(enchantment),
                        });
                    }
                }
            }
        }
    }

    /// Whether `trigger` of `holder` fires for `what` (about `seat`'s side): its event, its
    /// filters on the event entity and its condition.
    fn trigger_fires(
        &self,
        trigger: &Trigger,
        holder: EntityId,
        what: Happened,
        seat: u8,
        subject: Option<EntityId>,
        amount: i16,
    ) -> bool {
        let controller = self.card(holder).controller;
        self.trigger_fires_for(trigger, (holder, controller), what, seat, subject, amount)
    }

    /// `trigger_fires` for a trigger of `holder` that speaks for `controller` (granted text that
    /// speaks for its caster): sides and conditions are read from that player's side.
    fn trigger_fires_for(
        &self,
        trigger: &Trigger,
        (holder, controller): (EntityId, u8),
        what: Happened,
        seat: u8,
        subject: Option<EntityId>,
        amount: i16,
    ) -> bool {
        let friendly = controller == seat;
        let side_ok = |side: &Side| match side {
            Side::Friendly => friendly,
            Side::Enemy => !friendly,
            Side::Both => true,
        };
        let matches = match (&trigger.on, what) {
            (Event::TurnStart(side), Happened::TurnStart)
            | (Event::TurnEnd(side), Happened::TurnEnd)
            | (Event::SpellCast(side), Happened::SpellCast)
            | (Event::CardPlayed(side), Happened::SpellCast)
            | (Event::AfterSpellCast(side), Happened::AfterSpellCast)
            | (Event::AfterCardPlayed(side), Happened::AfterSpellCast)
            | (Event::Healed(side), Happened::Healed)
            | (Event::Damaged(side), Happened::Damaged)
            | (Event::DealtDamage(side), Happened::DamageDealt)
            | (Event::SecretRevealed(side), Happened::SecretRevealed)
            | (Event::HeroAttacks(side), Happened::HeroAttacks)
            | (Event::AfterHeroAttacks(side), Happened::AfterHeroAttacks)
            | (Event::MinionDied(side), Happened::MinionDied)
            | (Event::MinionPlayed(side), Happened::MinionPlayed)
            | (Event::WouldTakeDamage(side), Happened::DamageIncoming)
            | (Event::CardDrawn(side), Happened::CardDrawn) => side_ok(side),
            (Event::SpellCast(side), Happened::EffectCast) => {
                self.info(holder).def.secret && side_ok(side)
            }
            (Event::Attacked { side, target, by }, Happened::HeroAttacked)
            | (Event::Attacked { side, target, by }, Happened::MinionAttacked) => {
                let defender = match what {
                    Happened::HeroAttacked => CardType::Hero,
                    _ => CardType::Minion,
                };
                let attacker_ok = subject.is_some_and(|s| by.admits(self.card(s).kind));
                side_ok(side) && target.admits(defender) && attacker_ok
            }
            // The attack events are fired for the defender's side; these sides are the attacker's.
            (Event::Attacks(side), Happened::HeroAttacked | Happened::MinionAttacked) => subject
                .is_some_and(|s| {
                    let ours = self.card(s).controller == controller;
                    match side {
                        Side::Friendly => ours,
                        Side::Enemy => !ours,
                        Side::Both => true,
                    }
                }),
            (Event::SelfAttacks, Happened::HeroAttacked | Happened::MinionAttacked) => {
                subject == Some(holder)
            }
            (
                Event::Summoned { side, filters },
                Happened::Summoned | Happened::PlayedMinionSummoned,
            ) => {
                subject != Some(holder)
                    && side_ok(side)
                    && subject.is_some_and(|s| self.passes_filters(s, filters))
            }
            // A card's own play is not one of the cards it reacts to (Xavius played summons
            // no Satyr for itself; Questing Adventurer does not grow from its own play).
            (Event::CardPlayed(side), Happened::CardPlayed)
            | (Event::AfterCardPlayed(side), Happened::AfterCardPlayed)
            | (Event::AfterCardPlayed(side), Happened::PlayedMinionSummoned) => {
                subject != Some(holder) && side_ok(side)
            }
            (Event::MinionHealed(side), Happened::Healed) => {
                side_ok(side) && subject.is_some_and(|s| self.card(s).kind == CardType::Minion)
            }
            (Event::SelfDamaged, Happened::Damaged) => subject == Some(holder),
            (Event::SelfPlayed, Happened::CardPlayed) => subject == Some(holder),
            (Event::DealsDamage, Happened::DealtDamage) => true,
            (Event::SelfAttacked, Happened::AfterAttacked) => true,
            (Event::SelfOverhealed, Happened::Overhealed) => true,
            (Event::SelfKilledByAttack, Happened::KilledByAttack) => true,
            _ => false,
        };
        let filtered = trigger.filters.is_empty()
            || subject.is_some_and(|s| self.passes_filters(s, &trigger.filters));
        matches
            && filtered
            && trigger.condition.as_ref().is_none_or(|c| {
                let ctx = Ctx {
                    subject,
                    amount,
                    ..Ctx::of(holder, controller)
                };
                self.holds_in(c, &ctx).unwrap_or(false)
            })
    }
}
