//! One hearth game: its own Bevy rules world. Cards and enchantments are entities with plain
//! components; entity 1 stands for the game and 2 and 3 for the players (their numbers, piles and
//! counters live in the rules state); the rules run there as observers and systems (`rules`).
//! `Game` owns the world and the rules state and is what commands, agents and screens hold.
//! Worlds are pooled per thread: a new game or a fork reuses a world whose observers and systems
//! are already installed.

use std::cell::RefCell;
use std::sync::Arc;

use bevy::ecs::component::Component;
use bevy::ecs::entity::Entity;
use bevy::ecs::system::SystemId;
use bevy::ecs::world::World;

use super::action::Action;
use super::components::{CardState, Enchantment, GameState, PlayerState, Stats, Step, Tags};
use super::events::LogEvent;
use super::reads::Reads;
use crate::engine::{ComponentKey, EntityId, EventKeyOf, GameLog, GameRng, IdMap, ResolutionStack};
use crate::rulesets::hearth::content::db::{CardDb, CardInfo};
use crate::rulesets::hearth::content::schema::CardType;
use crate::rulesets::hearth::rules;
use crate::rulesets::hearth::rules::events::{
    AddToHand, DealDamage, Destroy, Draw, Enchant, EnterBoard, Equip, Freeze, GameEvent, Heal,
    Silence,
};

/// A trigger waiting for its phase to end: which card's which trigger, and what caused it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueuedTrigger {
    /// The card whose trigger fired.
    pub source: EntityId,
    /// Index into its card's `triggers`.
    pub trigger: u8,
    /// The entity the event was about.
    pub subject: Option<EntityId>,
    /// The damage or healing the event was about.
    pub amount: i16,
    /// The enchantment whose granted text holds the trigger (None: the card's own).
    pub granted: Option<EntityId>,
}

/// Marks entity 1, which stands for the game (its numbers are the rules state's `game`).
#[derive(Component, Debug, Clone, Copy)]
pub struct GameEntity;

/// Marks entities 2 and 3, which stand for the players (their numbers are the rules state's
/// `players`).
#[derive(Component, Debug, Clone, Copy)]
pub struct PlayerEntity(pub u8);

/// Everything of a game that is not a card or enchantment component: the id map, the game's and
/// players' numbers and piles, the seeded generator, the log, and the resolution stack with the
/// death check's flags. It lives in one box beside the world: a `Resolver` lends it to the
/// world's observers and query systems while they run (`engine::lending`), and it is read with no
/// lookup otherwise.
#[derive(Clone)]
pub struct RulesState {
    /// Protocol ids → Bevy entities of this rules world.
    pub ids: IdMap,
    /// The game entity's numbers: turn, step, result, pending choices...
    pub game: GameState,
    /// The players' numbers and the ordered contents of their zones.
    pub players: [PlayerState; 2],
    /// The game's one seeded generator.
    pub rng: GameRng,
    /// What happened, in order: the only thing the presentation reads.
    pub log: GameLog<LogEvent>,
    /// Open phases and the triggers waiting for the current one to end.
    pub stack: ResolutionStack<QueuedTrigger>,
    /// True while the death check runs, so nested phases leave deaths to its loop.
    pub in_death_check: bool,
    /// Set when something may have died (damage, destroy) since the last death check; the death
    /// check is skipped when nothing could have changed.
    pub deaths_possible: bool,
    /// True while queued triggers resolve, so a phase opened by one of them leaves the rest of
    /// the queue to the loop already draining it.
    pub draining: bool,
    /// The card set the game plays with.
    pub db: Arc<CardDb>,
}

impl RulesState {
    /// The state of a game about to be set up: no entities, an empty log.
    pub fn new(db: Arc<CardDb>, seed: u64) -> Box<Self> {
        Box::new(Self {
            ids: IdMap::new(),
            game: GameState {
                turn: 0,
                active: 0,
                first: 0,
                step: Step::Main,
                winner: None,
                next_play_order: 1,
                temporary_enchantments: Vec::new(),
                until_turn_of: Vec::new(),
                lasting: Vec::new(),
                memory: Vec::new(),
                replaced: Vec::new(),
                kills: Vec::new(),
                attacker: None,
                aimed_at: None,
                retarget: None,
                aura_enchantments: Vec::new(),
                pending: Vec::new(),
                turn_clock_ms: 0,
                turn_limit_ms: super::limits::TURN_TIME_MS,
                format: Default::default(),
                them: Vec::new(),
                unplaced: 0,
                dealt: 0,
                seen: Tags::empty(),
            },
            players: Default::default(),
            rng: GameRng::seeded(seed),
            log: GameLog::default(),
            stack: ResolutionStack::default(),
            in_death_check: false,
            deaths_possible: false,
            draining: false,
            db,
        })
    }
}

