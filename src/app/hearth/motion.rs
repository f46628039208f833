//! Motion for the step on screen, painted over the table from the cards' last known places: an
//! attacker lunges at its target and back, a drawn card slides in from the deck, a played card
//! flies from the hand to where it landed, the dead fade out where they stood.

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::Color32;

use super::frame_cost::AppSystemsTime;
use super::pointer::CardRects;
use crate::app::screen::Screen;
use crate::app::session::HUMAN;
use crate::app::timeline::Timeline;
use crate::app::ui::palette;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::{Game, LogEvent};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        animate.run_if(in_state(Screen::Game)),
    );
}

/// Paints the motion of the step on screen, after the board has placed every card.
fn animate(
    mut contexts: EguiContexts,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    rects: Res<CardRects>,
    mut timing: ResMut<AppSystemsTime>,
) -> Result {
    let started = Instant::now();
    let Some(live) = game else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    animate_step(ctx, &live.0, &timeline, &rects);
    timing.add(started.elapsed());
    Ok(())
}

/// Motion for the step on screen: an attacker slides to its target and back, a played card flies
/// from the hand to where it landed. Painted over the table from the cards' last known places.
fn animate_step(ctx: &egui::Context, live: &Game, timeline: &Timeline, rects: &CardRects) {
    let t = timeline.progress();
    if t >= 1.0 {
        return;
    }
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("motion"),
    ));
    let ghost = |center: egui::Pos2, size: egui::Vec2, name: &str| {
        let rect = egui::Rect::from_center_size(center, size);
        painter.rect_filled(rect, 8.0, Color32::from_rgba_unmultiplied(70, 58, 44, 235));
        painter.rect_stroke(
            rect,
            8.0,
            egui::Stroke::new(3.0, palette::SELECTED),
            egui::StrokeKind::Outside,
        );
        painter.text(
            center,
            egui::Align2::CENTER_CENTER,
            name,
            egui::FontId::proportional(14.0),
            Color32::WHITE,
        );
    };
    for event in timeline.current_events(live) {
        match *event {
            LogEvent::Attack { attacker, defender } => {
                let (Some(from), Some(to)) = (rects.0.get(&attacker), rects.0.get(&defender))
                else {
                    continue;
                };
                // Out and back: the lunge peaks halfway through the step.
                let reach = (std::f32::consts::PI * t).sin() * 0.85;
                let center = from.center() + (to.center() - from.center()) * reach;
                ghost(center, from.size(), &live.info(attacker).def.name);
                if reach > 0.7 {
                    painter.circle_stroke(
                        to.center(),
                        30.0 * reach,
                        egui::Stroke::new(4.0, palette::DAMAGED),
                    );
                }
            }
            LogEvent::Drew { player, card } if player == HUMAN => {
                // From the deck (right edge) into its place in the hand.
                let Some(to) = rects.0.get(&card) else {
                    continue;
                };
                let start = egui::pos2(ctx.viewport_rect().right(), to.center().y - 120.0);
                let eased = 1.0 - (1.0 - (t * 1.6).min(1.0)).powi(3);
                if eased < 1.0 {
                    ghost(
                        start + (to.center() - start) * eased,
                        to.size(),
                        &live.info(card).def.name,
                    );
                }
            }
            LogEvent::Died { card } => {
                // The dead fade out where they stood, crossed out.
                let Some(at) = rects.0.get(&card) else {
                    continue;
                };
                let alpha = ((1.0 - t) * 200.0) as u8;
                painter.rect_filled(*at, 8.0, Color32::from_black_alpha(alpha));
                let stroke =
                    egui::Stroke::new(4.0, Color32::from_rgba_unmultiplied(235, 80, 70, alpha));
                painter.line_segment([at.left_top(), at.right_bottom()], stroke);
                painter.line_segment([at.right_top(), at.left_bottom()], stroke);
            }
            LogEvent::Played { card, .. } => {
                let Some(to) = rects.0.get(&card) else {
                    continue;
                };
                let start =
                    egui::pos2(ctx.viewport_rect().center().x, ctx.viewport_rect().bottom());
                let eased = 1.0 - (1.0 - (t * 2.0).min(1.0)).powi(3);
                let center = start + (to.center() - start) * eased;
                if eased < 1.0 {
                    ghost(center, to.size(), &live.info(card).def.name);
                }
            }
            _ => {}
        }
    }
    ctx.request_repaint();
}
