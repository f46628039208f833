//! The gods screen's words and layout, without a window: a token's texts fit their boxes at the
//! font sizes used (measured with egui's own fonts at both window scales), movement and marks
//! read as words, rows and columns are numbered beside the grid, the log counts each player's
//! own turns, the leader button follows the engine's legality with its reason, the attack
//! preview is what the engine does, and every keyword and state has its hover help.

use bevy_egui::egui::{self, Pos2, Rect, Vec2};

use crate::gods::{db, position, unit};
use emberdeck::app::gods::board::{Grid, TOKEN_FONT, TOKEN_SHARE, TokenBoxes, token_texts};
use emberdeck::app::gods::fit::{MIN_SIZE, MORE, Measure};
use emberdeck::app::gods::glossary::{self, card_terms, keyword_term, marks, reach_words};
use emberdeck::app::gods::hand::{HandBoxes, texts};
use emberdeck::app::gods::leader::{LeaderState, state};
use emberdeck::app::gods::preview::{Preview, lines, preview};
use emberdeck::app::gods::replay::ShownUnit;
use emberdeck::app::how_to_play::page;
use emberdeck::app::screen::Screen;
use emberdeck::engine::{GameRng, Rules};
use emberdeck::rulesets::gods::describe::{self, own_turn};
use emberdeck::rulesets::gods::events::{Hit, LogEvent};
use emberdeck::rulesets::gods::schema::{CardKind, Immunity, Keyword};
use emberdeck::rulesets::gods::setup::Setup;
use emberdeck::rulesets::gods::{Action, Game, Target, View};

/// The window scales the app runs at: 1280x720 (zoom 1) and 1920x1080 (zoom 1.5), the same
/// layout in points either way (`app::ui::scale_to_window`), text rasterised differently.
const ZOOMS: [f32; 2] = [1.0, 1.5];
/// Token sides, in points, from a small window's board to the largest tile.
const TOKEN_SIDES: [f32; 4] = [64.0, 79.0, 96.0, 112.0];
/// The most text the "How to play" page may hold and still fit the Escape menu at 1280x720
/// (about 19 rows of its 520-point column; a screenshot of a longer page ran off the window).
const PAGE_BUDGET: usize = 760;
/// Hand cards' heights: a 1280x720 window's (its bottom panel) and the largest.
const HAND_HEIGHTS: [f32; 2] = [114.0, 150.0];
/// The tile side of a 1280x720 window's board (the central panel about 950 by 460 points).
const SMALLEST_TILE: f32 = 92.0;

use crate::support::egui_fonts as fonts;

/// A unit as the board shows it, with every mark switched by `bits` (Guard, Stealth,
/// Protection, Stunned, Banished, Acted).
fn shown(movement: u8, range: u8, bits: u8) -> ShownUnit {
    let on = |i: u8| bits & (1 << i) != 0;
    ShownUnit {
        slot: 0,
        owner: 0,
        tile: 0,
        attack: 12,
        health: 12,
        max: 12,
        protection: if on(2) { 2 } else { 0 },
        movement,
        range,
        stunned: on(3),
        banished: on(4),
        stealth: on(1),
        guard: on(0),
        spent: on(5),
        stone: false,
        dying: false,
    }
}

fn assert_fits(ctx: &egui::Context, fitted: &emberdeck::app::gods::fit::Fitted, area: Vec2) {
    let extent = fitted.extent(ctx);
    assert!(
        extent.x <= area.x + 0.01 && extent.y <= area.y + 0.01,
        "{fitted:?} is {extent:?}, its box {area:?}"
    );
    assert!(fitted.size >= MIN_SIZE, "{fitted:?}");
}

