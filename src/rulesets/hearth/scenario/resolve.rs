//! The action a scripted hearth step names in a game: hand indices, board slots and heroes
//! resolved where things are now.

use super::build::resolve;
use super::format::{Ref, ScenarioAction};
use crate::engine::scenario::{Unresolved, WrittenMove};
use crate::rulesets::hearth::{Action, Game, Reads};

/// The most hand cards a mulligan mask can name (its bits).
const MULLIGAN_MASK_BITS: u8 = u8::BITS as u8;

/// The engine action a scripted step means in `game` (references resolved where things are now),
/// for the scenario harness and for callers that submit it themselves, such as the app's
/// screenshot run playing a puzzle.
pub fn to_engine(game: &Game, action: &ScenarioAction) -> Result<Action, String> {
    let seat = game.active();
    Ok(match action {
        ScenarioAction::Play {
            card,
            target,
            position,
            choose,
        } => {
            let card = resolve(game, Ref::Hand(seat, *card))?;
            let target = target.map(|t| resolve(game, t)).transpose()?;
            let position = position.unwrap_or(game.player(seat).board.len() as u8);
            Action::Play {
                card,
                target,
                position,
                choose: *choose,
            }
        }
        ScenarioAction::Attack { attacker, target } => Action::Attack {
            attacker: resolve(game, *attacker)?,
            defender: resolve(game, *target)?,
        },
        ScenarioAction::HeroPower { target } => Action::HeroPower {
            target: target.map(|t| resolve(game, t)).transpose()?,
        },
        ScenarioAction::Mulligan { player, replace } => {
            let mut mask = 0u8;
            for i in replace {
                if *i >= MULLIGAN_MASK_BITS {
                    return Err(format!("hand index {i} out of range"));
                }
                mask |= 1 << i;
            }
            Action::Mulligan {
                player: *player,
                replace: mask,
            }
        }
        ScenarioAction::EndTurn => Action::EndTurn,
        ScenarioAction::Concede => Action::Concede,
        ScenarioAction::UseLocation { location, target } => Action::UseLocation {
            location: resolve(game, *location)?,
            target: target.map(|t| resolve(game, t)).transpose()?,
        },
        ScenarioAction::Trade { card } => Action::Trade {
            card: resolve(game, Ref::Hand(seat, *card))?,
        },
        ScenarioAction::Choose(index) => Action::Choose(*index),
        ScenarioAction::ChooseCard(id) => {
            let choice = game
                .pending_choice()
                .ok_or("rejected: there is no pending choice")?;
            let index = choice
                .options
                .iter()
                .position(|o| game.card_id(*o) == id)
                .ok_or_else(|| format!("no offered option is {id}"))?;
            Action::Choose(index as u8)
        }
        ScenarioAction::Expect(_) | ScenarioAction::Illegal(_) | ScenarioAction::Wait(_) => {
            return Err("an Expect, Illegal or Wait cannot be nested here".into());
        }
    })
}

/// Whatever a step cannot point at (no such hand card, an empty slot) names no action the rules
/// could take.
impl WrittenMove<Game> for ScenarioAction {
    fn resolve(&self, game: &Game) -> Result<Action, Unresolved> {
        to_engine(game, self).map_err(Unresolved::Absent)
    }
}
