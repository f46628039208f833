//! Runs one scenario: builds the position, plays the actions (checking `Illegal` ones change
//! nothing), then checks the expectations.

use crate::rulesets::hearth::Reads;
use std::sync::Arc;

use super::build::{build_game, resolve};
use super::check::check;
use super::format::{Scenario, ScenarioAction};
use crate::engine::Rules;
use crate::rulesets::hearth::{Action, CardDb, Game};

/// How a scenario ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The scenario's name.
    pub name: String,
    /// Ok, or the first failure.
    pub result: Result<(), String>,
}

/// Runs a parsed scenario against a card set and returns its outcome (and the final game, if built).
pub fn run_scenario(scenario: &Scenario, db: Arc<CardDb>) -> (Outcome, Option<Game>) {
    let mut game = None;
    let result = run_inner(scenario, db, &mut game);
    (
        Outcome {
            name: scenario.name.clone(),
            result,
        },
        game,
    )
}

fn run_inner(scenario: &Scenario, db: Arc<CardDb>, slot: &mut Option<Game>) -> Result<(), String> {
    if scenario.ruleset != "hearth" {
        return Err(format!("ruleset \"{}\" is not available", scenario.ruleset));
    }
    let game = slot.insert(build_game(scenario, db)?);
    for (step, action) in scenario.actions.iter().enumerate() {
        perform(game, action).map_err(|e| format!("action {}: {e}", step + 1))?;
    }
    for expectation in &scenario.expect {
        check(game, expectation)?;
    }
    Ok(())
}

/// Plays the scripted actions of a puzzle's `solution` (or any list) on a game.
pub fn perform_all(game: &mut Game, actions: &[ScenarioAction]) -> Result<(), String> {
    for (step, action) in actions.iter().enumerate() {
        perform(game, action).map_err(|e| format!("action {}: {e}", step + 1))?;
    }
    Ok(())
}

fn perform(game: &mut Game, action: &ScenarioAction) -> Result<(), String> {
    match action {
        ScenarioAction::Expect(list) => list.iter().try_for_each(|e| check(game, e)),
        ScenarioAction::Wait(seconds) => {
            game.advance_clock(seconds.saturating_mul(1000));
            Ok(())
        }
        ScenarioAction::Illegal(inner) => {
            let before = game.fingerprint();
            let engine_action = match to_engine(game, inner) {
                Ok(a) => a,
                // An action that cannot even be expressed (no such card) is rejected too.
                Err(_) => return Ok(()),
            };
            match game.apply(&engine_action) {
                Ok(()) => Err(format!(
                    "expected {inner:?} to be rejected, it was accepted"
                )),
                Err(_) if game.fingerprint() != before => {
                    Err(format!("the rejected {inner:?} changed the game"))
                }
                Err(_) => Ok(()),
            }
        }
        other => {
            let engine_action = to_engine(game, other)?;
            game.apply(&engine_action)
                .map_err(|r| format!("rejected: {r}"))
        }
    }
}

/// The engine action a scripted step means in `game` (references resolved where things are now),
/// for callers that submit it themselves, such as the app's screenshot run playing a puzzle.
pub fn to_engine(game: &Game, action: &ScenarioAction) -> Result<Action, String> {
    let seat = game.active();
    Ok(match action {
        ScenarioAction::Play {
            card,
            target,
            position,
            choose,
        } => {
            let card = resolve(game, super::format::Ref::Hand(seat, *card))?;
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
                if *i >= 8 {
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
            card: resolve(game, super::format::Ref::Hand(seat, *card))?,
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
