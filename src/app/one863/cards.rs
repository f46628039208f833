//! A one863 card as the pitch draws it (hand, field): its number in a gold disc and its position on
//! the shirt-coloured band, then its name, its position's bonuses and its abilities, each fitted
//! to a box of its own so a long name never covers the rules lines; a face-down card's back; and
//! the hover help that explains every term on it (from the glossary).

use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, RichText, Sense, Stroke, StrokeKind,
    Vec2,
};

use super::glossary::{card_lines, find, line};
use super::pick::{ink_on, kit};
use crate::app::gods::fit::{Fitted, Measure, fit, name_pieces};
use crate::app::ui::palette;
use crate::rulesets::one863::components::Slot;
use crate::rulesets::one863::db::CardInfo;
use crate::rulesets::one863::{Game, TeamDb};

/// How a card is lit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Light {
    /// Not lit.
    None,
    /// A click does something.
    Playable,
    /// It is attacking.
    Attacker,
    /// It is blocking.
    Blocker,
    /// Picked as the boost.
    Picked,
    /// Its attack waits for the player's confirmation.
    Warned,
}

/// A card's height over its width.
pub const ASPECT: f32 = 1.0 / 0.72;
/// Bands of a card, as shares of its height from its top.
const SHIRT_BAND: f32 = 0.3;
const NAME_BAND: (f32, f32) = (0.32, 0.56);
const BONUS_BAND: (f32, f32) = (0.58, 0.72);
const ABILITY_BAND: (f32, f32) = (0.74, 0.96);
/// The width text may take, as a share of the card's.
const TEXT_WIDTH: f32 = 0.9;
/// The font sizes texts would like, as shares of the card's width (they shrink to fit).
const NAME_FONT: f32 = 0.14;
const BONUS_FONT: f32 = 0.11;
const ABILITY_FONT: f32 = 0.11;
const NUMBER_FONT: f32 = 0.2;
const POSITION_FONT: f32 = 0.16;
/// The number's disc: its centre's inset and radius, as shares of the card's width.
const DISC_INSET: f32 = 0.2;
const DISC_RADIUS: f32 = 0.15;
/// The hover help's width.
const HELP_WIDTH: f32 = 360.0;
/// Colours of a card's face.
const PAPER: Color32 = Color32::from_rgb(246, 242, 230);
const INK: Color32 = Color32::from_rgb(30, 30, 30);
const GREY_INK: Color32 = Color32::from_rgb(60, 60, 60);
const RULES_INK: Color32 = Color32::from_rgb(170, 40, 30);
const FLAVOUR_INK: Color32 = Color32::from_rgb(90, 90, 90);
const GOLD: Color32 = Color32::from_rgb(250, 210, 80);
const BACK: Color32 = Color32::from_rgb(24, 60, 34);
const BACK_LINE: Color32 = Color32::from_rgb(200, 170, 80);

/// The boxes of a card's texts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardBoxes {
    /// The shirt-coloured band with the number and the position.
    pub shirt: Rect,
    /// The name.
    pub name: Rect,
    /// The position's bonuses ("ATT +1  DEF +1").
    pub bonus: Rect,
    /// The abilities ("BOOST1 · VITESSE").
    pub abilities: Rect,
}

impl CardBoxes {
    /// The boxes of a card drawn in `rect`.
    pub fn of(rect: Rect) -> CardBoxes {
        let (w, h) = (rect.width(), rect.height());
        let band = |(top, bottom): (f32, f32)| {
            Rect::from_min_max(
                Pos2::new(rect.center().x - w * TEXT_WIDTH / 2.0, rect.min.y + h * top),
                Pos2::new(
                    rect.center().x + w * TEXT_WIDTH / 2.0,
                    rect.min.y + h * bottom,
                ),
            )
        };
        CardBoxes {
            shirt: Rect::from_min_size(rect.min, Vec2::new(w, h * SHIRT_BAND)),
            name: band(NAME_BAND),
            bonus: band(BONUS_BAND),
            abilities: band(ABILITY_BAND),
        }
    }
}

/// The position's bonuses as the rules file gives them, in short: "ATT +1", "DEF +2".
pub fn bonus_words(db: &TeamDb, card: &CardInfo) -> Vec<String> {
    let position = &db.rules.positions[card.position as usize];
    let mut bonus = Vec::new();
    if position.attack != 0 {
        bonus.push(format!("ATT {:+}", position.attack));
    }
    if position.defence != 0 {
        bonus.push(format!("DEF {:+}", position.defence));
    }
    if position.support != 0 {
        bonus.push(format!("support {:+}", position.support));
    }
    if position.playmaker {
        bonus.push("playmaker".into());
    }
    bonus
}

