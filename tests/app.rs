//! The app's presentation layer without a window: an intent from the input layer reaches the rules,
//! and the log it produces drives the animation timeline, which input waits for.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use emberdeck::app::HUMAN;
use emberdeck::app::PresentationPlugin;
use emberdeck::app::hearth::intent::{Selection, Source, UiIntent};
use emberdeck::app::hearth::session::Session;
use emberdeck::app::screen::Screen;
use emberdeck::app::timeline::{Speed, Timeline};
use emberdeck::engine::Rules;
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::components::Step;
use emberdeck::rulesets::hearth::plugin::{ActiveGame, HearthRulesPlugin};
use emberdeck::rulesets::hearth::{CardDb, Game, StartOptions};

fn app_in_game() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        HearthRulesPlugin::default(),
        PresentationPlugin,
    ));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Game);
    app.update();
    // The human goes first, so the first decision is theirs.
    let session = app.world().resource::<Session>();
    let loadouts = [
        session.decks[session.deck].loadout.clone(),
        session.decks[session.opponent_deck].loadout.clone(),
    ];
    let options = StartOptions {
        seed: 3,
        first: Some(HUMAN),
        shuffle: true,
    };
    let game = Game::new(CardDb::embedded(), loadouts, options);
    app.insert_resource(ActiveGame::new(game));
    app
}

#[test]
fn an_intent_reaches_the_rules_and_the_log_feeds_the_timeline() {
    let mut app = app_in_game();
    assert_eq!(
        app.world().resource::<ActiveGame>().0.state().step,
        Step::Mulligan
    );
    let log_before = app.world().resource::<ActiveGame>().0.log().len();

    app.world_mut().write_message(UiIntent::Mulligan(0b0001));
    app.update();

    let game = &app.world().resource::<ActiveGame>().0;
    assert!(
        game.log().len() > log_before,
        "the mulligan resolved in the rules"
    );
    assert!(!game.player(HUMAN).mulligan_pending);
    let timeline = app.world().resource::<Timeline>();
    let step = timeline
        .queue
        .front()
        .map(|s| s.events.clone())
        .unwrap_or(timeline.current.clone());
    assert_eq!(
        step.start, log_before,
        "the timeline holds exactly the new events"
    );
    assert_eq!(step.end, game.log().len());
}

#[test]
fn intents_wait_for_the_humans_decision_and_refusals_carry_the_engines_reason() {
    let mut app = app_in_game();
    app.world_mut().resource_mut::<Timeline>().speed = Speed::Normal;
    app.world_mut().write_message(UiIntent::Mulligan(0));
    app.update();
    app.world_mut().write_message(UiIntent::Mulligan(0));
    app.update();
    // The opponent has not mulliganed (no AI seat here): the human cannot act, intents are ignored.
    let log_len = app.world().resource::<ActiveGame>().0.log().len();
    app.world_mut().write_message(UiIntent::EndTurn);
    app.update();
    assert_eq!(app.world().resource::<ActiveGame>().0.log().len(), log_len);

    // Let the opponent keep its hand, then catch the timeline up at instant speed.
    let mut game = app.world_mut().resource_mut::<ActiveGame>();
    let keep = game.0.legal_actions()[0];
    game.0.apply(&keep).unwrap();
    app.world_mut().resource_mut::<Timeline>().speed = Speed::Instant;
    app.world_mut().resource_mut::<Timeline>().queue.clear();
    app.update();
    let game = &app.world().resource::<ActiveGame>().0;
    assert_eq!(game.to_act(), HUMAN, "the human's first turn");
    // A card that costs more than the mana available is refused, with the engine's reason.
    let expensive = game
        .player(HUMAN)
        .hand
        .iter()
        .copied()
        .find(|c| game.info(*c).def.cost > game.player(HUMAN).mana)
        .expect("an opening hand has a card costing more than 1");
    app.world_mut()
        .write_message(UiIntent::Select(Source::Hand(expensive)));
    app.update();
    let refusal = app.world().resource::<Selection>().refusal.clone();
    assert!(
        refusal
            .as_deref()
            .is_some_and(|r| r.contains("not enough mana")),
        "{refusal:?}"
    );
}

