//! Builds the game a dopynion scenario describes: the base supply for its player count, exactly
//! its kingdom, its piles and turn state. Nothing is shuffled or drawn.

use crate::rulesets::dopynion::writes::Writes;
use std::sync::Arc;

use super::format::{Scenario, ScenarioAction};
use crate::engine::scenario::{Unresolved, WrittenMove};
use crate::rulesets::dopynion::Reads;
use crate::rulesets::dopynion::actions::Action;
use crate::rulesets::dopynion::components::Pile;
use crate::rulesets::dopynion::setup::{kingdom_pile_size, pile_size};
use crate::rulesets::dopynion::{Card, CardDb, Game};

/// A card by name, or an error naming it.
pub fn card(db: &CardDb, name: &str) -> Result<Card, String> {
    db.card(name)
        .ok_or_else(|| format!("unknown card \"{name}\""))
}

fn cards(db: &CardDb, names: &[String]) -> Result<Vec<Card>, String> {
    names.iter().map(|n| card(db, n)).collect()
}

/// The game of a scenario.
pub fn build_game(scenario: &Scenario, db: Arc<CardDb>) -> Result<Game, String> {
    let players = scenario.players.len() as u8;
    let (fewest, most) = db.rules().players;
    if !(fewest..=most).contains(&players) {
        return Err(format!(
            "{players} players: dopynion takes {fewest} to {most}"
        ));
    }
    if scenario.active >= players {
        return Err(format!("active player {} does not exist", scenario.active));
    }
    let mut game = Game::empty(db.clone(), players, scenario.seed);
    let mut supply: Vec<Pile> = db
        .rules()
        .base_supply
        .iter()
        .map(|(card, size)| Pile {
            card: *card,
            count: pile_size(*size, players),
        })
        .collect();
    for card in cards(&db, &scenario.kingdom)? {
        supply.push(Pile {
            card,
            count: kingdom_pile_size(&db, card, players),
        });
    }
    for (name, count) in &scenario.supply {
        let card = card(&db, name)?;
        match supply.iter_mut().find(|p| p.card == card) {
            Some(pile) => pile.count = *count,
            None => supply.push(Pile {
                card,
                count: *count,
            }),
        }
    }
    let mut turn = 0;
    let mut rules = game.resolver();
    for (seat, setup) in scenario.players.iter().enumerate() {
        let seat = seat as u8;
        let piles = rules.piles_mut(seat);
        piles.hand = cards(&db, &setup.hand)?;
        piles.deck = cards(&db, &setup.deck)?;
        piles.deck.reverse();
        piles.discard = cards(&db, &setup.discard)?;
        piles.in_play = cards(&db, &setup.in_play)?;
        rules.seat_mut(seat).turns = setup.turns;
        turn += setup.turns as u32;
    }
    {
        let table = rules.table_mut();
        table.supply = supply;
        table.trash = cards(&db, &scenario.trash)?;
        table.active = scenario.active;
        table.phase = scenario.phase.phase();
        table.turn = turn;
        table.actions = scenario.resources.actions;
        table.buys = scenario.resources.buys;
        table.coins = scenario.resources.coins;
        table.bought = scenario.resources.bought;
    }
    game.initial = crate::rulesets::dopynion::invariants::census(&game);
    Ok(game)
}

/// The rules action a scripted step names (None for the steps that are not actions).
pub fn action(db: &CardDb, step: &ScenarioAction) -> Result<Option<Action>, String> {
    Ok(Some(match step {
        ScenarioAction::Play(c) => Action::Play(card(db, c)?),
        ScenarioAction::PlayTreasure(c) => Action::PlayTreasure(card(db, c)?),
        ScenarioAction::PlayAllTreasures => Action::PlayAllTreasures,
        ScenarioAction::Buy(c) => Action::Buy(card(db, c)?),
        ScenarioAction::EndTurn => Action::EndTurn,
        ScenarioAction::Discard(c) => Action::Discard(card(db, c)?),
        ScenarioAction::Trash(c) => Action::Trash(card(db, c)?),
        ScenarioAction::Gain(c) => Action::Gain(card(db, c)?),
        ScenarioAction::Topdeck(c) => Action::Topdeck(card(db, c)?),
        ScenarioAction::DiscardDeck => Action::DiscardDeck,
        ScenarioAction::Done => Action::Done,
        _ => return Ok(None),
    }))
}

/// Cards are named, not pointed at: a name no card has is a mistake in the file, and so is an
/// `Illegal` around a step that is no action.
impl WrittenMove<Game> for ScenarioAction {
    fn resolve(&self, game: &Game) -> Result<Action, Unresolved> {
        action(game.db(), self)
            .map_err(Unresolved::Broken)?
            .ok_or_else(|| Unresolved::Broken("Illegal(...) takes an action".into()))
    }
}
