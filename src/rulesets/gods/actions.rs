//! What the player to act may do (G5), and why anything else is refused. `legal_actions` lists
//! every legal action; `check` gives the reason a player reads ("Thor is out of range"). Both are
//! written over the same `View` predicates, so a listed action is always accepted and a refused
//! one changes nothing.

use serde::{Deserialize, Serialize};

use super::components::{NO_TILE, Phase, Slot, Tile, Zone, flag};
use super::db::CardId;
use super::legality::{No, Seen, Snap};
use super::options::Mulligan;
use super::schema::{CardKind, TargetSpec};
use super::view::{SourceKind, Target, View};
use super::{listing, reference};

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

impl Action {
    /// True when `list` holds this action: what `list.contains(self)` says, with one loop per
    /// kind of action comparing in place (the game searches its last legal list on every
    /// `apply`).
    #[inline]
    pub fn listed_in(&self, list: &[Action]) -> bool {
        match *self {
            Action::Move { unit, to } => list
                .iter()
                .any(|a| matches!(*a, Action::Move { unit: u, to: t } if u == unit && t == to)),
            Action::Attack { unit, target } => list.iter().any(
                |a| matches!(*a, Action::Attack { unit: u, target: t } if u == unit && t == target),
            ),
            Action::Play { card, tile, target } => list.iter().any(|a| {
                matches!(*a, Action::Play { card: c, tile: t, target: g }
                    if c == card && t == tile && g == target)
            }),
            Action::EndTurn => list.iter().any(|a| matches!(a, Action::EndTurn)),
            other => list.contains(&other),
        }
    }
}

