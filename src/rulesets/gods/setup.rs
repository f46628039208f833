//! What a gods game is built from: the options, each player's leader and piles, the units already
//! on the board (a scenario's position), and how it starts: a new game (shuffle, opening hands,
//! mulligan) or a position in a player's main phase.

use super::components::Tile;
use super::db::{CardId, GodsDb};
use super::options::Options;

/// A unit written into the starting board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitSetup {
    /// Its card.
    pub def: CardId,
    /// Whose (ignored for neutral cards).
    pub owner: u8,
    /// Where.
    pub tile: Tile,
    /// Damage already taken.
    pub damage: u8,
    /// Permanent attack added.
    pub attack_bonus: i8,
    /// Permanent "+X health" added.
    pub health_bonus: i8,
    /// Its arrival index (default: its place in the list, from 1).
    pub arrival: Option<u32>,
    /// Not summoning-exhausted.
    pub ready: bool,
    /// Has moved this turn.
    pub moved: bool,
    /// Has attacked this turn.
    pub attacked: bool,
    /// Its activatable Warcry may be used.
    pub warcry_ready: bool,
    /// Silenced.
    pub silenced: bool,
    /// Keyword bits on top of its card's.
    pub keywords: u16,
    /// Permanent Protection given.
    pub protection: u8,
    /// Stunned until the start of this player's turn.
    pub stunned_until: Option<u8>,
    /// Banished until the start of this player's turn.
    pub banished_until: Option<u8>,
}

/// One player's starting state.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SeatSetup {
    /// The leader card.
    pub leader: CardId,
    /// Top first.
    pub deck: Vec<CardId>,
    /// Left to right, with each card's cost change this turn.
    pub hand: Vec<(CardId, i8)>,
    /// The graveyard.
    pub graveyard: Vec<CardId>,
    /// Removed from the game.
    pub removed: Vec<CardId>,
    /// Mana now.
    pub mana: u8,
    /// Mana at the start of turns.
    pub max_mana: u8,
    /// Fatigue so far.
    pub fatigue: u8,
    /// The leader ability was used this turn.
    pub ability_used: bool,
    /// Damage the stone has taken.
    pub stone_damage: u8,
    /// "+X health" the stone has gained.
    pub stone_bonus: u8,
}

/// How the game starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// A new game: decks shuffled (or as written), opening hands, mulligan, first turn.
    Game {
        /// Who goes first (`None`: drawn with the game's generator).
        first: Option<u8>,
        /// Shuffle the decks first.
        shuffle: bool,
    },
    /// A position in `active`'s main phase of turn `turn`.
    Position {
        /// The turn counter.
        turn: u32,
        /// Whose turn.
        active: u8,
    },
}

/// A whole set-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The rules options.
    pub options: Options,
    /// Players 0 and 1.
    pub players: [SeatSetup; 2],
    /// Units on the board besides the stones.
    pub units: Vec<UnitSetup>,
    /// How it starts.
    pub start: Start,
    /// The decks' names, for screens.
    pub names: [String; 2],
}

impl Setup {
    /// How many card entities the game starts with.
    pub fn card_count(&self) -> usize {
        2 + self.units.len()
            + self
                .players
                .iter()
                .map(|p| p.deck.len() + p.hand.len() + p.graveyard.len() + p.removed.len())
                .sum::<usize>()
    }

    /// A new game between two decks of the database (by id).
    pub fn new_game(db: &GodsDb, decks: [&str; 2], options: Options) -> Result<Setup, String> {
        let seat = |id: &str| -> Result<(SeatSetup, String), String> {
            let deck = db.deck(id).ok_or_else(|| {
                let names: Vec<&str> = db.decks().iter().map(|d| d.id.as_str()).collect();
                format!("unknown deck \"{id}\" (decks: {})", names.join(", "))
            })?;
            Ok((
                SeatSetup {
                    leader: deck.leader,
                    deck: deck.cards.clone(),
                    ..SeatSetup::default()
                },
                deck.name.clone(),
            ))
        };
        let (a, na) = seat(decks[0])?;
        let (b, nb) = seat(decks[1])?;
        Ok(Setup {
            options,
            players: [a, b],
            units: Vec::new(),
            start: Start::Game {
                first: None,
                shuffle: true,
            },
            names: [na, nb],
        })
    }
}
