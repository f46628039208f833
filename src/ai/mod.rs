//! Agents that choose among the engine's legal actions, selectable by name: `random` for every
//! ruleset (`make_agent`), and for hearth `greedy`,
//! `search` (optionally `search:iters=N,ms=N,threads=N`), and the app's difficulty levels.
//! The hearth agents reason only on determinized copies, so they never see hidden information.
//! Each ruleset's agents are registered here (`RulesetAgents`: `hearth/agents.rs`,
//! `dopynion/agents.rs`, `one863/agents.rs`, `gods/agents.rs`), and hearth's search hints
//! (`hearth/hints.rs`), which are its agents' code: the rules never depend on `ai/`.

// Unsafe code lives in the engine only (each block with its SAFETY note and a test).
#![forbid(unsafe_code)]

pub mod dopynion;
pub mod external;
pub mod gods;
pub mod hearth;
mod mcts;
pub mod one863;
mod random;
mod ruleset_agents;
pub mod thinking;

pub use mcts::{MctsAgent, MctsSettings};
pub use random::RandomAgent;
pub use ruleset_agents::{RulesetAgents, make_agent};
