//! Who may be targeted and attacked: the targeting matrix of stealth, immune and elusive, taunt,
//! and the filters of target rules and selectors.

use super::components::Tags;
use super::reads::Reads;
use crate::engine::EntityId;
use crate::rulesets::hearth::content::schema::{
    CardType, Filter, Group, Keyword, Race, School, Side, TargetRule,
};

/// What is doing the targeting: the matrix treats each differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetSource {
    /// A spell.
    Spell,
    /// A hero power.
    HeroPower,
    /// A minion's battlecry (also locations and weapons' own effects).
    Battlecry,
}

/// Who may be targeted and attacked, read from any view of the rules world.
pub trait Targeting: Reads {
    /// Characters on the table on `side` of `controller`: hero first, then minions left to right.
    fn characters(&self, controller: u8, group: Group, side: Side) -> Vec<EntityId> {
        let seats: &[u8] = match side {
            Side::Friendly => &[controller][..],
            Side::Enemy => &[1 - controller][..],
            Side::Both => &[controller, 1 - controller][..],
        };
        let mut out = Vec::with_capacity(16);
        for &seat in seats {
            let player = self.player(seat);
            if group.admits(CardType::Hero) {
                out.push(player.hero);
            }
            if group == Group::Weapons {
                out.extend(player.weapon);
            } else if group != Group::Heroes {
                out.extend(
                    player
                        .board
                        .iter()
                        .copied()
                        .filter(|m| group.admits(self.card(*m).kind)),
                );
            }
        }
        out
    }

    /// True when a card is of the type, spell school and tribe asked for (each when given): the
    /// search of Discover and of "draw a Frost spell".
    fn card_fits(
        &self,
        card: EntityId,
        kind: Option<CardType>,
        school: Option<School>,
        race: Option<Race>,
    ) -> bool {
        let info = self.info(card);
        kind.is_none_or(|k| info.def.kind == k)
            && school.is_none_or(|s| info.def.school == Some(s))
            && race.is_none_or(|r| info.races & r.bit() != 0)
    }

    /// True when `id` passes every filter.
    fn passes_filters(&self, id: EntityId, filters: &[Filter]) -> bool {
        filters.iter().all(|f| match f {
            Filter::Race(race) => self.info(id).races & race.bit() != 0,
            Filter::Damaged => self.stats(id).damage > 0,
            Filter::Undamaged => self.stats(id).damage == 0,
            Filter::AttackAtMost(n) => self.attack_of(id) <= *n as i16,
            Filter::AttackAtLeast(n) => self.attack_of(id) >= *n as i16,
            Filter::Has(keyword) => self.has_keyword(id, *keyword),
            Filter::Lacks(keyword) => !self.has_keyword(id, *keyword),
            Filter::Dying => self.is_mortally_wounded(id),
            Filter::HealthAtMost(n) => self.stats(id).health() <= *n as i16,
            Filter::School(school) => self.info(id).def.school == Some(*school),
            Filter::Kind(kind) => self.card(id).kind == *kind,
            Filter::Overload => self.info(id).def.overload > 0,
            Filter::Secret => self.info(id).def.secret,
            Filter::PlayedFromEdge => self.tags(id).contains(Tags::PLAYED_FROM_EDGE),
            Filter::Id(name) => self.info(id).def.id == name.id(),
            Filter::SpendsCorpses => self.info(id).spends_corpses,
        })
    }

    /// True when `id` has a keyword now (Spell Damage: any).
    fn has_keyword(&self, id: EntityId, keyword: Keyword) -> bool {
        match keyword {
            Keyword::SpellDamage(_) => self.stats(id).spell_damage > 0,
            _ => self.tags(id).contains(Tags::of_keyword(keyword)),
        }
    }

    /// The targeting matrix: may `source` of `controller` target `target`?
    /// Stealth and immune block every enemy targeting; elusive blocks every spell and hero power
    /// (the live game's rule, friendly ones included); the owner may always target for buffs.
    fn can_target(&self, controller: u8, source: TargetSource, target: EntityId) -> bool {
        let tags = self.tags(target);
        let enemy = self.card(target).controller != controller;
        if enemy && tags.intersects(Tags::STEALTH | Tags::IMMUNE) {
            return false;
        }
        !(tags.contains(Tags::ELUSIVE) && source != TargetSource::Battlecry)
    }

