//! A card of the player's hand: its cost in a gem, then its name, its rules text and its numbers,
//! each fitted to a band of its own so a long name or text shrinks instead of running into the
//! next; hovering it explains every term it uses (from the glossary).

use bevy_egui::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind,
};

use super::fit::{Fitted, Measure, fit, name_pieces};
use super::glossary::{Term, card_terms};
use crate::app::ui::palette;
use crate::rulesets::gods::components::Slot;
use crate::rulesets::gods::schema::{CardDef, CardKind};
use crate::rulesets::gods::{Game, View};

/// Bands of a hand card, as shares of its width from its top (name, text), or from its bottom
/// (numbers).
const NAME_BAND: (f32, f32) = (0.30, 0.56);
const TEXT_TOP: f32 = 0.58;
const NUMBERS_BAND: f32 = 0.2;
/// The width text may take, as a share of the card's.
const TEXT_WIDTH: f32 = 0.9;
/// The font sizes texts would like, as shares of the card's width (they shrink to fit).
const NAME_FONT: f32 = 0.13;
const TEXT_FONT: f32 = 0.11;
const NUMBERS_FONT: f32 = 0.13;
/// The cost gem: its centre's inset and its radius, as shares of the card's width.
const GEM_INSET: f32 = 0.16;
const GEM_RADIUS: f32 = 0.13;
/// The hover help's width.
pub const HELP_WIDTH: f32 = 340.0;

/// The boxes of a hand card's texts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HandBoxes {
    /// The name.
    pub name: Rect,
    /// The rules text.
    pub text: Rect,
    /// "Attack 3 · Health 4" or "Spell".
    pub numbers: Rect,
}

impl HandBoxes {
    /// The boxes of a card drawn in `rect`.
    pub fn of(rect: Rect) -> HandBoxes {
        let w = rect.width();
        let band = |top: f32, bottom: f32| {
            Rect::from_min_max(
                Pos2::new(rect.center().x - w * TEXT_WIDTH / 2.0, top),
                Pos2::new(rect.center().x + w * TEXT_WIDTH / 2.0, bottom),
            )
        };
        let numbers_top = rect.max.y - w * NUMBERS_BAND;
        HandBoxes {
            name: band(rect.min.y + w * NAME_BAND.0, rect.min.y + w * NAME_BAND.1),
            text: band(rect.min.y + w * TEXT_TOP, numbers_top),
            numbers: band(numbers_top, rect.max.y),
        }
    }
}

/// A card's numbers in words: "Attack 3 · Health 4" for a unit, its kind otherwise.
pub fn numbers(def: &CardDef) -> Vec<String> {
    match def.kind {
        CardKind::Unit => vec![
            format!("Attack {}", def.attack),
            format!("Health {}", def.health),
        ],
        CardKind::Spell => vec!["Spell".into()],
        CardKind::Stone => vec!["Summoning Stone".into()],
        CardKind::Leader => vec!["Leader".into()],
    }
}

/// The card's name, text and numbers, each fitted to its box.
pub fn texts(m: &impl Measure, def: &CardDef, boxes: &HandBoxes) -> [Fitted; 3] {
    let w = boxes.name.width() / TEXT_WIDTH;
    let words: Vec<String> = def.text.split_whitespace().map(str::to_owned).collect();
    [
        fit(
            m,
            &name_pieces(&def.name),
            " ",
            boxes.name.size(),
            w * NAME_FONT,
        ),
        fit(m, &words, " ", boxes.text.size(), w * TEXT_FONT),
        fit(
            m,
            &numbers(def),
            " · ",
            boxes.numbers.size(),
            w * NUMBERS_FONT,
        ),
    ]
}

/// Draws hand card `slot` in `rect`, outlined in `outline` if any; returns its response, with
/// the hover help of its terms.
pub fn hand_card(
    ui: &mut egui::Ui,
    game: &Game,
    rect: Rect,
    slot: Slot,
    outline: Option<Color32>,
) -> egui::Response {
    let response = ui.interact(rect, ui.id().with(("gods-hand", slot)), Sense::click());
    let painter = ui.painter_at(rect.expand(4.0));
    let def = &game.info(slot).def;
    painter.rect_filled(rect, 8.0, palette::CARD);
    if let Some(colour) = outline {
        painter.rect_stroke(
            rect.expand(2.0),
            8.0,
            Stroke::new(3.0, colour),
            StrokeKind::Outside,
        );
    }
    let w = rect.width();
    let gem = Pos2::new(rect.min.x + w * GEM_INSET, rect.min.y + w * GEM_INSET);
    painter.circle_filled(gem, w * GEM_RADIUS, palette::MANA);
    painter.text(
        gem,
        Align2::CENTER_CENTER,
        game.cost(slot).to_string(),
        FontId::proportional(w * NAME_FONT * 1.4),
        Color32::WHITE,
    );
    let boxes = HandBoxes::of(rect);
    let [name, text, numbers] = texts(ui.ctx(), def, &boxes);
    name.paint(&painter, boxes.name, Color32::WHITE);
    text.paint(&painter, boxes.text, Color32::LIGHT_GRAY);
    numbers.paint(&painter, boxes.numbers, palette::SELECTED);
    let terms = card_terms(def);
    let cost = game.cost(slot);
    response.on_hover_ui(|ui| {
        ui.label(RichText::new(format!("Costs {cost} mana")).color(palette::MANA));
        help(ui, &def.name, &terms);
    })
}

/// Hover help: a title, then each term in bold with its meaning.
pub fn help(ui: &mut egui::Ui, title: &str, terms: &[&Term]) {
    ui.set_max_width(HELP_WIDTH);
    ui.label(RichText::new(title).strong().size(16.0));
    for t in terms {
        ui.label(RichText::new(t.line()).size(13.0));
    }
}
