//! The rulesets the package plays, and the one object-safe face through which Python reaches them:
//! `PyRuleset`, written once for every ruleset as `Entry<R>` (as `cli::registry` does for the
//! commands), so the Python functions pick a ruleset by name and no code is repeated per ruleset.
//! Adding a ruleset is one line in `ALL` (and its deck list in `decks.rs`).

use std::marker::PhantomData;
use std::sync::{Arc, OnceLock};

use emberdeck::ai::{RulesetAgents, make_agent};
use emberdeck::engine::{Describe, GameRng, RunRequest, Tensors};
use emberdeck::rulesets::dopynion::Dopynion;
use emberdeck::rulesets::gods::Gods;
use emberdeck::rulesets::hearth::Hearth;
use emberdeck::rulesets::one863::One863;

use crate::deck_names::DeckNames;
use crate::dyn_agent::{AgentOf, DynAgent};
use crate::game::{DynGame, GameOf};
use crate::native::{self, ArenaGame, Rate};
use crate::seeds::{SIMULATE_SETUP_SALT, game_seed};
use crate::self_play::{self, SelfPlay};
use crate::spec::{AGENT_TIMEOUT_MS, GameSpec};
use crate::vec_games::{DynVecGames, VecOf};

/// What the package needs of a ruleset: the core and its words, its agents, its tensors, its deck
/// list.
pub trait Playable: RulesetAgents + Describe + Tensors + DeckNames {}

impl<R: RulesetAgents + Describe + Tensors + DeckNames> Playable for R {}

/// A ruleset as Python sees it.
pub trait PyRuleset: Sync {
    /// Its name.
    fn name(&self) -> &'static str;
    /// One line on what it is.
    fn about(&self) -> &'static str;
    /// Deck (or team) names its games take.
    fn decks(&self) -> Result<Vec<String>, String>;
    /// Agent names `agent` takes (besides `mcts:SETTINGS` and other programs).
    fn agent_names(&self) -> Vec<String>;
    /// A new game set up as `spec` says, seeded.
    fn new_game(&self, spec: &GameSpec, seed: u64) -> Result<Box<dyn DynGame>, String>;
    /// A built-in agent by its command-line name, seeded.
    fn agent(&self, name: &str, seed: u64) -> Result<Box<dyn DynAgent>, String>;
    /// Random play in Rust for about `seconds` (with `tensors`, writing every decision's
    /// observation and mask too).
    fn random_games(
        &self,
        spec: &GameSpec,
        seconds: f64,
        seed: u64,
        tensors: bool,
    ) -> Result<Rate, String>;
    /// Games `first..first + count` of an arena run.
    fn arena_games(
        &self,
        agents: &[String],
        spec: &GameSpec,
        seed: u64,
        first: usize,
        count: usize,
    ) -> Result<Vec<ArenaGame>, String>;
    /// The observation's length and the number of action slots.
    fn spaces(&self) -> (usize, usize);
    /// A short name for action slot `slot` (below the number of slots).
    fn slot_name(&self, slot: usize) -> String;
    /// `n` games stepped together, seeded, on up to `threads` threads.
    fn vec_games(
        &self,
        spec: &GameSpec,
        n: usize,
        seed: u64,
        threads: usize,
    ) -> Result<Box<dyn DynVecGames>, String>;
    /// Games `first..first + count` of a self-play run of `agent`.
    fn self_play(
        &self,
        agent: &str,
        spec: &GameSpec,
        seed: u64,
        first: usize,
        count: usize,
    ) -> Result<SelfPlay, String>;
}

/// Ruleset `R` behind `PyRuleset`, with its content loaded once (on first use) and shared by every
/// game, agent and batch.
pub struct Entry<R: Playable> {
    db: OnceLock<Result<Arc<R::Db>, String>>,
    ruleset: PhantomData<fn() -> R>,
}

impl<R: Playable> Entry<R> {
    /// An entry whose content is not loaded yet.
    pub const fn new() -> Self {
        Self {
            db: OnceLock::new(),
            ruleset: PhantomData,
        }
    }

    /// The ruleset's content (loaded on the first call).
    pub fn db(&self) -> Result<Arc<R::Db>, String> {
        self.db.get_or_init(R::content).clone()
    }
}

impl<R: Playable> Default for Entry<R> {
    fn default() -> Self {
        Self::new()
    }
}

