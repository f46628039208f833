//! Dopynion cards drawn as cards: a frame in the colour of the card's kind, the name on a banner, a
//! picture drawn from the card's name (no art ships: seeded shapes, different for every card and
//! the same every time), the rules text, the cost on a coin and, for supply piles, how many are left.

use bevy_egui::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Vec2,
};

use crate::app::ui::palette;
use crate::rulesets::dopynion::schema::CardType;
use crate::rulesets::dopynion::{Card, Game, Reads};

/// How a card is lit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Light {
    /// Nothing to do with it now.
    Plain,
    /// Clicking it does something (play, buy, discard...).
    Ready,
    /// Out of reach: an empty pile or one the player cannot pay for.
    Dim,
}

/// The glow round a card that a click would use: a light blue that no card kind wears (the
/// genre's "playable" green is already the colour of Victory cards).
pub const READY_GLOW: Color32 = Color32::from_rgb(110, 200, 255);

/// The frame and banner colours of a card's kind: treasures gold, victory green, curses purple,
/// attacks red, durations orange, other actions parchment.
pub fn kind_colours(game: &Game, card: Card) -> (Color32, Color32) {
    let info = game.card(card);
    if info.is(CardType::Curse) {
        (
            Color32::from_rgb(96, 52, 120),
            Color32::from_rgb(150, 100, 180),
        )
    } else if info.is(CardType::Treasure) {
        (
            Color32::from_rgb(150, 112, 30),
            Color32::from_rgb(235, 190, 70),
        )
    } else if info.is(CardType::Victory) {
        (
            Color32::from_rgb(40, 110, 60),
            Color32::from_rgb(120, 200, 120),
        )
    } else if info.is(CardType::Attack) {
        (
            Color32::from_rgb(130, 50, 44),
            Color32::from_rgb(225, 205, 170),
        )
    } else if info.is(CardType::Duration) {
        (
            Color32::from_rgb(170, 96, 30),
            Color32::from_rgb(240, 200, 140),
        )
    } else {
        (
            Color32::from_rgb(110, 96, 78),
            Color32::from_rgb(232, 220, 190),
        )
    }
}

/// A small deterministic generator seeded from the card's name: the picture is the same in every
/// game and on every machine.
struct Seeded(u64);

impl Seeded {
    fn of(name: &str) -> Self {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
        Seeded(h | 1)
    }
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// Mixes two colours: `t` = 0 gives `a`, 1 gives `b`.
fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let l = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t) as u8;
    Color32::from_rgb(l(a.r(), b.r()), l(a.g(), b.g()), l(a.b(), b.b()))
}

/// The card's picture: a sky and ground in the kind's colours and a few seeded shapes.
fn picture(painter: &egui::Painter, area: Rect, name: &str, frame: Color32, light: Color32) {
    let mut rng = Seeded::of(name);
    let sky = mix(
        light,
        Color32::from_rgb(90, 130, 190),
        0.35 + rng.next() * 0.4,
    );
    painter.rect_filled(area, 3.0, sky);
    let horizon = area.min.y + area.height() * (0.55 + rng.next() * 0.2);
    let ground = Rect::from_min_max(Pos2::new(area.min.x, horizon), area.max);
    painter.rect_filled(ground, 3.0, mix(frame, Color32::BLACK, 0.25));
    let shapes = 2 + (rng.next() * 3.0) as usize;
    for _ in 0..shapes {
        let c = Pos2::new(
            area.min.x + area.width() * (0.15 + rng.next() * 0.7),
            area.min.y + area.height() * (0.2 + rng.next() * 0.6),
        );
        let r = area.height() * (0.1 + rng.next() * 0.18);
        let colour = mix(frame, light, rng.next());
        if rng.next() < 0.5 {
            painter.circle_filled(c, r, colour);
        } else {
            let top = Pos2::new(c.x, c.y - r * 1.3);
            let left = Pos2::new(c.x - r, c.y + r * 0.7);
            let right = Pos2::new(c.x + r, c.y + r * 0.7);
            painter.add(Shape::convex_polygon(
                vec![top, right, left],
                colour,
                Stroke::NONE,
            ));
        }
    }
}

