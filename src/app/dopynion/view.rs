//! The dopynion screen itself (egui): the supply with costs and pile counts, the bots' public
//! state, your hand and play area, coins / actions / buys, the log. Clicking a card sends the one
//! legal action it stands for.

use crate::rulesets::dopynion::Reads;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

use super::describe;
use super::session::{DopynionIntent, DopynionTable, HUMAN_SEAT};
use crate::app::screen::Screen;
use crate::app::ui::{palette, root_ui};
use crate::engine::Rules;
use crate::engine::plugin::ActiveGame;
use crate::rulesets::dopynion::components::{Decision, Phase};
use crate::rulesets::dopynion::schema::CardType;
use crate::rulesets::dopynion::{Action, Card, Dopynion, Game};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_table.run_if(in_state(Screen::Dopynion)),
    );
}

/// The fill of a card button by its main type.
fn card_color(game: &Game, card: Card) -> Color32 {
    let info = game.card(card);
    if info.is(CardType::Curse) {
        Color32::from_rgb(90, 50, 110)
    } else if info.is(CardType::Action) {
        Color32::from_rgb(70, 66, 80)
    } else if info.is(CardType::Treasure) {
        Color32::from_rgb(130, 100, 30)
    } else {
        Color32::from_rgb(40, 100, 55)
    }
}

/// A card as a button; `action` is what clicking it does (disabled when none).
fn card_button(
    ui: &mut egui::Ui,
    game: &Game,
    card: Card,
    label: String,
    action: Option<Action>,
    clicked: &mut Vec<DopynionIntent>,
) {
    let mut button = egui::Button::new(RichText::new(label).size(15.0).color(Color32::WHITE))
        .fill(card_color(game, card))
        .min_size(egui::vec2(118.0, 54.0));
    if action.is_some() {
        button = button.stroke(egui::Stroke::new(2.5, palette::PLAYABLE));
    }
    let response = ui
        .add_enabled(action.is_some(), button)
        .on_hover_text(&game.card(card).def.text)
        .on_disabled_hover_text(&game.card(card).def.text);
    if response.clicked()
        && let Some(action) = action
    {
        clicked.push(DopynionIntent::Act(action));
    }
}

/// What clicking a hand card does now, if anything.
fn hand_action(legal: &[Action], card: Card) -> Option<Action> {
    [
        Action::Play(card),
        Action::PlayTreasure(card),
        Action::Discard(card),
        Action::Trash(card),
        Action::Topdeck(card),
    ]
    .into_iter()
    .find(|a| legal.contains(a))
}

fn decision_prompt(decision: Decision) -> String {
    match decision {
        Decision::DiscardDownTo(n) => format!("Discard down to {n} cards"),
        Decision::DiscardCount(n) => format!("Discard {n} more card(s)"),
        Decision::DiscardAny(n) => format!("Discard any cards ({n} so far), then Done"),
        Decision::GainCost { cost, .. } => format!("Gain a card costing exactly {cost}"),
        Decision::TrashThenGain(n) => format!("Trash a card; you gain one costing {n} more"),
        Decision::MayDiscardDeck => "Put your deck into your discard pile?".into(),
        Decision::Topdeck(_) => "Put a Victory card from your hand on your deck".into(),
    }
}

