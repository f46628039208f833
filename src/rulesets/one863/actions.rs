//! What a side may do, and why anything else is refused. `check` gives the reason a player reads
//! ("the field is full"); the game changes only after it passes.

use serde::{Deserialize, Serialize};

use super::components::{Phase, Slot, Zone};
use super::game::Game;

/// One decision of the side to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A hand card onto the field's right end.
    Play(Slot),
    /// A field card attacks.
    Attack(Slot),
    /// The defender blocks the pending attack with `card`, discarding `boost` from its hand.
    Block {
        /// The blocker.
        card: Slot,
        /// A boost card from the hand.
        boost: Option<Slot>,
    },
    /// No action: legal in the Meneur window or when nothing else is.
    Pass,
}

/// Ok when `action` is legal now, else why not.
pub fn check(game: &Game, action: &Action) -> Result<(), String> {
    let table = game.table();
    let count = game.card_count() as Slot;
    let side = table.to_act();
    let name = |slot: Slot| game.db().card(game.card_of(slot)).name.clone();
    let own = |slot: Slot, zone: Zone, what: &str| -> Result<(), String> {
        if slot >= count {
            return Err(format!("there is no card {slot}"));
        }
        let f = game.footballer(slot);
        if f.side != side || game.zone(slot) != zone {
            return Err(format!("{} is not {what}", name(slot)));
        }
        Ok(())
    };
    match (table.phase, action) {
        (Phase::Over, _) => Err("the match is over".into()),
        (Phase::Block { .. }, Action::Block { card, boost }) => {
            own(*card, Zone::Field, "on your field")?;
            if game.stance(*card).flipped {
                return Err(format!("{} is face down and cannot block", name(*card)));
            }
            if let Some(boost) = boost {
                own(*boost, Zone::Hand, "in your hand")?;
                if game.footballer(*boost).boost <= 0 {
                    return Err(format!("{} has no boost", name(*boost)));
                }
            }
            Ok(())
        }
        (Phase::Block { .. }, _) => Err("the attack must be blocked first".into()),
        (_, Action::Block { .. }) => Err("there is no attack to block".into()),
        (Phase::Meneur, Action::Play(_)) => {
            Err("in the Meneur window you may only attack with another card or pass".into())
        }
        (Phase::Main, Action::Play(card)) => {
            own(*card, Zone::Hand, "in your hand")?;
            if table.sides[side as usize].field.len() >= game.db().rules.field_size as usize {
                return Err("your field is full".into());
            }
            Ok(())
        }
        (_, Action::Attack(card)) => {
            own(*card, Zone::Field, "on your field")?;
            let stance = game.stance(*card);
            if stance.flipped {
                return Err(format!("{} is face down and cannot attack", name(*card)));
            }
            if stance.acted {
                return Err(format!("{} has already acted this turn", name(*card)));
            }
            Ok(())
        }
        (Phase::Meneur, Action::Pass) => Ok(()),
        (_, Action::Pass) => {
            let own_side = &table.sides[side as usize];
            let can_play = !own_side.hand.is_empty()
                && own_side.field.len() < game.db().rules.field_size as usize;
            let can_attack = own_side.field.iter().any(|c| {
                let stance = game.stance(*c);
                !stance.flipped && !stance.acted
            });
            if can_play || can_attack {
                Err("you must play or attack when you can".into())
            } else {
                Ok(())
            }
        }
    }
}
