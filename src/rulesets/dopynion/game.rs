//! One dopynion game: its own Bevy rules world (one entity per player, with its piles and seat as
//! components; the rule observers installed), and beside it the ledger it
//! lends to the world while rules run (the table: turn, supply, trash and resolution stack; the
//! seeded RNG; the log; the player entities). Worlds are pooled per thread: a new game, a restart or a fork reuses a
//! world whose observers are already installed.

use std::cell::RefCell;
use std::mem::ManuallyDrop;
use std::sync::Arc;

use bevy::ecs::entity::Entity;
use bevy::ecs::world::World;

use super::actions::Action;
use super::components::{Piles, Seat, Table};
use super::db::{CardDb, MAX_CARDS};
use super::events::LogEvent;
use super::invariants::Census;
use super::reads::Reads;
use super::resolver::Resolver;
use super::rules;
use super::rules::events::{CardPlayed, CleanUp, Drew, Gained, LeftHand, TurnBegins};
use crate::engine::{ComponentKey, FixedEventKey, GameLog, GameRng, ResourceKey, StateSlot};

/// The number of ending-pile gains whose turn simulations report (the 4th Province).
pub const TRACKED_ENDING_GAIN: u8 = 4;

/// What a dopynion game keeps beside its world and lends to it while rules run.
#[derive(Clone)]
pub struct Ledger {
    /// The table: whose turn, the phase, the supply, the trash, what waits to resolve.
    pub table: Table,
    /// The player entities, by seat.
    pub players: Vec<Entity>,
    /// The game's one seeded generator.
    pub rng: GameRng,
    /// What happened, in order.
    pub log: GameLog<LogEvent>,
    /// The card set (here so an observer reaches it with the ledger).
    pub db: Arc<CardDb>,
}

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

/// Every id the rules need to reach the world's data without a type lookup, taken once per world.
#[derive(Debug, Clone, Copy)]
pub struct Keys {
    pub(super) piles: ComponentKey<Piles>,
    pub(super) seat: ComponentKey<Seat>,
    pub(super) slot: ResourceKey<StateSlot<Ledger>>,
    pub(super) events: EventKeys,
}

/// Something that holds a dopynion rules world: the game, or a resolution in progress. Its
/// readers (`Reads`) come from here.
pub trait HoldsWorld {
    /// The rules world.
    fn world(&self) -> &World;
    /// Its keys.
    fn keys(&self) -> &Keys;
    /// Its ledger.
    fn ledger(&self) -> &Ledger;
    /// Its card set.
    fn cards(&self) -> &Arc<CardDb>;
}

impl<T: HoldsWorld> Reads for T {
    #[inline]
    fn table(&self) -> &Table {
        &self.ledger().table
    }
    #[inline]
    fn piles(&self, player: u8) -> &Piles {
        self.keys()
            .piles
            .read(self.world(), self.ledger().players[player as usize])
            .expect("a player entity")
    }
    #[inline]
    fn seat(&self, player: u8) -> &Seat {
        self.keys()
            .seat
            .read(self.world(), self.ledger().players[player as usize])
            .expect("a player entity")
    }
    #[inline]
    fn db(&self) -> &Arc<CardDb> {
        self.cards()
    }
    #[inline]
    fn player_count(&self) -> u8 {
        self.ledger().players.len() as u8
    }
}

/// A dopynion game in progress.
pub struct Game {
    /// Taken back into this thread's pool when the game is dropped.
    pub(super) world: ManuallyDrop<World>,
    pub(super) keys: Keys,
    /// The ledger (None only while a `Resolver` has it).
    pub(super) ledger: Option<Box<Ledger>>,
    pub(super) db: Arc<CardDb>,
    /// Every card in the game after set-up, by kind (no card is ever created or destroyed).
    pub(super) initial: Census,
}

thread_local! {
    /// Rules worlds of finished games and forks, ready to reuse on this thread.
    static POOL: RefCell<Vec<(World, Keys, Box<Ledger>)>> = const { RefCell::new(Vec::new()) };
}

/// Worlds a thread keeps for reuse.
const POOL_LIMIT: usize = 256;

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: `world` is never used again: this is the game's last moment.
        let world = unsafe { ManuallyDrop::take(&mut self.world) };
        if let Some(ledger) = self.ledger.take() {
            POOL.with(|pool| {
                let mut pool = pool.borrow_mut();
                if pool.len() < POOL_LIMIT {
                    pool.push((world, self.keys, ledger));
                }
            });
        }
    }
}

impl HoldsWorld for Game {
    #[inline]
    fn world(&self) -> &World {
        &self.world
    }
    #[inline]
    fn keys(&self) -> &Keys {
        &self.keys
    }
    #[inline]
    fn ledger(&self) -> &Ledger {
        self.ledger.as_deref().expect("a game holds its ledger")
    }
    #[inline]
    fn cards(&self) -> &Arc<CardDb> {
        &self.db
    }
}

