//! Python's `Game` and `Action`: one game of any ruleset, its legal actions in words, applying one
//! by index, whose turn it is, how it ended, copies, the log and the table in words. Every method
//! checks its arguments (a `ValueError` names what was wrong) and runs inside `guard`.

use std::sync::atomic::{AtomicU64, Ordering};

use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::game::DynGame;
use crate::guard::{guard, or_value_error, value_error};
use crate::registry;
use crate::spec;

/// Numbers every `Game` object, so an `Action` from one game is refused by another.
static NEXT_GAME_ID: AtomicU64 = AtomicU64::new(1);

/// One legal action of a position: its index in `legal_actions()` and its words.
#[pyclass(module = "emberdeck._emberdeck", name = "Action", frozen)]
pub struct PyAction {
    /// Its index in the position's legal list, as `Game.apply` takes it.
    #[pyo3(get)]
    pub index: usize,
    /// The action in words (`Describe::describe_action`).
    #[pyo3(get)]
    pub text: String,
    /// The game object and the position it was listed in, so a stale action is refused.
    game_id: u64,
    position: u64,
}

#[pymethods]
impl PyAction {
    fn __repr__(&self) -> String {
        format!("Action({}, {:?})", self.index, self.text)
    }
    fn __str__(&self) -> String {
        self.text.clone()
    }
    fn __int__(&self) -> usize {
        self.index
    }
    fn __index__(&self) -> usize {
        self.index
    }
}

/// A game of any ruleset, made by `emberdeck.new_game`.
#[pyclass(module = "emberdeck._emberdeck", name = "Game")]
pub struct PyGame {
    /// The game.
    pub inner: Box<dyn DynGame>,
    /// This object's number (see `NEXT_GAME_ID`).
    id: u64,
    /// Actions applied through this object: a listed `Action` is valid only at its position.
    position: u64,
}

impl PyGame {
    /// Wraps a game for Python.
    pub fn new(inner: Box<dyn DynGame>) -> Self {
        Self {
            inner,
            id: NEXT_GAME_ID.fetch_add(1, Ordering::Relaxed),
            position: 0,
        }
    }

    /// The legal index `action` names: an int, or an `Action` listed at this very position.
    fn action_index(&self, action: &Bound<'_, PyAny>) -> PyResult<usize> {
        if let Ok(listed) = action.cast::<PyAction>() {
            let listed = listed.get();
            if listed.game_id != self.id || listed.position != self.position {
                return Err(value_error(format!(
                    "the action \"{}\" was listed for another position: list the legal actions again",
                    listed.text
                )));
            }
            return Ok(listed.index);
        }
        spec::index(action, self.inner.legal_len(), "action")
    }

    /// A seat of this game from a Python int, or the seat to act when `None`.
    pub fn seat_or_to_act(&self, seat: Option<&Bound<'_, PyAny>>) -> PyResult<u8> {
        match seat {
            Some(seat) if !seat.is_none() => spec::seat(seat, self.inner.seats()),
            _ => Ok(self.inner.to_act()),
        }
    }

    /// The ruleset's observation length and action slots.
    fn spaces(&self) -> PyResult<(usize, usize)> {
        Ok(or_value_error(registry::find(self.inner.ruleset()))?.spaces())
    }

    /// Notes that the position changed.
    pub fn moved(&mut self) {
        self.position += 1;
    }
}

#[pymethods]
impl PyGame {
    /// The legal actions of the seat to act, as `Action`s (`.index`, `.text`); empty once the
    /// game is over.
    fn legal_actions(&self) -> PyResult<Vec<PyAction>> {
        guard("legal_actions", || {
            Ok(self
                .inner
                .legal_words()
                .into_iter()
                .enumerate()
                .map(|(index, text)| PyAction {
                    index,
                    text,
                    game_id: self.id,
                    position: self.position,
                })
                .collect())
        })
    }

    /// Applies a legal action (its index, or the `Action` itself) for the seat to act. An index
    /// out of range, or an action the engine refuses, raises `ValueError` and changes nothing.
    fn apply(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        guard("apply", || {
            if self.inner.is_over() {
                return Err(value_error("the game is over: no action is legal"));
            }
            let index = self.action_index(action)?;
            or_value_error(self.inner.apply(index))?;
            self.moved();
            Ok(())
        })
    }

    /// The seat whose decision it is.
    #[getter]
    fn to_act(&self) -> PyResult<u8> {
        guard("to_act", || Ok(self.inner.to_act()))
    }

    /// Whether the game has ended.
    #[getter]
    fn is_over(&self) -> PyResult<bool> {
        guard("is_over", || Ok(self.inner.is_over()))
    }

    /// Each seat's share of the win once the game is over (1 for a sole winner, 1/n of a shared
    /// win, an even share of a draw, 0 for a loss), else `None`.
    #[getter]
    fn outcome(&self) -> PyResult<Option<Vec<f64>>> {
        guard("outcome", || Ok(self.inner.ending().map(|e| e.shares)))
    }

    /// The winning seats once the game is over (none on a draw), else `None`.
    #[getter]
    fn winners(&self) -> PyResult<Option<Vec<u32>>> {
        guard("winners", || {
            Ok(self
                .inner
                .ending()
                .map(|e| e.winners.into_iter().map(u32::from).collect()))
        })
    }

