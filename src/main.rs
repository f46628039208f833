//! The `emberdeck` command: play (the default), or run a headless command.

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use emberdeck::cli::RunOptions;
use emberdeck::cli::registry::{self, Commands};
use emberdeck::engine::RunRequest;

#[global_allocator]
static ALLOCATOR: emberdeck::alloc_count::CountingAlloc = emberdeck::alloc_count::CountingAlloc;

/// Emberdeck: a data-driven card-game engine.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// A mod folder (or a folder of mods) to load after the shipped content and the user's mods
    /// folder; repeatable.
    #[arg(long, global = true)]
    mods: Vec<PathBuf>,
}

/// The options of every command that plays games of a ruleset.
#[derive(clap::Args, Clone)]
struct GameArgs {
    /// The ruleset (`emberdeck rulesets` lists them).
    #[arg(long, default_value = "hearth")]
    ruleset: String,
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// The run's seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Decks (or teams), one per agent, comma-separated; missing ones are drawn at random.
    #[arg(long)]
    decks: Option<String>,
    /// Seats per game, where the ruleset lets you choose (dopynion: 1 to 4).
    #[arg(long)]
    players: Option<u8>,
    /// A ruleset option, KEY=VALUE (repeatable), e.g. --opt kingdom=Smithy,Witch for dopynion.
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    opts: Vec<String>,
    /// dopynion's kingdom: card names, comma-separated, or "random" (the same as --opt kingdom=...).
    #[arg(long)]
    kingdom: Option<String>,
    /// Milliseconds an agent that is another program may take per decision.
    #[arg(long, default_value_t = 2000)]
    timeout_ms: u64,
}

impl GameArgs {
    /// The request and run options these arguments stand for, with `agents`.
    fn request(&self, agents: &str) -> Result<RunRequest, String> {
        let mut options = Vec::new();
        for opt in &self.opts {
            let (key, value) = opt
                .split_once('=')
                .ok_or_else(|| format!("--opt takes KEY=VALUE, not \"{opt}\""))?;
            options.push((key.trim().to_string(), value.trim().to_string()));
        }
        if let Some(kingdom) = &self.kingdom {
            options.push(("kingdom".into(), kingdom.clone()));
        }
        Ok(RunRequest {
            agents: agent_list(agents),
            players: self.players,
            decks: self.decks.as_deref().map(list).unwrap_or_default(),
            mirror: false,
            options,
            timeout_ms: self.timeout_ms,
        })
    }

    fn run(&self, check: bool, jobs: usize) -> RunOptions {
        RunOptions {
            games: self.games,
            seed: self.seed,
            check,
            jobs,
            show_game: None,
        }
    }
}

/// An agent list: agents are separated by commas, and so are an agent's settings
/// (`mcts:iters=400,horizon=1,search`): a piece that is `key=value` with no `:` continues the
/// agent before it.
fn agent_list(text: &str) -> Vec<String> {
    let mut agents: Vec<String> = Vec::new();
    for piece in list(text) {
        let setting = piece.contains('=') && !piece.contains(':');
        match agents.last_mut() {
            Some(agent) if setting => {
                agent.push(',');
                agent.push_str(&piece);
            }
            _ => agents.push(piece),
        }
    }
    agents
}

