//! The action a scripted gods move names for the player to act: hand indices, tiles and aims
//! resolved where things are now.

use super::format::{Aim, At, Move};
use crate::engine::scenario::{Unresolved, WrittenMove};
use crate::rulesets::gods::actions::Action;
use crate::rulesets::gods::components::{NO_TILE, Phase, Slot, Tile};
use crate::rulesets::gods::game::Game;
use crate::rulesets::gods::schema::{CardKind, TargetSpec};
use crate::rulesets::gods::view::{Target, View};

/// The most hand cards a mulligan mask can name (its bits).
const MULLIGAN_MASK_BITS: usize = u16::BITS as usize;

/// The tile at `at`, if it is on the board.
pub(super) fn tile_of(game: &Game, at: At) -> Result<Tile, String> {
    let table = game.table();
    if at.0 >= table.cols || at.1 >= table.rows {
        return Err(format!("{at:?} is off the board"));
    }
    Ok(table.tile(at.0, at.1))
}

/// The unit on `at`.
pub(super) fn unit_at(game: &Game, at: At) -> Result<Slot, String> {
    let tile = tile_of(game, at)?;
    game.table()
        .at(tile)
        .ok_or_else(|| format!("no unit on {at:?}"))
}

/// What an aim points at, read as the card's target rule asks (an empty tile or a unit).
fn aim(game: &Game, spec: Option<&TargetSpec>, aim: Option<Aim>) -> Result<Target, String> {
    let Some(aim) = aim else {
        return Ok(Target::None);
    };
    Ok(match aim {
        Aim::At(x, y) => {
            let tile = tile_of(game, (x, y))?;
            match spec {
                Some(TargetSpec::EmptyTile { .. }) => Target::Tile(tile),
                _ => match game.table().at(tile) {
                    Some(s) => Target::Unit(s),
                    None => Target::Tile(tile),
                },
            }
        }
        Aim::Column(x) => Target::Column(x),
        Aim::Move { from, to } => Target::Move(unit_at(game, from)?, tile_of(game, to)?),
    })
}

/// The action a move names for the player to act.
fn action_of(game: &Game, step: &Move) -> Result<Action, String> {
    let table = game.table();
    let active = table.to_act();
    Ok(match step {
        Move::Play { card, at, target } => {
            let hand = &table.players[active as usize].hand;
            let slot = *hand
                .get(*card)
                .ok_or_else(|| format!("player {active} has no hand card {card}"))?;
            let def = &game.info(slot).def;
            let spec = match def.kind {
                CardKind::Unit => def.warcry.as_ref().and_then(|w| w.target.as_ref()),
                _ => def.target.as_ref(),
            };
            Action::Play {
                card: slot,
                tile: match at {
                    Some(at) => tile_of(game, *at)?,
                    None => NO_TILE,
                },
                target: aim(game, spec, *target)?,
            }
        }
        Move::Move { from, to } => Action::Move {
            unit: unit_at(game, *from)?,
            to: tile_of(game, *to)?,
        },
        Move::Attack { from, to } => Action::Attack {
            unit: unit_at(game, *from)?,
            target: unit_at(game, *to)?,
        },
        Move::Warcry { at, target } => {
            let unit = unit_at(game, *at)?;
            let spec = game
                .info(unit)
                .def
                .warcry
                .as_ref()
                .and_then(|w| w.target.as_ref());
            Action::Warcry {
                unit,
                target: aim(game, spec, *target)?,
            }
        }
        Move::Leader { target } => {
            let leader = table.players[active as usize].leader;
            let spec = game.db().card(leader).def.target.as_ref();
            Action::Leader(aim(game, spec, *target)?)
        }
        Move::Choose(i) => Action::Choose(*i),
        Move::ChooseCard(id) => {
            let def = game
                .db()
                .find(id)
                .ok_or_else(|| format!("unknown card {id}"))?;
            let Phase::Choice { options, count, .. } = table.phase else {
                return Err("no Discover waits".into());
            };
            let index = options[..count as usize]
                .iter()
                .position(|s| game.card(*s).def == def)
                .ok_or_else(|| format!("{id} is not among the options"))?;
            Action::Choose(index as u8)
        }
        Move::Mulligan { player, replace } => {
            if *player != active {
                return Err(format!("it is player {active}'s mulligan, not {player}'s"));
            }
            let mut mask = 0u16;
            for i in replace {
                if *i >= MULLIGAN_MASK_BITS {
                    return Err(format!("hand index {i} is too large"));
                }
                mask |= 1 << i;
            }
            Action::Mulligan(mask)
        }
        Move::EndTurn => Action::EndTurn,
    })
}

/// Naming a unit or card that is not there is refused before any rule runs.
impl WrittenMove<Game> for Move {
    fn resolve(&self, game: &Game) -> Result<Action, Unresolved> {
        action_of(game, self).map_err(Unresolved::Absent)
    }
}
