//! Card triggers react to game events: the one observer of `GameEvent` queues every matching
//! trigger of the cards in play (and of the waiting player's secrets), in play order.

use bevy::ecs::observer::On;

use super::events::GameEvent;
use super::table::Table;
use crate::rulesets::hearth::state::writes::Writes;

/// Resolves a `GameEvent`: queues the triggers that react to it.
pub fn queue_card_triggers(event: On<GameEvent>, mut table: Table) {
    let GameEvent {
        what,
        seat,
        subject,
        amount,
    } = *event.event();
    table.queue_triggers(what, seat, subject, amount);
}
