//! Dragging on the hearth table through real pointer input: the whole app (its UI layout and Bevy
//! picking's UI backend) runs without a window system or a GPU, and the test writes the pointer
//! moves, presses and releases a mouse would, at window positions taken from where the table put
//! its cards. What reaches the rules is recorded from the app's own `SubmitAction` messages.

use bevy::log::LogPlugin;
use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::{RenderCreation, WgpuSettings};
use bevy::window::{ExitCondition, PrimaryWindow, WindowRef, WindowResolution};
use bevy::winit::WinitPlugin;
use emberdeck::ai::thinking::AiPlayers;
use emberdeck::app::EmberdeckAppPlugin;
use emberdeck::app::hearth::CardRects;
use emberdeck::app::intent::Selection;
use emberdeck::app::screen::Screen;
use emberdeck::app::session::HUMAN;
use emberdeck::app::timeline::{Speed, Timeline};
use emberdeck::engine::{EntityId, Rules};
use emberdeck::rulesets::hearth::plugin::{ActiveGame, SubmitAction};
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game};
use emberdeck::rulesets::hearth::{Action, CardDb, Hearth, Reads};

/// Every action the app submitted to the rules.
#[derive(Resource, Default)]
struct Submitted(Vec<Action>);

fn record(mut submitted: MessageReader<SubmitAction>, mut seen: ResMut<Submitted>) {
    seen.0.extend(submitted.read().map(|m| m.0));
}

/// The app in a 1280x720 window that no window system opens and no GPU draws, on the game screen
/// with the position `scenario` sets up, the human to act and no computer seat.
fn app_on(scenario: &str) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .build()
            .disable::<WinitPlugin>()
            .disable::<LogPlugin>()
            .set(WindowPlugin {
                primary_window: Some(Window {
                    resolution: WindowResolution::new(1280, 720),
                    ..default()
                }),
                exit_condition: ExitCondition::DontExit,
                close_when_requested: false,
                ..default()
            })
            .set(RenderPlugin {
                render_creation: RenderCreation::Automatic(Box::new(WgpuSettings {
                    backends: None,
                    ..default()
                })),
                ..default()
            }),
    )
    .add_plugins(EmberdeckAppPlugin)
    .init_resource::<Submitted>()
    .add_systems(Last, record);
    app.finish();
    app.cleanup();
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Game);
    app.update();
    let level: Scenario = ron::from_str(scenario).expect("the scenario parses");
    let game = build_game(&level, CardDb::embedded()).expect("the scenario builds");
    app.insert_resource(ActiveGame::new(game))
        .insert_resource(AiPlayers::<Hearth>(Vec::new()));
    app.world_mut().resource_mut::<Timeline>().speed = Speed::Instant;
    // A few frames: the table's nodes are built, then laid out, then known to picking.
    for _ in 0..4 {
        app.update();
    }
    app.world_mut().resource_mut::<Submitted>().0.clear();
    app
}

/// Where the table drew `card`, in window pixels.
fn centre_of(app: &App, card: EntityId) -> Vec2 {
    let rects = app.world().resource::<CardRects>();
    let rect = rects.0.get(&card).expect("the card is on the table");
    Vec2::new(rect.center().x, rect.center().y) * rects.1
}

/// Where the table drew `card` (left, right edges), in window pixels.
fn span_of(app: &App, card: EntityId) -> (f32, f32) {
    let rects = app.world().resource::<CardRects>();
    let rect = rects.0.get(&card).expect("the card is on the table");
    (rect.min.x * rects.1, rect.max.x * rects.1)
}

/// Writes one pointer message for the mouse over the primary window and runs a frame.
fn pointer(app: &mut App, position: Vec2, action: PointerAction) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .expect("a primary window");
    let target = bevy::camera::RenderTarget::Window(WindowRef::Primary)
        .normalize(Some(window))
        .expect("the window is a render target");
    let location = Location { target, position };
    app.world_mut()
        .write_message(PointerInput::new(PointerId::Mouse, location, action));
    app.update();
}

/// Presses the primary button at `from`, moves in steps to `to` and lets go there, as a hand
/// dragging a card does.
fn drag(app: &mut App, from: Vec2, to: Vec2) {
    let mut last = from;
    pointer(app, from, PointerAction::Move { delta: Vec2::ZERO });
    pointer(app, from, PointerAction::Press(PointerButton::Primary));
    for i in 1..=8 {
        let at = from.lerp(to, i as f32 / 8.0);
        pointer(app, at, PointerAction::Move { delta: at - last });
        last = at;
    }
    pointer(app, to, PointerAction::Release(PointerButton::Primary));
    app.update();
}

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
