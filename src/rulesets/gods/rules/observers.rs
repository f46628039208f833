//! One observer per rules event (`Rule::observe`). Each body is the rule's ordered steps,
//! written as `Field` methods; events that answer something carry the answer back.

use bevy::ecs::world::DeferredWorld;

use super::field::Field;
use crate::engine::Rule;
use crate::rulesets::gods::events::{
    AttackDeclared, AurasRefreshed, CardGiven, CardPlayed, Chosen, DealDamage, Deployed, Dies,
    Discovered, Drew, GameEnds, Heal, LeaderUsed, ManaGained, Modify, Moved, Mulliganed,
    NEXT_TURN_BEGUN, Recalled, Resurrects, SpellDone, TURN_CLEANED_UP, TURN_ENDED, Transformed,
    TurnBegins, TurnCleanup, TurnEnding, WarcryUsed,
};

/// Pays for a card; it leaves the hand.
impl Rule for CardPlayed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.play_card(self.player, self.card);
    }
}

/// A unit arrives on a tile.
impl Rule for Deployed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        let Deployed {
            pays,
            card,
            tile,
            owner,
            from,
            target,
            ..
        } = *self;
        if let Some(player) = pays {
            field.play_card(player, card);
        }
        self.placed = field.deploy(card, tile, owner, from, target);
    }
}

/// A unit moves.
impl Rule for Moved {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.move_unit(self.unit, self.to, self.steps, self.forced);
    }
}

/// An attack is declared.
impl Rule for AttackDeclared {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.declare_attack(self.attacker, self.target);
    }
}

/// Damage.
impl Rule for DealDamage {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        let DealDamage {
            target,
            amount,
            hit,
            ..
        } = *self;
        self.dealt = field.damage(target, amount, hit);
    }
}

/// Healing.
impl Rule for Heal {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.heal(self.target, self.amount);
    }
}

/// A modification.
impl Rule for Modify {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.modify(self.target, self.change);
    }
}

/// A Death resolves.
impl Rule for Dies {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.die(self.unit);
    }
}

/// A unit becomes another.
impl Rule for Transformed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.transform(self.unit, self.into);
    }
}

/// A Resurrection resolves.
impl Rule for Resurrects {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.resurrect(self.card, self.tile);
    }
}

/// A unit returns to its owner's hand.
impl Rule for Recalled {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.recall(self.unit);
    }
}

/// A draw.
impl Rule for Drew {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.draw(self.player);
    }
}

/// A card put into a hand.
impl Rule for CardGiven {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.give(self.player, self.card, self.cost_change);
    }
}

/// Mana gained.
impl Rule for ManaGained {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.gain_mana(self.player, self.amount);
    }
}

/// A spell's card goes to the graveyard.
impl Rule for SpellDone {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.spell_done(self.card);
    }
}

/// The leader ability is paid for.
impl Rule for LeaderUsed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.use_leader(self.player);
    }
}

/// An activatable Warcry is spent.
impl Rule for WarcryUsed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.warcry_used(self.unit);
    }
}

/// A mulligan.
impl Rule for Mulliganed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.mulligan(self.player, self.replace);
    }
}

/// A Discover's options are offered.
impl Rule for Discovered {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.discover(self.player, self.options, self.count);
    }
}

/// A Discover is answered.
impl Rule for Chosen {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.choose(self.index);
    }
}

/// End-of-turn effects are queued; with none, the clean-up and maybe the next turn follow.
impl Rule for TurnEnding {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        let player = self.player;
        field.end_of_turn(player);
        self.stage = TURN_ENDED;
        if field.quiet(false) {
            self.stage = clean_up(&mut field, player);
        }
    }
}

/// The end of a turn after its effects; maybe the next turn follows.
impl Rule for TurnCleanup {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        let player = self.player;
        self.stage = clean_up(&mut field, player);
    }
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
impl Rule for TurnBegins {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.begin_turn(self.player);
    }
}

/// Auras are re-evaluated.
impl Rule for AurasRefreshed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.apply_auras(&self.changes);
    }
}

/// The game ends.
impl Rule for GameEnds {
    fn observe(&mut self, world: DeferredWorld) {
        let mut field = Field::of(world);
        field.end_game(self.winner);
    }
}
