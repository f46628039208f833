//! Bots that are other programs. `stdio:COMMAND` runs COMMAND (through `sh -c`) once and keeps it
//! for every game, one JSON message per line each way; `http://127.0.0.1:PORT/path` gets each
//! decision as a JSON POST and answers with the action in the response body. A late, malformed or
//! illegal answer eliminates the bot from that game; a stdio bot that misbehaved is restarted for
//! the next game so a stray late line cannot answer the wrong question.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use crate::engine::Agent;
use crate::rulesets::dopynion::wire::{self, Message, parse_reply, shorten};
use crate::rulesets::dopynion::{Action, Game};

/// Where an answer stands among the legal actions (the first one when it is not there).
fn position_of(answer: Result<Action, String>, legal: &[Action]) -> usize {
    answer
        .ok()
        .and_then(|action| legal.iter().position(|l| *l == action))
        .unwrap_or(0)
}

fn encode(message: &Message) -> String {
    serde_json::to_string(message).expect("messages always serialize")
}

/// A running bot process.
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

/// A bot program spoken to over its standard input and output.
pub struct StdioBot {
    name: String,
    command: String,
    timeout: Duration,
    process: Option<Process>,
    game_id: u64,
}

impl StdioBot {
    /// A bot running `command`, allowed `timeout` per decision.
    pub fn new(command: &str, timeout: Duration) -> Self {
        Self {
            name: format!("stdio:{command}"),
            command: command.to_string(),
            timeout,
            process: None,
            game_id: 0,
        }
    }

    fn ask(&mut self, message: &Message) -> Result<String, String> {
        if self.process.is_none() {
            self.process = Some(Process::spawn(&self.command)?);
        }
        let process = self.process.as_mut().expect("just started");
        process.send(&encode(message))?;
        match process.lines.recv_timeout(self.timeout) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => {
                Err(format!("no answer within {} ms", self.timeout.as_millis()))
            }
            Err(RecvTimeoutError::Disconnected) => Err("the bot exited".into()),
        }
    }
}

impl Agent<Game> for StdioBot {
    fn name(&self) -> &str {
        &self.name
    }
    fn start(&mut self, game_id: u64, _seat: u8, _seed: u64) {
        self.game_id = game_id;
    }
    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        position_of(self.answer(game, legal), legal)
    }
    fn answer(&mut self, game: &Game, legal: &[Action]) -> Result<Action, String> {
        let message = wire::decision_message(game, self.game_id, legal);
        let answer = self.ask(&message).and_then(|line| parse_reply(game, &line));
        if answer.is_err() {
            // Restart for the next game: a late line must not answer a later question.
            self.process = None;
        }
        answer
    }
    fn game_over(&mut self, game: &Game, seat: u8) {
        if let Some(process) = self.process.as_mut() {
            let message = wire::game_over_message(game, self.game_id, seat);
            if process.send(&encode(&message)).is_err() {
                self.process = None;
            }
        }
    }
}

/// A bot behind an HTTP endpoint on this machine or the network (plain HTTP/1.1, no TLS).
pub struct HttpBot {
    name: String,
    host: String,
    port: u16,
    path: String,
    timeout: Duration,
    game_id: u64,
}

impl HttpBot {
    /// A bot at `url` (`http://HOST:PORT/path`), allowed `timeout` per decision.
    pub fn new(url: &str, timeout: Duration) -> Result<Self, String> {
        let rest = url
            .strip_prefix("http://")
            .ok_or_else(|| format!("{url}: only http:// addresses are supported"))?;
        let (authority, path) = match rest.find('/') {
            Some(at) => (&rest[..at], &rest[at..]),
            None => (rest, "/"),
        };
        let (host, port) = match authority.rsplit_once(':') {
            Some((host, port)) => (
                host,
                port.parse()
                    .map_err(|_| format!("{url}: \"{port}\" is not a port"))?,
            ),
            None => (authority, 80),
        };
        Ok(Self {
            name: url.to_string(),
            host: host.to_string(),
            port,
            path: path.to_string(),
            timeout,
            game_id: 0,
        })
    }

    /// POSTs `body` and returns the response body.
    fn post(&self, body: &str) -> Result<String, String> {
        let deadline = Instant::now() + self.timeout;
        let address = (self.host.as_str(), self.port)
            .to_socket_addrs()
            .ok()
            .and_then(|mut a| a.next())
            .ok_or_else(|| format!("cannot resolve {}", self.host))?;
        let mut stream = TcpStream::connect_timeout(&address, self.timeout)
            .map_err(|e| format!("cannot connect to {}: {e}", self.name))?;
        let request = format!(
            "POST {} HTTP/1.1\r\nHost: {}:{}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.path,
            self.host,
            self.port,
            body.len()
        );
        stream
            .set_write_timeout(Some(self.timeout))
            .and_then(|()| stream.write_all(request.as_bytes()))
            .map_err(|e| format!("cannot send the request: {e}"))?;
        let mut response = Vec::new();
        let mut buffer = [0u8; 8192];
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(format!("no answer within {} ms", self.timeout.as_millis()));
            }
            stream
                .set_read_timeout(Some(left))
                .map_err(|e| e.to_string())?;
            match stream.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => response.extend_from_slice(&buffer[..n]),
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    return Err(format!("no answer within {} ms", self.timeout.as_millis()));
                }
                Err(e) => return Err(format!("reading the answer: {e}")),
            }
        }
        http_body(&response)
    }
}

/// The body of an HTTP response with status 200 (plain or chunked).
fn http_body(response: &[u8]) -> Result<String, String> {
    let text = String::from_utf8_lossy(response);
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or("malformed HTTP response (no header end)")?;
    let status = head.lines().next().unwrap_or("");
    if status.split_whitespace().nth(1) != Some("200") {
        return Err(format!("HTTP answer \"{}\"", shorten(status)));
    }
    let chunked = head.lines().any(|l| {
        let l = l.to_ascii_lowercase();
        l.starts_with("transfer-encoding:") && l.contains("chunked")
    });
    if !chunked {
        return Ok(body.to_string());
    }
    let mut out = String::new();
    let mut rest = body;
    while let Some((size, after)) = rest.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).map_err(|_| "malformed chunk")?;
        if size == 0 || after.len() < size {
            break;
        }
        out.push_str(&after[..size]);
        rest = after[size..].trim_start_matches("\r\n");
    }
    Ok(out)
}

impl Agent<Game> for HttpBot {
    fn name(&self) -> &str {
        &self.name
    }
    fn start(&mut self, game_id: u64, _seat: u8, _seed: u64) {
        self.game_id = game_id;
    }
    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        position_of(self.answer(game, legal), legal)
    }
    fn answer(&mut self, game: &Game, legal: &[Action]) -> Result<Action, String> {
        let message = wire::decision_message(game, self.game_id, legal);
        let body = self.post(&encode(&message))?;
        parse_reply(game, &body)
    }
    fn game_over(&mut self, game: &Game, seat: u8) {
        let message = wire::game_over_message(game, self.game_id, seat);
        let _ = self.post(&encode(&message));
    }
}
