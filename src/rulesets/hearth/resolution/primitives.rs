//! The atomic steps as the exclusive side asks for them: each triggers its rules event (whose one
//! observer does the step, `rules`) and returns the event's answer, so sequences read as before.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CardType;
use crate::rulesets::hearth::rules::events::{
    AddToHand, DealDamage, Destroy, Draw, Enchant, EnterBoard, Equip, Freeze, Heal, Silence,
};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::base_stats;
use crate::rulesets::hearth::state::limits::BOARD_LIMIT;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::{Happened, Writes};

impl Resolver<'_> {
    /// Draws the top card of `seat`'s deck: fatigue when the deck is empty, burn when the hand is
    /// full.
    pub(in crate::rulesets::hearth) fn draw(&mut self, seat: u8) -> Option<EntityId> {
        if self.player(seat).portal.is_some() {
            return self.draw_from_portal(seat);
        }
        let mut event = Draw {
            seat,
            card: None,
            drawn: None,
        };
        self.trigger(|keys| keys.draw, &mut event);
        self.after_damage_step();
        self.after_draw(seat, event.drawn)
    }

    /// Draws one given card of `seat`'s deck (one an effect picked); burned when the hand is full.
    pub(in crate::rulesets::hearth) fn draw_card(
        &mut self,
        seat: u8,
        card: EntityId,
    ) -> Option<EntityId> {
        let mut event = Draw {
            seat,
            card: Some(card),
            drawn: None,
        };
        self.trigger(|keys| keys.draw, &mut event);
        self.after_damage_step();
        self.after_draw(seat, event.drawn)
    }

    /// What follows a draw: a card that casts itself when drawn does so, and its player draws
    /// another; otherwise cards that watch draws (Aegwynn's legacy) see it. Returns the card the
    /// draw finally brought.
    fn after_draw(&mut self, seat: u8, drawn: Option<EntityId>) -> Option<EntityId> {
        let card = drawn?;
        // A game that never held such cards does not look.
        let seen = self.state().seen;
        if seen.contains(Tags::CASTS_WHEN_DRAWN) && self.tags(card).contains(Tags::CASTS_WHEN_DRAWN)
        {
            self.cast_when_drawn(seat, card);
            if self.is_over() {
                return None;
            }
            return self.draw(seat);
        }
        if seen.contains(Tags::WATCHES_DRAWS) {
            self.fire(Happened::CardDrawn, seat, Some(card));
        }
        Some(card)
    }

    /// Attaches the enchantment card `def` to `target`: its Attack, Health, keywords and Spell
    /// Damage, and its deathrattle and triggers as granted text.
    pub(in crate::rulesets::hearth) fn enchant_with_card(&mut self, target: EntityId, def: u16) {
        let db = self.db().clone();
        let info = db.get(def);
        let grant = info.own_text;
        if grant.is_some() && self.card(target).kind == CardType::Hero {
            let seat = self.card(target).controller;
            self.player_mut(seat).hero_granted = true;
        }
        let mut tags = Tags::of_keywords(&info.def.keywords);
        if grant.is_some() {
            tags |= Tags::GRANTED;
        }
        self.attach(Enchant {
            attack: info.def.attack as i16,
            health: info.def.health as i16,
            tags,
            spell_damage: info.spell_damage,
            grant,
            ..Enchant::on(target)
        });
    }

    /// Puts a new card into `seat`'s hand (burned when the hand is full).
    pub(in crate::rulesets::hearth) fn give_card(
        &mut self,
        seat: u8,
        def: u16,
    ) -> Option<EntityId> {
        let card = self.create_card(def, seat, Zone::SetAside);
        self.hand_over(seat, card).then_some(card)
    }

    /// Discards a card from `seat`'s hand into the graveyard.
    pub(in crate::rulesets::hearth) fn discard(&mut self, seat: u8, card: EntityId) {
        self.take_from_hand(seat, card);
        self.send_to_graveyard(card);
        self.emit(LogEvent::Discarded { player: seat, card });
    }

    /// Puts a set-aside card into `seat`'s hand (burned when the hand is full); true when it
    /// reached the hand.
    pub(in crate::rulesets::hearth) fn hand_over(&mut self, seat: u8, card: EntityId) -> bool {
        let mut event = AddToHand {
            seat,
            card,
            added: false,
        };
        self.trigger(|keys| keys.add_to_hand, &mut event);
        event.added
    }

    /// Puts a minion onto `seat`'s board at `slot` (clamped): the "enter play" step shared by
    /// playing and summoning. Returns false, changing nothing, when the board is full.
    pub(in crate::rulesets::hearth) fn enter_board(
        &mut self,
        seat: u8,
        card: EntityId,
        slot: usize,
    ) -> bool {
        let mut event = EnterBoard {
            seat,
            card,
            slot,
            placed: false,
        };
        self.trigger(|keys| keys.enter_board, &mut event);
        event.placed
    }

    /// Summons a new minion of `def` for `seat`; a full board makes it fail silently.
    pub(in crate::rulesets::hearth) fn summon_new(
        &mut self,
        seat: u8,
        def: u16,
        slot: usize,
    ) -> Option<EntityId> {
        if self.player(seat).board.len() >= BOARD_LIMIT {
            return None;
        }
        let card = self.create_card(def, seat, Zone::SetAside);
        self.enter_board(seat, card, slot);
        self.fire(Happened::Summoned, seat, Some(card));
        Some(card)
    }

    /// Equips a weapon for `seat`; the old one is destroyed.
    pub(in crate::rulesets::hearth) fn equip(&mut self, seat: u8, weapon: EntityId) {
        self.trigger(|keys| keys.equip, &mut Equip { seat, weapon });
    }

    /// Deals damage from `source` to `target`; returns the damage actually dealt.
    pub(in crate::rulesets::hearth) fn deal_damage(
        &mut self,
        source: EntityId,
        target: EntityId,
        amount: i16,
    ) -> i16 {
        let mut event = DealDamage {
            source,
            target,
            amount,
            dealt: 0,
        };
        self.trigger(|keys| keys.damage, &mut event);
        self.after_damage_step();
        event.dealt
    }

    /// After a step that may have dealt damage (damage, healing that hurts, fatigue): the
    /// triggers that prevented some of it resolve now.
    #[inline]
    fn after_damage_step(&mut self) {
        if self.resolution().stack.has_at_once() {
            self.resolve_preventions();
        }
    }

    /// Restores health up to the maximum; returns the amount restored.
    pub(in crate::rulesets::hearth) fn heal(
        &mut self,
        source: EntityId,
        target: EntityId,
        amount: i16,
    ) -> i16 {
        let mut event = Heal {
            source,
            target,
            amount,
            restored: 0,
        };
        self.trigger(|keys| keys.heal, &mut event);
        self.after_damage_step();
        event.restored
    }

    /// Attaches an enchantment to `target` and folds it into the target's stats.
    pub(in crate::rulesets::hearth) fn enchant(
        &mut self,
        target: EntityId,
        (attack, health): (i16, i16),
        tags: Tags,
        spell_damage: i16,
        this_turn: bool,
    ) {
        self.trigger(
            |keys| keys.enchant,
            &mut Enchant {
                attack,
                health,
                tags,
                spell_damage,
                this_turn,
                ..Enchant::on(target)
            },
        );
    }

    /// Attaches an enchantment with every field given (durations, granted text).
    pub(in crate::rulesets::hearth) fn attach(&mut self, mut enchantment: Enchant) {
        self.trigger(|keys| keys.enchant, &mut enchantment);
    }

    /// Attaches an enchantment that changes a card's cost (a card in hand).
    pub(in crate::rulesets::hearth) fn enchant_cost(&mut self, target: EntityId, cost: i16) {
        self.trigger(
            |keys| keys.enchant,
            &mut Enchant {
                cost,
                ..Enchant::on(target)
            },
        );
    }

    /// Silences `target`.
    pub(in crate::rulesets::hearth) fn silence(&mut self, target: EntityId) {
        self.trigger(|keys| keys.silence, &mut Silence { target });
    }

    /// Marks `target` for destruction at the next death check.
    pub(in crate::rulesets::hearth) fn destroy(&mut self, target: EntityId) {
        self.trigger(|keys| keys.destroy, &mut Destroy { target });
    }

    /// Freezes `target`.
    pub(in crate::rulesets::hearth) fn freeze(&mut self, target: EntityId) {
        self.trigger(|keys| keys.freeze, &mut Freeze { target });
    }

    /// Resets a card to its base definition (its current `def`): enchantments gone, damage gone,
    /// printed keywords and type back. Used when a card moves backward (play to hand or deck).
    pub(in crate::rulesets::hearth) fn reset_to_base(&mut self, card: EntityId) {
        self.reset_all_to_base(&[card]);
    }

    /// Resets several cards to their base definitions with one pass over the enchantments rather
    /// than one per card: determinization re-samples a whole hand and deck for every search
    /// iteration, and a pass per card made it the search's largest cost.
    pub(in crate::rulesets::hearth) fn reset_all_to_base(&mut self, cards: &[EntityId]) {
        let ids = self.id_count();
        let mut reset = vec![false; ids as usize];
        for card in cards {
            reset[card.0 as usize] = true;
        }
        for id in (1..ids).map(EntityId) {
            let on_reset_card = self.enchantment(id).is_some_and(|e| {
                e.active && reset.get(e.target.0 as usize).copied().unwrap_or(false)
            });
            if on_reset_card && let Some(e) = self.enchantment_mut(id) {
                e.active = false;
            }
        }
        for &card in cards {
            let info = self.info(card);
            let (kind, tags, stats) = (info.def.kind, info.tags, base_stats(info));
            self.state_mut().seen.insert(tags);
            *self.tags_mut(card) = tags;
            *self.stats_mut(card) = stats;
            self.card_mut(card).kind = kind;
        }
    }
}
