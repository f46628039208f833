//! How the built-in bots answer decisions and order unlisted actions, from card facts alone (types,
//! cost, coins, effects), so no Rust names a card: discard and trash the least useful card, gain
//! the one the strategy wants most, play villages before the rest.

use super::strategy::Strategy;
use crate::rulesets::dopynion::Reads;
use crate::rulesets::dopynion::components::Decision;
use crate::rulesets::dopynion::schema::{CardType, Effect};
use crate::rulesets::dopynion::{Action, Card, Game};

/// How much a card is worth keeping in hand: curses least, then pure victory cards, then money by
/// its coins, then actions by cost.
fn keep_value(game: &Game, card: Card) -> i32 {
    let info = game.card(card);
    if info.is(CardType::Curse) {
        -2
    } else if info.is(CardType::Action) {
        10 + info.def.cost as i32
    } else if info.is(CardType::Treasure) {
        2 * info.coins as i32
    } else {
        -1
    }
}

/// How willingly a card is trashed (lower goes first): curses, cheap pure victory cards, coppers.
fn trash_order(game: &Game, card: Card) -> (u8, u8) {
    let info = game.card(card);
    let rank = if info.is(CardType::Curse) {
        0
    } else if info.types == CardType::Victory.bit() && info.def.cost <= 2 {
        1
    } else if info.is(CardType::Treasure) && info.coins <= 1 {
        2
    } else {
        3
    };
    (rank, info.def.cost)
}

/// The action to play among `plays` when the strategy lists none: one giving +actions first, then
/// the costliest.
pub fn best_action(game: &Game, plays: impl Iterator<Item = Card>) -> Option<Card> {
    plays.max_by_key(|c| {
        let info = game.card(*c);
        let village = info
            .def
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Actions(n) if *n > 0));
        (village, info.def.cost)
    })
}

fn pick(legal: &[Action], key: impl Fn(&Action) -> Option<i32>) -> Option<Action> {
    legal
        .iter()
        .filter_map(|a| key(a).map(|k| (k, *a)))
        .min_by_key(|(k, _)| *k)
        .map(|(_, a)| a)
}

/// The answer to the decision owed now.
pub fn answer(game: &Game, legal: &[Action], strategy: Option<&Strategy>) -> Action {
    let Some((_, decision)) = game.pending() else {
        return legal[0];
    };
    let chosen = match decision {
        Decision::DiscardDownTo(_) | Decision::DiscardCount(_) => pick(legal, |a| match a {
            Action::Discard(c) => Some(keep_value(game, *c)),
            _ => None,
        }),
        Decision::DiscardAny(_) => pick(legal, |a| match a {
            Action::Discard(c) if keep_value(game, *c) < 0 => Some(keep_value(game, *c)),
            _ => None,
        })
        .or(Some(Action::Done)),
        Decision::GainCost { optional, .. } => {
            let wanted = pick(legal, |a| match a {
                Action::Gain(c) => strategy.and_then(|s| s.buy_rank(*c)).map(|r| r as i32),
                _ => None,
            });
            let useful = pick(legal, |a| match a {
                Action::Gain(c) if !game.card(*c).is(CardType::Curse) => {
                    Some(-(game.card(*c).def.cost as i32))
                }
                _ => None,
            });
            wanted
                .or(useful)
                .or(if optional { Some(Action::Done) } else { None })
        }
        Decision::TrashThenGain(_) => pick(legal, |a| match a {
            Action::Trash(c) => {
                let (rank, cost) = trash_order(game, *c);
                Some(rank as i32 * 100 + cost as i32)
            }
            _ => None,
        }),
        Decision::MayDiscardDeck => Some(Action::DiscardDeck),
        Decision::Topdeck(_) => pick(legal, |a| match a {
            Action::Topdeck(c) => Some(game.card(*c).def.cost as i32),
            _ => None,
        }),
    };
    chosen.filter(|a| legal.contains(a)).unwrap_or(legal[0])
}
