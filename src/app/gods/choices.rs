//! What a click on the board may do: from the legal actions and what the player has picked up,
//! the tiles to light and, for each, the action it sends or the next thing to pick. The rules
//! list the actions; this only groups them by the tile a person clicks.

use crate::rulesets::gods::components::{NO_TILE, Slot, Tile};
use crate::rulesets::gods::view::View;
use crate::rulesets::gods::{Action, Game, Target};

use super::session::Pick;

/// How a lit tile looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lit {
    /// A unit may be deployed or moved there.
    Place,
    /// An attack on the unit there.
    Attack,
    /// The target of a spell, a Warcry or the leader ability.
    Aim,
}

/// What clicking a lit tile does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Sends this action.
    Act(Action),
    /// Picks this up next.
    Then(Pick),
}

/// One lit tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// The tile.
    pub tile: Tile,
    /// How it looks.
    pub lit: Lit,
    /// What a click does.
    pub step: Step,
}

/// The tile a target stands for (a unit's tile, the tile itself), if it is one tile.
fn tile_of(game: &Game, target: Target) -> Option<Tile> {
    match target {
        Target::Unit(s) => {
            let place = game.place(s);
            (place.tile != NO_TILE).then_some(place.tile)
        }
        Target::Tile(t) => Some(t),
        _ => None,
    }
}

/// Lights `tile` with `step`; a tile already lit with another step asks for a choice instead of
/// guessing (`conflict` is what to pick then).
fn add(out: &mut Vec<Choice>, tile: Tile, lit: Lit, step: Step, conflict: Option<Pick>) {
    if let Some(o) = out.iter_mut().find(|o| o.tile == tile) {
        if o.step != step
            && let Some(next) = conflict
        {
            o.step = Step::Then(next);
        }
        return;
    }
    out.push(Choice { tile, lit, step });
}

/// Every tile of column `x`.
fn column(game: &Game, x: u8) -> impl Iterator<Item = Tile> + '_ {
    let table = game.table();
    (0..table.rows).map(move |y| table.tile(x, y))
}

/// The lit tiles for `pick`.
pub fn options(game: &Game, legal: &[Action], pick: Pick) -> Vec<Choice> {
    let mut out = Vec::new();
    for action in legal {
        match (pick, *action) {
            (Pick::Card(c), Action::Play { card, tile, .. }) if card == c && tile != NO_TILE => {
                add(
                    &mut out,
                    tile,
                    Lit::Place,
                    Step::Act(*action),
                    Some(Pick::CardAt(c, tile)),
                );
            }
            (Pick::Card(c), Action::Play { card, target, .. }) if card == c => {
                aim(game, &mut out, target, *action);
            }
            (Pick::CardAt(c, at), Action::Play { card, tile, target })
                if card == c && tile == at =>
            {
                aim(game, &mut out, target, *action);
            }
            (Pick::Unit(u), Action::Move { unit, to }) if unit == u => {
                add(&mut out, to, Lit::Place, Step::Act(*action), None);
            }
            (Pick::Unit(u), Action::Attack { unit, target }) if unit == u => {
                if let Some(t) = tile_of(game, Target::Unit(target)) {
                    add(&mut out, t, Lit::Attack, Step::Act(*action), None);
                }
            }
            (Pick::Warcry(u), Action::Warcry { unit, target }) if unit == u => {
                aim(game, &mut out, target, *action);
            }
            (Pick::Leader, Action::Leader(Target::Move(unit, _))) => {
                if let Some(t) = tile_of(game, Target::Unit(unit)) {
                    add(
                        &mut out,
                        t,
                        Lit::Aim,
                        Step::Then(Pick::LeaderUnit(unit)),
                        None,
                    );
                }
            }
            (Pick::Leader, Action::Leader(target)) => aim(game, &mut out, target, *action),
            (Pick::LeaderUnit(u), Action::Leader(Target::Move(unit, to))) if unit == u => {
                add(&mut out, to, Lit::Place, Step::Act(*action), None);
            }
            _ => {}
        }
    }
    out
}

/// Lights what `target` aims at.
fn aim(game: &Game, out: &mut Vec<Choice>, target: Target, action: Action) {
    match target {
        Target::Column(x) => {
            for t in column(game, x) {
                add(out, t, Lit::Aim, Step::Act(action), None);
            }
        }
        other => {
            if let Some(t) = tile_of(game, other) {
                add(out, t, Lit::Aim, Step::Act(action), None);
            }
        }
    }
}

/// The one action picking `pick` up sends at once, when it needs no tile (a spell without a
/// target, an ability or Warcry that aims at nothing).
pub fn at_once(legal: &[Action], pick: Pick) -> Option<Action> {
    let mut found = legal.iter().filter(|a| match (pick, **a) {
        (Pick::Card(c), Action::Play { card, tile, target }) => {
            card == c && tile == NO_TILE && target == Target::None
        }
        (Pick::Warcry(u), Action::Warcry { unit, target }) => unit == u && target == Target::None,
        (Pick::Leader, Action::Leader(Target::None)) => true,
        _ => false,
    });
    let first = found.next().copied();
    first.filter(|_| found.next().is_none())
}

/// True when card `slot` in the hand can be played now.
pub fn playable(legal: &[Action], slot: Slot) -> bool {
    legal
        .iter()
        .any(|a| matches!(a, Action::Play { card, .. } if *card == slot))
}

/// True when unit `slot` can move, attack or use its Warcry now.
pub fn can_act(legal: &[Action], slot: Slot) -> bool {
    legal.iter().any(|a| match a {
        Action::Move { unit, .. } | Action::Attack { unit, .. } | Action::Warcry { unit, .. } => {
            *unit == slot
        }
        _ => false,
    })
}

/// True when unit `slot` may use its activatable Warcry now.
pub fn warcry(legal: &[Action], slot: Slot) -> bool {
    legal
        .iter()
        .any(|a| matches!(a, Action::Warcry { unit, .. } if *unit == slot))
}
