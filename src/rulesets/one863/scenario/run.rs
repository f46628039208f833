//! Runs one one863 scenario: checks the position against the format's limits (an unknown id or a
//! broken limit is a file error), builds it, plays the steps (an `Illegal` one must be rejected and
//! change nothing), then checks the expectations.

use std::sync::Arc;

use super::format::{Expectation, Move, PlayerSetup, Scenario, Step};
use crate::cards::{LoadError, SourceFile};
use crate::engine::{Rules, ScenarioRun};
use crate::rulesets::one863::components::{Phase, Stance};
use crate::rulesets::one863::db::{CardId, TeamDb};
use crate::rulesets::one863::describe;
use crate::rulesets::one863::setup::{Lineup, Setup};
use crate::rulesets::one863::{Action, Game};

/// Checks, builds, plays and judges one parsed scenario.
pub fn run_scenario(
    db: &Arc<TeamDb>,
    file: &SourceFile,
    scenario: &Scenario,
) -> Result<ScenarioRun, LoadError> {
    let setup = setup(db, file, scenario)?;
    let mut game = Game::new(db.clone(), &setup, scenario.seed);
    for step in &scenario.actions {
        for id in step_ids(step) {
            if db.find(id).is_none() {
                return Err(LoadError::at_card(file, id, "unknown card"));
            }
        }
    }
    let result = play(&mut game, scenario);
    let log = game
        .log()
        .events()
        .iter()
        .filter_map(|e| describe::event(&game, e, 0))
        .collect();
    Ok(ScenarioRun {
        name: scenario.name.clone(),
        result,
        log,
    })
}

fn play(game: &mut Game, scenario: &Scenario) -> Result<(), String> {
    for (index, step) in scenario.actions.iter().enumerate() {
        perform(game, step).map_err(|e| format!("action {}: {e}", index + 1))?;
    }
    scenario.expect.iter().try_for_each(|e| check(game, e))
}

fn perform(game: &mut Game, step: &Step) -> Result<(), String> {
    match step {
        Step::Expect(list) => list.iter().try_for_each(|e| check(game, e)),
        Step::Illegal(inner) => {
            let Some(action) = resolve(game, inner) else {
                // Naming a card the side does not have is refused before any rule runs.
                return Ok(());
            };
            let before = (game.table().clone(), game.log().len());
            match game.apply(&action) {
                Ok(()) => Err(format!(
                    "Illegal({}) was accepted",
                    describe::action(game, &action)
                )),
                Err(_) if (game.table().clone(), game.log().len()) != before => Err(format!(
                    "Illegal({}) was rejected but changed the game",
                    describe::action(game, &action)
                )),
                Err(_) => Ok(()),
            }
        }
        plain => {
            let inner = plain.as_move().expect("a plain action");
            if game.is_over() {
                return Err(format!("{inner:?}: the match is already over"));
            }
            let action = resolve(game, &inner).ok_or_else(|| {
                format!(
                    "{inner:?}: that card is not among the cards of side {}",
                    game.to_act()
                )
            })?;
            game.apply(&action)
                .map_err(|why| format!("{} was rejected: {why}", describe::action(game, &action)))
        }
    }
}

/// The action a move names for the side to act, if its cards are that side's.
fn resolve(game: &Game, step: &Move) -> Option<Action> {
    let side = game.to_act();
    Some(match step {
        Move::Play { card } => Action::Play(game.find(side, card)?),
        Move::Attack { card } => Action::Attack(game.find(side, card)?),
        Move::Block { card, boost } => Action::Block {
            card: game.find(side, card)?,
            boost: match boost {
                Some(b) => Some(game.find(side, b)?),
                None => None,
            },
        },
        Move::Pass => Action::Pass,
    })
}

fn move_ids(step: &Move) -> Vec<&str> {
    match step {
        Move::Play { card } | Move::Attack { card } => vec![card.as_str()],
        Move::Block { card, boost } => {
            let mut ids = vec![card.as_str()];
            ids.extend(boost.as_deref());
            ids
        }
        Move::Pass => Vec::new(),
    }
}

