//! The gods game the app shows: the leaders and decks picked for both seats, starting a game (the
//! rules game as `ActiveGame<Gods>`, gods-ai in the other seat thinking off the main thread), what
//! the player has picked up on the board, and the rules' reason for a refused click.

use bevy::prelude::*;

use super::replay::Replay;
use crate::ai::gods::GodsAgent;
use crate::ai::thinking::{AiPlayers, AiSeat};
use crate::app::HUMAN;
use crate::app::settings::Settings;
use crate::engine::plugin::{ActionRejected, ActiveGame};
use crate::rulesets::gods::components::{Slot, Tile};
use crate::rulesets::gods::db::CardId;
use crate::rulesets::gods::schema::{CardKind, Pantheon};
use crate::rulesets::gods::setup::{SeatSetup, Setup, Start};
use crate::rulesets::gods::{Game, Gods, GodsDb};

/// The least seconds gods-ai takes over a move at normal speed, so the player sees each one.
const AI_PACE: f32 = 0.6;

/// One seat's choice: a leader and a deck it may lead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// The leader card.
    pub leader: CardId,
    /// The deck's id.
    pub deck: String,
}

/// What the player has picked up, waiting for a second click.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Pick {
    /// Nothing.
    #[default]
    Nothing,
    /// A card in the hand.
    Card(Slot),
    /// A unit card with its tile chosen: its Warcry's target comes next.
    CardAt(Slot, Tile),
    /// One of the player's units.
    Unit(Slot),
    /// A unit's activatable Warcry: its target comes next.
    Warcry(Slot),
    /// The leader ability.
    Leader,
    /// The leader ability moving this unit: the tile comes next.
    LeaderUnit(Slot),
}

/// The next game's set-up, the games played and the player's pending choices.
#[derive(Resource, Debug)]
pub struct GodsMatch {
    /// The player's seat, then gods-ai's.
    pub seats: [Seat; 2],
    /// Games started (seeds the next one).
    pub played: u64,
    /// Why the last click was refused.
    pub refusal: Option<String>,
    /// What is picked up.
    pub pick: Pick,
    /// The opening-hand cards marked for the mulligan.
    pub mulligan: u16,
}

impl Default for GodsMatch {
    fn default() -> Self {
        let db = GodsDb::with_mods();
        let seat = |i: usize| {
            let decks = db.decks();
            let deck = &decks[i % decks.len().max(1)];
            Seat {
                leader: deck.leader,
                deck: deck.id.clone(),
            }
        };
        GodsMatch {
            seats: [seat(0), seat(1)],
            played: 0,
            refusal: None,
            pick: Pick::Nothing,
            mulligan: 0,
        }
    }
}

impl GodsMatch {
    /// Picks the `remembered` seats again (leader by name, deck by id, the player's first) when
    /// every leader is still in `db` and may still lead its deck (so it is a playable leader);
    /// true when it did.
    pub fn recall(&mut self, db: &GodsDb, remembered: &[(String, String)]) -> bool {
        if remembered.len() != self.seats.len() {
            return false;
        }
        let leaders = leaders(db);
        let seats: Option<Vec<Seat>> = remembered
            .iter()
            .map(|(leader_name, deck)| {
                let leader = *leaders
                    .iter()
                    .find(|&&l| db.card(l).def.name == *leader_name)?;
                may_lead(db, leader, deck).then(|| Seat {
                    leader,
                    deck: deck.clone(),
                })
            })
            .collect();
        let Some(seats) = seats else { return false };
        for (slot, seat) in self.seats.iter_mut().zip(seats) {
            *slot = seat;
        }
        true
    }

    /// The seats as the settings keep them: leader names and deck ids.
    pub fn remembered(&self, db: &GodsDb) -> Vec<(String, String)> {
        self.seats
            .iter()
            .map(|s| (db.card(s.leader).def.name.clone(), s.deck.clone()))
            .collect()
    }
}

/// At launch, the leaders and decks of the player's last game are picked again.
pub fn recall_seats(settings: Option<Res<Settings>>, mut chosen: ResMut<GodsMatch>) {
    if let Some(settings) = settings {
        chosen.recall(&GodsDb::with_mods(), &settings.gods_seats);
    }
}

