//! Finding a lethal line: a depth-first search over the rest of the turn (moves, attacks, spells,
//! the leader ability) on an imagined copy, looking for a sequence that destroys the enemy stone.
//! It runs only while the attack the side can still bring to the stone (each able unit's attack,
//! if its movement plus range can reach the stone) plus an allowance for spells and the ability
//! covers the stone's health, and gives up after a fixed number of tried actions.

use crate::engine::Rules;
use crate::rulesets::gods::components::{NO_TILE, Phase, Slot, Tile, flag};
use crate::rulesets::gods::schema::CardKind;
use crate::rulesets::gods::view::{Target, View};
use crate::rulesets::gods::{Action, Game};

/// Actions tried at most in one search.
const BUDGET: usize = 2_000;

/// What a spell or the leader ability may add to a turn's damage, for the bound only (the
/// search itself plays them out).
const ALLOWANCE: i16 = 3;

/// The first action of a line that wins this turn, if the search finds one. `game` must be a copy
/// the agent may read entirely (a determinized one).
pub fn lethal_line(game: &Game, legal: &[Action]) -> Option<usize> {
    let me = game.table().to_act();
    if game.table().phase != Phase::Main {
        return None;
    }
    let mut budget = BUDGET;
    for (i, action) in ordered(game, me, legal) {
        if budget == 0 {
            break;
        }
        budget -= 1;
        let mut next = game.fork();
        if next.apply(&action).is_err() {
            continue;
        }
        if wins(&next, me, &mut budget) {
            return Some(i);
        }
    }
    None
}

/// True when `me` has won, or can still win this turn from `game`.
fn wins(game: &Game, me: u8, budget: &mut usize) -> bool {
    if game.is_over() {
        return game.winner() == Some(me);
    }
    if game.table().phase != Phase::Main || game.table().to_act() != me {
        return false;
    }
    let legal = game.legal_actions();
    for (_, action) in ordered(game, me, &legal) {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let mut next = game.fork();
        if next.apply(&action).is_ok() && wins(&next, me, budget) {
            return true;
        }
    }
    false
}

/// The actions worth trying toward the enemy stone, best first (attacks on the stone, attacks on
/// the units beside it, moves that bring a unit within reach of either, then spells and the
/// leader ability), each with its index in `legal`; nothing when the bound says the stone
/// cannot fall this turn.
fn ordered(game: &Game, me: u8, legal: &[Action]) -> Vec<(usize, Action)> {
    let table = game.table();
    let stone = game.stone(1 - me);
    if !game.on_field(stone) {
        return Vec::new();
    }
    let stone_tile = game.place(stone).tile;
    // The stone and the enemy units beside it (Guards to break, blockers of splash).
    let mut goals: Vec<Tile> = vec![stone_tile];
    for s in game.units() {
        let t = game.place(s).tile;
        if game.card(s).owner == 1 - me && s != stone && table.chebyshev(t, stone_tile) == 1 {
            goals.push(t);
        }
    }
    let mut bound = 0i16;
    let mut extra = false;
    for s in game.units() {
        if game.card(s).owner != me {
            continue;
        }
        let u = game.unit(s);
        if u.attack <= 0 || u.stunned() || u.banished() || u.is(flag::EXHAUSTED | flag::ATTACKED) {
            continue;
        }
        let steps = if u.is(flag::MOVED) { 0 } else { u.movement };
        // Optimistic: a melee unit hits from a diagonal, two orthogonal steps from the stone.
        let reach = steps + if u.range > 0 { u.range } else { 2 };
        if table.manhattan(game.place(s).tile, stone_tile) <= reach {
            bound += u.attack;
        }
    }
    let mut out: Vec<(u8, usize, Action)> = Vec::new();
    for (i, a) in legal.iter().enumerate() {
        let rank = match *a {
            Action::Attack { target, .. } if target == stone => 0,
            Action::Attack { target, .. } if goals.contains(&game.place(target).tile) => 1,
            Action::Move { unit, to } => {
                let range = game.unit(unit).range;
                if goals.iter().any(|g| table.in_range(range, to, *g)) {
                    2
                } else {
                    continue;
                }
            }
            Action::Play { card, tile, target } if tile == NO_TILE => {
                if game.kind(card) != CardKind::Spell {
                    continue;
                }
                extra = true;
                if target == Target::Unit(stone) { 1 } else { 3 }
            }
            Action::Leader(_) => {
                extra = true;
                3
            }
            _ => continue,
        };
        out.push((rank, i, *a));
    }
    if extra {
        bound += ALLOWANCE * legal_spells(game, me);
    }
    if bound < game.unit(stone).health {
        return Vec::new();
    }
    out.sort_by_key(|(rank, i, _)| (*rank, *i));
    out.into_iter().map(|(_, i, a)| (i, a)).collect()
}

/// How many cards and abilities `me` could still use this turn (spells it can pay for, the
/// leader ability if unused).
fn legal_spells(game: &Game, me: u8) -> i16 {
    let player = &game.table().players[me as usize];
    let mut n = player
        .hand
        .iter()
        .filter(|s: &&Slot| game.kind(**s) == CardKind::Spell && game.cost(**s) <= player.mana)
        .count() as i16;
    if !player.ability_used && player.mana >= 2 {
        n += 1;
    }
    n
}