    /// Every valid target of a target rule for `controller`.
    fn valid_targets(
        &self,
        controller: u8,
        source: TargetSource,
        rule: &TargetRule,
    ) -> Vec<EntityId> {
        let mut targets = self.characters(controller, rule.group, rule.side);
        targets.retain(|t| {
            self.can_target(controller, source, *t) && self.passes_filters(*t, &rule.filters)
        });
        targets
    }

    /// False while a character is exhausted: arrived this turn without Charge or Rush, or out of
    /// attacks for this turn (the protocol's EXHAUSTED).
    fn can_attack_now(&self, id: EntityId) -> bool {
        let tags = self.tags(id);
        let sick = tags.contains(Tags::EXHAUSTED) && !tags.intersects(Tags::CHARGE | Tags::RUSH);
        !sick && self.stats(id).attacks < self.attacks_allowed(id)
    }

    /// How many attacks a character may make per turn.
    fn attacks_allowed(&self, id: EntityId) -> u8 {
        let mut tags = self.tags(id);
        if self.card(id).kind == CardType::Hero
            && let Some(weapon) = self.player(self.card(id).controller).weapon
        {
            tags |= self.tags(weapon);
        }
        if tags.contains(Tags::WINDFURY) { 2 } else { 1 }
    }

    /// Why `attacker` cannot attack at all right now, if it cannot.
    fn attacker_problem(&self, attacker: EntityId) -> Option<&'static str> {
        let card = self.card(attacker);
        if card.controller != self.active() {
            return Some("that character is not yours");
        }
        if card.zone != crate::engine::Zone::Play
            || !matches!(card.kind, CardType::Minion | CardType::Hero)
        {
            return Some("only characters in play can attack");
        }
        let tags = self.tags(attacker);
        if tags.contains(Tags::FROZEN) {
            return Some("a frozen character cannot attack");
        }
        if tags.contains(Tags::CANT_ATTACK) {
            return Some("this character cannot attack");
        }
        if self.attack_of(attacker) <= 0 {
            return Some("a character with no attack cannot attack");
        }
        if self.stats(attacker).attacks >= self.attacks_allowed(attacker) {
            return Some("this character already attacked this turn");
        }
        if tags.contains(Tags::EXHAUSTED) && !tags.intersects(Tags::CHARGE | Tags::RUSH) {
            return Some("a minion cannot attack the turn it arrives (no Charge or Rush)");
        }
        None
    }

    /// Why `attacker` cannot attack `defender`, if it cannot (the attacker itself is assumed able).
    fn defender_problem(&self, attacker: EntityId, defender: EntityId) -> Option<&'static str> {
        let taunt = self.has_taunt(1 - self.card(attacker).controller);
        self.defender_problem_given(attacker, defender, taunt)
    }

    /// `defender_problem` with the defending side's taunt already known (legal-action generation
    /// asks once per decision rather than once per attacker and defender).
    fn defender_problem_given(
        &self,
        attacker: EntityId,
        defender: EntityId,
        enemy_has_taunt: bool,
    ) -> Option<&'static str> {
        let card = self.card(defender);
        if card.zone != crate::engine::Zone::Play
            || !matches!(card.kind, CardType::Minion | CardType::Hero)
        {
            return Some("only characters in play can be attacked");
        }
        if card.controller == self.card(attacker).controller {
            return Some("you cannot attack your own characters");
        }
        let tags = self.tags(defender);
        if tags.contains(Tags::STEALTH) {
            return Some("a stealthed character cannot be attacked");
        }
        if tags.contains(Tags::IMMUNE) {
            return Some("an immune character cannot be attacked");
        }
        let attacker_tags = self.tags(attacker);
        if card.kind == CardType::Hero
            && attacker_tags.contains(Tags::EXHAUSTED)
            && !attacker_tags.contains(Tags::CHARGE)
        {
            return Some("a minion with Rush cannot attack heroes the turn it arrives");
        }
        if !tags.contains(Tags::TAUNT) && enemy_has_taunt {
            return Some("a minion with Taunt is in the way");
        }
        None
    }

    /// True when `seat` has a visible taunt minion.
    fn has_taunt(&self, seat: u8) -> bool {
        self.player(seat).board.iter().any(|m| {
            let tags = self.tags(*m);
            tags.contains(Tags::TAUNT) && !tags.contains(Tags::STEALTH)
        })
    }
}

impl<T: Reads + ?Sized> Targeting for T {}
