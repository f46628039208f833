//! `emberdeck play --terminal`: any ruleset in a terminal against an agent: the table in words, a
//! numbered list of legal actions, and what happened since the last decision.

use std::io::{BufRead, Write};

use crate::ai::{RulesetAgents, make_agent};
use crate::engine::{Describe, GameRng, Rules, RunRequest};

/// The seat the person at the keyboard plays.
const YOU: u8 = 0;

/// Plays one game in the terminal: you are the first agent of the request, the second one (by
/// default `random`) plays every other seat. Returns the exit status.
pub fn play<R: RulesetAgents + Describe>(request: &RunRequest, seed: u64) -> i32 {
    match play_inner::<R>(request, seed) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}

fn play_inner<R: RulesetAgents + Describe>(request: &RunRequest, seed: u64) -> Result<(), String> {
    let db = R::content()?;
    let opponent = request
        .agents
        .get(1)
        .cloned()
        .unwrap_or_else(|| "random".into());
    let request = RunRequest {
        agents: vec!["you".into(), opponent.clone()],
        ..request.clone()
    };
    let plan = R::agents_plan(&db, &request)?;
    let seats = R::seats(&plan);
    let agent_at_seat: Vec<usize> = (0..seats as usize).map(|s| usize::from(s > 0)).collect();
    let setup = R::setup(&db, &plan, &agent_at_seat, &mut GameRng::seeded(seed))?;
    let mut game = R::new_game(&db, &setup, seed)?;
    let mut others: Vec<_> = (1..seats)
        .map(|seat| make_agent::<R>(&db, &opponent, seed ^ seat as u64, &request))
        .collect::<Result<_, _>>()?;
    println!(
        "Emberdeck ({}): you against {opponent}. Type an action's number; q quits.",
        R::NAME
    );
    let mut seen = 0;
    let mut legal = Vec::new();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    while !game.is_over() {
        for line in R::describe_log(&game, seen, YOU) {
            println!("  {line}");
        }
        seen = R::log_len(&game);
        game.legal_actions_into(&mut legal);
        let seat = game.to_act();
        let pick = if seat == YOU {
            println!("{}", R::describe_view(&game, YOU));
            for (i, action) in legal.iter().enumerate() {
                println!("  [{i}] {}", R::describe_action(&game, action));
            }
            print!("> ");
            std::io::stdout().flush().ok();
            let Some(Ok(line)) = lines.next() else {
                return Ok(());
            };
            match line.trim() {
                "q" => return Ok(()),
                text => match text.parse::<usize>() {
                    Ok(i) if i < legal.len() => i,
                    _ => {
                        println!("pick a number from the list");
                        continue;
                    }
                },
            }
        } else {
            others[seat as usize - 1].choose(&game, &legal)
        };
        if let Err(why) = game.apply(&legal[pick]) {
            println!("rejected: {why}");
        }
    }
    for line in R::describe_log(&game, seen, YOU) {
        println!("  {line}");
    }
    Ok(())
}
