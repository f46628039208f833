//! `Resolver`: the exclusive side of the dopynion rules. The action driver (`resolve`) works
//! through this view of the rules world: it runs the resolution stack (card effects), moves the turn on, and
//! triggers the rules events whose observers do the atomic steps (draws, gains, discards and
//! trashing from the hand, plays, a turn's start and clean-up).

use bevy::ecs::event::{Event, GlobalTrigger};

use super::components::{Piles, Player, Seat, Table};
use super::events::LogEvent;
use super::game::{EventKeys, HoldsWorld, Ledger, Players};
use super::rules::events::{Away, CardPlayed, CleanUp, Drew, Gained, LeftHand, TurnBegins};
use super::schema::{Card, GainTo};
use super::writes::Writes;
use crate::engine::{Cards, FixedEventKey, GameRng};

/// Exclusive access to one dopynion rules world and its ledger, which it lends to the rules for
/// each event it triggers.
pub struct Resolver<'w> {
    players: &'w mut Players,
    events: EventKeys,
    ledger: &'w mut Ledger,
}

impl HoldsWorld for Resolver<'_> {
    #[inline]
    fn players(&self) -> Cards<'_, Seat, Piles, Player> {
        self.players.cards()
    }
    #[inline]
    fn ledger(&self) -> &Ledger {
        self.ledger
    }
}

impl<'w> Resolver<'w> {
    /// A resolver over a game's world and ledger.
    pub(super) fn new(players: &'w mut Players, events: EventKeys, ledger: &'w mut Ledger) -> Self {
        Self {
            players,
            events,
            ledger,
        }
    }

    /// Triggers a rules event through its key: its observer resolves it at once, and the event
    /// comes back with the observer's answer filled in.
    #[inline]
    fn trigger<E: for<'a> Event<Trigger<'a> = GlobalTrigger>>(
        &mut self,
        key: impl FnOnce(&EventKeys) -> FixedEventKey<E>,
        event: &mut E,
    ) {
        let key = key(&self.events);
        self.players.trigger(self.ledger, key, event);
    }

    /// Draws up to `count` cards.
    pub(super) fn draw(&mut self, player: u8, count: usize) {
        self.trigger(|keys| keys.drew, &mut Drew { player, count });
    }

    /// Gains `card` from the supply if its pile has one left. Returns whether it did.
    pub(super) fn gain(&mut self, player: u8, card: Card, to: GainTo) -> bool {
        let mut event = Gained {
            player,
            card,
            to,
            gained: false,
        };
        self.trigger(|keys| keys.gained, &mut event);
        event.gained
    }

    /// Moves one `card` from hand to the discard pile or the trash. Returns whether the hand had
    /// one.
    fn leave_hand(&mut self, player: u8, card: Card, to: Away) -> bool {
        let mut event = LeftHand {
            player,
            card,
            to,
            moved: false,
        };
        self.trigger(|keys| keys.left_hand, &mut event);
        event.moved
    }

    /// Moves one `card` from hand to the discard pile.
    pub(super) fn discard_from_hand(&mut self, player: u8, card: Card) -> bool {
        self.leave_hand(player, card, Away::Discard)
    }

    /// Moves one `card` from hand to the trash.
    pub(super) fn trash_from_hand(&mut self, player: u8, card: Card) -> bool {
        self.leave_hand(player, card, Away::Trash)
    }

    /// `player` plays `card` from the hand.
    pub(super) fn play(&mut self, player: u8, card: Card) {
        self.trigger(|keys| keys.played, &mut CardPlayed { player, card });
    }

    /// Starts `player`'s turn.
    pub(super) fn start_turn(&mut self, player: u8) {
        self.trigger(|keys| keys.turn_begins, &mut TurnBegins { player });
    }

    /// `player` cleans up and draws a new hand.
    pub(super) fn clean_up(&mut self, player: u8) {
        self.trigger(|keys| keys.clean_up, &mut CleanUp { player });
    }
}

impl Writes for Resolver<'_> {
    #[inline]
    fn table_mut(&mut self) -> &mut Table {
        &mut self.ledger.table
    }
    #[inline]
    fn piles_mut(&mut self, player: u8) -> &mut Piles {
        let players = self.players.cards_mut();
        &mut players.b[player as usize]
    }
    #[inline]
    fn seat_mut(&mut self, player: u8) -> &mut Seat {
        let players = self.players.cards_mut();
        &mut players.a[player as usize]
    }
    #[inline]
    fn rng(&mut self) -> &mut GameRng {
        &mut self.ledger.rng
    }
    #[inline]
    fn emit(&mut self, event: LogEvent) {
        self.ledger.log.push(event);
    }
}
