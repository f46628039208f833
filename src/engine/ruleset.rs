//! The ruleset contract: what a ruleset implements once so that every command, agent and screen can
//! play it. Simulation, arenas, tournaments, benchmarks, scenarios, the terminal table and the
//! generic agents are written once over this trait; a ruleset only says how its games are set up,
//! played, judged, hidden and described.

use std::sync::Arc;

use super::log::GameLog;
use super::rng::GameRng;
use super::rules::{Agent, Rules};
use crate::cards::{LoadError, SourceFile};

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

/// One scenario run: its name, whether its expectations held, and its game log in words (shown
/// for failures with `scenario --log`).
#[derive(Debug, Clone)]
pub struct ScenarioRun {
    /// The scenario's name.
    pub name: String,
    /// Ok, or which expectation failed.
    pub result: Result<(), String>,
    /// The game's log, one event per line.
    pub log: Vec<String>,
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

/// A ruleset, implemented once; everything generic is written on top of it.
pub trait Ruleset: Sized + Send + Sync + 'static {
    /// The name commands and scenario files use (`--ruleset hearth`, `ruleset: "hearth"`).
    const NAME: &'static str;
    /// One line on what it is, for `emberdeck rulesets`.
    const ABOUT: &'static str;
    /// The generic search's settings for this ruleset before the agent name's own
    /// (`mcts:iters=N,...` overrides them key by key): what was measured best here.
    const SEARCH_DEFAULTS: &'static str = "";
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
    /// One log event in words as `viewer` may read it; `None` for bookkeeping nobody reads.
    fn describe_event(game: &Self::Game, event: &Self::Event, viewer: u8) -> Option<String>;
    /// Log events from `from` on, in words, as `viewer` may read them.
    fn describe_log(game: &Self::Game, from: usize, viewer: u8) -> Vec<String> {
        Self::log(game)
            .since(from)
            .iter()
            .filter_map(|event| Self::describe_event(game, event, viewer))
            .collect()
    }
    /// An action in words.
    fn describe_action(game: &Self::Game, action: &<Self::Game as Rules>::Action) -> String;
    /// The table as `viewer` sees it, in words (hidden cards hidden).
    fn describe_view(game: &Self::Game, viewer: u8) -> String;

    /// A copy of the game in which everything `viewer` cannot see is re-sampled from what it may
    /// know, and the RNG re-seeded: what agents search.
    fn determinize(game: &Self::Game, viewer: u8, seed: u64) -> Self::Game;
    /// How good the position is for `seat`, in [-1, 1] (1: won).
    fn evaluate(game: &Self::Game, seat: u8) -> f32;
    /// A decision the ruleset settles without searching (an opening-hand rule, a single legal
    /// move): search agents take it as it is, since a short look ahead cannot judge it.
    fn settled_choice(
        _game: &Self::Game,
        legal: &[<Self::Game as Rules>::Action],
    ) -> Option<usize> {
        (legal.len() == 1).then_some(0)
    }
    /// The move a search playout makes: an index into `legal` (never empty). Uniformly random
    /// unless the ruleset knows a cheap better policy.
    fn playout_choice(
        _game: &Self::Game,
        legal: &[<Self::Game as Rules>::Action],
        rng: &mut GameRng,
    ) -> usize {
        rng.below(legal.len())
    }

    /// Whether a search may leave `action` untried because another legal action does nearly the
    /// same (hearth: a minion played at any slot but the right end), so its budget goes to the
    /// distinct choices. Never true of every legal action.
    fn search_skips(_game: &Self::Game, _action: &<Self::Game as Rules>::Action) -> bool {
        false
    }
    /// The move of a stronger, costlier playout policy, if the ruleset has one (hearth: each action
    /// tried on a copy and the best position taken, ending the turn when nothing improves it).
    /// The generic search spends it where a cheap playout misleads most: the opponents' reply to
    /// the searcher's turn. `None`: the playout policy plays on, as without one.
    fn reply_choice(_game: &Self::Game, _legal: &[<Self::Game as Rules>::Action]) -> Option<usize> {
        None
    }

    /// The ruleset's own agents by name (`None`: not one of its names); `random` and the generic
    /// search are provided for every ruleset.
    fn agent(
        db: &Arc<Self::Db>,
        name: &str,
        seed: u64,
        request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>>;
    /// The names `agent` knows, for error messages.
    fn agent_names() -> Vec<String>;

    /// What `seat` may see, as the JSON the bot protocol sends to programs.
    fn wire_view(game: &Self::Game, seat: u8) -> serde_json::Value;
    /// An action as the bot protocol's JSON.
    fn wire_action(game: &Self::Game, action: &<Self::Game as Rules>::Action) -> serde_json::Value;
    /// The action a program's JSON reply names, or why it names none.
    fn wire_parse(
        game: &Self::Game,
        reply: &serde_json::Value,
    ) -> Result<<Self::Game as Rules>::Action, String>;
    /// The ruleset's own fields of the game-over message (dopynion: scores).
    fn wire_result(_game: &Self::Game, _seat: u8) -> serde_json::Map<String, serde_json::Value> {
        serde_json::Map::new()
    }

    /// The request `emberdeck bench` plays: fixed decks, the agents it measures.
    fn bench_request() -> RunRequest;
    /// More benchmark lines the ruleset measures itself (its search agent's speed, say).
    fn bench_figures(_db: &Arc<Self::Db>) -> Vec<String> {
        Vec::new()
    }

    /// Parses (file:line:column errors), builds, runs and checks one scenario file.
    fn run_scenario(db: &Arc<Self::Db>, file: &SourceFile) -> Result<ScenarioRun, LoadError>;
}

/// What an agent answered to one decision: an action, or why it gave none.
pub type Answer<R> = Result<<<R as Ruleset>::Game as Rules>::Action, String>;

/// The arbiter's one step: applies `answer` for the seat to act, or forfeits that seat because its
/// answer was an error (late, malformed) or an action the rules reject. Returns the forfeit's
/// reason.
pub fn submit<R: Ruleset>(game: &mut R::Game, answer: Answer<R>) -> Option<String> {
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
