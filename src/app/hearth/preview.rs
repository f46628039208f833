//! What an attack would do, before it is made: the engine plays it on a copy of the game in which
//! the cards the player cannot see are dealt afresh (so the preview never gives a secret away),
//! and the table says how each side's Health ends up and who dies.

use crate::app::HUMAN;
use crate::engine::{EntityId, Rules, Ruleset, Zone};
use crate::rulesets::hearth::{Action, Game, Hearth, Reads};

/// The seed of the copy's hidden cards: any fixed one, so the preview does not flicker.
const PREVIEW_SEED: u64 = 0x5EE;

/// "Bloodfen Raptor: 2 → 1 Health · Goldshire Footman dies", or None when the attack is not legal.
pub fn attack_preview(live: &Game, attacker: EntityId, defender: EntityId) -> Option<String> {
    let action = Action::Attack { attacker, defender };
    let mut copy = Hearth::determinize(live, HUMAN, PREVIEW_SEED);
    copy.apply(&action).ok()?;
    let side = |id: EntityId| {
        let name = &live.info(id).def.name;
        let before = live.stats(id).health();
        let after = copy.stats(id).health();
        if copy.card(id).zone != Zone::Play || after <= 0 {
            format!("{name} dies")
        } else if after == before {
            format!("{name}: no damage")
        } else {
            format!("{name}: {before} → {after} Health")
        }
    };
    Some(format!("{}  ·  {}", side(attacker), side(defender)))
}
