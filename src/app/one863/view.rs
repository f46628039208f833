//! The pitch (egui): the scoreboard, both fields on a striped pitch (face-up cards in their team's
//! shirt colour, flipped ones face down), the coach's hand as card backs, your hand, decks and
//! discards, the commentary, the duel's sums in the centre circle, each blocker's outcome inside
//! its card while you block, and the prompt that says what you may do (or warns before an attack
//! that may leave your goal open), fitted beside its buttons. A click sends the one legal action
//! it stands for; the rules validate it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind, Vec2};

use super::cards::{ASPECT, Light, card};
use super::glossary::{line, terms_in};
use super::outcome;
use super::pick::{ink_on, kit};
use super::replay::{Banner, Motion, Replay, ShownCard};
use super::risk::{self, open_goal_risk};
use super::session::{Fixture, kick_off, leave};
use crate::app::HUMAN;
use crate::app::gods::fit::fit;
use crate::app::screen::Screen;
use crate::app::ui::{game_over_window, palette, root_ui};
use crate::engine::Rules;
use crate::engine::plugin::{ActiveGame, SubmitAction};
use crate::rulesets::one863::components::{Phase, Slot};
use crate::rulesets::one863::describe::team_name;
use crate::rulesets::one863::rules::strength;
use crate::rulesets::one863::{Action, Game, One863};

const PITCH: Color32 = Color32::from_rgb(38, 112, 52);
const PITCH_STRIPE: Color32 = Color32::from_rgb(44, 124, 58);
const LINE: Color32 = Color32::from_rgba_premultiplied(235, 245, 235, 200);
/// The prompt's text size (it shrinks to fit beside the buttons).
const PROMPT_SIZE: f32 = 17.0;
/// The warning's colour: an attack that may open your goal.
const WARNING: Color32 = Color32::from_rgb(255, 170, 80);
/// A button of the prompt bar.
const BAR_BUTTON: Vec2 = Vec2::new(140.0, 32.0);
/// The gap between the prompt bar's buttons.
const BAR_GAP: f32 = 10.0;

/// Rects for `count` cards of size `size`, centred on `centre` in a row.
fn row(centre: Pos2, size: Vec2, count: usize, gap: f32) -> Vec<Rect> {
    let total = count as f32 * size.x + count.saturating_sub(1) as f32 * gap;
    (0..count)
        .map(|i| {
            let x = centre.x - total / 2.0 + i as f32 * (size.x + gap);
            Rect::from_min_size(Pos2::new(x, centre.y - size.y / 2.0), size)
        })
        .collect()
}

fn draw_pitch_lines(painter: &egui::Painter, pitch: Rect) {
    painter.rect_filled(pitch, 10.0, PITCH);
    let stripes = 8;
    for i in (0..stripes).step_by(2) {
        let h = pitch.height() / stripes as f32;
        let stripe = Rect::from_min_size(
            Pos2::new(pitch.min.x, pitch.min.y + i as f32 * h),
            Vec2::new(pitch.width(), h),
        );
        painter.rect_filled(stripe, 0.0, PITCH_STRIPE);
    }
    let line = Stroke::new(2.5, LINE);
    let inner = pitch.shrink(14.0);
    painter.rect_stroke(inner, 4.0, line, StrokeKind::Inside);
    painter.line_segment(
        [
            Pos2::new(inner.min.x, inner.center().y),
            Pos2::new(inner.max.x, inner.center().y),
        ],
        line,
    );
    painter.circle_stroke(inner.center(), inner.height() * 0.12, line);
    painter.circle_filled(inner.center(), 4.0, LINE);
    let box_w = inner.width() * 0.36;
    let box_h = inner.height() * 0.1;
    painter.rect_stroke(
        Rect::from_center_size(
            Pos2::new(inner.center().x, inner.min.y + box_h / 2.0),
            Vec2::new(box_w, box_h),
        ),
        0.0,
        line,
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        Rect::from_center_size(
            Pos2::new(inner.center().x, inner.max.y - box_h / 2.0),
            Vec2::new(box_w, box_h),
        ),
        0.0,
        line,
        StrokeKind::Inside,
    );
}

