//! The hearth table app as tests drive it: the whole app (its UI layout and Bevy picking's UI
//! backend) without a window system or a GPU, on a position a scenario sets up, with pointer input
//! written as a mouse would and every action the app submits recorded.

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
use emberdeck::app::screen::Screen;
use emberdeck::app::timeline::{Speed, Timeline};
use emberdeck::engine::EntityId;
use emberdeck::rulesets::hearth::plugin::{ActiveGame, SubmitAction};
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game};
use emberdeck::rulesets::hearth::{Action, CardDb, Hearth};

/// Every action the app submitted to the rules.
#[derive(Resource, Default)]
pub struct Submitted(pub Vec<Action>);

fn record(mut submitted: MessageReader<SubmitAction>, mut seen: ResMut<Submitted>) {
    seen.0.extend(submitted.read().map(|m| m.0));
}

/// The app in a 1280x720 window that no window system opens and no GPU draws, on the game screen
/// with the position `scenario` sets up, the human to act and no computer seat.
pub fn app_on(scenario: &str) -> App {
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
pub fn centre_of(app: &App, card: EntityId) -> Vec2 {
    let rects = app.world().resource::<CardRects>();
    let rect = rects.0.get(&card).expect("the card is on the table");
    Vec2::new(rect.center().x, rect.center().y) * rects.1
}

/// Where the table drew `card` (left, right edges), in window pixels.
pub fn span_of(app: &App, card: EntityId) -> (f32, f32) {
    let rects = app.world().resource::<CardRects>();
    let rect = rects.0.get(&card).expect("the card is on the table");
    (rect.min.x * rects.1, rect.max.x * rects.1)
}

/// Writes one pointer message for the mouse over the primary window and runs a frame.
pub fn pointer(app: &mut App, position: Vec2, action: PointerAction) {
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
pub fn drag(app: &mut App, from: Vec2, to: Vec2) {
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
