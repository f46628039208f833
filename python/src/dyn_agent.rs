//! A built-in agent of any ruleset behind an object-safe face, `DynAgent`, written once as
//! `AgentOf<R>`: it asks the engine's agent for its answer to a `DynGame` of the same ruleset and
//! gives back the index of that answer in the game's legal list.

use emberdeck::ai::RulesetAgents;
use emberdeck::engine::{BoxAgent, Describe};

use crate::game::{DynGame, GameOf};

/// An agent, as Python sees it.
pub trait DynAgent: Send {
    /// The ruleset whose games it plays.
    fn ruleset(&self) -> &'static str;
    /// Its name as the command line spells it.
    fn name(&self) -> String;
    /// A new game begins with this agent in `seat`; `seed` re-seeds its randomness.
    fn start(&mut self, game_id: u64, seat: u8, seed: u64);
    /// The index, into `game`'s legal actions, of the action it picks.
    fn choose(&mut self, game: &dyn DynGame) -> Result<usize, String>;
    /// `game` is over; `seat` was this agent's.
    fn game_over(&mut self, game: &dyn DynGame, seat: u8) -> Result<(), String>;
}

/// An engine agent of ruleset `R`.
pub struct AgentOf<R: RulesetAgents> {
    /// The engine's agent.
    pub agent: BoxAgent<R>,
}

impl<R: RulesetAgents + Describe> AgentOf<R> {
    /// `game` as a game of `R`, or why it is not one.
    fn game_of<'a>(&self, game: &'a dyn DynGame) -> Result<&'a GameOf<R>, String> {
        game.as_any()
            .downcast_ref::<GameOf<R>>()
            .ok_or_else(|| format!("a {} agent cannot play a {} game", R::NAME, game.ruleset()))
    }
}

impl<R: RulesetAgents + Describe> DynAgent for AgentOf<R> {
    fn ruleset(&self) -> &'static str {
        R::NAME
    }
    fn name(&self) -> String {
        self.agent.name().to_string()
    }
    fn start(&mut self, game_id: u64, seat: u8, seed: u64) {
        self.agent.start(game_id, seat, seed);
    }
    fn choose(&mut self, game: &dyn DynGame) -> Result<usize, String> {
        let game = self.game_of(game)?;
        if game.legal.is_empty() {
            return Err("the game is over: there is nothing to choose".into());
        }
        // `answer`, not `choose`: an agent that is another program may give no answer or an
        // illegal one, which must be an error here rather than an index into nothing.
        let action = self.agent.answer(&game.game, &game.legal)?;
        game.legal
            .iter()
            .position(|legal| *legal == action)
            .ok_or_else(|| {
                format!(
                    "{} answered an action that is not legal: {}",
                    self.agent.name(),
                    R::describe_action(&game.game, &action)
                )
            })
    }
    fn game_over(&mut self, game: &dyn DynGame, seat: u8) -> Result<(), String> {
        let game = self.game_of(game)?;
        self.agent.game_over(&game.game, seat);
        Ok(())
    }
}
