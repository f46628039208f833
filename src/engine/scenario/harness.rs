//! The one loop every ruleset's scenario steps run through. An `Act` must be accepted, an
//! `Illegal` refused with the game left exactly as it was, a `Legal` accepted on a copy, an
//! `Expect` hold at that point, a `Wait` runs the turn clock, and `Reply`/`NoReply` go through the
//! bot arbiter; a failing step is named by its number in the file, counted from 1.

use super::rules::{
    ActionOf, Check, ExpectationOf, MoveOf, ScenarioRules, WrittenMove, WrittenStep,
};
use super::step::{Step, Unresolved};
use crate::engine::rules::Rules;

/// A `Wait` step counts seconds; the turn clock counts milliseconds.
const MILLIS_PER_SECOND: u32 = 1000;

/// Plays a freshly built game through a scenario: lets it settle, plays `actions`, then checks
/// the final `expect` (whose failures carry no step number: they come after every step).
pub fn play<R: ScenarioRules>(
    game: &mut R::Game,
    actions: &[R::Written],
    expect: &[ExpectationOf<R>],
) -> Result<(), String> {
    R::settle(game);
    play_steps::<R>(game, actions)?;
    check_all(game, expect)
}

/// Plays written steps in order on `game` (a puzzle's `solution` too); the first failure stops
/// them, as "action N: why".
pub fn play_steps<R: ScenarioRules>(
    game: &mut R::Game,
    steps: &[R::Written],
) -> Result<(), String> {
    for (index, written) in steps.iter().enumerate() {
        let number = index + 1;
        play_step::<R>(game, written.step()).map_err(|why| format!("action {number}: {why}"))?;
    }
    Ok(())
}

fn play_step<R: ScenarioRules>(
    game: &mut R::Game,
    step: Step<'_, MoveOf<R>, ExpectationOf<R>>,
) -> Result<(), String> {
    match step {
        Step::Act(written) => act::<R>(game, &written),
        Step::Illegal(written) => refuse::<R>(game, &written),
        Step::Legal(written) => accept_on_copy::<R>(game, &written),
        Step::Expect(list) => check_all(game, list),
        Step::Wait(seconds) => {
            // The action the clock takes for a timed-out player is in the log; a step after the
            // `Wait` checks what it did.
            game.advance_clock(seconds.saturating_mul(MILLIS_PER_SECOND));
            Ok(())
        }
        Step::Reply(text) => {
            R::answer(game, Some(text));
            Ok(())
        }
        Step::NoReply => {
            R::answer(game, None);
            Ok(())
        }
    }
}

fn check_all<G, E: Check<G>>(game: &G, list: &[E]) -> Result<(), String> {
    list.iter()
        .try_for_each(|expectation| expectation.check(game))
}

/// A move that must be accepted. After the game has ended there is nothing left to accept, which
/// says more than whatever the move's references resolve to.
fn act<R: ScenarioRules>(game: &mut R::Game, written: &MoveOf<R>) -> Result<(), String> {
    if game.is_over() {
        return Err(format!("{written:?}: the game is already over"));
    }
    let action = written.resolve(game).map_err(Unresolved::reason)?;
    game.apply(&action)
        .map_err(|why| format!("{} was rejected: {why}", R::action_text(game, &action)))
}

/// A move that must be refused and change nothing: the fingerprint before and after must match.
/// The action is put into words only once it failed (a refused one left the game as it was).
fn refuse<R: ScenarioRules>(game: &mut R::Game, written: &MoveOf<R>) -> Result<(), String> {
    let action = match written.resolve(game) {
        Ok(action) => action,
        // Naming what is not there is refused before any rule runs.
        Err(Unresolved::Absent(_)) => return Ok(()),
        Err(Unresolved::Broken(why)) => return Err(why),
    };
    let before = R::fingerprint(game);
    match game.apply(&action) {
        Ok(()) => Err(format!(
            "Illegal({}) was accepted",
            R::action_text(game, &action)
        )),
        Err(_) if R::fingerprint(game) != before => Err(format!(
            "Illegal({}) was rejected but changed the game",
            R::action_text(game, &action)
        )),
        Err(_) => Ok(()),
    }
}

/// A move the rules must accept, tried on a copy so the game goes on unchanged; it must be among
/// the listed legal actions too, or the agents would never find it.
fn accept_on_copy<R: ScenarioRules>(game: &R::Game, written: &MoveOf<R>) -> Result<(), String> {
    let action: ActionOf<R> = written.resolve(game).map_err(Unresolved::reason)?;
    let mut copy = game.fork();
    copy.apply(&action).map_err(|why| {
        format!(
            "Legal({}) was rejected: {why}",
            R::action_text(game, &action)
        )
    })?;
    if !game.legal_actions().contains(&action) {
        return Err(format!(
            "Legal({}) is accepted but not listed among the legal actions",
            R::action_text(game, &action)
        ));
    }
    Ok(())
}
