//! The one863 pitch's words and layout, without a window: every name fits its band on every card
//! drawing (measured with egui's own fonts at both window scales), a blocker's outcome sits
//! inside its own card in readable colours and is what the engine does, every term on a card has
//! its hover help (one glossary, reused by How to play), and an attack with the last face-up
//! player asks first, as the engine's copy of the match says.

use std::sync::Arc;

use bevy_egui::egui::{Color32, Pos2, Rect, Vec2};

use emberdeck::app::gods::fit::{MIN_SIZE, MORE};
use emberdeck::app::how_to_play::page;
use emberdeck::app::one863::cards::{CardBoxes, texts};
use emberdeck::app::one863::glossary::{self, card_lines};
use emberdeck::app::one863::outcome::{PILL_FILL, Verdict, outcome, pill, pill_text, words};
use emberdeck::app::one863::risk::{Risk, open_goal_risk, warning};
use emberdeck::app::one863::view::{PitchLayout, bar_rects};
use emberdeck::app::screen::Screen;
use emberdeck::engine::Rules;
use emberdeck::rulesets::one863::components::{Phase, Stance};
use emberdeck::rulesets::one863::db::CardId;
use emberdeck::rulesets::one863::events::LogEvent;
use emberdeck::rulesets::one863::setup::{Lineup, Setup};
use emberdeck::rulesets::one863::{Action, Game, TeamDb};

/// The most text the "How to play" page may hold and still fit the Escape menu at 1280x720
/// (about 19 rows of its 520-point column; a screenshot of a longer page ran off the window).
const PAGE_BUDGET: usize = 760;
/// The window scales the app runs at (1280x720 and 1920x1080: the same points, zoom 1 and 1.5).
const ZOOMS: [f32; 2] = [1.0, 1.5];
/// The central area of a 1280x720 window, and of a smaller one, in points.
const AREAS: [Vec2; 2] = [Vec2::new(960.0, 660.0), Vec2::new(800.0, 560.0)];

use crate::support::egui_fonts as fonts;

fn db() -> Arc<TeamDb> {
    TeamDb::embedded()
}

/// Every card size the pitch draws: hand cards and field cards of each layout.
fn card_rects() -> Vec<Rect> {
    AREAS
        .iter()
        .flat_map(|a| {
            let layout = PitchLayout::of(Rect::from_min_size(Pos2::ZERO, *a));
            [layout.card, layout.field_card]
        })
        .map(|size| Rect::from_min_size(Pos2::ZERO, size))
        .collect()
}

#[test]
fn every_name_fits_its_band_on_every_card_drawing() {
    let db = db();
    for zoom in ZOOMS {
        let ctx = fonts(zoom);
        for rect in card_rects() {
            let boxes = CardBoxes::of(rect);
            assert!(boxes.shirt.max.y <= boxes.name.min.y);
            assert!(boxes.name.max.y <= boxes.bonus.min.y);
            assert!(boxes.bonus.max.y <= boxes.abilities.min.y);
            assert!(rect.contains_rect(boxes.abilities));
            for team in db.teams() {
                for card in &team.cards {
                    let info = db.card(*card);
                    for (fitted, area) in texts(&ctx, &db, info, &boxes).iter().zip([
                        boxes.name,
                        boxes.bonus,
                        boxes.abilities,
                    ]) {
                        let extent = fitted.extent(&ctx);
                        assert!(
                            extent.x <= area.width() + 0.01 && extent.y <= area.height() + 0.01,
                            "{}: {fitted:?} is {extent:?} in {area:?}",
                            info.name
                        );
                        assert!(fitted.size >= MIN_SIZE);
                        assert!(!fitted.lines.contains(&MORE.to_owned()), "{fitted:?}");
                    }
                }
            }
        }
    }
}

