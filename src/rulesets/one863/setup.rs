//! What a one863 game is built from: each side's piles (a team's shuffled deck at kick-off, or a
//! position written out by a scenario), the side to act, and whether the first turn starts in full.

use super::components::Stance;
use super::db::{CardId, TeamDb};

/// One side's starting piles.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lineup {
    /// The team it plays as (its name on screen).
    pub team: String,
    /// Deck, top first.
    pub deck: Vec<CardId>,
    /// The hand, or `None` for the opening draw from the deck's top.
    pub hand: Option<Vec<CardId>>,
    /// The field, left to right, with each card's stance.
    pub field: Vec<(CardId, Stance)>,
    /// The discard pile.
    pub discard: Vec<CardId>,
    /// Goals already scored.
    pub score: u8,
}

/// A whole set-up.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Setup {
    /// Home (0) and away (1).
    pub sides: [Lineup; 2],
    /// Shuffle both decks with the game's generator first (a real match; scenarios write the order).
    pub shuffle: bool,
    /// The side to act first.
    pub active: u8,
    /// Run the first turn's start (refresh, draw, stoppage check); scenarios start mid-turn.
    pub start_turn: bool,
}

impl Setup {
    /// How many cards the game holds.
    pub fn card_count(&self) -> usize {
        self.sides
            .iter()
            .map(|l| {
                l.deck.len() + l.hand.as_ref().map_or(0, Vec::len) + l.field.len() + l.discard.len()
            })
            .sum()
    }

    /// A match from kick-off between two teams: shuffled decks, opening draws, home kicks off.
    pub fn kickoff(db: &TeamDb, home: &str, away: &str) -> Result<Setup, String> {
        let lineup = |id: &str| -> Result<Lineup, String> {
            let team = db.team(id).ok_or_else(|| {
                let names: Vec<&str> = db.teams().iter().map(|t| t.id.as_str()).collect();
                format!("unknown team \"{id}\" (teams: {})", names.join(", "))
            })?;
            Ok(Lineup {
                team: team.id.clone(),
                deck: team.cards.clone(),
                ..Lineup::default()
            })
        };
        Ok(Setup {
            sides: [lineup(home)?, lineup(away)?],
            shuffle: true,
            active: 0,
            start_turn: true,
        })
    }
}
