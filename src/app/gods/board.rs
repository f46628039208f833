//! Drawing the battlefield: the 8×5 grid with its column and row numbers (the log's (x,y)),
//! tiles lit for the picked-up card, unit or ability, both Summoning Stones as crystals with their
//! health, and every unit as a token with its name, movement and reach in words, its marks
//! (Guard, Protection 1, Acted…) and attack and health, each text fitted to its own box of the
//! token, moved, lunging, appearing or fading as the replay says.

use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2};

use super::choices::{Choice, Lit};
use super::fit::{Measure, fit, name_pieces};
use super::glossary::{marks, reach_words};
use super::replay::{Motion, Replay, ShownUnit};
use crate::app::HUMAN;
use crate::app::ui::palette;
use crate::rulesets::gods::Game;
use crate::rulesets::gods::components::{NEUTRAL, Slot, Tile};
use crate::rulesets::gods::view::View;

/// Room left of and above the grid for the row and column numbers.
pub const LABEL_MARGIN: f32 = 16.0;
/// The numbers' font size.
const LABEL_SIZE: f32 = 12.0;
/// The largest tile side: beyond it the board would crowd the hand and the panel.
const MAX_CELL: f32 = 130.0;
/// A token's side as a share of its tile's.
pub const TOKEN_SHARE: f32 = 0.86;

/// Where the board is drawn.
#[derive(Debug, Clone, Copy)]
pub struct Grid {
    /// Top-left corner.
    pub origin: Pos2,
    /// A tile's side.
    pub cell: f32,
    /// Tiles per row.
    pub cols: u8,
    /// Rows.
    pub rows: u8,
}

impl Grid {
    /// The largest grid that fits `area` with its numbers (`LABEL_MARGIN` left and above).
    pub fn fit(area: Rect, cols: u8, rows: u8) -> Grid {
        let inner = Rect::from_min_max(area.min + Vec2::splat(LABEL_MARGIN), area.max);
        let cell = (inner.width() / cols as f32)
            .min(inner.height() / rows as f32)
            .min(MAX_CELL);
        let size = Vec2::new(cell * cols as f32, cell * rows as f32);
        Grid {
            origin: inner.center() - size / 2.0,
            cell,
            cols,
            rows,
        }
    }

    /// Where column `x`'s number is written: above its tiles.
    pub fn column_label(&self, x: u8) -> Pos2 {
        Pos2::new(self.rect(x).center().x, self.origin.y - LABEL_MARGIN / 2.0)
    }

    /// Where row `y`'s number is written: left of its tiles.
    pub fn row_label(&self, y: u8) -> Pos2 {
        Pos2::new(
            self.origin.x - LABEL_MARGIN / 2.0,
            self.rect(y * self.cols).center().y,
        )
    }

    /// The square of `tile`.
    pub fn rect(&self, tile: Tile) -> Rect {
        let (x, y) = (tile % self.cols, tile / self.cols);
        Rect::from_min_size(
            self.origin + Vec2::new(x as f32 * self.cell, y as f32 * self.cell),
            Vec2::splat(self.cell),
        )
    }

    /// Every tile.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> {
        0..self.cols * self.rows
    }
}

/// A player's colour on the board.
pub fn side_colour(owner: u8) -> Color32 {
    match owner {
        HUMAN => Color32::from_rgb(45, 95, 170),
        NEUTRAL => Color32::from_rgb(110, 110, 110),
        _ => Color32::from_rgb(165, 55, 50),
    }
}

/// Draws the tiles, lit ones coloured by what a click does.
pub fn tiles(painter: &egui::Painter, grid: &Grid, lit: &[Choice]) {
    for t in grid.tiles() {
        let rect = grid.rect(t).shrink(1.5);
        let (x, y) = (t % grid.cols, t / grid.cols);
        let fill = if (x + y) % 2 == 0 {
            Color32::from_rgb(58, 62, 54)
        } else {
            Color32::from_rgb(50, 54, 47)
        };
        painter.rect_filled(rect, 4.0, fill);
        if let Some(c) = lit.iter().find(|c| c.tile == t) {
            let colour = match c.lit {
                Lit::Place => palette::TARGET,
                Lit::Attack => palette::DAMAGED,
                Lit::Aim => palette::SELECTED,
            };
            painter.rect_filled(rect, 4.0, colour.gamma_multiply(0.35));
            painter.rect_stroke(rect, 4.0, Stroke::new(2.5, colour), StrokeKind::Inside);
        }
    }
}

/// Numbers the columns on top and the rows on the left, as the log writes a tile: (x,y).
pub fn labels(painter: &egui::Painter, grid: &Grid) {
    let font = FontId::proportional(LABEL_SIZE);
    let numbers = (0..grid.cols)
        .map(|x| (grid.column_label(x), x))
        .chain((0..grid.rows).map(|y| (grid.row_label(y), y)));
    for (at, n) in numbers {
        painter.text(
            at,
            Align2::CENTER_CENTER,
            n.to_string(),
            font.clone(),
            Color32::GRAY,
        );
    }
}