fn list(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

#[derive(Subcommand)]
enum Command {
    /// Play against the computer in a window (the default), or in a terminal.
    Play {
        /// Play in the terminal instead of a window.
        #[arg(long)]
        terminal: bool,
        /// Terminal games: the ruleset.
        #[arg(long, default_value = "hearth")]
        ruleset: String,
        /// Terminal games: your deck (a class name or a shipped deck's name).
        #[arg(long)]
        deck: Option<String>,
        /// Terminal games: the opponent agent.
        #[arg(long, default_value = "random")]
        opponent: String,
        /// The game's seed: in the terminal (default 0), or the seed the window's games start
        /// from (default: a fresh one each launch, printed at start for bug reports).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Run the app through a scripted game and save screenshots of each screen into DIR.
    Shots {
        /// Where the PNG files go.
        dir: PathBuf,
        /// Window size, WIDTHxHEIGHT.
        #[arg(long, default_value = "1280x720")]
        size: String,
    },
    /// Run scenario files (files or folders, recursively); each file's `ruleset:` picks its rules.
    Scenario {
        /// Scenario files or folders.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// After each failing scenario, print its game log, one event per line.
        #[arg(long)]
        log: bool,
    },
    /// Play many games between agents (seats rotated) and report results.
    Simulate {
        #[command(flatten)]
        game: GameArgs,
        /// Agent names, comma-separated: one per seat, or one for all seats.
        #[arg(long, default_value = "random,random")]
        agents: String,
        /// Verify invariants after every action and replay every game.
        #[arg(long)]
        check: bool,
        /// Print the log of game N (counted from 1) in words, as its first seat saw it.
        #[arg(long, value_name = "N")]
        show_game: Option<usize>,
    },
    /// Play a round robin between agents and print an Elo table.
    Tournament {
        #[command(flatten)]
        game: GameArgs,
        /// Agent names, comma-separated (at least two).
        #[arg(long)]
        agents: String,
    },
    /// Pit two agents against each other with seats alternated and report win rates.
    Arena {
        #[command(flatten)]
        game: GameArgs,
        /// Two agent names, comma-separated (e.g. search,greedy or search:iters=400,greedy).
        #[arg(long, default_value = "search,greedy")]
        agents: String,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
    /// Measure each ruleset's speed and memory.
    Bench {
        /// Seconds of play to measure, per ruleset.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        /// Only this ruleset.
        #[arg(long)]
        ruleset: Option<String>,
    },
    /// List the rulesets this build plays.
    Rulesets,
    /// Print the hearth card language as a JSON schema (for editors: completion and checks).
    Schema,
    /// hearth deck codes: `deck decode CODE` prints the deck and its problems, `deck encode FILE`
    /// prints the code of a deck file.
    Deck {
        #[command(subcommand)]
        action: DeckAction,
    },
    /// Check a mod folder (its cards and decks with the shipped content) or a whole content folder
    /// (one with a rules.ron), and list every problem; exit 1 when there is one.
    #[command(alias = "cards")]
    Check {
        /// The folder (default: the shipped content).
        dir: Option<PathBuf>,
        /// One JSON object per problem (file, line, column, card, message), for editors.
        #[arg(long)]
        json: bool,
    },
}

/// What `emberdeck deck` does.
#[derive(Subcommand)]
enum DeckAction {
    /// Print the deck a HearthSim deck code holds, as a RON deck file, and its problems.
    Decode {
        /// The code (base64).
        code: String,
    },
    /// Print the deck code of a RON deck file.
    Encode {
        /// The deck file.
        file: PathBuf,
    },
}

/// Prints a set-up error and turns it into exit status 2.
fn report(result: Result<i32, String>) -> i32 {
    result.unwrap_or_else(|e| {
        eprintln!("{e}");
        2
    })
}

/// Runs `command` of the ruleset the arguments name.
fn with_ruleset(
    game: &GameArgs,
    agents: &str,
    command: impl FnOnce(&dyn Commands, &RunRequest) -> i32,
) -> i32 {
    report(registry::find(&game.ruleset).and_then(|ruleset| {
        let request = game.request(agents)?;
        Ok(command(ruleset, &request))
    }))
}

fn bench(seconds: f64, ruleset: Option<&str>) -> i32 {
    match ruleset {
        Some(name) => report(registry::find(name).map(|r| r.bench(seconds))),
        None => registry::ALL
            .iter()
            .map(|r| r.bench(seconds))
            .max()
            .unwrap_or(0),
    }
}

/// Opens the app's window (saving screenshots into `shots` when given).
#[cfg(feature = "app")]
fn window(shots: Option<PathBuf>, size: (u32, u32), seed: Option<u64>) -> i32 {
    emberdeck::app::run(shots, size, seed)
}

/// A headless build has no window: it says so, and how to play in the terminal instead.
#[cfg(not(feature = "app"))]
fn window(_shots: Option<PathBuf>, _size: (u32, u32), _seed: Option<u64>) -> i32 {
    eprintln!(
        "this build of emberdeck is headless (built without the `app` feature): \
         use `emberdeck play --terminal`, or build with the default features for the window"
    );
    2
}

fn main() {
    let cli = Cli::parse();
    let disabled = emberdeck::config::disabled_mods();
    emberdeck::mods::set_folders(&cli.mods, &disabled);
    let code = match cli.command.unwrap_or(Command::Play {
        terminal: false,
        ruleset: "hearth".into(),
        deck: None,
        opponent: "random".into(),
        seed: None,
    }) {
        Command::Play {
            terminal: true,
            ruleset,
            deck,
            opponent,
            seed,
        } => report(registry::find(&ruleset).map(|r| {
            let request = RunRequest {
                agents: vec!["you".into(), opponent],
                decks: deck.into_iter().collect(),
                ..RunRequest::default()
            };
            r.terminal(&request, seed.unwrap_or(0))
        })),
        Command::Play { seed, .. } => window(None, (1280, 720), seed),
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
            window(Some(dir), size, None)
        }
        Command::Scenario { paths, log } => {
            emberdeck::cli::scenario::run_paths_with(&paths, log, &mut |line| println!("{line}"))
                .exit_code()
        }
        Command::Simulate {
            game,
            agents,
            check,
            show_game,
        } => with_ruleset(&game, &agents, |r, request| {
            let options = RunOptions {
                show_game,
                ..game.run(check, 1)
            };
            r.simulate(request, &options)
        }),
        Command::Tournament { game, agents } => with_ruleset(&game, &agents, |r, request| {
            r.tournament(request, &game.run(false, 1))
        }),
        Command::Arena { game, agents, jobs } => with_ruleset(&game, &agents, |r, request| {
            r.arena(request, &game.run(false, jobs))
        }),
        Command::Bench { seconds, ruleset } => bench(seconds, ruleset.as_deref()),
        Command::Rulesets => registry::list(),
        Command::Check { dir, json } => emberdeck::cli::cards::check(dir.as_deref(), json),
        Command::Schema => emberdeck::cli::schema::print(),
        Command::Deck { action } => match action {
            DeckAction::Decode { code } => emberdeck::cli::deck::decode(&code),
            DeckAction::Encode { file } => emberdeck::cli::deck::encode(&file),
        },
    };
    std::process::exit(code);
}

#[cfg(test)]
mod tests {
    use super::agent_list;

    #[test]
    fn an_agents_settings_stay_with_it_in_an_agent_list() {
        assert_eq!(
            agent_list("mcts:iters=400,horizon=1,search:iters=80, random"),
            ["mcts:iters=400,horizon=1", "search:iters=80", "random"]
        );
        assert_eq!(
            agent_list("stdio:python3 bot.py,http://127.0.0.1:8765/decide?a=1,big-money"),
            [
                "stdio:python3 bot.py",
                "http://127.0.0.1:8765/decide?a=1",
                "big-money"
            ]
        );
    }
}