fn draw_table(
    mut contexts: EguiContexts,
    table: Res<DopynionTable>,
    active: Option<Res<ActiveGame<Dopynion>>>,
    mut intents: MessageWriter<DopynionIntent>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    let Some(active) = active else {
        return Ok(());
    };
    let game = &active.0;
    let legal = if game.to_act() == HUMAN_SEAT {
        game.legal_actions()
    } else {
        Vec::new()
    };
    let mut clicked = Vec::new();
    let state = game.table();
    egui::Panel::right("dopynion log")
        .default_size(300.0)
        .show(&mut root, |ui| {
            ui.heading("Game log");
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    let events = game.log().events();
                    for event in &events[events.len().saturating_sub(200)..] {
                        if let Some(text) = describe::event(game, event, HUMAN_SEAT) {
                            ui.label(text);
                        }
                    }
                });
        });
    egui::Panel::top("dopynion bots").show(&mut root, |ui| {
        for seat in 1..game.player_count() {
            let piles = game.piles(seat);
            let name = table
                .bot_names
                .get(seat as usize - 1)
                .cloned()
                .unwrap_or_default();
            let mut line = format!(
                "{} ({name}): {} VP · hand {} · deck {} · discard {}",
                describe::seat_name(seat, HUMAN_SEAT),
                game.score(seat),
                piles.hand.len(),
                piles.deck.len(),
                piles.discard.len()
            );
            if !piles.in_play.is_empty() {
                let names: Vec<&str> = piles.in_play.iter().map(|c| game.db().name(*c)).collect();
                line.push_str(&format!(" · in play: {}", names.join(", ")));
            }
            let active = state.active == seat && !state.over;
            ui.label(RichText::new(line).size(16.0).strong().color(if active {
                palette::SELECTED
            } else {
                Color32::LIGHT_GRAY
            }));
        }
    });
    egui::Panel::bottom("dopynion you")
        .exact_size(210.0)
        .show(&mut root, |ui| {
            let mine = state.active == HUMAN_SEAT;
            let status = if state.over {
                "Game over".to_string()
            } else if game.to_act() != HUMAN_SEAT {
                format!(
                    "{} is playing…",
                    describe::seat_name(game.to_act(), HUMAN_SEAT)
                )
            } else if let Some((_, decision)) = game.pending() {
                decision_prompt(decision)
            } else {
                let phase = if state.phase == Phase::Action {
                    "action"
                } else {
                    "buy"
                };
                format!("Your turn: {phase} phase")
            };
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(status)
                        .size(20.0)
                        .strong()
                        .color(palette::SELECTED),
                );
                if mine && !state.over {
                    ui.label(
                        RichText::new(format!(
                            "   Actions {} · Buys {} · Coins {}",
                            state.actions, state.buys, state.coins
                        ))
                        .size(20.0)
                        .color(palette::MANA),
                    );
                }
                ui.label(
                    RichText::new(format!("   You: {} VP", game.score(HUMAN_SEAT))).size(18.0),
                );
            });
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                let mut hand = game.piles(HUMAN_SEAT).hand.clone();
                hand.sort_by_key(|c| (game.card(*c).def.cost, *c));
                for card in hand {
                    let label = game.db().name(card).to_string();
                    card_button(
                        ui,
                        game,
                        card,
                        label,
                        hand_action(&legal, card),
                        &mut clicked,
                    );
                }
            });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let piles = game.piles(HUMAN_SEAT);
                ui.label(format!(
                    "Deck {} · Discard {}",
                    piles.deck.len(),
                    piles.discard.len()
                ));
                for (action, text) in [
                    (Action::PlayAllTreasures, "Play all treasures"),
                    (Action::DiscardDeck, "Discard my deck"),
                    (Action::Done, "Done"),
                    (Action::EndTurn, "End turn"),
                ] {
                    if legal.contains(&action)
                        && ui.button(RichText::new(text).size(17.0).strong()).clicked()
                    {
                        clicked.push(DopynionIntent::Act(action));
                    }
                }
                if let Some(refusal) = &table.refusal {
                    ui.label(RichText::new(refusal).color(palette::DAMAGED));
                }
            });
        });
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.heading("Supply");
        egui::Grid::new("supply")
            .spacing([8.0, 8.0])
            .show(ui, |ui| {
                for (i, pile) in state.supply.iter().enumerate() {
                    let card = pile.card;
                    let label = format!(
                        "{}\n{} coins · {} left",
                        game.db().name(card),
                        game.card(card).def.cost,
                        pile.count
                    );
                    let action = [Action::Buy(card), Action::Gain(card)]
                        .into_iter()
                        .find(|a| legal.contains(a));
                    card_button(ui, game, card, label, action, &mut clicked);
                    if i % 6 == 5 {
                        ui.end_row();
                    }
                }
            });
        ui.add_space(10.0);
        let in_play: Vec<&str> = game
            .piles(HUMAN_SEAT)
            .in_play
            .iter()
            .map(|c| game.db().name(*c))
            .collect();
        ui.label(RichText::new(format!("In play: {}", in_play.join(", "))).size(16.0));
        if state.over {
            ui.add_space(12.0);
            let outcome = game.outcome();
            let names: Vec<String> = outcome
                .winners
                .iter()
                .map(|s| describe::seat_name(*s, HUMAN_SEAT))
                .collect();
            ui.label(
                RichText::new(format!(
                    "Winner: {} · scores {:?}",
                    names.join(" and "),
                    outcome.scores
                ))
                .size(24.0)
                .strong()
                .color(palette::SELECTED),
            );
        }
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            for bots in 1..=3u8 {
                if ui.button(format!("New game vs {bots} bot(s)")).clicked() {
                    clicked.push(DopynionIntent::NewGame(bots));
                }
            }
            if ui.button("Menu").clicked() {
                next.set(Screen::Menu);
            }
        });
    });
    intents.write_batch(clicked);
    Ok(())
}
