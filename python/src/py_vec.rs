//! Python's `VecGames`: `n` games of one ruleset stepped in Rust per call. Its arrays are made once
//! and written in place by every `reset` and `step` (with the GIL released), so a step costs no
//! Python object per game; a caller that keeps an array across steps copies it.

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1, PyUntypedArrayMethods};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;

use crate::guard::{guard, or_value_error, value_error};
use crate::registry;
use crate::rows::{Outputs, Results};
use crate::spec::{self, GameSpec};
use crate::vec_games::DynVecGames;

/// `(observations, masks, to_act)`, as `reset` returns them.
type ResetArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<u8>>,
    Bound<'py, PyArray1<i32>>,
);

/// `(observations, masks, rewards, dones, to_act)`, as `step` returns them.
type StepArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<u8>>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i32>>,
);

/// `n` games of one ruleset, stepped together.
#[pyclass(module = "emberdeck._emberdeck", name = "VecGames")]
pub struct PyVecGames {
    inner: Box<dyn DynVecGames>,
    ruleset: &'static str,
    obs: Py<PyArray2<f32>>,
    mask: Py<PyArray2<u8>>,
    to_act: Py<PyArray1<i32>>,
    rewards: Py<PyArray1<f32>>,
    dones: Py<PyArray1<bool>>,
    final_rewards: Py<PyArray2<f32>>,
}

/// The slots of a step as a vector: an int64 array as it is, any other integer array or list
/// through numpy (a float array is refused rather than truncated).
fn slot_vector(py: Python<'_>, slots: &Bound<'_, PyAny>) -> PyResult<Vec<i64>> {
    let read = |array: PyReadonlyArray1<'_, i64>| array.as_array().iter().copied().collect();
    if let Ok(array) = slots.extract::<PyReadonlyArray1<'_, i64>>() {
        return Ok(read(array));
    }
    let numpy = py.import("numpy")?;
    let array = numpy.call_method1("asarray", (slots,))?;
    let kind: String = array.getattr("dtype")?.getattr("kind")?.extract()?;
    if !matches!(kind.as_str(), "i" | "u") {
        return Err(PyTypeError::new_err(format!(
            "slots must be integers (an int64 array), not dtype {}",
            array.getattr("dtype")?.str()?
        )));
    }
    let array = array.call_method1("astype", ("int64",))?;
    let array = array
        .extract::<PyReadonlyArray1<'_, i64>>()
        .map_err(|_| value_error("slots must be a one-dimensional array, one slot per game"))?;
    Ok(read(array))
}

/// `(offsets, slots)`, as `legal_slots` returns them.
type CompressedSlots<'py> = (Bound<'py, PyArray1<i64>>, Bound<'py, PyArray1<i64>>);

/// A borrow error of a result array (the caller holds it in a way that forbids writing).
fn busy(what: &str) -> PyErr {
    PyRuntimeError::new_err(format!(
        "VecGames cannot write its {what} array: it is borrowed or read-only"
    ))
}

#[pymethods]
impl PyVecGames {
    /// `n` games of `ruleset` set up as `new_game` takes them, seeded `seed`, stepped on up to
    /// `threads` threads.
    #[new]
    #[pyo3(signature = (ruleset, n, seed=None, decks=None, options=None, players=None, threads=None))]
    #[allow(clippy::too_many_arguments)] // one per keyword argument of the Python constructor
    fn new(
        py: Python<'_>,
        ruleset: &str,
        n: &Bound<'_, PyAny>,
        seed: Option<&Bound<'_, PyAny>>,
        decks: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyAny>>,
        players: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        guard("VecGames", || {
            let entry = or_value_error(registry::find(ruleset))?;
            let n = spec::int(n, "n")?;
            if !(1..=spec::MAX_BATCH).contains(&n) {
                return Err(value_error(format!(
                    "n must be between 1 and {}, not {n}",
                    spec::MAX_BATCH
                )));
            }
            let threads = match threads {
                Some(threads) if !threads.is_none() => spec::int(threads, "threads")?,
                _ => 1,
            };
            if threads < 1 {
                return Err(value_error(format!(
                    "threads must be at least 1, not {threads}"
                )));
            }
            let spec = GameSpec::from_python(decks, options, players)?;
            let seed = match seed {
                Some(seed) if !seed.is_none() => spec::seed(seed, "seed")?,
                _ => 0,
            };
            let (n, threads) = (n as usize, threads as usize);
            let inner = or_value_error(py.detach(|| entry.vec_games(&spec, n, seed, threads)))?;
            let (obs_len, slots) = entry.spaces();
            let seats = inner.seats() as usize;
            Ok(Self {
                inner,
                ruleset: entry.name(),
                obs: PyArray2::zeros(py, [n, obs_len], false).unbind(),
                mask: PyArray2::zeros(py, [n, slots], false).unbind(),
                to_act: PyArray1::zeros(py, n, false).unbind(),
                rewards: PyArray1::zeros(py, n, false).unbind(),
                dones: PyArray1::zeros(py, n, false).unbind(),
                final_rewards: PyArray2::zeros(py, [n, seats], false).unbind(),
            })
        })
    }

