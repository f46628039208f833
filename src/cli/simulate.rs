//! `emberdeck simulate --ruleset R`: many complete games between agents (seats rotated), then per
//! agent its wins and the ruleset's figures, draws, mean turns and speed; `--check` verifies the
//! invariants after every action and replays every game to prove determinism. One code path for
//! every ruleset.

use std::time::Instant;

use super::{RunOptions, Runners};
use crate::ai::RulesetAgents;
use crate::engine::{Describe, GameRng, RunRequest};
use crate::sim::{PlayOptions, game_seed, play, replay, seating};

/// One agent's figures over the run.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct AgentTally {
    /// The agent's name.
    pub name: String,
    /// Games won (a shared win counts its share).
    pub wins: f64,
    /// The ruleset's per-seat figures, by name, one value per game that had one.
    pub figures: Vec<(&'static str, Vec<f64>)>,
    /// Games it forfeited, and the last reason.
    pub forfeits: usize,
    /// Its latest forfeit's reason.
    pub last_forfeit: Option<String>,
}

impl AgentTally {
    fn add_figure(&mut self, name: &'static str, value: Option<f64>) {
        let at = match self.figures.iter().position(|(n, _)| *n == name) {
            Some(at) => at,
            None => {
                self.figures.push((name, Vec::new()));
                self.figures.len() - 1
            }
        };
        self.figures[at].1.extend(value);
    }
}

/// What a run found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SimulateReport {
    /// Per agent, in the order given.
    pub agents: Vec<AgentTally>,
    /// Games nobody won.
    pub draws: usize,
    /// Sum of final turn counts.
    pub total_turns: u64,
    /// Decisions taken in all.
    pub decisions: u64,
    /// Combined fingerprint of every game's log.
    pub digest: u64,
    /// Problems found (invariants, determinism, stuck games).
    pub problems: Vec<String>,
    /// The log of the game `RunOptions::show_game` asked for, in words.
    pub shown: Vec<String>,
}

/// The agent names of a run: one per seat, or one name for every seat.
pub fn agents_for_seats(agents: &[String], seats: u8) -> Result<Vec<String>, String> {
    match agents.len() {
        1 => Ok(vec![agents[0].clone(); seats as usize]),
        n if n == seats as usize => Ok(agents.to_vec()),
        n => Err(format!(
            "{n} agents for {seats} seats: give one per seat (or one for all)"
        )),
    }
}

/// Plays the games and returns the report.
pub fn simulate<R: RulesetAgents + Describe>(
    request: &RunRequest,
    options: &RunOptions,
) -> Result<SimulateReport, String> {
    let db = R::content()?;
    let plan = R::agents_plan(&db, request)?;
    let names = agents_for_seats(&request.agents, R::seats(&plan))?;
    let mut runners = Runners::<R>::new(&db, &names, options.seed, request)?;
    let mut report = SimulateReport {
        agents: names
            .iter()
            .map(|name| AgentTally {
                name: name.clone(),
                ..AgentTally::default()
            })
            .collect(),
        ..SimulateReport::default()
    };
    let mut setup_rng = GameRng::seeded(options.seed ^ 0x5EED_DEC5);
    let mut reuse = None;
    let play_options = PlayOptions {
        check: options.check,
        record: options.check,
        timed: false,
        digest: true,
    };
    for index in 0..options.games {
        let seed = game_seed(options.seed, index);
        let agent_at_seat = seating(names.len(), index);
        let setup = R::setup(&db, &plan, &agent_at_seat, &mut setup_rng)?;
        let mut seats = runners.seated(&agent_at_seat);
        let record = match play::<R>(
            &db,
            &setup,
            seed,
            index as u64,
            &mut seats,
            play_options,
            &mut reuse,
        ) {
            Ok(record) => record,
            Err(problem) => {
                report.problems.push(problem);
                continue;
            }
        };
        if options.show_game == Some(index + 1)
            && let Some(game) = &reuse
        {
            report.shown = R::describe_log(game, 0, 0);
        }
        if record.outcome.winners.is_empty() {
            report.draws += 1;
        }
        for (seat, &agent) in agent_at_seat.iter().enumerate() {
            let tally = &mut report.agents[agent];
            if record.outcome.winners.contains(&(seat as u8)) {
                tally.wins += 1.0 / record.outcome.winners.len() as f64;
            }
            for figure in &record.figures[seat] {
                tally.add_figure(figure.name, figure.value);
            }
        }
        for (seat, reason) in &record.forfeits {
            let tally = &mut report.agents[agent_at_seat[*seat as usize]];
            tally.forfeits += 1;
            tally.last_forfeit = Some(reason.clone());
        }
        report.total_turns += record.turns as u64;
        report.decisions += record.decisions as u64;
        report.digest = report.digest.rotate_left(5) ^ record.log_digest;
        if options.check {
            match replay::<R>(&db, &setup, seed, &record.answers) {
                Ok(digest) if digest == record.log_digest => {}
                Ok(_) => report
                    .problems
                    .push(format!("seed {seed}: the replay's log differs")),
                Err(e) => report.problems.push(format!("seed {seed}: {e}")),
            }
        }
    }
    Ok(report)
}

/// The mean and median of some values, as the report prints them.
fn mean_median(values: &[f64]) -> (String, String) {
    if values.is_empty() {
        return ("-".into(), "-".into());
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    let median = if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    };
    let mean = sorted.iter().sum::<f64>() / n as f64;
    (format!("{mean:.2}"), format!("{median:.1}"))
}

/// Runs `simulate` and prints its report; returns the exit status.
pub fn run<R: RulesetAgents + Describe>(request: &RunRequest, options: &RunOptions) -> i32 {
    let started = Instant::now();
    let report = match simulate::<R>(request, options) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    let games = options.games.max(1) as f64;
    if let Some(shown) = options.show_game {
        println!("game {shown}, as its first seat saw it:");
        for line in &report.shown {
            println!("  {line}");
        }
    }
    let names: Vec<&str> = report.agents.iter().map(|a| a.name.as_str()).collect();
    println!(
        "{}: {} games, seed {}, agents {}{}",
        R::NAME,
        options.games,
        options.seed,
        names.join(","),
        if options.check { ", checked" } else { "" }
    );
    for (index, agent) in report.agents.iter().enumerate() {
        let mut line = format!(
            "{} (agent {}): {:.1} wins ({:.1}%)",
            agent.name,
            index + 1,
            agent.wins,
            100.0 * agent.wins / games
        );
        for (name, values) in &agent.figures {
            let (mean, median) = mean_median(values);
            line.push_str(&format!(
                ", {name}: mean {mean}, median {median} over {} games",
                values.len()
            ));
        }
        println!("{line}");
        if agent.forfeits > 0 {
            println!(
                "  {} forfeited {} game(s); last reason: {}",
                agent.name,
                agent.forfeits,
                agent.last_forfeit.as_deref().unwrap_or("")
            );
        }
    }
    println!("draws: {}", report.draws);
    println!("mean turns: {:.2}", report.total_turns as f64 / games);
    println!(
        "mean decisions per game: {:.1}",
        report.decisions as f64 / games
    );
    super::print_run_footer(
        report.digest,
        options.games,
        seconds,
        options.check,
        &report.problems,
    )
}
