//! hearth's agents by name (`RulesetAgents` for `Hearth`): `greedy`, `search` and the app's
//! difficulty levels, built by `agent_by_name`.

use std::sync::Arc;

use super::agent_by_name;
use crate::ai::RulesetAgents;
use crate::engine::{BoxAgent, RunRequest};
use crate::rulesets::hearth::{CardDb, Hearth};

/// hearth's own agent names (`random` is every ruleset's).
const NAMES: [&str; 5] = ["greedy", "search", "easy", "normal", "hard"];

impl RulesetAgents for Hearth {
    fn agent(
        _db: &Arc<CardDb>,
        name: &str,
        seed: u64,
        _request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>> {
        let base = name.split_once(':').map_or(name, |(base, _)| base);
        if !NAMES.contains(&base) {
            return None;
        }
        Some(agent_by_name(name, seed).map(|agent| agent as BoxAgent<Self>))
    }

    fn agent_names() -> Vec<String> {
        NAMES.map(String::from).to_vec()
    }
}