/// The keys of the rules events, so triggering one costs no type lookup.
#[derive(Debug, Clone, Copy)]
pub struct EventKeys {
    pub(in crate::rulesets::hearth) damage: EventKeyOf<DealDamage>,
    pub(in crate::rulesets::hearth) heal: EventKeyOf<Heal>,
    pub(in crate::rulesets::hearth) draw: EventKeyOf<Draw>,
    pub(in crate::rulesets::hearth) add_to_hand: EventKeyOf<AddToHand>,
    pub(in crate::rulesets::hearth) enter_board: EventKeyOf<EnterBoard>,
    pub(in crate::rulesets::hearth) equip: EventKeyOf<Equip>,
    pub(in crate::rulesets::hearth) enchant: EventKeyOf<Enchant>,
    pub(in crate::rulesets::hearth) silence: EventKeyOf<Silence>,
    pub(in crate::rulesets::hearth) destroy: EventKeyOf<Destroy>,
    pub(in crate::rulesets::hearth) freeze: EventKeyOf<Freeze>,
    pub(in crate::rulesets::hearth) game_event: EventKeyOf<GameEvent>,
}

impl EventKeys {
    fn register(world: &mut World) -> Self {
        Self {
            damage: EventKeyOf::register(world),
            heal: EventKeyOf::register(world),
            draw: EventKeyOf::register(world),
            add_to_hand: EventKeyOf::register(world),
            enter_board: EventKeyOf::register(world),
            equip: EventKeyOf::register(world),
            enchant: EventKeyOf::register(world),
            silence: EventKeyOf::register(world),
            destroy: EventKeyOf::register(world),
            freeze: EventKeyOf::register(world),
            game_event: EventKeyOf::register(world),
        }
    }
}

/// Every id a rule needs to reach the rules world's data without a type lookup, taken once per
/// world.
#[derive(Debug, Clone, Copy)]
pub struct Keys {
    pub(in crate::rulesets::hearth) card: ComponentKey<CardState>,
    pub(in crate::rulesets::hearth) stats: ComponentKey<Stats>,
    pub(in crate::rulesets::hearth) tags: ComponentKey<Tags>,
    pub(in crate::rulesets::hearth) enchantment: ComponentKey<Enchantment>,
    pub(in crate::rulesets::hearth) events: EventKeys,
    /// The aura refresh, a query system run by id (cheaper than a schedule: ~40 ns a run).
    pub(in crate::rulesets::hearth) auras: SystemId,
}

/// Something that holds a hearth rules world: the game itself, or a resolution in progress. Its
/// readers (`Reads`) come from here.
pub trait HoldsWorld {
    /// The rules world.
    fn world(&self) -> &World;
    /// Its keys.
    fn keys(&self) -> &Keys;
    /// Its rules state.
    fn rules_state(&self) -> &RulesState;

    /// The Bevy entity behind a protocol id.
    #[inline]
    fn entity(&self, id: EntityId) -> Entity {
        self.rules_state().ids.get(id)
    }
}

impl<T: HoldsWorld> Reads for T {
    #[inline]
    fn card(&self, id: EntityId) -> &CardState {
        self.keys()
            .card
            .read(self.world(), self.entity(id))
            .expect("a card entity")
    }
    #[inline]
    fn stats(&self, id: EntityId) -> &Stats {
        self.keys()
            .stats
            .read(self.world(), self.entity(id))
            .expect("a card entity")
    }
    #[inline]
    fn tags(&self, id: EntityId) -> Tags {
        *self
            .keys()
            .tags
            .read(self.world(), self.entity(id))
            .expect("a card entity")
    }
    #[inline]
    fn enchantment(&self, id: EntityId) -> Option<&Enchantment> {
        self.keys().enchantment.read(self.world(), self.entity(id))
    }
    #[inline]
    fn player(&self, seat: u8) -> &PlayerState {
        &self.rules_state().players[seat as usize]
    }
    #[inline]
    fn state(&self) -> &GameState {
        &self.rules_state().game
    }
    #[inline]
    fn db(&self) -> &Arc<CardDb> {
        &self.rules_state().db
    }
    #[inline]
    fn id_count(&self) -> u32 {
        self.rules_state().ids.next_id().0
    }
}

