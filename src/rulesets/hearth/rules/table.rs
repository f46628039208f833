//! `Table`: the system parameter every hearth rule observer and query system takes. It reaches
//! the card and enchantment components through queries and the rules state (players, game, id
//! map, log, resolution stack, card set) as the state the resolution lent it, and gives them the `Reads`/`Writes` face
//! the exclusive side has, so a rule reads the same wherever it runs.

use std::sync::Arc;

use bevy::ecs::entity::Entity;
use bevy::ecs::system::{Commands, Query, SystemParam};

use crate::engine::{EntityId, LentState};
use crate::rulesets::hearth::content::db::CardDb;
use crate::rulesets::hearth::state::components::{
    CardState, Enchantment, GameState, PlayerState, Stats, Tags,
};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::RulesState;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

type CardParts = (
    &'static mut CardState,
    &'static mut Stats,
    &'static mut Tags,
);

/// The rules world as an observer sees it.
#[derive(SystemParam)]
pub struct Table<'w, 's> {
    cards: Query<'w, 's, CardParts>,
    enchantments: Query<'w, 's, &'static mut Enchantment>,
    state: LentState<'w, RulesState>,
    commands: Commands<'w, 's>,
}

impl Table<'_, '_> {
    #[inline]
    fn entity(&self, id: EntityId) -> Entity {
        self.state.ids.get(id)
    }

    /// Creates an enchantment entity (it takes its components when the observer's commands are
    /// applied, before the triggering rule goes on; nothing reads it before).
    pub fn create_enchantment(&mut self, enchantment: Enchantment) -> EntityId {
        let entity = self.commands.spawn(enchantment).id();
        self.state.ids.push(entity)
    }
}

impl Reads for Table<'_, '_> {
    #[inline]
    fn card(&self, id: EntityId) -> &CardState {
        self.cards.get(self.entity(id)).expect("a card entity").0
    }
    #[inline]
    fn stats(&self, id: EntityId) -> &Stats {
        self.cards.get(self.entity(id)).expect("a card entity").1
    }
    #[inline]
    fn tags(&self, id: EntityId) -> Tags {
        *self.cards.get(self.entity(id)).expect("a card entity").2
    }
    #[inline]
    fn enchantment(&self, id: EntityId) -> Option<&Enchantment> {
        self.enchantments.get(self.entity(id)).ok()
    }
    #[inline]
    fn player(&self, seat: u8) -> &PlayerState {
        &self.state.players[seat as usize]
    }
    #[inline]
    fn state(&self) -> &GameState {
        &self.state.game
    }
    #[inline]
    fn db(&self) -> &Arc<CardDb> {
        &self.state.db
    }
    #[inline]
    fn id_count(&self) -> u32 {
        self.state.ids.next_id().0
    }
}

impl Writes for Table<'_, '_> {
    #[inline]
    fn card_mut(&mut self, id: EntityId) -> &mut CardState {
        let entity = self.entity(id);
        self.cards
            .get_mut(entity)
            .expect("a card entity")
            .0
            .into_inner()
    }
    #[inline]
    fn stats_mut(&mut self, id: EntityId) -> &mut Stats {
        let entity = self.entity(id);
        self.cards
            .get_mut(entity)
            .expect("a card entity")
            .1
            .into_inner()
    }
    #[inline]
    fn tags_mut(&mut self, id: EntityId) -> &mut Tags {
        let entity = self.entity(id);
        self.cards
            .get_mut(entity)
            .expect("a card entity")
            .2
            .into_inner()
    }
    #[inline]
    fn enchantment_mut(&mut self, id: EntityId) -> Option<&mut Enchantment> {
        let entity = self.entity(id);
        self.enchantments
            .get_mut(entity)
            .ok()
            .map(|e| e.into_inner())
    }
    #[inline]
    fn player_mut(&mut self, seat: u8) -> &mut PlayerState {
        &mut self.state.players[seat as usize]
    }
    #[inline]
    fn state_mut(&mut self) -> &mut GameState {
        &mut self.state.game
    }
    #[inline]
    fn emit(&mut self, event: LogEvent) {
        self.state.log.push(event);
    }
    #[inline]
    fn resolution(&mut self) -> &mut RulesState {
        &mut self.state
    }
}
