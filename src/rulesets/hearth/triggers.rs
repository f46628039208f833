//! Triggered abilities and phases. An event queues the matching triggers of cards in play (in play
//! order); queued triggers resolve when the current phase ends; the death check runs when the
//! outermost phase ends.

use super::components::Tags;
use super::game::{Game, QueuedTrigger};
use super::schema::{CardType, Event, Side};
use crate::engine::{EntityId, Zone};

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
    /// A minion was healed (the subject).
    MinionHealed,
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
}

impl Game {
    /// Runs `body` as one phase: triggers it causes resolve when it ends, and if it is the outermost
    /// phase, the death check follows.
    pub(super) fn phase(&mut self, body: impl FnOnce(&mut Game)) {
        self.stack.open();
        body(self);
        self.drain_triggers();
        self.refresh_auras();
        if self.stack.close() && !self.in_death_check && self.deaths_possible {
            self.death_check();
        }
    }

    /// Resolves queued triggers, first queued first, including those they queue in turn.
    pub(super) fn drain_triggers(&mut self) {
        while let Some(queued) = self.stack.next_queued() {
            self.resolve_trigger(queued);
        }
    }

    fn resolve_trigger(&mut self, queued: QueuedTrigger) {
        // A trigger whose card left play or was silenced since it was queued does nothing.
        let card = *self.card(queued.source);
        match card.zone {
            Zone::Play if !self.tags(queued.source).contains(Tags::SILENCED) => {}
            // A secret fires once: it is revealed, then its effects resolve.
            Zone::Secret => self.reveal_secret(queued.source),
            _ => return,
        }
        let db = self.db.clone();
        let trigger = &db.get(card.def).def.triggers[queued.trigger as usize];
        // A secret is a spell: its damage takes spell damage and Velen's doubling.
        let is_spell = card.zone == Zone::Secret;
        let ctx = super::effects::Ctx {
            subject: queued.subject,
            is_spell,
            amplified: is_spell,
            ..super::effects::Ctx::of(queued.source, card.controller)
        };
        self.run_effects(&trigger.effects, &ctx);
    }

    /// Queues the triggers of every card in play that react to `what` (about `seat`'s side), and
    /// of the waiting player's secrets (secrets only fire on the opponent's turn).
    pub(super) fn fire(&mut self, what: Happened, seat: u8, subject: Option<EntityId>) {
        let mut holders: Vec<(u32, EntityId)> = Vec::new();
        let waiting = 1 - self.active();
        for player in 0..2 {
            let state = self.player(player);
            let secrets = if player == waiting {
                &state.secrets[..]
            } else {
                &[]
            };
            for id in state.board.iter().chain(state.weapon.iter()).chain(secrets) {
                if self.tags(*id).contains(Tags::HAS_TRIGGERS) {
                    holders.push((self.card(*id).play_order, *id));
                }
            }
        }
        if holders.is_empty() {
            return;
        }
        holders.sort_unstable();
        for (_, holder) in holders {
            self.queue_matching(holder, what, seat, subject);
        }
    }

    /// Queues the triggers of one card reacting to something it did itself.
    pub(super) fn fire_own(&mut self, holder: EntityId, what: Happened, subject: Option<EntityId>) {
        let seat = self.card(holder).controller;
        self.queue_matching(holder, what, seat, subject);
    }

    fn queue_matching(
        &mut self,
        holder: EntityId,
        what: Happened,
        seat: u8,
        subject: Option<EntityId>,
    ) {
        if self.tags(holder).contains(Tags::SILENCED) {
            return;
        }
        let db = self.db.clone();
        let card = self.card(holder);
        let friendly = card.controller == seat;
        for (index, trigger) in db.get(card.def).def.triggers.iter().enumerate() {
            let side_ok = |side: &Side| match side {
                Side::Friendly => friendly,
                Side::Enemy => !friendly,
                Side::Both => true,
            };
            let matches = match (&trigger.on, what) {
                (Event::TurnStart(side), Happened::TurnStart)
                | (Event::TurnEnd(side), Happened::TurnEnd)
                | (Event::SpellCast(side), Happened::SpellCast)
                | (Event::AfterSpellCast(side), Happened::AfterSpellCast)
                | (Event::MinionHealed(side), Happened::MinionHealed)
                | (Event::HeroAttacks(side), Happened::HeroAttacks)
                | (Event::AfterHeroAttacks(side), Happened::AfterHeroAttacks)
                | (Event::MinionDied(side), Happened::MinionDied)
                | (Event::MinionPlayed(side), Happened::MinionPlayed) => side_ok(side),
                (Event::Attacked { side, target, by }, Happened::HeroAttacked)
                | (Event::Attacked { side, target, by }, Happened::MinionAttacked) => {
                    let defender = match what {
                        Happened::HeroAttacked => CardType::Hero,
                        _ => CardType::Minion,
                    };
                    let attacker_ok = subject.is_some_and(|s| by.admits(self.card(s).kind));
                    side_ok(side) && target.admits(defender) && attacker_ok
                }
                (Event::Summoned { side, filters }, Happened::Summoned) => {
                    subject != Some(holder)
                        && side_ok(side)
                        && subject.is_some_and(|s| self.passes_filters(s, filters))
                }
                (Event::SelfDamaged, Happened::Damaged) => subject == Some(holder),
                (Event::DealsDamage, Happened::DealtDamage) => true,
                _ => false,
            };
            if matches {
                self.stack.enqueue(QueuedTrigger {
                    source: holder,
                    trigger: index as u8,
                    subject,
                });
            }
        }
    }
}
