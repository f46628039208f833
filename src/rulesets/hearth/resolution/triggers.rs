//! Triggered abilities resolve when their phase ends: the trigger-queue system takes them first
//! queued, first resolved (including those they queue in turn). A trigger whose card left play or
//! was silenced since it was queued does nothing; a secret is revealed before its effects.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::state::game::QueuedTrigger;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Resolves queued triggers, first queued first, including those they queue in turn.
    pub(in crate::rulesets::hearth) fn drain_triggers(&mut self) {
        let was_draining = std::mem::replace(&mut self.resolution().draining, true);
        while let Some(queued) = self.resolution().stack.next_queued() {
            self.resolve_trigger(queued);
        }
        self.resolution().draining = was_draining;
    }

    /// Resolves one trigger (a secret is revealed first); nothing when its card left play or was
    /// silenced, or its granted text is gone.
    pub(in crate::rulesets::hearth) fn resolve_trigger(&mut self, queued: QueuedTrigger) {
        if let Some(enchantment) = queued.granted {
            self.resolve_granted(queued, enchantment);
            return;
        }
        let card = *self.card(queued.source);
        match card.zone {
            Zone::Play
                if !self
                    .tags(queued.source)
                    .contains(crate::rulesets::hearth::state::components::Tags::SILENCED) => {}
            // A secret fires once: it is revealed, then its effects resolve.
            Zone::Secret => self.reveal_secret(queued.source),
            _ => return,
        }
        let db = self.db().clone();
        let trigger = &db.get(card.def).def.triggers[queued.trigger as usize];
        // A secret is a spell: its damage takes spell damage and Velen's doubling.
        let is_spell = card.zone == Zone::Secret;
        let ctx = crate::rulesets::hearth::state::amounts::Ctx {
            subject: queued.subject,
            amount: queued.amount,
            is_spell,
            amplified: is_spell,
            ..crate::rulesets::hearth::state::amounts::Ctx::of(queued.source, card.controller)
        };
        self.run_effects(&trigger.effects, &ctx);
    }

    /// A trigger of granted text: it acts while its holder is in play and the text is still on it
    /// (silence or the end of its duration took it away otherwise); text that fires once goes.
    fn resolve_granted(&mut self, queued: QueuedTrigger, enchantment: EntityId) {
        let Some((grant, speaks_for)) = self
            .enchantment(enchantment)
            .filter(|e| e.active)
            .and_then(|e| Some((e.grant?, e.speaks_for)))
        else {
            return;
        };
        let card = *self.card(queued.source);
        if card.zone != Zone::Play {
            return;
        }
        let db = self.db().clone();
        let text = &db.get(grant.def).grants[grant.index as usize];
        if text.once {
            self.remove_enchantment(enchantment);
        }
        // Text that speaks for its caster acts for the caster, whoever controls its holder.
        let controller = speaks_for.unwrap_or(card.controller);
        let ctx = crate::rulesets::hearth::state::amounts::Ctx {
            subject: queued.subject,
            amount: queued.amount,
            ..crate::rulesets::hearth::state::amounts::Ctx::of(queued.source, controller)
        };
        self.run_effects(&text.triggers[queued.trigger as usize].effects, &ctx);
    }
}
