//! The scripted run's gods part: picks Zeus with the Greek deck against Odin with the Norse one,
//! photographs the picker and the opening hand, plays the human's turns with gods-ai's choices
//! through the same `SubmitAction` a click sends, photographs a unit picked up with its lit tiles,
//! the Escape menu with its how-to-play page, the hover panel, the preview of an attack with the
//! pointer on its target, the leader ability once it may be used, an attack mid-lunge and the end
//! of the game, then exits.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::ScriptRun;
use crate::ai::gods::GodsAgent;
use crate::ai::thinking::{AiPlayers, AiSeat};
use crate::app::HUMAN;
use crate::app::gods::board::Layout;
use crate::app::gods::choices::can_act;
use crate::app::gods::session::{Pick, Seat};
use crate::app::gods::{GodsMatch, Replay};
use crate::app::screen::Screen;
use crate::app::timeline::{Speed, Timeline};
use crate::engine::plugin::{ActiveGame, SubmitAction};
use crate::engine::{Agent, Rules};
use crate::rulesets::gods::components::Phase;
use crate::rulesets::gods::events::LogEvent;
use crate::rulesets::gods::view::View;
use crate::rulesets::gods::{Action, Gods, GodsDb};

/// The script stage where this part starts.
pub const FIRST_STAGE: u32 = 7000;

/// The attack preview's picture, step by step.
#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum PreviewShot {
    /// Not yet begun.
    #[default]
    Waiting,
    /// The pointer rests on the picked unit's attack target.
    Pointed,
    /// The picture is taken; the pick is put down next.
    Taken,
    /// Over.
    Done,
}

/// Which pictures are taken, and gods-ai playing the human's seat.
#[derive(Default)]
pub(super) struct Shots {
    mulligan: bool,
    /// The Escape menu is open for its picture / was photographed.
    menu: (bool, bool),
    picked: bool,
    hover: bool,
    /// How far the attack preview's picture has come.
    preview: PreviewShot,
    /// The leader ability was photographed while usable.
    leader: bool,
    attack: bool,
    agent: Option<GodsAgent>,
}

/// The gods match the script plays: the seats and the pick it sets (as the picker and a click
/// would), the game, the replay it waits on and steers to an attack, the board's layout it points
/// into, and the actions it submits for the human.
#[derive(SystemParam)]
pub(super) struct GodsPlay<'w> {
    chosen: ResMut<'w, GodsMatch>,
    game: Option<Res<'w, ActiveGame<Gods>>>,
    replay: ResMut<'w, Replay>,
    layout: Res<'w, Layout>,
    submit: MessageWriter<'w, SubmitAction<Gods>>,
}

