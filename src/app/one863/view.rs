//! The pitch (egui): the scoreboard, both fields on a striped pitch (face-up cards in their team's
//! shirt colour, flipped ones face down), the coach's hand as card backs, your hand, decks and
//! discards, the commentary, the duel's sums in the centre circle, and the prompt that says what
//! you may do. A click sends the one legal action it stands for; the rules validate it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind, Vec2};

use super::pick::{ink_on, kit};
use super::replay::{Banner, HUMAN, Motion, Replay, ShownCard};
use super::session::{Fixture, kick_off, leave};
use crate::app::screen::Screen;
use crate::app::ui::{game_over_window, palette, root_ui};
use crate::engine::Rules;
use crate::engine::plugin::{ActiveGame, SubmitAction};
use crate::rulesets::one863::components::{Phase, Slot};
use crate::rulesets::one863::describe::team_name;
use crate::rulesets::one863::rules::strength;
use crate::rulesets::one863::{Action, Game, One863};

/// How a card is lit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Light {
    None,
    /// A click does something.
    Playable,
    /// It is attacking.
    Attacker,
    /// It is blocking.
    Blocker,
    /// Picked as the boost.
    Picked,
}

const PITCH: Color32 = Color32::from_rgb(38, 112, 52);
const PITCH_STRIPE: Color32 = Color32::from_rgb(44, 124, 58);
const LINE: Color32 = Color32::from_rgba_premultiplied(235, 245, 235, 200);

