//! What must always hold in a gods game: every card in exactly one zone (its `Place` and the piles
//! and board agreeing), one unit per tile, health never above maximum, hands within the limit,
//! mana within the cap, the layered numbers consistent, the auras' numbers up to date, a finished
//! game with a result, and the legal list the engine builds equal to the rules' plain reading
//! (`reference.rs`).

use smallvec::SmallVec;

use super::components::{NEUTRAL, NO_SLOT, Phase, Slot, Zone};
use super::game::Game;
use super::rules::{auras, settle};
use super::view::View;

/// The first broken invariant, if any.
pub fn check(game: &Game) -> Result<(), String> {
    let table = game.table();
    let used = table.used as usize;
    let mut seen = vec![0u8; used];
    let mut count = |s: Slot, what: &str| -> Result<(), String> {
        if s as usize >= used {
            return Err(format!("{what} holds card {s}, beyond the {used} in use"));
        }
        seen[s as usize] += 1;
        Ok(())
    };
    for (index, player) in table.players.iter().enumerate() {
        for (pile, zone) in [
            (&player.deck, Zone::Deck),
            (&player.hand, Zone::Hand),
            (&player.graveyard, Zone::Graveyard),
            (&player.removed, Zone::Removed),
        ] {
            for s in pile.iter() {
                count(*s, "a pile")?;
                if game.place(*s).zone != zone || game.card(*s).owner as usize != index {
                    return Err(format!(
                        "card {s} is in player {index}'s {zone:?} pile but is {:?} of {}",
                        game.place(*s).zone,
                        game.card(*s).owner
                    ));
                }
            }
        }
        if player.hand.len() > game.db().rules.hand_limit as usize {
            return Err(format!("player {index} holds {} cards", player.hand.len()));
        }
        if player.mana > game.db().rules.max_mana || player.max_mana > game.db().rules.max_mana {
            return Err(format!(
                "player {index} has {}/{} mana",
                player.mana, player.max_mana
            ));
        }
    }
    if table.occupied() != table.occupied_by_board() {
        return Err(format!(
            "the occupied tiles {:#x} are not the board's {:#x}",
            table.occupied(),
            table.occupied_by_board()
        ));
    }
    for tile in 0..table.tiles() {
        let s = table.board[tile as usize];
        if s == NO_SLOT {
            continue;
        }
        count(s, "the board")?;
        let place = game.place(s);
        if place.zone != Zone::Battlefield || place.tile != tile {
            return Err(format!("tile {tile} holds card {s}, which is {place:?}"));
        }
        let u = game.unit(s);
        let owner = game.card(s).owner.min(2) as usize;
        if table.owned[owner] & (1 << tile) == 0 {
            return Err(format!("tile {tile} is not among its owner's tiles"));
        }

        if u.health > u.max_health {
            return Err(format!(
                "{} has {} health over a maximum of {}",
                game.info(s).def.name,
                u.health,
                u.max_health
            ));
        }
        if u.health <= 0 && table.result.is_none() && game.queue_len() == 0 {
            return Err(format!(
                "{} stands at {} health after the action",
                game.info(s).def.name,
                u.health
            ));
        }
        let mut again = u;
        settle(&mut again);
        if again != u {
            return Err(format!(
                "{}'s numbers are not settled",
                game.info(s).def.name
            ));
        }
        if u.stone() && (u.attack != 0 || u.movement != 0) {
            return Err("a stone has attack or movement".into());
        }
    }
    for (s, n) in seen.iter().enumerate() {
        let zone = game.place(s as Slot).zone;
        let owner = game.card(s as Slot).owner;
        let expected = match zone {
            Zone::Deck | Zone::Hand | Zone::Graveyard | Zone::Battlefield => 1,
            Zone::Removed if owner != NEUTRAL => 1,
            _ => 0,
        };
        if *n != expected {
            return Err(format!(
                "card {s} ({}, {zone:?}) is listed {n} times",
                game.info(s as Slot).def.name
            ));
        }
        if zone == Zone::Discover && !matches!(table.phase, Phase::Choice { .. }) {
            return Err(format!(
                "card {s} waits in the Discover zone with no choice"
            ));
        }
        if zone == Zone::Waiting && game.queue_len() == 0 {
            return Err(format!(
                "card {s} waits in the Waiting zone after its action"
            ));
        }
    }
    let marks = table.marks_of(|s| game.refs(s).2);
    if table.marks != marks {
        return Err(format!(
            "the marked tiles {:?} are not the units' {marks:?}",
            table.marks
        ));
    }
    if (table.phase == Phase::Over) != table.result.is_some() {
        return Err("the phase and the result disagree".into());
    }
    if table.phase != Phase::Over {
        // Every evaluation the rules skipped would have changed nothing.
        let mut owed = SmallVec::new();
        auras::compute(
            game.st(),
            |s| {
                let (c, _, u) = game.refs(s);
                (c, u)
            },
            &mut owed,
        );
        if let Some(g) = owed.first() {
            return Err(format!(
                "{}'s aura numbers are stale after the action",
                game.info(g.slot).def.name
            ));
        }
    }
    if table.phase == Phase::Main {
        let mut listed = Vec::new();
        super::listing::main_actions(game, &mut listed);
        if listed != super::reference::main_actions(game) {
            return Err("the legal list is not the rules' plain reading".into());
        }
    }
    Ok(())
}
