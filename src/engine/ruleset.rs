//! The ruleset contract's core: what a ruleset implements once so that every command, agent and
//! screen can play it. Simulation, arenas, tournaments, benchmarks, scenarios, the terminal table
//! and the generic agents are written once over this trait and the narrower ones beside it
//! (`describe.rs`, `search_hints.rs`, `bot_wire.rs`, `scenario/format.rs`); the core only says how
//! a ruleset's games are set up, played, judged, logged and hidden.

use std::sync::Arc;

use super::describe::Describe;
use super::log::GameLog;
use super::rng::GameRng;
use super::rules::{Agent, Rules};

/// A boxed agent for one ruleset's games, movable to another thread (arenas run games on several
/// threads; the app thinks off the main schedule).
pub type BoxAgent<R> = Box<dyn Agent<<R as Ruleset>::Game> + Send>;

/// How a finished game ended.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The winning seats: one, several on a shared win, none on a draw.
    pub winners: Vec<u8>,
}

impl Outcome {
    /// The share of the win that `seat` takes: 1 for a sole winner, 1/n of a shared win, 0.5 each
    /// on a draw between two, 0 for a loss.
    pub fn share(&self, seat: u8, seats: u8) -> f64 {
        if self.winners.is_empty() {
            1.0 / seats.max(1) as f64
        } else if self.winners.contains(&seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// What a command asks of a ruleset's set-up: the agents in the order given, and the generic and
/// ruleset-specific options of the command line.
#[derive(Debug, Clone, Default)]
pub struct RunRequest {
    /// Agent names in the order given; agent `i` plays seat `(i + game) % seats` of game `game`
    /// when seats rotate.
    pub agents: Vec<String>,
    /// Seats per game, when the ruleset lets the command choose (dopynion: 1 to 4).
    pub players: Option<u8>,
    /// Decks (or teams) per agent, in agent order; missing ones are chosen at random per game.
    pub decks: Vec<String>,
    /// Without decks: give every agent the same randomly chosen deck (arenas compare agents, not
    /// decks).
    pub mirror: bool,
    /// Ruleset-specific options, `key=value` (`--opt kingdom=Smithy,Witch`).
    pub options: Vec<(String, String)>,
    /// Milliseconds an agent that is another program may take per decision.
    pub timeout_ms: u64,
}

impl RunRequest {
    /// The value of ruleset option `key`, if given.
    pub fn option(&self, key: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Refuses options the ruleset does not know, naming them and the ones it knows.
    pub fn only_options(&self, ruleset: &str, known: &[&str]) -> Result<(), String> {
        match self
            .options
            .iter()
            .find(|(k, _)| !known.contains(&k.as_str()))
        {
            None => Ok(()),
            Some((key, _)) => Err(format!(
                "{ruleset} has no option \"{key}\" (it has: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            )),
        }
    }
}

/// A figure a ruleset reports per seat after a game, averaged per agent by `simulate`
/// (dopynion: the score and the turn of the 4th Province).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeatFigure {
    /// What it measures, as the report's column says it.
    pub name: &'static str,
    /// Its value in this game, if it has one (a 4th Province that never came has none).
    pub value: Option<f64>,
}

/// A ruleset's core, implemented once in its own `ruleset.rs`: how its games are set up, played
/// (with `engine::Rules` on its game), judged, logged and hidden. Only what every caller needs is
/// here; describing in words (`Describe`), hints to the generic search (`SearchHints`), the bot
/// protocol (`BotWire`) and scenario files (`ScenarioFormat`) are traits of their own, so a caller
/// asks for exactly what it uses, and agents (`ai::RulesetAgents`) and benchmarks
/// (`cli::bench::Bench`) are registered from the modules that own them, never from the ruleset.
pub trait Ruleset: Sized + Send + Sync + 'static {
    /// The name commands and scenario files use (`--ruleset hearth`, `ruleset: "hearth"`).
    const NAME: &'static str;
    /// One line on what it is, for `emberdeck rulesets`.
    const ABOUT: &'static str;
    /// A game in progress.
    type Game: Rules<Action: Send + Sync + 'static> + Send + Sync + 'static;
    /// Its content: cards, decks and rules files, shipped and from mods.
    type Db: Send + Sync + 'static;
    /// What a run fixes once from the request (decks found, kingdom chosen).
    type Plan: Send + Sync;
    /// What one game is built from.
    type Setup: Clone + Send + Sync;
    /// What its game log holds.
    type Event: std::hash::Hash + std::fmt::Debug;

    /// The shipped content.
    fn content() -> Result<Arc<Self::Db>, String>;
    /// Reads a command's request once per run.
    fn plan(db: &Arc<Self::Db>, request: &RunRequest) -> Result<Self::Plan, String>;
    /// The set-up of game number `index`; `agent_at_seat[s]` is the agent (index into the
    /// request's agents) playing seat `s`; `rng` is the run's own generator for random choices.
    fn setup(
        db: &Arc<Self::Db>,
        plan: &Self::Plan,
        agent_at_seat: &[usize],
        rng: &mut GameRng,
    ) -> Result<Self::Setup, String>;
    /// Seats in games of this plan.
    fn seats(plan: &Self::Plan) -> u8;
    /// A new game, seeded.
    fn new_game(db: &Arc<Self::Db>, setup: &Self::Setup, seed: u64) -> Result<Self::Game, String>;
    /// Sets `game` up anew (a ruleset whose fresh world is costly reuses the old one). The result
    /// must be exactly `new_game`'s.
    fn restart(
        game: &mut Self::Game,
        db: &Arc<Self::Db>,
        setup: &Self::Setup,
        seed: u64,
    ) -> Result<(), String> {
        *game = Self::new_game(db, setup, seed)?;
        Ok(())
    }

    /// The result of a finished game.
    fn outcome(game: &Self::Game) -> Outcome;
    /// How far the game went, in the ruleset's own turns (reports print the mean).
    fn turns(game: &Self::Game) -> u32;
    /// Per-seat figures for reports (none by default).
    fn seat_figures(_game: &Self::Game, _seat: u8) -> Vec<SeatFigure> {
        Vec::new()
    }
    /// `seat` is out of the game: its agent gave no answer or an illegal one (`reason`). The game
    /// must go on without it or end.
    fn forfeit(game: &mut Self::Game, seat: u8, reason: String);
    /// The first broken invariant, if any.
    fn invariants(game: &Self::Game) -> Result<(), String>;
    /// The game's log.
    fn log(game: &Self::Game) -> &GameLog<Self::Event>;
    /// A fingerprint of the log (determinism checks).
    fn log_digest(game: &Self::Game) -> u64 {
        Self::log(game).digest()
    }
    /// How many events the log holds.
    fn log_len(game: &Self::Game) -> usize {
        Self::log(game).len()
    }

    /// A copy of the game in which everything `viewer` cannot see is re-sampled from what it may
    /// know, and the RNG re-seeded: what agents search. It belongs to the core because only the
    /// rules know what is hidden and what may be inferred from public content.
    fn determinize(game: &Self::Game, viewer: u8, seed: u64) -> Self::Game;
}

/// What an agent answered to one decision: an action, or why it gave none.
pub type Answer<R> = Result<<<R as Ruleset>::Game as Rules>::Action, String>;

/// The arbiter's one step: applies `answer` for the seat to act, or forfeits that seat because its
/// answer was an error (late, malformed) or an action the rules reject. Returns the forfeit's
/// reason.
/// The reason names the refused action in words, hence `Describe`.
pub fn submit<R: Describe>(game: &mut R::Game, answer: Answer<R>) -> Option<String> {
    let reason = match answer {
        Ok(action) => match game.apply(&action) {
            Ok(()) => return None,
            Err(why) => format!(
                "illegal action \"{}\": {why}",
                R::describe_action(game, &action)
            ),
        },
        Err(why) => why,
    };
    // A refused action changed nothing: the seat to act is still the one that answered.
    let seat = game.to_act();
    R::forfeit(game, seat, reason.clone());
    Some(reason)
}
