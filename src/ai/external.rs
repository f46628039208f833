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
use crate::engine::{Agent, BotWire, Rules, Ruleset};

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

/// How an agent that is another program is reached: one message out, one answer back.
pub trait Channel: Send {
    /// The agent's name (the command line's spelling).
    fn label(&self) -> &str;
    /// Sends a decision and waits for the answer's text.
    fn exchange(&mut self, message: &str) -> Result<String, String>;
    /// The last answer was wrong or late: forget any state a late answer could corrupt.
    fn reset(&mut self) {}
    /// Sends a message that needs no answer (game over).
    fn notify(&mut self, message: &str);
}

/// An agent that is another program behind a `Channel`: the bot protocol's messages out, its
/// replies parsed and checked against the legal actions.
pub struct ProgramAgent<R, C> {
    channel: C,
    game_id: u64,
    _ruleset: PhantomData<fn() -> R>,
}

impl<R, C> ProgramAgent<R, C> {
    fn over(channel: C) -> Self {
        Self {
            channel,
            game_id: 0,
            _ruleset: PhantomData,
        }
    }
}

impl<R: BotWire, C: Channel> Agent<R::Game> for ProgramAgent<R, C> {
    fn name(&self) -> &str {
        self.channel.label()
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
            .channel
            .exchange(&message)
            .and_then(|text| parse_reply::<R>(game, legal, &text));
        if answer.is_err() {
            self.channel.reset();
        }
        answer
    }
    fn game_over(&mut self, game: &R::Game, seat: u8) {
        let message = game_over_message::<R>(game, self.game_id, seat).to_string();
        self.channel.notify(&message);
    }
}

/// A program spoken to over its standard input and output.
pub type StdioAgent<R> = ProgramAgent<R, StdioChannel>;

/// A program behind an HTTP endpoint.
pub type HttpAgent<R> = ProgramAgent<R, HttpChannel>;

/// The standard input and output of a program started once and kept for every game; restarted
/// after a wrong or late answer so that a stray late line cannot answer a later question.
pub struct StdioChannel {
    name: String,
    command: String,
    timeout: Duration,
    process: Option<Process>,
}

impl<R: BotWire> ProgramAgent<R, StdioChannel> {
    /// A program running `command`, allowed `timeout` per decision.
    pub fn new(command: &str, timeout: Duration) -> Self {
        Self::over(StdioChannel {
            name: format!("stdio:{command}"),
            command: command.to_string(),
            timeout,
            process: None,
        })
    }
}

impl Channel for StdioChannel {
    fn label(&self) -> &str {
        &self.name
    }
    fn exchange(&mut self, message: &str) -> Result<String, String> {
        if self.process.is_none() {
            self.process = Some(Process::spawn(&self.command)?);
        }
        let process = self.process.as_mut().expect("started above");
        process.send(message)?;
        match process.lines.recv_timeout(self.timeout) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => {
                Err(format!("no answer within {} ms", self.timeout.as_millis()))
            }
            Err(RecvTimeoutError::Disconnected) => Err("the bot exited".into()),
        }
    }
    fn reset(&mut self) {
        self.process = None;
    }
    fn notify(&mut self, message: &str) {
        if let Some(process) = self.process.as_mut()
            && process.send(message).is_err()
        {
            self.process = None;
        }
    }
}

/// An HTTP endpoint, each decision a JSON POST (plain HTTP; `ureq` does the talking).
pub struct HttpChannel {
    url: String,
    agent: ureq::Agent,
}

impl<R: BotWire> ProgramAgent<R, HttpChannel> {
    /// A program at `url` (`http://HOST:PORT/path`), allowed `timeout` per decision.
    pub fn new(url: &str, timeout: Duration) -> Result<Self, String> {
        if !url.starts_with("http://") {
            return Err(format!("{url}: only http:// addresses are supported"));
        }
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .http_status_as_error(false)
            .build();
        Ok(Self::over(HttpChannel {
            url: url.to_string(),
            agent: config.into(),
        }))
    }
}

impl Channel for HttpChannel {
    fn label(&self) -> &str {
        &self.url
    }
    /// POSTs `message` and returns the response body.
    fn exchange(&mut self, message: &str) -> Result<String, String> {
        let mut response = self
            .agent
            .post(&self.url)
            .header("Content-Type", "application/json")
            .send(message)
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
    fn notify(&mut self, message: &str) {
        let _ = self.exchange(message);
    }
}
