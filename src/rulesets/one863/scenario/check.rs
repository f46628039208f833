//! Checks one863 scenario expectations against a game; a failure says which expectation, expected
//! vs actual.

use super::format::Expectation;
use crate::engine::Rules;
use crate::engine::scenario::Check;
use crate::rulesets::one863::Game;
use crate::rulesets::one863::components::Phase;

/// The card ids in `slots`, in order, for comparing and for failures.
fn ids(game: &Game, slots: impl Iterator<Item = u16>) -> Vec<String> {
    slots
        .map(|s| game.db().card(game.card_of(s)).id.clone())
        .collect()
}

/// Every field compared, each in the words the format uses (a score as home–away).
impl Check<Game> for Expectation {
    fn check(&self, game: &Game) -> Result<(), String> {
        let table = game.table();
        let compare = |what: String, expected: String, actual: String| {
            if expected == actual {
                Ok(())
            } else {
                Err(format!("{what}: expected {expected}, got {actual}"))
            }
        };
        match self {
            Expectation::Score { home, away } => compare(
                "Score".into(),
                format!("{home}–{away}"),
                format!("{}–{}", table.sides[0].score, table.sides[1].score),
            ),
            Expectation::Field {
                player,
                cards,
                flipped,
            } => {
                let side = game.side(*player);
                compare(
                    format!("Field of player {player}"),
                    format!("{cards:?}"),
                    format!("{:?}", ids(game, side.field.iter().copied())),
                )?;
                match flipped {
                    None => Ok(()),
                    Some(expected) => compare(
                        format!("flipped cards of player {player}"),
                        format!("{expected:?}"),
                        format!(
                            "{:?}",
                            ids(
                                game,
                                side.field
                                    .iter()
                                    .copied()
                                    .filter(|s| game.stance(*s).flipped)
                            )
                        ),
                    ),
                }
            }
            Expectation::HandSize { player, count } => compare(
                format!("HandSize of player {player}"),
                count.to_string(),
                game.side(*player).hand.len().to_string(),
            ),
            Expectation::DeckSize { player, count } => compare(
                format!("DeckSize of player {player}"),
                count.to_string(),
                game.side(*player).deck.len().to_string(),
            ),
            Expectation::DiscardSize { player, count } => compare(
                format!("DiscardSize of player {player}"),
                count.to_string(),
                game.side(*player).discard.len().to_string(),
            ),
            Expectation::Discard { player, contains } => {
                let discard = ids(game, game.side(*player).discard.iter().copied());
                match contains.iter().find(|id| !discard.contains(id)) {
                    None => Ok(()),
                    Some(missing) => Err(format!(
                        "Discard of player {player}: expected it to contain {missing}, it holds {discard:?}"
                    )),
                }
            }
            Expectation::ToAct { player } => {
                if table.phase == Phase::Over {
                    Err(format!("ToAct({player}): the match is over"))
                } else {
                    compare(
                        "ToAct".into(),
                        player.to_string(),
                        game.to_act().to_string(),
                    )
                }
            }
            Expectation::Over { winner } => {
                if !game.is_over() {
                    return Err(format!(
                        "Over(winner: {winner:?}): the match is still running"
                    ));
                }
                compare(
                    "Over winner".into(),
                    format!("{winner:?}"),
                    format!("{:?}", crate::rulesets::one863::winner(game)),
                )
            }
            Expectation::NotOver => {
                if game.is_over() {
                    Err("NotOver: the match is over".into())
                } else {
                    Ok(())
                }
            }
        }
    }
}
