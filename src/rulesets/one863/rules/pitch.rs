//! `Pitch`: what every one863 rule observer works through. It holds the observer's world (card
//! components read and written as columns by slot) and the lent match state (table, log,
//! content), and offers the few primitives all rules are made of (move a card between piles, flip
//! it, read its facts), each keeping the pile, the `Zone` component and the log in step.

use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::world::DeferredWorld;

use crate::engine::{FixedEventKey, LentCards};
use crate::rulesets::one863::components::{Footballer, Slot, Stance, Table, Zone};
use crate::rulesets::one863::db::{Rules, TeamDb};
use crate::rulesets::one863::events::{LogEvent, MatchEnds};
use crate::rulesets::one863::game::{EventKeys, Match};

/// The rules world as a rule sees it: the match state its game lent and the card components,
/// read and written as columns indexed by slot (a query would look each card up, and rules read
/// cards hundreds of times a match), both through the engine's lend.
pub struct Pitch<'w> {
    lent: LentCards<'w, Match, Footballer, Zone, Stance>,
}

impl<'w> Pitch<'w> {
    /// The rules world of the observer that runs now, with the match state lent to it.
    #[inline]
    pub fn of(world: DeferredWorld<'w>) -> Self {
        Pitch {
            lent: LentCards::of(world),
        }
    }
}

impl Pitch<'_> {
    #[inline]
    fn st(&self) -> &Match {
        self.lent.state()
    }

    #[inline]
    fn st_mut(&mut self) -> &mut Match {
        self.lent.state_mut()
    }

    /// Every card's facts, by slot.
    #[inline]
    fn facts(&self) -> &[Footballer] {
        self.lent.cards().a
    }

    /// Every card's stance, by slot.
    #[inline]
    fn stances(&self) -> &[Stance] {
        self.lent.cards().c
    }

    /// Every card's stance, by slot, to change.
    #[inline]
    fn stances_mut(&mut self) -> &mut [Stance] {
        self.lent.cards_mut().c
    }

    /// Every card's zone, by slot, to change.
    #[inline]
    fn zones_mut(&mut self) -> &mut [Zone] {
        self.lent.cards_mut().b
    }

    /// Both sides' piles, the score, whose turn.
    #[inline]
    pub fn table(&self) -> &Table {
        &self.st().table
    }

    /// The table, to change.
    #[inline]
    pub fn table_mut(&mut self) -> &mut Table {
        &mut self.st_mut().table
    }

    /// The content: teams, positions and their bonuses.
    #[inline]
    pub fn db(&self) -> &TeamDb {
        &self.st().db
    }

    /// The rules numbers.
    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.st().db.rules
    }

    /// Triggers the next rules event of the chain, as this observer's last act (it takes the
    /// `Pitch`, so nothing of this rule runs after it): the next observer runs now, where a
    /// command would have run it right after this one returns.
    pub fn then<E: for<'a> Event<Trigger<'a> = GlobalTrigger>>(
        mut self,
        key: impl FnOnce(&EventKeys) -> FixedEventKey<E>,
        mut event: E,
    ) {
        let key = key(&self.st().keys);
        self.lent.trigger(key, &mut event);
    }

    /// A card's facts.
    #[inline]
    pub fn footballer(&self, slot: Slot) -> Footballer {
        self.facts()[slot as usize]
    }

    /// A card's stance.
    #[inline]
    pub fn stance(&self, slot: Slot) -> Stance {
        self.stances()[slot as usize]
    }

    /// `side`'s field cards are ready to act again (its turn begins); flipped cards stay flipped.
    pub fn ready_field(&mut self, side: u8) {
        let (state, cards) = self.lent.parts_mut();
        for slot in &state.table.sides[side as usize].field {
            cards.c[*slot as usize].acted = false;
        }
    }

    /// Changes a card's stance.
    #[inline]
    pub fn set_stance(&mut self, slot: Slot, stance: Stance) {
        self.stances_mut()[slot as usize] = stance;
    }

    /// The action is over: the next side's turn begins, or the match ends after stoppage time's
    /// last action.
    pub fn end_turn(mut self, next: u8) {
        if self.table().last_action {
            self.then(|keys| keys.match_ends, MatchEnds);
        } else {
            super::turn::begin(&mut self, next);
        }
    }

    /// Appends to the log.
    #[inline]
    pub fn record(&mut self, event: LogEvent) {
        self.st_mut().log.push(event);
    }

    /// Moves `slot` (which is in `from` of its side) to the end of `to`'s pile, resetting its
    /// stance: a card that leaves the field forgets it was flipped or acted.
    #[inline]
    pub fn move_card(&mut self, slot: Slot, from: Zone, to: Zone) {
        let side = self.footballer(slot).side as usize;
        let sides = &mut self.table_mut().sides[side];
        let source = match from {
            Zone::Deck => &mut sides.deck,
            Zone::Hand => &mut sides.hand,
            Zone::Field => &mut sides.field,
            Zone::Discard => &mut sides.discard,
        };
        let at = source
            .iter()
            .position(|s| *s == slot)
            .expect("the card is in the pile it leaves");
        source.remove(at);
        match to {
            Zone::Deck => sides.deck.push(slot),
            Zone::Hand => sides.hand.push(slot),
            Zone::Field => sides.field.push(slot),
            Zone::Discard => sides.discard.push(slot),
        }
        self.zones_mut()[slot as usize] = to;
        self.stances_mut()[slot as usize] = Stance::default();
    }

    /// `side` draws `top`, the first card of its deck, into its hand.
    #[inline]
    pub fn draw_top(&mut self, side: u8, top: Slot) {
        let sides = &mut self.table_mut().sides[side as usize];
        debug_assert_eq!(sides.deck.first(), Some(&top), "the top card is drawn");
        sides.deck.remove(0);
        sides.hand.push(top);
        self.zones_mut()[top as usize] = Zone::Hand;
        self.stances_mut()[top as usize] = Stance::default();
    }

    /// Sends a field card to its discard pile, if it is still on the field.
    #[inline]
    pub fn discard_from_field(&mut self, slot: Slot) {
        let side = self.footballer(slot).side as usize;
        if self.table().sides[side].field.contains(&slot) {
            self.move_card(slot, Zone::Field, Zone::Discard);
            self.record(LogEvent::Discarded { card: slot });
        }
    }

    /// Turns a field card face down.
    pub fn flip(&mut self, slot: Slot) {
        self.set_stance(
            slot,
            Stance {
                flipped: true,
                acted: false,
            },
        );
        self.record(LogEvent::Flipped { card: slot });
    }

    /// How many of `side`'s field cards satisfy `test`.
    #[inline]
    pub fn count_field(&self, side: u8, test: impl Fn(Stance) -> bool) -> usize {
        let stances = self.stances();
        self.table().sides[side as usize]
            .field
            .iter()
            .filter(|s| test(stances[**s as usize]))
            .count()
    }
}
