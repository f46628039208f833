//! The atomic steps every rule is built from: moving between zones, drawing, summoning, damage,
//! healing, enchantments. Each appends what it did to the log.

use super::components::{Enchantment, Tags};
use super::events::LogEvent;
use super::game::Game;
use super::schema::CardType;
use super::triggers::Happened;
use crate::engine::{EntityId, Zone};

/// Hand size limit.
pub const HAND_LIMIT: usize = 10;
/// Board size limit (minions and locations).
pub const BOARD_LIMIT: usize = 7;
/// Mana crystal limit.
pub const MANA_LIMIT: u8 = 10;

/// Removes `id` from an ordered zone list (deck, hand, board, secrets); true when it was there.
pub(super) fn remove_id(list: &mut Vec<EntityId>, id: EntityId) -> bool {
    match list.iter().position(|c| *c == id) {
        Some(i) => {
            list.remove(i);
            true
        }
        None => false,
    }
}

impl Game {
    /// Draws the top card of `seat`'s deck: fatigue when the deck is empty, burn when the hand is full.
    pub(super) fn draw(&mut self, seat: u8) -> Option<EntityId> {
        let Some(&card) = self.player(seat).deck.first() else {
            self.fatigue(seat);
            return None;
        };
        self.draw_card(seat, card)
    }

    /// Draws one given card of `seat`'s deck (the top one, or one an effect picked); burned when
    /// the hand is full.
    pub(super) fn draw_card(&mut self, seat: u8, card: EntityId) -> Option<EntityId> {
        remove_id(&mut self.player_mut(seat).deck, card);
        if self.player(seat).hand.len() >= HAND_LIMIT {
            self.burn(seat, card);
            return None;
        }
        self.card_mut(card).zone = Zone::Hand;
        self.player_mut(seat).hand.push(card);
        self.emit(LogEvent::Drew { player: seat, card });
        Some(card)
    }

    fn fatigue(&mut self, seat: u8) {
        let damage = {
            let mut player = self.player_mut(seat);
            player.fatigue = player.fatigue.saturating_add(1);
            player.fatigue
        };
        self.emit(LogEvent::Fatigue {
            player: seat,
            damage,
        });
        let hero = self.player(seat).hero;
        // Fatigue ignores divine shield but not immunity.
        self.deal_damage(hero, hero, damage as i16);
    }

    /// Burns a card: revealed in the log, then into the graveyard.
    pub(super) fn burn(&mut self, seat: u8, card: EntityId) {
        let def = self.card(card).def;
        self.send_to_graveyard(card);
        self.emit(LogEvent::Burned {
            player: seat,
            card,
            def,
        });
    }

    /// Puts a new card into `seat`'s hand (burned when the hand is full).
    pub(super) fn give_card(&mut self, seat: u8, def: u16) -> Option<EntityId> {
        let card = self.create_card(def, seat, Zone::SetAside);
        if self.player(seat).hand.len() >= HAND_LIMIT {
            self.burn(seat, card);
            return None;
        }
        self.card_mut(card).zone = Zone::Hand;
        self.player_mut(seat).hand.push(card);
        self.emit(LogEvent::Generated { player: seat, card });
        Some(card)
    }

    /// Puts a minion onto `seat`'s board at `slot` (clamped): the "enter play" step shared by playing
    /// and summoning. Returns false, changing nothing, when the board is full.
    pub(super) fn enter_board(&mut self, seat: u8, card: EntityId, slot: usize) -> bool {
        let len = self.player(seat).board.len();
        if len >= BOARD_LIMIT {
            return false;
        }
        let slot = slot.min(len);
        {
            let mut state = self.card_mut(card);
            state.zone = Zone::Play;
            state.controller = seat;
        }
        self.player_mut(seat).board.insert(slot, card);
        if self.tags(card).contains(Tags::HAS_AURA) {
            self.player_mut(seat).auras += 1;
        }
        self.stamp_play_order(card);
        self.tags_mut(card).insert(Tags::EXHAUSTED);
        self.stats_mut(card).attacks = 0;
        self.emit(LogEvent::Summoned {
            player: seat,
            card,
            slot: slot as u8,
        });
        true
    }

