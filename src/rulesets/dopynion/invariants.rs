//! Invariants every reachable dopynion state keeps, checked after every action by `simulate --check`
//! and the randomized tests: no card appears or vanishes, the turn's resources stay sane, and a
//! finished game has nothing left to resolve.

use super::components::Phase;
use super::db::MAX_CARDS;
use super::game::Game;
use super::schema::Card;
use crate::rulesets::dopynion::Reads;

/// How many cards of each kind are in the game, indexed by card.
pub type Census = [u16; MAX_CARDS];

/// Every card in the game by kind: supply, trash and all piles.
pub fn census(game: &Game) -> Census {
    let mut counts = [0u16; MAX_CARDS];
    let table = game.table();
    for pile in &table.supply {
        counts[pile.card.index()] += pile.count as u16;
    }
    for card in &table.trash {
        counts[card.index()] += 1;
    }
    for player in 0..game.player_count() {
        for card in game.piles(player).owned() {
            counts[card.index()] += 1;
        }
    }
    counts
}

/// The first broken invariant, if any.
pub fn check(game: &Game) -> Result<(), String> {
    let table = game.table();
    let now = census(game);
    for (index, (found, count)) in now.iter().zip(game.initial_census()).enumerate() {
        if found != count {
            return Err(format!(
                "turn {}: {} {} in the game, {} at the start",
                table.turn,
                found,
                game.db().name(Card(index as u8)),
                count
            ));
        }
    }
    if table.over && !table.stack.is_empty() {
        return Err("the game ended with effects still waiting".into());
    }
    if !table.over {
        if !game.in_game(table.active) {
            return Err(format!(
                "turn {}: an eliminated player is active",
                table.turn
            ));
        }
        if table.phase == Phase::Action && table.bought {
            return Err("a card was bought in the action phase".into());
        }
    }
    Ok(())
}
