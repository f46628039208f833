//! What the player to act may do (G5), and why anything else is refused. `legal_actions` lists
//! every legal action; `check` gives the reason a player reads ("Thor is out of range"). Both are
//! written over the same `View` predicates, so a listed action is always accepted and a refused
//! one changes nothing.

use serde::{Deserialize, Serialize};

use super::components::{NO_TILE, Phase, Slot, Tile, Zone, flag, tiles_of};
use super::options::Mulligan;
use super::schema::{CardKind, TargetSpec};
use super::view::{SourceKind, Target, View};

/// One decision of the player to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Replace the opening-hand cards whose bits are set.
    Mulligan(u16),
    /// Play a hand card: a unit on `tile` (its Warcry aimed at `target`), a spell at `target`.
    Play {
        /// The hand card.
        card: Slot,
        /// Where a unit is deployed (`NO_TILE` for a spell).
        tile: Tile,
        /// What it aims at.
        target: Target,
    },
    /// Move a unit to an empty tile.
    Move {
        /// Who.
        unit: Slot,
        /// Where.
        to: Tile,
    },
    /// Attack a unit.
    Attack {
        /// Who attacks.
        unit: Slot,
        /// Whom.
        target: Slot,
    },
    /// Activate a unit's activatable Warcry.
    Warcry {
        /// Whose.
        unit: Slot,
        /// What it aims at.
        target: Target,
    },
    /// Use the leader ability.
    Leader(Target),
    /// Answer a Discover with option n.
    Choose(u8),
    /// End the turn.
    EndTurn,
}

/// The Warcry target rule of a unit card, if it has an automatic Warcry with a target.
fn warcry_spec(view: &impl View, card: Slot, activatable: bool) -> Option<&TargetSpec> {
    view.info(card)
        .def
        .warcry
        .as_ref()
        .filter(|w| w.activatable == activatable)
        .and_then(|w| w.target.as_ref())
}