#[test]
fn a_tokens_texts_fit_their_boxes_at_both_window_sizes() {
    let db = db();
    let names: Vec<&str> = db
        .cards()
        .iter()
        .filter(|c| c.def.kind == CardKind::Unit)
        .map(|c| c.def.name.as_str())
        .collect();
    for zoom in ZOOMS {
        let ctx = fonts(zoom);
        for side in TOKEN_SIDES {
            let rect = Rect::from_min_size(Pos2::ZERO, Vec2::splat(side));
            let boxes = TokenBoxes::of(rect);
            for bits in 0..64u8 {
                let u = shown(3, if bits % 2 == 0 { 0 } else { 3 }, bits);
                for name in &names {
                    let [name_text, reach, marked] = token_texts(&ctx, name, &u, &boxes);
                    assert_fits(&ctx, &name_text, boxes.name.size());
                    assert_fits(&ctx, &reach, boxes.reach.size());
                    assert_fits(&ctx, &marked, boxes.marks.size());
                    // From a 1280x720 board up, names and reach are whole, and so are up to
                    // three marks at once.
                    if side >= SMALLEST_TILE * TOKEN_SHARE {
                        assert!(!name_text.lines.contains(&MORE.to_owned()), "{name_text:?}");
                        assert_eq!(reach.lines.concat().matches("Move").count(), 1);
                        if bits.count_ones() <= 3 {
                            assert!(!marked.lines.contains(&MORE.to_owned()), "{marked:?}");
                        }
                    }
                }
            }
        }
    }
    // The boxes are bands of the token, one under the other, clear of the discs.
    let boxes = TokenBoxes::of(Rect::from_min_size(Pos2::ZERO, Vec2::splat(100.0)));
    assert!(boxes.name.max.y <= boxes.reach.min.y && boxes.reach.max.y <= boxes.marks.min.y);
    assert!(boxes.marks.max.y <= boxes.attack.y - boxes.radius);
    // At the smallest board the app draws (a 1280x720 window), texts start above the floor.
    const { assert!(TOKEN_FONT * SMALLEST_TILE * TOKEN_SHARE > MIN_SIZE) };
}

#[test]
fn movement_reach_and_marks_are_words() {
    assert_eq!(reach_words(2, 3), ["Move 2", "Range 3"]);
    assert_eq!(reach_words(1, 0), ["Move 1", "Melee"]);
    let all = marks(&shown(2, 0, 0b11_1111));
    assert_eq!(
        all,
        [
            "Guard",
            "Stealth",
            "Protection 2",
            "Stunned",
            "Banished",
            "Acted"
        ]
    );
    for mark in all {
        let word = mark.split(' ').next().unwrap();
        assert!(glossary::find(word).is_some(), "{mark} has hover help");
    }
}

#[test]
fn every_keyword_state_and_card_term_has_hover_help() {
    let keywords = [
        Keyword::Guard,
        Keyword::Stealth,
        Keyword::Charge,
        Keyword::Resurrection,
        Keyword::Immune(Immunity::Spells),
        Keyword::Protection(1),
    ];
    for k in keywords {
        assert!(glossary::find(keyword_term(k)).is_some(), "{k:?}");
    }
    for word in [
        "Warcry",
        "Afterlife",
        "Aura",
        "Acted",
        "Banished",
        "Stunned",
        "Move",
        "Range",
        "Melee",
        "Counter-attack",
    ] {
        assert!(glossary::find(word).is_some(), "{word}");
    }
    let db = db();
    for info in db.cards() {
        let terms: Vec<&str> = card_terms(&info.def).iter().map(|t| t.name).collect();
        for k in &info.def.keywords {
            assert!(terms.contains(&keyword_term(*k)), "{}", info.def.name);
        }
        for word in ["Warcry", "Afterlife", "Aura", "Reincarnate", "Discover"] {
            if info.def.text.contains(word) {
                assert!(terms.contains(&word), "{}: {terms:?}", info.def.name);
            }
        }
    }
    // How to play reuses the glossary, short enough for the Escape menu.
    let (_, lines) = page(Screen::Gods).unwrap();
    let token = glossary::find("Move").unwrap().short;
    assert!(lines.iter().any(|l| l.contains(token)), "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Guard") && l.contains("Stealth"))
    );
    assert!(lines.concat().len() < PAGE_BUDGET, "{lines:?}");
}

