//! The one863 scenario position, checked against the format's limits as it is read: an unknown
//! id or a broken limit is a file error naming its place, before any rule runs.

use super::format::{Move, PlayerSetup, Scenario, Step};
use crate::cards::{LoadError, SourceFile};
use crate::rulesets::one863::components::Stance;
use crate::rulesets::one863::db::{CardId, TeamDb};
use crate::rulesets::one863::setup::{Lineup, Setup};

/// Every card id the steps name is one the teams have (a file error otherwise).
pub(super) fn check_step_ids(
    db: &TeamDb,
    file: &SourceFile,
    scenario: &Scenario,
) -> Result<(), LoadError> {
    for step in &scenario.actions {
        for id in step_ids(step) {
            if db.find(id).is_none() {
                return Err(LoadError::at_card(file, id, "unknown card"));
            }
        }
    }
    Ok(())
}

/// The card ids a move names.
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

/// The card ids a step names.
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

/// The game's set-up, or the file error a broken position is (the header checked before).
pub fn setup(db: &TeamDb, file: &SourceFile, scenario: &Scenario) -> Result<Setup, LoadError> {
    let fail = |at: &str, message: String| LoadError::at_card(file, at, message);
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