/// The card's name, bonuses and abilities, each fitted to its box.
pub fn texts(m: &impl Measure, db: &TeamDb, card: &CardInfo, boxes: &CardBoxes) -> [Fitted; 3] {
    let w = boxes.name.width() / TEXT_WIDTH;
    [
        fit(
            m,
            &name_pieces(&card.name),
            " ",
            boxes.name.size(),
            w * NAME_FONT,
        ),
        fit(
            m,
            &bonus_words(db, card),
            "  ",
            boxes.bonus.size(),
            w * BONUS_FONT,
        ),
        fit(
            m,
            &card.abilities,
            " · ",
            boxes.abilities.size(),
            w * ABILITY_FONT,
        ),
    ]
}

/// Draws a card face (or its back) into `rect`; returns the click response, with the hover
/// help of its terms.
pub fn card(
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
    glow(&painter, rect, rounding, light);
    if face_down {
        back(&painter, rect, rounding);
        return response.on_hover_ui(|ui| {
            ui.set_max_width(HELP_WIDTH);
            ui.label(find("Face down").map(line).unwrap_or_default());
        });
    }
    let db = game.db();
    let info = db.card(game.card_of(slot));
    face(&painter, db, info, rect, rounding);
    if acted {
        // Dimmed, and said in a pill of its own over the rules lines, never over the name.
        painter.rect_filled(rect, rounding, Color32::from_black_alpha(110));
        super::outcome::paint_pill(&painter, rect, &["Acted".to_owned()], Color32::WHITE);
    }
    response.on_hover_ui(|ui| help(ui, db, info, acted))
}

/// The outline of a lit card.
fn glow(painter: &egui::Painter, rect: Rect, rounding: f32, light: Light) {
    let colour = match light {
        Light::None => return,
        Light::Playable => palette::PLAYABLE,
        Light::Attacker | Light::Warned => Color32::from_rgb(245, 140, 40),
        Light::Blocker => Color32::from_rgb(80, 160, 255),
        Light::Picked => palette::SELECTED,
    };
    painter.rect_stroke(
        rect.expand(3.0),
        rounding,
        Stroke::new(4.0, colour),
        StrokeKind::Outside,
    );
}

/// A card's back.
fn back(painter: &egui::Painter, rect: Rect, rounding: f32) {
    painter.rect_filled(rect, rounding, BACK);
    let inner = rect.shrink(rect.width() * 0.08);
    painter.rect_stroke(
        inner,
        rounding * 0.6,
        Stroke::new(2.0, BACK_LINE),
        StrokeKind::Inside,
    );
    painter.text(
        inner.center(),
        Align2::CENTER_CENTER,
        "1863",
        FontId::proportional(rect.width() * 0.2),
        BACK_LINE,
    );
}

/// A card's face: the shirt band with the number and position, then the fitted texts.
fn face(painter: &egui::Painter, db: &TeamDb, info: &CardInfo, rect: Rect, rounding: f32) {
    let shirt = kit(db, &info.team);
    let w = rect.width();
    let boxes = CardBoxes::of(rect);
    painter.rect_filled(rect, rounding, PAPER);
    let top = rounding as u8;
    painter.rect_filled(
        boxes.shirt,
        CornerRadius {
            nw: top,
            ne: top,
            sw: 0,
            se: 0,
        },
        shirt,
    );
    let disc = Pos2::new(rect.min.x + w * DISC_INSET, rect.min.y + w * DISC_INSET);
    painter.circle_filled(disc, w * DISC_RADIUS, GOLD);
    painter.circle_stroke(
        disc,
        w * DISC_RADIUS,
        Stroke::new(1.5, Color32::from_rgb(120, 90, 20)),
    );
    painter.text(
        disc,
        Align2::CENTER_CENTER,
        info.vaep.to_string(),
        FontId::proportional(w * NUMBER_FONT),
        Color32::from_rgb(40, 30, 10),
    );
    painter.text(
        Pos2::new(rect.max.x - w * 0.08, rect.min.y + w * 0.12),
        Align2::RIGHT_TOP,
        &db.rules.positions[info.position as usize].id,
        FontId::proportional(w * POSITION_FONT),
        ink_on(shirt),
    );
    let [name, bonus, abilities] = texts(painter.ctx(), db, info, &boxes);
    name.paint(painter, boxes.name, INK);
    bonus.paint(painter, boxes.bonus, GREY_INK);
    let rules_ability = info.aggressive || info.boost > 0;
    abilities.paint(
        painter,
        boxes.abilities,
        if rules_ability {
            RULES_INK
        } else {
            FLAVOUR_INK
        },
    );
    painter.rect_stroke(
        rect,
        rounding,
        Stroke::new(1.5, Color32::from_rgb(60, 50, 40)),
        StrokeKind::Inside,
    );
}

/// The hover help of a face-up card: its name, then a line per term on it.
fn help(ui: &mut egui::Ui, db: &TeamDb, info: &CardInfo, acted: bool) {
    ui.set_max_width(HELP_WIDTH);
    ui.label(RichText::new(&info.name).strong().size(16.0));
    for text in card_lines(db, info) {
        ui.label(RichText::new(text).size(13.0));
    }
    if acted {
        ui.label(find("Acted").map(line).unwrap_or_default());
    }
}
