//! Dragging on the hearth table through real pointer input (`table`): the test writes the pointer
//! moves, presses and releases a mouse would, at window positions taken from where the table put
//! its cards. What reaches the rules is recorded from the app's own `SubmitAction` messages.

use bevy::math::Vec2;
use emberdeck::app::HUMAN;
use emberdeck::app::hearth::intent::Selection;
use emberdeck::engine::Rules;
use emberdeck::rulesets::hearth::plugin::ActiveGame;
use emberdeck::rulesets::hearth::{Action, Reads};

use bevy::picking::pointer::{PointerAction, PointerButton};

use emberdeck::app::hearth::TableLook;

use crate::table::{Submitted, app_on, centre_of, drag, pointer, span_of};

const BOARD: &str = r#"Scenario(
    name: "drag",
    ruleset: "hearth",
    players: [
        (mana: 10, hand: ["CS2_120", "CS2_172"], board: [(card: "CS2_172"), (card: "CS2_120"), (card: "CS2_182")]),
        (board: [(card: "CS1_042"), (card: "CS2_120")]),
    ],
)"#;

#[test]
fn a_minion_dropped_between_two_minions_is_played_at_that_slot() {
    let mut app = app_on(BOARD);
    let game = &app.world().resource::<ActiveGame>().0;
    let card = game.player(HUMAN).hand[0];
    let board = game.player(HUMAN).board.clone();
    assert_eq!(board.len(), 3);
    // Between the first and the second minion, at the row's height.
    let (_, first_right) = span_of(&app, board[0]);
    let (second_left, _) = span_of(&app, board[1]);
    let gap = Vec2::new(
        (first_right + second_left) / 2.0,
        centre_of(&app, board[0]).y,
    );
    let from = centre_of(&app, card);
    drag(&mut app, from, gap);

    let submitted = &app.world().resource::<Submitted>().0;
    assert!(
        matches!(submitted.as_slice(), [Action::Play { card: c, position: 1, target: None, .. }] if *c == card),
        "one Play at slot 1: {submitted:?}"
    );
    let game = &app.world().resource::<ActiveGame>().0;
    assert_eq!(
        game.player(HUMAN).board,
        vec![board[0], card, board[1], board[2]],
        "the rules put it between the two"
    );

    // The other card, dropped left of the whole row, goes to the left end.
    let other = game.player(HUMAN).hand[0];
    let (left, _) = span_of(&app, board[0]);
    let far_left = Vec2::new(left - 60.0, centre_of(&app, board[0]).y);
    let from = centre_of(&app, other);
    drag(&mut app, from, far_left);
    let submitted = &app.world().resource::<Submitted>().0;
    assert!(
        matches!(submitted.last(), Some(Action::Play { card: c, position: 0, .. }) if *c == other),
        "a Play at slot 0: {submitted:?}"
    );
}

#[test]
fn an_attack_dropped_on_a_minion_behind_taunt_submits_nothing() {
    let mut app = app_on(BOARD);
    let game = &app.world().resource::<ActiveGame>().0;
    let attacker = game.player(HUMAN).board[0];
    let (taunt, behind) = {
        let enemy = &game.player(1 - HUMAN).board;
        (enemy[0], enemy[1])
    };
    assert!(
        game.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Attack { attacker: a, .. } if *a == attacker)),
        "the attacker may attack"
    );
    let (from, to) = (centre_of(&app, attacker), centre_of(&app, behind));
    drag(&mut app, from, to);
    assert_eq!(
        app.world().resource::<Submitted>().0,
        Vec::<Action>::new(),
        "nothing reaches the rules"
    );
    assert!(app.world().resource::<Selection>().source.is_none());
    let game = &app.world().resource::<ActiveGame>().0;
    assert_eq!(game.stats(behind).damage, 0);

    // The same drag onto the Taunt minion is an attack: the drag itself works.
    let (from, to) = (centre_of(&app, attacker), centre_of(&app, taunt));
    drag(&mut app, from, to);
    assert_eq!(
        app.world().resource::<Submitted>().0,
        vec![Action::Attack {
            attacker,
            defender: taunt
        }]
    );
}

#[test]
fn a_minion_held_over_the_row_opens_a_gap_where_it_would_land() {
    let mut app = app_on(BOARD);
    let game = &app.world().resource::<ActiveGame>().0;
    let card = game.player(HUMAN).hand[0];
    let board = game.player(HUMAN).board.clone();
    let before: Vec<(f32, f32)> = board.iter().map(|m| span_of(&app, *m)).collect();
    let gap = Vec2::new(
        (before[0].1 + before[1].0) / 2.0,
        centre_of(&app, board[0]).y,
    );
    let from = centre_of(&app, card);
    pointer(&mut app, from, PointerAction::Move { delta: Vec2::ZERO });
    pointer(&mut app, from, PointerAction::Press(PointerButton::Primary));
    for i in 1..=8 {
        let at = from.lerp(gap, i as f32 / 8.0);
        pointer(
            &mut app,
            at,
            PointerAction::Move {
                delta: (gap - from) / 8.0,
            },
        );
    }
    app.update();
    let held: Vec<(f32, f32)> = board.iter().map(|m| span_of(&app, *m)).collect();
    assert!(
        held[0].0 < before[0].0,
        "the left minion steps left: {held:?}"
    );
    assert!(
        held[1].0 > before[1].0,
        "the right ones step right: {held:?}"
    );
    assert!(
        held[1].0 - held[0].1 > before[1].0 - before[0].1 + 40.0,
        "a minion's width opens between them: {before:?} -> {held:?}"
    );
    // Let go there: it lands in the gap, and the row closes around it.
    pointer(
        &mut app,
        gap,
        PointerAction::Release(PointerButton::Primary),
    );
    app.update();
    let game = &app.world().resource::<ActiveGame>().0;
    assert_eq!(game.player(HUMAN).board[1], card, "it took the gap's slot");
}

#[test]
fn a_tradeable_card_dropped_on_the_deck_is_traded_and_another_snaps_back() {
    let mut app = app_on(
        r#"Scenario(
    name: "trade by drag",
    ruleset: "hearth",
    players: [
        (mana: 1, hand: ["EX1_005", "CS2_182"], deck: ["CS2_120", "CS2_120"]),
        (),
    ],
)"#,
    );
    let game = &app.world().resource::<ActiveGame>().0;
    let (hunter, yeti) = (game.player(HUMAN).hand[0], game.player(HUMAN).hand[1]);
    let look = app.world().resource::<TableLook>();
    let deck = look.deck.center() * look.to_window;
    // A card that is not Tradeable goes back to the hand: nothing is submitted.
    let from = centre_of(&app, yeti);
    drag(&mut app, from, deck);
    assert_eq!(app.world().resource::<Submitted>().0, Vec::<Action>::new());
    // Big Game Hunter (Tradeable) dropped on the deck is traded.
    let from = centre_of(&app, hunter);
    drag(&mut app, from, deck);
    assert_eq!(
        app.world().resource::<Submitted>().0,
        vec![Action::Trade { card: hunter }]
    );
    let game = &app.world().resource::<ActiveGame>().0;
    assert_eq!(game.player(HUMAN).mana, 0, "the trade cost 1 Mana");
    assert!(
        !game.player(HUMAN).hand.contains(&hunter) || game.player(HUMAN).deck.len() == 2,
        "the hunter went into the deck and a card was drawn"
    );
}
