//! The scripted run's one863 part: picks two teams, plays a match for the human with the coach's
//! choices through the same `SubmitAction` a click sends, and photographs the team picker, a duel's
//! sums, a block prompt, the Escape menu, a goal, the Meneur window and the final whistle, then hands over to the
//! gods part.

use bevy::prelude::*;

use super::ScriptRun;
use crate::ai::one863::CoachAgent;
use crate::app::HUMAN;
use crate::app::one863::glossary::card_lines;
use crate::app::one863::replay::Banner;
use crate::app::one863::view::hand_card_spot;
use crate::app::one863::{Fixture, Replay};
use crate::app::screen::Screen;
use crate::app::timeline::{Speed, Timeline};
use crate::engine::plugin::{ActiveGame, SubmitAction};
use crate::engine::{Agent, Rules};
use crate::rulesets::one863::One863;
use crate::rulesets::one863::components::Phase;

/// The script stage where this part starts.
pub const FIRST_STAGE: u32 = 5000;

/// The steps of the hover help's picture.
#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum HoverShot {
    /// The pointer goes to a hand card.
    #[default]
    Pointing,
    /// The help is open: the picture.
    Open,
    /// The pointer goes back to rest.
    Taken,
    /// Over.
    Done,
}

/// Which pictures are taken.
#[derive(Resource, Default)]
pub(super) struct Shots {
    duel: bool,
    block: bool,
    goal: bool,
    meneur: bool,
    /// The Escape menu: opened, photographed.
    menu: (bool, bool),
    /// A hand card's hover help: how far it is (pointed at, photographed, pointer away).
    hover: HoverShot,
}

pub(super) fn run_one863_script(
    mut run: ScriptRun,
    mut shots: Local<Shots>,
    mut fixture: ResMut<Fixture>,
    game: Option<Res<ActiveGame<One863>>>,
    replay: Res<Replay>,
    mut timeline: ResMut<Timeline>,
    mut submit: MessageWriter<SubmitAction<One863>>,
) {
    if !(FIRST_STAGE..super::gods::FIRST_STAGE).contains(&run.script.stage) {
        return;
    }
    // A goal's banner and the Meneur window are photographed the frame they show, whatever the
    // script is waiting for.
    if (FIRST_STAGE + 3..FIRST_STAGE + 900).contains(&run.script.stage)
        && let Some(game) = game.as_ref()
    {
        if !shots.goal && matches!(replay.banner, Some(Banner::Goal { .. })) {
            shots.goal = true;
            run.script.shoot(&mut run.commands, "13_one863_goal.png");
        }
        let meneur = matches!(game.0.table().phase, Phase::Meneur);
        if !shots.meneur && meneur && game.0.to_act() == HUMAN && replay.caught_up(&game.0) {
            shots.meneur = true;
            run.script.shoot(&mut run.commands, "13b_one863_meneur.png");
            run.script.wait = 10;
        }
    }
    let Some(stage) = run.script.next_stage() else {
        return;
    };
    match stage {
        5000 => {
            fixture.home = "france".into();
            fixture.away = "brazil".into();
            run.next.set(Screen::One863Pick);
        }
        5001 => run.script.shoot(&mut run.commands, "10_one863_pick.png"),
        5002 => {
            crate::app::one863::session::kick_off(&mut run.commands, &mut fixture);
            run.next.set(Screen::One863);
            timeline.speed = Speed::Fast;
        }
        5003..5900 => {
            run.script.stage = stage;
            run.script.wait = 1;
            let Some(game) = game else {
                return;
            };
            let game = &game.0;
            if !shots.duel && matches!(replay.banner, Some(Banner::Duel { .. })) {
                shots.duel = true;
                run.script.shoot(&mut run.commands, "11_one863_duel.png");
                return;
            }
            if game.is_over() {
                if replay.caught_up(game) {
                    run.script.stage = 5900;
                    run.script.wait = 30;
                }
                return;
            }
            if !replay.caught_up(game) || game.to_act() != HUMAN {
                return;
            }
            // The Escape menu once the human is to play, then back to the match.
            if shots.duel && !shots.menu.1 {
                if !shots.menu.0 {
                    shots.menu.0 = true;
                    run.menu.open = true;
                } else {
                    shots.menu.1 = true;
                    run.script.shoot(&mut run.commands, "11b_one863_menu.png");
                }
                run.script.wait = 10;
                return;
            }
            if run.menu.open {
                *run.menu = Default::default();
                run.script.wait = 5;
                return;
            }
            // A hand card's hover help: every term on it explained.
            if shots.hover != HoverShot::Done {
                shots.hover = match shots.hover {
                    // The hand card with the most terms to explain.
                    HoverShot::Pointing
                        if replay.sides[HUMAN as usize]
                            .hand
                            .iter()
                            .max_by_key(|&&slot| {
                                card_lines(game.db(), game.db().card(game.card_of(slot))).len()
                            })
                            .is_some_and(|&slot| run.mouse.move_to_spot(hand_card_spot(slot))) =>
                    {
                        HoverShot::Open
                    }
                    HoverShot::Pointing => HoverShot::Pointing,
                    HoverShot::Open => {
                        run.script.shoot(&mut run.commands, "11c_one863_hover.png");
                        HoverShot::Taken
                    }
                    HoverShot::Taken | HoverShot::Done => {
                        run.mouse.rest();
                        HoverShot::Done
                    }
                };
                run.script.wait = 12;
                return;
            }
            if !shots.block && matches!(game.table().phase, Phase::Block { .. }) {
                shots.block = true;
                run.script.shoot(&mut run.commands, "12_one863_block.png");
                run.script.wait = 10;
                return;
            }
            let legal = game.legal_actions();
            let pick = legal[CoachAgent.choose(game, &legal)];
            submit.write(SubmitAction::new(pick));
            run.script.wait = 6;
        }
        5900 => run
            .script
            .shoot(&mut run.commands, "14_one863_fulltime.png"),
        5901 => {
            crate::app::one863::session::leave(&mut run.commands);
            run.script.stage = super::gods::FIRST_STAGE;
        }
        _ => {
            run.exit.write(AppExit::Success);
        }
    }
}