#[test]
fn the_end_screens_summary_counts_the_log() {
    use emberdeck::app::hearth::summary::Summary;
    use emberdeck::rulesets::hearth::Action;
    use emberdeck::rulesets::hearth::scenario::{Scenario, build_game};
    // You play Fireball at the enemy hero and trade two Chillwind Yetis; both yetis live. What the
    // summary counts must match the damage the game's characters carry.
    let level: Scenario = ron::from_str(
        r#"Scenario(name: "summary", ruleset: "hearth", players: [
            (hand: ["CS2_029", "CS2_120"], board: [(card: "CS2_182")]),
            (board: [(card: "CS2_182")]),
        ])"#,
    )
    .unwrap();
    let mut game = build_game(&level, CardDb::embedded()).unwrap();
    let before = Summary::of(&game);
    let (fireball, yeti) = (game.player(0).hand[0], game.player(0).board[0]);
    let (enemy_hero, enemy_yeti) = (game.player(1).hero, game.player(1).board[0]);
    for action in [
        Action::Play {
            card: fireball,
            target: Some(enemy_hero),
            position: 0,
            choose: None,
        },
        Action::Attack {
            attacker: yeti,
            defender: enemy_yeti,
        },
    ] {
        game.apply(&action).unwrap();
    }
    let after = Summary::of(&game);
    let damage = |id| game.stats(id).damage as u32;
    assert!(damage(enemy_hero) > 0 && damage(enemy_yeti) > 0 && damage(yeti) > 0);
    assert_eq!(after.played[0] - before.played[0], 1, "one card played");
    assert_eq!(
        after.played[1], before.played[1],
        "the opponent played none"
    );
    assert_eq!(
        after.damage[0] - before.damage[0],
        damage(enemy_hero) + damage(enemy_yeti),
        "Fireball on the hero and the yeti's hit"
    );
    assert_eq!(
        after.damage[1] - before.damage[1],
        damage(yeti),
        "the counter-attack is damage the opponent dealt"
    );
    assert_eq!(after.turns, before.turns, "no turn began");
}

/// An app in a game from a scenario table, the human to act, the timeline at instant speed.
fn app_at_table(table: &str) -> App {
    use emberdeck::rulesets::hearth::scenario::{Scenario, build_game};
    let mut app = app_in_game();
    let level: Scenario = ron::from_str(table).unwrap();
    let game = build_game(&level, CardDb::embedded()).unwrap();
    app.insert_resource(ActiveGame::new(game));
    app.world_mut().resource_mut::<Timeline>().speed = Speed::Instant;
    app.update();
    app
}

