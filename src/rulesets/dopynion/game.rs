//! One dopynion game: its own Bevy rules world (the table entity and one entity per player), its
//! seeded RNG and its log. The primitives every effect is made of (draw, gain, discard, trash,
//! reveal) live here, each logging what it does.

use std::sync::Arc;

use bevy::ecs::entity::Entity;
use bevy::ecs::world::{Mut, World};

use super::components::{Piles, Seat, Table};
use super::db::{CardDb, CardInfo, MAX_CARDS};
use super::events::LogEvent;
use super::invariants::Census;
use super::schema::{Card, GainTo};
use crate::engine::{ComponentKey, GameLog, GameRng};

/// The number of ending-pile gains whose turn simulations report (the 4th Province).
pub const TRACKED_ENDING_GAIN: u8 = 4;

/// The keys of the rules components in one world.
#[derive(Debug, Clone, Copy)]
struct Keys {
    table: ComponentKey<Table>,
    piles: ComponentKey<Piles>,
    seat: ComponentKey<Seat>,
}

impl Keys {
    fn register(world: &mut World) -> Self {
        Self {
            table: ComponentKey::register(world),
            piles: ComponentKey::register(world),
            seat: ComponentKey::register(world),
        }
    }
}

/// A dopynion game in progress.
pub struct Game {
    pub(super) world: World,
    keys: Keys,
    pub(super) table: Entity,
    pub(super) players: Vec<Entity>,
    pub(super) db: Arc<CardDb>,
    pub(super) rng: GameRng,
    pub(super) log: GameLog<LogEvent>,
    /// Every card in the game after set-up, by kind (no card is ever created or destroyed).
    pub(super) initial: Census,
}

impl Game {
    /// An empty table with `players` seats and no cards anywhere.
    pub(super) fn empty(db: Arc<CardDb>, players: u8, seed: u64) -> Self {
        let mut world = World::new();
        let keys = Keys::register(&mut world);
        let mut game = Self {
            world,
            keys,
            table: Entity::PLACEHOLDER,
            players: Vec::new(),
            db,
            rng: GameRng::seeded(seed),
            log: GameLog::default(),
            initial: [0; MAX_CARDS],
        };
        game.reset(players, seed);
        game
    }

    /// Empties the world (component registrations stay) and seats `players` anew.
    pub(super) fn reset(&mut self, players: u8, seed: u64) {
        self.world.clear_entities();
        self.table = self.world.spawn(Table::default()).id();
        self.players.clear();
        for _ in 0..players {
            let player = self.world.spawn((Seat::default(), Piles::default())).id();
            self.players.push(player);
        }
        self.rng = GameRng::seeded(seed);
        // A two-player game logs about 700 events; one allocation up front.
        self.log = GameLog::with_capacity(1024);
        self.initial = [0; MAX_CARDS];
    }

