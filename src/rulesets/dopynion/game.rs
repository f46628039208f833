//! One dopynion game: its own Bevy rules world (one entity per player, with its seat and piles as
//! components and the `Player` tag; the rule observers installed), and beside it the ledger it
//! lends to the rules while they run (the table: turn, supply, trash and resolution stack; the
//! seeded RNG; the log). Worlds are pooled per thread: a new game, a restart or a fork reuses a
//! world whose observers are already installed.

use std::cell::RefCell;
use std::sync::Arc;

use bevy::ecs::world::World;

use super::actions::Action;
use super::components::{Piles, Player, Seat, Table};
use super::db::{CardDb, MAX_CARDS};
use super::events::LogEvent;
use super::invariants::Census;
use super::reads::Reads;
use super::resolver::Resolver;
use super::rules;
use super::rules::events::{CardPlayed, CleanUp, Drew, Gained, LeftHand, TurnBegins};
use crate::engine::{CardWorld, Cards, FixedEventKey, GameLog, GameRng};

/// The number of ending-pile gains whose turn simulations report (the 4th Province).
pub const TRACKED_ENDING_GAIN: u8 = 4;

/// What a dopynion game keeps beside its world and lends to it while rules run.
#[derive(Clone)]
pub struct Ledger {
    /// The table: whose turn, the phase, the supply, the trash, what waits to resolve.
    pub table: Table,
    /// The game's one seeded generator.
    pub rng: GameRng,
    /// What happened, in order.
    pub log: GameLog<LogEvent>,
    /// The card set (here so an observer reaches it with the ledger).
    pub db: Arc<CardDb>,
}

/// The engine's card world as dopynion uses it: one entity per player, by seat number.
pub(super) type Players = CardWorld<Seat, Piles, Player>;

/// The keys of the rules events, so triggering one costs no type lookup.
#[derive(Debug, Clone, Copy)]
pub struct EventKeys {
    pub(super) drew: FixedEventKey<Drew>,
    pub(super) gained: FixedEventKey<Gained>,
    pub(super) left_hand: FixedEventKey<LeftHand>,
    pub(super) played: FixedEventKey<CardPlayed>,
    pub(super) turn_begins: FixedEventKey<TurnBegins>,
    pub(super) clean_up: FixedEventKey<CleanUp>,
}

impl EventKeys {
    /// Registers the events and finds their rule observers, installed in `world`.
    fn register(world: &mut World) -> Self {
        EventKeys {
            drew: FixedEventKey::register(world),
            gained: FixedEventKey::register(world),
            left_hand: FixedEventKey::register(world),
            played: FixedEventKey::register(world),
            turn_begins: FixedEventKey::register(world),
            clean_up: FixedEventKey::register(world),
        }
    }
}

/// Something that holds a dopynion rules world: the game, or a resolution in progress. Its
/// readers (`Reads`) come from here.
pub trait HoldsWorld {
    /// Every player's seat and piles, by seat number.
    fn players(&self) -> Cards<'_, Seat, Piles, Player>;
    /// Its ledger.
    fn ledger(&self) -> &Ledger;
}

impl<T: HoldsWorld> Reads for T {
    #[inline]
    fn table(&self) -> &Table {
        &self.ledger().table
    }
    #[inline]
    fn piles(&self, player: u8) -> &Piles {
        &self.players().b[player as usize]
    }
    #[inline]
    fn seat(&self, player: u8) -> &Seat {
        &self.players().a[player as usize]
    }
    #[inline]
    fn db(&self) -> &Arc<CardDb> {
        &self.ledger().db
    }
    #[inline]
    fn player_count(&self) -> u8 {
        self.players().a.len() as u8
    }
}

/// A rules world with its observers installed, the keys of its events and its ledger: what a
/// game holds and the pool keeps.
pub(super) struct RulesWorld {
    pub(super) players: Players,
    pub(super) events: EventKeys,
    pub(super) ledger: Box<Ledger>,
}

/// A dopynion game in progress.
pub struct Game {
    /// Taken back into this thread's pool when the game is dropped (None only then).
    rules: Option<RulesWorld>,
    pub(super) db: Arc<CardDb>,
    /// Every card in the game after set-up, by kind (no card is ever created or destroyed).
    pub(super) initial: Census,
}

thread_local! {
    /// Rules worlds of finished games and forks, ready to reuse on this thread.
    static POOL: RefCell<Vec<RulesWorld>> = const { RefCell::new(Vec::new()) };
}

/// Worlds a thread keeps for reuse.
const POOL_LIMIT: usize = 256;

impl Drop for Game {
    fn drop(&mut self) {
        if let Some(rules) = self.rules.take() {
            POOL.with(|pool| {
                let mut pool = pool.borrow_mut();
                if pool.len() < POOL_LIMIT {
                    pool.push(rules);
                }
            });
        }
    }
}

impl HoldsWorld for Game {
    #[inline]
    fn players(&self) -> Cards<'_, Seat, Piles, Player> {
        self.rules().players.cards()
    }
    #[inline]
    fn ledger(&self) -> &Ledger {
        &self.rules().ledger
    }
}