/// What the player may click now, and the prompt that says so.
fn prompt(game: &Game, replay: &Replay, fixture: &Fixture) -> String {
    if game.is_over() {
        return String::new();
    }
    if !replay.caught_up(game) {
        return "…".into();
    }
    if game.to_act() != HUMAN {
        return format!("{} is thinking…", team_name(game, 1 - HUMAN));
    }
    let last = if game.table().last_action {
        "STOPPAGE TIME — your last action: "
    } else {
        ""
    };
    match game.table().phase {
        Phase::Main => format!(
            "{last}Your turn: play a card from your hand, or attack with a player on the pitch."
        ),
        Phase::Meneur => "MENEUR window: attack with another player, or pass.".into(),
        Phase::Block { attacker } => {
            let boost = fixture
                .boost
                .map(|b| format!(" (boosted +{})", game.footballer(b).boost))
                .unwrap_or_default();
            format!(
                "Block {} (ATT {}): click one of your players{boost}. A BOOST card in your hand adds +1/+2: click it first.",
                game.db().card(game.card_of(attacker)).name,
                strength::attack(game, attacker)
            )
        }
        Phase::Over => String::new(),
    }
}

fn scoreboard(ui: &mut egui::Ui, game: &Game, replay: &Replay) {
    let db = game.db();
    ui.horizontal_centered(|ui| {
        let width = ui.available_width();
        ui.add_space(width * 0.5 - 260.0);
        for side in [0u8, 1] {
            let fill = kit(db, &game.teams()[side as usize]);
            let name = team_name(game, side);
            let label = if side == HUMAN {
                format!("{name} (you)")
            } else {
                name
            };
            ui.add(
                egui::Button::new(RichText::new(label).size(22.0).color(ink_on(fill)).strong())
                    .fill(fill)
                    .min_size(Vec2::new(170.0, 36.0)),
            );
            if side == 0 {
                ui.label(
                    RichText::new(format!(
                        "  {}  –  {}  ",
                        replay.sides[0].score, replay.sides[1].score
                    ))
                    .size(34.0)
                    .strong()
                    .color(Color32::WHITE),
                );
            }
        }
        if replay.stoppage {
            ui.add_space(16.0);
            ui.label(
                RichText::new("STOPPAGE TIME")
                    .size(18.0)
                    .strong()
                    .color(palette::DAMAGED),
            );
        }
    });
}

fn banner(painter: &egui::Painter, centre: Pos2, width: f32, banner: &Banner) {
    let big = FontId::proportional(30.0);
    let small = FontId::proportional(18.0);
    let plate = |h: f32, fill: Color32| {
        let rect = Rect::from_center_size(centre, Vec2::new(width, h));
        painter.rect_filled(rect, 12.0, fill);
        painter.rect_stroke(
            rect,
            12.0,
            Stroke::new(2.0, palette::SELECTED),
            StrokeKind::Inside,
        );
        rect
    };
    match banner {
        Banner::Duel { attacker, blocker } => {
            let rect = plate(84.0, Color32::from_black_alpha(215));
            let sum = |(name, parts, total): &(String, Vec<(String, i8)>, i8), what: &str| {
                let parts: Vec<String> = parts
                    .iter()
                    .map(|(label, v)| format!("{v} {label}"))
                    .collect();
                format!("{name}  {what} {}  = {total}", parts.join(" + "))
            };
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + 22.0),
                Align2::CENTER_CENTER,
                sum(attacker, "ATT"),
                small.clone(),
                Color32::from_rgb(255, 170, 80),
            );
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + 42.0),
                Align2::CENTER_CENTER,
                "vs",
                FontId::proportional(14.0),
                Color32::WHITE,
            );
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + 62.0),
                Align2::CENTER_CENTER,
                sum(blocker, "DEF"),
                small,
                Color32::from_rgb(130, 190, 255),
            );
        }
        Banner::Goal { title, detail } => {
            let rect = plate(84.0, Color32::from_rgba_unmultiplied(120, 20, 20, 230));
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + 30.0),
                Align2::CENTER_CENTER,
                title,
                FontId::proportional(36.0),
                palette::SELECTED,
            );
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + 64.0),
                Align2::CENTER_CENTER,
                detail,
                small,
                Color32::WHITE,
            );
        }
        Banner::Note(text) => {
            let rect = plate(56.0, Color32::from_black_alpha(215));
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                text,
                big,
                palette::SELECTED,
            );
        }
    }
}

