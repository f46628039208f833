//! Checks gods scenario expectations against a game, each failure saying what was expected and
//! what was found.

use super::format::Expectation;
use super::resolve::{tile_of, unit_at};
use crate::engine::Rules;
use crate::engine::scenario::{Check, compare};
use crate::rulesets::gods::components::{NEUTRAL, Phase, Slot, Zone, flag};
use crate::rulesets::gods::db::keyword_bit;
use crate::rulesets::gods::describe;
use crate::rulesets::gods::game::Game;
use crate::rulesets::gods::schema::Keyword;
use crate::rulesets::gods::view::View;

/// The cards' names, for failures.
fn names(game: &Game, slots: impl Iterator<Item = Slot>) -> Vec<String> {
    slots.map(|s| game.info(s).def.name.clone()).collect()
}

/// The card in `slot` is the one `id` names (an id or a name).
fn same_card(game: &Game, slot: Slot, id: &str) -> bool {
    game.db().find(id) == Some(game.card(slot).def)
}

/// Every offered card is one of `among` (when it names any).
fn options_among(game: &Game, options: &[Slot], among: &[String]) -> Result<(), String> {
    if among.is_empty() {
        return Ok(());
    }
    match options
        .iter()
        .find(|s| !among.iter().any(|id| same_card(game, **s, id)))
    {
        Some(s) => Err(format!(
            "Choosing: {} is offered, not one of {among:?}",
            game.info(*s).def.name
        )),
        None => Ok(()),
    }
}

/// `contains` (each as many times as listed) are among `slots`, and none of `lacks`.
fn pile_check(
    game: &Game,
    what: &str,
    slots: &[Slot],
    contains: &[String],
    lacks: &[String],
) -> Result<(), String> {
    let mut left: Vec<Slot> = slots.to_vec();
    for id in contains {
        match left.iter().position(|s| same_card(game, *s, id)) {
            Some(at) => {
                left.remove(at);
            }
            None => {
                return Err(format!(
                    "{what}: expected it to contain {id}, it holds {:?}",
                    names(game, slots.iter().copied())
                ));
            }
        }
    }
    if let Some(id) = lacks
        .iter()
        .find(|id| slots.iter().any(|s| same_card(game, *s, id)))
    {
        return Err(format!(
            "{what}: expected no {id}, it holds {:?}",
            names(game, slots.iter().copied())
        ));
    }
    Ok(())
}

/// The unit has keyword `k` now (Protection: exactly that much).
fn keyword_present(game: &Game, slot: Slot, k: &Keyword) -> bool {
    let u = game.unit(slot);
    match k {
        Keyword::Protection(n) => u.protection == *n,
        other => u.has(keyword_bit(*other)),
    }
}

