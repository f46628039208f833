//! Dopynion cards drawn as cards: a frame in the colour of the card's kind, the name on a banner, a
//! picture drawn from the card's name (no art ships: seeded shapes, different for every card and
//! the same every time), the rules text, the cost on a coin and, for supply piles, how many are left.

use bevy_egui::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Vec2,
};

use crate::app::gods::fit::{Fitted, Measure, fit};
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

/// Where a card's corner discs sit: the cost coin (bottom left) and the pile count (bottom right),
/// as a share of the card's width.
const COIN_SHARE: f32 = 0.13;
/// See `COIN_SHARE`: the pile count's disc.
const BADGE_SHARE: f32 = 0.12;
/// The rules text's preferred size as a share of the card's width, and its least size.
const TEXT_SHARE: f32 = 0.085;
const TEXT_LEAST: f32 = 8.0;
/// The frame's width and the banner's height, as shares of the card's width.
const FRAME_SHARE: f32 = 0.05;
const BANNER_SHARE: f32 = 0.2;
/// Points between the banner, the picture and the text box.
const GAP: f32 = 3.0;
/// A card taller than this many times its width shows its rules text.
const TALL_FROM: f32 = 1.2;
/// How far a corner disc's centre sits in from the picture's corner, in radii.
const DISC_INSET: f32 = 0.9;
/// How far down a tall card its picture reaches, as a share of the face inside the frame: the
/// rest is the rules text's.
const PICTURE_SHARE: f32 = 0.44;
/// Room between the text box's edge and its words.
const TEXT_PADDING: f32 = 3.0;

/// The parts of a card face, from its rectangle alone, so that the drawing and the tests agree on
/// where each goes: the banner, the picture, the rules text under it on a tall card, and the cost
/// coin and pile count on the picture's lower corners, clear of the words.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardFace {
    /// The card's width.
    pub width: f32,
    /// The name's banner.
    pub banner: Rect,
    /// The picture.
    pub picture: Rect,
    /// The parchment box under the picture (a tall card's; empty on a short one).
    pub text_box: Rect,
    /// Where the words go: the box less its padding.
    pub words: Rect,
    /// The cost coin: centre and radius.
    pub coin: (Pos2, f32),
    /// The pile count's disc: centre and radius.
    pub badge: (Pos2, f32),
}

impl CardFace {
    /// The parts of a card drawn in `rect`: a card taller than `TALL_FROM` times its width has
    /// a text box.
    pub fn of(rect: Rect) -> CardFace {
        let w = rect.width();
        let inner = rect.shrink(w * FRAME_SHARE);
        let banner = Rect::from_min_size(inner.min, Vec2::new(inner.width(), w * BANNER_SHARE));
        let tall = rect.height() > w * TALL_FROM;
        let picture_bottom = if tall {
            inner.min.y + inner.height() * PICTURE_SHARE
        } else {
            inner.max.y
        };
        let picture = Rect::from_min_max(
            Pos2::new(inner.min.x, banner.max.y + GAP),
            Pos2::new(inner.max.x, picture_bottom),
        );
        let text_box = if tall {
            Rect::from_min_max(Pos2::new(inner.min.x, picture_bottom + GAP), inner.max)
        } else {
            Rect::from_min_max(inner.max, inner.max)
        };
        let coin_r = w * COIN_SHARE;
        let badge_r = w * BADGE_SHARE;
        let disc_y = |r: f32| picture.max.y - r * DISC_INSET;
        CardFace {
            width: w,
            banner,
            picture,
            text_box,
            words: text_box.shrink(TEXT_PADDING),
            coin: (
                Pos2::new(rect.min.x + coin_r * DISC_INSET, disc_y(coin_r)),
                coin_r,
            ),
            badge: (
                Pos2::new(rect.max.x - badge_r * DISC_INSET, disc_y(badge_r)),
                badge_r,
            ),
        }
    }

    /// The rules text fitted to the words' box: as large as the card prefers, smaller when it
    /// is long, cut with an ellipsis only below the least readable size (hovering shows it all).
    pub fn fit_text(&self, m: &impl Measure, text: &str) -> Fitted {
        let words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
        let preferred = (self.width * TEXT_SHARE).max(TEXT_LEAST);
        fit(m, &words, " ", self.words.size(), preferred)
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
    let parts = CardFace::of(rect);
    // The name banner.
    painter.rect_filled(parts.banner, 3.0, banner);
    let size = (w * 0.13).min(parts.banner.width() * 1.6 / name.len().max(1) as f32);
    painter.text(
        parts.banner.center(),
        Align2::CENTER_CENTER,
        &name,
        FontId::proportional(size.max(8.0)),
        Color32::from_rgb(30, 24, 18),
    );
    // The picture, then the text box below it.
    picture(&painter, parts.picture, &name, frame, banner);
    if parts.text_box.height() > 0.0 {
        painter.rect_filled(parts.text_box, 3.0, Color32::from_rgb(246, 240, 226));
        parts.fit_text(ui.ctx(), &info.def.text).paint(
            &painter.with_clip_rect(parts.text_box),
            parts.words,
            Color32::from_rgb(40, 34, 28),
        );
    }
    // The cost on a coin, bottom left.
    let (coin, coin_r) = parts.coin;
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
    // What is left of the pile, bottom right.
    if let Some(left) = left {
        let (badge, badge_r) = parts.badge;
        painter.circle_filled(badge, badge_r, Color32::from_rgb(30, 30, 36));
        painter.text(
            badge,
            Align2::CENTER_CENTER,
            left.to_string(),
            FontId::proportional(badge_r),
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
