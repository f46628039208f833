//! The shared loop on a tiny fake game: a counter the rules let grow by whole steps, with one
//! move that breaks the contract (it is refused yet changes the count) to see the loop catch it.

use std::borrow::Cow;

use super::arbiter::Arbiter;
use super::harness::{play, play_steps};
use super::rules::{Check, ScenarioRules, WrittenMove, WrittenStep, compare};
use super::step::{Step, Unresolved};
use crate::engine::rules::{Rejected, Rules};

/// The count at which the fake game ends.
const GOAL: u32 = 3;

/// A counter; the game is over at `GOAL`.
#[derive(Debug, Clone, Default)]
struct Counter {
    count: u32,
    /// Bot answers the arbiter saw, `None` for a missing one.
    answers: Vec<Option<String>>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Tick {
    /// Adds one: always legal.
    Up,
    /// Refused, and never changes anything.
    Down,
    /// Refused, yet adds one: the contract broken on purpose.
    Leak,
}

impl Rules for Counter {
    type Action = Tick;

    fn legal_actions_into(&self, out: &mut Vec<Tick>) {
        out.clear();
        out.push(Tick::Up);
    }

    fn apply(&mut self, action: &Tick) -> Result<(), Rejected> {
        match action {
            Tick::Up => {
                self.count += 1;
                Ok(())
            }
            Tick::Down => Err(Rejected("the count never goes down".into())),
            Tick::Leak => {
                self.count += 1;
                Err(Rejected("leaks".into()))
            }
        }
    }

    fn to_act(&self) -> u8 {
        0
    }

    fn is_over(&self) -> bool {
        self.count >= GOAL
    }

    fn fork(&self) -> Self {
        self.clone()
    }
}

/// A move as the fake format writes it: an action, or names that resolve to none.
#[derive(Debug, Clone)]
enum Named {
    Do(Tick),
    /// Names nothing in the position.
    Missing,
    /// A mistake in the file itself.
    Typo,
}

/// The fake format writes the shared steps themselves.
type FakeStep = Step<'static, Named, u32>;

fn act(named: Named) -> FakeStep {
    Step::Act(Cow::Owned(named))
}

fn illegal(named: Named) -> FakeStep {
    Step::Illegal(Cow::Owned(named))
}

fn legal(named: Named) -> FakeStep {
    Step::Legal(Cow::Owned(named))
}

struct Fake;

impl Arbiter for Fake {
    type Game = Counter;

    fn action_text(_game: &Counter, action: &Tick) -> String {
        format!("{action:?}").to_lowercase()
    }

    fn answer(game: &mut Counter, reply: Option<&str>) {
        game.answers.push(reply.map(str::to_string));
    }
}

impl WrittenStep<Counter> for FakeStep {
    type Move = Named;
    type Expectation = u32;

    fn step(&self) -> FakeStep {
        self.clone()
    }
}

impl WrittenMove<Counter> for Named {
    fn resolve(&self, _game: &Counter) -> Result<Tick, Unresolved> {
        match self {
            Named::Do(tick) => Ok(*tick),
            Named::Missing => Err(Unresolved::Absent("nothing there".into())),
            Named::Typo => Err(Unresolved::Broken("no such move".into())),
        }
    }
}

/// The fake's expectation is the count itself.
impl Check<Counter> for u32 {
    fn check(&self, game: &Counter) -> Result<(), String> {
        compare("Count", &Some(*self), game.count)
    }
}

impl ScenarioRules for Fake {
    type Written = FakeStep;
    type Fingerprint = u32;

    fn fingerprint(game: &Counter) -> u32 {
        game.count
    }

    fn settle(game: &mut Counter) {
        game.answers.clear();
    }
}

fn run(steps: &[FakeStep]) -> Result<(), String> {
    play_steps::<Fake>(&mut Counter::default(), steps)
}

#[test]
fn an_illegal_step_the_rules_accept_fails() {
    let result = run(&[illegal(Named::Do(Tick::Up))]);
    assert_eq!(result, Err("action 1: Illegal(up) was accepted".into()));
}

#[test]
fn a_refused_action_that_changes_the_game_fails() {
    let result = run(&[illegal(Named::Do(Tick::Leak))]);
    assert_eq!(
        result,
        Err("action 1: Illegal(leak) was rejected but changed the game".into())
    );
}

#[test]
fn a_refused_action_that_changes_nothing_passes() {
    assert_eq!(run(&[illegal(Named::Do(Tick::Down))]), Ok(()));
}

#[test]
fn a_failing_step_is_named_by_its_number_from_one() {
    let steps = [
        act(Named::Do(Tick::Up)),
        Step::Expect(&[1]),
        act(Named::Do(Tick::Down)),
    ];
    assert_eq!(
        run(&steps),
        Err("action 3: down was rejected: the count never goes down".into())
    );
    let steps = [act(Named::Do(Tick::Up)), Step::Expect(&[2])];
    assert_eq!(
        run(&steps),
        Err("action 2: Count: expected 2, got 1".into())
    );
}

#[test]
fn an_illegal_move_naming_nothing_passes_but_a_mistake_in_the_file_fails() {
    assert_eq!(run(&[illegal(Named::Missing)]), Ok(()));
    assert_eq!(
        run(&[illegal(Named::Typo)]),
        Err("action 1: no such move".into())
    );
    assert_eq!(
        run(&[act(Named::Missing)]),
        Err("action 1: nothing there".into())
    );
}

#[test]
fn a_legal_step_is_tried_on_a_copy() {
    let mut game = Counter::default();
    let steps = [legal(Named::Do(Tick::Up)), Step::Expect(&[0])];
    assert_eq!(play_steps::<Fake>(&mut game, &steps), Ok(()));
    assert_eq!(
        run(&[legal(Named::Do(Tick::Down))]),
        Err("action 1: Legal(down) was rejected: the count never goes down".into())
    );
}

#[test]
fn a_move_after_the_game_ended_fails_as_such() {
    let up = || act(Named::Do(Tick::Up));
    let steps = [up(), up(), up(), up()];
    assert_eq!(
        run(&steps),
        Err("action 4: Do(Up): the game is already over".into())
    );
}

#[test]
fn replies_go_to_the_arbiter_after_the_position_settles() {
    let mut game = Counter {
        answers: vec![Some("left from the set-up".into())],
        ..Counter::default()
    };
    let steps = [Step::Reply("{\"index\": 0}"), Step::NoReply];
    assert_eq!(play::<Fake>(&mut game, &steps, &[0]), Ok(()));
    assert_eq!(game.answers, vec![Some("{\"index\": 0}".into()), None]);
}

#[test]
fn the_final_expectations_carry_no_step_number() {
    let mut game = Counter::default();
    let steps = [act(Named::Do(Tick::Up))];
    assert_eq!(
        play::<Fake>(&mut game, &steps, &[5]),
        Err("Count: expected 5, got 1".into())
    );
}
