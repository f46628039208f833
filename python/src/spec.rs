//! What Python asks a game to be (decks, ruleset options, seats) and the seeds it gives, read from
//! Python objects with a `ValueError` or `TypeError` for anything the engine could not take, and
//! turned into the engine's own `RunRequest`, so the rulesets check them exactly as the command
//! line's `--decks`, `--opt` and `--players` are checked.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use crate::guard::value_error;
use emberdeck::engine::RunRequest;

/// How a game is set up, as the Python call gave it.
#[derive(Debug, Clone, Default)]
pub struct GameSpec {
    /// Decks (or teams) per seat, in seat order; missing ones are drawn from the seed.
    pub decks: Vec<String>,
    /// Ruleset options, `key=value` as `--opt` takes them.
    pub options: Vec<(String, String)>,
    /// Seats, where the ruleset lets the caller choose (dopynion: 1 to 4).
    pub players: Option<u8>,
}

impl GameSpec {
    /// Reads `decks`, `options` and `players` as `new_game` takes them.
    pub fn from_python(
        decks: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyAny>>,
        players: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        Ok(Self {
            decks: match decks {
                Some(decks) if !decks.is_none() => names(decks, "decks")?,
                _ => Vec::new(),
            },
            options: match options {
                Some(options) if !options.is_none() => option_pairs(options)?,
                _ => Vec::new(),
            },
            players: match players {
                Some(players) if !players.is_none() => {
                    let count = int(players, "players")?;
                    if !(1..=i64::from(u8::MAX)).contains(&count) {
                        return Err(value_error(format!(
                            "players must be a positive number of seats, not {count}"
                        )));
                    }
                    Some(count as u8)
                }
                _ => None,
            },
        })
    }

    /// The engine's request for these games, played by `agents` (none for a game Python plays).
    pub fn request(&self, agents: Vec<String>) -> RunRequest {
        RunRequest {
            agents,
            players: self.players,
            decks: self.decks.clone(),
            mirror: false,
            options: self.options.clone(),
            timeout_ms: AGENT_TIMEOUT_MS,
        }
    }
}

/// The most games one `VecGames` holds: every game keeps a rules world of its own (tens to
/// hundreds of KiB), so a larger batch is a mistake, refused rather than left to exhaust memory.
pub const MAX_BATCH: i64 = 1 << 16;

/// The longest native run `native_random_games` takes, in seconds (a day).
pub const MAX_SECONDS: f64 = 86_400.0;

/// The range of games `first..first + count` of a run, refused when it does not fit in memory's
/// numbers.
pub fn game_range(first: usize, count: usize) -> PyResult<std::ops::Range<usize>> {
    first
        .checked_add(count)
        .map(|end| first..end)
        .ok_or_else(|| value_error(format!("games {first} + {count} are out of range")))
}

/// Milliseconds an agent that is another program (`stdio:`, `http://`) may take per decision, as
/// the command line's default `--timeout-ms`.
pub const AGENT_TIMEOUT_MS: u64 = 2000;

/// A seed: any integer from 0 to 2^64 - 1 (a negative one is a `ValueError`, not a wrap-around
/// that would quietly alias another seed).
pub fn seed(value: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    if value.is_instance_of::<pyo3::types::PyBool>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must be an int, not a bool"
        )));
    }
    if let Ok(seed) = value.extract::<u64>() {
        return Ok(seed);
    }
    match value.extract::<i128>() {
        Ok(other) => Err(value_error(format!(
            "{what} must be between 0 and 2**64 - 1, not {other}"
        ))),
        Err(_) => Err(PyTypeError::new_err(format!(
            "{what} must be an int, not {}",
            type_name(value)
        ))),
    }
}

/// A Python int (a bool is refused: `True` for a seat is a mistake, not seat 1).
pub fn int(value: &Bound<'_, PyAny>, what: &str) -> PyResult<i64> {
    if value.is_instance_of::<pyo3::types::PyBool>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must be an int, not a bool"
        )));
    }
    value.extract::<i64>().map_err(|_| {
        if value.extract::<i128>().is_ok() {
            value_error(format!("{what} is out of range"))
        } else {
            PyTypeError::new_err(format!("{what} must be an int, not {}", type_name(value)))
        }
    })
}

/// An index below `len` (`what` names it in the error): negative and too large are `ValueError`s.
pub fn index(value: &Bound<'_, PyAny>, len: usize, what: &str) -> PyResult<usize> {
    let at = int(value, what)?;
    if at < 0 || at as u64 >= len as u64 {
        return Err(value_error(format!(
            "{what} {at} is out of range: there are {len} (0 to {})",
            len as i64 - 1
        )));
    }
    Ok(at as usize)
}

/// A count or a game number: a non-negative int (a negative one is a `ValueError`).
pub fn count(n: i64, what: &str) -> PyResult<usize> {
    usize::try_from(n).map_err(|_| value_error(format!("{what} must not be negative, not {n}")))
}

/// A seat of a game with `seats` seats.
pub fn seat(value: &Bound<'_, PyAny>, seats: u8) -> PyResult<u8> {
    index(value, seats as usize, "seat").map(|s| s as u8)
}

/// A name, or a list of names: a `str` is split at commas as `--decks` is.
pub fn names(value: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<String>> {
    if value.is_instance_of::<PyString>() {
        return Ok(value
            .extract::<String>()?
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect());
    }
    let mut out = Vec::new();
    for item in value.try_iter().map_err(|_| {
        PyTypeError::new_err(format!(
            "{what} must be a str or a list of str, not {}",
            type_name(value)
        ))
    })? {
        let item = item?;
        let name: String = item.extract().map_err(|_| {
            PyTypeError::new_err(format!("{what} must hold str, not {}", type_name(&item)))
        })?;
        out.push(name);
    }
    Ok(out)
}

/// Ruleset options from a dict: a value may be a str, a number, a bool or a list of them (a list
/// is joined with commas: `{"kingdom": ["Smithy", "Witch"]}` is `--opt kingdom=Smithy,Witch`).
fn option_pairs(value: &Bound<'_, PyAny>) -> PyResult<Vec<(String, String)>> {
    let dict = value.cast::<PyDict>().map_err(|_| {
        PyTypeError::new_err(format!(
            "options must be a dict of str to value, not {}",
            type_name(value)
        ))
    })?;
    let mut out = Vec::new();
    for (key, item) in dict.iter() {
        let key: String = key
            .extract()
            .map_err(|_| PyTypeError::new_err("option names must be str"))?;
        let text = if item.is_instance_of::<PyString>() {
            item.extract::<String>()?
        } else if item.is_instance_of::<pyo3::types::PyList>()
            || item.is_instance_of::<pyo3::types::PyTuple>()
        {
            let parts: PyResult<Vec<String>> = item
                .try_iter()?
                .map(|part| part.and_then(|p| p.str()).map(|s| s.to_string()))
                .collect();
            parts?.join(",")
        } else if item.is_instance_of::<pyo3::types::PyBool>() {
            (if item.extract::<bool>()? {
                "true"
            } else {
                "false"
            })
            .to_string()
        } else if item.is_instance_of::<pyo3::types::PyInt>()
            || item.is_instance_of::<pyo3::types::PyFloat>()
        {
            item.str()?.to_string()
        } else {
            return Err(PyTypeError::new_err(format!(
                "option {key} must be a str, a number, a bool or a list, not {}",
                type_name(&item)
            )));
        };
        out.push((key, text));
    }
    Ok(out)
}

/// A value's Python type name, for error messages.
pub fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "object".to_string())
}
