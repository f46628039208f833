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

/// dopynion's bots play through the same app plumbing as every ruleset: the contract's rules
/// plugin and AI seats thinking off the main thread, until the game ends.
#[test]
fn dopynion_bots_play_a_whole_game_through_the_app() {
    use emberdeck::engine::Ruleset;
    use emberdeck::engine::plugin::RulesPlugin;
    use emberdeck::rulesets::dopynion::{self, Dopynion};

    let db = Dopynion::content().expect("shipped content");
    let setup = dopynion::Setup {
        players: 3,
        seed: 11,
        kingdom: Vec::new(),
    };
    let game = dopynion::Game::new(db.clone(), &setup).expect("a legal set-up");
    let seats = ["big-money", "witch", "smithy-big-money"]
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let agent = Dopynion::agent(&db, name, seat as u64, &Default::default())
                .expect("a dopynion bot")
                .expect("it builds");
            AiSeat::new(seat as u8, agent)
        })
        .collect();
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        RulesPlugin::<Dopynion>::default(),
        AiPlayersPlugin::<Dopynion>::default(),
    ))
    .insert_resource(emberdeck::engine::plugin::ActiveGame::<Dopynion>::new(game))
    .insert_resource(AiPlayers::<Dopynion>(seats));
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
