//! The scripted run's hearth part, which comes first: it walks the menu and the puzzles, plays
//! the newest puzzle's solution (a card dragged and put back, a secret hovered, the Escape menu,
//! an attack mid-lunge, the victory), then a game against the easy AI through the same intents a
//! player's clicks make (choosing with the greedy agent): the deck choice, the mulligan, a Choose
//! One picker, a card picked up to show its lit targets, the concession and the end screen. It
//! reports the app's frame cost and hands over to the collection part.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::{ScriptRun, collection};
use crate::ai::hearth::Difficulty;
use crate::app::HUMAN;
use crate::app::hearth::intent::{Selection, Source, UiIntent, targets_of};
use crate::app::hearth::session::Session;
use crate::app::hearth::{AppSystemsTime, CardRects};
use crate::app::screen::Screen;
use crate::app::timeline::{Speed, Timeline};
use crate::engine::{Agent, Rules};
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::components::Step as GameStep;
use crate::rulesets::hearth::plugin::{ActiveGame, SubmitAction};
use crate::rulesets::hearth::scenario::to_engine;
use crate::rulesets::hearth::{Action, LogEvent};
use bevy_egui::egui;

/// The rect of the card a source stands on.
fn source_rect(
    game: &crate::rulesets::hearth::Game,
    source: Source,
    rects: &CardRects,
) -> Option<egui::Rect> {
    let id = match source {
        Source::Hand(id) | Source::Attacker(id) | Source::Choice(id, _) => id,
        Source::HeroPower => game.player(HUMAN).hero_power,
    };
    rects.0.get(&id).copied()
}

/// The hearth game the script plays and how it plays it, the way a player's clicks do: the
/// session it picks the puzzle, deck and difficulty in, the game, what the table shows (the pick,
/// where each card was drawn) and the intents and actions it sends.
#[derive(SystemParam)]
pub(super) struct HearthPlay<'w> {
    session: ResMut<'w, Session>,
    game: Option<ResMut<'w, ActiveGame>>,
    selection: Res<'w, Selection>,
    rects: Res<'w, CardRects>,
    intents: MessageWriter<'w, UiIntent>,
    submit: MessageWriter<'w, SubmitAction>,
}

