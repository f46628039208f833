//! The card pool as the collection shows it: which cards a deck may hold, their sets in players'
//! words, the filters (class, cost, type, set, words) and the order cards are shown in (class
//! cards before neutral ones, then by cost and name, as the genre's collection does).

use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::deckcode::DbfTable;
use crate::rulesets::hearth::schema::{CardDef, CardType, Class, Runes};

/// The highest cost button: it stands for that cost and every higher one ("7+").
pub const COST_CAP: u8 = 7;

/// Every set name the set filter offers, in the order it lists them.
pub const SETS: [&str; 6] = [
    "Core",
    "Classic",
    "Legacy",
    "Demon Hunter Initiate",
    "Other sets",
    "Mods",
];

/// The card types the type filter offers.
pub const KINDS: [CardType; 4] = [
    CardType::Minion,
    CardType::Spell,
    CardType::Weapon,
    CardType::Location,
];

/// What the collection shows: every field narrows it; `None` and an empty search let all through.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Filters {
    /// Cards of this class only (`Neutral` for the neutral cards).
    pub class: Option<Class>,
    /// Cards of this cost (`COST_CAP` for that cost or more).
    pub cost: Option<u8>,
    /// Cards of this type.
    pub kind: Option<CardType>,
    /// Cards of this set (one of `SETS`).
    pub set: Option<&'static str>,
    /// Words the card's name or text holds (case ignored).
    pub search: String,
}

/// The set a card comes from, in players' words: the reference data's set for the shipped cards,
/// "Mods" for a card the reference does not know.
pub fn set_of(id: &str) -> &'static str {
    let table = DbfTable::embedded();
    match table
        .dbf(id)
        .and_then(|d| table.card(d))
        .map(|c| c.set.as_str())
    {
        Some("CORE") => SETS[0],
        Some("EXPERT1" | "BASIC") => SETS[1],
        Some("LEGACY") => SETS[2],
        Some("DEMON_HUNTER_INITIATE") => SETS[3],
        Some(_) => SETS[4],
        None => SETS[5],
    }
}

/// Whether a card may go in a deck at all: collectible, and not a starting hero or a hero power
/// (a Hero card such as Lord Jaraxxus is).
pub fn is_deck_card(def: &CardDef) -> bool {
    def.collectible && !def.is_starting_hero() && def.kind != CardType::HeroPower
}

/// Whether `def` passes the filters.
pub fn passes(def: &CardDef, filters: &Filters) -> bool {
    if filters.class.is_some_and(|c| c != def.class) {
        return false;
    }
    if let Some(cost) = filters.cost
        && !(def.cost == cost || (cost == COST_CAP && def.cost > COST_CAP))
    {
        return false;
    }
    if filters.kind.is_some_and(|k| k != def.kind) {
        return false;
    }
    if filters.set.is_some_and(|s| s != set_of(&def.id)) {
        return false;
    }
    let words = filters.search.trim().to_lowercase();
    words.is_empty()
        || def.name.to_lowercase().contains(&words)
        || def.text.to_lowercase().contains(&words)
}

/// Whether a card's runes fit within `runes` (a Death Knight deck built for those runes).
pub fn fits_runes(def: &CardDef, runes: Runes) -> bool {
    runes.max(def.runes) == runes
}

/// The cards to show: deck cards that pass the filters; while a deck of `class` is being built,
/// only that class's and neutral cards (within its runes, when chosen). Class cards come first,
/// then neutral ones, each by cost, then name.
pub fn shown(db: &CardDb, filters: &Filters, building: Option<(Class, Option<Runes>)>) -> Vec<u16> {
    let mut cards: Vec<u16> = (0..db.len() as u16)
        .filter(|i| {
            let def = &db.get(*i).def;
            is_deck_card(def)
                && passes(def, filters)
                && building.is_none_or(|(class, runes)| {
                    (def.class == class || def.class == Class::Neutral)
                        && runes.is_none_or(|r| fits_runes(def, r))
                })
        })
        .collect();
    cards.sort_by_key(|i| {
        let def = &db.get(*i).def;
        (
            def.class == Class::Neutral,
            def.class as u8,
            def.cost,
            def.name.clone(),
        )
    });
    cards
}

/// Cards per mana cost, 0 to `COST_CAP`+ (the mana curve's bars).
pub fn curve(db: &CardDb, cards: &[u16]) -> [usize; COST_CAP as usize + 1] {
    let mut bars = [0; COST_CAP as usize + 1];
    for card in cards {
        bars[usize::from(db.get(*card).def.cost.min(COST_CAP))] += 1;
    }
    bars
}

/// A deck's list as the genre shows it: each card once with its count, by cost then name.
pub fn list(db: &CardDb, cards: &[u16]) -> Vec<(u16, usize)> {
    let mut distinct: Vec<u16> = cards.to_vec();
    distinct.sort_by_key(|c| (db.get(*c).def.cost, db.get(*c).def.name.clone()));
    distinct.dedup();
    distinct
        .into_iter()
        .map(|c| (c, cards.iter().filter(|x| **x == c).count()))
        .collect()
}

/// The playable classes, in the order the screens list them.
pub const CLASSES: [Class; 11] = [
    Class::DeathKnight,
    Class::DemonHunter,
    Class::Druid,
    Class::Hunter,
    Class::Mage,
    Class::Paladin,
    Class::Priest,
    Class::Rogue,
    Class::Shaman,
    Class::Warlock,
    Class::Warrior,
];

/// The hero a new deck of a class is built for: the first collectible hero of that class in the
/// card set (its basic hero).
pub fn hero_of(db: &CardDb, class: Class) -> Option<u16> {
    (0..db.len() as u16).find(|i| {
        let def = &db.get(*i).def;
        def.is_starting_hero() && def.collectible && def.class == class
    })
}