/// Every legal action of the player to act (cleared first).
pub fn legal_actions(view: &impl View, out: &mut Vec<Action>) {
    out.clear();
    let table = view.table();
    match table.phase {
        Phase::Over => {}
        Phase::Mulligan(p) => {
            let n = table.players[p as usize].hand.len().min(15);
            let up_to_two = view.opts().mulligan == Mulligan::UpToTwo;
            for mask in 0..(1u16 << n) {
                if !up_to_two || mask.count_ones() <= 2 {
                    out.push(Action::Mulligan(mask));
                }
            }
        }
        Phase::Choice { count, .. } => {
            for i in 0..count {
                out.push(Action::Choose(i));
            }
        }
        Phase::Main => {
            let p = table.active;
            let player = &table.players[p as usize];
            let deploy = view.deploy_tiles(p);
            for &card in &player.hand {
                if view.cost(card) > player.mana {
                    continue;
                }
                match view.kind(card) {
                    CardKind::Unit => {
                        for tile in tiles_of(deploy) {
                            match warcry_spec(view, card, false) {
                                Some(spec) => {
                                    let before = out.len();
                                    view.targets(spec, p, card, tile, SourceKind::Unit, &mut |t| {
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
                    _ => match &view.info(card).def.target {
                        Some(spec) => view.targets(
                            spec,
                            p,
                            card,
                            NO_TILE,
                            SourceKind::Spell,
                            &mut |t| {
                                out.push(Action::Play {
                                    card,
                                    tile: NO_TILE,
                                    target: t,
                                })
                            },
                        ),
                        None => out.push(Action::Play {
                            card,
                            tile: NO_TILE,
                            target: Target::None,
                        }),
                    },
                }
            }
            for unit in view.units() {
                if view.card(unit).owner != p {
                    continue;
                }
                if let Ok(steps) = view.can_move(unit) {
                    for to in tiles_of(view.paths(unit, steps).0) {
                        out.push(Action::Move { unit, to });
                    }
                }
                if view.cannot_attack(unit).is_none() {
                    for target in view.units() {
                        if view.cannot_attack_target(unit, target).is_none() {
                            out.push(Action::Attack { unit, target });
                        }
                    }
                }
                let u = view.unit(unit);
                if u.is(flag::WARCRY_READY) && !u.banished() {
                    let from = view.place(unit).tile;
                    match warcry_spec(view, unit, true) {
                        Some(spec) => {
                            let before = out.len();
                            view.targets(spec, p, unit, from, SourceKind::Unit, &mut |t| {
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
                let from = view.place(stone).tile;
                match &leader.def.target {
                    Some(spec) => view.targets(spec, p, stone, from, SourceKind::Leader, &mut |t| {
                        out.push(Action::Leader(t))
                    }),
                    None => out.push(Action::Leader(Target::None)),
                }
            }
            out.push(Action::EndTurn);
        }
    }
}

/// Ok when `action` is legal now, else why not.
pub fn check(view: &impl View, action: &Action) -> Result<(), String> {
    let table = view.table();
    let used = table.used;
    let known = |s: Slot| -> Result<(), String> {
        if s < used {
            Ok(())
        } else {
            Err(format!("there is no card {s}"))
        }
    };
    match (table.phase, *action) {
        (Phase::Over, _) => Err("the game is over".into()),
        (Phase::Mulligan(p), Action::Mulligan(mask)) => {
            let n = table.players[p as usize].hand.len();
            if n < 16 && mask >= (1 << n) {
                return Err("the mulligan names cards beyond the hand".into());
            }
            if view.opts().mulligan == Mulligan::UpToTwo && mask.count_ones() > 2 {
                return Err("at most two cards may be replaced".into());
            }
            Ok(())
        }
        (Phase::Mulligan(_), _) => Err("the mulligan comes first".into()),
        (_, Action::Mulligan(_)) => Err("the mulligan is over".into()),
        (Phase::Choice { count, .. }, Action::Choose(i)) => {
            if i < count {
                Ok(())
            } else {
                Err(format!("there are only {count} options"))
            }
        }
        (Phase::Choice { .. }, _) => Err("the Discover waits for a pick".into()),
        (_, Action::Choose(_)) => Err("there is nothing to choose".into()),
        (_, Action::EndTurn) => Ok(()),
        (_, Action::Play { card, tile, target }) => {
            known(card)?;
            let p = table.active;
            let player = &table.players[p as usize];
            if view.place(card).zone != Zone::Hand || view.card(card).owner != p {
                return Err("that card is not in your hand".into());
            }
            let name = &view.info(card).def.name;
            if view.cost(card) > player.mana {
                return Err(format!("not enough mana for {name}"));
            }
            match view.kind(card) {
                CardKind::Unit => {
                    if tile >= table.tiles() || view.deploy_tiles(p) & (1 << tile) == 0 {
                        return Err(format!("{name} cannot be deployed there"));
                    }
                    aim(view, warcry_spec(view, card, false), p, card, tile, SourceKind::Unit, target)
                }
                _ => {
                    if tile != NO_TILE {
                        return Err(format!("{name} is a spell: it takes no tile"));
                    }
                    match &view.info(card).def.target {
                        Some(spec) => match view.target_problem(
                            spec,
                            p,
                            card,
                            NO_TILE,
                            SourceKind::Spell,
                            target,
                        ) {
                            None => Ok(()),
                            Some(why) => Err(why),
                        },
                        None if target == Target::None => Ok(()),
                        None => Err(format!("{name} takes no target")),
                    }
                }
            }
        }
        (_, Action::Move { unit, to }) => {
            known(unit)?;
            own_unit(view, unit)?;
            let steps = view.can_move(unit)?;
            if to >= table.tiles() || view.paths(unit, steps).0 & (1 << to) == 0 {
                return Err(format!(
                    "{} cannot reach that tile",
                    view.info(unit).def.name
                ));
            }
            Ok(())
        }
        (_, Action::Attack { unit, target }) => {
            known(unit)?;
            known(target)?;
            own_unit(view, unit)?;
            if let Some(why) = view.cannot_attack(unit) {
                return Err(why);
            }
            match view.cannot_attack_target(unit, target) {
                None => Ok(()),
                Some(why) => Err(why),
            }
        }
        (_, Action::Warcry { unit, target }) => {
            known(unit)?;
            own_unit(view, unit)?;
            let u = view.unit(unit);
            let name = &view.info(unit).def.name;
            if !u.is(flag::WARCRY_READY) {
                return Err(format!("{name} has no Warcry to activate"));
            }
            if u.banished() {
                return Err(format!("{name} is banished"));
            }
            let from = view.place(unit).tile;
            aim(view, warcry_spec(view, unit, true), table.active, unit, from, SourceKind::Unit, target)
        }
        (_, Action::Leader(target)) => {
            let p = table.active;
            let player = &table.players[p as usize];
            let leader = view.db().card(player.leader);
            if player.ability_used {
                return Err("the leader ability was used this turn".into());
            }
            if leader.def.cost > player.mana {
                return Err("not enough mana for the leader ability".into());
            }
            let stone = view.stone(p);
            let from = view.place(stone).tile;
            match &leader.def.target {
                Some(spec) => {
                    match view.target_problem(spec, p, stone, from, SourceKind::Leader, target) {
                        None => Ok(()),
                        Some(why) => Err(why),
                    }
                }
                None if target == Target::None => Ok(()),
                None => Err("the leader ability takes no target".into()),
            }
        }
    }
}

/// A Warcry's aim: a valid target when there is one, none when there is none (G12.1).
fn aim(
    view: &impl View,
    spec: Option<&TargetSpec>,
    p: u8,
    source: Slot,
    from: Tile,
    kind: SourceKind,
    target: Target,
) -> Result<(), String> {
    match spec {
        None if target == Target::None => Ok(()),
        None => Err("this Warcry takes no target".into()),
        Some(spec) => {
            if view.any_target(spec, p, source, from, kind) {
                match view.target_problem(spec, p, source, from, kind, target) {
                    None => Ok(()),
                    Some(why) => Err(why),
                }
            } else if target == Target::None {
                Ok(())
            } else {
                Err("this Warcry has no valid target now".into())
            }
        }
    }
}

/// Ok when `unit` is the active player's unit on the battlefield.
fn own_unit(view: &impl View, unit: Slot) -> Result<(), String> {
    if !view.on_field(unit) || view.card(unit).owner != view.table().active {
        return Err("that is not one of your units on the battlefield".into());
    }
    Ok(())
}
