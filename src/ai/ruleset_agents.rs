//! Agents by name for any ruleset: `RulesetAgents`, which each ruleset implements in `ai/` (its
//! own agents live here, and the rules never depend on them), and `make_agent`, which adds the
//! agents every ruleset has (`random`, the generic search `mcts`, and other programs over the bot
//! protocol).

use std::sync::Arc;

use super::external;
use super::mcts::{MctsAgent, MctsSettings};
use super::random::RandomAgent;
use crate::engine::{BotWire, BoxAgent, RunRequest, SearchHints};

/// A ruleset's own agents, registered from `ai/`. Its supertraits are what `make_agent`'s agents
/// for every ruleset need: the search hints for `mcts`, the bot protocol for `stdio:`/`http://`.
pub trait RulesetAgents: SearchHints + BotWire {
    /// The ruleset's own agents by name (`None`: not one of its names); `random` and the generic
    /// search are provided for every ruleset by `make_agent`.
    fn agent(
        db: &Arc<Self::Db>,
        name: &str,
        seed: u64,
        request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>>;
    /// The names `agent` knows, for error messages.
    fn agent_names() -> Vec<String>;
    /// The run's plan as the request's agents need it. The core `Ruleset::plan` knows nothing
    /// of agents; a ruleset whose set-up depends on what its agents play overrides this
    /// (dopynion: the kingdom holds the cards the strategy bots name). Commands plan through it.
    fn agents_plan(db: &Arc<Self::Db>, request: &RunRequest) -> Result<Self::Plan, String> {
        Self::plan(db, request)
    }
}

/// Builds an agent for ruleset `R` by its command-line name: the ruleset's own agents first, then
/// the ones every ruleset has: `random`, `mcts[:iters=N,ms=N,threads=N,c=X,horizon=N,reply=N,finish=0|1,batch=N,prune=0|1,widen=X,reuse=0|1]` (on top of the
/// ruleset's `SEARCH_DEFAULTS`), and
/// other programs (`stdio:COMMAND`, `http://HOST:PORT/path`).
pub fn make_agent<R: RulesetAgents>(
    db: &Arc<R::Db>,
    name: &str,
    seed: u64,
    request: &RunRequest,
) -> Result<BoxAgent<R>, String> {
    if let Some(agent) = R::agent(db, name, seed, request) {
        return agent;
    }
    let timeout = std::time::Duration::from_millis(request.timeout_ms.max(1));
    if let Some(command) = name.strip_prefix("stdio:") {
        return Ok(Box::new(external::StdioAgent::<R>::new(command, timeout)));
    }
    if name.starts_with("http://") {
        return Ok(Box::new(external::HttpAgent::<R>::new(name, timeout)?));
    }
    let (base, settings) = name.split_once(':').unwrap_or((name, ""));
    match base {
        "random" => Ok(Box::new(RandomAgent::new(seed))),
        "mcts" => Ok(Box::new(MctsAgent::<R>::new(
            seed,
            MctsSettings::for_ruleset::<R>(settings)?,
        ))),
        other => {
            let mut names = vec![
                "random".to_string(),
                "mcts".to_string(),
                "stdio:COMMAND".to_string(),
                "http://HOST:PORT/path".to_string(),
            ];
            names.extend(R::agent_names());
            Err(format!(
                "unknown {} agent \"{other}\" (available: {})",
                R::NAME,
                names.join(", ")
            ))
        }
    }
}
