//! Scenario files, run the same way for every ruleset. A ruleset keeps what is truly its own (its
//! file's fields, its vocabulary of moves and expectations, how it builds a position and checks
//! an expectation) and says which shared step each of its written steps is; the harness here holds
//! the one loop that plays them, with one wording for its failures, and the header check.

mod arbiter;
mod format;
mod harness;
mod header;
mod rules;
mod run;
mod step;

#[cfg(test)]
mod tests;

pub use arbiter::{Arbiter, NO_ANSWER};
pub use format::{Built, ScenarioFormat, ScenarioRun, Script};
pub use harness::{play, play_steps};
pub use header::check_ruleset;
pub use rules::{
    ActionOf, Check, ExpectationOf, MoveOf, ScenarioRules, WrittenMove, WrittenStep, compare,
};
pub use run::{record, run_file};
pub use step::{Step, Unresolved};