/// Draws a card face (or its back) into `rect`; returns the click response.
fn card(
    ui: &mut egui::Ui,
    game: &Game,
    rect: Rect,
    slot: Slot,
    face_down: bool,
    acted: bool,
    light: Light,
) -> egui::Response {
    let response = ui.interact(rect, ui.id().with(("card", slot)), Sense::click());
    let painter = ui.painter_at(rect.expand(6.0));
    let rounding = rect.width() * 0.08;
    let glow = match light {
        Light::None => None,
        Light::Playable => Some(palette::PLAYABLE),
        Light::Attacker => Some(Color32::from_rgb(245, 140, 40)),
        Light::Blocker => Some(Color32::from_rgb(80, 160, 255)),
        Light::Picked => Some(palette::SELECTED),
    };
    if let Some(glow) = glow {
        painter.rect_stroke(
            rect.expand(3.0),
            rounding,
            Stroke::new(4.0, glow),
            StrokeKind::Outside,
        );
    }
    if face_down {
        painter.rect_filled(rect, rounding, Color32::from_rgb(24, 60, 34));
        let inner = rect.shrink(rect.width() * 0.08);
        painter.rect_stroke(
            inner,
            rounding * 0.6,
            Stroke::new(2.0, Color32::from_rgb(200, 170, 80)),
            StrokeKind::Inside,
        );
        painter.text(
            inner.center(),
            Align2::CENTER_CENTER,
            "1863",
            FontId::proportional(rect.width() * 0.2),
            Color32::from_rgb(200, 170, 80),
        );
        return response;
    }
    let db = game.db();
    let info = db.card(game.card_of(slot));
    let position = &db.rules.positions[info.position as usize];
    let shirt = kit(db, &info.team);
    let ink = ink_on(shirt);
    painter.rect_filled(rect, rounding, Color32::from_rgb(246, 242, 230));
    let band = Rect::from_min_size(rect.min, Vec2::new(rect.width(), rect.height() * 0.3));
    painter.rect_filled(
        band,
        egui::CornerRadius {
            nw: rounding as u8,
            ne: rounding as u8,
            sw: 0,
            se: 0,
        },
        shirt,
    );
    let w = rect.width();
    // VAEP in a gem, top left; the position, top right.
    let gem = Pos2::new(rect.min.x + w * 0.2, rect.min.y + w * 0.2);
    painter.circle_filled(gem, w * 0.15, Color32::from_rgb(250, 210, 80));
    painter.circle_stroke(
        gem,
        w * 0.15,
        Stroke::new(1.5, Color32::from_rgb(120, 90, 20)),
    );
    painter.text(
        gem,
        Align2::CENTER_CENTER,
        info.vaep.to_string(),
        FontId::proportional(w * 0.2),
        Color32::from_rgb(40, 30, 10),
    );
    painter.text(
        Pos2::new(rect.max.x - w * 0.08, rect.min.y + w * 0.12),
        Align2::RIGHT_TOP,
        &position.id,
        FontId::proportional(w * 0.16),
        ink,
    );
    // The name, wrapped to the card's width.
    let name = ui.painter().layout(
        info.name.clone(),
        FontId::proportional(w * 0.12),
        Color32::from_rgb(30, 30, 30),
        w * 0.9,
    );
    painter.galley(
        Pos2::new(
            rect.center().x - name.size().x / 2.0,
            rect.min.y + rect.height() * 0.36,
        ),
        name,
        Color32::BLACK,
    );
    // Bonuses as the rules file gives them.
    let mut bonus = Vec::new();
    if position.attack != 0 {
        bonus.push(format!("ATT +{}", position.attack));
    }
    if position.defence != 0 {
        bonus.push(format!("DEF +{}", position.defence));
    }
    if position.support != 0 {
        bonus.push(format!("support +{}", position.support));
    }
    if position.playmaker {
        bonus.push("playmaker".into());
    }
    painter.text(
        Pos2::new(rect.center().x, rect.min.y + rect.height() * 0.66),
        Align2::CENTER_CENTER,
        bonus.join("  "),
        FontId::proportional(w * 0.095),
        Color32::from_rgb(60, 60, 60),
    );
    if !info.abilities.is_empty() {
        let shown: Vec<&str> = info.abilities.iter().map(String::as_str).take(2).collect();
        let rules_ability = info.aggressive || info.boost > 0;
        painter.text(
            Pos2::new(rect.center().x, rect.max.y - rect.height() * 0.1),
            Align2::CENTER_CENTER,
            shown.join(" · "),
            FontId::proportional(w * 0.1),
            if rules_ability {
                Color32::from_rgb(170, 40, 30)
            } else {
                Color32::from_rgb(90, 90, 90)
            },
        );
    }
    painter.rect_stroke(
        rect,
        rounding,
        Stroke::new(1.5, Color32::from_rgb(60, 50, 40)),
        StrokeKind::Inside,
    );
    if acted {
        painter.rect_filled(rect, rounding, Color32::from_black_alpha(110));
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "acted",
            FontId::proportional(w * 0.14),
            Color32::WHITE,
        );
    }
    response
}

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
    egui::CentralPanel::default().show(&mut root, |ui| {
        let area = ui.available_rect_before_wrap();
        let card_h = (area.height() * 0.2).clamp(90.0, 230.0);
        let size = Vec2::new(card_h * 0.72, card_h);
        let backs = Vec2::new(size.x * 0.55, size.y * 0.55);
        let top_hand = Rect::from_min_size(area.min, Vec2::new(area.width(), backs.y + 10.0));
        let my_hand =
            Rect::from_min_max(Pos2::new(area.min.x, area.max.y - size.y - 12.0), area.max);
        let prompt_bar = Rect::from_min_max(
            Pos2::new(area.min.x, my_hand.min.y - 40.0),
            Pos2::new(area.max.x, my_hand.min.y - 4.0),
        );
        let pitch = Rect::from_min_max(
            Pos2::new(area.min.x + 90.0, top_hand.max.y + 4.0),
            Pos2::new(area.max.x - 90.0, prompt_bar.min.y - 4.0),
        );
        let painter = ui.painter().clone();
        draw_pitch_lines(&painter, pitch);

        // The coach's hand, face down.
        let them = 1 - HUMAN;
        for rect in row(
            top_hand.center(),
            backs,
            replay.sides[them as usize].hand.len(),
            6.0,
        ) {
            painter.rect_filled(rect, 6.0, Color32::from_rgb(24, 60, 34));
            painter.rect_stroke(
                rect.shrink(4.0),
                4.0,
                Stroke::new(1.5, Color32::from_rgb(200, 170, 80)),
                StrokeKind::Inside,
            );
        }
        // Deck and discard counts beside each half.
        for (side, y) in [
            (them, pitch.min.y + pitch.height() * 0.25),
            (HUMAN, pitch.min.y + pitch.height() * 0.75),
        ] {
            let s = &replay.sides[side as usize];
            painter.text(
                Pos2::new(pitch.min.x - 45.0, y - 14.0),
                Align2::CENTER_CENTER,
                format!("deck\n{}", s.deck),
                FontId::proportional(15.0),
                Color32::LIGHT_GRAY,
            );
            painter.text(
                Pos2::new(pitch.max.x + 45.0, y - 14.0),
                Align2::CENTER_CENTER,
                format!("discard\n{}", s.discard.len()),
                FontId::proportional(15.0),
                Color32::LIGHT_GRAY,
            );
        }
        // Both fields.
        // Field cards fit a half of the pitch with room for the centre's announcements.
        let field_h = (pitch.height() * 0.3)
            .min(size.y)
            .min(pitch.width() / 6.0 / 0.72);
        let field_size = Vec2::new(field_h * 0.72, field_h);
        let offset = 48.0 + field_h / 2.0;
        for (side, centre_y) in [
            (them, pitch.center().y - offset),
            (HUMAN, pitch.center().y + offset),
        ] {
            let cards: Vec<ShownCard> = replay.sides[side as usize].field.clone();
            // Towards the other half, and from the side's own hand.
            let (forward, from_hand) = if side == HUMAN {
                (-1.0, my_hand.center().y)
            } else {
                (1.0, top_hand.center().y)
            };
            for (shown, rect) in cards.iter().zip(row(
                Pos2::new(pitch.center().x, centre_y),
                field_size,
                cards.len(),
                14.0,
            )) {
                let rect = match replay.motion(shown.slot) {
                    Motion::Still => rect,
                    Motion::Arrive(left) => {
                        rect.translate(Vec2::new(0.0, (from_hand - rect.center().y) * left))
                    }
                    Motion::Lunge(amount) => {
                        rect.translate(Vec2::new(0.0, forward * 40.0 * amount))
                    }
                    Motion::Turn(width) => Rect::from_center_size(
                        rect.center(),
                        Vec2::new(rect.width() * width.max(0.05), rect.height()),
                    ),
                };
                let attack = Action::Attack(shown.slot);
                let block = Action::Block {
                    card: shown.slot,
                    boost: fixture.boost,
                };
                let light = if Some(shown.slot) == replay.attacker {
                    Light::Attacker
                } else if Some(shown.slot) == replay.blocker {
                    Light::Blocker
                } else if legal.contains(&attack) || legal.contains(&block) {
                    Light::Playable
                } else {
                    Light::None
                };
                let response = card(
                    ui,
                    game,
                    rect,
                    shown.slot,
                    shown.flipped,
                    shown.acted && !shown.flipped,
                    light,
                );
                if let Phase::Block { attacker } = game.table().phase
                    && legal.contains(&block)
                {
                    let def = strength::defence(game, shown.slot)
                        + fixture.boost.map_or(0, |b| game.footballer(b).boost);
                    let att = strength::attack(game, attacker);
                    let (word, colour) = match def.cmp(&att) {
                        std::cmp::Ordering::Greater => ("wins", palette::PLAYABLE),
                        std::cmp::Ordering::Equal => ("both out", palette::SELECTED),
                        std::cmp::Ordering::Less => ("beaten", palette::DAMAGED),
                    };
                    painter.text(
                        Pos2::new(rect.center().x, rect.max.y + 12.0),
                        Align2::CENTER_CENTER,
                        format!("DEF {def}: {word}"),
                        FontId::proportional(15.0),
                        colour,
                    );
                }
                if response.clicked() {
                    if legal.contains(&attack) {
                        chosen = Some(attack);
                    } else if legal.contains(&block) {
                        chosen = Some(block);
                    }
                }
            }
        }
        if let Some(b) = &replay.banner {
            banner(
                &painter,
                pitch.center(),
                (pitch.width() * 0.8).min(760.0),
                b,
            );
        }
        // The prompt and the pass button.
        let text = fixture
            .refusal
            .clone()
            .map(|r| format!("Refused: {r}"))
            .unwrap_or_else(|| prompt(game, &replay, &fixture));
        painter.text(
            Pos2::new(prompt_bar.min.x + 10.0, prompt_bar.center().y),
            Align2::LEFT_CENTER,
            text,
            FontId::proportional(17.0),
            Color32::WHITE,
        );
        if legal.contains(&Action::Pass) {
            let button = Rect::from_center_size(
                Pos2::new(prompt_bar.max.x - 80.0, prompt_bar.center().y),
                Vec2::new(140.0, 32.0),
            );
            if ui
                .put(button, egui::Button::new(RichText::new("Pass").size(18.0)))
                .clicked()
            {
                chosen = Some(Action::Pass);
            }
        }
        // Your hand.
        let hand = replay.sides[HUMAN as usize].hand.clone();
        let blocking = matches!(game.table().phase, Phase::Block { .. }) && ready;
        for (slot, rect) in hand
            .iter()
            .zip(row(my_hand.center(), size, hand.len(), 12.0))
        {
            let play = Action::Play(*slot);
            let boost = blocking && game.footballer(*slot).boost > 0;
            let light = if fixture.boost == Some(*slot) {
                Light::Picked
            } else if legal.contains(&play) || boost {
                Light::Playable
            } else {
                Light::None
            };
            if card(ui, game, rect, *slot, false, false, light).clicked() {
                if legal.contains(&play) {
                    chosen = Some(play);
                } else if boost {
                    fixture.boost = if fixture.boost == Some(*slot) {
                        None
                    } else {
                        Some(*slot)
                    };
                }
            }
        }
    });

    if game.is_over() && replay.caught_up(game) {
        full_time(ctx, game, &mut commands, &mut fixture, &mut next);
    }
    if let Some(action) = chosen {
        fixture.refusal = None;
        if matches!(action, Action::Block { .. }) {
            fixture.boost = None;
        }
        submit.write(SubmitAction::new(action));
    }
    Ok(())
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
