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
    verdict(game, action).map_err(|refusal| refusal.reason(game))
}

/// Why an action is refused, kept as small data on the hot path (every applied action is checked)
/// and put into words only when it is refused.
#[derive(Debug, Clone, Copy)]
enum Refusal {
    Over,
    NoSuchCard(Slot),
    NotIn(Slot, &'static str),
    FaceDownBlocker(Slot),
    NoBoost(Slot),
    MustBlock,
    NoAttack,
    MeneurPlay,
    FieldFull,
    FaceDownAttacker(Slot),
    Acted(Slot),
    MustAct,
}

impl Refusal {
    #[cold]
    #[inline(never)]
    fn reason(self, game: &Game) -> String {
        let name = |slot: Slot| game.db().card(game.card_of(slot)).name.clone();
        match self {
            Refusal::Over => "the match is over".into(),
            Refusal::NoSuchCard(slot) => format!("there is no card {slot}"),
            Refusal::NotIn(slot, what) => format!("{} is not {what}", name(slot)),
            Refusal::FaceDownBlocker(slot) => {
                format!("{} is face down and cannot block", name(slot))
            }
            Refusal::NoBoost(slot) => format!("{} has no boost", name(slot)),
            Refusal::MustBlock => "the attack must be blocked first".into(),
            Refusal::NoAttack => "there is no attack to block".into(),
            Refusal::MeneurPlay => {
                "in the Meneur window you may only attack with another card or pass".into()
            }
            Refusal::FieldFull => "your field is full".into(),
            Refusal::FaceDownAttacker(slot) => {
                format!("{} is face down and cannot attack", name(slot))
            }
            Refusal::Acted(slot) => format!("{} has already acted this turn", name(slot)),
            Refusal::MustAct => "you must play or attack when you can".into(),
        }
    }
}

/// The rules of legality, without words.
fn verdict(game: &Game, action: &Action) -> Result<(), Refusal> {
    let table = game.table();
    let count = game.card_count() as Slot;
    let side = table.to_act();
    let own = |slot: Slot, zone: Zone, what: &'static str| {
        if slot >= count {
            return Err(Refusal::NoSuchCard(slot));
        }
        if game.footballer(slot).side != side || game.zone(slot) != zone {
            return Err(Refusal::NotIn(slot, what));
        }
        Ok(())
    };
    let field_size = game.db().rules.field_size as usize;
    match (table.phase, *action) {
        (Phase::Over, _) => Err(Refusal::Over),
        (Phase::Block { .. }, Action::Block { card, boost }) => {
            own(card, Zone::Field, "on your field")?;
            if game.stance(card).flipped {
                return Err(Refusal::FaceDownBlocker(card));
            }
            if let Some(boost) = boost {
                own(boost, Zone::Hand, "in your hand")?;
                if game.footballer(boost).boost <= 0 {
                    return Err(Refusal::NoBoost(boost));
                }
            }
            Ok(())
        }
        (Phase::Block { .. }, _) => Err(Refusal::MustBlock),
        (_, Action::Block { .. }) => Err(Refusal::NoAttack),
        (Phase::Meneur, Action::Play(_)) => Err(Refusal::MeneurPlay),
        (Phase::Main, Action::Play(card)) => {
            own(card, Zone::Hand, "in your hand")?;
            if table.sides[side as usize].field.len() >= field_size {
                return Err(Refusal::FieldFull);
            }
            Ok(())
        }
        (_, Action::Attack(card)) => {
            own(card, Zone::Field, "on your field")?;
            let stance = game.stance(card);
            if stance.flipped {
                return Err(Refusal::FaceDownAttacker(card));
            }
            if stance.acted {
                return Err(Refusal::Acted(card));
            }
            Ok(())
        }
        (Phase::Meneur, Action::Pass) => Ok(()),
        (_, Action::Pass) => {
            let own_side = &table.sides[side as usize];
            let can_play = !own_side.hand.is_empty() && own_side.field.len() < field_size;
            let can_attack = own_side.field.iter().any(|c| {
                let stance = game.stance(*c);
                !stance.flipped && !stance.acted
            });
            if can_play || can_attack {
                Err(Refusal::MustAct)
            } else {
                Ok(())
            }
        }
    }
}