#[test]
fn a_hand_cards_texts_fit_their_boxes() {
    let db = db();
    for zoom in ZOOMS {
        let ctx = fonts(zoom);
        for height in HAND_HEIGHTS {
            let rect = Rect::from_min_size(Pos2::ZERO, Vec2::new(height * 0.72, height));
            let boxes = HandBoxes::of(rect);
            for info in db.cards() {
                let [name, text, numbers] = texts(&ctx, &info.def, &boxes);
                assert_fits(&ctx, &name, boxes.name.size());
                assert_fits(&ctx, &text, boxes.text.size());
                assert_fits(&ctx, &numbers, boxes.numbers.size());
                assert!(!name.lines.contains(&MORE.to_owned()), "{name:?}");
            }
        }
    }
}

#[test]
fn rows_and_columns_are_numbered_beside_the_grid() {
    let area = Rect::from_min_size(Pos2::new(10.0, 40.0), Vec2::new(950.0, 460.0));
    let grid = Grid::fit(area, 8, 5);
    for y in 0..5u8 {
        let at = grid.row_label(y);
        let row = grid.rect(y * 8);
        assert!(area.contains(at) && at.x < row.min.x, "row {y} at {at:?}");
        assert!((at.y - row.center().y).abs() < 0.01);
    }
    for x in 0..8u8 {
        let at = grid.column_label(x);
        let column = grid.rect(x);
        assert!(
            area.contains(at) && at.y < column.min.y,
            "column {x} at {at:?}"
        );
        assert!((at.x - column.center().x).abs() < 0.01);
    }
    assert!(grid.tiles().all(|t| area.contains_rect(grid.rect(t))));
}

#[test]
fn the_log_counts_each_players_own_turns() {
    assert_eq!([1, 2, 3, 4, 9, 10].map(own_turn), [1, 1, 2, 2, 5, 5]);
    let db = db();
    let setup = Setup::new_game(&db, ["greek", "norse"], db.options).unwrap();
    let mut game = Game::new(db.clone(), &setup, 3);
    crate::support::play_random(&mut game, &mut GameRng::seeded(4), 300);
    let headers: Vec<String> = game
        .log()
        .events()
        .iter()
        .filter(|e| matches!(e, LogEvent::TurnStarted { .. }))
        .filter_map(|e| describe::event(&game, e, 0))
        .collect();
    assert!(headers.len() > 6, "{headers:?}");
    for whose in ["Your", "Opponent's"] {
        let numbers: Vec<u32> = headers
            .iter()
            .filter_map(|h| h.strip_prefix(&format!("— {whose} turn ")))
            .map(|rest| rest.split(' ').next().unwrap().parse().unwrap())
            .collect();
        let expected: Vec<u32> = (1..=numbers.len() as u32).collect();
        assert_eq!(numbers, expected, "{whose}: {headers:?}");
    }
}

