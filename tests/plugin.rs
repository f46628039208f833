//! The rules plugin in a headless Bevy app: an intent sent as a message reaches the rules world, and
//! the app learns the span of new log events, or the reason for a rejection.

use bevy::prelude::*;
use emberdeck::engine::Rules;
use emberdeck::rulesets::hearth::decks::shipped_decks;
use emberdeck::rulesets::hearth::plugin::{
    ActionRejected, ActionResolved, ActiveGame, HearthRulesPlugin, SubmitAction,
};
use emberdeck::rulesets::hearth::{Action, CardDb, Game, StartOptions};

#[derive(Resource, Default)]
struct Seen {
    resolved: Vec<ActionResolved>,
    rejected: Vec<ActionRejected>,
}

fn record(
    mut seen: ResMut<Seen>,
    mut resolved: MessageReader<ActionResolved>,
    mut rejected: MessageReader<ActionRejected>,
) {
    seen.resolved.extend(resolved.read().copied());
    seen.rejected.extend(rejected.read().cloned());
}

#[test]
fn intents_reach_the_rules_world_and_report_back() {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let options = StartOptions {
        seed: 1,
        first: Some(0),
        shuffle: true,
    };
    let game = Game::new(
        db,
        [decks[0].loadout.clone(), decks[1].loadout.clone()],
        options,
    );
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, HearthRulesPlugin::default()))
        .init_resource::<Seen>()
        .insert_resource(ActiveGame::new(game))
        .add_systems(
            Update,
            record.after(emberdeck::rulesets::hearth::plugin::RulesSystems),
        );

    app.world_mut()
        .write_message(SubmitAction::new(Action::EndTurn));
    app.update();
    let seen = app.world().resource::<Seen>();
    assert_eq!(
        seen.rejected.len(),
        1,
        "ending a turn during the mulligan is refused"
    );
    assert!(seen.rejected[0].reason.contains("mulligan"));

    let keep = app.world().resource::<ActiveGame>().0.legal_actions()[0];
    app.world_mut().write_message(SubmitAction::new(keep));
    app.update();
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.resolved.len(), 1);
    let span = seen.resolved[0];
    assert!(
        span.end_event > span.first_event,
        "the mulligan logged events"
    );
    let log_len = app.world().resource::<ActiveGame>().0.log().len();
    assert_eq!(span.end_event, log_len);
}

/// A concession (the Escape menu's Concede) travels as a message: the rules record it through
/// the ruleset's forfeit, the log says so and the other side wins; a second one changes nothing.
#[test]
fn a_concession_ends_the_game_through_the_rules() {
    use emberdeck::engine::concession::{Concede, add_concessions};
    use emberdeck::engine::plugin::ActiveGame as Active;
    use emberdeck::rulesets::one863::{Game as Match, One863, Setup, TeamDb, winner};
    let db = TeamDb::embedded();
    let (home, away) = (db.teams()[0].id.clone(), db.teams()[1].id.clone());
    let setup = Setup::kickoff(&db, &home, &away).expect("two shipped teams");
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    add_concessions::<One863>(&mut app);
    app.insert_resource(Active::<One863>::new(Match::new(db, &setup, 7)));
    let before = app.world().resource::<Active<One863>>().0.log().len();
    app.world_mut().write_message(Concede::<One863>::new(0));
    app.update();
    let game = &app.world().resource::<Active<One863>>().0;
    assert!(game.is_over(), "the match ends");
    assert_eq!(winner(game), Some(1), "the side that did not concede wins");
    let after = game.log().len();
    assert!(after > before, "the log records the forfeit");
    app.world_mut().write_message(Concede::<One863>::new(1));
    app.update();
    let game = &app.world().resource::<Active<One863>>().0;
    assert_eq!(
        game.log().len(),
        after,
        "a finished game takes no second concession"
    );
}
