//! The table's animation from the log, frame by frame in the app (`table`) with a clock the test
//! moves: an attack lunges and comes back, its damage numbers pop when it lands, the dead fade
//! where they stood and the row closes up, all within the step; at instant speed nothing animates.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use emberdeck::app::HUMAN;
use emberdeck::app::hearth::CardNode;
use emberdeck::app::timeline::{Speed, Timeline};
use emberdeck::app::tweens::Animation;
use emberdeck::engine::EntityId;
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::plugin::{ActiveGame, SubmitAction};
use emberdeck::rulesets::hearth::{Action, Game};

use crate::table::app_on;

/// A Bloodfen Raptor (3/2) facing a Goldshire Footman (1/2, Taunt) and a River Crocolisk.
const ATTACK: &str = r#"Scenario(
    name: "attack",
    ruleset: "hearth",
    players: [
        (board: [(card: "CS2_172")]),
        (board: [(card: "CS1_042"), (card: "CS2_120")]),
    ],
)"#;

/// Milliseconds of one frame: the clock moves by this much at every update.
const FRAME_MS: u64 = 20;

fn game(app: &App) -> &Game {
    &app.world().resource::<ActiveGame>().0
}

/// Runs frames for `seconds` of the app's clock.
fn run_for(app: &mut App, seconds: f32) {
    for _ in 0..(seconds * 1000.0 / FRAME_MS as f32).round() as usize {
        app.update();
    }
}

/// How far `card`'s node is moved from its place by its transform, in design units.
fn offset_of(app: &mut App, card: EntityId) -> Vec2 {
    let mut nodes = app.world_mut().query::<(&CardNode, &UiTransform)>();
    let (_, transform) = nodes
        .iter(app.world())
        .find(|(node, _)| node.id == card)
        .expect("the card has a node");
    let px = |v: Val| match v {
        Val::Px(px) => px,
        _ => 0.0,
    };
    Vec2::new(px(transform.translation.x), px(transform.translation.y))
}

/// The scale at which text `words` shows (its nodes' scales multiplied), if some node shows it.
fn text_scale(app: &mut App, words: &str) -> Option<f32> {
    let world = app.world_mut();
    let mut texts = world.query::<(Entity, &Text)>();
    let found = texts.iter(world).find(|(_, t)| t.0 == words)?.0;
    let mut scale = 1.0;
    let mut at = Some(found);
    while let Some(entity) = at {
        if let Some(t) = world.get::<UiTransform>(entity) {
            scale *= t.scale.x;
        }
        at = world.get::<ChildOf>(entity).map(|c| c.parent());
    }
    Some(scale)
}

/// The words drawn on `card`'s node (its name and its numbers).
fn words_on(app: &mut App, card: EntityId) -> Vec<String> {
    let world = app.world_mut();
    let mut nodes = world.query::<(Entity, &CardNode)>();
    let node = nodes
        .iter(world)
        .find(|(_, n)| n.id == card)
        .expect("the card has a node")
        .0;
    let mut words = Vec::new();
    let mut open = vec![node];
    while let Some(entity) = open.pop() {
        if let Some(text) = world.get::<Text>(entity) {
            words.push(text.0.clone());
        }
        if let Some(children) = world.get::<Children>(entity) {
            open.extend(children.iter());
        }
    }
    words
}

fn animations(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&Animation>().iter(world).count()
}

/// The app at a pace a person can follow, with a clock moved by the test.
fn paced_app(speed: Speed) -> App {
    let mut app = app_on(ATTACK);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        FRAME_MS,
    )));
    app.world_mut().resource_mut::<Timeline>().speed = speed;
    app.update();
    app
}

