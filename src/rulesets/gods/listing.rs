//! The main phase's legal list as the engine builds it after every action: the same actions in
//! the same order as the plain reading of the rules (`reference.rs`, which `--check` and debug
//! builds compare it with), built with fewer reads. Random agents index into the list, so its
//! order is part of every game: hand cards in hand order (their tiles and targets in tile order),
//! then each of the player's units in tile order (its moves, attacks, Warcry), the leader ability
//! and the end of the turn.

use smallvec::SmallVec;

use super::actions::{Action, warcry_spec};
use super::components::{NO_TILE, Slot, Tile, flag, tiles_of};
use super::legality::Snap;
use super::options::Moves;
use super::schema::{CardKind, TargetSpec};
use super::view::{SourceKind, Target, View};

/// Appends `make(t)` for every tile `t` of `set`, lowest first, room for all of them made once
/// (a list holds some 25 actions, most of them moves and deployments, one per tile of a bit
/// set).
#[inline(always)]
fn push_tiles(out: &mut Vec<Action>, set: u64, make: impl Fn(Tile) -> Action) {
    if set == 0 {
        return;
    }
    out.reserve(set.count_ones() as usize);
    for t in tiles_of(set) {
        out.push(make(t));
    }
}

/// Every legal action of the active player in the main phase (appended to `out`).
pub fn main_actions(view: &impl View, out: &mut Vec<Action>) {
    let snap = Snap::of(view);
    let p = view.table().active;
    hand_actions(view, &snap, p, out);
    unit_actions(view, &snap, p, out);
    let table = view.table();
    let player = &table.players[p as usize];
    let leader = view.db().card(player.leader);
    if !player.ability_used && leader.def.cost <= player.mana {
        let stone = view.stone(p);
        let from = snap.stone_tile(p).unwrap_or(NO_TILE);
        match &leader.def.target {
            Some(spec) => snap.targets(spec, p, stone, from, SourceKind::Leader, &mut |t| {
                out.push(Action::Leader(t))
            }),
            None => out.push(Action::Leader(Target::None)),
        }
    }
    out.push(Action::EndTurn);
}

/// The hand's cards the player can pay for: a unit on each deployment tile (with each choice
/// of its automatic Warcry's aim, or none when it has none), a spell at each valid target.
fn hand_actions(view: &impl View, snap: &Snap, p: u8, out: &mut Vec<Action>) {
    let player = &view.table().players[p as usize];
    let deploy = snap.deploy_tiles(p);
    let db = view.db();
    for &card in &player.hand {
        let info = db.card(snap.card_of(card).def);
        let cost_change = snap.unit_of(card).cost_change;
        let cost = (info.def.cost as i16 + cost_change as i16).max(0) as u8;
        if cost > player.mana {
            continue;
        }
        if info.def.kind != CardKind::Unit {
            match &info.def.target {
                Some(spec) => snap.targets(spec, p, card, NO_TILE, SourceKind::Spell, &mut |t| {
                    out.push(Action::Play {
                        card,
                        tile: NO_TILE,
                        target: t,
                    })
                }),
                None => out.push(Action::Play {
                    card,
                    tile: NO_TILE,
                    target: Target::None,
                }),
            }
            continue;
        }
        let Some(spec) = warcry_spec(view, snap.card_of(card).def, false) else {
            push_tiles(out, deploy, |tile| Action::Play {
                card,
                tile,
                target: Target::None,
            });
            continue;
        };
        if let TargetSpec::Unit {
            within: Some(_), ..
        } = spec
        {
            // Aimed within a distance of the tile: each tile has its own choices.
            for tile in tiles_of(deploy) {
                let before = out.len();
                snap.targets(spec, p, card, tile, SourceKind::Unit, &mut |t| {
                    out.push(Action::Play {
                        card,
                        tile,
                        target: t,
                    })
                });
                if out.len() == before {
                    out.push(Action::Play {
                        card,
                        tile,
                        target: Target::None,
                    });
                }
            }
            continue;
        }
        // Aimed without a distance limit: the same choices from every tile.
        if deploy == 0 {
            continue;
        }
        let mut aims: SmallVec<[Target; 16]> = SmallVec::new();
        let first = deploy.trailing_zeros() as Tile;
        snap.targets(spec, p, card, first, SourceKind::Unit, &mut |t| {
            aims.push(t)
        });
        if aims.is_empty() {
            push_tiles(out, deploy, |tile| Action::Play {
                card,
                tile,
                target: Target::None,
            });
            continue;
        }
        for tile in tiles_of(deploy) {
            out.extend(
                aims.iter()
                    .map(|&target| Action::Play { card, tile, target }),
            );
        }
    }
}

/// Each of the player's units in tile order: its moves, its attacks, its activatable Warcry.
/// A unit of `owned_by(p)` is the player's own, so its owner is not read again.
fn unit_actions(view: &impl View, snap: &Snap, p: u8, out: &mut Vec<Action>) {
    let table = view.table();
    let board = &table.board;
    let passable = snap.passable_for(p);
    let attackable = snap.attackable_by(p);
    let one_move = view.opts().moves_per_turn == Moves::OneMove;
    for tile in tiles_of(snap.owned_by(p)) {
        let unit = board[tile as usize];
        let u = snap.unit_of(unit);
        // What moving (G7.1) and attacking (G8.1) both ask: not a stone, not arrived this
        // turn, not stunned, banished or done attacking.
        let ready = u.flags & (flag::STONE | flag::EXHAUSTED | flag::ATTACKED) == 0
            && !u.stunned()
            && !u.banished();
        if ready {
            let left = if one_move {
                if u.is(flag::MOVED) { 0 } else { u.movement }
            } else {
                u.movement.saturating_sub(u.steps)
            };
            if left > 0 {
                let to = snap.reachable_from(tile, left, passable);
                push_tiles(out, to, |to| Action::Move { unit, to });
            }
            if u.attack > 0 {
                let targets = attackable & snap.reach(u.range, tile);
                push_tiles(out, targets, |t| Action::Attack {
                    unit,
                    target: board[t as usize],
                });
            }
        }
        if u.is(flag::WARCRY_READY) && !u.banished() {
            warcry_actions(view, snap, p, unit, tile, out);
        }
    }
}

/// A unit's activatable Warcry: at each valid aim, or at none when there is none.
#[cold]
fn warcry_actions(
    view: &impl View,
    snap: &Snap,
    p: u8,
    unit: Slot,
    tile: Tile,
    out: &mut Vec<Action>,
) {
    match warcry_spec(view, snap.card_of(unit).def, true) {
        Some(spec) => {
            let before = out.len();
            snap.targets(spec, p, unit, tile, SourceKind::Unit, &mut |t| {
                out.push(Action::Warcry { unit, target: t })
            });
            if out.len() == before {
                out.push(Action::Warcry {
                    unit,
                    target: Target::None,
                });
            }
        }
        None => out.push(Action::Warcry {
            unit,
            target: Target::None,
        }),
    }
}
