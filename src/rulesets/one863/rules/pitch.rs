//! `Pitch`: the system parameter every one863 rule observer takes. It gathers the card components
//! (a query) and the lent match state (table, log, content: one resource), and offers the few
//! primitives all rules are made of (move a card between
//! piles, flip it, read its facts), each keeping the pile, the `Zone` component and the log in step.

use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::system::{Commands, Query, ResMut, SystemParam};
use bevy::ecs::world::World;

use crate::engine::{EventKeyOf, StateSlot};
use crate::rulesets::one863::components::{Footballer, Slot, Stance, Table, Zone};
use crate::rulesets::one863::db::{Rules, TeamDb};
use crate::rulesets::one863::events::{LogEvent, MatchEnds, TurnBegins};
use crate::rulesets::one863::game::{EventKeys, Match};

/// The rules world as a rule sees it.
#[derive(SystemParam)]
pub struct Pitch<'w, 's> {
    /// The lent match state: table, log, content, slot → entity.
    lent: ResMut<'w, StateSlot<Match>>,
    /// Every card's facts.
    facts: Query<'w, 's, &'static Footballer>,
    /// Every card's zone.
    zones: Query<'w, 's, &'static mut Zone>,
    /// Every card's stance. One query per component: a rule that reads a stance fetches one
    /// column, not three.
    stances: Query<'w, 's, &'static mut Stance>,
    /// Follow-up rules events.
    commands: Commands<'w, 's>,
}

impl Pitch<'_, '_> {
    /// Both sides' piles, the score, whose turn.
    #[inline]
    pub fn table(&self) -> &Table {
        &self.lent.get().table
    }

    /// The table, to change.
    #[inline]
    pub fn table_mut(&mut self) -> &mut Table {
        &mut self.lent.get_mut().table
    }

    /// The content: teams, positions and their bonuses.
    #[inline]
    pub fn db(&self) -> &TeamDb {
        &self.lent.get().db
    }

    /// The rules numbers.
    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.lent.get().db.rules
    }

    /// Triggers the next rules event of the chain, once this observer is done.
    pub fn then<E: for<'a> Event<Trigger<'a> = GlobalTrigger> + Send + 'static>(
        &mut self,
        key: impl FnOnce(&EventKeys) -> EventKeyOf<E>,
        mut event: E,
    ) {
        let key = key(&self.lent.get().keys);
        self.commands
            .queue(move |world: &mut World| key.trigger(world, &mut event));
    }

    #[inline]
    fn entity(&self, slot: Slot) -> bevy::ecs::entity::Entity {
        self.lent.get().cards[slot as usize]
    }

    /// A card's facts.
    #[inline]
    pub fn footballer(&self, slot: Slot) -> Footballer {
        *self
            .facts
            .get(self.entity(slot))
            .expect("a card of this game")
    }

    /// A card's stance.
    #[inline]
    pub fn stance(&self, slot: Slot) -> Stance {
        *self
            .stances
            .get(self.entity(slot))
            .expect("a card of this game")
    }

    /// A field card is ready to act again (its side's turn begins); a flipped card stays flipped.
    #[inline]
    pub fn ready(&mut self, slot: Slot) {
        let entity = self.entity(slot);
        self.stances
            .get_mut(entity)
            .expect("a card of this game")
            .acted = false;
    }

    /// Changes a card's stance.
    #[inline]
    pub fn set_stance(&mut self, slot: Slot, stance: Stance) {
        *self
            .stances
            .get_mut(self.entity(slot))
            .expect("a card of this game") = stance;
    }

    /// The action is over: the next side's turn begins, or the match ends after stoppage time's
    /// last action.
    pub fn end_turn(&mut self, next: u8) {
        if self.table().last_action {
            self.then(|keys| keys.match_ends, MatchEnds);
        } else {
            self.then(|keys| keys.turn_begins, TurnBegins { side: next });
        }
    }

    /// Appends to the log.
    #[inline]
    pub fn record(&mut self, event: LogEvent) {
        self.lent.get_mut().log.push(event);
    }

    /// Moves `slot` (which is in `from` of its side) to the end of `to`'s pile, resetting its
    /// stance: a card that leaves the field forgets it was flipped or acted.
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
        let entity = self.entity(slot);
        *self.zones.get_mut(entity).expect("a card of this game") = to;
        *self.stances.get_mut(entity).expect("a card of this game") = Stance::default();
    }

    /// Sends a field card to its discard pile, if it is still on the field.
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
    pub fn count_field(&self, side: u8, test: impl Fn(Stance) -> bool) -> usize {
        self.table().sides[side as usize]
            .field
            .iter()
            .filter(|s| test(self.stance(**s)))
            .count()
    }
}
