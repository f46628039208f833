//! The dopynion headless commands: `simulate --ruleset dopynion` (many games between bots, with the
//! 4th-Province statistics) and `tournament` (a round robin with an Elo table). Both set games up
//! the same way: seats rotated, the kingdom fixed by `--kingdom` or completed at random.

pub mod elo;
pub mod simulate;
pub mod tournament;

use std::sync::Arc;
use std::time::Duration;

use crate::ai::dopynion::{BotSpec, DopynionBot};
use crate::rulesets::dopynion::arbiter::{self, Answer, Bot};
use crate::rulesets::dopynion::{Card, CardDb, Game, Setup};

/// How the kingdom of each game is chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KingdomChoice {
    /// Entirely at random.
    Random,
    /// These cards, the rest at random.
    Fixed(Vec<Card>),
}

impl KingdomChoice {
    /// Reads `--kingdom`: `random`, or card names separated by commas. Without the option, the
    /// kingdom holds the cards the bots' strategies name (a Smithy bot gets its Smithy) and the
    /// rest is drawn at random.
    pub fn parse(text: Option<&str>, db: &CardDb, bots: &[BotSpec]) -> Result<Self, String> {
        match text {
            Some("random") => Ok(KingdomChoice::Random),
            Some(list) => list
                .split(',')
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(|n| {
                    db.card_loose(n)
                        .ok_or_else(|| format!("unknown card \"{n}\""))
                })
                .collect::<Result<_, _>>()
                .map(KingdomChoice::Fixed),
            None => Ok(KingdomChoice::Fixed(BotSpec::kingdom_for(bots, db))),
        }
    }

    /// The fixed part.
    pub fn fixed(&self) -> Vec<Card> {
        match self {
            KingdomChoice::Random => Vec::new(),
            KingdomChoice::Fixed(cards) => cards.clone(),
        }
    }

    /// How it reads in a report.
    pub fn describe(&self, db: &CardDb) -> String {
        match self {
            KingdomChoice::Random => "random".into(),
            KingdomChoice::Fixed(cards) if cards.is_empty() => "random".into(),
            KingdomChoice::Fixed(cards) => {
                let names: Vec<&str> = cards.iter().map(|c| db.name(*c)).collect();
                format!("{} + random", names.join(", "))
            }
        }
    }
}

/// One finished game, seat by seat.
#[derive(Debug, Clone)]
pub struct Played {
    /// Each seat's points.
    pub scores: Vec<i32>,
    /// The winning seats.
    pub winners: Vec<u8>,
    /// Each seat's turn of its 4th ending-pile (Province) gain.
    pub fourth_turns: Vec<Option<u16>>,
    /// Each seat's elimination reason.
    pub eliminated: Vec<Option<String>>,
    /// The log's fingerprint.
    pub digest: u64,
    /// Decisions taken.
    pub decisions: usize,
}

/// Plays one game: `seats[seat]` plays `seat`. With `check`, verifies invariants after every action
/// and replays the recorded answers, which must give the same log. `reuse` keeps a game whose
/// world the next call sets up again instead of building a new one.
pub fn play_game(
    db: &Arc<CardDb>,
    seats: &mut [&mut dyn Bot],
    setup: &Setup,
    game_id: u64,
    check: bool,
    reuse: &mut Option<Game>,
) -> Result<Played, String> {
    let game = match reuse {
        Some(game) => {
            game.restart(setup)?;
            game
        }
        None => reuse.insert(Game::new(db.clone(), setup)?),
    };
    let mut answers: Vec<Answer> = Vec::new();
    let record = check.then_some(&mut answers);
    let decisions = arbiter::play_out(game, game_id, seats, check, record)
        .map_err(|e| format!("game {game_id} (seed {}): {e}", setup.seed))?;
    let digest = game.log().digest();
    if check {
        let mut again = Game::new(db.clone(), setup)?;
        arbiter::replay(&mut again, &answers)?;
        if again.log().digest() != digest {
            return Err(format!(
                "game {game_id} (seed {}): the replay's log differs",
                setup.seed
            ));
        }
    }
    let outcome = game.outcome();
    let seats = 0..game.player_count();
    Ok(Played {
        scores: outcome.scores,
        winners: outcome.winners,
        fourth_turns: seats
            .clone()
            .map(|p| game.seat(p).fourth_ending_turn)
            .collect(),
        eliminated: seats.map(|p| game.seat(p).eliminated.clone()).collect(),
        digest,
        decisions,
    })
}

/// The bots of a run in seat order for game `index`: the seats rotate so every bot plays every seat
/// equally often.
pub fn rotated(bots: &mut [DopynionBot], index: usize) -> Vec<&mut dyn Bot> {
    let turn = index % bots.len().max(1);
    let (before, after) = bots.split_at_mut(turn);
    after
        .iter_mut()
        .chain(before.iter_mut())
        .map(|b| &mut **b as &mut dyn Bot)
        .collect()
}

/// Reads a bot list shared by the commands.
pub fn parse_bots(list: &str, db: &CardDb) -> Result<Vec<BotSpec>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| BotSpec::parse(s, db))
        .collect()
}

/// The per-decision limit for external bots.
pub fn timeout(ms: u64) -> Duration {
    Duration::from_millis(ms.max(1))
}

/// The median of sorted values.
pub fn median(sorted: &[u16]) -> Option<f64> {
    match sorted.len() {
        0 => None,
        n if n % 2 == 1 => Some(sorted[n / 2] as f64),
        n => Some((sorted[n / 2 - 1] as f64 + sorted[n / 2] as f64) / 2.0),
    }
}
