//! AI seats in a headless Bevy app: agents think on the task pool and their decisions reach the
//! rules as messages, until the game ends.

use bevy::prelude::*;
use emberdeck::ai::agent_by_name;
use emberdeck::ai::thinking::{AiPlayers, AiPlayersPlugin, AiSeat};
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
