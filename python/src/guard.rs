//! The boundary between Python and the engine: every call from Python runs inside `guard`, so a
//! bad argument comes back as the Python exception its docs name and a bug in the engine as a
//! `RuntimeError`, never as an abort or pyo3's `PanicException` (a `BaseException` that an
//! ordinary `except Exception` in a training loop would not catch).

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

use pyo3::PyErr;
use pyo3::PyResult;
use pyo3::exceptions::{PyRuntimeError, PyValueError};

/// Runs `call`, turning a panic inside it into a `RuntimeError` that names `what` was being done.
/// The last line of defence: arguments are checked before they reach the engine.
pub fn guard<T>(what: &str, call: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(call)) {
        Ok(result) => result,
        Err(payload) => Err(PyRuntimeError::new_err(format!(
            "{what}: the engine failed ({}); please report it with the seed and the actions",
            panic_message(payload.as_ref())
        ))),
    }
}

/// A `ValueError` with the engine's (or the checker's) words.
pub fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// The engine's `Result<T, String>` as a Python result: its error is a `ValueError`.
pub fn or_value_error<T>(result: Result<T, String>) -> PyResult<T> {
    result.map_err(value_error)
}

/// What a panic said, when it said it in words.
fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "a panic without a message".to_string()
    }
}
