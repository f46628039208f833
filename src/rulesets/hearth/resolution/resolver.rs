//! `Resolver`: the exclusive side of the rules. The action driver, the trigger queue and the death
//! check resolve through this view of the rules world and its state: it creates entities, draws from the RNG, opens phases and triggers the rules events whose
//! observers do the atomic steps (damage, healing, draws, summons, enchantments, trigger
//! dispatch). It never waits: everything an action causes resolves before `apply` returns.

use bevy::ecs::bundle::Bundle;
use bevy::ecs::component::Component;
use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::world::World;

use super::actions::Action;
use crate::engine::lending;
use crate::engine::{ComponentKey, EntityId, EventKeyOf, GameRng, Zone};
use crate::rulesets::hearth::rules::events::GameEvent;
use crate::rulesets::hearth::state::components::{
    CardState, Enchantment, GameState, PlayerState, Stats, Tags,
};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::{
    EventKeys, Game, HoldsWorld, Keys, RulesState, base_stats,
};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::{Happened, Writes};

/// Exclusive access to one hearth rules world and its rules state.
pub struct Resolver<'w> {
    world: &'w mut World,
    keys: Keys,
    /// The rules state, borrowed from the game for the resolver's life and lent on to the
    /// world's observers and systems while they run (`lending::lend`).
    state: &'w mut RulesState,
}

impl Game {
    /// Resolution access to this game: what setting up a game (or a scenario) and the rules
    /// systems work through.
    pub(in crate::rulesets::hearth) fn resolver(&mut self) -> Resolver<'_> {
        let (world, keys, state) = self.parts_mut();
        Resolver::lent(world, keys, state)
    }
}

impl HoldsWorld for Resolver<'_> {
    #[inline]
    fn world(&self) -> &World {
        self.world
    }
    #[inline]
    fn keys(&self) -> &Keys {
        &self.keys
    }
    #[inline]
    fn rules_state(&self) -> &RulesState {
        self.state
    }
}

impl<'w> Resolver<'w> {
    /// A resolver over a game's `world`, borrowing the game's rules state for its life.
    pub(in crate::rulesets::hearth) fn lent(
        world: &'w mut World,
        keys: Keys,
        state: &'w mut RulesState,
    ) -> Self {
        Self { world, keys, state }
    }

    /// The rules state, to change.
    #[inline]
    fn st(&mut self) -> &mut RulesState {
        self.state
    }

    /// Runs `body` on the world with the rules state lent to it (where observers and query
    /// systems reach it through `LentState`).
    #[inline]
    fn lend_state<T>(&mut self, body: impl FnOnce(&mut World) -> T) -> T {
        lending::lend(self.world, self.state, body)
    }

    #[inline]
    fn write<T: Component>(&mut self, key: ComponentKey<T>, id: EntityId) -> Option<&mut T> {
        let entity = self.entity(id);
        key.write(self.world, entity).map(|m| m.into_inner())
    }

    /// The game's seeded generator.
    #[inline]
    pub(in crate::rulesets::hearth) fn rng(&mut self) -> &mut GameRng {
        &mut self.st().rng
    }

    /// Spawns an entity and gives it the next protocol id.
    pub(in crate::rulesets::hearth) fn spawn(&mut self, bundle: impl Bundle) -> EntityId {
        let entity = self.world.spawn(bundle).id();
        self.st().ids.push(entity)
    }

    /// Creates a new card entity of definition `def` for `owner` in `zone`, reset to its base card.
    pub(in crate::rulesets::hearth) fn create_card(
        &mut self,
        def: u16,
        owner: u8,
        zone: Zone,
    ) -> EntityId {
        let db = self.db().clone();
        let info = db.get(def);
        let state = CardState {
            def,
            kind: info.def.kind,
            owner,
            controller: owner,
            zone,
            play_order: 0,
        };
        let (stats, tags) = (base_stats(info), info.tags);
        self.st().game.seen.insert(tags);
        self.spawn((state, stats, tags))
    }

    /// Triggers a rules event through its key: its observer resolves it at once (with whatever
    /// it causes), and the event comes back with the observer's answer filled in.
    #[inline]
    pub(in crate::rulesets::hearth) fn trigger<E: for<'a> Event<Trigger<'a> = GlobalTrigger>>(
        &mut self,
        key: impl FnOnce(&EventKeys) -> EventKeyOf<E>,
        event: &mut E,
    ) {
        let key = key(&self.keys.events);
        lending::trigger(self.world, self.state, key, event);
    }

    /// Runs the aura system (a query system: it reaches the state through `LentState`).
    fn run_auras(&mut self) {
        let system = self.keys.auras;
        self.lend_state(|world| world.run_system(system))
            .expect("every rules world registers the rules systems");
    }

    /// Resolves `action` (already validated) completely.
    pub(in crate::rulesets::hearth) fn run_action(&mut self, action: Action) {
        self.resolve(action);
    }

    /// Runs `body` as one phase: triggers it causes resolve when it ends, auras are refreshed,
    /// and if it is the outermost phase, the death check follows.
    pub(in crate::rulesets::hearth) fn phase(&mut self, body: impl FnOnce(&mut Self)) {
        self.st().stack.open();
        body(self);
        let state = self.st();
        if !state.draining && !state.stack.queue_is_empty() {
            self.drain_triggers();
        }
        self.refresh_auras();
        let state = self.st();
        let outermost = state.stack.close();
        if outermost && !state.in_death_check && state.deaths_possible {
            self.death_check();
        }
    }

    /// Runs the aura system, when an aura could have something to do.
    pub(in crate::rulesets::hearth) fn refresh_auras(&mut self) {
        if self.auras_in_play() {
            self.run_auras();
        }
    }

    /// True when an aura could be on the table or an aura enchantment in force: otherwise the
    /// aura refresh has nothing to do and is not run.
    pub(in crate::rulesets::hearth) fn auras_in_play(&self) -> bool {
        self.player(0).auras != 0
            || self.player(1).auras != 0
            || !self.state().aura_enchantments.is_empty()
    }

    /// Something happened that cards may react to: their triggers are queued (in play order) to
    /// resolve when the current phase ends.
    pub(in crate::rulesets::hearth) fn fire(
        &mut self,
        what: Happened,
        seat: u8,
        subject: Option<EntityId>,
    ) {
        self.trigger(
            |keys| keys.game_event,
            &mut GameEvent {
                what,
                seat,
                subject,
                amount: 0,
            },
        );
    }
}

impl Writes for Resolver<'_> {
    #[inline]
    fn card_mut(&mut self, id: EntityId) -> &mut CardState {
        self.write(self.keys.card, id).expect("a card entity")
    }
    #[inline]
    fn stats_mut(&mut self, id: EntityId) -> &mut Stats {
        self.write(self.keys.stats, id).expect("a card entity")
    }
    #[inline]
    fn tags_mut(&mut self, id: EntityId) -> &mut Tags {
        self.write(self.keys.tags, id).expect("a card entity")
    }
    #[inline]
    fn enchantment_mut(&mut self, id: EntityId) -> Option<&mut Enchantment> {
        self.write(self.keys.enchantment, id)
    }
    #[inline]
    fn player_mut(&mut self, seat: u8) -> &mut PlayerState {
        &mut self.st().players[seat as usize]
    }
    #[inline]
    fn state_mut(&mut self) -> &mut GameState {
        &mut self.st().game
    }
    #[inline]
    fn emit(&mut self, event: LogEvent) {
        self.st().log.push(event);
    }
    #[inline]
    fn resolution(&mut self) -> &mut RulesState {
        self.st()
    }
}