#[test]
fn one_click_picks_a_hand_card_up_and_a_second_click_plays_it() {
    // Arcane Intellect needs no target: a click used to play it at once, and the reflowed hand put
    // another card under the pointer for the next click.
    let mut app = app_at_table(
        r#"Scenario(name: "click", ruleset: "hearth", players: [
            (mana: 10, hand: ["CS2_023", "CS2_182"]), (),
        ])"#,
    );
    let (intellect, yeti) = {
        let game = &app.world().resource::<ActiveGame>().0;
        assert_eq!(game.to_act(), HUMAN);
        (game.player(HUMAN).hand[0], game.player(HUMAN).hand[1])
    };
    let hand = |app: &App| {
        app.world()
            .resource::<ActiveGame>()
            .0
            .player(HUMAN)
            .hand
            .clone()
    };
    app.world_mut()
        .write_message(UiIntent::Select(Source::Hand(intellect)));
    app.update();
    assert_eq!(
        hand(&app),
        vec![intellect, yeti],
        "the first click plays nothing"
    );
    assert_eq!(
        app.world().resource::<Selection>().source,
        Some(Source::Hand(intellect)),
        "the first click picks the card up"
    );
    // Clicking another card picks that one up instead, still playing nothing.
    app.world_mut()
        .write_message(UiIntent::Select(Source::Hand(yeti)));
    app.update();
    assert_eq!(hand(&app).len(), 2);
    assert_eq!(
        app.world().resource::<Selection>().source,
        Some(Source::Hand(yeti))
    );
    // The second click on the same card plays it.
    app.world_mut()
        .write_message(UiIntent::Select(Source::Hand(yeti)));
    app.update();
    let game = &app.world().resource::<ActiveGame>().0;
    assert!(!game.player(HUMAN).hand.contains(&yeti));
    assert!(game.player(HUMAN).board.contains(&yeti));
    assert_eq!(app.world().resource::<Selection>().source, None);
    // The minion that just arrived cannot attack, and clicking it says why.
    app.world_mut()
        .write_message(UiIntent::Select(Source::Attacker(yeti)));
    app.update();
    let refusal = app.world().resource::<Selection>().refusal.clone();
    assert!(
        refusal
            .as_deref()
            .is_some_and(|r| r.contains("the turn it arrives")),
        "{refusal:?}"
    );
}

#[test]
fn an_attack_is_previewed_by_the_engine_before_it_is_made() {
    use emberdeck::app::hearth::preview::attack_preview;
    use emberdeck::rulesets::hearth::scenario::{Scenario, build_game};
    // A Bloodfen Raptor (3/2) facing a Goldshire Footman (1/2, Taunt) and the enemy hero.
    let level: Scenario = ron::from_str(
        r#"Scenario(name: "preview", ruleset: "hearth", players: [
            (board: [(card: "CS2_172")]),
            (board: [(card: "CS1_042")]),
        ])"#,
    )
    .unwrap();
    let game = build_game(&level, CardDb::embedded()).unwrap();
    let (raptor, footman) = (game.player(HUMAN).board[0], game.player(1 - HUMAN).board[0]);
    let words = attack_preview(&game, raptor, footman).expect("a legal attack");
    assert_eq!(
        words,
        "Bloodfen Raptor: 2 → 1 Health  ·  Goldshire Footman dies"
    );
    // The Taunt makes the hero no legal target: no preview, and the game itself is untouched.
    let hero = game.player(1 - HUMAN).hero;
    assert_eq!(attack_preview(&game, raptor, hero), None);
    assert_eq!(game.player(1 - HUMAN).board, vec![footman]);
}

/// A random game in which some player puts a secret into play: the decks and seed found by trying
/// each shipped deck in turn (deterministic: the same search finds the same game).
fn a_game_with_a_secret() -> (Game, u8) {
    use emberdeck::rulesets::hearth::LogEvent;
    use emberdeck::rulesets::hearth::decks::shipped_decks;
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    for (i, deck) in decks.iter().enumerate() {
        let options = StartOptions {
            seed: i as u64,
            first: None,
            shuffle: true,
        };
        let other = &decks[(i + 1) % decks.len()];
        let mut game = Game::new(
            db.clone(),
            [deck.loadout.clone(), other.loadout.clone()],
            options,
        );
        let mut rng = emberdeck::engine::GameRng::seeded(i as u64);
        while !game.is_over() && game.log().len() < 3_000 {
            let legal = game.legal_actions();
            game.apply(&legal[rng.below(legal.len())])
                .expect("a listed action");
            let secret = game.log().events().iter().find_map(|e| match *e {
                LogEvent::Played { player, card, .. } if game.info(card).def.secret => Some(player),
                _ => None,
            });
            if let Some(player) = secret {
                return (game, player);
            }
        }
    }
    panic!("no shipped deck put a secret into play");
}

