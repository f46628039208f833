//! The effect interpreter: runs a card's effect list against the game. No card is named here; every
//! behaviour comes from the RON definitions.

mod cards;
mod choices;
mod control;
mod damage;
pub(super) mod deck_effects;
mod flow;
pub(super) mod free_play;
mod hero;
mod keywords;
pub(super) mod moves;
pub(super) mod pools;
mod resources;
mod select;
mod stats;
mod summons;

use crate::engine::EntityId;
use crate::rulesets::hearth::content::schema::{Amount, Effect};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::Quantities;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

use crate::rulesets::hearth::state::amounts::Ctx;

impl Resolver<'_> {
    /// Runs an effect list in order: a card's play, deathrattle or trigger. `Them` starts empty.
    pub(in crate::rulesets::hearth) fn run_effects(&mut self, effects: &[Effect], ctx: &Ctx) {
        self.state_mut().them.clear();
        self.run_list(effects, ctx);
    }

    /// Runs another card's effect list in the middle of this one (a card cast when drawn, a card
    /// an effect plays): the outer list's `Them` and `Unplaced` are kept for it.
    pub(in crate::rulesets::hearth) fn run_nested_effects(
        &mut self,
        effects: &[Effect],
        ctx: &Ctx,
    ) {
        let them = std::mem::take(&mut self.state_mut().them);
        let unplaced = self.state().unplaced;
        self.run_effects(effects, ctx);
        self.state_mut().them = them;
        self.state_mut().unplaced = unplaced;
    }

    /// Runs effects in order, inside a list already begun (an `If`'s branch, a `Repeat`, a
    /// gift given to an offered card).
    pub(in crate::rulesets::hearth) fn run_list(&mut self, effects: &[Effect], ctx: &Ctx) {
        for effect in effects {
            if self.is_over() {
                return;
            }
            self.run_effect(effect, ctx);
        }
    }

    /// Remembers what the effect just resolved acted on or brought (the `Them` selector).
    pub(in crate::rulesets::hearth) fn remember(&mut self, them: &[EntityId]) {
        let memo = &mut self.state_mut().them;
        memo.clear();
        memo.extend_from_slice(them);
    }

    /// An amount read now, never below 0 (a count, damage, healing).
    pub(in crate::rulesets::hearth) fn count(&self, amount: &Amount, ctx: &Ctx) -> i16 {
        self.amount(amount, ctx).max(0)
    }

    /// One effect: the family that interprets it runs it.
    fn run_effect(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Damage { .. } | Effect::Heal { .. } | Effect::GainArmor { .. } => {
                self.run_damage(effect, ctx)
            }
            Effect::Buff { .. }
            | Effect::Enchant { .. }
            | Effect::SetAttack { .. }
            | Effect::SetHealth { .. }
            | Effect::SwapStats { .. }
            | Effect::DoubleStats { .. } => self.run_stats(effect, ctx),
            Effect::Grant { .. }
            | Effect::Freeze { .. }
            | Effect::Silence { .. }
            | Effect::RemoveKeywords { .. }
            | Effect::ExtraAttack { .. } => self.run_keywords(effect, ctx),
            Effect::LockMana { .. }
            | Effect::RefreshMana { .. }
            | Effect::GainMana { .. }
            | Effect::ChangeCost { .. }
            | Effect::CostRule { .. }
            | Effect::GainCorpses { .. } => self.run_resources(effect, ctx),
            Effect::Summon { .. }
            | Effect::SummonRandom { .. }
            | Effect::SummonDied { .. }
            | Effect::SummonKilled { .. }
            | Effect::SummonFresh { .. }
            | Effect::SummonCopy { .. }
            | Effect::BecomeCopy { .. }
            | Effect::RaiseCorpses { .. }
            | Effect::PutIntoPlay { .. } => self.run_summons(effect, ctx),
            Effect::Draw { .. }
            | Effect::DrawMatching { .. }
            | Effect::AddToHand { .. }
            | Effect::AddCopy { .. }
            | Effect::AddRandom { .. }
            | Effect::ShuffleIntoDeck { .. }
            | Effect::ShuffleCopy { .. }
            | Effect::SwapWithHand { .. }
            | Effect::ReplaceHand { .. }
            | Effect::Discard { .. }
            | Effect::DiscardRandom { .. }
            | Effect::PutSecretFromDeck
            | Effect::PlayRandom { .. }
            | Effect::DeckPortal { .. } => self.run_cards(effect, ctx),
            Effect::Destroy { .. }
            | Effect::Transform { .. }
            | Effect::ReturnToHand { .. }
            | Effect::TakeControl { .. }
            | Effect::ForceAttack { .. }
            | Effect::Counter
            | Effect::Redirect { .. } => self.run_control(effect, ctx),
            Effect::UpgradeHeroPower | Effect::ReplaceHeroPower { .. } | Effect::Equip { .. } => {
                self.run_hero(effect, ctx)
            }
            Effect::Discover { .. }
            | Effect::SummonChoice { .. }
            | Effect::LookAtDeck { .. }
            | Effect::ChooseTargets { .. } => self.run_choices(effect, ctx),
            Effect::If { .. }
            | Effect::Repeat { .. }
            | Effect::OneOf(_)
            | Effect::Remember { .. } => self.run_flow(effect, ctx),
        }
    }
}
