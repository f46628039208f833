//! What must always hold in a one863 game: every card in exactly one pile of its own side and its
//! `Zone` component saying which; fields within their size; the phase consistent with the piles.

use super::components::{Phase, Zone};
use super::events::LogEvent;
use super::game::Game;

/// The first broken invariant, if any.
pub fn check(game: &Game) -> Result<(), String> {
    let table = game.table();
    let count = game.card_count();
    let mut seen = vec![0u8; count];
    for (index, side) in table.sides.iter().enumerate() {
        for (pile, zone) in [
            (&side.deck, Zone::Deck),
            (&side.hand, Zone::Hand),
            (&side.field, Zone::Field),
            (&side.discard, Zone::Discard),
        ] {
            for slot in pile.iter() {
                let f = game.footballer(*slot);
                if f.side as usize != index {
                    return Err(format!(
                        "card {slot} of side {} is in side {index}'s {zone:?}",
                        f.side
                    ));
                }
                if game.zone(*slot) != zone {
                    return Err(format!(
                        "card {slot} is in the {zone:?} pile but marked {:?}",
                        game.zone(*slot)
                    ));
                }
                if zone != Zone::Field && game.stance(*slot) != Default::default() {
                    return Err(format!("card {slot} off the field keeps a stance"));
                }
                seen[*slot as usize] += 1;
            }
        }
        if side.field.len() > game.db().rules.field_size as usize {
            return Err(format!(
                "side {index} has {} cards on its field",
                side.field.len()
            ));
        }
        if side.hand.len() > game.db().rules.hand_size as usize {
            return Err(format!("side {index} holds {} cards", side.hand.len()));
        }
    }
    if let Some(slot) = seen.iter().position(|n| *n != 1) {
        return Err(format!("card {slot} is in {} piles", seen[slot]));
    }
    // Scores only grow: each is its start plus the goals the log records, and each goal event
    // carries the scores of its moment, which never go down.
    let mut goals = game.start_scores();
    for event in game.log().events() {
        if let LogEvent::Goal {
            side, home, away, ..
        } = *event
        {
            goals[side as usize] += 1;
            if [home, away] != goals {
                return Err(format!(
                    "a goal recorded {home}–{away}, the count says {goals:?}"
                ));
            }
        }
    }
    if goals != [table.sides[0].score, table.sides[1].score] {
        return Err(format!(
            "the score is {}–{} but the log counts {goals:?}",
            table.sides[0].score, table.sides[1].score
        ));
    }
    if let Phase::Block { attacker } = table.phase
        && (game.zone(attacker) != Zone::Field || game.footballer(attacker).side != table.turn_of)
    {
        return Err("the pending attacker is not on the attacking field".into());
    }
    Ok(())
}
