//! Drawing the battlefield: the 8×5 grid (tiles lit for the picked-up card, unit or ability),
//! both Summoning Stones as crystals with their health, and every unit as a token with attack,
//! health, movement, range and its state, moved, lunging, appearing or fading as the replay says.

use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2};

use super::choices::{Choice, Lit};
use super::replay::{HUMAN, Motion, Replay, ShownUnit};
use crate::app::ui::palette;
use crate::rulesets::gods::Game;
use crate::rulesets::gods::components::{NEUTRAL, Slot, Tile};
use crate::rulesets::gods::view::View;

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
    /// The largest grid that fits `area`.
    pub fn fit(area: Rect, cols: u8, rows: u8) -> Grid {
        let cell = (area.width() / cols as f32)
            .min(area.height() / rows as f32)
            .min(130.0);
        let size = Vec2::new(cell * cols as f32, cell * rows as f32);
        Grid {
            origin: area.center() - size / 2.0,
            cell,
            cols,
            rows,
        }
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
        let size = grid.cell * 0.86 * scale;
        let rect = Rect::from_center_size(centre, Vec2::splat(size));
        if pointer.is_some_and(|p| rect.contains(p)) && !u.dying {
            hovered = Some(u.slot);
        }
        let colour = side_colour(u.owner);
        let small = FontId::proportional((size * 0.14).max(9.0));
        if u.stone {
            // A crystal: a diamond with the stone's health.
            let (c, h) = (rect.center(), size * 0.48);
            let points = vec![
                Pos2::new(c.x, c.y - h),
                Pos2::new(c.x + h * 0.7, c.y),
                Pos2::new(c.x, c.y + h),
                Pos2::new(c.x - h * 0.7, c.y),
            ];
            painter.add(egui::Shape::convex_polygon(
                points,
                colour.gamma_multiply(alpha),
                Stroke::new(2.5, Color32::from_rgb(230, 230, 255).gamma_multiply(alpha)),
            ));
            let text = format!("{}", u.health);
            painter.text(
                c,
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(size * 0.32),
                Color32::WHITE.gamma_multiply(alpha),
            );
            if u.protection > 0 {
                painter.text(
                    Pos2::new(c.x, rect.max.y - size * 0.02),
                    Align2::CENTER_BOTTOM,
                    format!("P{}", u.protection),
                    small.clone(),
                    palette::BUFFED,
                );
            }
        } else {
            painter.rect_filled(rect, size * 0.12, colour.gamma_multiply(0.85 * alpha));
            let outline = if picked == Some(u.slot) {
                Stroke::new(3.5, palette::SELECTED)
            } else if ready(u.slot) {
                Stroke::new(3.0, palette::PLAYABLE)
            } else if u.guard {
                Stroke::new(2.5, Color32::from_rgb(220, 220, 230))
            } else {
                Stroke::new(1.0, Color32::BLACK)
            };
            painter.rect_stroke(rect, size * 0.12, outline, StrokeKind::Inside);
            // Long names in a smaller type, so they fit the token.
            let name = &game.info(u.slot).def.name;
            let fit = (10.0 / name.chars().count().max(1) as f32).min(1.0);
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + size * 0.13),
                Align2::CENTER_CENTER,
                name,
                FontId::proportional((size * 0.14 * fit).max(8.0)),
                Color32::WHITE.gamma_multiply(alpha),
            );
            let reach = if u.range == 0 {
                format!("mv{} melee", u.movement)
            } else {
                format!("mv{} rng{}", u.movement, u.range)
            };
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + size * 0.32),
                Align2::CENTER_CENTER,
                reach,
                small.clone(),
                Color32::from_rgb(210, 210, 210).gamma_multiply(alpha),
            );
            let mut marks = Vec::new();
            if u.guard {
                marks.push("Guard".to_string());
            }
            if u.stealth {
                marks.push("Stealth".into());
            }
            if u.protection > 0 {
                marks.push(format!("P{}", u.protection));
            }
            if u.stunned {
                marks.push("Stun".into());
            }
            if u.banished {
                marks.push("Banished".into());
            }
            if u.spent {
                marks.push("zz".into());
            }
            painter.text(
                Pos2::new(rect.center().x, rect.min.y + size * 0.5),
                Align2::CENTER_CENTER,
                marks.join(" "),
                small.clone(),
                palette::SELECTED.gamma_multiply(alpha),
            );
            let r = size * 0.15;
            badge(
                painter,
                Pos2::new(rect.min.x + r * 1.1, rect.max.y - r * 1.1),
                r,
                Color32::from_rgb(200, 150, 30),
                u.attack.to_string(),
                alpha,
            );
            let hurt = u.health < u.max;
            badge(
                painter,
                Pos2::new(rect.max.x - r * 1.1, rect.max.y - r * 1.1),
                r,
                if hurt {
                    palette::DAMAGED
                } else {
                    Color32::from_rgb(60, 150, 70)
                },
                u.health.to_string(),
                alpha,
            );
        }
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
    hovered
}

/// Where the board was drawn last frame (for the scripted run to point at a tile).
#[derive(bevy::prelude::Resource, Debug, Default, Clone, Copy)]
pub struct Layout {
    /// The grid, once drawn.
    pub grid: Option<Grid>,
}
