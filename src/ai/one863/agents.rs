//! one863's agents by name (`RulesetAgents` for `One863`): the rule-based coach, `one863-ai`.

use std::sync::Arc;

use super::CoachAgent;
use crate::ai::RulesetAgents;
use crate::engine::{BoxAgent, RunRequest};
use crate::rulesets::one863::{One863, TeamDb};

impl RulesetAgents for One863 {
    fn agent(
        _db: &Arc<TeamDb>,
        name: &str,
        _seed: u64,
        _request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>> {
        (name == CoachAgent::NAME).then(|| Ok(Box::new(CoachAgent) as BoxAgent<Self>))
    }

    fn agent_names() -> Vec<String> {
        vec![CoachAgent::NAME.into()]
    }
}
