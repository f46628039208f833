//! One observer per rules event. Each body is the rule's ordered steps, written as `Field`
//! methods; events that answer something carry the answer back.

use bevy::ecs::observer::On;

use super::field::Field;
use crate::rulesets::gods::events::{
    AttackDeclared, AurasRefreshed, CardGiven, CardPlayed, Chosen, DealDamage, Deployed, Dies,
    Discovered, Drew, GameEnds, Heal, LeaderUsed, ManaGained, Modify, Moved, Mulliganed, Recalled,
    Resurrects, SpellDone, Transformed, TurnBegins, TurnCleanup, TurnEnding, WarcryUsed,
};

/// Pays for a card; it leaves the hand.
pub fn card_played(event: On<CardPlayed>, mut field: Field) {
    field.play_card(event.player, event.card);
}

/// A unit arrives on a tile.
pub fn deployed(mut event: On<Deployed>, mut field: Field) {
    let Deployed {
        card,
        tile,
        owner,
        from,
        target,
        ..
    } = *event.event();
    event.event_mut().placed = field.deploy(card, tile, owner, from, target);
}

/// A unit moves.
pub fn moved(event: On<Moved>, mut field: Field) {
    field.move_unit(event.unit, event.to, event.steps, event.forced);
}

/// An attack is declared.
pub fn attack_declared(event: On<AttackDeclared>, mut field: Field) {
    field.declare_attack(event.attacker, event.target);
}

/// Damage.
pub fn deal_damage(mut event: On<DealDamage>, mut field: Field) {
    let DealDamage {
        target,
        amount,
        hit,
        ..
    } = *event.event();
    event.event_mut().dealt = field.damage(target, amount, hit);
}

/// Healing.
pub fn heal(event: On<Heal>, mut field: Field) {
    field.heal(event.target, event.amount);
}

/// A modification.
pub fn modify(event: On<Modify>, mut field: Field) {
    field.modify(event.target, event.change);
}

/// A Death resolves.
pub fn dies(event: On<Dies>, mut field: Field) {
    field.die(event.unit);
}

/// A unit becomes another.
pub fn transformed(event: On<Transformed>, mut field: Field) {
    field.transform(event.unit, event.into);
}

/// A Resurrection resolves.
pub fn resurrects(event: On<Resurrects>, mut field: Field) {
    field.resurrect(event.card, event.tile);
}

/// A unit returns to its owner's hand.
pub fn recalled(event: On<Recalled>, mut field: Field) {
    field.recall(event.unit);
}

/// A draw.
pub fn drew(event: On<Drew>, mut field: Field) {
    field.draw(event.player);
}

/// A card put into a hand.
pub fn card_given(event: On<CardGiven>, mut field: Field) {
    field.give(event.player, event.card, event.cost_change);
}

/// Mana gained.
pub fn mana_gained(event: On<ManaGained>, mut field: Field) {
    field.gain_mana(event.player, event.amount);
}

/// A spell's card goes to the graveyard.
pub fn spell_done(event: On<SpellDone>, mut field: Field) {
    field.spell_done(event.card);
}

/// The leader ability is paid for.
pub fn leader_used(event: On<LeaderUsed>, mut field: Field) {
    field.use_leader(event.player);
}

/// An activatable Warcry is spent.
pub fn warcry_used(event: On<WarcryUsed>, mut field: Field) {
    field.warcry_used(event.unit);
}

/// A mulligan.
pub fn mulliganed(event: On<Mulliganed>, mut field: Field) {
    field.mulligan(event.player, event.replace);
}

/// A Discover's options are offered.
pub fn discovered(event: On<Discovered>, mut field: Field) {
    field.discover(event.player, event.options, event.count);
}

/// A Discover is answered.
pub fn chosen(event: On<Chosen>, mut field: Field) {
    field.choose(event.index);
}

/// End-of-turn effects are queued.
pub fn turn_ending(event: On<TurnEnding>, mut field: Field) {
    field.end_of_turn(event.player);
}

/// The end of a turn after its effects.
pub fn turn_cleanup(event: On<TurnCleanup>, mut field: Field) {
    field.clean_up(event.player);
}

/// A turn begins.
pub fn turn_begins(event: On<TurnBegins>, mut field: Field) {
    field.begin_turn(event.player);
}

/// Auras are re-evaluated.
pub fn auras_refreshed(event: On<AurasRefreshed>, mut field: Field) {
    field.apply_auras(&event.changes);
}

/// The game ends.
pub fn game_ends(event: On<GameEnds>, mut field: Field) {
    field.end_game(event.winner);
}