impl RulesWorld {
    /// A rules world with its observers installed, no player and an empty ledger.
    fn fresh(db: Arc<CardDb>) -> Self {
        let mut players = Players::new(rules::install);
        let events = players.restructure(|world, _| EventKeys::register(world));
        let ledger = Box::new(Ledger {
            table: Table::default(),
            rng: GameRng::seeded(0),
            log: GameLog::default(),
            db,
        });
        RulesWorld {
            players,
            events,
            ledger,
        }
    }

    /// A world from this thread's pool, or a new one, seating `players` at an empty table.
    fn take(db: &Arc<CardDb>, players: u8) -> Self {
        let mut rules = match POOL.with(|pool| pool.borrow_mut().pop()) {
            Some(mut rules) => {
                rules.ledger.db = db.clone();
                rules
            }
            None => Self::fresh(db.clone()),
        };
        rules.seat(players);
        rules
    }

    /// Seats exactly `players` (their components are whatever they held: the caller writes them).
    fn seat(&mut self, players: u8) {
        let count = players as usize;
        self.players.despawn_cards_from(count);
        let missing = count.saturating_sub(self.players.len());
        self.players
            .spawn_cards((0..missing).map(|_| (Seat::default(), Piles::default(), Player)));
    }

    /// An empty table and empty seats (the piles keep their room).
    fn clear_table(&mut self) {
        let table = &mut self.ledger.table;
        table.supply.clear();
        table.trash.clear();
        table.stack.clear();
        *table = Table {
            supply: std::mem::take(&mut table.supply),
            trash: std::mem::take(&mut table.trash),
            stack: std::mem::take(&mut table.stack),
            ..Table::default()
        };
        let players = self.players.cards_mut();
        for (seat, piles) in players.a.iter_mut().zip(players.b.iter_mut()) {
            *seat = Seat::default();
            piles.deck.clear();
            piles.hand.clear();
            piles.discard.clear();
            piles.in_play.clear();
        }
    }
}

impl Game {
    /// An empty table with `players` seats and no cards anywhere.
    pub(super) fn empty(db: Arc<CardDb>, players: u8, seed: u64) -> Self {
        let mut rules = RulesWorld::take(&db, players);
        rules.clear_table();
        let mut game = Game {
            rules: Some(rules),
            db,
            initial: [0; MAX_CARDS],
        };
        game.reseed(seed);
        game
    }

    /// Empties the table and seats `players` anew, reusing this game's world.
    pub(super) fn reset(&mut self, players: u8, seed: u64) {
        let rules = self.rules_mut();
        rules.seat(players);
        rules.clear_table();
        self.initial = [0; MAX_CARDS];
        self.reseed(seed);
    }

    /// The rules world.
    #[inline]
    fn rules(&self) -> &RulesWorld {
        self.rules.as_ref().expect("a live game holds its world")
    }

    /// The rules world, to change.
    #[inline]
    fn rules_mut(&mut self) -> &mut RulesWorld {
        self.rules.as_mut().expect("a live game holds its world")
    }

    fn reseed(&mut self, seed: u64) {
        let ledger = &mut self.rules_mut().ledger;
        ledger.rng = GameRng::seeded(seed);
        // A two-player game logs about 700 events; the room is kept from game to game.
        ledger.log.clear();
        ledger.log.reserve(1024);
    }

    /// Resolution access to this game: what setting a game up and the action driver work through.
    pub(super) fn resolver(&mut self) -> Resolver<'_> {
        let rules = self.rules.as_mut().expect("a live game holds its world");
        Resolver::new(&mut rules.players, rules.events, &mut rules.ledger)
    }
    /// True while the arbiter has not eliminated the player.
    #[inline]
    pub fn in_game(&self, player: u8) -> bool {
        Reads::in_game(self, player)
    }
    /// Every card in the game after set-up, by kind.
    pub fn initial_census(&self) -> &Census {
        &self.initial
    }
    /// An action as players read it: "buy Province".
    pub fn action_text(&self, action: &Action) -> String {
        use super::actions::Action as A;
        let name = |c: &super::schema::Card| self.db.name(*c);
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
        &self.ledger().log
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
        self.log().len().hash(&mut hasher);
        hasher.finish()
    }

    /// A full, independent copy: the same components, RNG state and log, in a pooled world.
    pub fn fork(&self) -> Game {
        let source = self.rules();
        let mut rules = RulesWorld::take(&self.db, self.player_count());
        let ledger = &mut rules.ledger;
        ledger.table.clone_from(&source.ledger.table);
        ledger.rng.clone_from(&source.ledger.rng);
        ledger.log.clone_from(&source.ledger.log);
        let from = source.players.cards();
        let to = rules.players.cards_mut();
        for (seat, was) in to.a.iter_mut().zip(from.a) {
            seat.clone_from(was);
        }
        for (piles, were) in to.b.iter_mut().zip(from.b) {
            piles.clone_from(were);
        }
        Game {
            rules: Some(rules),
            db: self.db.clone(),
            initial: self.initial,
        }
    }
}