/// What the pitch screen reads to draw itself: the match, how far its replay has come and
/// whether the Escape menu is over it.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PitchInputs<'w> {
    game: Option<Res<'w, ActiveGame<One863>>>,
    replay: Res<'w, Replay>,
    menu: Option<Res<'w, crate::app::pause_menu::PauseMenu>>,
}

/// The whole pitch screen.
pub fn draw_pitch(
    mut contexts: EguiContexts,
    mut commands: Commands,
    inputs: PitchInputs,
    mut fixture: ResMut<Fixture>,
    mut submit: MessageWriter<SubmitAction<One863>>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let PitchInputs { game, replay, menu } = inputs;
    let Some(game) = game else {
        return Ok(());
    };
    let game = &game.0;
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    // The pitch waits while the Escape menu is open.
    let paused = menu.is_some_and(|m| m.open);
    let ready = replay.caught_up(game) && !game.is_over() && game.to_act() == HUMAN && !paused;
    let legal = if ready {
        game.legal_actions()
    } else {
        Vec::new()
    };
    let mut chosen: Option<Action> = None;

    egui::Panel::top("one863_score").show(&mut root, |ui| {
        ui.set_height(48.0);
        scoreboard(ui, game, &replay);
    });
    egui::Panel::right("one863_commentary")
        .default_size(300.0)
        .show(&mut root, |ui| {
            ui.label(RichText::new("Commentary").size(18.0).strong());
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for line in replay.lines.iter().rev().take(40).rev() {
                        let goal = line.starts_with("GOAL");
                        ui.label(RichText::new(line).size(14.0).color(if goal {
                            palette::SELECTED
                        } else {
                            Color32::LIGHT_GRAY
                        }));
                    }
                });
        });
    // A pending confirmation lapses once the match moves on.
    let log_len = game.log().len();
    fixture.confirm = fixture.confirm.filter(|(_, at)| *at == log_len && ready);
    egui::CentralPanel::default().show(&mut root, |ui| {
        let layout = PitchLayout::of(ui.available_rect_before_wrap());
        let painter = ui.painter().clone();
        draw_pitch_lines(&painter, layout.pitch);
        coach_hand(&painter, &layout, &replay);
        pile_counts(&painter, &layout, &replay);
        let table = Table {
            game,
            replay: &replay,
            legal: &legal,
        };
        for side in [1 - HUMAN, HUMAN] {
            if let Some(action) = field(ui, &table, &layout, side, &mut fixture) {
                chosen = Some(action);
            }
        }
        if let Some(b) = &replay.banner {
            banner(
                &painter,
                layout.pitch.center(),
                (layout.pitch.width() * 0.8).min(760.0),
                b,
            );
        }
        if let Some(action) = prompt_bar(ui, &table, layout.prompt_bar, &mut fixture) {
            chosen = Some(action);
        }
        if let Some(action) = hand(ui, &table, &layout, ready, &mut fixture) {
            chosen = Some(action);
        }
    });

    if game.is_over() && replay.caught_up(game) {
        full_time(ctx, game, &mut commands, &mut fixture, &mut next);
    }
    if let Some(action) = chosen {
        fixture.refusal = None;
        fixture.confirm = None;
        if matches!(action, Action::Block { .. }) {
            fixture.boost = None;
        }
        submit.write(SubmitAction::new(action));
    }
    Ok(())
}

/// Where the pitch screen's parts go in the central area.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PitchLayout {
    /// The coach's hand, face down, on top.
    pub top_hand: Rect,
    /// The striped pitch with both fields.
    pub pitch: Rect,
    /// The prompt and its buttons.
    pub prompt_bar: Rect,
    /// Your hand, at the bottom.
    pub my_hand: Rect,
    /// A hand card's size.
    pub card: Vec2,
    /// A card back's size (the coach's hand).
    pub back: Vec2,
    /// A field card's size.
    pub field_card: Vec2,
}

/// Cards' height as a share of the central area's, and its limits.
const CARD_SHARE: f32 = 0.2;
const CARD_HEIGHT: (f32, f32) = (90.0, 230.0);
/// The coach's card backs as a share of a hand card.
const BACK_SHARE: f32 = 0.55;
/// Room beside the pitch for the decks and discards.
const PILE_MARGIN: f32 = 90.0;
/// The prompt bar's height.
const BAR_HEIGHT: f32 = 36.0;
/// Field cards: at most this share of the pitch's height.
const FIELD_SHARE: f32 = 0.3;
/// The gap between a field and the halfway line, for the centre's announcements.
const CENTRE_GAP: f32 = 48.0;

