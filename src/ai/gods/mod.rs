//! `gods-ai`: a greedy agent that knows the grid. It takes a lethal attack on the enemy stone at
//! once when one is there; otherwise it tries every legal action on an imagined copy of the game
//! (the opponent's hand and the decks re-dealt: it never reads hidden cards) and keeps the one
//! whose result scores best, ending the turn when nothing beats standing still. The score knows
//! what the rules resolve (counter-attacks, deaths, auras happen in the copy) and adds what a
//! position threatens: attack that can reach the enemy stone soon (movement plus range), the
//! same against its own stone, and Guards beside its stone. Before that, a short search over the
//! rest of the turn (`lethal`) looks for a sequence of moves, attacks and spells that destroys the
//! enemy stone.

mod agents;
mod lethal;

pub use lethal::lethal_line;

use crate::engine::{Agent, GameRng, Rules, Ruleset};
use crate::rulesets::gods::components::{NEUTRAL, Phase};
use crate::rulesets::gods::view::View;
use crate::rulesets::gods::{Action, Game, Gods};

/// The greedy grid agent.
pub struct GodsAgent {
    rng: GameRng,
}

impl GodsAgent {
    /// Its command-line name.
    pub const NAME: &'static str = "gods-ai";

    /// An agent seeded for determinism.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::seeded(seed),
        }
    }
}

/// A lethal attack on the enemy stone among `legal`, if there is one.
pub fn lethal(game: &Game, legal: &[Action]) -> Option<usize> {
    let me = game.table().to_act();
    let stone = game.stone(1 - me);
    let health = game.unit(stone).health;
    let protection = game.unit(stone).protection as i16;
    legal.iter().position(|a| match a {
        Action::Attack { unit, target } if *target == stone => {
            (game.unit(*unit).attack - protection).max(0) >= health
        }
        _ => false,
    })
}

/// The agent's score of a position for `seat` (larger is better; a won game is 1000).
pub fn score(game: &Game, seat: u8) -> f32 {
    if game.is_over() {
        return match game.winner() {
            Some(w) if w == seat => 1000.0,
            Some(_) => -1000.0,
            None => 0.0,
        };
    }
    let table = game.table();
    let stone_tile = |p: u8| game.place(game.stone(p)).tile;
    let stone_health = |p: u8| {
        let s = game.stone(p);
        if game.on_field(s) {
            game.unit(s).health as f32
        } else {
            0.0
        }
    };
    let mut material = [0f32; 2];
    let mut pressure = [0f32; 2];
    for s in game.units() {
        let owner = game.card(s).owner;
        if owner == NEUTRAL {
            continue;
        }
        let u = game.unit(s);
        if u.stone() {
            continue;
        }
        let o = owner as usize;
        let ranged = if u.range > 0 { 0.6 } else { 0.0 };
        material[o] +=
            u.attack as f32 + 0.7 * u.health.max(0) as f32 + ranged + 0.4 * u.protection as f32;
        let enemy_stone = stone_tile(1 - owner);
        let tile = game.place(s).tile;
        let reach = u.movement as i16 + u.range.max(1) as i16;
        let distance = table.manhattan(tile, enemy_stone) as i16;
        // Attack that can land on the enemy stone within about two turns.
        let soon =
            (2 * reach - distance + 2).clamp(0, 2 * reach + 2) as f32 / (2 * reach + 2) as f32;
        pressure[o] += u.attack as f32 * soon;
        if u.has(crate::rulesets::gods::components::kw::GUARD)
            && table.chebyshev(tile, stone_tile(owner)) == 1
        {
            material[o] += 1.5;
        }
    }
    let hand = |p: u8| table.players[p as usize].hand.len().min(6) as f32;
    let me = seat as usize;
    let foe = 1 - me;
    3.0 * (stone_health(seat) - stone_health(1 - seat))
        + (material[me] - material[foe])
        + 0.8 * (pressure[me] - pressure[foe])
        + 0.5 * (hand(seat) - hand(1 - seat))
}

impl Agent<Game> for GodsAgent {
    fn name(&self) -> &str {
        Self::NAME
    }

    fn start(&mut self, _game_id: u64, _seat: u8, seed: u64) {
        self.rng = GameRng::seeded(seed);
    }

    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        if legal.len() == 1 {
            return 0;
        }
        let seat = game.to_act();
        if let Phase::Mulligan(p) = game.table().phase {
            // Keep the cheap cards: replace those costing more than four.
            let mut mask = 0u16;
            for (i, s) in game.table().players[p as usize].hand.iter().enumerate() {
                if game.cost(*s) > 4 {
                    mask |= 1 << i;
                }
            }
            return legal
                .iter()
                .position(|a| *a == Action::Mulligan(mask))
                .unwrap_or(0);
        }
        if let Some(i) = lethal(game, legal) {
            return i;
        }
        let imagined = Gods::determinize(game, seat, self.rng.next_u64());
        if let Some(i) = lethal_line(&imagined, legal) {
            return i;
        }
        let standing = score(&imagined, seat);
        let mut best: Option<(usize, f32)> = None;
        for (i, action) in legal.iter().enumerate() {
            if *action == Action::EndTurn {
                continue;
            }
            let mut next = imagined.fork();
            if next.apply(action).is_err() {
                continue;
            }
            let value = score(&next, seat);
            if best.is_none_or(|(_, b)| value > b) {
                best = Some((i, value));
            }
        }
        let end = legal.iter().position(|a| *a == Action::EndTurn);
        match (best, end) {
            (Some((i, v)), Some(_)) if v > standing + 0.05 => i,
            (Some((i, _)), None) => i,
            (_, Some(e)) => e,
            (None, None) => 0,
        }
    }
}