/// Only the fields given are compared.
impl Check<Game> for Expectation {
    fn check(&self, game: &Game) -> Result<(), String> {
        let table = game.table();
        let player_ok = |p: u8| -> Result<(), String> {
            if p > 1 {
                Err(format!("there is no player {p}"))
            } else {
                Ok(())
            }
        };
        match self {
            Expectation::Unit {
                at,
                card,
                card_in,
                owner,
                neutral,
                attack,
                health,
                max_health,
                protection,
                keywords,
                no_keywords,
                exhausted,
                moved,
                attacked,
                stunned,
                banished,
                silenced,
                warcry_ready,
            } => {
                let s = unit_at(game, *at)?;
                let u = game.unit(s);
                let what = |field: &str| format!("Unit at {at:?} {field}");
                if let Some(id) = card
                    && !same_card(game, s, id)
                {
                    return Err(format!(
                        "{}: expected {id}, got {}",
                        what("card"),
                        game.info(s).def.name
                    ));
                }
                if !card_in.is_empty() && !card_in.iter().any(|id| same_card(game, s, id)) {
                    return Err(format!(
                        "{}: expected one of {card_in:?}, got {}",
                        what("card"),
                        game.info(s).def.name
                    ));
                }
                let c = game.card(s);
                compare(&what("owner"), owner, c.owner)?;
                compare(&what("neutral"), neutral, c.owner == NEUTRAL)?;
                compare(&what("attack"), attack, u.attack)?;
                compare(&what("health"), health, u.health)?;
                compare(&what("max_health"), max_health, u.max_health)?;
                compare(&what("protection"), protection, u.protection)?;
                compare(&what("exhausted"), exhausted, u.is(flag::EXHAUSTED))?;
                compare(&what("moved"), moved, u.is(flag::MOVED))?;
                compare(&what("attacked"), attacked, u.is(flag::ATTACKED))?;
                compare(&what("stunned"), stunned, u.stunned())?;
                compare(&what("banished"), banished, u.banished())?;
                compare(&what("silenced"), silenced, u.is(flag::SILENCED))?;
                compare(
                    &what("warcry_ready"),
                    warcry_ready,
                    u.is(flag::WARCRY_READY),
                )?;
                for k in keywords {
                    if !keyword_present(game, s, k) {
                        return Err(format!("{}: expected {k:?}", what("keywords")));
                    }
                }
                for k in no_keywords {
                    if keyword_present(game, s, k) {
                        return Err(format!("{}: expected no {k:?}", what("keywords")));
                    }
                }
                Ok(())
            }
            Expectation::Empty(at) => {
                let tile = tile_of(game, *at)?;
                match table.at(tile) {
                    None => Ok(()),
                    Some(s) => Err(format!(
                        "Empty{at:?}: the tile holds {}",
                        describe::label(game, s)
                    )),
                }
            }
            Expectation::Stone {
                player,
                health,
                max_health,
                protection,
            } => {
                player_ok(*player)?;
                let s = game.stone(*player);
                if !game.on_field(s) {
                    return Err(format!("Stone of player {player}: it is destroyed"));
                }
                let u = game.unit(s);
                let what = format!("Stone of player {player}");
                compare(&format!("{what} health"), health, u.health)?;
                compare(&format!("{what} max_health"), max_health, u.max_health)?;
                compare(&format!("{what} protection"), protection, u.protection)
            }
            Expectation::Count {
                card,
                player,
                count,
            } => {
                let n = game
                    .units()
                    .filter(|s| same_card(game, *s, card))
                    .filter(|s| player.is_none_or(|p| game.card(*s).owner == p))
                    .count();
                compare(&format!("Count of {card}"), &Some(*count), n)
            }
            Expectation::Hand { player, cards } => {
                player_ok(*player)?;
                let hand = &table.players[*player as usize].hand;
                let ok = hand.len() == cards.len()
                    && hand
                        .iter()
                        .zip(cards)
                        .all(|(s, id)| same_card(game, *s, id));
                if ok {
                    Ok(())
                } else {
                    Err(format!(
                        "Hand of player {player}: expected {cards:?}, got {:?}",
                        names(game, hand.iter().copied())
                    ))
                }
            }
            Expectation::HandSize { player, count } => {
                player_ok(*player)?;
                compare(
                    &format!("HandSize of player {player}"),
                    &Some(*count),
                    table.players[*player as usize].hand.len(),
                )
            }
            Expectation::HandContains { player, cards } => {
                player_ok(*player)?;
                pile_check(
                    game,
                    &format!("Hand of player {player}"),
                    &table.players[*player as usize].hand,
                    cards,
                    &[],
                )
            }
            Expectation::HandCard {
                player,
                index,
                card,
                cost,
                attack,
                health,
            } => {
                player_ok(*player)?;
                let s = *table.players[*player as usize]
                    .hand
                    .get(*index)
                    .ok_or_else(|| format!("HandCard: player {player} has no hand card {index}"))?;
                let what = format!("HandCard {index} of player {player}");
                if let Some(id) = card
                    && !same_card(game, s, id)
                {
                    return Err(format!(
                        "{what}: expected {id}, got {}",
                        game.info(s).def.name
                    ));
                }
                let def = &game.info(s).def;
                compare(&format!("{what} cost"), cost, game.cost(s))?;
                compare(&format!("{what} attack"), attack, def.attack as i16)?;
                compare(&format!("{what} health"), health, def.health as i16)
            }
            Expectation::DeckSize { player, count } => {
                player_ok(*player)?;
                compare(
                    &format!("DeckSize of player {player}"),
                    &Some(*count),
                    table.players[*player as usize].deck.len(),
                )
            }
            Expectation::Graveyard {
                player,
                contains,
                lacks,
                count,
            } => {
                player_ok(*player)?;
                let pile = &table.players[*player as usize].graveyard;
                compare(
                    &format!("Graveyard size of player {player}"),
                    count,
                    pile.len(),
                )?;
                pile_check(
                    game,
                    &format!("Graveyard of player {player}"),
                    pile,
                    contains,
                    lacks,
                )
            }
            Expectation::Removed {
                player,
                contains,
                lacks,
            } => {
                player_ok(*player)?;
                pile_check(
                    game,
                    &format!("Removed zone of player {player}"),
                    &table.players[*player as usize].removed,
                    contains,
                    lacks,
                )
            }
            Expectation::Waiting {
                player,
                contains,
                lacks,
            } => {
                player_ok(*player)?;
                let waiting: Vec<Slot> = (0..game.card_count() as Slot)
                    .filter(|s| {
                        let c = game.card(*s);
                        let zone = game.place(*s).zone;
                        c.owner == *player
                            && (zone == Zone::Waiting || (zone == Zone::Battlefield && !c.token))
                            && !game.unit(*s).stone()
                    })
                    .collect();
                pile_check(
                    game,
                    &format!("Waiting zone of player {player}"),
                    &waiting,
                    contains,
                    lacks,
                )
            }
            Expectation::Mana {
                player,
                available,
                max,
            } => {
                player_ok(*player)?;
                let pl = &table.players[*player as usize];
                compare(&format!("Mana of player {player}"), available, pl.mana)?;
                compare(&format!("Max mana of player {player}"), max, pl.max_mana)
            }
            Expectation::LeaderUsed { player, used } => {
                player_ok(*player)?;
                compare(
                    &format!("LeaderUsed of player {player}"),
                    &Some(*used),
                    table.players[*player as usize].ability_used,
                )
            }
            Expectation::Fatigue { player, count } => {
                player_ok(*player)?;
                compare(
                    &format!("Fatigue of player {player}"),
                    &Some(*count),
                    table.players[*player as usize].fatigue,
                )
            }
            Expectation::Choosing {
                player,
                count,
                among,
            } => match table.phase {
                Phase::Choice {
                    player: p,
                    count: n,
                    options,
                } => {
                    compare("Choosing player", &Some(*player), p)?;
                    compare("Choosing count", count, n)?;
                    options_among(game, &options[..n as usize], among)
                }
                other => Err(format!("Choosing: no Discover waits ({other:?})")),
            },
            Expectation::ActivePlayer(p) => compare("ActivePlayer", &Some(*p), table.active),
            Expectation::Turn(t) => compare("Turn", &Some(*t), table.turn),
            Expectation::Winner(w) => {
                if !game.is_over() {
                    return Err(format!("Winner({w:?}): the game is still running"));
                }
                compare("Winner", &Some(*w), game.winner())
            }
            Expectation::GameOver => {
                if game.is_over() {
                    Ok(())
                } else {
                    Err("GameOver: the game is still running".into())
                }
            }
            Expectation::GameRunning => {
                if game.is_over() {
                    Err("GameRunning: the game is over".into())
                } else {
                    Ok(())
                }
            }
        }
    }
}