impl PitchLayout {
    /// The layout of the central area `area`.
    pub fn of(area: Rect) -> PitchLayout {
        let card_h = (area.height() * CARD_SHARE).clamp(CARD_HEIGHT.0, CARD_HEIGHT.1);
        let card = Vec2::new(card_h / ASPECT, card_h);
        let back = card * BACK_SHARE;
        let top_hand = Rect::from_min_size(area.min, Vec2::new(area.width(), back.y + 10.0));
        let my_hand =
            Rect::from_min_max(Pos2::new(area.min.x, area.max.y - card.y - 12.0), area.max);
        let prompt_bar = Rect::from_min_max(
            Pos2::new(area.min.x, my_hand.min.y - BAR_HEIGHT - 4.0),
            Pos2::new(area.max.x, my_hand.min.y - 4.0),
        );
        let pitch = Rect::from_min_max(
            Pos2::new(area.min.x + PILE_MARGIN, top_hand.max.y + 4.0),
            Pos2::new(area.max.x - PILE_MARGIN, prompt_bar.min.y - 4.0),
        );
        // Field cards fit a half of the pitch with room for the centre's announcements.
        let field_h = (pitch.height() * FIELD_SHARE)
            .min(card.y)
            .min(pitch.width() / 6.0 * ASPECT);
        PitchLayout {
            top_hand,
            pitch,
            prompt_bar,
            my_hand,
            card,
            back,
            field_card: Vec2::new(field_h / ASPECT, field_h),
        }
    }

    /// The centre of `side`'s field.
    pub fn field_centre(&self, side: u8) -> Pos2 {
        let offset = CENTRE_GAP + self.field_card.y / 2.0;
        let forward = if side == HUMAN { offset } else { -offset };
        Pos2::new(self.pitch.center().x, self.pitch.center().y + forward)
    }
}

/// What the pitch's parts read: the match, its replay and the legal actions now.
struct Table<'a> {
    game: &'a Game,
    replay: &'a Replay,
    legal: &'a [Action],
}

/// The coach's hand, face down.
fn coach_hand(painter: &egui::Painter, layout: &PitchLayout, replay: &Replay) {
    let count = replay.sides[(1 - HUMAN) as usize].hand.len();
    for rect in row(layout.top_hand.center(), layout.back, count, 6.0) {
        painter.rect_filled(rect, 6.0, Color32::from_rgb(24, 60, 34));
        painter.rect_stroke(
            rect.shrink(4.0),
            4.0,
            Stroke::new(1.5, Color32::from_rgb(200, 170, 80)),
            StrokeKind::Inside,
        );
    }
}

/// Deck and discard counts beside each half.
fn pile_counts(painter: &egui::Painter, layout: &PitchLayout, replay: &Replay) {
    let pitch = layout.pitch;
    for (side, y) in [
        (1 - HUMAN, pitch.min.y + pitch.height() * 0.25),
        (HUMAN, pitch.min.y + pitch.height() * 0.75),
    ] {
        let s = &replay.sides[side as usize];
        for (x, text) in [
            (pitch.min.x - PILE_MARGIN / 2.0, format!("deck\n{}", s.deck)),
            (
                pitch.max.x + PILE_MARGIN / 2.0,
                format!("discard\n{}", s.discard.len()),
            ),
        ] {
            painter.text(
                Pos2::new(x, y - 14.0),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(15.0),
                Color32::LIGHT_GRAY,
            );
        }
    }
}

/// Where a field card is drawn now: its place, moved as the replay's event moves it.
fn moved(replay: &Replay, layout: &PitchLayout, side: u8, slot: Slot, rect: Rect) -> Rect {
    let (forward, from_hand) = if side == HUMAN {
        (-1.0, layout.my_hand.center().y)
    } else {
        (1.0, layout.top_hand.center().y)
    };
    match replay.motion(slot) {
        Motion::Still => rect,
        Motion::Arrive(left) => {
            rect.translate(Vec2::new(0.0, (from_hand - rect.center().y) * left))
        }
        Motion::Lunge(amount) => rect.translate(Vec2::new(0.0, forward * 40.0 * amount)),
        Motion::Turn(width) => Rect::from_center_size(
            rect.center(),
            Vec2::new(rect.width() * width.max(0.05), rect.height()),
        ),
    }
}

