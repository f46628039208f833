//! The greedy agent: tries every legal action on an imagined copy of the game (hidden information
//! re-sampled) and takes the one whose resulting position evaluates best, ending the turn when no
//! action improves on standing still.

use super::evaluate::evaluate;
use super::knowledge::Knowledge;
use crate::engine::{Agent, GameRng, Rules};
use crate::rulesets::hearth::{Action, Game};

/// One action at a time, by board evaluation.
pub struct GreedyAgent {
    knowledge: Knowledge,
    rng: GameRng,
}

impl GreedyAgent {
    /// A greedy agent seeded for determinism.
    pub fn new(seed: u64) -> Self {
        Self {
            knowledge: Knowledge::shipped(),
            rng: GameRng::seeded(seed),
        }
    }
}

/// The greedy choice on an already imagined game: the best action by evaluation after it, or
/// ending the turn when nothing beats the current position.
pub fn greedy_choice(imagined: &Game, seat: u8, legal: &[Action]) -> usize {
    let end_turn = legal.iter().position(|a| *a == Action::EndTurn);
    let standing = evaluate(imagined, seat);
    let best = super::knowledge::best_by(imagined, legal, |game, action| {
        if *action == Action::EndTurn {
            return None;
        }
        let mut next = game.fork();
        next.apply(action).ok()?;
        Some(evaluate(&next, seat))
    });
    match (best, end_turn) {
        (Some((i, value)), Some(_)) if value > standing + 0.01 => i,
        (Some((i, _)), None) => i,
        (_, Some(end)) => end,
        (None, None) => 0,
    }
}

impl Agent<Game> for GreedyAgent {
    fn name(&self) -> &str {
        "greedy"
    }

    fn start(&mut self, _game_id: u64, _seat: u8, seed: u64) {
        self.rng = GameRng::seeded(seed);
    }

    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        if let Some(index) = Knowledge::obvious_choice(game, legal) {
            return index;
        }
        let seat = game.to_act();
        let prior = self.knowledge.opponent_prior(game, seat);
        let imagined = game.determinized(seat, prior, self.rng.next_u64());
        greedy_choice(&imagined, seat, legal)
    }
}