#[test]
fn the_leader_button_follows_legality_and_says_why_not() {
    let db = db();
    // Zeus's ability gives an allied God +1/+1: Ares is one.
    let with_god = position(&db, vec![unit(&db, "ares", 0, 3, 2)], [0, 0]);
    let mut game = Game::new(db.clone(), &with_god, 1);
    assert_eq!(
        state(&game, &game.legal_actions(), true),
        LeaderState::Usable
    );
    let ares = game
        .units()
        .find(|s| game.info(*s).def.id == "ares")
        .unwrap();
    game.apply(&Action::Leader(Target::Unit(ares))).unwrap();
    assert_eq!(
        state(&game, &game.legal_actions(), true),
        LeaderState::Unusable("The leader ability was used this turn.".into())
    );
    // No God: nothing to aim at.
    let without = position(&db, vec![unit(&db, "minotaur", 0, 3, 2)], [0, 0]);
    let game = Game::new(db.clone(), &without, 1);
    assert_eq!(
        state(&game, &game.legal_actions(), true),
        LeaderState::Unusable("There is nothing it can aim at now.".into())
    );
    // Too little mana.
    let mut poor = with_god.clone();
    poor.players[0].mana = 1;
    let game = Game::new(db.clone(), &poor, 1);
    let LeaderState::Unusable(why) = state(&game, &game.legal_actions(), true) else {
        panic!("usable with 1 mana");
    };
    assert!(why.contains("mana"), "{why}");
    // While the board catches up, or on the opponent's turn, it waits.
    let mut game = Game::new(db.clone(), &with_god, 1);
    assert!(matches!(state(&game, &[], false), LeaderState::Unusable(_)));
    game.apply(&Action::EndTurn).unwrap();
    assert_eq!(
        state(&game, &[], false),
        LeaderState::Unusable("It is the opponent's turn.".into())
    );
}

/// The attack of `attacker`'s unit (player 0's) on `target`'s (player 1's) previewed, checked
/// against the same attack applied to a fork.
fn previewed(game: &Game, attacker: &str, target: &str) -> Preview {
    let find = |id: &str, owner: u8| {
        game.units()
            .find(|s| game.info(*s).def.id == id && game.card(*s).owner == owner)
            .unwrap()
    };
    let (a, t) = (find(attacker, 0), find(target, 1));
    let seen = preview(game, a, t).expect("a legal attack");
    let mut fork = game.fork();
    fork.apply(&Action::Attack { unit: a, target: t }).unwrap();
    for s in [seen.attacker, seen.target] {
        assert_eq!(!fork.on_field(s.slot), s.destroyed, "{seen:?}");
        if fork.on_field(s.slot) {
            assert_eq!(fork.unit(s.slot).health, s.health, "{seen:?}");
        }
    }
    let returned = fork
        .log()
        .events()
        .iter()
        .any(|e| matches!(e, LogEvent::Damaged { unit, hit: Hit::Return, .. } if *unit == a));
    assert_eq!(returned, seen.counter.is_some(), "{seen:?}");
    seen
}

#[test]
fn the_attack_preview_is_what_the_engine_does() {
    let db = db();
    // Melee against melee: 3 damage each way.
    let game = Game::new(
        db.clone(),
        &position(
            &db,
            vec![
                unit(&db, "minotaur", 0, 3, 2),
                unit(&db, "minotaur", 1, 4, 2),
            ],
            [0, 0],
        ),
        1,
    );
    let seen = previewed(&game, "minotaur", "minotaur");
    assert_eq!(seen.counter, Some(3));
    assert_eq!((seen.target.damage, seen.target.health), (3, 2));
    let words = lines(&game, &seen, 0);
    assert!(
        words
            .iter()
            .any(|(l, _)| l.starts_with("Counter-attack: Minotaur takes 3"))
    );
    // Ares kills the Flame Imp, which still strikes back (G8.4).
    let game = Game::new(
        db.clone(),
        &position(
            &db,
            vec![unit(&db, "ares", 0, 3, 2), unit(&db, "flame_imp", 1, 4, 2)],
            [0, 0],
        ),
        1,
    );
    let seen = previewed(&game, "ares", "flame_imp");
    assert!(seen.target.destroyed && !seen.attacker.destroyed);
    assert_eq!(seen.counter, Some(2));
    // Aphrodite shoots from 3 tiles: the melee Minotaur cannot answer.
    let game = Game::new(
        db.clone(),
        &position(
            &db,
            vec![
                unit(&db, "aphrodite", 0, 1, 2),
                unit(&db, "minotaur", 1, 4, 2),
            ],
            [0, 0],
        ),
        1,
    );
    let seen = previewed(&game, "aphrodite", "minotaur");
    assert_eq!(seen.counter, None);
    assert_eq!(seen.attacker.damage, 0);
    let words = lines(&game, &seen, 0);
    assert!(
        words.iter().any(|(l, _)| l == "No counter-attack"),
        "{words:?}"
    );
}

