//! The coach's own turn: open goals, the playmaker, attacks it wins, and which card to play.

use super::{best_block, has, worth};
use crate::rulesets::one863::rules::strength;
use crate::rulesets::one863::{Action, Game};

/// Attackers that may act now, with their ATT.
fn attackers(game: &Game, legal: &[Action]) -> Vec<(u16, i8)> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Attack(s) => Some((*s, strength::attack(game, *s))),
            _ => None,
        })
        .collect()
}

/// An attack worth making now: into an empty net with the cheapest player, or with the strongest
/// attacker when it beats the best block the opponent can make without a boost.
fn good_attack(game: &Game, legal: &[Action]) -> Option<Action> {
    let side = game.table().turn_of;
    let candidates = attackers(game, legal);
    match best_block(game, 1 - side) {
        None => candidates
            .iter()
            .min_by_key(|(s, _)| (worth(game, *s), *s))
            .map(|(s, _)| Action::Attack(*s)),
        Some(block) => candidates
            .iter()
            .filter(|(_, att)| *att > block)
            .max_by_key(|(s, att)| (*att, std::cmp::Reverse(*s)))
            .map(|(s, _)| Action::Attack(*s)),
    }
}

/// The Meneur window: attack with the best other player if that attack is good, else pass.
pub fn meneur(game: &Game, legal: &[Action]) -> Action {
    good_attack(game, legal).unwrap_or(Action::Pass)
}

/// The main decision of a turn.
pub fn main(game: &Game, legal: &[Action]) -> Action {
    if let Some(attack) = good_attack(game, legal) {
        // A playmaker first, when the attack it launches is the same good attack: the CAM joins
        // the field for free.
        if let Some(cam) = playable_playmaker(game, legal) {
            return cam;
        }
        return attack;
    }
    let plays: Vec<u16> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(s) => Some(*s),
            _ => None,
        })
        .collect();
    // Keep BOOST cards for defence while another card can be played.
    let keep_boosts = plays.iter().any(|s| game.footballer(*s).boost == 0);
    if let Some(best) = plays
        .iter()
        .filter(|s| !keep_boosts || game.footballer(**s).boost == 0)
        .max_by_key(|s| (worth(game, **s), std::cmp::Reverse(**s)))
    {
        return Action::Play(*best);
    }
    // Nothing to play: it must still act, with its strongest attacker.
    if let Some((s, _)) = attackers(game, legal)
        .into_iter()
        .max_by_key(|(s, att)| (*att, std::cmp::Reverse(*s)))
    {
        return Action::Attack(s);
    }
    legal.first().copied().unwrap_or(Action::Pass)
}

/// A playmaker in hand that opens the Meneur window now (another face-up card that has not acted
/// stands on the field).
fn playable_playmaker(game: &Game, legal: &[Action]) -> Option<Action> {
    let side = game.table().turn_of;
    let ready_other = game.side(side).field.iter().any(|s| {
        let stance = game.stance(*s);
        !stance.flipped && !stance.acted
    });
    if !ready_other || game.table().last_action {
        return None;
    }
    game.side(side)
        .hand
        .iter()
        .find(|s| game.db().position(game.card_of(**s)).playmaker)
        .map(|s| Action::Play(*s))
        .filter(|a| has(legal, a))
}