    /// Summons a new minion of `def` for `seat`; a full board makes it fail silently.
    pub(super) fn summon_new(&mut self, seat: u8, def: u16, slot: usize) -> Option<EntityId> {
        if self.player(seat).board.len() >= BOARD_LIMIT {
            return None;
        }
        let card = self.create_card(def, seat, Zone::SetAside);
        self.enter_board(seat, card, slot);
        self.fire(Happened::Summoned, seat, Some(card));
        Some(card)
    }

    /// Equips a weapon for `seat`; the old one is destroyed (it dies at the next death check).
    pub(super) fn equip(&mut self, seat: u8, weapon: EntityId) {
        if let Some(old) = self.player(seat).weapon {
            self.tags_mut(old).insert(Tags::TO_BE_DESTROYED);
            self.move_out_of_play(old, Zone::Graveyard);
            self.emit(LogEvent::Died { card: old });
        }
        {
            let mut state = self.card_mut(weapon);
            state.zone = Zone::Play;
            state.controller = seat;
        }
        self.stamp_play_order(weapon);
        self.player_mut(seat).weapon = Some(weapon);
        self.emit(LogEvent::Equipped {
            player: seat,
            weapon,
        });
    }

    /// Deals damage from `source` to `target`; returns the damage actually dealt. Divine shield and
    /// immunity prevent it (so nothing that depends on damage happens); armor absorbs first.
    pub(super) fn deal_damage(&mut self, source: EntityId, target: EntityId, amount: i16) -> i16 {
        if amount <= 0 {
            return 0;
        }
        let tags = self.tags(target);
        if tags.contains(Tags::IMMUNE) {
            return 0;
        }
        let is_hero = self.card(target).kind == CardType::Hero;
        if tags.contains(Tags::DIVINE_SHIELD) && source != target {
            self.tags_mut(target).remove(Tags::DIVINE_SHIELD);
            self.emit(LogEvent::ShieldPopped { target });
            return 0;
        }
        let dealt = {
            let mut stats = self.stats_mut(target);
            let mut rest = amount;
            if is_hero && stats.armor > 0 {
                let absorbed = stats.armor.min(rest);
                stats.armor -= absorbed;
                rest -= absorbed;
            }
            stats.damage += rest;
            amount
        };
        self.deaths_possible = true;
        self.emit(LogEvent::Damaged {
            target,
            source,
            amount: dealt,
        });
        let source_tags = self.tags(source);
        if source_tags.contains(Tags::LIFESTEAL) {
            let hero = self.player(self.card(source).controller).hero;
            self.heal(source, hero, dealt);
        }
        if source_tags.contains(Tags::POISONOUS)
            && !is_hero
            && self.card(source).kind == CardType::Minion
        {
            self.tags_mut(target).insert(Tags::TO_BE_DESTROYED);
        }
        let target_seat = self.card(target).controller;
        self.fire(Happened::Damaged, target_seat, Some(target));
        if self.card(source).zone == Zone::Play && self.tags(source).contains(Tags::HAS_TRIGGERS) {
            self.fire_own(source, Happened::DealtDamage, Some(target));
        }
        dealt
    }

    /// Restores health up to the maximum; returns the amount restored.
    pub(super) fn heal(&mut self, source: EntityId, target: EntityId, amount: i16) -> i16 {
        let _ = source;
        let restored = {
            let mut stats = self.stats_mut(target);
            let restored = stats.damage.min(amount).max(0);
            stats.damage -= restored;
            restored
        };
        if restored > 0 {
            self.emit(LogEvent::Healed {
                target,
                amount: restored,
            });
            if self.card(target).kind == CardType::Minion {
                let seat = self.card(target).controller;
                self.fire(Happened::MinionHealed, seat, Some(target));
            }
        }
        restored
    }