pub(super) fn run_gods_script(
    mut run: ScriptRun,
    mut shots: Local<Shots>,
    mut play: GodsPlay,
    mut timeline: ResMut<Timeline>,
) {
    if run.script.stage < FIRST_STAGE {
        return;
    }
    // An attack is photographed mid-lunge, whatever the frame rate: the replay stops half-way
    // through the next attack of the log and holds it for a few frames.
    if !shots.attack {
        if let Some((LogEvent::Attacked { .. }, _)) = play.replay.pace.current
            && play.replay.pace.held > 0
        {
            shots.attack = true;
            run.script.shoot(&mut run.commands, "18_gods_attack.png");
        } else if play.replay.pace.still_at.is_none()
            && let Some(game) = &play.game
        {
            let events = game.0.log().events();
            play.replay.pace.still_at = (play.replay.pace.cursor..events.len())
                .find(|&i| matches!(events[i], LogEvent::Attacked { .. }));
        }
    }
    let Some(stage) = run.script.next_stage() else {
        return;
    };
    match stage {
        7000 => {
            let db = GodsDb::with_mods();
            let seat = |deck: &str| {
                db.deck(deck).map(|d| Seat {
                    leader: d.leader,
                    deck: d.id.clone(),
                })
            };
            if let (Some(a), Some(b)) = (seat("greek"), seat("norse")) {
                play.chosen.seats = [a, b];
            }
            run.next.set(Screen::GodsPick);
        }
        7001 => run.script.shoot(&mut run.commands, "15_gods_pick.png"),
        7002 => {
            crate::app::gods::session::start(&mut run.commands, &mut play.chosen);
            run.next.set(Screen::Gods);
            timeline.speed = Speed::Fast;
            shots.agent = Some(GodsAgent::new(3));
        }
        7003 => {
            // gods-ai answers at once in the script.
            run.commands
                .insert_resource(AiPlayers::<Gods>(vec![AiSeat::new(
                    1 - HUMAN,
                    Box::new(GodsAgent::new(4)),
                )]));
        }
        7004..7900 => {
            run.script.stage = stage;
            run.script.wait = 2;
            let Some(game) = play.game else {
                return;
            };
            let game = &game.0;
            if game.is_over() {
                if play.replay.caught_up(game) {
                    run.script.stage = 7900;
                    run.script.wait = 20;
                }
                return;
            }
            if !play.replay.caught_up(game) || game.to_act() != HUMAN {
                return;
            }
            if !shots.mulligan && matches!(game.table().phase, Phase::Mulligan(_)) {
                shots.mulligan = true;
                run.script.shoot(&mut run.commands, "16_gods_mulligan.png");
                run.script.wait = 10;
                return;
            }
            // The Escape menu with its how-to-play page, then back to the game.
            if !shots.menu.0 {
                shots.menu.0 = true;
                run.menu.open = true;
                run.menu.how_to_play = true;
                run.script.wait = 10;
                return;
            }
            if !shots.menu.1 {
                shots.menu.1 = true;
                run.script.shoot(&mut run.commands, "16b_gods_menu.png");
                run.script.wait = 10;
                return;
            }
            if run.menu.open {
                *run.menu = Default::default();
                run.script.wait = 5;
                return;
            }
            let legal = game.legal_actions();
            // Once a unit of ours can act: pick it up, point at it, photograph the lit tiles.
            if !shots.picked
                && let Some(u) = play
                    .replay
                    .units
                    .iter()
                    .find(|u| u.owner == HUMAN && !u.stone && can_act(&legal, u.slot))
                && legal
                    .iter()
                    .any(|a| matches!(a, Action::Attack { unit, .. } if *unit == u.slot))
            {
                let (slot, tile) = (u.slot, u.tile);
                if play.chosen.pick != Pick::Unit(slot) {
                    play.chosen.pick = Pick::Unit(slot);
                    if let Some(grid) = play.layout.grid {
                        let at = grid.rect(tile).center();
                        run.mouse.move_to_point(bevy_egui::egui::pos2(at.x, at.y));
                    }
                    run.script.wait = 12;
                    return;
                }
                shots.picked = true;
                run.script.shoot(&mut run.commands, "17_gods_selection.png");
                run.script.wait = 10;
                return;
            }
            if shots.picked && !shots.hover {
                shots.hover = true;
                run.script.shoot(&mut run.commands, "19_gods_hover.png");
                run.script.wait = 10;
                return;
            }
            // Then the pointer on a unit it may attack: the preview of both strikes, photographed
            // a few frames after the pointer arrives; the pick is put down only once the picture
            // is taken.
            if shots.hover && shots.preview != PreviewShot::Done {
                let target = match play.chosen.pick {
                    Pick::Unit(slot) => legal.iter().find_map(|a| match *a {
                        Action::Attack { unit, target } if unit == slot => Some(target),
                        _ => None,
                    }),
                    _ => None,
                };
                let tile = target
                    .and_then(|t| play.replay.units.iter().find(|u| u.slot == t))
                    .map(|u| u.tile);
                shots.preview = match (shots.preview, tile, play.layout.grid) {
                    (PreviewShot::Waiting, Some(tile), Some(grid)) => {
                        let at = grid.rect(tile).center();
                        run.mouse.move_to_point(bevy_egui::egui::pos2(at.x, at.y));
                        PreviewShot::Pointed
                    }
                    (PreviewShot::Pointed, Some(_), Some(_)) => {
                        run.script
                            .shoot(&mut run.commands, "19b_gods_attack_preview.png");
                        PreviewShot::Taken
                    }
                    _ => {
                        play.chosen.pick = Pick::Nothing;
                        // The pointer rests on the top bar, where no hover help opens.
                        run.mouse.rest();
                        PreviewShot::Done
                    }
                };
                run.script.wait = 12;
                return;
            }
            // The leader ability the first time it may be used: its button lit, not grey.
            if !shots.leader
                && play.chosen.pick == Pick::Nothing
                && legal.iter().any(|a| matches!(a, Action::Leader(_)))
            {
                shots.leader = true;
                run.script
                    .shoot(&mut run.commands, "19c_gods_leader_ready.png");
                run.script.wait = 10;
                return;
            }
            if shots.attack {
                timeline.speed = Speed::Instant;
            }
            let agent = shots.agent.get_or_insert_with(|| GodsAgent::new(3));
            let pick = legal[agent.choose(game, &legal)];
            play.submit.write(SubmitAction::new(pick));
            run.script.wait = 3;
        }
        7900 => run.script.shoot(&mut run.commands, "20_gods_end.png"),
        7901 => run.script.wait = 20,
        _ => {
            run.exit.write(AppExit::Success);
        }
    }
}
