//! The validated dopynion card set and set-up rules: RON files parsed, names resolved to indices and
//! checked. A card that fails is reported and never placed in a supply; the others still load.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use super::schema::{Card, CardDef, CardName, CardType, DopynionRules, Effect, PileSize, Points};
use crate::cards::{LoadError, SourceFile, embedded_files, parse_file, parse_list};

/// Piles hold card kinds as `u8` and hands are scanned with 64-bit masks, so a card set is capped.
pub const MAX_CARDS: usize = 64;

/// A card definition plus what the rules need of it on the hot path.
#[derive(Debug, Clone)]
pub struct CardInfo {
    /// The definition as written (names resolved).
    pub def: CardDef,
    /// `CardType::bit`s of its types.
    pub types: u8,
    /// Coins its play effects give directly (a treasure's value).
    pub coins: u8,
    /// Failed validation: never placed in a supply.
    pub broken: bool,
}

impl CardInfo {
    /// True when the card has this type.
    #[inline]
    pub fn is(&self, kind: CardType) -> bool {
        self.types & kind.bit() != 0
    }
}

/// The resolved set-up rules.
#[derive(Debug, Clone, Default)]
pub struct SetupRules {
    /// Starting cards per player.
    pub starting_deck: Vec<(Card, u8)>,
    /// Cards drawn at clean-up.
    pub hand_size: u8,
    /// The base supply piles.
    pub base_supply: Vec<(Card, PileSize)>,
    /// Cards that may be drawn for the kingdom.
    pub kingdom_candidates: Vec<Card>,
    /// Kingdom piles per game.
    pub kingdom_piles: u8,
    /// Cards per kingdom pile, unless its card has a type of `kingdom_pile_size_by_type`.
    pub kingdom_pile_size: u8,
    /// Kingdom pile sizes by the card's type, first match wins (Victory: as the base Victory piles).
    pub kingdom_pile_size_by_type: Vec<(CardType, PileSize)>,
    /// The pile whose emptying ends the game.
    pub ending_pile: Card,
    /// Empty piles that end the game.
    pub empty_piles_to_end: u8,
    /// Turns per player before the game ends.
    pub turn_limit: u16,
    /// Fewest and most players.
    pub players: (u8, u8),
}

/// Every dopynion card, indexed, and the set-up rules.
#[derive(Debug, Clone, Default)]
pub struct CardDb {
    cards: Vec<CardInfo>,
    by_id: HashMap<String, Card>,
    rules: SetupRules,
}

impl CardDb {
    /// Loads a content folder's `cards/` files and `rules.ron`, given every file under it.
    pub fn load_content(files: &[SourceFile]) -> (CardDb, Vec<LoadError>) {
        let mut errors = Vec::new();
        let mut db = CardDb::default();
        let card_files: Vec<&SourceFile> = files
            .iter()
            .filter(|f| f.path.contains("/cards/"))
            .collect();
        // The file each kept card came from, to place its resolution errors.
        let mut card_file: Vec<&SourceFile> = Vec::new();
        for file in &card_files {
            let (cards, file_errors) = parse_list::<CardDef>(file);
            errors.extend(file_errors);
            for def in cards {
                if db.by_id.contains_key(&def.id) {
                    errors.push(LoadError::at_card(
                        file,
                        &def.id,
                        "this card is defined twice",
                    ));
                } else if db.cards.len() >= MAX_CARDS {
                    let message = format!("more than {MAX_CARDS} cards");
                    errors.push(LoadError::at_card(file, &def.id, message));
                } else {
                    db.by_id.insert(def.id.clone(), Card(db.cards.len() as u8));
                    db.cards.push(CardInfo::new(def));
                    card_file.push(file);
                }
            }
        }
        for (info, file) in db.cards.iter_mut().zip(&card_file) {
            if let Err(message) = resolve_card(&mut info.def, &db.by_id) {
                errors.push(LoadError::at_card(file, &info.def.id, message));
                info.broken = true;
            }
        }
        match files.iter().find(|f| f.path.ends_with("rules.ron")) {
            None => errors.push(LoadError::missing_rules()),
            Some(file) => match parse_file::<DopynionRules>(file) {
                Err(e) => errors.push(e),
                Ok(def) => match db.resolve_rules(&def) {
                    Ok(rules) => db.rules = rules,
                    Err(name) => errors.push(LoadError::at_card(file, &name, "unknown card")),
                },
            },
        }
        (db, errors)
    }

