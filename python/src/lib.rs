//! `emberdeck._emberdeck`, the native half of the `emberdeck` Python package: the headless engine's
//! four rulesets behind one generic face (`registry::PyRuleset`), as games, agents and batches of
//! games for Python. The pure-Python half (`python/emberdeck/`) re-exports this and adds the
//! PettingZoo and Gymnasium environments and the Ray helpers.

mod deck_names;
mod dyn_agent;
mod game;
mod guard;
mod native;
mod py_agent;
mod py_game;
mod py_vec;
mod registry;
mod reward;
mod rows;
mod seeds;
mod self_play;
mod spec;
mod vec_games;

use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::guard::{guard, or_value_error, value_error};
use crate::py_agent::PyAgent;
use crate::py_game::{PyAction, PyGame};
use crate::py_vec::PyVecGames;
use crate::spec::GameSpec;

/// The names of the rulesets this build plays.
#[pyfunction]
fn rulesets() -> Vec<&'static str> {
    registry::ALL.iter().map(|r| r.name()).collect()
}

/// One line on what `ruleset` is.
#[pyfunction]
fn about(ruleset: &str) -> PyResult<&'static str> {
    Ok(or_value_error(registry::find(ruleset))?.about())
}

/// A new game of `ruleset`: `decks` one per seat (a list, or a comma-separated str; missing ones
/// drawn from the seed), `options` the ruleset's options as a dict (`{"kingdom": "Smithy,Witch"}`,
/// as `--opt`), `players` the seats where the ruleset lets you choose (dopynion: 1 to 4). The same
/// arguments give the same game; it is the first game `emberdeck simulate --seed SEED` plays.
#[pyfunction]
#[pyo3(signature = (ruleset, decks=None, seed=None, options=None, players=None))]
fn new_game(
    ruleset: &str,
    decks: Option<&Bound<'_, PyAny>>,
    seed: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyAny>>,
    players: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyGame> {
    guard("new_game", || {
        let ruleset = or_value_error(registry::find(ruleset))?;
        let spec = GameSpec::from_python(decks, options, players)?;
        let seed = optional_seed(seed)?;
        Ok(PyGame::new(or_value_error(ruleset.new_game(&spec, seed))?))
    })
}

/// A built-in agent of `ruleset` by the name `emberdeck arena --agents` takes: `random`, `mcts`,
/// `mcts:iters=200,...`, the ruleset's own (`agent_names`) and other programs (`stdio:COMMAND`,
/// `http://HOST:PORT/path`), seeded.
#[pyfunction]
#[pyo3(signature = (ruleset, name, seed=None))]
fn agent(ruleset: &str, name: &str, seed: Option<&Bound<'_, PyAny>>) -> PyResult<PyAgent> {
    guard("agent", || {
        let ruleset = or_value_error(registry::find(ruleset))?;
        let seed = optional_seed(seed)?;
        Ok(PyAgent::new(or_value_error(ruleset.agent(name, seed))?))
    })
}

/// The agent names `agent` takes for `ruleset` (besides `mcts:SETTINGS`, `stdio:COMMAND` and
/// `http://...`, and for dopynion strategy files).
#[pyfunction]
fn agent_names(ruleset: &str) -> PyResult<Vec<String>> {
    Ok(or_value_error(registry::find(ruleset))?.agent_names())
}

/// The deck (or team) names `new_game(decks=...)` takes for `ruleset` (none for dopynion, whose
/// players all start alike).
#[pyfunction]
fn decks(ruleset: &str) -> PyResult<Vec<String>> {
    guard("decks", || {
        or_value_error(or_value_error(registry::find(ruleset))?.decks())
    })
}

/// Random play in Rust, one game after another on one thread, for about `seconds`: the native
/// speed `python/bench.py` sets beside Python's. With `tensors=True` every decision also writes
/// the observation and the mask, as `VecGames` does. Returns `games`, `actions`, `seconds` and
/// `games_per_second`.
#[pyfunction]
#[pyo3(signature = (ruleset, seconds=1.0, seed=None, decks=None, options=None, players=None, tensors=false))]
#[allow(clippy::too_many_arguments)] // one per keyword argument of the Python function
fn native_random_games<'py>(
    py: Python<'py>,
    ruleset: &str,
    seconds: f64,
    seed: Option<&Bound<'py, PyAny>>,
    decks: Option<&Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyAny>>,
    players: Option<&Bound<'py, PyAny>>,
    tensors: bool,
) -> PyResult<Bound<'py, PyDict>> {
    guard("native_random_games", || {
        let ruleset = or_value_error(registry::find(ruleset))?;
        let spec = GameSpec::from_python(decks, options, players)?;
        let seed = optional_seed(seed)?;
        if !(0.0..=spec::MAX_SECONDS).contains(&seconds) {
            return Err(value_error(format!(
                "seconds must be between 0 and {}, not {seconds}",
                spec::MAX_SECONDS
            )));
        }
        let rate =
            or_value_error(py.detach(|| ruleset.random_games(&spec, seconds, seed, tensors)))?;
        let out = PyDict::new(py);
        out.set_item("games", rate.games)?;
        out.set_item("actions", rate.actions)?;
        out.set_item("seconds", rate.seconds)?;
        out.set_item(
            "games_per_second",
            rate.games as f64 / rate.seconds.max(1e-9),
        )?;
        Ok(out)
    })
}