#[test]
fn an_attack_lunges_lands_its_numbers_and_the_row_closes_over_the_dead() {
    let mut app = paced_app(Speed::Normal);
    let step = Speed::Normal.seconds_per_step();
    let attacker = game(&app).player(HUMAN).board[0];
    let [footman, crocolisk] = game(&app).player(1 - HUMAN).board[..] else {
        panic!("two enemy minions");
    };
    assert_eq!(offset_of(&mut app, attacker), Vec2::ZERO, "at rest");
    app.world_mut()
        .write_message(SubmitAction::new(Action::Attack {
            attacker,
            defender: footman,
        }));
    app.update();
    assert!(
        !game(&app).player(1 - HUMAN).board.contains(&footman),
        "the rules resolved the attack at once"
    );

    // Just before the blow lands: the raptor is most of the way up to the footman's row.
    run_for(&mut app, step * 0.35);
    let lunge = offset_of(&mut app, attacker);
    assert!(lunge.y < -40.0, "the attacker lunges up: {lunge}");
    assert!(
        text_scale(&mut app, "-3").is_some_and(|s| s < 0.05),
        "the number waits for the blow"
    );
    let raptor = words_on(&mut app, attacker);
    assert!(
        raptor.contains(&"2".to_string()) && !raptor.contains(&"1".to_string()),
        "the raptor shows its Health from before the blow: {raptor:?}"
    );

    // After the blow: both numbers show and the dead footman still stands, fading.
    run_for(&mut app, step * 0.2);
    for number in ["-3", "-1"] {
        let scale = text_scale(&mut app, number);
        assert!(scale.is_some_and(|s| s > 0.5), "{number} pops: {scale:?}");
    }
    assert!(
        text_scale(&mut app, "Goldshire Footman").is_some_and(|s| s < 1.0 && s > 0.0),
        "the footman's ghost shrinks where it stood"
    );
    assert!(offset_of(&mut app, attacker).y > lunge.y, "on the way back");
    let raptor = words_on(&mut app, attacker);
    assert!(
        raptor.contains(&"1".to_string()) && !raptor.contains(&"2".to_string()),
        "the blow landed: the raptor shows 1 Health: {raptor:?}"
    );

    // Then the crocolisk slides left into the middle of the row, from where it stood.
    run_for(&mut app, step * 0.12);
    let slide = offset_of(&mut app, crocolisk);
    assert!(
        slide.x > 5.0,
        "the crocolisk is still right of its new place: {slide}"
    );

    // By the end of the step everything is home and every effect is gone.
    run_for(&mut app, step * 0.6);
    assert_eq!(offset_of(&mut app, attacker), Vec2::ZERO);
    assert_eq!(offset_of(&mut app, crocolisk), Vec2::ZERO);
    assert_eq!(text_scale(&mut app, "-3"), None, "the number is gone");
    assert_eq!(animations(&mut app), 0, "no animation left running");
}

#[test]
fn at_instant_speed_nothing_animates() {
    let mut app = paced_app(Speed::Instant);
    let attacker = game(&app).player(HUMAN).board[0];
    let footman = game(&app).player(1 - HUMAN).board[0];
    app.world_mut()
        .write_message(SubmitAction::new(Action::Attack {
            attacker,
            defender: footman,
        }));
    for _ in 0..3 {
        app.update();
        assert_eq!(animations(&mut app), 0);
        assert_eq!(offset_of(&mut app, attacker), Vec2::ZERO);
    }
}

#[test]
fn the_opponents_steps_rest_on_screen_so_its_turn_can_be_followed() {
    use emberdeck::app::timeline::Step;
    let mut app = paced_app(Speed::Normal);
    let step = |by_opponent| Step {
        inputs: Vec::new(),
        events: 0..0,
        by_opponent,
    };
    let queued = |app: &App| app.world().resource::<Timeline>().queue.len();
    app.world_mut().resource_mut::<Timeline>().queue.extend([
        step(true),
        step(true),
        step(false),
        step(false),
    ]);
    app.update();
    assert_eq!(queued(&app), 3, "the first step shows at once");
    let per_step = Speed::Normal.seconds_per_step();
    // An opponent's step outlasts its animation...
    run_for(&mut app, per_step * 1.2);
    assert_eq!(queued(&app), 3, "the opponent's step is still on screen");
    // ...and gives way after its rest.
    run_for(&mut app, per_step * 0.7);
    assert_eq!(queued(&app), 2);
    run_for(&mut app, per_step * 1.8);
    assert_eq!(queued(&app), 1, "the second opponent step rested as long");
    // The player's own step moves on as soon as it is shown.
    run_for(&mut app, per_step * 1.1);
    assert_eq!(queued(&app), 0);
}
