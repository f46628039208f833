//! The turn timer runs in logical time: the rules end a turn whose 75 seconds ran out, the rope
//! burns in the last 20, and nothing advances the clock but an explicit call (tests and
//! simulations never do).

use emberdeck::cards::{SourceFile, parse_file};
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game};
use emberdeck::rulesets::hearth::{CardDb, LogEvent, ROPE_MS, TURN_TIME_MS};

#[test]
fn a_turn_ends_when_its_logical_time_runs_out() {
    let file = SourceFile {
        path: "clock.ron".into(),
        text: r#"Scenario(name: "clock", ruleset: "hearth", players: [(deck: ["CS2_120"]), (deck: ["CS2_120"])])"#.into(),
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let mut game = build_game(&scenario, CardDb::embedded()).unwrap();
    assert!(!game.rope_burning());
    assert!(!game.advance_clock(TURN_TIME_MS - ROPE_MS - 1));
    assert!(!game.rope_burning(), "no rope before the last 20 seconds");
    assert!(!game.advance_clock(1));
    assert!(game.rope_burning(), "the rope burns from 20 seconds left");
    assert_eq!((game.active(), game.turn()), (0, 10));
    assert!(game.advance_clock(ROPE_MS));
    assert_eq!(
        (game.active(), game.turn()),
        (1, 11),
        "time ran out: the turn passed"
    );
    assert!(
        game.log()
            .events()
            .contains(&LogEvent::TimedOut { player: 0 })
    );
    assert_eq!(
        game.turn_time_left_ms(),
        TURN_TIME_MS,
        "a new turn has its full time"
    );
}