/// A hearth game in progress.
pub struct Game {
    /// Taken back into this thread's pool when the game is dropped (None only from then on).
    world: Option<World>,
    pub(in crate::rulesets::hearth) keys: Keys,
    /// The rules state.
    pub(in crate::rulesets::hearth) state: Box<RulesState>,
    /// The position before a Rewind card was played, while its player has yet to choose whether
    /// to keep the outcome (`rewind.rs`); shared by forks, never changed.
    pub(in crate::rulesets::hearth) rewind: Option<Arc<Saved>>,
}

/// The position before a Rewind card was played, and the play, kept while its player chooses
/// (`resolution/rewind.rs` takes and answers it).
pub struct Saved {
    /// The game as it was before the play.
    pub(in crate::rulesets::hearth) before: Game,
    /// The play, played again on a rewind.
    pub(in crate::rulesets::hearth) action: Action,
}

thread_local! {
    /// Rules worlds of finished games and forks, observers and systems installed, ready to reuse
    /// on this thread: building one costs far more than a whole random game.
    /// Each keeps the id map of the game it served, which lists the entities still in it.
    static POOL: RefCell<Vec<(World, Keys, IdMap)>> = const { RefCell::new(Vec::new()) };
}

/// Worlds a thread keeps for reuse (a search holds a few hundred forks at most at once).
const POOL_LIMIT: usize = 256;

impl Drop for Game {
    fn drop(&mut self) {
        let Some(world) = self.world.take() else {
            return;
        };
        let ids = std::mem::take(&mut self.state.ids);
        POOL.with(|pool| {
            let mut pool = pool.borrow_mut();
            if pool.len() < POOL_LIMIT {
                pool.push((world, self.keys, ids));
            }
        });
    }
}

impl HoldsWorld for Game {
    #[inline]
    fn world(&self) -> &World {
        Game::world(self)
    }
    #[inline]
    fn keys(&self) -> &Keys {
        &self.keys
    }
    #[inline]
    fn rules_state(&self) -> &RulesState {
        &self.state
    }
}

/// What an entity of a hearth rules world is, by its components.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Card,
    Enchantment,
    Marker,
}

fn kind_of(world: &World, keys: &Keys, entity: Entity) -> Kind {
    if keys.card.read(world, entity).is_some() {
        Kind::Card
    } else if keys.enchantment.read(world, entity).is_some() {
        Kind::Enchantment
    } else {
        Kind::Marker
    }
}

/// A rules world from this thread's pool (its old entities still in it, listed by the id map of
/// the state it was put away with), or a new one. Returns the world, its keys and its old id map
/// with every entity after the first `keep` ids despawned.
fn take_world(keep: usize) -> (World, Keys, IdMap) {
    let (mut world, keys, mut ids) =
        POOL.with(|pool| pool.borrow_mut().pop())
            .unwrap_or_else(|| {
                let (world, keys) = rules_world();
                (world, keys, IdMap::new())
            });
    for entity in ids.truncate(keep) {
        world.despawn(entity);
    }
    (world, keys, ids)
}

/// A rules world with its observers and systems installed and its resources inserted, but no
/// entities yet.
fn rules_world() -> (World, Keys) {
    let mut world = World::new();
    let card = ComponentKey::register(&mut world);
    let stats = ComponentKey::register(&mut world);
    let tags = ComponentKey::register(&mut world);
    let enchantment = ComponentKey::register(&mut world);
    let auras = rules::install(&mut world);
    let keys = Keys {
        card,
        stats,
        tags,
        enchantment,
        events: EventKeys::register(&mut world),
        auras,
    };
    (world, keys)
}

impl Game {
    /// An empty game world with the game and player entities (ids 1, 2, 3) and no cards.
    pub(in crate::rulesets::hearth) fn empty(db: Arc<CardDb>, seed: u64) -> Self {
        let (world, keys, ids) = take_world(0);
        let mut state = RulesState::new(db, seed);
        state.ids = ids;
        let mut game = Game {
            world: Some(world),
            keys,
            state,
            rewind: None,
        };
        let mut rules = game.resolver();
        rules.spawn(GameEntity);
        for seat in 0..2 {
            rules.spawn(PlayerEntity(seat));
        }
        game
    }

