//! Drawing helpers for the table: the root egui area, card frames with cost, stats and keywords, and
//! hover text that explains keywords.

use crate::rulesets::hearth::Reads;
use bevy_egui::egui::{
    self, Color32, CornerRadius, Frame, LayerId, RichText, Stroke, Ui, UiBuilder,
};

use crate::engine::EntityId;
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::components::Tags;
use crate::rulesets::hearth::schema::CardType;

/// Colours of the table.
pub mod palette {
    use super::Color32;
    /// Card face.
    pub const CARD: Color32 = Color32::from_rgb(52, 44, 36);
    /// Card back (the opponent's hand).
    pub const BACK: Color32 = Color32::from_rgb(70, 40, 90);
    /// A legal target.
    pub const TARGET: Color32 = Color32::from_rgb(90, 220, 110);
    /// What is picked up.
    pub const SELECTED: Color32 = Color32::from_rgb(250, 210, 80);
    /// A card that can be played now.
    pub const PLAYABLE: Color32 = Color32::from_rgb(70, 170, 90);
    /// Damaged health.
    pub const DAMAGED: Color32 = Color32::from_rgb(235, 80, 70);
    /// Buffed stat.
    pub const BUFFED: Color32 = Color32::from_rgb(110, 230, 120);
    /// Mana.
    pub const MANA: Color32 = Color32::from_rgb(90, 150, 255);
}

/// Scales the whole interface with the window: the layout is made for 1280x720 and grows with
/// larger windows, so text stays readable at any size.
pub fn scale_to_window(
    mut contexts: bevy_egui::EguiContexts,
    window: bevy::prelude::Query<
        &bevy::prelude::Window,
        bevy::prelude::With<bevy::window::PrimaryWindow>,
    >,
) -> bevy::prelude::Result {
    let Ok(window) = window.single() else {
        return Ok(());
    };
    let zoom = (window.width() / 1280.0)
        .min(window.height() / 720.0)
        .max(1.0);
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

/// A Ui covering the whole window, for panels to divide.
pub fn root_ui(ctx: &egui::Context) -> Ui {
    Ui::new(
        ctx.clone(),
        "table".into(),
        UiBuilder::new()
            .layer_id(LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// How a card is outlined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outline {
    /// Nothing special.
    Plain,
    /// Playable or able to attack.
    Ready,
    /// A legal target of the selection.
    Target,
    /// The selection itself.
    Selected,
}

fn stroke(outline: Outline) -> Stroke {
    match outline {
        Outline::Plain => Stroke::new(1.0, Color32::from_gray(90)),
        Outline::Ready => Stroke::new(2.5, palette::PLAYABLE),
        Outline::Target => Stroke::new(3.5, palette::TARGET),
        Outline::Selected => Stroke::new(3.5, palette::SELECTED),
    }
}

/// Keyword names and explanations shown on cards and in hover text.
const KEYWORDS: [(Tags, &str, &str); 10] = [
    (Tags::TAUNT, "Taunt", "Enemies must attack this first."),
    (
        Tags::DIVINE_SHIELD,
        "Shield",
        "Divine Shield: the first damage is ignored.",
    ),
    (
        Tags::STEALTH,
        "Stealth",
        "Cannot be attacked or targeted by enemies until it attacks.",
    ),
    (Tags::FROZEN, "Frozen", "Frozen: misses its next attack."),
    (Tags::WINDFURY, "Windfury", "Can attack twice each turn."),
    (Tags::CHARGE, "Charge", "Can attack the turn it arrives."),
    (
        Tags::RUSH,
        "Rush",
        "Can attack minions the turn it arrives.",
    ),
    (
        Tags::POISONOUS,
        "Poisonous",
        "Destroys any minion it damages.",
    ),
    (
        Tags::LIFESTEAL,
        "Lifesteal",
        "Damage it deals also heals its hero.",
    ),
    (
        Tags::ELUSIVE,
        "Elusive",
        "Cannot be targeted by spells or hero powers.",
    ),
];

/// Draws one card (hand, board or hero), with an optional floating badge (a damage or heal number
/// of the step on screen), and returns its response: clicks, drags and hovering.
pub fn card(
    ui: &mut Ui,
    game: &Game,
    id: EntityId,
    outline: Outline,
    size: egui::Vec2,
    badge: Option<(String, Color32)>,
) -> egui::Response {
    let info = game.info(id);
    let stats = game.stats(id);
    let tags = game.tags(id);
    let frame = Frame::new()
        .fill(palette::CARD)
        .stroke(stroke(outline))
        .corner_radius(CornerRadius::same(8))
        .inner_margin(6.0);
    let response = frame
        .show(ui, |ui| {
            ui.set_min_size(size);
            ui.set_max_size(size);
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    if !info.def.is_starting_hero() {
                        ui.label(
                            RichText::new(format!("{}", game.cost_of(id)))
                                .color(palette::MANA)
                                .strong(),
                        );
                    }
                    ui.label(RichText::new(&info.def.name).strong().size(13.0));
                });
                let words: Vec<&str> = KEYWORDS
                    .iter()
                    .filter(|(tag, _, _)| tags.contains(*tag))
                    .map(|(_, name, _)| *name)
                    .collect();
                if !words.is_empty() {
                    ui.label(
                        RichText::new(words.join(" · "))
                            .size(11.0)
                            .color(Color32::from_rgb(220, 200, 140)),
                    );
                }
                if matches!(
                    info.def.kind,
                    CardType::Spell | CardType::HeroPower | CardType::Location
                ) || game.card(id).zone != crate::engine::Zone::Play
                {
                    ui.label(
                        RichText::new(&info.def.text)
                            .size(10.5)
                            .color(Color32::from_gray(200)),
                    );
                }
                ui.add_space(ui.available_height().max(0.0) - 20.0);
                stats_line(ui, game, id, info.def.kind, stats);
            });
        })
        .response;
    let response = response.interact(egui::Sense::click_and_drag());
    if let Some((text, colour)) = badge {
        let at = response.rect.right_top() + egui::vec2(-18.0, 14.0);
        ui.painter()
            .circle_filled(at, 15.0, Color32::from_black_alpha(200));
        ui.painter().text(
            at,
            egui::Align2::CENTER_CENTER,
            text,
            egui::FontId::proportional(18.0),
            colour,
        );
    }
    response.on_hover_ui(|ui| {
        ui.label(RichText::new(&info.def.name).strong().size(16.0));
        ui.label(&info.def.text);
        for (tag, name, meaning) in KEYWORDS {
            if tags.contains(tag) {
                ui.label(format!("{name}: {meaning}"));
            }
        }
    })
}