pub(super) fn run_script(
    mut run: ScriptRun,
    mut play: HearthPlay,
    screen: Res<State<Screen>>,
    mut timeline: ResMut<Timeline>,
    mut timing: ResMut<AppSystemsTime>,
) {
    if run.script.stage >= collection::FIRST_STAGE {
        return;
    }
    // Moments of the replay, photographed halfway through their step.
    let step_shows = |wanted: &dyn Fn(&LogEvent) -> bool| {
        (0.4..0.6).contains(&timeline.progress())
            && play
                .game
                .as_ref()
                .is_some_and(|g| timeline.current_events(&g.0).iter().any(wanted))
    };
    if !run.script.attack_shot && step_shows(&|e| matches!(e, LogEvent::Attack { .. })) {
        run.script.attack_shot = true;
        run.script.shoot(&mut run.commands, "5b_attack.png");
    }
    if !run.script.play_shot
        && step_shows(&|e| matches!(e, LogEvent::Played { player, .. } if *player != HUMAN))
    {
        run.script.play_shot = true;
        run.script.shoot(&mut run.commands, "5e_opponent_plays.png");
    }
    let Some(stage) = run.script.next_stage() else {
        return;
    };
    match stage {
        0 => run.script.wait = 40,
        1 => run.next.set(Screen::Menu),
        2 => run.script.shoot(&mut run.commands, "1_menu.png"),
        3 => run.next.set(Screen::Puzzles),
        4 => run.script.shoot(&mut run.commands, "2_puzzles.png"),
        5 => {
            // The newest puzzle: it shows the newest table pieces (a location).
            play.session.puzzle = play.session.levels.len().checked_sub(1);
            run.next.set(Screen::Game);
        }
        6 => {
            // The pointer rests on the felt's left edge, over nothing that shows a card.
            run.mouse.move_to(egui::pos2(20.0, 300.0));
            run.script.wait = 30;
        }
        7 => {
            // The newest puzzle is the crowded table: seven pieces a side, keywords, a weapon,
            // secrets, a location. Its frames are measured on their own.
            run.script.shoot(&mut run.commands, "3_puzzle_table.png");
            run.script.stage = 700;
        }
        700 => {
            // The pointer on the opponent's first secret: its class and that it is hidden.
            let Some(game) = play.game.as_ref() else {
                return;
            };
            let secret = game.0.player(1 - HUMAN).secrets.first();
            if let Some(rect) = secret.and_then(|s| play.rects.0.get(s)) {
                run.mouse.move_to(rect.center() * play.rects.1);
            }
            run.script.wait = 20;
        }
        701 => {
            run.script.shoot(&mut run.commands, "3d_secret_hover.png");
            run.mouse.move_to(egui::pos2(20.0, 300.0));
            run.menu.open = true;
            run.script.wait = 20;
        }
        702 => {
            // The Escape menu over the table.
            run.script.shoot(&mut run.commands, "3e_hearth_menu.png");
            run.script.wait = 10;
        }
        703 => {
            run.menu.open = false;
            *timing = AppSystemsTime::default();
            timeline.speed = Speed::Normal;
            run.script.stage = 500;
        }
        500 => {
            // Pick up the first hand card with the mouse and drag it towards the enemy hero.
            let Some(game) = play.game.as_ref() else {
                return;
            };
            let game = &game.0;
            let card = game.player(HUMAN).hand.first().copied();
            let hero = game.player(1 - HUMAN).hero;
            let (Some(from), Some(to)) = (
                card.and_then(|c| play.rects.0.get(&c)),
                play.rects.0.get(&hero),
            ) else {
                run.script.stage = 514;
                return;
            };
            let zoom = play.rects.1;
            run.script.drag = Some((from.center() * zoom, to.center() * zoom));
            run.mouse.move_to(from.center() * zoom);
            run.script.wait = 8;
        }
        501 => {
            run.mouse.press(true);
            run.script.wait = 2;
        }
        502..=509 => {
            let Some((from, to)) = run.script.drag else {
                return;
            };
            let t = (stage - 501) as f32 / 8.0;
            run.mouse.move_to(from + (to - from) * t);
            run.script.wait = 2;
        }
        510 => run.script.shoot(&mut run.commands, "3b_busy_drag.png"),
        511 => {
            // Back onto the hand and let go: the card is put down, nothing is played.
            let Some((from, _)) = run.script.drag else {
                return;
            };
            run.mouse.move_to(from);
            run.script.wait = 2;
        }
        512 => {
            run.mouse.press(false);
            run.script.wait = 2;
        }
        513 if run.script.solution_step == 0 && run.script.drag.is_some() => {
            run.script.drag = None;
            // Off the hand, so its enlarged card does not hide the attacks.
            run.mouse.move_to(egui::pos2(20.0, 300.0));
            run.script.stage = 513;
            run.script.wait = 10;
        }
        513 => {
            // Play the puzzle's solution, one action once the last has been shown: its attacks
            // are photographed mid-lunge (5b_attack) and it ends on the victory screen.
            run.script.stage = 513;
            run.script.wait = 3;
            let Some(game) = play.game.as_ref() else {
                return;
            };
            let game = &game.0;
            if game.is_over() {
                run.script.stage = 514;
                return;
            }
            if timeline.is_busy() || game.to_act() != HUMAN {
                return;
            }
            let Some(step) = play
                .session
                .levels
                .last()
                .and_then(|level| level.solution.get(run.script.solution_step))
            else {
                run.script.stage = 514;
                return;
            };
            if let Ok(action) = to_engine(game, step) {
                play.submit.write(SubmitAction::new(action));
            }
            run.script.solution_step += 1;
        }
        514 => {
            if *screen.get() != Screen::End {
                run.script.stage = 514;
                run.script.wait = 5;
            }
        }
        515 => run.script.wait = 30,
        516 => run.script.shoot(&mut run.commands, "3c_victory.png"),
        517 => {
            println!(
                "crowded table: app systems per frame: mean {:.3} ms, worst {:.3} ms over {} game frames",
                1000.0 * timing.total / timing.frames.max(1) as f64,
                1000.0 * timing.worst,
                timing.frames
            );
            *timing = AppSystemsTime::default();
            run.script.stage = 8;
        }
        8 => {
            play.session.deck = play
                .session
                .decks
                .iter()
                .position(|d| d.name.contains("Druid"))
                .unwrap_or(0);
            play.session.difficulty = Difficulty::Easy;
            run.next.set(Screen::DeckPick);
        }
        9 => run.script.shoot(&mut run.commands, "4_deck_pick.png"),
        10 => {
            timeline.speed = Speed::Normal;
            run.next.set(Screen::Game);
        }
        11 => {
            // Wait for the human's mulligan.
            let ready = play
                .game
                .as_ref()
                .is_some_and(|g| g.0.state().step == GameStep::Mulligan && g.0.to_act() == HUMAN);
            if !ready || timeline.is_busy() {
                run.script.stage = 11;
                run.script.wait = 5;
            }
        }
        12 => run.script.shoot(&mut run.commands, "5_mulligan.png"),
        13 => {
            play.intents.write(UiIntent::Mulligan(0));
        }
        _ if stage < 1000 => {
            run.script.stage = stage; // stay in the play loop
            run.script.wait = 3;
            let Some(game) = play.game.as_ref() else {
                return;
            };
            let game = &game.0;
            if game.is_over() || *screen.get() == Screen::End {
                run.script.stage = 2000;
                return;
            }
            if timeline.is_busy() || game.to_act() != HUMAN {
                return;
            }
            if let Some(target) = run.script.pending_target.take() {
                play.intents.write(UiIntent::Target(target));
                return;
            }
            if !run.script.choose_shot {
                let legal = game.legal_actions();
                let choose_one = game.player(HUMAN).hand.iter().copied().find(|card| {
                    !game.info(*card).def.choose_one.is_empty()
                        && legal
                            .iter()
                            .any(|a| matches!(a, Action::Play { card: c, .. } if c == card))
                });
                if let Some(card) = choose_one {
                    play.intents.write(UiIntent::Select(Source::Hand(card)));
                    run.script.choose_shot = true;
                    run.script.stage = 1100;
                    run.script.wait = 15;
                    return;
                }
            }
            if game.turn() >= 9 {
                let source = game
                    .player(HUMAN)
                    .hand
                    .iter()
                    .map(|c| Source::Hand(*c))
                    .find(|s| {
                        !targets_of(game, *s).is_empty()
                            && matches!(s, Source::Hand(c) if game.info(*c).def.choose_one.is_empty())
                    });
                if let Some(source) = source {
                    play.intents.write(UiIntent::Select(source));
                    run.script.stage = 1000;
                    return;
                }
            }
            let legal = game.legal_actions();
            let action = legal[run.script.agent.choose(game, &legal)];
            match action {
                Action::Play {
                    card,
                    target,
                    choose,
                    ..
                } => {
                    let source = match choose {
                        Some(i) => Source::Choice(card, i),
                        None => Source::Hand(card),
                    };
                    play.intents.write(UiIntent::Select(source));
                    // An untargeted hand card is played by a second, confirming click.
                    if target.is_none() && matches!(source, Source::Hand(_)) {
                        play.intents.write(UiIntent::Select(source));
                    }
                    run.script.pending_target = target;
                }
                Action::Choose(index) => {
                    play.intents.write(UiIntent::Choose(index));
                }
                Action::Attack { attacker, defender } => {
                    play.intents
                        .write(UiIntent::Select(Source::Attacker(attacker)));
                    run.script.pending_target = Some(defender);
                }
                Action::HeroPower { target } => {
                    play.intents.write(UiIntent::HeroPower);
                    run.script.pending_target = target;
                }
                _ => {
                    play.intents.write(UiIntent::EndTurn);
                }
            }
        }
        1000 => {
            // Drag the picked-up card onto its first lit target with the real mouse.
            let Some(source) = play.selection.source else {
                run.script.stage = 14; // it acted at once; keep playing
                return;
            };
            let Some(game) = play.game.as_mut() else {
                return;
            };
            // Let the logical clock run as if the player had thought for 58 seconds: the rope shows.
            game.0.advance_clock(58_000);
            let (Some(from), Some(to)) = (source_rect(&game.0, source, &play.rects), {
                let targets = targets_of(&game.0, source);
                let enemy = targets
                    .iter()
                    .find(|t| game.0.card(**t).controller != HUMAN);
                enemy.or(targets.first()).and_then(|t| play.rects.0.get(t))
            }) else {
                run.script.stage = 14;
                return;
            };
            play.intents.write(UiIntent::Cancel);
            let zoom = play.rects.1;
            run.script.drag = Some((from.center() * zoom, to.center() * zoom));
            run.script.wait = 2;
        }
        1001 => {
            let Some((from, _)) = run.script.drag else {
                return;
            };
            run.mouse.move_to(from);
            run.script.wait = 8;
        }
        1002 => {
            // The pointer rests on the card: it shows enlarged above the hand.
            run.script.shoot(&mut run.commands, "5d_hover.png");
            run.mouse.press(true);
            run.script.wait = 2;
        }
        1003..=1010 => {
            let Some((from, to)) = run.script.drag else {
                return;
            };
            let t = (stage - 1002) as f32 / 8.0;
            run.mouse.move_to(from + (to - from) * t);
            run.script.wait = 2;
        }
        1011 => run.script.shoot(&mut run.commands, "6_targeting.png"),
        1012 => {
            run.mouse.press(false);
            run.script.wait = 30;
        }
        1100 => run.script.shoot(&mut run.commands, "5c_choose_one.png"),
        1101 => {
            play.intents.write(UiIntent::Cancel);
            run.script.stage = 14;
        }
        1013 => {
            play.intents.write(UiIntent::Cancel);
            play.intents.write(UiIntent::Concede);
        }
        1014 => {
            if *screen.get() != Screen::End {
                run.script.stage = 1014;
                run.script.wait = 5;
            }
        }
        1015 => run.script.wait = 30,
        1016 | 2000 => run.script.shoot(&mut run.commands, "7_end.png"),
        1017 | 2001 => {
            run.script.wait = 40;
            println!(
                "app systems per frame: mean {:.3} ms, worst {:.3} ms over {} game frames",
                1000.0 * timing.total / timing.frames.max(1) as f64,
                1000.0 * timing.worst,
                timing.frames
            );
            run.script.stage = collection::FIRST_STAGE;
        }
        _ => {
            run.exit.write(AppExit::Success);
        }
    }
}
