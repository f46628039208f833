//! One observer per rules event. Each body is the rule's ordered steps, written as `Field`
//! methods; events that answer something carry the answer back.

use bevy::ecs::observer::On;
use bevy::ecs::system::Local;
use bevy::ecs::world::DeferredWorld;

use super::field::{Field, SlotId};
use crate::rulesets::gods::events::{
    AttackDeclared, AurasRefreshed, CardGiven, CardPlayed, Chosen, DealDamage, Deployed, Dies,
    Discovered, Drew, GameEnds, Heal, LeaderUsed, ManaGained, Modify, Moved, Mulliganed,
    NEXT_TURN_BEGUN, Recalled, Resurrects, SpellDone, TURN_CLEANED_UP, TURN_ENDED, Transformed,
    TurnBegins, TurnCleanup, TurnEnding, WarcryUsed,
};

/// Pays for a card; it leaves the hand.
pub fn card_played(event: On<CardPlayed>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.play_card(event.player, event.card);
}

/// A unit arrives on a tile.
pub fn deployed(mut event: On<Deployed>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    let Deployed {
        pays,
        card,
        tile,
        owner,
        from,
        target,
        ..
    } = *event.event();
    if let Some(player) = pays {
        field.play_card(player, card);
    }
    event.event_mut().placed = field.deploy(card, tile, owner, from, target);
}

/// A unit moves.
pub fn moved(event: On<Moved>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.move_unit(event.unit, event.to, event.steps, event.forced);
}

/// An attack is declared.
pub fn attack_declared(event: On<AttackDeclared>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.declare_attack(event.attacker, event.target);
}

/// Damage.
pub fn deal_damage(mut event: On<DealDamage>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    let DealDamage {
        target,
        amount,
        hit,
        ..
    } = *event.event();
    event.event_mut().dealt = field.damage(target, amount, hit);
}

/// Healing.
pub fn heal(event: On<Heal>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.heal(event.target, event.amount);
}

/// A modification.
pub fn modify(event: On<Modify>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.modify(event.target, event.change);
}

/// A Death resolves.
pub fn dies(event: On<Dies>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.die(event.unit);
}

/// A unit becomes another.
pub fn transformed(event: On<Transformed>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.transform(event.unit, event.into);
}

/// A Resurrection resolves.
pub fn resurrects(event: On<Resurrects>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.resurrect(event.card, event.tile);
}

/// A unit returns to its owner's hand.
pub fn recalled(event: On<Recalled>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.recall(event.unit);
}

/// A draw.
pub fn drew(event: On<Drew>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.draw(event.player);
}

/// A card put into a hand.
pub fn card_given(event: On<CardGiven>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.give(event.player, event.card, event.cost_change);
}

/// Mana gained.
pub fn mana_gained(event: On<ManaGained>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.gain_mana(event.player, event.amount);
}

/// A spell's card goes to the graveyard.
pub fn spell_done(event: On<SpellDone>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.spell_done(event.card);
}

/// The leader ability is paid for.
pub fn leader_used(event: On<LeaderUsed>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.use_leader(event.player);
}

/// An activatable Warcry is spent.
pub fn warcry_used(event: On<WarcryUsed>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.warcry_used(event.unit);
}

/// A mulligan.
pub fn mulliganed(event: On<Mulliganed>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.mulligan(event.player, event.replace);
}

/// A Discover's options are offered.
pub fn discovered(event: On<Discovered>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.discover(event.player, event.options, event.count);
}

/// A Discover is answered.
pub fn chosen(event: On<Chosen>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.choose(event.index);
}

/// End-of-turn effects are queued; with none, the clean-up and maybe the next turn follow.
pub fn turn_ending(mut event: On<TurnEnding>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    let player = event.player;
    field.end_of_turn(player);
    event.event_mut().stage = TURN_ENDED;
    if field.quiet(false) {
        event.event_mut().stage = clean_up(&mut field, player);
    }
}

/// The end of a turn after its effects; maybe the next turn follows.
pub fn turn_cleanup(mut event: On<TurnCleanup>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    let player = event.player;
    event.event_mut().stage = clean_up(&mut field, player);
}

/// The clean-up, then the next turn's start when nothing is left to resolve and no aura to
/// evaluate (the resolver would start it next); how far it went.
fn clean_up(field: &mut Field, player: u8) -> u8 {
    field.clean_up(player);
    if field.quiet(true) {
        field.begin_turn(1 - player);
        NEXT_TURN_BEGUN
    } else {
        TURN_CLEANED_UP
    }
}

/// A turn begins.
pub fn turn_begins(event: On<TurnBegins>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.begin_turn(event.player);
}

/// Auras are re-evaluated.
pub fn auras_refreshed(event: On<AurasRefreshed>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.apply_auras(&event.changes);
}

/// The game ends.
pub fn game_ends(event: On<GameEnds>, world: DeferredWorld, mut slot: Local<SlotId>) {
    let mut field = Field::of(world, &mut slot);
    field.end_game(event.winner);
}