    /// How far the game went, in the ruleset's own turns.
    #[getter]
    fn turns(&self) -> PyResult<u32> {
        guard("turns", || Ok(self.inner.turns()))
    }

    /// Seats in the game.
    #[getter]
    fn seats(&self) -> u8 {
        self.inner.seats()
    }

    /// The seed the game was made from.
    #[getter]
    fn seed(&self) -> u64 {
        self.inner.seed()
    }

    /// The ruleset's name.
    #[getter]
    fn ruleset(&self) -> &'static str {
        self.inner.ruleset()
    }

    /// A fingerprint of the log: the same seed and the same actions give the same digest.
    #[getter]
    fn log_digest(&self) -> PyResult<u64> {
        guard("log_digest", || Ok(self.inner.log_digest()))
    }

    /// Events in the log (including bookkeeping that has no words).
    #[getter]
    fn log_len(&self) -> PyResult<usize> {
        guard("log_len", || Ok(self.inner.log_len()))
    }

    /// A full, independent copy (the engine's fork): playing one never changes the other.
    fn clone(&self) -> PyResult<Self> {
        guard("clone", || Ok(Self::new(self.inner.fork())))
    }

    fn __copy__(&self) -> PyResult<Self> {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.clone()
    }

    /// A copy in which everything `seat` cannot see is re-drawn from what it may know (the
    /// hidden cards of the others, the decks' order) and the game's randomness re-seeded: what
    /// a search agent plays out.
    fn determinize(&self, seat: &Bound<'_, PyAny>, seed: &Bound<'_, PyAny>) -> PyResult<Self> {
        guard("determinize", || {
            let seat = spec::seat(seat, self.inner.seats())?;
            let seed = spec::seed(seed, "seed")?;
            Ok(Self::new(self.inner.determinize(seat, seed)))
        })
    }

    /// The log in words as `viewer` reads it (hidden cards stay hidden; default: seat 0, as
    /// `emberdeck simulate --show-game` prints it): one dict per event that has words, with
    /// `index` (the event's position in the log), `text` and `seat` (the viewer).
    #[pyo3(signature = (viewer=None))]
    fn log<'py>(
        &self,
        py: Python<'py>,
        viewer: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Vec<Bound<'py, PyDict>>> {
        guard("log", || {
            let viewer = match viewer {
                Some(v) if !v.is_none() => spec::seat(v, self.inner.seats())?,
                _ => 0,
            };
            self.inner
                .log(viewer)
                .into_iter()
                .map(|entry| {
                    let dict = PyDict::new(py);
                    dict.set_item("index", entry.index)?;
                    dict.set_item("text", entry.text)?;
                    dict.set_item("seat", entry.seat)?;
                    Ok(dict)
                })
                .collect()
        })
    }

    /// The table in words as `seat` sees it (default: the seat to act).
    #[pyo3(signature = (seat=None))]
    fn view(&self, seat: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        guard("view", || {
            let seat = self.seat_or_to_act(seat)?;
            Ok(self.inner.view(seat))
        })
    }

    /// What `seat` may see, as the ruleset's fixed-size observation (`float32`,
    /// `spaces(ruleset)[0]` long; default: the seat to act). docs/PYTHON.md describes every index.
    #[pyo3(signature = (seat=None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        seat: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        guard("observation", || {
            let seat = self.seat_or_to_act(seat)?;
            let mut out = vec![0.0; self.spaces()?.0];
            self.inner.observe(seat, &mut out);
            Ok(PyArray1::from_vec(py, out))
        })
    }

    /// The legal-action mask of the seat to act (`uint8`, one entry per action slot, 1 where a
    /// legal action lies; all zeros once the game is over).
    fn action_mask<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<u8>>> {
        guard("action_mask", || {
            let mut mask = vec![0; self.spaces()?.1];
            self.inner.action_mask(&mut mask);
            Ok(PyArray1::from_vec(py, mask))
        })
    }

    /// The action slot of each legal action, in `legal_actions()` order (`int64`).
    fn legal_slots<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        guard("legal_slots", || {
            let slots = self
                .inner
                .legal_slots()
                .into_iter()
                .map(|s| s as i64)
                .collect();
            Ok(PyArray1::from_vec(py, slots))
        })
    }

    /// Applies the legal action in action slot `slot` for the seat to act. A slot out of range or
    /// masked (no legal action there) raises `ValueError` and changes nothing.
    fn apply_slot(&mut self, slot: &Bound<'_, PyAny>) -> PyResult<()> {
        guard("apply_slot", || {
            if self.inner.is_over() {
                return Err(value_error("the game is over: no action is legal"));
            }
            let slot = spec::index(slot, self.spaces()?.1, "slot")?;
            or_value_error(self.inner.apply_slot(slot))?;
            self.moved();
            Ok(())
        })
    }

    /// The first broken rule invariant of the game's state, or `None` (the checks
    /// `emberdeck simulate --check` runs after every action).
    fn invariants(&self) -> PyResult<Option<String>> {
        guard("invariants", || Ok(self.inner.invariants().err()))
    }

    fn __repr__(&self) -> String {
        let state = if self.inner.is_over() {
            "over".to_string()
        } else {
            format!("seat {} to act", self.inner.to_act())
        };
        format!(
            "<emberdeck.Game {} seed={} turn {}, {state}>",
            self.inner.ruleset(),
            self.inner.seed(),
            self.inner.turns()
        )
    }
}