fn stats_line(
    ui: &mut Ui,
    game: &Game,
    id: EntityId,
    kind: CardType,
    stats: &crate::rulesets::hearth::components::Stats,
) {
    let attack = game.attack_of(id);
    let attack_colour = if attack > stats.base_attack {
        palette::BUFFED
    } else {
        Color32::WHITE
    };
    let health_colour = if stats.damage > 0 {
        palette::DAMAGED
    } else if stats.max_health > stats.base_health {
        palette::BUFFED
    } else {
        Color32::WHITE
    };
    let stat = |ui: &mut Ui, text: String, colour: Color32, size: f32| {
        ui.label(RichText::new(text).color(colour).strong().size(size));
    };
    ui.horizontal(|ui| match kind {
        CardType::Minion => {
            stat(ui, format!("⚔ {attack}"), attack_colour, 14.0);
            stat(ui, format!("♥ {}", stats.health()), health_colour, 14.0);
        }
        CardType::Hero => {
            if attack > 0 {
                stat(ui, format!("⚔ {attack}"), attack_colour, 14.0);
            }
            stat(ui, format!("♥ {}", stats.health()), health_colour, 16.0);
            if stats.armor > 0 {
                stat(ui, format!("⛨ {}", stats.armor), Color32::WHITE, 14.0);
            }
        }
        CardType::Weapon => {
            ui.label(RichText::new(format!("⚔ {} / {}", stats.attack, stats.health())).strong());
        }
        CardType::Location => {
            let uses = stats.health();
            let word = if uses == 1 { "use" } else { "uses" };
            stat(ui, format!("{uses} {word}"), Color32::WHITE, 13.0);
            if game
                .tags(id)
                .contains(crate::rulesets::hearth::components::Tags::COOLDOWN)
            {
                stat(ui, "cooldown".into(), Color32::from_gray(150), 11.0);
            }
        }
        _ => {}
    });
}

/// A row of card backs for a hidden hand.
pub fn card_backs(ui: &mut Ui, count: usize) {
    ui.horizontal(|ui| {
        for _ in 0..count {
            Frame::new()
                .fill(palette::BACK)
                .stroke(Stroke::new(1.0, Color32::from_gray(140)))
                .corner_radius(CornerRadius::same(5))
                .show(ui, |ui| {
                    ui.set_min_size(egui::vec2(22.0, 32.0));
                });
        }
        ui.label(format!("{count} cards"));
    });
}

/// Mana crystals: available, spent, locked by overload.
pub fn mana(ui: &mut Ui, available: u8, max: u8, locked: u8) {
    ui.horizontal(|ui| {
        let spent = max.saturating_sub(available).saturating_sub(locked);
        let crystals = [
            (palette::MANA, available.min(max)),
            (Color32::from_gray(70), spent),
            (palette::DAMAGED, locked),
        ];
        for (colour, count) in crystals {
            for _ in 0..count {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                ui.painter().circle_filled(rect.center(), 6.0, colour);
            }
        }
        let mut text = format!("{available}/{max} mana");
        if locked > 0 {
            text += &format!(" ({locked} locked)");
        }
        ui.label(RichText::new(text).color(palette::MANA).strong());
    });
}

/// The window that ends a game on the grid, pitch and deck-builder screens: centred, titled
/// `title`, the verdict large in gold, then what the screen adds (scores, Play again, Menu).
pub fn game_over_window(
    ctx: &egui::Context,
    title: &str,
    verdict: &str,
    add: impl FnOnce(&mut Ui),
) {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    RichText::new(verdict)
                        .size(34.0)
                        .strong()
                        .color(palette::SELECTED),
                );
                add(ui);
            });
        });
}
