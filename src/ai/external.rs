//! Agents that are other programs, for any ruleset (`docs/BOT_PROTOCOL.md`). `stdio:COMMAND` runs
//! COMMAND (through `sh -c`) once and keeps it for every game, one JSON message per line each way;
//! `http://HOST:PORT/path` gets each decision as a JSON POST and answers with the action in the
//! response body. A late or malformed answer is an error (the arbiter forfeits the seat); a stdio
//! program that misbehaved is restarted for the next question so a stray late line cannot answer
//! the wrong one.

use std::io::{BufRead, BufReader, Write};
use std::marker::PhantomData;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use crate::engine::wire::{decision_message, game_over_message, parse_reply};
use crate::engine::{Agent, Rules, Ruleset};

type ActionOf<R> = <<R as Ruleset>::Game as Rules>::Action;

/// Where an answer stands among the legal actions (the first one when it is not there).
fn position_of<A: PartialEq>(answer: Result<A, String>, legal: &[A]) -> usize {
    answer
        .ok()
        .and_then(|action| legal.iter().position(|l| *l == action))
        .unwrap_or(0)
}

/// A running program.
struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Process {
    fn spawn(command: &str) -> Result<Process, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start \"{command}\": {e}"))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Process {
            child,
            stdin,
            lines,
        })
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("the bot stopped reading: {e}"))
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A program spoken to over its standard input and output.
pub struct StdioAgent<R> {
    name: String,
    command: String,
    timeout: Duration,
    process: Option<Process>,
    game_id: u64,
    _ruleset: PhantomData<fn() -> R>,
}

impl<R: Ruleset> StdioAgent<R> {
    /// A program running `command`, allowed `timeout` per decision.
    pub fn new(command: &str, timeout: Duration) -> Self {
        Self {
            name: format!("stdio:{command}"),
            command: command.to_string(),
            timeout,
            process: None,
            game_id: 0,
            _ruleset: PhantomData,
        }
    }

    fn ask(&mut self, message: &str) -> Result<String, String> {
        if self.process.is_none() {
            self.process = Some(Process::spawn(&self.command)?);
        }
        let process = self.process.as_mut().expect("just started");
        process.send(message)?;
        match process.lines.recv_timeout(self.timeout) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => {
                Err(format!("no answer within {} ms", self.timeout.as_millis()))
            }
            Err(RecvTimeoutError::Disconnected) => Err("the bot exited".into()),
        }
    }
}

impl<R: Ruleset> Agent<R::Game> for StdioAgent<R> {
    fn name(&self) -> &str {
        &self.name
    }
    fn start(&mut self, game_id: u64, _seat: u8, _seed: u64) {
        self.game_id = game_id;
    }
    fn choose(&mut self, game: &R::Game, legal: &[ActionOf<R>]) -> usize {
        position_of(self.answer(game, legal), legal)
    }
    fn answer(&mut self, game: &R::Game, legal: &[ActionOf<R>]) -> Result<ActionOf<R>, String> {
        let message = decision_message::<R>(game, self.game_id, legal).to_string();
        let answer = self
            .ask(&message)
            .and_then(|line| parse_reply::<R>(game, legal, &line));
        if answer.is_err() {
            // Restart for the next question: a late line must not answer a later one.
            self.process = None;
        }
        answer
    }
    fn game_over(&mut self, game: &R::Game, seat: u8) {
        if let Some(process) = self.process.as_mut() {
            let message = game_over_message::<R>(game, self.game_id, seat).to_string();
            if process.send(&message).is_err() {
                self.process = None;
            }
        }
    }
}

/// A program behind an HTTP endpoint (plain HTTP; `ureq` does the talking).
pub struct HttpAgent<R> {
    url: String,
    agent: ureq::Agent,
    game_id: u64,
    _ruleset: PhantomData<fn() -> R>,
}

impl<R: Ruleset> HttpAgent<R> {
    /// A program at `url` (`http://HOST:PORT/path`), allowed `timeout` per decision.
    pub fn new(url: &str, timeout: Duration) -> Result<Self, String> {
        if !url.starts_with("http://") {
            return Err(format!("{url}: only http:// addresses are supported"));
        }
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .http_status_as_error(false)
            .build();
        Ok(Self {
            url: url.to_string(),
            agent: config.into(),
            game_id: 0,
            _ruleset: PhantomData,
        })
    }

    /// POSTs `body` and returns the response body.
    fn post(&self, body: &str) -> Result<String, String> {
        let mut response = self
            .agent
            .post(&self.url)
            .header("Content-Type", "application/json")
            .send(body)
            .map_err(|e| match e {
                ureq::Error::Timeout(_) => "no answer in time".to_string(),
                other => format!("{}: {other}", self.url),
            })?;
        let status = response.status();
        if !status.is_success() {
            return Err(format!("{}: HTTP status {status}", self.url));
        }
        response
            .body_mut()
            .read_to_string()
            .map_err(|e| format!("{}: {e}", self.url))
    }
}

impl<R: Ruleset> Agent<R::Game> for HttpAgent<R> {
    fn name(&self) -> &str {
        &self.url
    }
    fn start(&mut self, game_id: u64, _seat: u8, _seed: u64) {
        self.game_id = game_id;
    }
    fn choose(&mut self, game: &R::Game, legal: &[ActionOf<R>]) -> usize {
        position_of(self.answer(game, legal), legal)
    }
    fn answer(&mut self, game: &R::Game, legal: &[ActionOf<R>]) -> Result<ActionOf<R>, String> {
        let message = decision_message::<R>(game, self.game_id, legal).to_string();
        let body = self.post(&message)?;
        parse_reply::<R>(game, legal, &body)
    }
    fn game_over(&mut self, game: &R::Game, seat: u8) {
        let message = game_over_message::<R>(game, self.game_id, seat).to_string();
        let _ = self.post(&message);
    }
}
