//! Python's `Agent`: a built-in agent of one ruleset (random, mcts, the ruleset's own), made by
//! `emberdeck.agent`. It chooses with the GIL released, so a search agent's thinking does not stop
//! the other Python threads.

use std::sync::{Mutex, MutexGuard};

use pyo3::prelude::*;

use crate::dyn_agent::DynAgent;
use crate::guard::{guard, or_value_error};
use crate::py_game::PyGame;
use crate::spec;

/// A built-in agent.
#[pyclass(module = "emberdeck._emberdeck", name = "Agent")]
pub struct PyAgent {
    /// The agent; a mutex because an engine agent may be moved between threads but not shared.
    inner: Mutex<Box<dyn DynAgent>>,
}

impl PyAgent {
    /// Wraps an agent for Python.
    pub fn new(agent: Box<dyn DynAgent>) -> Self {
        Self {
            inner: Mutex::new(agent),
        }
    }

    /// The agent (after a caught panic the mutex is poisoned; the agent is still usable).
    fn agent(&self) -> MutexGuard<'_, Box<dyn DynAgent>> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[pymethods]
impl PyAgent {
    /// The index, into `game.legal_actions()`, of the action this agent picks for the seat to act.
    fn choose(&self, py: Python<'_>, game: PyRef<'_, PyGame>) -> PyResult<usize> {
        guard("choose", || {
            let mut agent = self.agent();
            let agent: &mut dyn DynAgent = &mut **agent;
            let game = &*game.inner;
            or_value_error(py.detach(|| agent.choose(game)))
        })
    }

    /// A new game begins with this agent in `seat`; `seed` re-seeds its randomness (the arbiter
    /// of `emberdeck simulate` does this before every game).
    #[pyo3(signature = (seat, seed, game_id=None))]
    fn start(
        &self,
        seat: &Bound<'_, PyAny>,
        seed: &Bound<'_, PyAny>,
        game_id: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        guard("start", || {
            let game_id = match game_id {
                Some(id) if !id.is_none() => spec::seed(id, "game_id")?,
                _ => 0,
            };
            let seat = spec::index(seat, usize::from(u8::MAX), "seat")? as u8;
            let seed = spec::seed(seed, "seed")?;
            self.agent().start(game_id, seat, seed);
            Ok(())
        })
    }

    /// `game` is over and `seat` was this agent's (agents that learn across games use it).
    fn game_over(&self, game: PyRef<'_, PyGame>, seat: &Bound<'_, PyAny>) -> PyResult<()> {
        guard("game_over", || {
            let seat = spec::seat(seat, game.inner.seats())?;
            or_value_error(self.agent().game_over(&*game.inner, seat))
        })
    }

    /// The agent's name as the command line spells it.
    #[getter]
    fn name(&self) -> String {
        self.agent().name()
    }

    /// The ruleset whose games it plays.
    #[getter]
    fn ruleset(&self) -> &'static str {
        self.agent().ruleset()
    }

    fn __repr__(&self) -> String {
        let agent = self.agent();
        format!("<emberdeck.Agent {} {}>", agent.ruleset(), agent.name())
    }
}