    /// The card set this game plays with.
    pub fn db(&self) -> &Arc<CardDb> {
        &self.db
    }
    /// A card's definition.
    #[inline]
    pub fn card(&self, card: Card) -> &CardInfo {
        self.db.get(card)
    }
    /// How many seats the game has (eliminated players included).
    pub fn player_count(&self) -> u8 {
        self.players.len() as u8
    }
    /// The table.
    #[inline]
    pub fn table(&self) -> &Table {
        self.keys
            .table
            .read(&self.world, self.table)
            .expect("the table entity")
    }
    #[inline]
    pub(super) fn table_mut(&mut self) -> Mut<'_, Table> {
        self.keys
            .table
            .write(&mut self.world, self.table)
            .expect("the table entity")
    }
    /// A player's piles.
    #[inline]
    pub fn piles(&self, player: u8) -> &Piles {
        self.keys
            .piles
            .read(&self.world, self.players[player as usize])
            .expect("a player entity")
    }
    #[inline]
    pub(super) fn piles_mut(&mut self, player: u8) -> Mut<'_, Piles> {
        self.keys
            .piles
            .write(&mut self.world, self.players[player as usize])
            .expect("a player entity")
    }
    /// A player's seat.
    #[inline]
    pub fn seat(&self, player: u8) -> &Seat {
        self.keys
            .seat
            .read(&self.world, self.players[player as usize])
            .expect("a player entity")
    }
    pub(super) fn seat_mut(&mut self, player: u8) -> Mut<'_, Seat> {
        self.keys
            .seat
            .write(&mut self.world, self.players[player as usize])
            .expect("a player entity")
    }
    /// True while the arbiter has not eliminated the player.
    #[inline]
    pub fn in_game(&self, player: u8) -> bool {
        self.seat(player).eliminated.is_none()
    }
    /// Every card in the game after set-up, by kind.
    pub fn initial_census(&self) -> &Census {
        &self.initial
    }
    /// An action as players read it: "buy Province".
    pub fn action_text(&self, action: &super::actions::Action) -> String {
        use super::actions::Action as A;
        let name = |c: &Card| self.db.name(*c);
        match action {
            A::Play(c) => format!("play {}", name(c)),
            A::PlayTreasure(c) => format!("play {}", name(c)),
            A::PlayAllTreasures => "play all treasures".into(),
            A::Buy(c) => format!("buy {}", name(c)),
            A::EndTurn => "end turn".into(),
            A::Discard(c) => format!("discard {}", name(c)),
            A::Trash(c) => format!("trash {}", name(c)),
            A::Gain(c) => format!("gain {}", name(c)),
            A::Topdeck(c) => format!("put {} on the deck", name(c)),
            A::DiscardDeck => "discard the deck".into(),
            A::Done => "done".into(),
        }
    }
    /// The game log.
    pub fn log(&self) -> &GameLog<LogEvent> {
        &self.log
    }

    /// Takes the top card of a player's deck, shuffling the discard pile into a new deck first when
    /// the deck is empty. `None` when both are empty.
    pub(super) fn take_top(&mut self, player: u8) -> Option<Card> {
        if self.piles(player).deck.is_empty() {
            if self.piles(player).discard.is_empty() {
                return None;
            }
            let entity = self.players[player as usize];
            let mut piles = self
                .keys
                .piles
                .write(&mut self.world, entity)
                .expect("a player");
            let piles = &mut *piles;
            std::mem::swap(&mut piles.deck, &mut piles.discard);
            self.rng.shuffle(&mut piles.deck);
            self.log.push(LogEvent::Shuffled { player });
        }
        self.piles_mut(player).deck.pop()
    }

    /// Draws up to `count` cards; stops when deck and discard are both empty. One component
    /// access for the whole draw: this is the rules' hottest path.
    pub(super) fn draw(&mut self, player: u8, count: usize) {
        let entity = self.players[player as usize];
        let mut piles = self
            .keys
            .piles
            .write(&mut self.world, entity)
            .expect("a player");
        let piles = &mut *piles;
        for _ in 0..count {
            if piles.deck.is_empty() {
                if piles.discard.is_empty() {
                    return;
                }
                std::mem::swap(&mut piles.deck, &mut piles.discard);
                self.rng.shuffle(&mut piles.deck);
                self.log.push(LogEvent::Shuffled { player });
            }
            let card = piles.deck.pop().expect("refilled above");
            piles.hand.push(card);
            self.log.push(LogEvent::Drew { player, card });
        }
    }

    /// Gains `card` from the supply if its pile has one left. Returns whether it did.
    pub(super) fn gain(&mut self, player: u8, card: Card, to: GainTo) -> bool {
        let ending = self.db.rules().ending_pile;
        {
            let mut table = self.table_mut();
            let Some(pile) = table.supply.iter_mut().find(|p| p.card == card) else {
                return false;
            };
            if pile.count == 0 {
                return false;
            }
            pile.count -= 1;
        }
        let mut piles = self.piles_mut(player);
        match to {
            GainTo::Discard => piles.discard.push(card),
            GainTo::DeckTop => piles.deck.push(card),
            GainTo::Hand => piles.hand.push(card),
        }
        self.log.push(LogEvent::Gained { player, card, to });
        if card == ending {
            let mut seat = self.seat_mut(player);
            seat.ending_gains += 1;
            if seat.ending_gains == TRACKED_ENDING_GAIN {
                seat.fourth_ending_turn = Some(seat.turns);
            }
        }
        true
    }

    /// Takes one `card` out of the player's hand. Returns whether the hand had one.
    pub(super) fn take_from_hand(&mut self, player: u8, card: Card) -> bool {
        let mut piles = self.piles_mut(player);
        let Some(at) = piles.hand.iter().position(|c| *c == card) else {
            return false;
        };
        piles.hand.remove(at);
        true
    }

    /// Moves one `card` from hand to the discard pile. Returns whether the hand had one.
    pub(super) fn discard_from_hand(&mut self, player: u8, card: Card) -> bool {
        if !self.take_from_hand(player, card) {
            return false;
        }
        self.piles_mut(player).discard.push(card);
        self.log.push(LogEvent::Discarded { player, card });
        true
    }

    /// Moves one `card` from hand to the trash. Returns whether the hand had one.
    pub(super) fn trash_from_hand(&mut self, player: u8, card: Card) -> bool {
        if !self.take_from_hand(player, card) {
            return false;
        }
        self.table_mut().trash.push(card);
        self.log.push(LogEvent::Trashed { player, card });
        true
    }

    /// Puts revealed cards into the discard pile, logging each.
    pub(super) fn discard_revealed(&mut self, player: u8, cards: &[Card]) {
        self.piles_mut(player).discard.extend_from_slice(cards);
        for &card in cards {
            self.log.push(LogEvent::Discarded { player, card });
        }
    }

    /// Takes and reveals up to `count` cards from the top of the deck.
    pub(super) fn reveal_top(&mut self, player: u8, count: usize) -> Vec<Card> {
        let mut revealed = Vec::with_capacity(count);
        for _ in 0..count {
            let Some(card) = self.take_top(player) else {
                break;
            };
            self.log.push(LogEvent::Revealed { player, card });
            revealed.push(card);
        }
        revealed
    }

    /// A fingerprint of the rules state (table, seats, piles and the log's length): equal before
    /// and after a rejected action.
    pub fn fingerprint(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = crate::engine::log::Fingerprint::default();
        self.table().hash(&mut hasher);
        for player in 0..self.player_count() {
            self.seat(player).hash(&mut hasher);
            self.piles(player).hash(&mut hasher);
        }
        self.log.len().hash(&mut hasher);
        hasher.finish()
    }

    /// A full, independent copy: the same world contents, RNG state and log.
    pub fn fork(&self) -> Game {
        let mut world = World::new();
        let keys = Keys::register(&mut world);
        let table = world.spawn(self.table().clone()).id();
        let players = (0..self.player_count())
            .map(|p| {
                world
                    .spawn((self.seat(p).clone(), self.piles(p).clone()))
                    .id()
            })
            .collect();
        Game {
            world,
            keys,
            table,
            players,
            db: self.db.clone(),
            rng: self.rng.clone(),
            log: self.log.clone(),
            initial: self.initial,
        }
    }
}
