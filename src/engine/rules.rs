//! The contract every ruleset offers: legal actions come from the engine, any action is validated
//! and rejected with a reason, and agents choose only among legal actions.

use std::fmt;

/// Why an action was refused. The game state is unchanged when this is returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejected(pub String);

impl fmt::Display for Rejected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Rejected {}

/// A turn-based ruleset's game state, seen through the engine's uniform interface.
pub trait Rules: Sized {
    /// One thing a player may do.
    type Action: Clone + fmt::Debug + PartialEq;
    /// Fills `out` with every legal action of the player to act (cleared first).
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);
    /// Every legal action of the player to act.
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }
    /// Validates and resolves `action` completely, or rejects it and changes nothing.
    fn apply(&mut self, action: &Self::Action) -> Result<(), Rejected>;
    /// The seat whose decision it is.
    fn to_act(&self) -> u8;
    /// True once the game has ended.
    fn is_over(&self) -> bool;
    /// A full, independent copy for search.
    fn fork(&self) -> Self;

    /// Runs the turn clock for `milliseconds` of the acting player's thinking time. When their
    /// time runs out the rules act for them (hearth's rope ends the turn) and the action they took
    /// comes back; rulesets without a clock keep this default, where nothing happens.
    fn advance_clock(&mut self, _milliseconds: u32) -> Option<Self::Action> {
        None
    }
}

/// Something that picks one of the legal actions: a built-in agent or another program.
pub trait Agent<R: Rules> {
    /// The agent's name as the command line spells it.
    fn name(&self) -> &str;
    /// A new game begins with this agent in `seat`; `seed` re-seeds any randomness it has, so a
    /// game's play depends only on the game's own seed.
    fn start(&mut self, _game_id: u64, _seat: u8, _seed: u64) {}
    /// Picks an index into `legal` (never empty).
    fn choose(&mut self, game: &R, legal: &[R::Action]) -> usize;
    /// The answer the arbiter submits: by default the chosen legal action. Agents that are other
    /// programs override it: their answer may be late, malformed (an error, which forfeits) or
    /// illegal (rejected by the rules, which forfeits too).
    fn answer(&mut self, game: &R, legal: &[R::Action]) -> Result<R::Action, String> {
        Ok(legal[self.choose(game, legal)].clone())
    }
    /// The game is over; `seat` was this agent's.
    fn game_over(&mut self, _game: &R, _seat: u8) {}
}
