//! The warning before an attack that may leave an open goal: attacking with your last face-up
//! player risks it, since a player that goes leaves nobody to block the next attack. The engine
//! decides: the attack is applied to a copy of the game, then each block the defender can make
//! without a boost (what the player can see), and the copy says whether your side is left with
//! no face-up player while the other side may attack.

use crate::engine::Rules;
use crate::rulesets::one863::components::{Phase, Slot};
use crate::rulesets::one863::describe::team_name;
use crate::rulesets::one863::{Action, Game};

/// What attacking with a card risks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Risk {
    /// Blocked by one of these (without a boost), it goes and your goal is open.
    Exposed(Vec<Slot>),
    /// It beats every blocker, unless the defender boosts the block from its hand.
    IfBoosted,
}

/// The face-up cards of `side`'s field.
pub fn face_up(game: &Game, side: u8) -> Vec<Slot> {
    game.side(side)
        .field
        .iter()
        .copied()
        .filter(|c| !game.stance(*c).flipped)
        .collect()
}

/// What attacking with `attacker` risks, or `None` when it leaves a face-up player behind
/// whatever happens (or is not a legal attack).
pub fn open_goal_risk(game: &Game, attacker: Slot) -> Option<Risk> {
    let attack = Action::Attack(attacker);
    let me = game.to_act();
    if !game.legal_actions().contains(&attack) || face_up(game, me) != [attacker] {
        return None;
    }
    let mut copy = game.fork();
    copy.apply(&attack).ok()?;
    let blocks: Vec<Action> = match copy.table().phase {
        Phase::Block { .. } => copy
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Block { boost: None, .. }))
            .collect(),
        _ => Vec::new(),
    };
    let exposed: Vec<Slot> = blocks
        .iter()
        .filter_map(|block| {
            let Action::Block { card, .. } = *block else {
                return None;
            };
            let mut after = copy.fork();
            after.apply(block).ok()?;
            open(&after, me).then_some(card)
        })
        .collect();
    if !exposed.is_empty() {
        return Some(Risk::Exposed(exposed));
    }
    let boost_possible = !blocks.is_empty() && !game.side(1 - me).hand.is_empty();
    boost_possible.then_some(Risk::IfBoosted)
}

/// True when `side`'s goal is open in `game`: no face-up player left, and the other side is to
/// act and may attack.
fn open(game: &Game, side: u8) -> bool {
    !game.is_over()
        && face_up(game, side).is_empty()
        && game.to_act() != side
        && game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Attack(_)))
}

/// The warning in words.
pub fn warning(game: &Game, attacker: Slot, risk: &Risk) -> String {
    let name = |s: Slot| game.db().card(game.card_of(s)).name.clone();
    let them = team_name(game, 1 - game.to_act());
    let stake = format!(
        "{} is your last face-up player: if it goes, your goal is open for {them}'s next attack.",
        name(attacker)
    );
    match risk {
        Risk::Exposed(by) => {
            let names: Vec<String> = by.iter().map(|s| name(*s)).collect();
            format!("{stake} Blocked by {}, it goes.", names.join(" or "))
        }
        Risk::IfBoosted => format!("{stake} It beats every blocker unless they boost the block."),
    }
}