/// Where a unit is drawn now, its scale and its opacity.
fn placement(grid: &Grid, replay: &Replay, u: &ShownUnit) -> (Pos2, f32, f32) {
    let home = grid.rect(u.tile).center();
    match replay.motion(u.slot) {
        Motion::Still => (home, 1.0, 1.0),
        Motion::Walk(from, left) => {
            let start = grid.rect(from).center();
            (home + (start - home) * left, 1.0, 1.0)
        }
        Motion::Lunge(at, amount) => {
            let target = grid.rect(at).center();
            (home + (target - home) * 0.4 * amount, 1.0, 1.0)
        }
        Motion::Appear(p) => (home, 0.3 + 0.7 * p, 0.4 + 0.6 * p),
        Motion::Fade(alpha) => (home, 1.0, alpha),
    }
}

/// A number in a coloured disc.
fn badge(painter: &egui::Painter, at: Pos2, r: f32, fill: Color32, text: String, alpha: f32) {
    painter.circle_filled(at, r, fill.gamma_multiply(alpha));
    painter.circle_stroke(
        at,
        r,
        Stroke::new(1.0, Color32::BLACK.gamma_multiply(alpha)),
    );
    painter.text(
        at,
        Align2::CENTER_CENTER,
        text,
        FontId::proportional(r * 1.3),
        Color32::WHITE.gamma_multiply(alpha),
    );
}

/// The boxes of a token's texts, each in its own band so no text runs into another: the name
/// on top, movement and reach under it, the marks in the middle, attack and health in discs at
/// the bottom corners.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TokenBoxes {
    /// The name.
    pub name: Rect,
    /// "Move 2 · Range 3".
    pub reach: Rect,
    /// "Guard · Protection 1 · Acted".
    pub marks: Rect,
    /// The attack disc's centre.
    pub attack: Pos2,
    /// The health disc's centre.
    pub health: Pos2,
    /// Both discs' radius.
    pub radius: f32,
}

/// Where each band starts and ends, as shares of the token's side (top to bottom).
const NAME_BAND: (f32, f32) = (0.04, 0.22);
const REACH_BAND: (f32, f32) = (0.22, 0.36);
const MARKS_BAND: (f32, f32) = (0.36, 0.68);
/// The band under a stone's crystal that says its Protection, as a share of its side.
const STONE_MARK_BAND: f32 = 0.2;
/// The width text may take, as a share of the token's side.
const TEXT_WIDTH: f32 = 0.9;
/// A disc's radius, as a share of the token's side.
const DISC: f32 = 0.15;
/// The font size texts would like, as a share of the token's side (they shrink to fit).
pub const TOKEN_FONT: f32 = 0.14;

impl TokenBoxes {
    /// The boxes of a token drawn in `rect`.
    pub fn of(rect: Rect) -> TokenBoxes {
        let side = rect.width();
        let band = |(top, bottom): (f32, f32)| {
            Rect::from_min_max(
                Pos2::new(
                    rect.center().x - side * TEXT_WIDTH / 2.0,
                    rect.min.y + side * top,
                ),
                Pos2::new(
                    rect.center().x + side * TEXT_WIDTH / 2.0,
                    rect.min.y + side * bottom,
                ),
            )
        };
        let radius = side * DISC;
        let inset = radius * 1.1;
        TokenBoxes {
            name: band(NAME_BAND),
            reach: band(REACH_BAND),
            marks: band(MARKS_BAND),
            attack: Pos2::new(rect.min.x + inset, rect.max.y - inset),
            health: Pos2::new(rect.max.x - inset, rect.max.y - inset),
            radius,
        }
    }
}

/// The texts of a unit's token, each fitted to its box: name, reach, marks.
pub fn token_texts(
    m: &impl Measure,
    name: &str,
    u: &ShownUnit,
    boxes: &TokenBoxes,
) -> [super::fit::Fitted; 3] {
    let font = boxes.name.width() / TEXT_WIDTH * TOKEN_FONT;
    [
        fit(m, &name_pieces(name), " ", boxes.name.size(), font),
        fit(
            m,
            &reach_words(u.movement, u.range),
            " · ",
            boxes.reach.size(),
            font,
        ),
        fit(m, &marks(u), " · ", boxes.marks.size(), font),
    ]
}

