//! One hearth game: its own Bevy rules world (game entity 1, players 2 and 3, cards from 4), its
//! seeded RNG, its log and its resolution stack. Everything a rule needs goes through this type.

use std::sync::Arc;

use bevy::ecs::component::{Component, ComponentId};
use bevy::ecs::entity::Entity;
use bevy::ecs::world::{EntityRef, Mut, World};

use super::components::{CardState, Enchantment, GameState, PlayerState, Stats, Step, Tags};
use super::db::{CardDb, CardInfo};
use super::events::LogEvent;
use super::schema::CardType;
use crate::engine::{EntityId, GameLog, GameRng, IdMap, ResolutionStack, Zone, fork};

/// A trigger waiting for its phase to end: which card's which trigger, and what caused it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueuedTrigger {
    /// The card whose trigger fired.
    pub source: EntityId,
    /// Index into its card's `triggers`.
    pub trigger: u8,
    /// The entity the event was about.
    pub subject: Option<EntityId>,
}

/// The component ids of the rules components in one world, looked up once: `World::get::<T>` would
/// look the type id up in a map on every call, and component access is the rules' hottest path.
#[derive(Debug, Clone, Copy)]
struct ComponentIds {
    card: ComponentId,
    stats: ComponentId,
    tags: ComponentId,
    enchantment: ComponentId,
    player: ComponentId,
    game: ComponentId,
}

impl ComponentIds {
    fn register(world: &mut World) -> Self {
        Self {
            card: world.register_component::<CardState>(),
            stats: world.register_component::<Stats>(),
            tags: world.register_component::<Tags>(),
            enchantment: world.register_component::<Enchantment>(),
            player: world.register_component::<PlayerState>(),
            game: world.register_component::<GameState>(),
        }
    }
}

/// A hearth game in progress.
pub struct Game {
    pub(super) world: World,
    cids: ComponentIds,
    pub(super) ids: IdMap,
    pub(super) db: Arc<CardDb>,
    pub(super) rng: GameRng,
    pub(super) log: GameLog<LogEvent>,
    pub(super) stack: ResolutionStack<QueuedTrigger>,
    /// True while the death check runs, so nested phases leave deaths to its loop.
    pub(super) in_death_check: bool,
    /// Set when something may have died (damage, destroy) since the last death check; the death
    /// check is skipped when nothing could have changed.
    pub(super) deaths_possible: bool,
}

impl Game {
    /// An empty game world with the game and player entities (ids 1, 2, 3) and no cards.
    pub(super) fn empty(db: Arc<CardDb>, seed: u64) -> Self {
        let mut world = World::new();
        let cids = ComponentIds::register(&mut world);
        let mut ids = IdMap::new();
        ids.push(
            world
                .spawn(GameState {
                    turn: 0,
                    active: 0,
                    first: 0,
                    step: Step::Main,
                    winner: None,
                    next_play_order: 1,
                    temporary_enchantments: Vec::new(),
                    aura_enchantments: Vec::new(),
                    pending: Vec::new(),
                    turn_clock_ms: 0,
                    format: Default::default(),
                })
                .id(),
        );
        for _ in 0..2 {
            ids.push(world.spawn(PlayerState::default()).id());
        }
        Self {
            world,
            cids,
            ids,
            db,
            rng: GameRng::seeded(seed),
            log: GameLog::default(),
            stack: ResolutionStack::default(),
            in_death_check: false,
            deaths_possible: false,
        }
    }

    /// The card set this game plays with.
    pub fn db(&self) -> &Arc<CardDb> {
        &self.db
    }

    /// The game log so far.
    pub fn log(&self) -> &GameLog<LogEvent> {
        &self.log
    }

