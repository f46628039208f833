//! dopynion's agents by name (`RulesetAgents` for `Dopynion`): the shipped strategies, strategy
//! files and other programs (`BotSpec`), and the plan whose kingdom holds the cards the strategy
//! bots name, which only the agents know.

use std::sync::Arc;
use std::time::Duration;

use super::{BotSpec, Strategy};
use crate::ai::RulesetAgents;
use crate::engine::{BoxAgent, RunRequest};
use crate::rulesets::dopynion::ruleset::DopynionPlan;
use crate::rulesets::dopynion::{CardDb, Dopynion};

impl RulesetAgents for Dopynion {
    fn agent(
        db: &Arc<CardDb>,
        name: &str,
        seed: u64,
        request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>> {
        let timeout = Duration::from_millis(request.timeout_ms.max(1));
        match BotSpec::parse(name, db) {
            Ok(spec) => Some(spec.instantiate(seed, timeout)),
            Err(e)
                if name.ends_with(".ron")
                    || name.starts_with("stdio:")
                    || name.starts_with("http://") =>
            {
                Some(Err(e))
            }
            Err(_) => None,
        }
    }

    fn agent_names() -> Vec<String> {
        let mut names: Vec<String> = Strategy::shipped().iter().map(|s| s.name.clone()).collect();
        names.extend(
            [
                "a strategy .ron file",
                "stdio:COMMAND",
                "http://HOST:PORT/path",
            ]
            .map(String::from),
        );
        names
    }

    /// Without a `kingdom` option, the kingdom holds the cards the request's strategy bots name
    /// (a Smithy bot gets its Smithy), the rest drawn at random.
    fn agents_plan(db: &Arc<CardDb>, request: &RunRequest) -> Result<DopynionPlan, String> {
        Dopynion::plan_wanting(db, request, || {
            BotSpec::kingdom_for(&strategies(db, &request.agents), db)
        })
    }
}

/// The strategy bots among the request's agents (other agents name no cards).
fn strategies(db: &CardDb, agents: &[String]) -> Vec<BotSpec> {
    agents
        .iter()
        .filter_map(|name| BotSpec::parse(name, db).ok())
        .collect()
}
