//! The dopynion screen itself (egui, painted as a card table): the other players' plates along the
//! top, the supply in the middle (base piles on the left, the kingdom by cost on the right) drawn as
//! cards with costs and pile counts, your cards in play with the turn's actions, buys and coins,
//! your hand along the bottom, the log on the right. Clicking a card sends the one legal action it
//! stands for.

use crate::rulesets::dopynion::Reads;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Stroke, StrokeKind, Vec2};

use super::cards::{self, Light};
use super::describe;
use super::session::{DopynionIntent, DopynionTable};
use crate::app::HUMAN;
use crate::app::pause_menu::PauseMenu;
use crate::app::screen::Screen;
use crate::app::ui::{game_over_window, palette, root_ui};
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

/// The felt of the table.
const FELT: Color32 = Color32::from_rgb(34, 52, 44);
/// The corner button that opens the game's menu.
const MENU_BUTTON: Vec2 = Vec2::new(120.0, 30.0);

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

/// A bot's strategy name as people read it: "smithy-big-money" is "Smithy Big Money".
fn strategy_title(name: &str) -> String {
    name.split(['-', '_'])
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut chars = w.chars();
            chars
                .next()
                .map(|c| c.to_uppercase().chain(chars).collect::<String>())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The line that says what is happening and what the player may do.
fn prompt(game: &Game) -> String {
    let state = game.table();
    if state.over {
        "The game is over".to_string()
    } else if game.to_act() != HUMAN {
        format!("{} is playing…", describe::seat_name(game.to_act(), HUMAN))
    } else if let Some((_, decision)) = game.pending() {
        decision_prompt(decision)
    } else if state.phase == Phase::Action {
        "Your turn: play an action card, or move on to buying".to_string()
    } else {
        "Your turn: play treasures, then buy a card from the supply".to_string()
    }
}

/// Rects for `count` items of `size` centred on `centre`, at most `width` wide (they overlap
/// when they must).
fn row(centre: Pos2, size: Vec2, count: usize, gap: f32, width: f32) -> Vec<Rect> {
    if count == 0 {
        return Vec::new();
    }
    let natural = count as f32 * size.x + (count - 1) as f32 * gap;
    let step = if natural > width && count > 1 {
        (width - size.x) / (count - 1) as f32
    } else {
        size.x + gap
    };
    let total = step * (count - 1) as f32 + size.x;
    (0..count)
        .map(|i| {
            Rect::from_min_size(
                Pos2::new(
                    centre.x - total / 2.0 + i as f32 * step,
                    centre.y - size.y / 2.0,
                ),
                size,
            )
        })
        .collect()
}

/// What the turn's counters mean, for their hover help.
const ACTIONS_HELP: &str =
    "Actions: how many Action cards you may still play this turn (each turn starts with 1).";
const BUYS_HELP: &str =
    "Buys: how many cards you may still buy this turn (each turn starts with 1).";
const COINS_HELP: &str = "Coins: what you have to spend this turn, from treasures and cards played; a card costs the \
     number in its gold coin.";

/// The player's score on screen, marked for the scripted run's pointer.
pub const SCORE_SPOT: &str = "dopynion-score";
const VP_HELP: &str = "VP, victory points: what the Victory cards you own are worth (Curses \
     count against you). The most points when the Provinces or any three piles run out wins.";

/// A rounded pill with a label, e.g. "Coins 5".
fn pill(painter: &egui::Painter, centre: Pos2, text: &str, fill: Color32) -> Rect {
    let galley =
        painter.layout_no_wrap(text.to_string(), FontId::proportional(18.0), Color32::WHITE);
    let rect = Rect::from_center_size(centre, galley.size() + Vec2::new(22.0, 10.0));
    painter.rect_filled(rect, rect.height() / 2.0, fill);
    painter.galley(rect.center() - galley.size() / 2.0, galley, Color32::WHITE);
    rect
}

/// One other player's plate: name, points, hand as card backs, deck and discard, cards in play.
fn plate(ui: &mut egui::Ui, game: &Game, table: &DopynionTable, seat: u8, rect: Rect) {
    let painter = ui.painter_at(rect.expand(4.0));
    let state = game.table();
    let active = state.active == seat && !state.over;
    painter.rect_filled(rect, 8.0, Color32::from_rgb(28, 30, 38));
    painter.rect_stroke(
        rect,
        8.0,
        Stroke::new(
            if active { 3.0 } else { 1.0 },
            if active {
                palette::SELECTED
            } else {
                Color32::from_gray(80)
            },
        ),
        StrokeKind::Inside,
    );
    let strategy = table
        .bot_names
        .get(seat as usize - 1)
        .map(|n| strategy_title(n))
        .unwrap_or_default();
    painter.text(
        rect.min + Vec2::new(10.0, 8.0),
        Align2::LEFT_TOP,
        format!("{} · {strategy}", describe::seat_name(seat, HUMAN)),
        FontId::proportional(17.0),
        if active {
            palette::SELECTED
        } else {
            Color32::from_gray(225)
        },
    );
    painter.text(
        Pos2::new(rect.max.x - 10.0, rect.min.y + 8.0),
        Align2::RIGHT_TOP,
        format!("{} VP", game.score(seat)),
        FontId::proportional(17.0),
        Color32::from_rgb(140, 220, 140),
    );
    let piles = game.piles(seat);
    let back = Vec2::new(16.0, 22.0);
    for i in 0..piles.hand.len().min(8) {
        let at = rect.min + Vec2::new(10.0 + i as f32 * 11.0, 34.0);
        cards::back(&painter, Rect::from_min_size(at, back));
    }
    painter.text(
        rect.min + Vec2::new(10.0 + piles.hand.len().min(8) as f32 * 11.0 + 12.0, 45.0),
        Align2::LEFT_CENTER,
        format!(
            "hand {} · deck {} · discard {}",
            piles.hand.len(),
            piles.deck.len(),
            piles.discard.len()
        ),
        FontId::proportional(13.0),
        Color32::from_gray(190),
    );
    if !piles.in_play.is_empty() {
        let names: Vec<&str> = piles.in_play.iter().map(|c| game.db().name(*c)).collect();
        painter.text(
            rect.min + Vec2::new(10.0, 62.0),
            Align2::LEFT_TOP,
            format!("in play: {}", names.join(", ")),
            FontId::proportional(13.0),
            Color32::from_rgb(235, 200, 120),
        );
    }
}

fn draw_table(
    mut contexts: EguiContexts,
    table: Res<DopynionTable>,
    active: Option<Res<ActiveGame<Dopynion>>>,
    mut intents: MessageWriter<DopynionIntent>,
    mut next: ResMut<NextState<Screen>>,
    mut pause: ResMut<PauseMenu>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    let Some(active) = active else {
        return Ok(());
    };
    let game = &active.0;
    let legal = if game.to_act() == HUMAN {
        game.legal_actions()
    } else {
        Vec::new()
    };
    let mut clicked = Vec::new();
    let state = game.table();
    egui::Panel::right("dopynion log")
        .default_size(270.0)
        .show(&mut root, |ui| {
            ui.heading("Game log");
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    let events = game.log().events();
                    for event in &events[events.len().saturating_sub(200)..] {
                        if let Some(text) = describe::event(game, event, HUMAN) {
                            ui.label(text);
                        }
                    }
                });
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(FELT))
        .show(&mut root, |ui| {
            let area = ui.max_rect();
            let centre_x = area.center().x;
            // The other players along the top.
            let bots = game.player_count().saturating_sub(1) as usize;
            let plate_size = Vec2::new(
                ((area.width() - 40.0) / bots.max(1) as f32 - 12.0).min(330.0),
                84.0,
            );
            for (i, rect) in row(
                Pos2::new(centre_x, area.min.y + 10.0 + plate_size.y / 2.0),
                plate_size,
                bots,
                12.0,
                area.width() - 20.0,
            )
            .into_iter()
            .enumerate()
            {
                plate(ui, game, &table, i as u8 + 1, rect);
            }
            // The supply: base piles on the left (treasures above, victory cards and curses
            // below), the kingdom by cost on the right.
            let base_count = game.db().rules().base_supply.len().min(state.supply.len());
            let (base, kingdom) = state.supply.split_at(base_count);
            let (treasures, others): (Vec<_>, Vec<_>) = base
                .iter()
                .copied()
                .partition(|p| game.card(p.card).is(CardType::Treasure));
            let mut kingdom: Vec<_> = kingdom.to_vec();
            kingdom.sort_by_key(|p| (game.card(p.card).def.cost, p.card));
            let kingdom_cols = kingdom.len().div_ceil(2).max(1);
            let base_cols = treasures.len().max(others.len()).max(1);
            let gap = 8.0;
            // As wide as the columns allow and as tall as the table's rows allow.
            let by_width = (area.width() - 64.0) / (kingdom_cols + base_cols) as f32 - gap;
            let by_height = (area.height() - plate_size.y - 150.0) / 4.3;
            let card_w = by_width.min(by_height).clamp(56.0, 118.0);
            let tall = Vec2::new(card_w, card_w * 1.38);
            let short = Vec2::new(card_w, card_w * 0.92);
            let total_w = (kingdom_cols + base_cols) as f32 * (card_w + gap) + 24.0;
            let left = centre_x - total_w / 2.0;
            let top = area.min.y + plate_size.y + 22.0;
            let supply_light = |card: Card, count: u8| -> (Option<Action>, Light) {
                let action = [Action::Buy(card), Action::Gain(card)]
                    .into_iter()
                    .find(|a| legal.contains(a));
                let light = if action.is_some() {
                    Light::Ready
                } else if count == 0
                    || (state.phase == Phase::Buy
                        && state.active == HUMAN
                        && game.card(card).def.cost as u16 > state.coins)
                {
                    Light::Dim
                } else {
                    Light::Plain
                };
                (action, light)
            };
            let kingdom_h = tall.y * 2.0 + gap;
            let base_top = top + kingdom_h - (short.y * 2.0 + gap);
            // Every pile's place: the base piles in two rows, the kingdom in two rows of its own.
            let kingdom_left = left + base_cols as f32 * (card_w + gap) + 24.0;
            let base_places = treasures
                .iter()
                .enumerate()
                .map(|(i, p)| (i, 0, p))
                .chain(others.iter().enumerate().map(|(i, p)| (i, 1, p)))
                .map(|(col, line, pile)| {
                    let at = Pos2::new(
                        left + col as f32 * (card_w + gap),
                        base_top + line as f32 * (short.y + gap),
                    );
                    (Rect::from_min_size(at, short), pile)
                });
            let kingdom_places = kingdom.iter().enumerate().map(|(i, pile)| {
                let (col, line) = (i % kingdom_cols, i / kingdom_cols);
                let at = Pos2::new(
                    kingdom_left + col as f32 * (card_w + gap),
                    top + line as f32 * (tall.y + gap),
                );
                (Rect::from_min_size(at, tall), pile)
            });
            for (rect, pile) in base_places.chain(kingdom_places) {
                let (action, light) = supply_light(pile.card, pile.count);
                let id = egui::Id::new(("dopynion pile", pile.card));
                if cards::card(ui, game, rect, pile.card, Some(pile.count), light, id).clicked()
                    && let Some(action) = action
                {
                    clicked.push(DopynionIntent::Act(action));
                }
            }
            let supply_bottom = top + kingdom_h;
            // Your cards in play and the turn's resources.
            let painter = ui.painter_at(area);
            let play_y = supply_bottom + 34.0;
            let mine = state.active == HUMAN && !state.over;
            if mine {
                let mut x = area.min.x + 80.0;
                for (text, fill, help) in [
                    (
                        format!("Actions {}", state.actions),
                        Color32::from_rgb(70, 90, 150),
                        ACTIONS_HELP,
                    ),
                    (
                        format!("Buys {}", state.buys),
                        Color32::from_rgb(60, 120, 80),
                        BUYS_HELP,
                    ),
                    (
                        format!("Coins {}", state.coins),
                        Color32::from_rgb(170, 120, 30),
                        COINS_HELP,
                    ),
                ] {
                    let r = pill(&painter, Pos2::new(x, play_y), &text, fill);
                    // Each counter explains itself under the pointer.
                    ui.interact(r, ui.id().with(help), egui::Sense::hover())
                        .on_hover_text(help);
                    x = r.max.x + 10.0 + r.width() / 2.0;
                }
            }
            let in_play = &game.piles(HUMAN).in_play;
            let mini = Vec2::new(card_w * 0.62, card_w * 0.58);
            // Between the turn's counters and the buttons at the right.
            let (play_left, play_right) = (area.min.x + 420.0, area.max.x - 200.0);
            for (i, rect) in row(
                Pos2::new((play_left + play_right) / 2.0, play_y),
                mini,
                in_play.len(),
                4.0,
                (play_right - play_left).max(mini.x),
            )
            .into_iter()
            .enumerate()
            {
                cards::card(
                    ui,
                    game,
                    rect,
                    in_play[i],
                    None,
                    Light::Plain,
                    egui::Id::new(("dopynion play", i)),
                );
            }
            painter.text(
                Pos2::new(centre_x, play_y + mini.y / 2.0 + 16.0),
                Align2::CENTER_CENTER,
                prompt(game),
                FontId::proportional(20.0),
                palette::SELECTED,
            );
            // Your hand along the bottom, cheapest first.
            let mut hand = game.piles(HUMAN).hand.clone();
            hand.sort_by_key(|c| (game.card(*c).def.cost, *c));
            let hand_size = Vec2::new(card_w * 1.05, card_w * 1.45);
            let hand_y = area.max.y - hand_size.y / 2.0 - 10.0;
            for (i, rect) in row(
                Pos2::new(centre_x, hand_y),
                hand_size,
                hand.len(),
                8.0,
                area.width() - 360.0,
            )
            .into_iter()
            .enumerate()
            {
                let action = hand_action(&legal, hand[i]);
                let light = if action.is_some() {
                    Light::Ready
                } else {
                    Light::Plain
                };
                if cards::card(
                    ui,
                    game,
                    rect,
                    hand[i],
                    None,
                    light,
                    egui::Id::new(("dopynion hand", i)),
                )
                .clicked()
                    && let Some(action) = action
                {
                    clicked.push(DopynionIntent::Act(action));
                }
            }
            // Your score above your deck and discard (the bots' sit on their panels).
            let score = painter.text(
                Pos2::new(area.min.x + 16.0, hand_y - 62.0),
                Align2::LEFT_CENTER,
                format!("You: {} VP", game.score(HUMAN)),
                FontId::proportional(18.0),
                Color32::from_rgb(140, 220, 140),
            );
            ui.interact(score, ui.id().with(VP_HELP), egui::Sense::hover())
                .on_hover_text(VP_HELP);
            crate::app::spots::mark(ui.ctx(), SCORE_SPOT, score);
            // Your deck and discard at the left, the turn buttons at the right.
            let piles = game.piles(HUMAN);
            for (k, (label, count)) in
                [("Deck", piles.deck.len()), ("Discard", piles.discard.len())]
                    .into_iter()
                    .enumerate()
            {
                let r = Rect::from_min_size(
                    Pos2::new(area.min.x + 16.0 + k as f32 * 74.0, hand_y - 40.0),
                    Vec2::new(60.0, 80.0),
                );
                cards::back(&painter, r);
                painter.text(
                    r.center(),
                    Align2::CENTER_CENTER,
                    count.to_string(),
                    FontId::proportional(22.0),
                    Color32::WHITE,
                );
                painter.text(
                    Pos2::new(r.center().x, r.max.y + 10.0),
                    Align2::CENTER_CENTER,
                    label,
                    FontId::proportional(14.0),
                    Color32::from_gray(200),
                );
            }
            let mut button_y = hand_y - 40.0;
            for (action, text) in [
                (Action::PlayAllTreasures, "Play all treasures"),
                (Action::DiscardDeck, "Discard my deck"),
                (Action::Done, "Done"),
                (Action::EndTurn, "End turn"),
            ] {
                if !legal.contains(&action) {
                    continue;
                }
                let r = Rect::from_min_size(
                    Pos2::new(area.max.x - 170.0, button_y),
                    Vec2::new(150.0, 40.0),
                );
                let fill = if action == Action::EndTurn {
                    Color32::from_rgb(190, 140, 40)
                } else {
                    Color32::from_rgb(60, 100, 70)
                };
                let button = egui::Button::new(
                    RichText::new(text)
                        .size(17.0)
                        .strong()
                        .color(Color32::WHITE),
                )
                .fill(fill);
                if ui.put(r, button).clicked() {
                    clicked.push(DopynionIntent::Act(action));
                }
                button_y += 48.0;
            }
            if let Some(refusal) = &table.refusal {
                painter.text(
                    Pos2::new(centre_x, hand_y - hand_size.y / 2.0 - 14.0),
                    Align2::CENTER_CENTER,
                    refusal,
                    FontId::proportional(16.0),
                    palette::DAMAGED,
                );
            }
            // The game's menu (as Escape): a new game or the main menu only through it, each
            // after a confirmation, never at one stray click.
            let corner = Rect::from_min_size(
                Pos2::new(area.max.x - MENU_BUTTON.x - 10.0, play_y + 26.0),
                MENU_BUTTON,
            );
            let menu = egui::Button::new(RichText::new("Menu (Esc)").size(16.0));
            if ui.put(corner, menu).clicked() {
                pause.open = true;
            }
        });
    if state.over && !table.setting_up {
        game_over(ctx, game, &mut clicked, &mut next);
    }
    intents.write_batch(clicked);
    Ok(())
}

/// The end of the game: who won, everyone's points, and another game.
fn game_over(
    ctx: &egui::Context,
    game: &Game,
    clicked: &mut Vec<DopynionIntent>,
    next: &mut NextState<Screen>,
) {
    let outcome = game.outcome();
    let verdict = if outcome.winners.contains(&HUMAN) {
        if outcome.winners.len() > 1 {
            "You share the win!"
        } else {
            "You win!"
        }
    } else {
        "You lose"
    };
    game_over_window(ctx, "Game over", verdict, |ui| {
        for seat in 0..game.player_count() {
            let name = describe::seat_name(seat, HUMAN);
            let turns = game.seat(seat).turns;
            ui.label(
                RichText::new(format!("{name}: {} VP in {turns} turns", game.score(seat)))
                    .size(20.0),
            );
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if ui
                .button(RichText::new("Play again").size(20.0).strong())
                .clicked()
            {
                clicked.push(DopynionIntent::PlayAgain);
            }
            if ui
                .button(RichText::new("Change set-up").size(18.0))
                .clicked()
            {
                clicked.push(DopynionIntent::ChangeSetUp);
            }
            if ui.button("Menu").clicked() {
                next.set(Screen::Menu);
            }
        });
    });
}