    /// The rules world, its keys and the rules state, lent together: resolution builds its
    /// `Resolver` from them.
    pub(in crate::rulesets::hearth) fn parts_mut(&mut self) -> (&mut World, Keys, &mut RulesState) {
        let world = self.world.as_mut().expect("a game holds its rules world");
        (world, self.keys, &mut self.state)
    }

    /// The game log so far.
    pub fn log(&self) -> &GameLog<LogEvent> {
        &self.rules_state().log
    }

    /// The rules world itself (read-only), for tools that inspect components.
    pub fn world(&self) -> &World {
        self.world.as_ref().expect("a game holds its rules world")
    }

    /// Every entity id in use.
    pub fn entity_ids(&self) -> impl Iterator<Item = EntityId> + '_ {
        self.rules_state().ids.ids()
    }

    /// The Bevy entity behind a protocol id.
    pub fn bevy_entity(&self, id: EntityId) -> Entity {
        self.entity(id)
    }

    /// A full, independent copy: the rules world copied entity by entity in id order, with the
    /// rules state. A pooled world keeps the entities whose kind matches and has their components
    /// overwritten; others are despawned and spawned anew.
    pub fn fork(&self) -> Game {
        let source = self.rules_state();
        let (mut world, keys, mut ids) = take_world(source.ids.len());
        for id in source.ids.ids() {
            let from = source.ids.get(id);
            let parts = Parts::of(self.world(), &self.keys, from);
            let existing = (id.index() <= ids.len()).then(|| ids.get(id));
            match existing {
                Some(to) if kind_of(&world, &keys, to) == parts.kind() => {
                    parts.overwrite(self.world(), from, &mut world, &keys, to)
                }
                _ => {
                    if let Some(old) = existing {
                        world.despawn(old);
                    }
                    let entity = parts.spawn(self.world(), from, &mut world);
                    ids.set(id, entity);
                }
            }
        }
        let state = RulesState {
            ids,
            ..source.clone_without_ids()
        };
        Game {
            world: Some(world),
            keys,
            state: Box::new(state),
            rewind: self.rewind.clone(),
        }
    }

    /// A fork of this game that also holds, past its own ids, the entities that `later` (a game
    /// that went on from this position) created since: as cards removed from the game and ended
    /// enchantments. Ids are never given twice, so the log `later` kept still names entities that
    /// exist (a rewound play).
    pub(in crate::rulesets::hearth) fn fork_padded(&self, later: &Game) -> Game {
        let mut game = self.fork();
        let first = self.rules_state().ids.len();
        let from_state = later.rules_state();
        let mut extra = Vec::new();
        for id in from_state.ids.ids().skip(first) {
            let from = from_state.ids.get(id);
            let parts = match Parts::of(later.world(), &later.keys, from) {
                Parts::Card(mut card, stats, tags) => {
                    card.zone = crate::engine::Zone::RemovedFromGame;
                    Parts::Card(card, stats, tags)
                }
                Parts::Enchantment(mut enchantment) => {
                    enchantment.active = false;
                    Parts::Enchantment(enchantment)
                }
                Parts::Marker => Parts::Marker,
            };
            let world = game.world.as_mut().expect("a fork holds its rules world");
            extra.push(parts.spawn(later.world(), from, world));
        }
        let ids = &mut game.state_box().ids;
        for entity in extra {
            ids.push(entity);
        }
        game
    }

    /// A fingerprint of the whole game state (every component, the rules state's numbers, the
    /// RNG and the log), to prove that a rejected action changed nothing and that replays are
    /// identical.
    pub fn fingerprint(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = crate::engine::log::Fingerprint::default();
        for id in self.entity_ids() {
            let entity = self.world().entity(self.entity(id));
            entity.get::<CardState>().hash(&mut hasher);
            entity.get::<Stats>().hash(&mut hasher);
            entity.get::<Tags>().hash(&mut hasher);
            entity.get::<Enchantment>().hash(&mut hasher);
        }
        let state = self.rules_state();
        state.game.hash(&mut hasher);
        state.players.hash(&mut hasher);
        state.rng.clone().next_u64().hash(&mut hasher);
        state.log.digest().hash(&mut hasher);
        hasher.finish()
    }

    /// Plays with the pools of `format` (set before the game starts).
    pub fn set_format(&mut self, format: super::components::Format) {
        self.state_box().game.format = format;
    }

    /// Re-seeds the RNG (a search that samples different futures from one position).
    pub fn reseed(&mut self, seed: u64) {
        self.state_box().rng = GameRng::seeded(seed);
    }

    pub(in crate::rulesets::hearth) fn state_box(&mut self) -> &mut RulesState {
        &mut self.state
    }
}