#[test]
fn the_turn_history_lists_moves_newest_first_and_hides_the_opponents_secrets() {
    use emberdeck::app::hearth::turn_history::{HISTORY_LENGTH, history_moves};
    use emberdeck::rulesets::hearth::LogEvent;
    let (game, owner) = a_game_with_a_secret();
    let events = game.log().events();
    let plays: Vec<(u8, String)> = events
        .iter()
        .filter_map(|e| match *e {
            LogEvent::Played { player, card, .. } => {
                Some((player, game.info(card).def.name.clone()))
            }
            LogEvent::HeroPowerUsed { player, .. } => Some((player, String::new())),
            LogEvent::Attack { attacker, .. } => {
                Some((game.card(attacker).controller, String::new()))
            }
            LogEvent::LocationUsed { location, .. } => {
                Some((game.card(location).controller, String::new()))
            }
            _ => None,
        })
        .collect();
    let all = history_moves(&game, events, owner, usize::MAX);
    assert_eq!(all.len(), plays.len(), "one chip per move");
    // Newest first, each on its player's side, and the last move is the secret just played.
    for (chip, (player, _)) in all.iter().zip(plays.iter().rev()) {
        assert_eq!(chip.mine, *player == owner);
    }
    let secret_name = &plays.last().expect("a move").1;
    assert_eq!(
        &all[0].label, secret_name,
        "its owner sees the secret's name"
    );
    assert!(
        all[0].lines[0].contains(secret_name.as_str()),
        "{:?}",
        all[0].lines
    );
    let seen_by_opponent = history_moves(&game, events, 1 - owner, HISTORY_LENGTH);
    assert_eq!(seen_by_opponent[0].label, "Secret");
    assert!(!seen_by_opponent[0].mine);
    assert!(
        seen_by_opponent
            .iter()
            .all(|m| !m.lines.iter().any(|l| l.contains(secret_name.as_str()))),
        "the opponent's words never name the secret"
    );
    assert!(seen_by_opponent.len() <= HISTORY_LENGTH);
}

/// Whether the log says a player ran out of time.
fn a_turn_timed_out(game: &Game) -> bool {
    game.log()
        .events()
        .iter()
        .any(|e| matches!(e, emberdeck::rulesets::hearth::LogEvent::TimedOut { .. }))
}

#[test]
fn a_timed_out_turn_is_resolved_by_the_rules_plugin_from_the_apps_thinking_time() {
    use emberdeck::engine::plugin::AdvanceClock;
    use emberdeck::rulesets::hearth::plugin::ActionResolved;
    use emberdeck::rulesets::hearth::{Action, Hearth, TURN_TIME_MS};
    let mut app = app_in_game();
    app.world_mut().write_message(UiIntent::Mulligan(0));
    app.update();
    // The opponent keeps its hand (no AI seat here); the timeline catches up at once.
    let mut game = app.world_mut().resource_mut::<ActiveGame>();
    let keep = game.0.legal_actions()[0];
    game.0.apply(&keep).unwrap();
    app.world_mut().resource_mut::<Timeline>().speed = Speed::Instant;
    app.world_mut().resource_mut::<Timeline>().queue.clear();
    app.update();
    let turn = app.world().resource::<ActiveGame>().0.turn();
    assert_eq!(app.world().resource::<ActiveGame>().0.active(), HUMAN);
    app.world_mut()
        .write_message(AdvanceClock::<Hearth>::new(TURN_TIME_MS));
    app.update();
    let game = &app.world().resource::<ActiveGame>().0;
    assert_eq!(game.turn(), turn + 1, "the rules ended the turn");
    assert_eq!(game.active(), 1 - HUMAN);
    assert!(a_turn_timed_out(game), "the log says the time ran out");
    let messages = app.world().resource::<Messages<ActionResolved>>();
    let mut cursor = messages.get_cursor();
    assert!(
        cursor.read(messages).any(|m| m.action == Action::EndTurn),
        "the timeout reached the app as a resolved action"
    );
}