    /// The rules world itself (read-only), for tools that inspect components.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// Every entity id in use.
    pub fn entity_ids(&self) -> impl Iterator<Item = EntityId> + '_ {
        self.ids.ids()
    }

    #[inline]
    fn entity(&self, id: EntityId) -> Entity {
        self.ids.get(id)
    }

    /// Reads component `T` (whose id in this world is `cid`) of entity `id`.
    #[inline]
    fn read<T: Component>(&self, id: EntityId, cid: ComponentId) -> Option<&T> {
        let cell = self.world.as_unsafe_world_cell_readonly();
        let entity = cell.get_entity(self.entity(id)).ok()?;
        // SAFETY: `&self` gives shared access to the whole world, and every `cid` passed here was
        // registered for `T` in this world (`ComponentIds`).
        unsafe { entity.get_by_id(cid).map(|ptr| ptr.deref::<T>()) }
    }

    /// Writes component `T` (whose id in this world is `cid`) of entity `id`.
    #[inline]
    fn write<T: Component>(&mut self, id: EntityId, cid: ComponentId) -> Option<Mut<'_, T>> {
        let entity = self.entity(id);
        let cell = self.world.as_unsafe_world_cell();
        let entity = cell.get_entity(entity).ok()?;
        // SAFETY: `&mut self` gives exclusive access to the whole world (so no other reference to
        // this component exists), and every `cid` passed here was registered for `T` in this world.
        unsafe { entity.get_mut_by_id(cid).ok().map(|m| m.with_type::<T>()) }
    }

    /// The Bevy entity behind a protocol id.
    pub fn bevy_entity(&self, id: EntityId) -> Entity {
        self.ids.get(id)
    }

    /// The game entity's state.
    #[inline]
    pub fn state(&self) -> &GameState {
        self.read(EntityId::GAME, self.cids.game)
            .expect("entity 1 is the game")
    }

    #[inline]
    pub(super) fn state_mut(&mut self) -> Mut<'_, GameState> {
        let cid = self.cids.game;
        self.write(EntityId::GAME, cid)
            .expect("entity 1 is the game")
    }

    /// A player's state.
    #[inline]
    pub fn player(&self, seat: u8) -> &PlayerState {
        self.read(EntityId::player(seat), self.cids.player)
            .expect("entities 2 and 3 are players")
    }

    #[inline]
    pub(super) fn player_mut(&mut self, seat: u8) -> Mut<'_, PlayerState> {
        let cid = self.cids.player;
        self.write(EntityId::player(seat), cid)
            .expect("entities 2 and 3 are players")
    }

    /// A card entity's identity and place.
    #[inline]
    pub fn card(&self, id: EntityId) -> &CardState {
        self.read(id, self.cids.card).expect("a card entity")
    }

    #[inline]
    pub(super) fn card_mut(&mut self, id: EntityId) -> Mut<'_, CardState> {
        let cid = self.cids.card;
        self.write(id, cid).expect("a card entity")
    }

    /// A card entity's numbers.
    #[inline]
    pub fn stats(&self, id: EntityId) -> &Stats {
        self.read(id, self.cids.stats).expect("a card entity")
    }

    #[inline]
    pub(super) fn stats_mut(&mut self, id: EntityId) -> Mut<'_, Stats> {
        let cid = self.cids.stats;
        self.write(id, cid).expect("a card entity")
    }

    /// A card entity's tags.
    #[inline]
    pub fn tags(&self, id: EntityId) -> Tags {
        *self
            .read::<Tags>(id, self.cids.tags)
            .expect("a card entity")
    }

    #[inline]
    pub(super) fn tags_mut(&mut self, id: EntityId) -> Mut<'_, Tags> {
        let cid = self.cids.tags;
        self.write(id, cid).expect("a card entity")
    }

    /// An enchantment entity, if `id` is one.
    pub fn enchantment(&self, id: EntityId) -> Option<&Enchantment> {
        self.read(id, self.cids.enchantment)
    }

    pub(super) fn enchantment_mut(&mut self, id: EntityId) -> Option<Mut<'_, Enchantment>> {
        let cid = self.cids.enchantment;
        self.write(id, cid)
    }

    /// The definition of a card entity.
    #[inline]
    pub fn info(&self, id: EntityId) -> &CardInfo {
        self.db.get(self.card(id).def)
    }

    /// The card id string of a card entity.
    pub fn card_id(&self, id: EntityId) -> &str {
        self.db.id_of(self.card(id).def)
    }

    /// Whose turn it is.
    #[inline]
    pub fn active(&self) -> u8 {
        self.state().active
    }

    /// The game's turn counter.
    pub fn turn(&self) -> u16 {
        self.state().turn
    }

    /// True once someone won or the game was drawn.
    pub fn is_over(&self) -> bool {
        self.state().step == Step::Over
    }

    /// The winner once the game is over; None is a draw.
    pub fn winner(&self) -> Option<u8> {
        self.state().winner
    }

    /// What a card costs now: its printed cost with its enchantments' changes, never below 0.
    pub fn cost_of(&self, id: EntityId) -> u8 {
        let cost = self.info(id).def.cost as i16 + self.stats(id).cost_delta;
        cost.clamp(0, u8::MAX as i16) as u8
    }

    /// Current attack of a character: its own, plus its weapon's on its controller's turn.
    pub fn attack_of(&self, id: EntityId) -> i16 {
        let card = self.card(id);
        let mut attack = self.stats(id).attack;
        if card.kind == CardType::Hero
            && card.controller == self.active()
            && let Some(weapon) = self.player(card.controller).weapon
        {
            attack += self.stats(weapon).attack;
        }
        attack.max(0)
    }

    /// Creates a new card entity of definition `def` for `owner` in `zone`, reset to its base card.
    pub(super) fn create_card(&mut self, def: u16, owner: u8, zone: Zone) -> EntityId {
        let info = self.db.get(def);
        let kind = info.def.kind;
        let stats = base_stats(info);
        let tags = info.tags;
        let state = CardState {
            def,
            kind,
            owner,
            controller: owner,
            zone,
            play_order: 0,
        };
        let entity = self.world.spawn((state, stats, tags)).id();
        self.ids.push(entity)
    }

    /// Creates an enchantment entity attached to `target`.
    pub(super) fn create_enchantment(&mut self, enchantment: Enchantment) -> EntityId {
        let entity = self.world.spawn(enchantment).id();
        self.ids.push(entity)
    }

    /// Stamps the next play-order number on an entity entering play.
    pub(super) fn stamp_play_order(&mut self, id: EntityId) {
        let order = {
            let mut state = self.state_mut();
            state.next_play_order += 1;
            state.next_play_order
        };
        self.card_mut(id).play_order = order;
    }

    /// Appends to the log.
    #[inline]
    pub(super) fn emit(&mut self, event: LogEvent) {
        self.log.push(event);
    }

    /// A full, independent copy: the rules world copied entity by entity in id order, with the RNG,
    /// the log and the resolution state.
    pub fn fork(&self) -> Game {
        let (mut world, ids) = fork::fork_world(&self.world, &self.ids, copy_entity);
        let cids = ComponentIds::register(&mut world);
        Game {
            world,
            cids,
            ids,
            db: self.db.clone(),
            rng: self.rng.clone(),
            log: self.log.clone(),
            stack: self.stack.clone(),
            in_death_check: self.in_death_check,
            deaths_possible: self.deaths_possible,
        }
    }

    /// A fingerprint of the whole game state (every component, the RNG and the log), to prove that a
    /// rejected action changed nothing and that replays are identical.
    pub fn fingerprint(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = crate::engine::log::Fingerprint::default();
        for id in self.ids.ids() {
            let entity = self.world.entity(self.ids.get(id));
            entity.get::<CardState>().hash(&mut hasher);
            entity.get::<Stats>().hash(&mut hasher);
            entity.get::<Tags>().hash(&mut hasher);
            entity.get::<Enchantment>().hash(&mut hasher);
            entity.get::<PlayerState>().hash(&mut hasher);
            entity.get::<GameState>().hash(&mut hasher);
        }
        self.rng.clone().next_u64().hash(&mut hasher);
        self.log.digest().hash(&mut hasher);
        hasher.finish()
    }

    /// Plays with the pools of `format` (set before the game starts).
    pub fn set_format(&mut self, format: super::components::Format) {
        self.state_mut().format = format;
    }

    /// Re-seeds the RNG (a search that samples different futures from one position).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = GameRng::seeded(seed);
    }
}

/// The numbers of a fresh copy of a card: printed attack and health (durability for weapons and
/// locations), no damage, printed spell damage.
pub(super) fn base_stats(info: &CardInfo) -> Stats {
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
    }
}

fn copy_entity(source: EntityRef, world: &mut World) -> Entity {
    if let (Some(card), Some(stats), Some(tags)) = (
        source.get::<CardState>(),
        source.get::<Stats>(),
        source.get::<Tags>(),
    ) {
        world.spawn((*card, *stats, *tags)).id()
    } else if let Some(enchantment) = source.get::<Enchantment>() {
        world.spawn(*enchantment).id()
    } else if let Some(player) = source.get::<PlayerState>() {
        world.spawn(player.clone()).id()
    } else if let Some(game) = source.get::<GameState>() {
        world.spawn(game.clone()).id()
    } else {
        world.spawn_empty().id()
    }
}
