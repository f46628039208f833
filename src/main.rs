//! The `emberdeck` command: play (the default), or run a headless command.

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use emberdeck::cli::arena::ArenaOptions;
use emberdeck::cli::simulate::SimulateOptions;

#[global_allocator]
static ALLOCATOR: emberdeck::alloc_count::CountingAlloc = emberdeck::alloc_count::CountingAlloc;

/// Emberdeck: a data-driven card-game engine.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Play hearth against the computer in a window (the default).
    Play {
        /// Play in the terminal instead of a window.
        #[arg(long)]
        terminal: bool,
        /// Terminal games: your deck, a class name or a shipped deck's name.
        #[arg(long, default_value = "mage")]
        deck: String,
        /// Terminal games: the game's seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Run the app through a scripted game and save screenshots of each screen into DIR.
    Shots {
        /// Where the PNG files go.
        dir: PathBuf,
        /// Window size, WIDTHxHEIGHT.
        #[arg(long, default_value = "1280x720")]
        size: String,
    },
    /// Run scenario files (files or folders, recursively).
    Scenario {
        /// Scenario files or folders.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// After each failing scenario, print its game log, one event per line.
        #[arg(long)]
        log: bool,
    },
    /// Play many games between agents and report results.
    Simulate {
        /// The ruleset.
        #[arg(long, default_value = "hearth")]
        ruleset: String,
        /// Number of games.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// The run's seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Agent names, comma-separated: two for hearth; one per seat for dopynion (or one for
        /// all seats), e.g. big-money,smithy-big-money or stdio:python3 bot.py.
        #[arg(long, default_value = "random,random")]
        agents: String,
        /// hearth: two deck names or classes, comma-separated (default: random shipped decks).
        #[arg(long)]
        decks: Option<String>,
        /// Verify invariants after every action and replay every game.
        #[arg(long)]
        check: bool,
        /// dopynion: seats per game (1 plays solitaire games).
        #[arg(long, default_value_t = 2)]
        players: u8,
        /// dopynion: kingdom cards, comma-separated, completed at random; "random" for a fully
        /// random kingdom (default: the cards the bots' strategies name, then random).
        #[arg(long)]
        kingdom: Option<String>,
        /// dopynion: milliseconds an external bot may take per decision.
        #[arg(long, default_value_t = 2000)]
        timeout_ms: u64,
    },
    /// Play a round robin between bots and print an Elo table (dopynion).
    Tournament {
        /// The ruleset.
        #[arg(long, default_value = "dopynion")]
        ruleset: String,
        /// Bot names, comma-separated (at least two).
        #[arg(long)]
        agents: String,
        /// Games per pair of bots.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// The run's seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Kingdom cards, comma-separated, or "random" (default: each pair's named cards + random).
        #[arg(long)]
        kingdom: Option<String>,
        /// Milliseconds an external bot may take per decision.
        #[arg(long, default_value_t = 2000)]
        timeout_ms: u64,
    },
    /// Pit two agents against each other with seats alternated and report win rates.
    Arena {
        /// The ruleset.
        #[arg(long, default_value = "hearth")]
        ruleset: String,
        /// Two agent names, comma-separated (e.g. search,greedy or search:iters=400,greedy).
        #[arg(long, default_value = "search,greedy")]
        agents: String,
        /// Number of games.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// The run's seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Decks of the first and second agent (default: the same random shipped deck for both).
        #[arg(long)]
        decks: Option<String>,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
    /// Measure the engine's speed and memory.
    Bench {
        /// Seconds of random play to measure.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
    },
    /// Check a content folder (cards, decks) and list every problem.
    Cards {
        /// The folder (default: the shipped content).
        dir: Option<PathBuf>,
    },
}

fn pair(text: &str, what: &str) -> Result<[String; 2], String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    match parts.as_slice() {
        [a, b] => Ok([a.to_string(), b.to_string()]),
        _ => Err(format!("--{what} takes two comma-separated names")),
    }
}

/// Checks the ruleset and reads the agent and deck pairs shared by simulate and arena.
fn hearth_options(
    ruleset: &str,
    agents: &str,
    decks: Option<String>,
) -> Result<([String; 2], Option<[String; 2]>), String> {
    if ruleset != "hearth" {
        return Err(format!(
            "ruleset \"{ruleset}\" is not available here (available: hearth; dopynion for simulate)"
        ));
    }
    let agents = pair(agents, "agents")?;
    let decks = decks.map(|d| pair(&d, "decks")).transpose()?;
    Ok((agents, decks))
}

