//! gods' agents by name (`RulesetAgents` for `Gods`): `gods-ai`, and `search`, the generic
//! information-set tree search under the name the other rulesets give their search agent.

use std::sync::Arc;

use super::GodsAgent;
use crate::ai::{MctsAgent, MctsSettings, RulesetAgents};
use crate::engine::{BoxAgent, RunRequest};
use crate::rulesets::gods::{Gods, GodsDb};

impl RulesetAgents for Gods {
    fn agent(
        _db: &Arc<GodsDb>,
        name: &str,
        seed: u64,
        _request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>> {
        if name == GodsAgent::NAME {
            return Some(Ok(Box::new(GodsAgent::new(seed))));
        }
        // `search` is the generic information-set tree search (`mcts`) under the name the other
        // rulesets give their search agent.
        let settings = name.strip_prefix("search")?;
        let settings = match settings.strip_prefix(':') {
            Some(rest) => rest,
            None if settings.is_empty() => "",
            None => return None,
        };
        Some(
            MctsSettings::for_ruleset::<Self>(settings)
                .map(|s| Box::new(MctsAgent::<Self>::new(seed, s)) as BoxAgent<Self>),
        )
    }

    fn agent_names() -> Vec<String> {
        vec![GodsAgent::NAME.into(), "search".into()]
    }
}
