//! The main phase's legal list read plainly from the rules, one hand card and one unit at a
//! time through `Snap`'s predicates (`can_move`, `cannot_attack`, `attack_targets`,
//! `targets`). The list the engine builds (`listing.rs`) reads less and must equal this one
//! action for action and in order (random agents index into it): debug builds assert it for
//! every list, and `--check` compares them after every action.

use smallvec::SmallVec;

use super::actions::{Action, warcry_spec};
use super::components::{NO_TILE, Slot, Tile, flag, tiles_of};
use super::db::CardId;
use super::legality::Snap;
use super::schema::{CardKind, TargetSpec};
use super::view::{SourceKind, Target, View};

/// Every legal action of the active player in the main phase.
pub fn main_actions(view: &impl View) -> Vec<Action> {
    let mut out = Vec::new();
    list(view, &mut out);
    out
}

fn list(view: &impl View, out: &mut Vec<Action>) {
    let table = view.table();
    let snap = Snap::of(view);
    let p = table.active;
    let player = &table.players[p as usize];
    let deploy = snap.deploy_tiles(p);
    let hand_card = |slot: Slot| -> (CardId, i8) {
        let (c, _, u) = view.refs(slot);
        (c.def, u.cost_change)
    };
    for &card in &player.hand {
        let (def, cost_change) = hand_card(card);
        let info = view.db().card(def);
        let cost = (info.def.cost as i16 + cost_change as i16).max(0) as u8;
        if cost > player.mana {
            continue;
        }
        match info.def.kind {
            CardKind::Unit => {
                let spec = warcry_spec(view, def, false);
                // A Warcry aimed without a distance limit has the same choices from every tile.
                if let Some(spec) = spec
                    && !matches!(
                        spec,
                        TargetSpec::Unit {
                            within: Some(_),
                            ..
                        }
                    )
                    && deploy != 0
                {
                    let mut aims: SmallVec<[Target; 16]> = SmallVec::new();
                    let first = deploy.trailing_zeros() as Tile;
                    snap.targets(spec, p, card, first, SourceKind::Unit, &mut |t| {
                        aims.push(t)
                    });
                    for tile in tiles_of(deploy) {
                        if aims.is_empty() {
                            out.push(Action::Play {
                                card,
                                tile,
                                target: Target::None,
                            });
                        }
                        for &target in &aims {
                            out.push(Action::Play { card, tile, target });
                        }
                    }
                    continue;
                }
                for tile in tiles_of(deploy) {
                    match spec {
                        Some(spec) => {
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
                        None => out.push(Action::Play {
                            card,
                            tile,
                            target: Target::None,
                        }),
                    }
                }
            }
            _ => match &info.def.target {
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
            },
        }
    }
    for s in snap.units_of(p) {
        let s = &s;
        let unit = s.slot;
        if let Ok(steps) = snap.can_move(s) {
            for to in tiles_of(snap.reachable(s, steps)) {
                out.push(Action::Move { unit, to });
            }
        }
        if snap.cannot_attack(s).is_none() {
            for t in snap.attack_targets(s) {
                debug_assert!(snap.cannot_attack_target(s, &t).is_none());
                out.push(Action::Attack {
                    unit,
                    target: t.slot,
                });
            }
        }
        if s.unit.is(flag::WARCRY_READY) && !s.unit.banished() {
            match warcry_spec(view, s.card.def, true) {
                Some(spec) => {
                    let before = out.len();
                    snap.targets(spec, p, unit, s.tile, SourceKind::Unit, &mut |t| {
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
    }
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