/// Prints a set-up error and turns it into exit status 2.
fn report(result: Result<i32, String>) -> i32 {
    result.unwrap_or_else(|e| {
        eprintln!("{e}");
        2
    })
}

fn dopynion_simulate(
    agents: &str,
    games: usize,
    seed: u64,
    players: u8,
    kingdom: Option<String>,
    check: bool,
    timeout_ms: u64,
) -> Result<i32, String> {
    use emberdeck::cli::dopynion::{KingdomChoice, parse_bots, simulate};
    let db = emberdeck::rulesets::dopynion::CardDb::embedded();
    let mut bots = parse_bots(agents, &db)?;
    if bots.len() == 1 {
        bots = vec![bots[0].clone(); players as usize];
    }
    let kingdom = KingdomChoice::parse(kingdom.as_deref(), &db, &bots)?;
    Ok(simulate::run(&simulate::Options {
        games,
        seed,
        players,
        bots,
        kingdom,
        check,
        timeout_ms,
    }))
}

fn dopynion_tournament(
    ruleset: &str,
    agents: &str,
    games: usize,
    seed: u64,
    kingdom: Option<String>,
    timeout_ms: u64,
) -> Result<i32, String> {
    use emberdeck::cli::dopynion::{parse_bots, tournament};
    if ruleset != "dopynion" {
        return Err(format!(
            "tournament: ruleset \"{ruleset}\" is not available (available: dopynion; hearth has arena)"
        ));
    }
    let db = emberdeck::rulesets::dopynion::CardDb::embedded();
    Ok(tournament::run(&tournament::Options {
        bots: parse_bots(agents, &db)?,
        games,
        seed,
        kingdom,
        timeout_ms,
    }))
}

fn main() {
    let cli = Cli::parse();
    let code = match cli.command.unwrap_or(Command::Play {
        terminal: false,
        deck: "mage".into(),
        seed: 0,
    }) {
        Command::Play {
            terminal: true,
            deck,
            seed,
        } => emberdeck::app::terminal::play(&deck, seed),
        Command::Play { .. } => emberdeck::app::run(None, (1280, 720)),
        Command::Shots { dir, size } => {
            let parsed = size
                .split_once('x')
                .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)));
            let Some(size) = parsed.filter(|(w, h)| *w >= 1280 && *h >= 720) else {
                eprintln!("--size takes WIDTHxHEIGHT, at least 1280x720");
                std::process::exit(2);
            };
            if let Err(e) = std::fs::create_dir_all(&dir) {
                eprintln!("{}: {e}", dir.display());
                std::process::exit(2);
            }
            emberdeck::app::run(Some(dir), size)
        }
        Command::Scenario { paths, log } => {
            emberdeck::cli::scenario::run_paths_with(&paths, log, &mut |line| println!("{line}"))
                .exit_code()
        }
        Command::Simulate {
            ruleset,
            games,
            seed,
            agents,
            check,
            players,
            kingdom,
            timeout_ms,
            ..
        } if ruleset == "dopynion" => report(dopynion_simulate(
            &agents, games, seed, players, kingdom, check, timeout_ms,
        )),
        Command::Tournament {
            ruleset,
            agents,
            games,
            seed,
            kingdom,
            timeout_ms,
        } => report(dopynion_tournament(
            &ruleset, &agents, games, seed, kingdom, timeout_ms,
        )),
        Command::Simulate {
            ruleset,
            games,
            seed,
            agents,
            decks,
            check,
            ..
        } => report(
            hearth_options(&ruleset, &agents, decks).map(|(agents, decks)| {
                emberdeck::cli::simulate::run(&SimulateOptions {
                    games,
                    seed,
                    agents,
                    decks,
                    check,
                })
            }),
        ),
        Command::Arena {
            ruleset,
            agents,
            games,
            seed,
            decks,
            jobs,
        } => report(
            hearth_options(&ruleset, &agents, decks).map(|(agents, decks)| {
                emberdeck::cli::arena::run(&ArenaOptions {
                    games,
                    seed,
                    agents,
                    decks,
                    jobs,
                })
            }),
        ),
        Command::Bench { seconds } => emberdeck::cli::bench::run(seconds),
        Command::Cards { dir } => emberdeck::cli::cards::check(dir.as_deref()),
    };
    std::process::exit(code);
}
