//! The attack sequence: declaration (with its triggers and possible cancellation), simultaneous
//! combat damage, weapon durability, then after-attack triggers.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardType, Group, Side};
use crate::rulesets::hearth::state::amounts::Quantities;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::Targeting;
use crate::rulesets::hearth::state::writes::Happened;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Resolves an attack (already validated).
    pub(in crate::rulesets::hearth) fn attack(&mut self, attacker: EntityId, defender: EntityId) {
        // "Immune while attacking" covers the declaration's triggers and the combat damage; an
        // attack inside a play (a forced attack) gives the play its aim back afterwards.
        let outer = (self.state().attacker, self.state().aimed_at);
        let state = self.state_mut();
        (state.attacker, state.aimed_at, state.retarget) = (Some(attacker), Some(defender), None);
        self.declare_and_strike(attacker, defender);
        let state = self.state_mut();
        (state.attacker, state.aimed_at, state.retarget) = (outer.0, outer.1, None);
    }

    /// The attack from its declaration to its after-attack triggers.
    fn declare_and_strike(&mut self, attacker: EntityId, defender: EntityId) {
        let seat = self.card(attacker).controller;
        let is_hero = self.card(attacker).kind == CardType::Hero;
        self.emit(LogEvent::Attack { attacker, defender });
        self.phase(|game| {
            if is_hero {
                game.fire(Happened::HeroAttacks, seat, Some(attacker));
            }
            let attacked = match game.card(defender).kind {
                CardType::Hero => Happened::HeroAttacked,
                _ => Happened::MinionAttacked,
            };
            game.fire(attacked, 1 - seat, Some(attacker));
        });
        let still_there = |game: &Self, id: EntityId| {
            game.card(id).zone == Zone::Play && !game.is_mortally_wounded(id)
        };
        if self.is_over() {
            return;
        }
        // A declaration trigger gave the attack a new defender (Misdirection, Noble Sacrifice).
        let mut defender = defender;
        if let Some(new) = self.state_mut().retarget.take()
            && new != attacker
            && new != defender
            && self.card(new).zone == Zone::Play
        {
            self.emit(LogEvent::AttackRedirected {
                attacker,
                defender: new,
            });
            defender = new;
            self.state_mut().aimed_at = Some(new);
        }
        if !still_there(self, attacker) || !still_there(self, defender) {
            // Cancelled: no exhaustion, no durability lost.
            self.emit(LogEvent::AttackCancelled { attacker });
            return;
        }
        let defender = self.maybe_redirect(attacker, defender);
        self.phase(|game| {
            game.stats_mut(attacker).attacks += 1;
            game.tags_mut(attacker).remove(Tags::STEALTH);
            let weapon = if is_hero {
                game.player(seat).weapon
            } else {
                None
            };
            let dealt = game.attack_of(attacker);
            let taken = game.attack_of(defender);
            let source = weapon.unwrap_or(attacker);
            // Cleave: the defender's neighbours take the same damage, at the same time.
            let cleave = game.tags(source).contains(Tags::CLEAVE)
                && game.card(defender).kind == CardType::Minion;
            let beside = if cleave {
                game.neighbours(&[defender], false)
            } else {
                Vec::new()
            };
            game.deal_damage(source, defender, dealt);
            for neighbour in beside {
                game.deal_damage(source, neighbour, dealt);
            }
            game.deal_damage(defender, attacker, taken);
            // Kills are counted as the blow lands: a weapon that breaks in the same death check
            // already knows what it killed (Frostmourne).
            if game.card(defender).kind == CardType::Minion && game.is_mortally_wounded(defender) {
                let def = game.card(defender).def;
                game.state_mut().kills.push((source, def));
            }
            if let Some(weapon) = weapon {
                game.wear_weapon(weapon, defender);
            }
            if game.tags(defender).contains(Tags::HAS_TRIGGERS) {
                game.queue_own_triggers(defender, Happened::AfterAttacked, Some(attacker), 0);
            }
        });
        self.state_mut().attacker = None;
        self.state_mut().aimed_at = None;
        if is_hero {
            self.phase(|game| game.fire(Happened::AfterHeroAttacks, seat, Some(attacker)));
        }
        // "After this attacks and kills a minion": once the attack's deaths are done.
        let killed =
            self.card(defender).kind == CardType::Minion && self.card(defender).zone != Zone::Play;
        if killed
            && self.card(attacker).zone == Zone::Play
            && self.tags(attacker).contains(Tags::HAS_TRIGGERS)
        {
            self.phase(|game| {
                game.queue_own_triggers(attacker, Happened::KilledByAttack, Some(defender), 0)
            });
        }
    }

    /// The Ogre rule (9.1 step 3): a forgetful attacker has a 50% chance to hit another enemy
    /// character instead, chosen at random among all of them, behind taunt or in stealth alike
    /// (immune and already dying characters excepted). No roll when there is no other enemy.
    fn maybe_redirect(&mut self, attacker: EntityId, defender: EntityId) -> EntityId {
        if !self.tags(attacker).contains(Tags::FORGETFUL) {
            return defender;
        }
        let enemy = 1 - self.card(attacker).controller;
        let mut others = self.characters(enemy, Group::Characters, Side::Friendly);
        others.retain(|c| {
            *c != defender && !self.tags(*c).contains(Tags::IMMUNE) && !self.is_mortally_wounded(*c)
        });
        if others.is_empty() || self.rng().below(2) == 0 {
            return defender;
        }
        let new = others[self.rng().below(others.len())];
        self.emit(LogEvent::AttackRedirected {
            attacker,
            defender: new,
        });
        new
    }

    /// A weapon pays for an attack: one durability, or for a weapon whose attacks on minions
    /// cost attack (Gorehowl) one attack, breaking at 0.
    fn wear_weapon(&mut self, weapon: EntityId, defender: EntityId) {
        let costs_attack = self.info(weapon).def.attack_costs_attack
            && self.card(defender).kind == CardType::Minion;
        if costs_attack {
            self.enchant(weapon, (-1, 0), Tags::empty(), 0, false);
            if self.stats(weapon).attack <= 0 {
                self.tags_mut(weapon).insert(Tags::TO_BE_DESTROYED);
            }
        } else {
            self.stats_mut(weapon).damage += 1;
        }
        self.resolution().deaths_possible = true;
    }
}