/// The WCAG contrast ratio of two colours.
fn contrast(a: Color32, b: Color32) -> f32 {
    let luminance = |c: Color32| {
        let channel = |v: u8| {
            let v = v as f32 / 255.0;
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
    };
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn a_block_outcome_sits_inside_its_own_card_and_reads() {
    let verdicts = [
        Verdict::Wins,
        Verdict::BothOut,
        Verdict::Beaten,
        Verdict::Trades,
    ];
    let opaque = Color32::from_rgb(PILL_FILL.r(), PILL_FILL.g(), PILL_FILL.b());
    for zoom in ZOOMS {
        let ctx = fonts(zoom);
        for rect in card_rects() {
            let inside = pill(rect);
            assert!(rect.contains_rect(inside), "{inside:?} in {rect:?}");
            // Cards in a row never overlap, so neither do their pills.
            let next = pill(rect.translate(Vec2::new(rect.width() + 1.0, 0.0)));
            assert!(!inside.intersects(next));
            // A card that has acted says so in the same pill.
            let acted = pill_text(&ctx, &["Acted".to_owned()], inside, rect.width());
            assert!(!acted.lines.contains(&MORE.to_owned()), "{acted:?}");
            for verdict in verdicts {
                for goal in [false, true] {
                    let o = emberdeck::app::one863::outcome::Outcome {
                        attack: 13,
                        defence: 13,
                        verdict,
                        goal,
                    };
                    let (text, colour) = words(&o);
                    let fitted = pill_text(&ctx, &text, inside, rect.width());
                    let extent = fitted.extent(&ctx);
                    assert!(extent.x <= inside.width() && extent.y <= inside.height());
                    assert!(!fitted.lines.contains(&MORE.to_owned()), "{fitted:?}");
                    assert!(contrast(colour, opaque) >= 7.0, "{verdict:?} on the pill");
                }
            }
        }
    }
}

/// A position: France attacks with `attacker` (its field: `france`), Spain defends with
/// `spain` on its field and `hand` in its hand.
fn match_at(france: &[&str], spain: &[&str], hand: &[&str]) -> Game {
    let db = db();
    let ids =
        |cards: &[&str]| -> Vec<CardId> { cards.iter().map(|c| db.find(c).unwrap()).collect() };
    let lineup = |team: &str, field: &[&str], hand: &[&str], deck: &[&str]| Lineup {
        team: team.into(),
        deck: ids(deck),
        hand: Some(ids(hand)),
        field: ids(field)
            .into_iter()
            .map(|c| (c, Stance::default()))
            .collect(),
        ..Lineup::default()
    };
    let setup = Setup {
        sides: [
            lineup("france", france, &["fra_gk"], &["fra_cb1", "fra_cb2"]),
            lineup("spain", spain, hand, &["esp_cb1", "esp_cb2"]),
        ],
        shuffle: false,
        active: 0,
        start_turn: false,
    };
    Game::new(db.clone(), &setup, 1)
}

fn slot(game: &Game, id: &str) -> u16 {
    let card = game.db().find(id).unwrap();
    (0..game.card_count() as u16)
        .find(|s| game.card_of(*s) == card)
        .unwrap()
}

#[test]
fn the_block_outcome_is_what_the_engine_does() {
    // Mbappé (LW 9 +1 = ATT 10) against Rodri (CDM 9 +1 = 10, a tie), Williams (LW 8: beaten)
    // and Carvajal (RB 8 +1 = 9, AGRESSIF: beaten, and he takes Mbappé with him).
    let mut game = match_at(&["fra_lw"], &["esp_cdm", "esp_lw", "esp_rb"], &["esp_gk"]);
    game.apply(&Action::Attack(slot(&game, "fra_lw"))).unwrap();
    assert!(matches!(game.table().phase, Phase::Block { .. }));
    let seen = |id: &str, boost: Option<&str>| {
        let block = Action::Block {
            card: slot(&game, id),
            boost: boost.map(|b| slot(&game, b)),
        };
        outcome(&game, block).unwrap()
    };
    assert_eq!(seen("esp_cdm", None).verdict, Verdict::BothOut);
    assert_eq!(seen("esp_lw", None).verdict, Verdict::Beaten);
    assert_eq!(seen("esp_rb", None).verdict, Verdict::Trades);
    // The boost (Simón, BOOST1) turns Rodri's tie into a win.
    let boosted = seen("esp_cdm", Some("esp_gk"));
    assert_eq!((boosted.verdict, boosted.defence), (Verdict::Wins, 11));
    // Every legal block: the verdict agrees with the duel the engine logs.
    for block in game.legal_actions() {
        let o = outcome(&game, block).unwrap();
        let mut fork = game.fork();
        let from = fork.log().len();
        fork.apply(&block).unwrap();
        let duel = fork.log().events()[from..]
            .iter()
            .find_map(|e| match *e {
                LogEvent::Duel {
                    attack, defence, ..
                } => Some((attack, defence)),
                _ => None,
            })
            .unwrap();
        assert_eq!((o.attack, o.defence), duel);
        let expected = match duel.1.cmp(&duel.0) {
            std::cmp::Ordering::Greater => [Verdict::Wins, Verdict::BothOut],
            std::cmp::Ordering::Equal => [Verdict::BothOut, Verdict::BothOut],
            std::cmp::Ordering::Less => [Verdict::Beaten, Verdict::Trades],
        };
        assert!(expected.contains(&o.verdict), "{block:?}: {o:?}");
    }
}

#[test]
fn every_term_on_a_card_has_its_help() {
    let db = db();
    for p in &db.rules.positions {
        assert!(glossary::find(&p.id).is_some(), "{}", p.id);
    }
    for a in &db.rules.abilities {
        assert!(glossary::find(&a.id).is_some(), "{}", a.id);
    }
    for word in [
        "VAEP", "ATT", "DEF", "MENEUR", "AGRESSIF", "BOOST1", "VITESSE", "CPA",
    ] {
        assert!(glossary::find(word).is_some(), "{word}");
    }
    for team in db.teams() {
        for card in &team.cards {
            let info = db.card(*card);
            let lines = card_lines(&db, info);
            assert!(lines[0].starts_with(&format!("{} — VAEP", info.vaep)));
            let position = &db.rules.positions[info.position as usize];
            assert!(lines[1].starts_with(&format!("{} — ", position.id)));
            for (ability, line) in info.abilities.iter().zip(&lines[2..]) {
                assert!(line.starts_with(&format!("{ability} — ")), "{line}");
            }
            assert_eq!(lines.len(), 2 + info.abilities.len());
        }
    }
    // The position line reads its bonus from the rules file.
    let st = db.rules.positions.iter().find(|p| p.id == "ST").unwrap();
    assert!(glossary::position_line(st).contains("+2 ATT"));
    // How to play reuses the glossary, short enough for the Escape menu.
    let (_, lines) = page(Screen::One863).unwrap();
    let vaep = glossary::find("VAEP").unwrap().short;
    assert!(lines.iter().any(|l| l.contains(vaep)), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("Positions: GK +2 DEF")));
    assert!(
        lines
            .iter()
            .any(|l| l.contains("AGRESSIF") && l.contains("VITESSE"))
    );
    assert!(lines.concat().len() < PAGE_BUDGET, "{lines:?}");
    // The prompt's hover help finds its terms.
    let found: Vec<&str> = glossary::terms_in("MENEUR window: attack (ATT 9) or pass")
        .iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(found, ["ATT", "MENEUR"]);
}

#[test]
fn an_attack_with_the_last_face_up_player_asks_first() {
    // Thuram (ST 7 +2 = ATT 9) alone: Rodri (DEF 10) stops him, Williams (DEF 8) does not.
    let game = match_at(&["fra_st"], &["esp_lw", "esp_cdm"], &["esp_gk"]);
    let thuram = slot(&game, "fra_st");
    let risk = open_goal_risk(&game, thuram);
    assert_eq!(risk, Some(Risk::Exposed(vec![slot(&game, "esp_cdm")])));
    let words = warning(&game, thuram, &risk.unwrap());
    assert!(
        words.contains("last face-up") && words.contains("Rodri"),
        "{words}"
    );
    // Only Williams: he wins any plain block, but a boost from Spain's hand could stop him.
    let game = match_at(&["fra_st"], &["esp_lw"], &["esp_gk"]);
    assert_eq!(
        open_goal_risk(&game, slot(&game, "fra_st")),
        Some(Risk::IfBoosted)
    );
    // An empty Spanish hand: nothing can stop him.
    let game = match_at(&["fra_st"], &["esp_lw"], &[]);
    assert_eq!(open_goal_risk(&game, slot(&game, "fra_st")), None);
    // A second face-up player stays behind: no warning.
    let game = match_at(&["fra_st", "fra_cb1"], &["esp_cdm"], &["esp_gk"]);
    assert_eq!(open_goal_risk(&game, slot(&game, "fra_st")), None);
    // An open goal for France: nobody to block, nothing to fear this turn.
    let game = match_at(&["fra_st"], &[], &["esp_gk"]);
    assert_eq!(open_goal_risk(&game, slot(&game, "fra_st")), None);
}

#[test]
fn the_prompt_bar_keeps_its_text_clear_of_its_buttons() {
    let bar = Rect::from_min_size(Pos2::new(0.0, 400.0), Vec2::new(960.0, 36.0));
    for count in 0..3 {
        let (buttons, text) = bar_rects(bar, count);
        assert_eq!(buttons.len(), count);
        for b in &buttons {
            assert!(
                bar.contains_rect(*b) && !b.intersects(text),
                "{b:?} {text:?}"
            );
        }
    }
}

/// The teams of the last match are picked again at the next launch when both still exist; a
/// match kicked off is what the settings remember.
#[test]
fn the_last_matchs_teams_are_picked_again_at_launch() {
    use bevy::prelude::*;
    use emberdeck::app::one863::session::{Fixture, recall_teams, remember_teams};
    use emberdeck::app::settings::Settings;
    use emberdeck::rulesets::one863::TeamDb;

    let db = TeamDb::with_mods();
    let teams: Vec<String> = db.teams().iter().map(|t| t.id.clone()).collect();
    let remembered = vec![teams[teams.len() - 1].clone(), teams[2].clone()];
    let default = Fixture::default();
    assert_ne!(remembered, [default.home.clone(), default.away.clone()]);

    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings {
            one863_teams: remembered.clone(),
            ..Settings::default()
        })
        .init_resource::<Fixture>()
        .add_systems(Startup, recall_teams)
        .add_systems(Update, remember_teams);
    app.update();
    let fixture = app.world().resource::<Fixture>();
    assert_eq!(
        [&fixture.home, &fixture.away],
        [&remembered[0], &remembered[1]]
    );

    // A team that is gone (a mod switched off) leaves the defaults.
    let mut fresh = Fixture::default();
    assert!(!fresh.recall(&db, &["no such team".into(), teams[1].clone()]));
    assert_eq!([fresh.home, fresh.away], [default.home, default.away]);

    app.world_mut().resource_mut::<Fixture>().away = teams[0].clone();
    app.update();
    let saved = &app.world().resource::<Settings>().one863_teams;
    assert_eq!(saved, &[remembered[0].clone(), teams[0].clone()]);
}