/// Draws every unit; returns the unit under the pointer.
pub fn units(
    ui: &egui::Ui,
    painter: &egui::Painter,
    game: &Game,
    grid: &Grid,
    replay: &Replay,
    picked: Option<Slot>,
    ready: &dyn Fn(Slot) -> bool,
) -> Option<Slot> {
    let pointer = ui.ctx().pointer_hover_pos();
    let mut hovered = None;
    for u in &replay.units {
        let (centre, scale, mut alpha) = placement(grid, replay, u);
        if u.banished {
            alpha *= 0.4;
        }
        let size = grid.cell * TOKEN_SHARE * scale;
        let rect = Rect::from_center_size(centre, Vec2::splat(size));
        if pointer.is_some_and(|p| rect.contains(p)) && !u.dying {
            hovered = Some(u.slot);
        }
        if u.stone {
            stone(painter, rect, u, alpha);
        } else {
            let outline = if picked == Some(u.slot) {
                Stroke::new(3.5, palette::SELECTED)
            } else if ready(u.slot) {
                Stroke::new(3.0, palette::PLAYABLE)
            } else if u.guard {
                Stroke::new(2.5, Color32::from_rgb(220, 220, 230))
            } else {
                Stroke::new(1.0, Color32::BLACK)
            };
            token(painter, game, rect, u, outline, alpha);
        }
        float(painter, grid, replay, u, centre);
    }
    hovered
}

/// A Summoning Stone: a crystal with its health, and its Protection in words under it.
fn stone(painter: &egui::Painter, rect: Rect, u: &ShownUnit, alpha: f32) {
    let size = rect.width();
    let (c, h) = (rect.center(), size * 0.48);
    let points = vec![
        Pos2::new(c.x, c.y - h),
        Pos2::new(c.x + h * 0.7, c.y),
        Pos2::new(c.x, c.y + h),
        Pos2::new(c.x - h * 0.7, c.y),
    ];
    painter.add(egui::Shape::convex_polygon(
        points,
        side_colour(u.owner).gamma_multiply(alpha),
        Stroke::new(2.5, Color32::from_rgb(230, 230, 255).gamma_multiply(alpha)),
    ));
    painter.text(
        c,
        Align2::CENTER_CENTER,
        u.health.to_string(),
        FontId::proportional(size * 0.32),
        Color32::WHITE.gamma_multiply(alpha),
    );
    if u.protection > 0 {
        let band = Rect::from_min_max(
            Pos2::new(rect.min.x, rect.max.y - size * STONE_MARK_BAND),
            rect.max,
        );
        let words = vec![format!("{} {}", super::glossary::PROTECTION, u.protection)];
        fit(painter.ctx(), &words, " ", band.size(), size * TOKEN_FONT).paint(
            painter,
            band,
            palette::BUFFED.gamma_multiply(alpha),
        );
    }
}

/// A unit's token: its side's colour, the outline saying what it may do, its texts in their
/// boxes and its attack and health in discs.
fn token(
    painter: &egui::Painter,
    game: &Game,
    rect: Rect,
    u: &ShownUnit,
    outline: Stroke,
    alpha: f32,
) {
    let size = rect.width();
    painter.rect_filled(
        rect,
        size * 0.12,
        side_colour(u.owner).gamma_multiply(0.85 * alpha),
    );
    painter.rect_stroke(rect, size * 0.12, outline, StrokeKind::Inside);
    let boxes = TokenBoxes::of(rect);
    let [name, reach, marks] = token_texts(painter.ctx(), &game.info(u.slot).def.name, u, &boxes);
    name.paint(painter, boxes.name, Color32::WHITE.gamma_multiply(alpha));
    reach.paint(
        painter,
        boxes.reach,
        Color32::from_rgb(210, 210, 210).gamma_multiply(alpha),
    );
    marks.paint(
        painter,
        boxes.marks,
        palette::SELECTED.gamma_multiply(alpha),
    );
    badge(
        painter,
        boxes.attack,
        boxes.radius,
        Color32::from_rgb(200, 150, 30),
        u.attack.to_string(),
        alpha,
    );
    let hurt = u.health < u.max;
    badge(
        painter,
        boxes.health,
        boxes.radius,
        if hurt {
            palette::DAMAGED
        } else {
            Color32::from_rgb(60, 150, 70)
        },
        u.health.to_string(),
        alpha,
    );
}

/// The number floating up from a unit hit or healed now.
fn float(painter: &egui::Painter, grid: &Grid, replay: &Replay, u: &ShownUnit, centre: Pos2) {
    if let Some(f) = &replay.float
        && f.slot == u.slot
    {
        let rise = replay.progress() * grid.cell * 0.4;
        painter.text(
            centre - Vec2::new(0.0, rise),
            Align2::CENTER_CENTER,
            &f.text,
            FontId::proportional(grid.cell * 0.3),
            if f.hurt {
                Color32::from_rgb(255, 90, 80)
            } else {
                palette::BUFFED
            },
        );
    }
}

/// Where the board was drawn last frame (for the scripted run to point at a tile).
#[derive(bevy::prelude::Resource, Debug, Default, Clone, Copy)]
pub struct Layout {
    /// The grid, once drawn.
    pub grid: Option<Grid>,
}