    /// The shipped cards and rules, loaded once per process.
    pub fn embedded() -> Arc<CardDb> {
        static DB: OnceLock<Arc<CardDb>> = OnceLock::new();
        DB.get_or_init(|| {
            let loaded = CardDb::load_content(&embedded_files("assets/dopynion/"));
            Arc::new(crate::cards::expect_shipped("dopynion cards", loaded))
        })
        .clone()
    }

    fn resolve_rules(&self, def: &DopynionRules) -> Result<SetupRules, String> {
        let card = |name: &str| self.card(name).ok_or_else(|| name.to_string());
        let mut base_supply = Vec::new();
        for (name, size) in &def.base_supply {
            base_supply.push((card(name)?, *size));
        }
        let mut starting_deck = Vec::new();
        for (name, count) in &def.starting_deck {
            starting_deck.push((card(name)?, *count));
        }
        let kingdom_candidates = (0..self.cards.len() as u8)
            .map(Card)
            .filter(|c| !self.get(*c).broken && !base_supply.iter().any(|(b, _)| b == c))
            .collect();
        Ok(SetupRules {
            starting_deck,
            hand_size: def.hand_size,
            base_supply,
            kingdom_candidates,
            kingdom_piles: def.kingdom_piles,
            kingdom_pile_size: def.kingdom_pile_size,
            kingdom_pile_size_by_type: def.kingdom_pile_size_by_type.clone(),
            ending_pile: card(&def.ending_pile)?,
            empty_piles_to_end: def.empty_piles_to_end,
            turn_limit: def.turn_limit,
            players: def.players,
        })
    }

    /// The set-up rules.
    pub fn rules(&self) -> &SetupRules {
        &self.rules
    }

    /// A card by name.
    pub fn card(&self, name: &str) -> Option<Card> {
        self.by_id.get(name).copied()
    }

    /// A card by name, ignoring case, spaces, dashes and underscores: what a command line or a
    /// bot's reply may write ("council-room" for "Council Room").
    pub fn card_loose(&self, name: &str) -> Option<Card> {
        let key = loose(name);
        self.card(name).or_else(|| {
            (0..self.cards.len())
                .map(|i| Card(i as u8))
                .find(|c| loose(self.name(*c)) == key)
        })
    }

    /// A card's definition and precomputed facts.
    #[inline]
    pub fn get(&self, card: Card) -> &CardInfo {
        &self.cards[card.index()]
    }

    /// A card's name.
    pub fn name(&self, card: Card) -> &str {
        &self.cards[card.index()].def.id
    }

    /// How many cards are known.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True when no card loaded.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

fn loose(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

impl CardInfo {
    fn new(def: CardDef) -> Self {
        let types = def.types.iter().fold(0, |mask, t| mask | t.bit());
        let coins = def
            .effects
            .iter()
            .map(|e| if let Effect::Coins(n) = e { *n } else { 0 })
            .sum();
        Self {
            def,
            types,
            coins,
            broken: false,
        }
    }
}

/// Resolves every card name in a card's effects; an unknown one is reported.
fn resolve_card(def: &mut CardDef, by_id: &HashMap<String, Card>) -> Result<(), String> {
    if def.types.is_empty() {
        return Err("a card needs at least one type".into());
    }
    if matches!(def.points, Points::PerCards(0)) {
        return Err("PerCards(0) would divide by zero".into());
    }
    for list in [&mut def.effects, &mut def.on_buy, &mut def.at_turn_start] {
        resolve_effects(list, by_id, false)?;
    }
    Ok(())
}

/// `nested` is true inside an EachOther or RevealTreasureToHand list: resolution positions go one
/// level deep, so another nested list there is refused (it would resolve itself forever).
fn resolve_effects(
    effects: &mut [Effect],
    by_id: &HashMap<String, Card>,
    nested: bool,
) -> Result<(), String> {
    let resolve = |name: &mut CardName| match by_id.get(&name.name) {
        Some(card) => {
            name.card = *card;
            Ok(())
        }
        None => Err(format!("unknown card \"{}\" in its effects", name.name)),
    };
    for effect in effects {
        match effect {
            Effect::Gain { card, .. } => resolve(card)?,
            Effect::RevealTrashTreasure { spare, .. } => {
                for name in spare {
                    resolve(name)?;
                }
            }
            Effect::EachOther(_) | Effect::RevealTreasureToHand(_) if nested => {
                return Err(
                    "EachOther and RevealTreasureToHand cannot be nested inside one another".into(),
                );
            }
            Effect::EachOther(inner) | Effect::RevealTreasureToHand(inner) => {
                resolve_effects(inner, by_id, true)?
            }
            _ => {}
        }
    }
    Ok(())
}
