//! `Resolver`: the exclusive side of the rules. The action driver, the trigger queue and the death
//! check are exclusive systems of the rules world, and they resolve through this view of it: it
//! creates entities, draws from the RNG, opens phases and triggers the rules events whose
//! observers do the atomic steps (damage, healing, draws, summons, enchantments, trigger
//! dispatch). It never waits: everything an action causes resolves before `apply` returns.

use bevy::ecs::bundle::Bundle;
use bevy::ecs::component::Component;
use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::world::World;

use super::actions::Action;
use crate::engine::lending::{self, Lent, SlotCache};
use crate::engine::{ComponentKey, EntityId, EventKeyOf, GameRng, Zone};
use crate::rulesets::hearth::rules::events::GameEvent;
use crate::rulesets::hearth::state::components::{
    CardState, Enchantment, GameState, PlayerState, Stats, Tags,
};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::{
    Context, EventKeys, HoldsWorld, Keys, RulesState, RulesSystem, base_stats,
};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::{Happened, Writes};

/// Exclusive access to one hearth rules world.
pub struct Resolver<'w> {
    world: &'w mut World,
    keys: Keys,
    /// The rules state, lent to this resolver (by the game, or by whoever ran the exclusive system
    /// it works in) and lent on to the world while observers run (None only then).
    state: Option<Box<RulesState>>,
    /// Where the state goes back to when the resolver is dropped: the game's field; None inside
    /// an exclusive system, whose output gives it back (`give_back`).
    home: Option<&'w mut Option<Box<RulesState>>>,
    /// The world's state slot, found on the first lend.
    slot: SlotCache<RulesState>,
}

impl Drop for Resolver<'_> {
    fn drop(&mut self) {
        if let Some(home) = self.home.as_deref_mut() {
            *home = self.state.take();
        }
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
            .as_deref()
            .expect("a resolver holds the rules state")
    }
}

impl<'w> Resolver<'w> {
    /// A resolver over a game's `world`, borrowing the game's rules state for its life.
    pub(in crate::rulesets::hearth) fn lent(
        world: &'w mut World,
        keys: Keys,
        home: &'w mut Option<Box<RulesState>>,
    ) -> Self {
        let state = home.take();
        Self {
            world,
            keys,
            state,
            home: Some(home),
            // SAFETY: a resolution triggers rules, runs rules systems and spawns cards; it never
            // removes, re-inserts or reshapes the world's state slot.
            slot: unsafe { SlotCache::new(keys.slot) },
        }
    }

    /// A resolver inside an exclusive rules system, over what the system was lent; `give_back`
    /// returns the state as the system's output.
    pub(in crate::rulesets::hearth) fn in_system<A>(
        world: &'w mut World,
        lent: Lent<RulesState, Context<A>>,
    ) -> (Self, A) {
        let keys = lent.arg.keys;
        let resolver = Self {
            world,
            keys,
            state: Some(lent.state),
            home: None,
            // SAFETY: as in `lent`.
            slot: unsafe { SlotCache::new(keys.slot) },
        };
        (resolver, lent.arg.arg)
    }

    /// Ends an exclusive system's resolver: the rules state goes back to whoever lent it.
    pub(in crate::rulesets::hearth) fn give_back(mut self) -> Box<RulesState> {
        self.state.take().expect("a resolver holds the rules state")
    }

    /// The rules state, to change.
    #[inline]
    fn st(&mut self) -> &mut RulesState {
        self.state
            .as_deref_mut()
            .expect("a resolver holds the rules state")
    }

    /// Runs `body` on the world with the rules state lent to its `StateSlot` (where observers and
    /// query systems read it).
    #[inline]
    fn lend_state<T>(&mut self, body: impl FnOnce(&mut World) -> T) -> T {
        self.slot.lend(self.world, &mut self.state, body)
    }

    /// Runs an exclusive rules system, lending it the rules state.
    fn run_exclusive<A: Send + Sync + 'static>(&mut self, system: RulesSystem<A>, arg: A) {
        let context = Context {
            keys: self.keys,
            arg,
        };
        lending::run_exclusive(self.world, system, &mut self.state, context);
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
        self.slot.trigger(self.world, &mut self.state, key, event);
    }

    /// Runs the aura system (a query system: it reads the state from its resource).
    fn run_auras(&mut self) {
        let system = self.keys.systems.auras;
        self.lend_state(|world| world.run_system(system))
            .expect("every rules world registers the rules systems");
    }

    /// Runs the action driver on `action` (already validated).
    pub(in crate::rulesets::hearth) fn run_action(&mut self, action: Action) {
        self.run_exclusive(self.keys.systems.resolve, action);
    }

    /// Runs `body` as one phase: triggers it causes resolve when it ends, auras are refreshed,
    /// and if it is the outermost phase, the death check follows.
    pub(in crate::rulesets::hearth) fn phase(&mut self, body: impl FnOnce(&mut Self)) {
        self.st().stack.open();
        body(self);
        let state = self.st();
        if !state.draining && !state.stack.queue_is_empty() {
            self.run_exclusive(self.keys.systems.drain, ());
        }
        self.refresh_auras();
        let state = self.st();
        let outermost = state.stack.close();
        if outermost && !state.in_death_check && state.deaths_possible {
            self.run_exclusive(self.keys.systems.death_check, ());
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