fn step_ids(step: &Step) -> Vec<&str> {
    match step {
        Step::Play { card } | Step::Attack { card } => vec![card.as_str()],
        Step::Block { card, boost } => {
            let mut ids = vec![card.as_str()];
            ids.extend(boost.as_deref());
            ids
        }
        Step::Pass | Step::Expect(_) => Vec::new(),
        Step::Illegal(m) => move_ids(m),
    }
}

/// The game's set-up, or the file error a broken position is.
fn setup(db: &TeamDb, file: &SourceFile, scenario: &Scenario) -> Result<Setup, LoadError> {
    let fail = |at: &str, message: String| LoadError::at_card(file, at, message);
    crate::cards::check_two_player_header(
        file,
        "one863",
        &scenario.ruleset,
        scenario.players.len(),
        scenario.active,
    )?;
    let rules = &db.rules;
    let card = |id: &str| db.find(id).ok_or_else(|| fail(id, "unknown card".into()));
    let mut sides: [Lineup; 2] = Default::default();
    for (index, player) in scenario.players.iter().enumerate() {
        let PlayerSetup {
            team,
            hand,
            deck,
            field,
            discard,
            score,
        } = player;
        if db.team(team).is_none() {
            return Err(fail(team, format!("unknown team \"{team}\"")));
        }
        let cards = |ids: &[String]| {
            ids.iter()
                .map(|id| card(id))
                .collect::<Result<Vec<CardId>, _>>()
        };
        let lineup = Lineup {
            team: team.clone(),
            deck: cards(deck)?,
            hand: hand.as_deref().map(cards).transpose()?,
            field: field
                .iter()
                .map(|f| {
                    Ok((
                        card(&f.card)?,
                        Stance {
                            flipped: f.flipped,
                            acted: f.acted,
                        },
                    ))
                })
                .collect::<Result<_, LoadError>>()?,
            discard: cards(discard)?,
            score: *score,
        };
        let hand_len = hand.as_ref().map_or(0, Vec::len);
        if hand_len > rules.hand_size as usize {
            return Err(fail(
                team,
                format!("a hand holds at most {} cards", rules.hand_size),
            ));
        }
        if field.len() > rules.field_size as usize {
            return Err(fail(
                team,
                format!("a field holds at most {} cards", rules.field_size),
            ));
        }
        if field.iter().filter(|f| f.flipped).count() >= rules.momentum_goal_at as usize {
            return Err(fail(
                team,
                format!(
                    "a field holds at most {} flipped cards",
                    rules.momentum_goal_at - 1
                ),
            ));
        }
        if *score >= rules.winning_score {
            return Err(fail(
                team,
                format!("a score is 0 to {}", rules.winning_score - 1),
            ));
        }
        let mut ids: Vec<&String> = deck
            .iter()
            .chain(hand.iter().flatten())
            .chain(field.iter().map(|f| &f.card))
            .chain(discard)
            .collect();
        ids.sort();
        if let Some(pair) = ids.windows(2).find(|w| w[0] == w[1]) {
            return Err(fail(
                pair[0],
                format!("{} appears twice among player {index}'s cards", pair[0]),
            ));
        }
        sides[index] = lineup;
    }
    Ok(Setup {
        sides,
        shuffle: false,
        active: scenario.active,
        start_turn: false,
    })
}

fn ids(game: &Game, slots: impl Iterator<Item = u16>) -> Vec<String> {
    slots
        .map(|s| game.db().card(game.card_of(s)).id.clone())
        .collect()
}

fn check(game: &Game, expectation: &Expectation) -> Result<(), String> {
    let table = game.table();
    let compare = |what: String, expected: String, actual: String| {
        if expected == actual {
            Ok(())
        } else {
            Err(format!("{what}: expected {expected}, got {actual}"))
        }
    };
    match expectation {
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