/// One side's field: each card lit for what a click does, a blocker's outcome in a pill inside
/// its card while you block; returns the action a click chose.
fn field(
    ui: &mut egui::Ui,
    table: &Table,
    layout: &PitchLayout,
    side: u8,
    fixture: &mut Fixture,
) -> Option<Action> {
    let Table {
        game,
        replay,
        legal,
    } = *table;
    let cards: Vec<ShownCard> = replay.sides[side as usize].field.clone();
    let rects = row(
        layout.field_centre(side),
        layout.field_card,
        cards.len(),
        14.0,
    );
    let warned = fixture.confirm.map(|(s, _)| s);
    let mut chosen = None;
    for (shown, rect) in cards.iter().zip(rects) {
        let rect = moved(replay, layout, side, shown.slot, rect);
        let attack = Action::Attack(shown.slot);
        let block = Action::Block {
            card: shown.slot,
            boost: fixture.boost,
        };
        let light = if Some(shown.slot) == warned {
            Light::Warned
        } else if Some(shown.slot) == replay.attacker {
            Light::Attacker
        } else if Some(shown.slot) == replay.blocker {
            Light::Blocker
        } else if legal.contains(&attack) || legal.contains(&block) {
            Light::Playable
        } else {
            Light::None
        };
        let acted = shown.acted && !shown.flipped;
        let response = card(ui, game, rect, shown.slot, shown.flipped, acted, light);
        if legal.contains(&block)
            && let Some(o) = outcome::outcome(game, block)
        {
            outcome::paint(ui.painter(), rect, &o);
        }
        if !response.clicked() {
            continue;
        }
        if legal.contains(&attack) {
            chosen = attack_or_confirm(game, shown.slot, fixture);
        } else if legal.contains(&block) {
            chosen = Some(block);
        }
    }
    chosen
}

/// An attack with `slot`, or, when it may leave an open goal and the player has not confirmed
/// it yet, the question instead (the warning takes the prompt bar).
fn attack_or_confirm(game: &Game, slot: Slot, fixture: &mut Fixture) -> Option<Action> {
    let confirmed = fixture.confirm.is_some_and(|(s, _)| s == slot);
    if !confirmed && open_goal_risk(game, slot).is_some() {
        fixture.confirm = Some((slot, game.log().len()));
        return None;
    }
    Some(Action::Attack(slot))
}

/// The rects of the prompt bar's buttons, right to left, and the room left for the text.
pub fn bar_rects(bar: Rect, buttons: usize) -> (Vec<Rect>, Rect) {
    let mut right = bar.max.x - BAR_GAP;
    let mut rects = Vec::new();
    for _ in 0..buttons {
        let rect = Rect::from_center_size(
            Pos2::new(right - BAR_BUTTON.x / 2.0, bar.center().y),
            BAR_BUTTON,
        );
        right = rect.min.x - BAR_GAP;
        rects.push(rect);
    }
    let text = Rect::from_min_max(
        Pos2::new(bar.min.x + BAR_GAP, bar.min.y),
        Pos2::new(right, bar.max.y),
    );
    (rects, text)
}

/// The prompt (or the refusal, or the open-goal warning) fitted beside its buttons, with hover
/// help for the terms it uses; returns the action a button chose.
fn prompt_bar(
    ui: &mut egui::Ui,
    table: &Table,
    bar: Rect,
    fixture: &mut Fixture,
) -> Option<Action> {
    let game = table.game;
    let warning = fixture.confirm.and_then(|(slot, _)| {
        open_goal_risk(game, slot).map(|risk| (slot, risk::warning(game, slot, &risk)))
    });
    let buttons: Vec<BarButton> = match &warning {
        Some((slot, _)) => vec![BarButton::AttackAnyway(*slot), BarButton::Cancel],
        None if table.legal.contains(&Action::Pass) => vec![BarButton::Pass],
        None => Vec::new(),
    };
    let (rects, text_box) = bar_rects(bar, buttons.len());
    let (text, colour) = match &warning {
        Some((_, words)) => (words.clone(), WARNING),
        None => (
            fixture
                .refusal
                .clone()
                .map(|r| format!("Refused: {r}"))
                .unwrap_or_else(|| prompt(game, table.replay, fixture)),
            Color32::WHITE,
        ),
    };
    let words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
    fit(ui.ctx(), &words, " ", text_box.size(), PROMPT_SIZE).paint_aligned(
        ui.painter(),
        text_box,
        colour,
        egui::Align::Min,
    );
    let terms = terms_in(&text);
    if !terms.is_empty() {
        ui.interact(text_box, ui.id().with("one863-prompt"), Sense::hover())
            .on_hover_ui(|ui| {
                for t in &terms {
                    ui.label(RichText::new(line(t)).size(13.0));
                }
            });
    }
    let mut chosen = None;
    for (button, rect) in buttons.iter().zip(rects) {
        let clicked = ui
            .put(
                rect,
                egui::Button::new(RichText::new(button.label()).size(16.0)),
            )
            .clicked();
        if !clicked {
            continue;
        }
        match *button {
            BarButton::AttackAnyway(slot) => chosen = Some(Action::Attack(slot)),
            BarButton::Cancel => fixture.confirm = None,
            BarButton::Pass => chosen = Some(Action::Pass),
        }
    }
    chosen
}

