//! The dopynion bots, selectable by name: `random`, the shipped buy-rule strategies
//! (`big-money`, `big-money-ultimate`, `smithy-big-money`, `village-smithy`, `witch`,
//! `lab-market`), a strategy file (`path/to/bot.ron`), or another program (`stdio:COMMAND`,
//! `http://HOST:PORT/path`).

mod agents;
mod choices;
mod strategy;

pub use strategy::{Strategy, StrategyBot};

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crate::ai::RandomAgent;
use crate::ai::external::{HttpAgent, StdioAgent};
use crate::cards::files_under;
use crate::engine::BoxAgent;
use crate::rulesets::dopynion::{Card, CardDb, Dopynion};

/// A boxed bot that can move to another thread.
pub type DopynionBot = BoxAgent<Dopynion>;

/// How long an external bot may think per decision, unless told otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(2);

/// A bot spec resolved once (strategy files read, names checked), then instantiated per seat.
#[derive(Debug, Clone)]
pub enum BotSpec {
    /// Uniformly random.
    Random,
    /// A buy-rule strategy.
    Strategy(Arc<Strategy>),
    /// A program on stdin/stdout.
    Stdio(String),
    /// An HTTP endpoint.
    Http(String),
}

impl BotSpec {
    /// Reads a command-line bot name.
    pub fn parse(spec: &str, db: &CardDb) -> Result<BotSpec, String> {
        if spec == "random" {
            return Ok(BotSpec::Random);
        }
        if let Some(command) = spec.strip_prefix("stdio:") {
            return Ok(BotSpec::Stdio(command.to_string()));
        }
        if spec.starts_with("http://") {
            return Ok(BotSpec::Http(spec.to_string()));
        }
        if spec.ends_with(".ron") {
            let files = files_under(Path::new(spec)).map_err(|e| format!("{spec}: {e}"))?;
            let file = files
                .first()
                .ok_or_else(|| format!("{spec}: not a .ron file"))?;
            let strategy = Strategy::load(file, db).map_err(|e| e.to_string())?;
            return Ok(BotSpec::Strategy(Arc::new(strategy)));
        }
        Strategy::shipped()
            .iter()
            .find(|s| s.name == spec)
            .map(|s| BotSpec::Strategy(Arc::new(s.clone())))
            .ok_or_else(|| {
                let names: Vec<&str> = Strategy::shipped()
                    .iter()
                    .map(|s| s.name.as_str())
                    .collect();
                format!(
                    "unknown bot \"{spec}\" (available: random, {}, a strategy .ron file, \
                     stdio:COMMAND, http://HOST:PORT/path)",
                    names.join(", ")
                )
            })
    }

    /// The bot's name for tables.
    pub fn name(&self) -> String {
        match self {
            BotSpec::Random => "random".into(),
            BotSpec::Strategy(s) => s.name.clone(),
            BotSpec::Stdio(command) => format!("stdio:{command}"),
            BotSpec::Http(url) => url.clone(),
        }
    }

    /// The kingdom cards this bot's strategy names.
    pub fn wanted_cards(&self) -> Vec<Card> {
        match self {
            BotSpec::Strategy(s) => s.cards().collect(),
            _ => Vec::new(),
        }
    }

    /// The kingdom cards `bots`' strategies name, each once, at most the rules' pile count: what
    /// the arbiter fixes so a Smithy bot has its Smithy (the rest of the kingdom is random).
    pub fn kingdom_for(bots: &[BotSpec], db: &CardDb) -> Vec<Card> {
        let candidates = &db.rules().kingdom_candidates;
        let mut cards: Vec<Card> = Vec::new();
        for card in bots.iter().flat_map(BotSpec::wanted_cards) {
            if candidates.contains(&card) && !cards.contains(&card) {
                cards.push(card);
            }
        }
        cards.truncate(db.rules().kingdom_piles as usize);
        cards
    }

    /// A bot for one seat; `seed` drives a random bot.
    pub fn instantiate(&self, seed: u64, timeout: Duration) -> Result<DopynionBot, String> {
        Ok(match self {
            BotSpec::Random => Box::new(RandomAgent::new(seed)),
            BotSpec::Strategy(s) => Box::new(StrategyBot::new(s.clone())),
            BotSpec::Stdio(command) => Box::new(StdioAgent::<Dopynion>::new(command, timeout)),
            BotSpec::Http(url) => Box::new(HttpAgent::<Dopynion>::new(url, timeout)?),
        })
    }
}