/// The table's copy of the game follows the live one by replaying what the rules took (actions
/// and the turn clock's time, a timed-out turn included), never by copying the game per step:
/// after every step it is the live game, and it was never copied from the live game again.
#[test]
fn the_tables_copy_replays_the_rules_inputs_to_the_live_position() {
    use emberdeck::engine::plugin::AdvanceClock;
    use emberdeck::rulesets::hearth::plugin::SubmitAction;
    use emberdeck::rulesets::hearth::{Hearth, TURN_TIME_MS};
    const MOVES: usize = 400;
    const TIMEOUT_AT_MOVE: usize = 25;
    let mut app = app_in_game();
    app.world_mut().resource_mut::<Timeline>().speed = Speed::Instant;
    app.update();
    let restarts = app.world().resource::<Timeline>().restarts;
    let mut pick = 0x9e37_79b9_u64;
    let mut compared = 0;
    let mut ran_out = false;
    for n in 0..MOVES {
        let game = &app.world().resource::<ActiveGame>().0;
        if game.is_over() {
            break;
        }
        if !ran_out
            && n >= TIMEOUT_AT_MOVE
            && game.to_act() == HUMAN
            && game.state().step == Step::Main
        {
            ran_out = true;
            // The player thinks past the turn time: the rules end the turn.
            app.world_mut()
                .write_message(AdvanceClock::<Hearth>::new(TURN_TIME_MS / 2));
            app.world_mut()
                .write_message(AdvanceClock::<Hearth>::new(TURN_TIME_MS));
        } else {
            let legal = game.legal_actions();
            pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let action = legal[(pick >> 33) as usize % legal.len()];
            app.world_mut().write_message(SubmitAction::new(action));
        }
        app.update();
        app.update();
        let timeline = app.world().resource::<Timeline>();
        let live = &app.world().resource::<ActiveGame>().0;
        if !timeline.is_busy()
            && let Some(shown) = timeline.shown.as_ref()
        {
            assert_eq!(shown.fingerprint(), live.fingerprint(), "after move {n}");
            compared += 1;
        }
    }
    let timeline = app.world().resource::<Timeline>();
    assert!(
        compared > 50,
        "the copy was compared after {compared} moves"
    );
    assert_eq!(timeline.resyncs, 0, "the copy never had to be copied again");
    assert_eq!(
        timeline.restarts, restarts,
        "nor taken anew from the live game"
    );
    let live = &app.world().resource::<ActiveGame>().0;
    assert!(a_turn_timed_out(live), "a turn timed out on the way");
}

/// The app hands the player's speed setting to every paced AI seat: Fast and Instant speed the
/// opponents up as they speed the replays.
#[test]
fn the_ai_seats_follow_the_speed_setting() {
    use emberdeck::ai::RulesetAgents;
    use emberdeck::ai::thinking::{AiPlayers, AiSeat};
    use emberdeck::app::pace::{opponents_follow_speed, speed_factor};
    use emberdeck::engine::Ruleset;
    use emberdeck::rulesets::dopynion::Dopynion;

    let db = Dopynion::content().expect("shipped content");
    let bot = Dopynion::agent(&db, "big-money", 1, &Default::default())
        .expect("a dopynion bot")
        .expect("it builds");
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<Timeline>()
        .insert_resource(AiPlayers::<Dopynion>(vec![AiSeat::new(1, bot).paced(0.6)]))
        .add_systems(Update, opponents_follow_speed::<Dopynion>);
    let wait = |app: &App| app.world().resource::<AiPlayers<Dopynion>>().0[0].least_wait();
    app.update();
    assert_eq!(wait(&app), 0.6, "normal speed waits the pace");
    for speed in [Speed::Fast, Speed::Instant] {
        app.world_mut().resource_mut::<Timeline>().speed = speed;
        app.update();
        assert_eq!(wait(&app), 0.6 / speed_factor(Some(speed)));
        assert!(wait(&app) < 0.6);
    }
}