    /// Attaches an enchantment entity to `target` and folds it into the target's stats.
    pub(super) fn enchant(
        &mut self,
        target: EntityId,
        (attack, health): (i16, i16),
        tags: Tags,
        spell_damage: i16,
        this_turn: bool,
    ) {
        let enchantment = self.create_enchantment(Enchantment {
            target,
            attack,
            health,
            tags,
            cost: 0,
            this_turn,
            active: true,
            aura_source: None,
            spell_damage,
        });
        {
            let mut stats = self.stats_mut(target);
            stats.attack += attack;
            stats.max_health += health;
            stats.spell_damage += spell_damage;
        }
        self.tags_mut(target).insert(tags);
        if this_turn {
            self.state_mut().temporary_enchantments.push(enchantment);
        }
        self.emit(LogEvent::Enchanted {
            target,
            enchantment,
        });
    }

    /// Attaches an enchantment that changes a card's cost (a card in hand).
    pub(super) fn enchant_cost(&mut self, target: EntityId, delta: i16) {
        let enchantment = self.create_enchantment(Enchantment {
            target,
            attack: 0,
            health: 0,
            tags: Tags::empty(),
            cost: delta,
            this_turn: false,
            active: true,
            aura_source: None,
            spell_damage: 0,
        });
        self.stats_mut(target).cost_delta += delta;
        self.emit(LogEvent::Enchanted {
            target,
            enchantment,
        });
    }

    /// Ends an enchantment: its stats come off the target (health never drops below 1 from this).
    pub(super) fn remove_enchantment(&mut self, id: EntityId) {
        let Some(enchantment) = self.enchantment(id).copied() else {
            return;
        };
        if !enchantment.active {
            return;
        }
        if let Some(mut e) = self.enchantment_mut(id) {
            e.active = false;
        }
        let target = enchantment.target;
        {
            let mut stats = self.stats_mut(target);
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
    }

    /// Every active enchantment attached to `target`.
    pub(super) fn enchantments_on(&self, target: EntityId) -> Vec<EntityId> {
        self.ids
            .ids()
            .filter(|id| {
                self.enchantment(*id)
                    .is_some_and(|e| e.active && e.target == target)
            })
            .collect()
    }

    /// Resets a card to its base definition (its current `def`): enchantments gone, damage gone,
    /// printed keywords and type back.
    /// Used when a card moves backward (play to hand or deck).
    pub(super) fn reset_to_base(&mut self, card: EntityId) {
        for enchantment in self.enchantments_on(card) {
            if let Some(mut e) = self.enchantment_mut(enchantment) {
                e.active = false;
            }
        }
        let info = self.info(card);
        let (kind, tags, stats) = (info.def.kind, info.tags, super::game::base_stats(info));
        *self.tags_mut(card) = tags;
        *self.stats_mut(card) = stats;
        self.card_mut(card).kind = kind;
    }

    /// Takes an entity off the table (board or weapon slot) into `zone`.
    pub(super) fn move_out_of_play(&mut self, card: EntityId, zone: Zone) {
        let seat = self.card(card).controller;
        let aura = self.tags(card).contains(Tags::HAS_AURA);
        {
            let mut player = self.player_mut(seat);
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
    pub(super) fn send_to_graveyard(&mut self, card: EntityId) {
        self.card_mut(card).zone = Zone::Graveyard;
        let owner = self.card(card).owner;
        self.player_mut(owner).graveyard.push(card);
    }

    /// Removes a card from its controller's hand (by identity).
    pub(super) fn take_from_hand(&mut self, seat: u8, card: EntityId) {
        remove_id(&mut self.player_mut(seat).hand, card);
    }

    /// Mortally wounded: at 0 health or marked for destruction, still on the table until the
    /// death check.
    pub fn is_mortally_wounded(&self, id: EntityId) -> bool {
        let stats = self.stats(id);
        stats.health() <= 0 || self.tags(id).contains(Tags::TO_BE_DESTROYED)
    }

    /// Spell damage a seat has on its side of the table.
    pub fn spell_damage(&self, seat: u8) -> i16 {
        let player = self.player(seat);
        let mut total: i16 = player
            .board
            .iter()
            .map(|m| self.stats(*m).spell_damage)
            .sum();
        total += self.stats(player.hero).spell_damage;
        total.max(0)
    }
}
