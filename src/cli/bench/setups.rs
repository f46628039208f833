//! Each ruleset's bench set-up (`Bench`): fixed decks and the agents measured, and for hearth its
//! own figures (`hearth.rs`).

use std::sync::Arc;

use super::Bench;
use super::hearth::{random_pool_rate, search_figures};
use crate::engine::RunRequest;
use crate::rulesets::dopynion::Dopynion;
use crate::rulesets::gods::Gods;
use crate::rulesets::hearth::{CardDb, Hearth};
use crate::rulesets::one863::One863;

/// Mage against warrior, random agents; then random decks from the whole pool and the search
/// agent's speed.
impl Bench for Hearth {
    fn bench_request() -> RunRequest {
        RunRequest {
            agents: vec!["random".into(), "random".into()],
            decks: vec!["mage".into(), "warrior".into()],
            ..RunRequest::default()
        }
    }

    fn bench_figures(db: &Arc<CardDb>) -> Vec<String> {
        let mut lines = vec![random_pool_rate()];
        lines.extend(search_figures(db));
        lines
    }
}

/// The big-money mirror for two.
impl Bench for Dopynion {
    fn bench_request() -> RunRequest {
        RunRequest {
            agents: vec!["big-money".into(), "big-money".into()],
            players: Some(2),
            ..RunRequest::default()
        }
    }
}

/// France against Spain, random agents.
impl Bench for One863 {
    fn bench_request() -> RunRequest {
        RunRequest {
            agents: vec!["random".into(), "random".into()],
            decks: vec!["france".into(), "spain".into()],
            ..RunRequest::default()
        }
    }
}

/// Greek against Norse, random agents.
impl Bench for Gods {
    fn bench_request() -> RunRequest {
        RunRequest {
            agents: vec!["random".into(), "random".into()],
            decks: vec!["greek".into(), "norse".into()],
            ..RunRequest::default()
        }
    }
}
