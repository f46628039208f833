//! What the whole-ruleset tests share: a run request for some agents, run options, and a run of
//! random games through the `simulate` command's own code.

use emberdeck::ai::RulesetAgents;
use emberdeck::cli::RunOptions;
use emberdeck::cli::simulate::{SimulateReport, simulate};
use emberdeck::engine::{Describe, GameRng, Rules, RunRequest};

/// A request for these agents, with a short timeout for agents that are programs.
pub fn request(agents: &[&str]) -> RunRequest {
    RunRequest {
        agents: agents.iter().map(|a| a.to_string()).collect(),
        timeout_ms: 1000,
        ..RunRequest::default()
    }
}

/// Run options for `games` games from `seed`, on one thread, checked or not.
pub fn options(games: usize, seed: u64, check: bool) -> RunOptions {
    RunOptions {
        games,
        seed,
        check,
        jobs: 1,
        ..RunOptions::default()
    }
}

/// `games` games of random play in ruleset `R`.
pub fn simulate_random<R: RulesetAgents + Describe>(
    games: usize,
    seed: u64,
    check: bool,
) -> SimulateReport {
    simulate::<R>(
        &request(&["random", "random"]),
        &options(games, seed, check),
    )
    .unwrap()
}

/// Plays up to `steps` random legal actions of `game` (fewer if it ends), drawing from `rng`;
/// returns the actions taken.
pub fn play_random<G: Rules>(game: &mut G, rng: &mut GameRng, steps: usize) -> Vec<G::Action> {
    let mut taken = Vec::new();
    for _ in 0..steps {
        if game.is_over() {
            break;
        }
        let legal = game.legal_actions();
        let pick = legal[rng.below(legal.len())].clone();
        game.apply(&pick).expect("a legal action applies");
        taken.push(pick);
    }
    taken
}

/// Forks are independent and deterministic: a fork of `game` played to its end leaves `game` as
/// `look` saw it, and two forks given the same random actions end with the same log `digest`.
pub fn check_forks<G: Rules, L: PartialEq + std::fmt::Debug>(
    game: &G,
    look: impl Fn(&G) -> L,
    digest: impl Fn(&G) -> u64,
) {
    let before = look(game);
    let mut fork = game.fork();
    assert_eq!(look(&fork), before, "a fork starts where the game is");
    play_random(&mut fork, &mut GameRng::seeded(2), usize::MAX);
    assert!(fork.is_over(), "random play ends the game");
    assert_eq!(look(game), before, "the original is untouched");
    let (mut first, mut again) = (game.fork(), game.fork());
    for pick in play_random(&mut first, &mut GameRng::seeded(3), 40) {
        again
            .apply(&pick)
            .expect("the same action applies to the same game");
    }
    assert_eq!(
        digest(&first),
        digest(&again),
        "the same actions, the same game"
    );
}

/// An egui context with its fonts loaded at `zoom` (1.0 at 1280x720, 1.5 at 1920x1080), to
/// measure a screen's words as it draws them, without a window.
pub fn egui_fonts(zoom: f32) -> bevy_egui::egui::Context {
    let ctx = bevy_egui::egui::Context::default();
    ctx.set_zoom_factor(zoom);
    for _ in 0..2 {
        let _ = ctx.run_ui(bevy_egui::egui::RawInput::default(), |_| {});
    }
    ctx
}