/// Draws `card` into `rect`; `left` is the pile's count when it stands for a supply pile.
/// Returns the click response (hovering shows the whole rules text).
pub fn card(
    ui: &mut egui::Ui,
    game: &Game,
    rect: Rect,
    card: Card,
    left: Option<u8>,
    light: Light,
    id: egui::Id,
) -> egui::Response {
    let info = game.card(card);
    let name = game.db().name(card).to_string();
    let response = ui.interact(rect, id, Sense::click()).on_hover_text(format!(
        "{name} (cost {})\n{}",
        info.def.cost, info.def.text
    ));
    let painter = ui.painter_at(rect.expand(6.0));
    let (frame, banner) = kind_colours(game, card);
    let w = rect.width();
    let rounding = w * 0.07;
    if light == Light::Ready {
        let glow = if response.hovered() {
            palette::SELECTED
        } else {
            READY_GLOW
        };
        painter.rect_stroke(
            rect.expand(2.5),
            rounding,
            Stroke::new(3.5, glow),
            StrokeKind::Outside,
        );
    }
    painter.rect_filled(rect, rounding, frame);
    let inner = rect.shrink(w * 0.05);
    // The name banner.
    let banner_rect = Rect::from_min_size(inner.min, Vec2::new(inner.width(), w * 0.2));
    painter.rect_filled(banner_rect, 3.0, banner);
    let size = (w * 0.13).min(banner_rect.width() * 1.6 / name.len().max(1) as f32);
    painter.text(
        banner_rect.center(),
        Align2::CENTER_CENTER,
        &name,
        FontId::proportional(size.max(8.0)),
        Color32::from_rgb(30, 24, 18),
    );
    // The picture, then the text box below it.
    let tall = rect.height() > w * 1.2;
    let picture_bottom = if tall {
        inner.min.y + inner.height() * 0.55
    } else {
        inner.max.y
    };
    let art = Rect::from_min_max(
        Pos2::new(inner.min.x, banner_rect.max.y + 3.0),
        Pos2::new(inner.max.x, picture_bottom),
    );
    picture(&painter, art, &name, frame, banner);
    if tall {
        let text_box = Rect::from_min_max(Pos2::new(inner.min.x, art.max.y + 3.0), inner.max);
        painter.rect_filled(text_box, 3.0, Color32::from_rgb(246, 240, 226));
        let galley = ui.painter().layout(
            info.def.text.clone(),
            FontId::proportional((w * 0.085).max(8.0)),
            Color32::from_rgb(40, 34, 28),
            text_box.width() - 6.0,
        );
        let at = Pos2::new(
            text_box.center().x - galley.size().x / 2.0,
            text_box.min.y + 3.0,
        );
        painter
            .with_clip_rect(text_box)
            .galley(at, galley, Color32::BLACK);
    }
    // The cost on a coin, bottom left.
    let coin_r = w * 0.13;
    let coin = Pos2::new(rect.min.x + coin_r * 0.9, rect.max.y - coin_r * 0.9);
    painter.circle_filled(coin, coin_r, Color32::from_rgb(245, 200, 70));
    painter.circle_stroke(
        coin,
        coin_r,
        Stroke::new(1.5, Color32::from_rgb(120, 84, 20)),
    );
    painter.text(
        coin,
        Align2::CENTER_CENTER,
        info.def.cost.to_string(),
        FontId::proportional(coin_r * 1.3),
        Color32::from_rgb(50, 34, 8),
    );
    // What is left of the pile, top right.
    if let Some(left) = left {
        let badge = Pos2::new(rect.max.x - w * 0.13, rect.max.y - w * 0.13);
        painter.circle_filled(badge, w * 0.12, Color32::from_rgb(30, 30, 36));
        painter.text(
            badge,
            Align2::CENTER_CENTER,
            left.to_string(),
            FontId::proportional(w * 0.12),
            Color32::WHITE,
        );
    }
    painter.rect_stroke(
        rect,
        rounding,
        Stroke::new(1.5, Color32::from_rgb(30, 24, 18)),
        StrokeKind::Inside,
    );
    if light == Light::Dim {
        painter.rect_filled(rect, rounding, Color32::from_black_alpha(120));
        if left == Some(0) {
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                "empty",
                FontId::proportional(w * 0.16),
                Color32::WHITE,
            );
        }
    }
    response
}

/// A card back, for the cards other players hold.
pub fn back(painter: &egui::Painter, rect: Rect) {
    painter.rect_filled(rect, rect.width() * 0.1, Color32::from_rgb(70, 48, 96));
    painter.rect_stroke(
        rect.shrink(rect.width() * 0.12),
        2.0,
        Stroke::new(1.2, Color32::from_rgb(220, 180, 90)),
        StrokeKind::Inside,
    );
}
