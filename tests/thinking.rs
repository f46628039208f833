//! AI seats in a headless Bevy app: agents think on the task pool and their decisions reach the
//! rules as messages, until the game ends.

use bevy::prelude::*;
use emberdeck::ai::RulesetAgents;
use emberdeck::ai::hearth::agent_by_name;
use emberdeck::ai::thinking::{AiPlayers, AiPlayersPlugin, AiSeat};
use emberdeck::rulesets::dopynion::Reads as _;
use emberdeck::rulesets::hearth::decks::shipped_decks;
use emberdeck::rulesets::hearth::plugin::{ActiveGame, HearthRulesPlugin};
use emberdeck::rulesets::hearth::{CardDb, Game, Hearth, StartOptions};

#[test]
fn two_ai_seats_play_a_whole_game_through_the_app() {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let options = StartOptions {
        seed: 5,
        first: None,
        shuffle: true,
    };
    let game = Game::new(
        db,
        [decks[4].loadout.clone(), decks[5].loadout.clone()],
        options,
    );
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        HearthRulesPlugin::default(),
        AiPlayersPlugin::<Hearth>::default(),
    ))
    .insert_resource(ActiveGame::new(game))
    .insert_resource(AiPlayers::<Hearth>(vec![
        AiSeat::new(0, agent_by_name("greedy", 1).unwrap()),
        AiSeat::new(1, agent_by_name("search:iters=8", 2).unwrap()),
    ]));
    let mut frames_while_thinking = 0;
    for _ in 0..200_000 {
        app.update();
        if app.world().resource::<ActiveGame>().0.is_over() {
            break;
        }
        if app
            .world()
            .resource::<AiPlayers<Hearth>>()
            .0
            .iter()
            .any(AiSeat::is_thinking)
        {
            frames_while_thinking += 1;
        }
    }
    let game = &app.world().resource::<ActiveGame>().0;
    assert!(game.is_over(), "the AI seats finish the game");
    assert!(
        frames_while_thinking > 0,
        "frames ran while an agent was thinking"
    );
}

/// A headless dopynion app through the contract's rules plugin and AI seats: one seat per bot
/// of `bots` (in seat order), each paced at `pace` seconds.
fn dopynion_app(bots: &[&str], seed: u64, pace: f32) -> App {
    use emberdeck::engine::Ruleset;
    use emberdeck::engine::plugin::{ActiveGame, RulesPlugin};
    use emberdeck::rulesets::dopynion::{self, Dopynion};

    let db = Dopynion::content().expect("shipped content");
    let setup = dopynion::Setup {
        players: bots.len() as u8,
        seed,
        kingdom: Vec::new(),
    };
    let game = dopynion::Game::new(db.clone(), &setup).expect("a legal set-up");
    let seats = bots
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let agent = Dopynion::agent(&db, name, seat as u64, &Default::default())
                .expect("a dopynion bot")
                .expect("it builds");
            AiSeat::new(seat as u8, agent).paced(pace)
        })
        .collect();
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        RulesPlugin::<Dopynion>::default(),
        AiPlayersPlugin::<Dopynion>::default(),
    ))
    .insert_resource(ActiveGame::<Dopynion>::new(game))
    .insert_resource(AiPlayers::<Dopynion>(seats));
    app
}

/// dopynion's bots play through the same app plumbing as every ruleset: the contract's rules
/// plugin and AI seats thinking off the main thread, until the game ends.
#[test]
fn dopynion_bots_play_a_whole_game_through_the_app() {
    use emberdeck::engine::Ruleset;
    use emberdeck::rulesets::dopynion::Dopynion;

    let mut app = dopynion_app(&["big-money", "witch", "smithy-big-money"], 11, 0.0);
    let over = |app: &App| {
        app.world()
            .resource::<emberdeck::engine::plugin::ActiveGame<Dopynion>>()
            .0
            .table()
            .over
    };
    for _ in 0..400_000 {
        app.update();
        if over(&app) {
            break;
        }
    }
    assert!(over(&app), "the bots finish the game");
    let game = &app
        .world()
        .resource::<emberdeck::engine::plugin::ActiveGame<Dopynion>>()
        .0;
    assert!(
        Dopynion::invariants(game).is_ok(),
        "no card was created or lost"
    );
    assert!(game.log().len() > 100, "a whole game was logged");
}

/// A two-player dopynion app whose seats are both bots paced at `pace` seconds, its clock moving
/// `step` of app time per frame.
fn paced_dopynion_app(pace: f32, step: std::time::Duration) -> App {
    let mut app = dopynion_app(&["big-money", "big-money"], 4, pace);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(step));
    app
}

fn dopynion_log_len(app: &App) -> usize {
    use emberdeck::engine::plugin::ActiveGame;
    use emberdeck::rulesets::dopynion::Dopynion;
    app.world().resource::<ActiveGame<Dopynion>>().0.log().len()
}

/// App seconds until the first bot decision lands, or None within `frames` frames. Each frame
/// also waits a little real time, so the bot's thinking (microseconds) is never what decides.
fn seconds_to_first_move(app: &mut App, frames: usize) -> Option<f32> {
    let start = dopynion_log_len(app);
    for _ in 0..frames {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        if dopynion_log_len(app) > start {
            return Some(app.world().resource::<Time>().elapsed_secs());
        }
    }
    None
}

/// A paced seat (a screen that shows the state, not a replay) waits its pace at normal speed,
/// and acts as soon as it has decided once the player's speed setting makes it quicker: the
/// opponents follow the speed setting as the replays do.
#[test]
fn a_paced_ai_seat_waits_its_pace_and_a_quicker_tempo_shortens_the_wait() {
    const PACE: f32 = 0.6;
    let frame = std::time::Duration::from_millis(2);
    let mut normal = paced_dopynion_app(PACE, frame);
    let normal_wait = seconds_to_first_move(&mut normal, 2_000).expect("the bot moves");
    assert!(
        normal_wait >= PACE,
        "at normal speed the first move waits the pace: {normal_wait}"
    );

    let mut instant = paced_dopynion_app(PACE, frame);
    for seat in instant
        .world_mut()
        .resource_mut::<AiPlayers<_>>()
        .0
        .iter_mut()
    {
        let seat: &mut AiSeat<emberdeck::rulesets::dopynion::Dopynion> = seat;
        seat.tempo = 1000.0;
    }
    let instant_wait = seconds_to_first_move(&mut instant, 2_000).expect("the bot moves");
    assert!(
        instant_wait < PACE / 2.0,
        "a quick tempo moves before the pace: {instant_wait}"
    );
}
