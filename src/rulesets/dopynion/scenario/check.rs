//! Checks dopynion scenario expectations against a game; a failure says which expectation,
//! expected vs actual.

use crate::rulesets::dopynion::Reads;

use super::build::{action, card};
use super::format::Expectation;
use crate::engine::Rules;
use crate::engine::scenario::{Check, compare};
use crate::rulesets::dopynion::Game;

/// Cards as sorted names, for comparing piles whose order does not matter.
fn sorted(game: &Game, cards: &[crate::rulesets::dopynion::Card]) -> Vec<String> {
    let mut names: Vec<String> = cards
        .iter()
        .map(|c| game.db().name(*c).to_string())
        .collect();
    names.sort();
    names
}

/// Every dopynion expectation gives its one value, so each is compared.
fn same<T: PartialEq + std::fmt::Debug>(what: &str, expected: T, actual: T) -> Result<(), String> {
    compare(what, &Some(expected), actual)
}

/// Every field compared; seats and cards named must exist.
impl Check<Game> for Expectation {
    fn check(&self, game: &Game) -> Result<(), String> {
        let db = game.db().clone();
        let names = |list: &[String]| {
            let mut list = list.to_vec();
            list.sort();
            list
        };
        let seat = |p: &u8| {
            if *p < game.player_count() {
                Ok(*p)
            } else {
                Err(format!("player {p} does not exist"))
            }
        };
        let table = game.table();
        match self {
            Expectation::Hand(p, cards) => {
                let hand = sorted(game, &game.piles(seat(p)?).hand);
                same(&format!("Hand({p})"), names(cards), hand)
            }
            Expectation::HandSize(p, n) => same(
                &format!("HandSize({p})"),
                *n,
                game.piles(seat(p)?).hand.len(),
            ),
            Expectation::Deck(p, cards) => {
                let mut deck: Vec<String> = game
                    .piles(seat(p)?)
                    .deck
                    .iter()
                    .map(|c| db.name(*c).to_string())
                    .collect();
                deck.reverse();
                same(&format!("Deck({p}) top first"), cards.clone(), deck)
            }
            Expectation::DeckSize(p, n) => same(
                &format!("DeckSize({p})"),
                *n,
                game.piles(seat(p)?).deck.len(),
            ),
            Expectation::Discard(p, cards) => {
                let discard = sorted(game, &game.piles(seat(p)?).discard);
                same(&format!("Discard({p})"), names(cards), discard)
            }
            Expectation::DiscardSize(p, n) => same(
                &format!("DiscardSize({p})"),
                *n,
                game.piles(seat(p)?).discard.len(),
            ),
            Expectation::InPlay(p, cards) => {
                let in_play = sorted(game, &game.piles(seat(p)?).in_play);
                same(&format!("InPlay({p})"), names(cards), in_play)
            }
            Expectation::Owns(p, name, n) => {
                let c = card(&db, name)?;
                let owned = game.piles(seat(p)?).owned().filter(|x| *x == c).count();
                same(&format!("Owns({p}, {name})"), *n, owned)
            }
            Expectation::Pile(name, n) => {
                let c = card(&db, name)?;
                let count = table.pile(c).map(|p| p.count);
                same(&format!("Pile({name})"), Some(*n), count)
            }
            Expectation::Trash(cards) => same("Trash", names(cards), sorted(game, &table.trash)),
            Expectation::Coins(n) => same("Coins", *n, table.coins),
            Expectation::Actions(n) => same("Actions", *n, table.actions),
            Expectation::Buys(n) => same("Buys", *n, table.buys),
            Expectation::Phase(phase) => same("Phase", phase.phase(), table.phase),
            Expectation::Active(p) => same("Active", *p, table.active),
            Expectation::ToAct(p) => same("ToAct", *p, game.to_act()),
            Expectation::Turns(p, n) => same(&format!("Turns({p})"), *n, game.seat(seat(p)?).turns),
            Expectation::Score(p, n) => same(&format!("Score({p})"), *n, game.score(seat(p)?)),
            Expectation::Over(over) => same("Over", *over, game.is_over()),
            Expectation::Winners(seats) => same("Winners", seats.clone(), game.outcome().winners),
            Expectation::Eliminated(p, text) => match &game.seat(seat(p)?).eliminated {
                Some(reason) if reason.contains(text.as_str()) => Ok(()),
                Some(reason) => Err(format!(
                    "Eliminated({p}): the reason \"{reason}\" does not mention \"{text}\""
                )),
                None => Err(format!("Eliminated({p}): the player is still in the game")),
            },
            Expectation::InGame(p) => match &game.seat(seat(p)?).eliminated {
                None => Ok(()),
                Some(reason) => Err(format!("InGame({p}): eliminated: {reason}")),
            },
            Expectation::Legal(step) => {
                let Some(action) = action(&db, step)? else {
                    return Err("Legal(...) takes an action".into());
                };
                if game.legal_actions().contains(&action) {
                    Ok(())
                } else {
                    Err(format!("Legal: {} is not legal", game.action_text(&action)))
                }
            }
            Expectation::NotLegal(step) => {
                let Some(action) = action(&db, step)? else {
                    return Err("NotLegal(...) takes an action".into());
                };
                if game.legal_actions().contains(&action) {
                    Err(format!("NotLegal: {} is legal", game.action_text(&action)))
                } else {
                    Ok(())
                }
            }
            Expectation::LegalCount(n) => same("LegalCount", *n, game.legal_actions().len()),
        }
    }
}
