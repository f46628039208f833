//! The scripted run's dopynion part: opens the deck-builder against two bots, plays the human's
//! turns through the same intents clicks send (choosing like the big-money bot), photographs the
//! table in a buy phase, the score's hover help, the bots' turns and the game's menu, then hands
//! over to the one863 part.

use crate::rulesets::dopynion::Reads;
use bevy::prelude::*;

use super::{Mouse, Script};
use crate::ai::dopynion::BotSpec;
use crate::app::HUMAN;
use crate::app::dopynion::DopynionIntent;
use crate::app::dopynion::setup::DopynionSetup;
use crate::app::dopynion::view::SCORE_SPOT;
use crate::app::screen::Screen;
use crate::engine::Rules;
use crate::engine::plugin::ActiveGame;
use crate::rulesets::dopynion::components::Phase;
use crate::rulesets::dopynion::{Action, CardDb, Dopynion};

/// The script stage where this part starts.
pub const FIRST_STAGE: u32 = 3000;

pub(super) fn run_dopynion_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    mut next: ResMut<NextState<Screen>>,
    active: Option<Res<ActiveGame<Dopynion>>>,
    mut intents: MessageWriter<DopynionIntent>,
    mut menu: ResMut<crate::app::pause_menu::PauseMenu>,
    mut mouse: Mouse,
) {
    if !(FIRST_STAGE..super::one863::FIRST_STAGE).contains(&script.stage) {
        return;
    }
    let Some(stage) = script.next_stage() else {
        return;
    };
    match stage {
        3000 => next.set(Screen::Dopynion),
        3001 => {
            // The set-up window, as a player meets it.
            script.wait = 10;
        }
        3002 => script.shoot(&mut commands, "8a_dopynion_setup.png"),
        3003 => {
            intents.write(DopynionIntent::SetUp(DopynionSetup::default()));
        }
        3004..3900 => {
            script.stage = stage;
            script.wait = 2;
            let Some(active) = active.as_ref() else {
                return;
            };
            let game = &active.0;
            if game.to_act() != HUMAN || game.is_over() {
                return;
            }
            let state = game.table();
            let turns = game.seat(HUMAN).turns;
            if turns >= 4 && state.phase == Phase::Buy && state.coins > 0 && !state.bought {
                script.shoot(&mut commands, "8_dopynion_buy.png");
                script.stage = 3900;
                script.wait = 10;
                return;
            }
            let legal = game.legal_actions();
            let spec = BotSpec::parse("smithy-big-money", &CardDb::embedded()).expect("shipped");
            let mut bot = spec
                .instantiate(0, std::time::Duration::from_secs(1))
                .expect("built-in");
            let action = bot.answer(game, &legal).unwrap_or(Action::EndTurn);
            intents.write(DopynionIntent::Act(action));
        }
        3900 => {
            // The score's hover help: what victory points are and who leads.
            if !mouse.move_to_spot(SCORE_SPOT) {
                script.stage = 3900;
            }
            script.wait = 12;
        }
        3901 => script.shoot(&mut commands, "8b_dopynion_score_help.png"),
        3902 => {
            mouse.rest();
            // Finish the buy and let the bots play their turns.
            intents.write(DopynionIntent::Act(Action::EndTurn));
            script.wait = 90;
        }
        3903 => script.shoot(&mut commands, "9_dopynion_bots.png"),
        3904 => {
            // The game's menu, as the corner button or Escape opens it.
            menu.open = true;
            script.wait = 10;
        }
        3905 => script.shoot(&mut commands, "9b_dopynion_menu.png"),
        3906 => {
            *menu = Default::default();
            script.wait = 30;
        }
        _ => {
            script.stage = super::one863::FIRST_STAGE;
        }
    }
}