    /// Starts every game anew and returns `(observations [n, OBS] float32, masks [n, SLOTS]
    /// uint8, to_act [n] int32)`. Each game takes its next episode's seed; with `seed`, the batch
    /// is seeded again and its episodes count from 0 (the same seed gives the same games).
    #[pyo3(signature = (seed=None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<ResetArrays<'py>> {
        guard("VecGames.reset", || {
            let seed = match seed {
                Some(seed) if !seed.is_none() => Some(spec::seed(seed, "seed")?),
                _ => None,
            };
            let (obs, mask, to_act) = (
                self.obs.bind(py).clone(),
                self.mask.bind(py).clone(),
                self.to_act.bind(py).clone(),
            );
            {
                let mut obs_rw = obs.try_readwrite().map_err(|_| busy("observations"))?;
                let mut mask_rw = mask.try_readwrite().map_err(|_| busy("masks"))?;
                let mut to_act_rw = to_act.try_readwrite().map_err(|_| busy("to_act"))?;
                let out = Outputs {
                    obs: obs_rw.as_slice_mut().map_err(|_| busy("observations"))?,
                    mask: mask_rw.as_slice_mut().map_err(|_| busy("masks"))?,
                    to_act: to_act_rw.as_slice_mut().map_err(|_| busy("to_act"))?,
                };
                let inner = &mut *self.inner;
                or_value_error(py.detach(|| inner.reset(seed, out)))?;
            }
            Ok((obs, mask, to_act))
        })
    }

    /// Applies `slots[i]` (an int64 array, one action slot per game) in game `i` for its seat to
    /// act and returns `(observations, masks, rewards [n] float32, dones [n] bool, to_act)`. The
    /// reward is the acting seat's: +1 win, -1 loss, 0 draw, shared win or game not over. A game
    /// that ended starts again at once: its row shows the new game's first position, and
    /// `final_rewards` every seat's reward of the game that ended. A slot out of range or masked
    /// raises `ValueError` and no game changes.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        slots: &Bound<'py, PyAny>,
    ) -> PyResult<StepArrays<'py>> {
        guard("VecGames.step", || {
            let slots = slot_vector(py, slots)?;
            let (obs, mask, to_act, rewards, dones, finals) = (
                self.obs.bind(py).clone(),
                self.mask.bind(py).clone(),
                self.to_act.bind(py).clone(),
                self.rewards.bind(py).clone(),
                self.dones.bind(py).clone(),
                self.final_rewards.bind(py).clone(),
            );
            {
                let mut obs_rw = obs.try_readwrite().map_err(|_| busy("observations"))?;
                let mut mask_rw = mask.try_readwrite().map_err(|_| busy("masks"))?;
                let mut to_act_rw = to_act.try_readwrite().map_err(|_| busy("to_act"))?;
                let mut rewards_rw = rewards.try_readwrite().map_err(|_| busy("rewards"))?;
                let mut dones_rw = dones.try_readwrite().map_err(|_| busy("dones"))?;
                let mut finals_rw = finals.try_readwrite().map_err(|_| busy("final_rewards"))?;
                let out = Outputs {
                    obs: obs_rw.as_slice_mut().map_err(|_| busy("observations"))?,
                    mask: mask_rw.as_slice_mut().map_err(|_| busy("masks"))?,
                    to_act: to_act_rw.as_slice_mut().map_err(|_| busy("to_act"))?,
                };
                let results = Results {
                    rewards: rewards_rw.as_slice_mut().map_err(|_| busy("rewards"))?,
                    dones: dones_rw.as_slice_mut().map_err(|_| busy("dones"))?,
                    final_rewards: finals_rw
                        .as_slice_mut()
                        .map_err(|_| busy("final_rewards"))?,
                };
                let inner = &mut *self.inner;
                or_value_error(py.detach(|| inner.step(&slots, out, results)))?;
            }
            Ok((obs, mask, rewards, dones, to_act))
        })
    }

    /// For each game that ended in the last step, every seat's reward of that game (`[n, seats]`
    /// float32; rows of games that did not end keep their last values).
    #[getter]
    fn final_rewards<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.final_rewards.bind(py).clone()
    }

    /// The legal action slots of every game's current position, compressed:
    /// `(offsets [n + 1] int64, slots [total] int64)`, game `i`'s slots being
    /// `slots[offsets[i]:offsets[i + 1]]`. The mask's ones without reading the whole mask: a
    /// uniform random legal slot per game is
    /// `slots[offsets[:-1] + (rng.random(n) * np.diff(offsets)).astype(np.int64)]`.
    fn legal_slots<'py>(&self, py: Python<'py>) -> PyResult<CompressedSlots<'py>> {
        guard("VecGames.legal_slots", || {
            if !self.inner.started() {
                return Err(value_error("call reset() first"));
            }
            let (mut offsets, mut slots) = (Vec::new(), Vec::new());
            self.inner.legal_slots(&mut offsets, &mut slots);
            Ok((
                PyArray1::from_vec(py, offsets),
                PyArray1::from_vec(py, slots),
            ))
        })
    }

    /// Episodes finished per game (`[n]` uint64).
    #[getter]
    fn episodes<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<u64>> {
        PyArray1::from_vec(py, self.inner.episodes())
    }

    /// Episodes finished in all.
    #[getter]
    fn episodes_finished(&self) -> u64 {
        self.inner.episodes_finished()
    }

    /// Games in the batch.
    #[getter]
    fn n(&self) -> usize {
        self.inner.len()
    }

    /// Seats per game.
    #[getter]
    fn seats(&self) -> u8 {
        self.inner.seats()
    }

    /// The ruleset's name.
    #[getter]
    fn ruleset(&self) -> &'static str {
        self.ruleset
    }

    /// The observation's length.
    #[getter]
    fn observation_len(&self, py: Python<'_>) -> usize {
        self.obs.bind(py).shape()[1]
    }

    /// The number of action slots.
    #[getter]
    fn action_slots(&self, py: Python<'_>) -> usize {
        self.mask.bind(py).shape()[1]
    }

    fn __len__(&self) -> usize {
        self.inner.len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<emberdeck.VecGames {} n={} seats={}{}>",
            self.ruleset,
            self.inner.len(),
            self.inner.seats(),
            if self.inner.started() {
                ""
            } else {
                " (not reset)"
            }
        )
    }
}
