//! Playing hearth in a terminal against the random agent: the board, a numbered list of legal
//! actions, and what happened since the last decision.

use std::io::{BufRead, Write};

use super::describe;
use crate::ai::RandomAgent;
use crate::engine::{Agent, Rules};
use crate::rulesets::hearth::decks::{find_deck, shipped_decks};
use crate::rulesets::hearth::{CardDb, Game, StartOptions};

fn show_table(game: &Game, you: u8) {
    for seat in [1 - you, you] {
        let p = game.player(seat);
        let who = if seat == you { "you" } else { "opponent" };
        println!(
            "{who}: {} | mana {}/{} | hand {} | deck {}",
            describe::entity(game, p.hero),
            p.mana,
            p.max_mana,
            p.hand.len(),
            p.deck.len()
        );
        let board: Vec<String> = p.board.iter().map(|m| describe::entity(game, *m)).collect();
        println!("   board: [{}]", board.join(", "));
    }
    let hand: Vec<String> = game
        .player(you)
        .hand
        .iter()
        .map(|c| describe::entity(game, *c))
        .collect();
    println!("   your hand: [{}]", hand.join(", "));
}

/// Plays one game in the terminal with `class`'s deck against a random Warrior. Returns the exit status.
pub fn play(class: &str, seed: u64) -> i32 {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let (Some(mine), Some(theirs)) = (find_deck(&decks, class), find_deck(&decks, "warrior"))
    else {
        eprintln!("no shipped deck for \"{class}\"");
        return 2;
    };
    let options = StartOptions {
        seed,
        first: None,
        shuffle: true,
    };
    let mut game = Game::new(db, [mine.loadout.clone(), theirs.loadout.clone()], options);
    let mut ai = RandomAgent::new(seed);
    let mut seen = 0;
    let mut legal = Vec::new();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "Emberdeck: {} vs {}. Type an action's number; q quits.",
        mine.name, theirs.name
    );
    while !game.is_over() {
        for event in game.log().since(seen) {
            if let Some(text) = describe::event(&game, event) {
                println!("  {text}");
            }
        }
        seen = game.log().len();
        game.legal_actions_into(&mut legal);
        let pick = if game.to_act() == 0 {
            show_table(&game, 0);
            for (i, action) in legal.iter().enumerate() {
                println!("  [{i}] {}", describe::action(&game, action));
            }
            print!("> ");
            std::io::stdout().flush().ok();
            let Some(Ok(line)) = lines.next() else {
                return 0;
            };
            match line.trim() {
                "q" => return 0,
                text => match text.parse::<usize>() {
                    Ok(i) if i < legal.len() => i,
                    _ => {
                        println!("pick a number from the list");
                        continue;
                    }
                },
            }
        } else {
            Agent::<Game>::choose(&mut ai, &game, &legal)
        };
        if let Err(why) = game.apply(&legal[pick]) {
            println!("rejected: {why}");
        }
    }
    for event in game.log().since(seen) {
        if let Some(text) = describe::event(&game, event) {
            println!("  {text}");
        }
    }
    0
}