/// `Measure` is what the screen measures with: the egui context itself.
#[test]
fn measuring_is_egui_s_own_layout() {
    let ctx = fonts(1.0);
    let narrow = ctx.measure("i", 14.0).x;
    let wide = ctx.measure("WWWW", 14.0).x;
    assert!(narrow > 0.0 && wide > 4.0 * narrow);
}

#[test]
fn every_leader_offered_has_a_deck_and_the_others_are_named_waiting() {
    use emberdeck::app::gods::session::{decks_for, leaders, playable_leaders, waiting_leaders};
    use emberdeck::rulesets::gods::GodsDb;
    let db = GodsDb::embedded();
    let offered = playable_leaders(&db);
    let waiting = waiting_leaders(&db);
    assert_eq!(offered.len() + waiting.len(), leaders(&db).len());
    for &leader in &offered {
        let deck = decks_for(&db, leader)
            .next()
            .expect("an offered leader has a deck");
        let cards = &db.deck(deck).expect("a listed deck").cards;
        assert!(cards.iter().all(|&c| {
            let p = db.card(c).def.pantheon;
            p == db.card(leader).def.pantheon
                || p == emberdeck::rulesets::gods::schema::Pantheon::Neutral
        }));
    }
    // Every shipped deck's own leader is offered; the leaders of pantheons without cards wait.
    for deck in db.decks() {
        assert!(offered.contains(&deck.leader), "{}", deck.id);
    }
    let names: Vec<&str> = waiting
        .iter()
        .map(|&l| db.card(l).def.name.as_str())
        .collect();
    assert_eq!(names, ["Ganesh", "Ah Puch"]);
}

/// The leaders and decks of the last game are picked again at the next launch, when the leader
/// may still lead its deck; a game started is what the settings remember.
#[test]
fn the_last_games_leaders_and_decks_are_picked_again_at_launch() {
    use bevy::prelude::*;
    use emberdeck::app::gods::session::{
        GodsMatch, decks_for, may_lead, playable_leaders, recall_seats, remember_seats,
    };
    use emberdeck::app::settings::Settings;
    use emberdeck::rulesets::gods::GodsDb;

    let db = GodsDb::with_mods();
    let leaders = playable_leaders(&db);
    let (first, last) = (leaders[0], *leaders.last().expect("playable leaders"));
    let name = |l| db.card(l).def.name.clone();
    let deck_of = |l| decks_for(&db, l).last().expect("a deck").to_string();
    let remembered = vec![(name(last), deck_of(last)), (name(first), deck_of(first))];
    assert_ne!(remembered, GodsMatch::default().remembered(&db));

    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings {
            gods_seats: remembered.clone(),
            ..Settings::default()
        })
        .init_resource::<GodsMatch>()
        .add_systems(Startup, recall_seats)
        .add_systems(Update, remember_seats);
    app.update();
    assert_eq!(
        app.world().resource::<GodsMatch>().remembered(&db),
        remembered
    );

    // A deck its leader may not lead (another pantheon's) is not picked: the defaults stay.
    let foreign = db
        .decks()
        .iter()
        .find(|d| !may_lead(&db, first, &d.id))
        .expect("a deck of another pantheon");
    let mut fresh = GodsMatch::default();
    let before = fresh.remembered(&db);
    let wrong = [(name(first), foreign.id.clone()), remembered[1].clone()];
    assert!(!fresh.recall(&db, &wrong));
    assert_eq!(fresh.remembered(&db), before);

    // Swapping the seats and starting is what the next launch offers.
    app.world_mut().resource_mut::<GodsMatch>().seats.swap(0, 1);
    app.update();
    let saved = &app.world().resource::<Settings>().gods_seats;
    assert_eq!(saved, &[remembered[1].clone(), remembered[0].clone()]);
}
