//! One side's hero row: who it is ("You" or "Opponent" and the class), hero, hero power, weapon,
//! mana, deck, fatigue, graveyard, secrets and corpses, and the opponent's hand as card backs.

use bevy_egui::egui::{self, RichText};

use super::board::Look;
use super::pointer::{Drawn, Role};
use crate::app::describe;
use crate::app::intent::{Source, actions_in};
use crate::app::session::HUMAN;
use crate::app::ui::{self, Outline, palette};
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::schema::Class;

/// One side's hero row: hero, hero power, weapon, mana, hand (backs for the opponent), deck,
/// graveyard, secrets and corpses.
pub(super) fn show(ui: &mut egui::Ui, look: &Look, seat: u8, drawn: &mut Drawn) {
    let game = look.shown;
    let player = game.player(seat);
    let friendly = seat == HUMAN;
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.label(
                RichText::new(describe::seat_name(seat, HUMAN))
                    .size(16.0)
                    .strong(),
            );
            ui.label(describe::seat_class(game, seat));
        });
        let hero = player.hero;
        let hero_ready = friendly && !actions_in(look.legal, Source::Attacker(hero)).is_empty();
        let response = ui::card(
            ui,
            game,
            hero,
            look.outline(hero, hero_ready),
            egui::vec2(120.0, 70.0),
            look.badges.get(&hero).cloned(),
        );
        drawn.push((
            hero,
            if friendly {
                Role::Friendly
            } else {
                Role::Enemy
            },
            response,
        ));
        let power = player.hero_power;
        let power_ready = friendly && !actions_in(look.legal, Source::HeroPower).is_empty();
        let response = ui::card(
            ui,
            game,
            power,
            look.outline(power, power_ready),
            egui::vec2(110.0, 70.0),
            None,
        );
        if friendly {
            drawn.push((power, Role::HeroPower, response));
        }
        let power_def = game.card(power).def;
        let upgraded = game
            .db()
            .iter()
            .any(|c| c.def.upgrade.as_ref().is_some_and(|u| u.index == power_def));
        if upgraded {
            ui.label(
                RichText::new("★ upgraded")
                    .color(palette::SELECTED)
                    .strong(),
            );
        }
        if let Some(weapon) = player.weapon {
            ui::card(
                ui,
                game,
                weapon,
                Outline::Plain,
                egui::vec2(90.0, 60.0),
                None,
            );
        }
        ui.vertical(|ui| {
            ui::mana(ui, player.mana, player.max_mana, player.overload_locked);
            ui.horizontal(|ui| {
                ui.label(format!(
                    "Deck {} · Fatigue {} · Secrets {}",
                    player.deck.len(),
                    player.fatigue,
                    player.secrets.len()
                ));
                if game.info(player.hero).def.class == Class::DeathKnight {
                    ui.label(format!("· Corpses {}", player.corpses));
                }
                graveyard_button(ui, game, seat);
            });
            if friendly && !player.secrets.is_empty() {
                let names: Vec<&str> = player
                    .secrets
                    .iter()
                    .map(|s| game.info(*s).def.name.as_str())
                    .collect();
                ui.label(
                    RichText::new(format!("Your secrets: {}", names.join(", ")))
                        .color(palette::SELECTED),
                );
            }
            if !friendly {
                ui::card_backs(ui, player.hand.len());
            }
        });
    });
}

/// A button that opens a window listing `seat`'s graveyard.
fn graveyard_button(ui: &mut egui::Ui, game: &Game, seat: u8) {
    let id = egui::Id::new(("graveyard", seat));
    let mut open: bool = ui
        .ctx()
        .data_mut(|d| *d.get_temp_mut_or_default::<bool>(id));
    let count = game.player(seat).graveyard.len();
    if ui.small_button(format!("Graveyard ({count})")).clicked() {
        open = !open;
    }
    let title = if seat == HUMAN {
        "Your graveyard"
    } else {
        "Opponent's graveyard"
    };
    egui::Window::new(title)
        .id(egui::Id::new(("graveyard-window", seat)))
        .open(&mut open)
        .show(ui.ctx(), |ui| {
            for card in &game.player(seat).graveyard {
                ui.label(describe::entity(game, *card));
            }
            if count == 0 {
                ui.label("(empty)");
            }
        });
    ui.ctx().data_mut(|d| d.insert_temp(id, open));
}
