//! Whole games between agents, headless: the loop behind `simulate`, `bench` and the property tests.

use std::sync::Arc;

use crate::ai::HearthAgent;
use crate::engine::Rules;
use crate::rulesets::hearth::{Action, CardDb, Game, Loadout, StartOptions, invariants};

/// A safety cap: a hearth game that takes more decisions than this is reported, not looped forever.
pub const MAX_DECISIONS: usize = 20_000;

/// A simulated game: shuffled decks, the first player chosen by the game's own RNG.
pub fn new_game(db: &Arc<CardDb>, loadouts: [Loadout; 2], seed: u64) -> Game {
    let options = StartOptions {
        seed,
        first: None,
        shuffle: true,
    };
    Game::new(db.clone(), loadouts, options)
}

/// What one finished game looked like.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The winner (None: draw).
    pub winner: Option<u8>,
    /// The turn counter at the end.
    pub turns: u16,
    /// Every action taken, in order.
    pub actions: Vec<Action>,
    /// The log's fingerprint.
    pub log_digest: u64,
}

/// Plays one hearth game to the end. With `check`, verifies invariants after every action and
/// returns the first violation as an error.
pub fn play_hearth(
    db: &Arc<CardDb>,
    loadouts: [Loadout; 2],
    seed: u64,
    agents: &mut [HearthAgent; 2],
    check: bool,
) -> Result<GameRecord, String> {
    let mut game = new_game(db, loadouts, seed);
    let mut legal = Vec::with_capacity(64);
    let mut actions = Vec::new();
    while !game.is_over() {
        if actions.len() >= MAX_DECISIONS {
            return Err(format!(
                "seed {seed}: no result after {MAX_DECISIONS} decisions"
            ));
        }
        game.legal_actions_into(&mut legal);
        if legal.is_empty() {
            return Err(format!(
                "seed {seed}: no legal action at turn {}",
                game.turn()
            ));
        }
        let seat = game.to_act() as usize;
        let pick = agents[seat].choose(&game, &legal);
        let action = legal[pick];
        game.apply(&action)
            .map_err(|r| format!("seed {seed}: a listed legal action was rejected: {r}"))?;
        actions.push(action);
        if check {
            invariants::check(&game).map_err(|e| format!("seed {seed}, after {action:?}: {e}"))?;
        }
    }
    Ok(GameRecord {
        winner: game.winner(),
        turns: game.turn(),
        actions,
        log_digest: game.log().digest(),
    })
}

/// Replays recorded actions from the same seed and returns the log's fingerprint.
pub fn replay_hearth(
    db: &Arc<CardDb>,
    loadouts: [Loadout; 2],
    seed: u64,
    actions: &[Action],
) -> Result<u64, String> {
    let mut game = new_game(db, loadouts, seed);
    for action in actions {
        game.apply(action)
            .map_err(|r| format!("replay rejected {action:?}: {r}"))?;
    }
    Ok(game.log().digest())
}