/// Games `first` to `first + count - 1` of an arena run of two agents seeded `seed`, seeded,
/// seated and dealt as `emberdeck arena --seed SEED` plays them (seats alternate, both agents get
/// the same randomly drawn deck unless `decks` names them): a list of `(index, score, draw,
/// turns)`, `score` the first agent's share of the win. `emberdeck.distributed.arena` runs these
/// batches as Ray tasks.
#[pyfunction]
#[pyo3(signature = (ruleset, agents, seed=None, first=0, count=1, decks=None, options=None))]
#[allow(clippy::too_many_arguments)] // one per keyword argument of the Python function
fn arena_games(
    py: Python<'_>,
    ruleset: &str,
    agents: &Bound<'_, PyAny>,
    seed: Option<&Bound<'_, PyAny>>,
    first: i64,
    count: i64,
    decks: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<(usize, f64, bool, u32)>> {
    guard("arena_games", || {
        let ruleset = or_value_error(registry::find(ruleset))?;
        let agents = spec::names(agents, "agents")?;
        let (first, count) = (spec::count(first, "first")?, spec::count(count, "count")?);
        spec::game_range(first, count)?;
        let spec = GameSpec::from_python(decks, options, None)?;
        let seed = optional_seed(seed)?;
        let games =
            or_value_error(py.detach(|| ruleset.arena_games(&agents, &spec, seed, first, count)))?;
        Ok(games
            .into_iter()
            .map(|g| (g.index, g.score, g.draw, g.turns))
            .collect())
    })
}

/// `(observation length, action slots)` of `ruleset`: every game's observation has that many
/// float32 numbers and its mask that many uint8 entries.
#[pyfunction]
fn spaces(ruleset: &str) -> PyResult<(usize, usize)> {
    Ok(or_value_error(registry::find(ruleset))?.spaces())
}

/// A short name for action slot `slot` of `ruleset` (`play hand 3 at 2`, `end turn`).
#[pyfunction]
fn slot_name(ruleset: &str, slot: &Bound<'_, PyAny>) -> PyResult<String> {
    guard("slot_name", || {
        let ruleset = or_value_error(registry::find(ruleset))?;
        let slot = spec::index(slot, ruleset.spaces().1, "slot")?;
        Ok(ruleset.slot_name(slot))
    })
}

/// Games `first` to `first + count - 1` of a self-play run seeded `seed`, every seat played by
/// agent `agent` (a name as `agent` takes it): a dict of numpy arrays with one row per decision:
/// `observations` [rows, OBS] float32 (the acting seat's), `masks` [rows, SLOTS] uint8, `slots`
/// [rows] int64 (the choice), `returns` [rows] float32 (the acting seat's final reward: +1 win,
/// -1 loss, 0 draw or shared win), `seats` and `games` [rows] (who chose, in which game).
#[pyfunction]
#[pyo3(signature = (ruleset, agent="random", seed=None, first=0, count=1, decks=None, options=None, players=None))]
#[allow(clippy::too_many_arguments)] // one per keyword argument of the Python function
fn self_play_games<'py>(
    py: Python<'py>,
    ruleset: &str,
    agent: &str,
    seed: Option<&Bound<'py, PyAny>>,
    first: i64,
    count: i64,
    decks: Option<&Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyAny>>,
    players: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    guard("self_play_games", || {
        let entry = or_value_error(registry::find(ruleset))?;
        let spec = GameSpec::from_python(decks, options, players)?;
        let seed = optional_seed(seed)?;
        let (first, count) = (spec::count(first, "first")?, spec::count(count, "count")?);
        spec::game_range(first, count)?;
        let data = or_value_error(py.detach(|| entry.self_play(agent, &spec, seed, first, count)))?;
        let (obs_len, slots) = entry.spaces();
        let rows = data.slots.len();
        let out = PyDict::new(py);
        out.set_item(
            "observations",
            PyArray1::from_vec(py, data.observations).reshape([rows, obs_len])?,
        )?;
        out.set_item(
            "masks",
            PyArray1::from_vec(py, data.masks).reshape([rows, slots])?,
        )?;
        out.set_item("slots", PyArray1::from_vec(py, data.slots))?;
        out.set_item("returns", PyArray1::from_vec(py, data.returns))?;
        out.set_item("seats", PyArray1::from_vec(py, data.seats))?;
        out.set_item("games", PyArray1::from_vec(py, data.games))?;
        Ok(out)
    })
}

/// A seed argument, 0 when left out.
fn optional_seed(seed: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    match seed {
        Some(seed) if !seed.is_none() => spec::seed(seed, "seed"),
        _ => Ok(0),
    }
}

/// The module.
#[pymodule]
fn _emberdeck(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGame>()?;
    m.add_class::<PyAction>()?;
    m.add_class::<PyAgent>()?;
    m.add_class::<PyVecGames>()?;
    m.add_function(wrap_pyfunction!(rulesets, m)?)?;
    m.add_function(wrap_pyfunction!(about, m)?)?;
    m.add_function(wrap_pyfunction!(new_game, m)?)?;
    m.add_function(wrap_pyfunction!(agent, m)?)?;
    m.add_function(wrap_pyfunction!(agent_names, m)?)?;
    m.add_function(wrap_pyfunction!(decks, m)?)?;
    m.add_function(wrap_pyfunction!(native_random_games, m)?)?;
    m.add_function(wrap_pyfunction!(arena_games, m)?)?;
    m.add_function(wrap_pyfunction!(spaces, m)?)?;
    m.add_function(wrap_pyfunction!(slot_name, m)?)?;
    m.add_function(wrap_pyfunction!(self_play_games, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
