//! The coach's blocks: every legal block is scored by what it costs and gains, counting the
//! outcomes of the rules (flip, discard, AGRESSIF trades, recovery, momentum goal).

use super::worth;
use crate::rulesets::one863::rules::strength;
use crate::rulesets::one863::{Action, Game};

/// What losing a goal is worth against cards.
const GOAL: i32 = 40;
/// What one boost card kept in hand is worth.
const BOOST_KEPT: i32 = 3;

/// The best block against `attacker`.
pub fn choose(game: &Game, attacker: u16, legal: &[Action]) -> Action {
    legal
        .iter()
        .copied()
        .max_by_key(|a| (score(game, attacker, a), std::cmp::Reverse(tie_break(a))))
        .unwrap_or(Action::Pass)
}

fn tie_break(action: &Action) -> (u16, u16) {
    match action {
        Action::Block { card, boost } => (*card, boost.map_or(0, |b| b + 1)),
        _ => (u16::MAX, u16::MAX),
    }
}

/// How good the block is for the defender.
fn score(game: &Game, attacker: u16, action: &Action) -> i32 {
    let Action::Block { card, boost } = *action else {
        return i32::MIN;
    };
    let att = strength::attack(game, attacker) as i32;
    let bonus = boost.map_or(0, |b| game.footballer(b).boost) as i32;
    let def = strength::defence(game, card) as i32 + bonus;
    let defender = game.footballer(card).side;
    let attacker_worth = worth(game, attacker) as i32;
    let blocker_worth = worth(game, card) as i32;
    let flipped = game
        .side(defender)
        .field
        .iter()
        .filter(|s| game.stance(**s).flipped)
        .count();
    let mut value = if boost.is_some() {
        -BOOST_KEPT - bonus
    } else {
        0
    };
    if def > att {
        // The attacker leaves; recovery frees a flipped card.
        value += attacker_worth + if flipped > 0 { 4 } else { 0 };
        if game.footballer(attacker).aggressive {
            value -= blocker_worth;
        }
    } else if def == att {
        value += attacker_worth - blocker_worth;
    } else {
        // The blocker is beaten: flipped, perhaps a momentum goal.
        value -= blocker_worth;
        if game.footballer(card).aggressive {
            // The trade: a weaker AGRESSIF player takes a very strong attacker with it.
            value += attacker_worth;
        }
        if flipped + 1 >= game.db().rules.momentum_goal_at as usize {
            value -= GOAL;
        }
    }
    value
}
