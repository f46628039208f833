//! Text fitted to a box: the largest font size, up to the one a layout prefers, at which a line,
//! or a list of words packed into lines, fits its box, so a long name or a unit's marks shrink
//! instead of running into their neighbours. Measuring is a trait, so tests measure with egui's
//! own fonts without a window. (The one863 pitch uses it too; it is here because gods' tokens
//! needed it first.)

use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Vec2};

/// The smallest font size text is shrunk to: smaller is not read at a glance.
pub const MIN_SIZE: f32 = 7.0;
/// How much each try shrinks the font: fine enough that a box is filled, coarse enough that a
/// frame lays out few galleys.
const STEP: f32 = 0.25;
/// What stands for lines left out of a box too small for them.
pub const MORE: &str = "…";

/// Measures a line of text at a font size (width and height in points).
pub trait Measure {
    /// The size of `text` on one line at font size `size`.
    fn measure(&self, text: &str, size: f32) -> Vec2;
}

impl Measure for egui::Context {
    fn measure(&self, text: &str, size: f32) -> Vec2 {
        self.fonts_mut(|f| {
            f.layout_no_wrap(text.to_owned(), FontId::proportional(size), Color32::WHITE)
                .size()
        })
    }
}

/// Lines of text and the font size they are drawn at.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    /// The font size.
    pub size: f32,
    /// Top to bottom.
    pub lines: Vec<String>,
}

impl Fitted {
    /// The widest line and the lines' total height, measured by `m`.
    pub fn extent(&self, m: &impl Measure) -> Vec2 {
        self.lines.iter().fold(Vec2::ZERO, |acc, line| {
            let s = m.measure(line, self.size);
            Vec2::new(acc.x.max(s.x), acc.y + s.y)
        })
    }

    /// Draws the lines centred in `rect`, one under the other.
    pub fn paint(&self, painter: &egui::Painter, rect: Rect, colour: Color32) {
        self.paint_aligned(painter, rect, colour, egui::Align::Center);
    }

    /// Draws the lines in `rect`, one under the other, centred up and down and placed across
    /// as `align` says.
    pub fn paint_aligned(
        &self,
        painter: &egui::Painter,
        rect: Rect,
        colour: Color32,
        align: egui::Align,
    ) {
        let ctx = painter.ctx();
        let heights: Vec<f32> = self
            .lines
            .iter()
            .map(|l| ctx.measure(l, self.size).y)
            .collect();
        let mut y = rect.center().y - heights.iter().sum::<f32>() / 2.0;
        let anchor = Align2([align, egui::Align::Center]);
        let x = match align {
            egui::Align::Min => rect.min.x,
            egui::Align::Center => rect.center().x,
            egui::Align::Max => rect.max.x,
        };
        for (line, h) in self.lines.iter().zip(heights) {
            painter.text(
                Pos2::new(x, y + h / 2.0),
                anchor,
                line,
                FontId::proportional(self.size),
                colour,
            );
            y += h;
        }
    }
}

/// The pieces a name may break into: its words, and the parts of a hyphenated word after each
/// hyphen ("T. Alexander-Arnold" → "T.", "Alexander-", "Arnold").
pub fn name_pieces(name: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    for word in name.split_whitespace() {
        let mut rest = word;
        while let Some(i) = rest.find('-').filter(|i| i + 1 < rest.len()) {
            pieces.push(rest[..=i].to_owned());
            rest = &rest[i + 1..];
        }
        pieces.push(rest.to_owned());
    }
    pieces
}

/// What joins `next` to `previous` on one line: nothing after a hyphen (the word goes on),
/// `sep` otherwise.
fn glue<'a>(previous: &str, sep: &'a str) -> &'a str {
    if previous.ends_with('-') { "" } else { sep }
}

/// Packs `items` into lines no wider than `width` at font size `size`, items on one line joined
/// by `sep`; an item is never split (one wider than `width` gets a line of its own).
pub fn pack(m: &impl Measure, items: &[String], sep: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut last = "";
    for item in items {
        if let Some(line) = lines.last_mut() {
            let joined = format!("{line}{}{item}", glue(last, sep));
            if m.measure(&joined, size).x <= width {
                *line = joined;
                last = item;
                continue;
            }
        }
        lines.push(item.clone());
        last = item;
    }
    lines
}

/// The largest font size up to `preferred` (and not below `MIN_SIZE`, even when `preferred` is)
/// at which `items`, packed into lines, fit `area`; at `MIN_SIZE` the lines that still fit, the last one saying how many
/// were left out ("+2"), so the text never leaves its box while something fits at all.
pub fn fit(m: &impl Measure, items: &[String], sep: &str, area: Vec2, preferred: f32) -> Fitted {
    let preferred = preferred.max(MIN_SIZE);
    if items.is_empty() {
        return Fitted {
            size: preferred,
            lines: Vec::new(),
        };
    }
    // A first guess from the widest item, so a long word starts near its size, not at the top.
    let widest = items
        .iter()
        .map(|i| m.measure(i, preferred).x)
        .fold(0.0, f32::max);
    let mut size = if widest > area.x {
        (preferred * area.x / widest).max(MIN_SIZE)
    } else {
        preferred
    };
    loop {
        let fitted = Fitted {
            size,
            lines: pack(m, items, sep, area.x, size),
        };
        let extent = fitted.extent(m);
        if extent.x <= area.x && extent.y <= area.y {
            return fitted;
        }
        if size <= MIN_SIZE {
            return cut(m, fitted, area);
        }
        size = (size - STEP).max(MIN_SIZE);
    }
}

/// The lines of `fitted` that fit `area` from the top, the last replaced by an ellipsis when
/// lines are left out; a line still too wide is left out too.
fn cut(m: &impl Measure, fitted: Fitted, area: Vec2) -> Fitted {
    let mut kept: Vec<String> = Vec::new();
    let mut height = 0.0;
    for line in &fitted.lines {
        let s = m.measure(line, fitted.size);
        if s.x > area.x || height + s.y > area.y {
            break;
        }
        height += s.y;
        kept.push(line.clone());
    }
    if kept.len() < fitted.lines.len() {
        kept.pop();
        kept.push(MORE.to_owned());
    }
    Fitted {
        size: fitted.size,
        lines: kept,
    }
}