impl RulesState {
    /// A copy of everything but the id map (a fork builds its own).
    fn clone_without_ids(&self) -> RulesState {
        RulesState {
            ids: IdMap::default(),
            game: self.game.clone(),
            players: self.players.clone(),
            rng: self.rng.clone(),
            log: self.log.clone(),
            stack: self.stack.clone(),
            in_death_check: self.in_death_check,
            deaths_possible: self.deaths_possible,
            draining: self.draining,
            db: self.db.clone(),
        }
    }
}

/// The numbers of a fresh copy of a card: printed attack and health (durability for weapons and
/// locations), no damage, printed spell damage.
pub(in crate::rulesets::hearth) fn base_stats(info: &CardInfo) -> Stats {
    let base = &info.def;
    let health = match base.kind {
        CardType::Weapon | CardType::Location => base.durability,
        _ => base.health,
    } as i16;
    Stats {
        base_attack: base.attack as i16,
        base_health: health,
        attack: base.attack as i16,
        max_health: health,
        damage: 0,
        armor: 0,
        spell_damage: info.spell_damage,
        attacks: 0,
        cost_delta: 0,
        upgrades: 0,
    }
}

/// Overwrites the components of `to` (of the same kind) with those of `from`.
/// One source entity's rules components, read once through the cached keys (a lookup by type
/// per component was a fifth of a search's time).
enum Parts {
    Card(CardState, Stats, Tags),
    Enchantment(Enchantment),
    Marker,
}

impl Parts {
    fn of(world: &World, keys: &Keys, entity: Entity) -> Parts {
        if let Some(card) = keys.card.read(world, entity) {
            let stats = keys.stats.read(world, entity).copied().unwrap_or_default();
            let tags = keys.tags.read(world, entity).copied().unwrap_or_default();
            Parts::Card(*card, stats, tags)
        } else if let Some(enchantment) = keys.enchantment.read(world, entity) {
            Parts::Enchantment(*enchantment)
        } else {
            Parts::Marker
        }
    }

    fn kind(&self) -> Kind {
        match self {
            Parts::Card(..) => Kind::Card,
            Parts::Enchantment(_) => Kind::Enchantment,
            Parts::Marker => Kind::Marker,
        }
    }

    /// Writes these parts over `to`, an entity of the same kind in `world`.
    fn overwrite(&self, source: &World, from: Entity, world: &mut World, keys: &Keys, to: Entity) {
        match self {
            Parts::Card(card, stats, tags) => {
                *keys.card.write(world, to).expect("a card") = *card;
                *keys.stats.write(world, to).expect("a card") = *stats;
                *keys.tags.write(world, to).expect("a card") = *tags;
            }
            Parts::Enchantment(enchantment) => {
                *keys.enchantment.write(world, to).expect("an enchantment") = *enchantment;
            }
            Parts::Marker => {
                if let Some(player) = source.entity(from).get::<PlayerEntity>() {
                    world.entity_mut(to).insert(*player);
                }
            }
        }
    }

    /// A new entity in `world` with these parts.
    fn spawn(&self, source: &World, from: Entity, world: &mut World) -> Entity {
        match self {
            Parts::Card(card, stats, tags) => world.spawn((*card, *stats, *tags)).id(),
            Parts::Enchantment(enchantment) => world.spawn(*enchantment).id(),
            Parts::Marker => {
                let marker = source.entity(from);
                if let Some(player) = marker.get::<PlayerEntity>() {
                    world.spawn(*player).id()
                } else if marker.get::<GameEntity>().is_some() {
                    world.spawn(GameEntity).id()
                } else {
                    world.spawn_empty().id()
                }
            }
        }
    }
}
