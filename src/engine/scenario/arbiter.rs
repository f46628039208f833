//! What the harness asks of a ruleset's other contracts while it plays: an action in words, for
//! failures, and the bot arbiter's ruling on a raw reply (`Reply`/`NoReply` steps go through
//! `engine::wire::parse_reply` and `engine::submit` exactly as a real external agent's answer
//! does). Every ruleset has both already (`Describe`, `BotWire`), so it gets this for free.

use crate::engine::bot_wire::BotWire;
use crate::engine::describe::Describe;
use crate::engine::rules::Rules;
use crate::engine::ruleset::{Ruleset, submit};
use crate::engine::wire::parse_reply;

/// The reason a `NoReply` gives, as a bot that timed out gets it.
pub const NO_ANSWER: &str = "no answer in time";

/// Words and the arbiter for the game a scenario plays.
pub trait Arbiter {
    /// The game the steps are played on.
    type Game: Rules;
    /// An action in words.
    fn action_text(game: &Self::Game, action: &<Self::Game as Rules>::Action) -> String;
    /// Rules on a bot's raw `reply` for the player to act (`None`: no answer in time): a valid
    /// action is applied, anything else rules the player out with its reason.
    fn answer(game: &mut Self::Game, reply: Option<&str>);
}

impl<R: BotWire + Describe> Arbiter for R {
    type Game = <R as Ruleset>::Game;

    fn action_text(game: &Self::Game, action: &<Self::Game as Rules>::Action) -> String {
        R::describe_action(game, action)
    }

    fn answer(game: &mut Self::Game, reply: Option<&str>) {
        let answer = match reply {
            Some(text) => {
                let legal = game.legal_actions();
                parse_reply::<R>(game, &legal, text)
            }
            None => Err(NO_ANSWER.to_string()),
        };
        submit::<R>(game, answer);
    }
}
