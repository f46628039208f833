//! The arbiter: asks each seat's bot for a decision, applies it, and eliminates a bot whose answer
//! is malformed, late or illegal, with the reason kept in its seat and the log; the game then goes
//! on without that player.

use super::actions::Action;
use super::game::Game;
use super::invariants;
use crate::engine::Rules;

/// A safety cap on decisions per game (the turn limit ends every real game long before).
pub const MAX_DECISIONS: usize = 200_000;

/// Anything that answers decisions for a seat: a built-in strategy or an external program.
pub trait Bot {
    /// A new game begins, with this bot in `seat`.
    fn start(&mut self, _game_id: u64, _seat: u8) {}
    /// The bot's name as the command line spells it.
    fn name(&self) -> &str;
    /// The answer for the seat to act (`game.to_act()`), chosen among `legal` (never empty). An
    /// error (a timeout, a malformed reply) eliminates the bot with that reason.
    fn decide(&mut self, game: &Game, legal: &[Action]) -> Result<Action, String>;
    /// Called once per seat when the game ends (external bots are told the result).
    fn game_over(&mut self, _game: &Game, _seat: u8) {}
}

/// What a bot answered to one decision: an action, or why it gave none.
pub type Answer = Result<Action, String>;

/// Plays `game` (numbered `game_id` for the bots) to the end with one bot per seat. With `check`,
/// verifies the invariants after every action; with `record`, keeps every answer so the game can
/// be replayed. Returns the number of decisions taken, or what went wrong.
pub fn play_out(
    game: &mut Game,
    game_id: u64,
    bots: &mut [&mut dyn Bot],
    check: bool,
    mut record: Option<&mut Vec<Answer>>,
) -> Result<usize, String> {
    for (seat, bot) in bots.iter_mut().enumerate() {
        bot.start(game_id, seat as u8);
    }
    let decisions = arbitrate(game, check, |game, legal| {
        let answer = bots[game.to_act() as usize].decide(game, legal);
        if let Some(record) = record.as_mut() {
            record.push(answer.clone());
        }
        answer
    })?;
    for (seat, bot) in bots.iter_mut().enumerate() {
        bot.game_over(game, seat as u8);
    }
    Ok(decisions)
}

/// Replays recorded answers on a game set up the same way; the log must come out identical.
pub fn replay(game: &mut Game, answers: &[Answer]) -> Result<usize, String> {
    let mut next = answers.iter();
    arbitrate(game, false, |_, _| {
        next.next()
            .cloned()
            .unwrap_or_else(|| Err("the recording ended early".into()))
    })
}

/// Applies the answer of the seat to act, or eliminates that seat: its answer was an error (late,
/// malformed) or an illegal action.
pub fn submit(game: &mut Game, answer: Answer) {
    let seat = game.to_act();
    match answer {
        Ok(action) => {
            if let Err(why) = game.apply(&action) {
                let name = game.action_text(&action);
                game.eliminate(seat, format!("illegal action \"{name}\": {why}"));
            }
        }
        Err(why) => game.eliminate(seat, why),
    }
}

/// The arbiter's loop: ask, apply or eliminate, until the game ends.
fn arbitrate(
    game: &mut Game,
    check: bool,
    mut decide: impl FnMut(&Game, &[Action]) -> Answer,
) -> Result<usize, String> {
    let mut legal = Vec::with_capacity(32);
    let mut decisions = 0;
    while !game.is_over() {
        decisions += 1;
        if decisions > MAX_DECISIONS {
            return Err(format!("no result after {MAX_DECISIONS} decisions"));
        }
        game.legal_actions_into(&mut legal);
        let seat = game.to_act();
        if legal.is_empty() {
            return Err(format!("seat {seat} has no legal action"));
        }
        let answer = decide(game, &legal);
        submit(game, answer);
        if check {
            invariants::check(game)?;
        }
    }
    Ok(decisions)
}
