//! Damage prevented before it lands (Ice Block): a `WouldTakeDamage` trigger whose filters and
//! condition accept the damage about to land takes it, so the character takes none, and its
//! effects resolve at once, before the rule that dealt the damage goes on. The damage step finds
//! the trigger (`preventing_trigger`) and queues it ahead of the rest; the exclusive side
//! resolves it when the step returns (`resolve_preventions`), so a second blow of the same effect already meets the outcome
//! (an Immune hero).

use super::resolver::Resolver;
use crate::engine::EntityId;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::game::QueuedTrigger;
use crate::rulesets::hearth::state::writes::{Happened, Writes};

/// The trigger, first in play order, that prevents `amount` damage about to land on `target`:
/// the card triggers of what is in play (and the waiting player's secrets, which fire on the
/// opponent's turn only), then granted text; one already waiting to resolve is passed over.
pub(in crate::rulesets::hearth) fn preventing_trigger<W: Writes + ?Sized>(
    rules: &mut W,
    target: EntityId,
    amount: i16,
) -> Option<QueuedTrigger> {
    let waiting: Vec<QueuedTrigger> = rules
        .resolution()
        .stack
        .waiting_at_once()
        .copied()
        .collect();
    let rules = &*rules;
    let waiting = &waiting[..];
    let seat = rules.card(target).controller;
    let off_turn = 1 - rules.active();
    let mut found: Option<(u32, QueuedTrigger)> = None;
    for player in 0..2 {
        let state = rules.player(player);
        let secrets = if player == off_turn {
            &state.secrets[..]
        } else {
            &[]
        };
        let hero = state.hero_granted.then_some(&state.hero);
        let table = state.board.iter().chain(state.weapon.iter()).chain(hero);
        for &holder in table.chain(secrets) {
            let order = rules.card(holder).play_order;
            if found.is_some_and(|(best, _)| best <= order) {
                continue;
            }
            if let Some(hook) = hook_of(rules, holder, seat, target, amount, waiting) {
                found = Some((order, hook));
            }
        }
    }
    found.map(|(_, hook)| hook)
}

/// The first of `holder`'s triggers (its card's, then its granted text's) that would prevent
/// this damage.
fn hook_of<W: Writes + ?Sized>(
    rules: &W,
    holder: EntityId,
    seat: u8,
    target: EntityId,
    amount: i16,
    waiting: &[QueuedTrigger],
) -> Option<QueuedTrigger> {
    let tags = rules.tags(holder);
    let db = rules.db();
    let waiting = |hook: &QueuedTrigger| waiting.contains(hook);
    let fires = |trigger| {
        rules.trigger_fires(
            trigger,
            holder,
            Happened::DamageIncoming,
            seat,
            Some(target),
            amount,
        )
    };
    if tags.contains(Tags::HAS_TRIGGERS) && !tags.contains(Tags::SILENCED) {
        let triggers = &db.get(rules.card(holder).def).def.triggers;
        for (index, trigger) in triggers.iter().enumerate() {
            let hook = QueuedTrigger {
                source: holder,
                trigger: index as u8,
                subject: Some(target),
                amount,
                granted: None,
            };
            if fires(trigger) && !waiting(&hook) {
                return Some(hook);
            }
        }
    }
    if tags.contains(Tags::GRANTED) {
        for enchantment in rules.enchantments_on(holder) {
            let Some(grant) = rules.enchantment(enchantment).and_then(|e| e.grant) else {
                continue;
            };
            let text = &db.get(grant.def).grants[grant.index as usize];
            for (index, trigger) in text.triggers.iter().enumerate() {
                let hook = QueuedTrigger {
                    source: holder,
                    trigger: index as u8,
                    subject: Some(target),
                    amount,
                    granted: Some(enchantment),
                };
                if fires(trigger) && !waiting(&hook) {
                    return Some(hook);
                }
            }
        }
    }
    None
}

impl Resolver<'_> {
    /// Resolves the triggers that prevented damage in the step just done, in the order they did.
    pub(in crate::rulesets::hearth) fn resolve_preventions(&mut self) {
        while let Some(hook) = self.resolution().stack.next_at_once() {
            self.resolve_trigger(hook);
        }
    }
}
