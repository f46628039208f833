//! The scripted run's deck-builder part: opens the collection, starts a Mage deck, adds cards,
//! applies a filter and photographs the half-built deck; then finishes the deck, saves it (into
//! the run's own config folder) and photographs the deck choice listing it, picked.

use bevy::prelude::*;

use super::Script;
use crate::app::hearth::decks::builder::CollectionIntent;
use crate::app::hearth::decks::pool::{self, Filters};
use crate::app::screen::Screen;
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::schema::{Class, Rarity};

/// The script stage where this part starts.
pub const FIRST_STAGE: u32 = 2500;

/// The cards the collection offers a Mage deck, taken a cost at a time in turn (a 1-drop, a
/// 2-drop, ... a 7+, then the next 1-drop...), so the deck the script builds has a curve.
fn mage_cards(db: &CardDb) -> Vec<u16> {
    let shown = pool::shown(db, &Filters::default(), Some((Class::Mage, None)));
    let mut seen = [0usize; pool::COST_CAP as usize + 1];
    let mut turns: Vec<(usize, u8, u16)> = shown
        .into_iter()
        .filter(|c| db.get(*c).def.cost > 0)
        .map(|c| {
            let cost = db.get(c).def.cost.min(pool::COST_CAP);
            seen[usize::from(cost)] += 1;
            (seen[usize::from(cost)], cost, c)
        })
        .collect();
    turns.sort_unstable();
    turns.into_iter().map(|(_, _, c)| c).collect()
}

pub(super) fn run_collection_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    mut next: ResMut<NextState<Screen>>,
    mut intents: MessageWriter<CollectionIntent>,
) {
    if !(FIRST_STAGE..super::dopynion::FIRST_STAGE).contains(&script.stage) {
        return;
    }
    let Some(stage) = script.next_stage() else {
        return;
    };
    let db = CardDb::with_mods();
    match stage {
        2500 => next.set(Screen::Collection),
        2501 => script.shoot(&mut commands, "4a_collection.png"),
        2502 => {
            intents.write(CollectionIntent::NewDeck(Class::Mage));
        }
        2503 => {
            // Half a deck: two of each of the first eight common cards.
            let commons = mage_cards(&db)
                .into_iter()
                .filter(|c| db.get(*c).def.rarity != Rarity::Legendary)
                .take(8);
            for card in commons {
                intents.write(CollectionIntent::Add(card));
                intents.write(CollectionIntent::Add(card));
            }
        }
        2504 => {
            intents.write(CollectionIntent::Filter(Filters {
                class: Some(Class::Mage),
                cost: Some(2),
                ..Filters::default()
            }));
        }
        2505 => script.shoot(&mut commands, "4b_collection_building.png"),
        2506 => {
            intents.write(CollectionIntent::Filter(Filters::default()));
            for card in mage_cards(&db) {
                intents.write(CollectionIntent::Add(card));
                intents.write(CollectionIntent::Add(card));
            }
            intents.write(CollectionIntent::Rename("My Tempo Mage".into()));
            intents.write(CollectionIntent::Save);
        }
        2507 => script.shoot(&mut commands, "4c_collection_saved.png"),
        2508 => next.set(Screen::DeckPick),
        2509 => script.shoot(&mut commands, "4d_deck_choice_yours.png"),
        _ => script.stage = super::dopynion::FIRST_STAGE,
    }
}
