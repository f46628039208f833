//! What both deck screens draw: a deck's list as the genre's rows (cost gem, name, count), its mana
//! curve as bars, class colours for egui, the design size both screens lay out in, and a class's
//! hero portrait as UI nodes (drawn from the hero card's id like the card pictures).

use bevy::ecs::relationship::RelatedSpawnerCommands;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};

use super::pool;
use crate::app::hearth::{class_colour, draw_picture};
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::schema::{Class, Rarity};

/// Gold of borders and the selected deck.
pub const GOLD: Color32 = Color32::from_rgb(232, 190, 90);
/// The mana gem's blue.
pub const MANA: Color32 = Color32::from_rgb(56, 115, 242);
/// A deck problem's red.
pub const PROBLEM: Color32 = Color32::from_rgb(255, 120, 100);

/// A class's colour for egui.
pub fn egui_colour(class: Class) -> Color32 {
    let c = class_colour(class).to_srgba();
    Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// Words readable on `fill`: black on a light colour (the Priest's), white on the others.
pub fn ink_on(fill: Color32) -> Color32 {
    let [r, g, b, _] = fill.to_array();
    let light = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if light > 160.0 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// egui's zoom for this window (the interface is designed for 1280x720 and grows with larger
/// windows, as `ui::scale_to_window` sets it) and the window in design points. The deck screens
/// set `UiScale` to the same zoom, so their nodes and egui panels share one unit.
pub fn design(window: Vec2) -> (f32, Vec2) {
    let zoom = (window.x / 1280.0).min(window.y / 720.0).max(1.0);
    (zoom, window / zoom)
}

/// A choice among `labels` shown in place as "◀ label ▶": the arrows step through them (wrapping)
/// and a click on the label steps forward. Unlike a drop-down it never opens over the card grid,
/// which Bevy UI draws above egui. Returns the new index when it changed.
pub fn cycler(ui: &mut egui::Ui, labels: &[String], current: usize, width: f32) -> Option<usize> {
    if labels.is_empty() {
        return None;
    }
    let count = labels.len();
    let current = current.min(count - 1);
    let mut picked = None;
    ui.horizontal(|ui| {
        let arrow = |text: &str| egui::Button::new(RichText::new(text).size(CYCLER_TEXT));
        if ui.add(arrow("◀")).on_hover_text("previous").clicked() {
            picked = Some((current + count - 1) % count);
        }
        let label = egui::Button::new(RichText::new(&labels[current]).size(CYCLER_TEXT))
            .min_size(egui::vec2(width, 0.0))
            .truncate();
        if ui
            .add_sized([width, CYCLER_HEIGHT], label)
            .on_hover_text(&labels[current])
            .clicked()
        {
            picked = Some((current + 1) % count);
        }
        if ui.add(arrow("▶")).on_hover_text("next").clicked() {
            picked = Some((current + 1) % count);
        }
    });
    picked
}

/// The cycler's text size and height.
const CYCLER_TEXT: f32 = 16.0;
const CYCLER_HEIGHT: f32 = 26.0;

/// Keeps `UiScale` at egui's zoom while a deck screen shows.
pub fn match_ui_scale(
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut scale: ResMut<UiScale>,
) {
    if let Ok(window) = window.single() {
        let (zoom, _) = design(window.size());
        if (scale.0 - zoom).abs() > 1e-4 {
            scale.0 = zoom;
        }
    }
}

/// A deck's rows, cheapest first: a blue cost gem, the name on the class colour, the count (a
/// star for a Legendary). Returns the card whose row was clicked.
pub fn deck_rows(ui: &mut egui::Ui, db: &CardDb, cards: &[u16], width: f32) -> Option<u16> {
    let mut clicked = None;
    for (card, count) in pool::list(db, cards) {
        let def = &db.get(card).def;
        let (rect, response) =
            ui.allocate_exact_size(egui::vec2(width, 26.0), egui::Sense::click());
        let painter = ui.painter_at(rect);
        let base = egui_colour(def.class);
        let fill = if response.hovered() {
            base.gamma_multiply(0.9)
        } else {
            base.gamma_multiply(0.55)
        };
        painter.rect_filled(rect.shrink2(egui::vec2(0.0, 1.0)), 4.0, fill);
        let gem = egui::pos2(rect.left() + 14.0, rect.center().y);
        painter.circle(gem, 11.0, MANA, egui::Stroke::new(1.5, Color32::BLACK));
        painter.text(
            gem,
            egui::Align2::CENTER_CENTER,
            def.cost.to_string(),
            egui::FontId::proportional(15.0),
            Color32::WHITE,
        );
        painter.text(
            egui::pos2(rect.left() + 32.0, rect.center().y),
            egui::Align2::LEFT_CENTER,
            &def.name,
            egui::FontId::proportional(15.0),
            Color32::WHITE,
        );
        let mark = if def.rarity == Rarity::Legendary {
            "★".to_string()
        } else if count > 1 {
            count.to_string()
        } else {
            String::new()
        };
        if !mark.is_empty() {
            let at = egui::pos2(rect.right() - 14.0, rect.center().y);
            painter.rect_filled(
                egui::Rect::from_center_size(at, egui::vec2(22.0, 22.0)),
                3.0,
                Color32::from_black_alpha(160),
            );
            painter.text(
                at,
                egui::Align2::CENTER_CENTER,
                mark,
                egui::FontId::proportional(15.0),
                GOLD,
            );
        }
        if response.clicked() {
            clicked = Some(card);
        }
    }
    clicked
}

/// The mana curve: one bar per cost 0 to 7+, its height the number of cards, the count above.
pub fn curve(ui: &mut egui::Ui, db: &CardDb, cards: &[u16], size: egui::Vec2) {
    let bars = pool::curve(db, cards);
    let most = bars.iter().copied().max().unwrap_or(0).max(4) as f32;
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, Color32::from_black_alpha(110));
    let slot = rect.width() / bars.len() as f32;
    let label_h = 18.0;
    let room = rect.height() - 2.0 * label_h - 4.0;
    for (cost, count) in bars.iter().enumerate() {
        let x = rect.left() + slot * (cost as f32 + 0.5);
        let height = room * *count as f32 / most;
        let bottom = rect.bottom() - label_h;
        let bar = egui::Rect::from_min_max(
            egui::pos2(x - slot * 0.3, bottom - height),
            egui::pos2(x + slot * 0.3, bottom),
        );
        painter.rect_filled(bar, 2.0, GOLD);
        if *count > 0 {
            painter.text(
                egui::pos2(x, bar.top() - 2.0),
                egui::Align2::CENTER_BOTTOM,
                count.to_string(),
                egui::FontId::proportional(13.0),
                Color32::WHITE,
            );
        }
        let label = if cost == usize::from(pool::COST_CAP) {
            format!("{cost}+")
        } else {
            cost.to_string()
        };
        painter.text(
            egui::pos2(x, rect.bottom() - 2.0),
            egui::Align2::CENTER_BOTTOM,
            label,
            egui::FontId::proportional(14.0),
            Color32::from_rgb(150, 190, 255),
        );
    }
}

/// A headline in the screens' style.
pub fn headline(ui: &mut egui::Ui, text: &str, size: f32, colour: Color32) {
    ui.label(RichText::new(text).size(size).strong().color(colour));
}

/// A dark panel frame with a border of `colour`.
pub fn panel_frame(colour: Color32) -> egui::Frame {
    egui::Frame::new()
        .fill(Color32::from_rgba_unmultiplied(24, 20, 28, 235))
        .stroke(egui::Stroke::new(2.0, colour))
        .corner_radius(8)
        .inner_margin(12.0)
}

/// A hero portrait of `diameter`: the hero card's picture in a gold frame with rounded corners
/// (UI clipping is rectangular, so a round frame would show the picture's corners).
pub fn portrait(p: &mut RelatedSpawnerCommands<ChildOf>, db: &CardDb, hero: u16, diameter: f32) {
    let def = &db.get(hero).def;
    let size = Vec2::splat(diameter);
    p.spawn((
        Node {
            width: Val::Px(diameter),
            height: Val::Px(diameter),
            flex_shrink: 0.0,
            border: UiRect::all(Val::Px(3.0)),
            border_radius: BorderRadius::all(Val::Px(8.0)),
            overflow: Overflow::clip(),
            ..default()
        },
        BorderColor::all(Color::srgb(0.91, 0.75, 0.35)),
        BackgroundColor(class_colour(def.class)),
        Pickable::IGNORE,
    ))
    .with_children(|art| draw_picture(art, def, size, Some(class_colour(def.class))));
}