/// The seats `0..seats` played by agents `0..seats`, in order: a game Python plays has no
/// rotation.
fn in_order(seats: u8) -> Vec<usize> {
    (0..seats as usize).collect()
}

impl<R: Playable> PyRuleset for Entry<R> {
    fn name(&self) -> &'static str {
        R::NAME
    }
    fn about(&self) -> &'static str {
        R::ABOUT
    }
    fn decks(&self) -> Result<Vec<String>, String> {
        Ok(R::deck_names(self.db()?.as_ref()))
    }
    fn agent_names(&self) -> Vec<String> {
        let mut names = vec!["random".to_string(), "mcts".to_string()];
        // Placeholders such as "stdio:COMMAND" or "a strategy .ron file" describe a kind of
        // name, not a name: they are left out.
        names.extend(
            R::agent_names()
                .into_iter()
                .filter(|name| !name.contains(':') && !name.contains(char::is_whitespace)),
        );
        names
    }
    fn new_game(&self, spec: &GameSpec, seed: u64) -> Result<Box<dyn DynGame>, String> {
        let db = self.db()?;
        let plan = R::plan(&db, &spec.request(Vec::new()))?;
        let seats = R::seats(&plan);
        if spec.decks.len() > seats as usize {
            return Err(format!(
                "{} decks for {seats} seats: give at most one per seat",
                spec.decks.len()
            ));
        }
        // As `emberdeck simulate --seed S` sets up and seeds its first game.
        let mut setup_rng = GameRng::seeded(seed ^ SIMULATE_SETUP_SALT);
        let setup = R::setup(&db, &plan, &in_order(seats), &mut setup_rng)?;
        let game = R::new_game(&db, &setup, game_seed(seed, 0))?;
        Ok(Box::new(GameOf::<R>::new(game, seats, seed)))
    }
    fn agent(&self, name: &str, seed: u64) -> Result<Box<dyn DynAgent>, String> {
        let db = self.db()?;
        let request = RunRequest {
            agents: vec![name.to_string()],
            timeout_ms: AGENT_TIMEOUT_MS,
            ..RunRequest::default()
        };
        let agent = make_agent::<R>(&db, name, seed, &request)?;
        Ok(Box::new(AgentOf::<R> { agent }))
    }
    fn random_games(
        &self,
        spec: &GameSpec,
        seconds: f64,
        seed: u64,
        tensors: bool,
    ) -> Result<Rate, String> {
        native::random_games::<R>(&self.db()?, spec, seconds, seed, tensors)
    }
    fn arena_games(
        &self,
        agents: &[String],
        spec: &GameSpec,
        seed: u64,
        first: usize,
        count: usize,
    ) -> Result<Vec<ArenaGame>, String> {
        native::arena_games::<R>(&self.db()?, agents, spec, seed, first, count)
    }
    fn spaces(&self) -> (usize, usize) {
        (R::OBSERVATION_LEN, R::ACTION_SLOTS)
    }
    fn slot_name(&self, slot: usize) -> String {
        R::slot_name(slot)
    }
    fn vec_games(
        &self,
        spec: &GameSpec,
        n: usize,
        seed: u64,
        threads: usize,
    ) -> Result<Box<dyn DynVecGames>, String> {
        Ok(Box::new(VecOf::<R>::new(
            self.db()?,
            spec,
            n,
            seed,
            threads,
        )?))
    }
    fn self_play(
        &self,
        agent: &str,
        spec: &GameSpec,
        seed: u64,
        first: usize,
        count: usize,
    ) -> Result<SelfPlay, String> {
        self_play::self_play::<R>(&self.db()?, agent, spec, seed, first, count)
    }
}

static HEARTH: Entry<Hearth> = Entry::new();
static DOPYNION: Entry<Dopynion> = Entry::new();
static ONE863: Entry<One863> = Entry::new();
static GODS: Entry<Gods> = Entry::new();

/// Every ruleset, in the order `emberdeck rulesets` lists them.
pub static ALL: &[&dyn PyRuleset] = &[&HEARTH, &DOPYNION, &ONE863, &GODS];

/// The ruleset called `name`, or an error listing the ones there are.
pub fn find(name: &str) -> Result<&'static dyn PyRuleset, String> {
    ALL.iter()
        .copied()
        .find(|ruleset| ruleset.name() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = ALL.iter().map(|r| r.name()).collect();
            format!(
                "unknown ruleset \"{name}\" (available: {})",
                names.join(", ")
            )
        })
}