/// The Warcry target rule of a unit card (automatic or activatable), if it has one.
pub(super) fn warcry_spec(view: &impl View, def: CardId, activatable: bool) -> Option<&TargetSpec> {
    view.db()
        .card(def)
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
            listing::main_actions(view, out);
            debug_assert_eq!(
                *out,
                reference::main_actions(view),
                "the legal list is the rules' plain reading"
            );
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
    let db = view.db();
    let words = |no: No| no.text(db);
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
            let def = view.card(card).def;
            let name = &db.card(def).def.name;
            if view.cost(card) > player.mana {
                return Err(format!("not enough mana for {name}"));
            }
            let snap = Snap::of(view);
            match view.kind(card) {
                CardKind::Unit => {
                    if tile >= table.tiles() || snap.deploy_tiles(p) & (1 << tile) == 0 {
                        return Err(format!("{name} cannot be deployed there"));
                    }
                    aim(
                        &snap,
                        warcry_spec(view, def, false),
                        p,
                        card,
                        tile,
                        SourceKind::Unit,
                        target,
                    )
                    .map_err(words)
                }
                _ => {
                    if tile != NO_TILE {
                        return Err(format!("{name} is a spell: it takes no tile"));
                    }
                    match &db.card(def).def.target {
                        Some(spec) => match snap.target_problem(
                            spec,
                            p,
                            card,
                            NO_TILE,
                            SourceKind::Spell,
                            target,
                        ) {
                            None => Ok(()),
                            Some(why) => Err(words(why)),
                        },
                        None if target == Target::None => Ok(()),
                        None => Err(format!("{name} takes no target")),
                    }
                }
            }
        }
        (_, Action::Move { unit, to }) => {
            known(unit)?;
            let snap = Snap::of(view);
            let s = &own_unit(&snap, unit)?;
            let steps = snap.can_move(s).map_err(words)?;
            if to >= table.tiles() || snap.reachable(s, steps) & (1 << to) == 0 {
                return Err(format!(
                    "{} cannot reach that tile",
                    db.card(s.card.def).def.name
                ));
            }
            Ok(())
        }
        (_, Action::Attack { unit, target }) => {
            known(unit)?;
            known(target)?;
            let snap = Snap::of(view);
            let a = &own_unit(&snap, unit)?;
            if let Some(why) = snap.cannot_attack(a) {
                return Err(words(why));
            }
            let t = snap.find(target).ok_or_else(|| words(No::NotOnField))?;
            match snap.cannot_attack_target(a, &t) {
                None => Ok(()),
                Some(why) => Err(words(why)),
            }
        }
        (_, Action::Warcry { unit, target }) => {
            known(unit)?;
            let snap = Snap::of(view);
            let s = own_unit(&snap, unit)?;
            let name = &db.card(s.card.def).def.name;
            if !s.unit.is(flag::WARCRY_READY) {
                return Err(format!("{name} has no Warcry to activate"));
            }
            if s.unit.banished() {
                return Err(format!("{name} is banished"));
            }
            aim(
                &snap,
                warcry_spec(view, s.card.def, true),
                table.active,
                unit,
                s.tile,
                SourceKind::Unit,
                target,
            )
            .map_err(words)
        }
        (_, Action::Leader(target)) => {
            let p = table.active;
            let player = &table.players[p as usize];
            let leader = db.card(player.leader);
            if player.ability_used {
                return Err("the leader ability was used this turn".into());
            }
            if leader.def.cost > player.mana {
                return Err("not enough mana for the leader ability".into());
            }
            let snap = Snap::of(view);
            let stone = view.stone(p);
            let from = snap.find(stone).map_or(NO_TILE, |s| s.tile);
            match &leader.def.target {
                Some(spec) => {
                    match snap.target_problem(spec, p, stone, from, SourceKind::Leader, target) {
                        None => Ok(()),
                        Some(why) => Err(words(why)),
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
    snap: &Snap,
    spec: Option<&TargetSpec>,
    p: u8,
    source: Slot,
    from: Tile,
    kind: SourceKind,
    target: Target,
) -> Result<(), No> {
    match spec {
        None if target == Target::None => Ok(()),
        None => Err(No::WrongKind),
        Some(spec) => {
            if snap.any_target(spec, p, source, from, kind) {
                match snap.target_problem(spec, p, source, from, kind, target) {
                    None => Ok(()),
                    Some(why) => Err(why),
                }
            } else if target == Target::None {
                Ok(())
            } else {
                Err(No::WrongKind)
            }
        }
    }
}

/// The active player's unit `unit` on the battlefield.
fn own_unit<'a>(snap: &Snap<'a>, unit: Slot) -> Result<Seen<'a>, String> {
    match snap.find(unit) {
        Some(s) if s.card.owner == snap.table.active => Ok(s),
        _ => Err("that is not one of your units on the battlefield".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `listed_in` agrees with `contains` for every action of a set that covers each kind of
    /// action and of target, with values that differ in one field at a time, against lists
    /// with and without it.
    #[test]
    fn listed_in_is_contains() {
        let targets = [
            Target::None,
            Target::Unit(3),
            Target::Unit(4),
            Target::Tile(3),
            Target::Column(3),
            Target::Move(3, 7),
            Target::Move(3, 8),
        ];
        let mut actions = vec![
            Action::Mulligan(0),
            Action::Mulligan(5),
            Action::Choose(0),
            Action::Choose(1),
            Action::EndTurn,
        ];
        for (a, b) in [(3u16, 7u8), (3, 8), (4, 7)] {
            actions.push(Action::Move { unit: a, to: b });
            actions.push(Action::Attack {
                unit: a,
                target: b as Slot,
            });
            for t in targets {
                actions.push(Action::Play {
                    card: a,
                    tile: b,
                    target: t,
                });
                actions.push(Action::Warcry { unit: a, target: t });
                actions.push(Action::Leader(t));
            }
        }
        let mut unique: Vec<Action> = Vec::new();
        for a in actions {
            if !unique.contains(&a) {
                unique.push(a);
            }
        }
        let actions = unique;
        for (i, a) in actions.iter().enumerate() {
            let without: Vec<Action> = actions
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, b)| *b)
                .collect();
            assert!(a.listed_in(&actions), "{a:?} is listed");
            assert!(!a.listed_in(&without), "{a:?} is listed once");
        }
    }
}
