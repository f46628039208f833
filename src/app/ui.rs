//! Shared egui pieces of the game screens: the palette, the interface's scale to the window, the
//! root egui area and the game-over window.

use bevy_egui::egui::{self, Color32, LayerId, RichText, Ui, UiBuilder};

/// Colours of the table.
pub mod palette {
    use super::Color32;
    /// Card face.
    pub const CARD: Color32 = Color32::from_rgb(52, 44, 36);
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
    /// What is the human's: their moves in the turn history.
    pub const YOURS: Color32 = Color32::from_rgb(44, 78, 138);
    /// What is the opponent's: their moves in the turn history.
    pub const THEIRS: Color32 = Color32::from_rgb(132, 44, 44);
    /// Explanations under a heading: readable, quieter than what they explain.
    pub const MUTED: Color32 = Color32::from_rgb(190, 184, 170);
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
    let zoom = window_zoom(window);
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

/// Window pixels per interface point: the layout is made for `DESIGN_WIDTH` × `DESIGN_HEIGHT`
/// and grows with larger windows, never shrinks.
pub fn window_zoom(window: &bevy::prelude::Window) -> f32 {
    (window.width() / DESIGN_WIDTH)
        .min(window.height() / DESIGN_HEIGHT)
        .max(1.0)
}

/// The window size the interface is laid out for, in points.
const DESIGN_WIDTH: f32 = 1280.0;
/// See `DESIGN_WIDTH`.
const DESIGN_HEIGHT: f32 = 720.0;

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