/// A rules world with its observers installed, and an empty ledger.
fn rules_world(db: Arc<CardDb>) -> (World, Keys, Box<Ledger>) {
    let mut world = World::new();
    let piles = ComponentKey::register(&mut world);
    let seat = ComponentKey::register(&mut world);
    world.insert_resource(StateSlot::<Ledger>::default());
    rules::install(&mut world);
    let keys = Keys {
        piles,
        seat,
        slot: ResourceKey::of(&world),
        // SAFETY: the rules are installed just above, and a rules world never installs more.
        events: unsafe {
            EventKeys {
                drew: FixedEventKey::register_cached(&mut world),
                gained: FixedEventKey::register_cached(&mut world),
                left_hand: FixedEventKey::register_cached(&mut world),
                played: FixedEventKey::register_cached(&mut world),
                turn_begins: FixedEventKey::register_cached(&mut world),
                clean_up: FixedEventKey::register_cached(&mut world),
            }
        },
    };
    let ledger = Box::new(Ledger {
        table: Table::default(),
        players: Vec::new(),
        rng: GameRng::seeded(0),
        log: GameLog::default(),
        db,
    });
    (world, keys, ledger)
}

/// A world from this thread's pool, or a new one, holding `players` player entities; `fill`
/// writes their components and the ledger's table.
fn take_world(
    db: &Arc<CardDb>,
    players: u8,
    fill: impl Fn(&mut World, &Keys, &mut Ledger),
) -> (World, Keys, Box<Ledger>) {
    let (mut world, keys, mut ledger) = match POOL.with(|pool| pool.borrow_mut().pop()) {
        Some((world, keys, mut ledger)) => {
            ledger.db = db.clone();
            (world, keys, ledger)
        }
        None => rules_world(db.clone()),
    };
    while ledger.players.len() > players as usize {
        let entity = ledger.players.pop().expect("more players than wanted");
        world.despawn(entity);
    }
    while ledger.players.len() < players as usize {
        let entity = world.spawn((Seat::default(), Piles::default())).id();
        ledger.players.push(entity);
    }
    fill(&mut world, &keys, &mut ledger);
    (world, keys, ledger)
}

impl Game {
    /// An empty table with `players` seats and no cards anywhere.
    pub(super) fn empty(db: Arc<CardDb>, players: u8, seed: u64) -> Self {
        let (world, keys, ledger) = take_world(&db, players, clear_table);
        let mut game = Game {
            world: ManuallyDrop::new(world),
            keys,
            ledger: Some(ledger),
            db,
            initial: [0; MAX_CARDS],
        };
        game.reseed(seed);
        game
    }

    /// Empties the table and seats `players` anew, reusing this game's world.
    pub(super) fn reset(&mut self, players: u8, seed: u64) {
        let mut ledger = self.ledger.take().expect("a game holds its ledger");
        while ledger.players.len() > players as usize {
            let entity = ledger.players.pop().expect("more players than wanted");
            self.world.despawn(entity);
        }
        while ledger.players.len() < players as usize {
            let entity = self.world.spawn((Seat::default(), Piles::default())).id();
            ledger.players.push(entity);
        }
        clear_table(&mut self.world, &self.keys, &mut ledger);
        self.ledger = Some(ledger);
        self.initial = [0; MAX_CARDS];
        self.reseed(seed);
    }

    fn reseed(&mut self, seed: u64) {
        let ledger = self.ledger.as_deref_mut().expect("a game holds its ledger");
        ledger.rng = GameRng::seeded(seed);
        // A two-player game logs about 700 events; the room is kept from game to game.
        ledger.log.clear();
        ledger.log.reserve(1024);
    }

    /// Resolution access to this game: what setting a game up and the action driver work through.
    pub(super) fn resolver(&mut self) -> Resolver<'_> {
        Resolver::lent(
            &mut self.world,
            self.keys,
            &mut self.ledger,
            self.db.clone(),
        )
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
        let (world, keys, mut ledger) =
            take_world(&self.db, self.player_count(), |world, keys, ledger| {
                ledger.table.clone_from(self.table());
                for (seat, entity) in ledger.players.iter().enumerate() {
                    keys.seat
                        .write(world, *entity)
                        .expect("a player entity")
                        .clone_from(self.seat(seat as u8));
                    keys.piles
                        .write(world, *entity)
                        .expect("a player entity")
                        .clone_from(self.piles(seat as u8));
                }
            });
        let source = self.ledger();
        ledger.rng.clone_from(&source.rng);
        ledger.log.clone_from(&source.log);
        Game {
            world: ManuallyDrop::new(world),
            keys,
            ledger: Some(ledger),
            db: self.db.clone(),
            initial: self.initial,
        }
    }
}

/// An empty table and empty seats (the piles keep their room).
fn clear_table(world: &mut World, keys: &Keys, ledger: &mut Ledger) {
    let table = &mut ledger.table;
    table.supply.clear();
    table.trash.clear();
    table.stack.clear();
    *table = Table {
        supply: std::mem::take(&mut table.supply),
        trash: std::mem::take(&mut table.trash),
        stack: std::mem::take(&mut table.stack),
        ..Table::default()
    };
    for entity in &ledger.players {
        *keys.seat.write(world, *entity).expect("a player entity") = Seat::default();
        let mut piles = keys.piles.write(world, *entity).expect("a player entity");
        piles.deck.clear();
        piles.hand.clear();
        piles.discard.clear();
        piles.in_play.clear();
    }
}