/// A button of the prompt bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BarButton {
    /// Passes (the Meneur window, or nothing else to do).
    Pass,
    /// Confirms the attack the warning is about.
    AttackAnyway(Slot),
    /// Takes the attack back.
    Cancel,
}

impl BarButton {
    fn label(self) -> &'static str {
        match self {
            BarButton::Pass => "Pass",
            BarButton::AttackAnyway(_) => "Attack anyway",
            BarButton::Cancel => "Cancel",
        }
    }
}

/// The name under which a hand card's place on screen is marked, for the scripted run's pointer.
pub fn hand_card_spot(slot: Slot) -> (&'static str, Slot) {
    ("one863-hand", slot)
}

/// Your hand: a click plays a card, or picks a BOOST card for the block; returns the action
/// a click chose.
fn hand(
    ui: &mut egui::Ui,
    table: &Table,
    layout: &PitchLayout,
    ready: bool,
    fixture: &mut Fixture,
) -> Option<Action> {
    let game = table.game;
    let cards = table.replay.sides[HUMAN as usize].hand.clone();
    let blocking = matches!(game.table().phase, Phase::Block { .. }) && ready;
    let mut chosen = None;
    for (slot, rect) in
        cards
            .iter()
            .zip(row(layout.my_hand.center(), layout.card, cards.len(), 12.0))
    {
        let play = Action::Play(*slot);
        let boost = blocking && game.footballer(*slot).boost > 0;
        let light = if fixture.boost == Some(*slot) {
            Light::Picked
        } else if table.legal.contains(&play) || boost {
            Light::Playable
        } else {
            Light::None
        };
        crate::app::spots::mark(ui.ctx(), hand_card_spot(*slot), rect);
        if !card(ui, game, rect, *slot, false, false, light).clicked() {
            continue;
        }
        if table.legal.contains(&play) {
            chosen = Some(play);
        } else if boost {
            fixture.boost = if fixture.boost == Some(*slot) {
                None
            } else {
                Some(*slot)
            };
        }
    }
    chosen
}

fn full_time(
    ctx: &egui::Context,
    game: &Game,
    commands: &mut Commands,
    fixture: &mut Fixture,
    next: &mut NextState<Screen>,
) {
    let (home, away) = (game.side(0).score, game.side(1).score);
    let verdict = match crate::rulesets::one863::winner(game) {
        Some(w) if w == HUMAN => "You win!",
        Some(_) => "You lose",
        None => "A draw",
    };
    game_over_window(ctx, "Full time", verdict, |ui| {
        ui.label(
            RichText::new(format!(
                "{} {home} – {away} {}",
                team_name(game, 0),
                team_name(game, 1)
            ))
            .size(22.0),
        );
        ui.add_space(12.0);
        if ui
            .add(
                egui::Button::new(RichText::new("Rematch").size(20.0))
                    .min_size(Vec2::new(200.0, 36.0)),
            )
            .clicked()
        {
            kick_off(commands, fixture);
        }
        if ui
            .add(
                egui::Button::new(RichText::new("Choose teams").size(20.0))
                    .min_size(Vec2::new(200.0, 36.0)),
            )
            .clicked()
        {
            leave(commands);
            next.set(Screen::One863Pick);
        }
        if ui
            .add(
                egui::Button::new(RichText::new("Main menu").size(20.0))
                    .min_size(Vec2::new(200.0, 36.0)),
            )
            .clicked()
        {
            leave(commands);
            next.set(Screen::Menu);
        }
    });
}