/// A game started is remembered for the next launch (the settings save themselves).
pub fn remember_seats(chosen: Res<GodsMatch>, settings: Option<ResMut<Settings>>) {
    let Some(mut settings) = settings else { return };
    let seats = chosen.remembered(&GodsDb::with_mods());
    if settings.gods_seats != seats {
        settings.gods_seats = seats;
    }
}

/// Every leader of the content.
pub fn leaders(db: &GodsDb) -> Vec<CardId> {
    (0..db.cards().len() as CardId)
        .filter(|c| db.card(*c).def.kind == CardKind::Leader)
        .collect()
}

/// The leaders a player can take into a game: those the content has a deck for (a leader whose
/// pantheon has no cards yet could only lead neutral cards, too few for a 25-card deck).
pub fn playable_leaders(db: &GodsDb) -> Vec<CardId> {
    leaders(db)
        .into_iter()
        .filter(|&leader| decks_for(db, leader).next().is_some())
        .collect()
}

/// The leaders the content names but has no deck for yet.
pub fn waiting_leaders(db: &GodsDb) -> Vec<CardId> {
    leaders(db)
        .into_iter()
        .filter(|&leader| decks_for(db, leader).next().is_none())
        .collect()
}

/// The ids of the decks `leader` may lead, in content order.
pub fn decks_for(db: &GodsDb, leader: CardId) -> impl Iterator<Item = &str> + '_ {
    db.decks()
        .iter()
        .filter(move |d| may_lead(db, leader, &d.id))
        .map(|d| d.id.as_str())
}

/// True when `leader` may lead `deck`: every card is neutral or of the leader's pantheon (G0).
pub fn may_lead(db: &GodsDb, leader: CardId, deck: &str) -> bool {
    let pantheon = db.card(leader).def.pantheon;
    db.deck(deck).is_some_and(|d| {
        d.cards.iter().all(|c| {
            let p = db.card(*c).def.pantheon;
            p == Pantheon::Neutral || p == pantheon
        })
    })
}

/// Starts a game between the two seats.
pub fn start(commands: &mut Commands, chosen: &mut GodsMatch) {
    let db = GodsDb::with_mods();
    let mut players: [SeatSetup; 2] = Default::default();
    let mut names: [String; 2] = Default::default();
    for (i, seat) in chosen.seats.iter().enumerate() {
        let Some(deck) = db.deck(&seat.deck) else {
            chosen.refusal = Some(format!("unknown deck \"{}\"", seat.deck));
            return;
        };
        if !may_lead(&db, seat.leader, &seat.deck) {
            chosen.refusal = Some(format!(
                "{} cannot lead {}",
                db.card(seat.leader).def.name,
                deck.name
            ));
            return;
        }
        players[i] = SeatSetup {
            leader: seat.leader,
            deck: deck.cards.clone(),
            ..SeatSetup::default()
        };
        names[i] = deck.name.clone();
    }
    let setup = Setup {
        options: db.options,
        players,
        units: Vec::new(),
        start: Start::Game {
            first: None,
            shuffle: true,
        },
        names,
    };
    chosen.played += 1;
    let seed =
        crate::app::launch_seed::game_seed(chosen.played).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let game = Game::new(db, &setup, seed);
    commands.insert_resource(Replay::new(&game));
    commands.insert_resource(ActiveGame::<Gods>::new(game));
    commands.insert_resource(AiPlayers::<Gods>(vec![
        AiSeat::new(1 - HUMAN, Box::new(GodsAgent::new(seed ^ 1))).paced(AI_PACE),
    ]));
    chosen.refusal = None;
    chosen.pick = Pick::Nothing;
    chosen.mulligan = 0;
}

/// Shows the rules' reason for a refused click.
pub fn note_rejections(
    mut rejected: MessageReader<ActionRejected<Gods>>,
    mut chosen: ResMut<GodsMatch>,
) {
    for refusal in rejected.read() {
        chosen.refusal = Some(refusal.reason.clone());
    }
}

/// Leaves the game: the AI stops, the game is dropped.
pub fn leave(commands: &mut Commands) {
    commands.remove_resource::<ActiveGame<Gods>>();
    commands.insert_resource(AiPlayers::<Gods>::default());
}
