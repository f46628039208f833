//! Pointer input on the table: clicks, drags and drops on the cards drawn this frame become
//! intents, with the targeting arrow drawn while dragging; where each card was drawn is kept so
//! scripts and motion can find it.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::intent::{Selection, Source, UiIntent};
use crate::app::ui::palette;
use crate::engine::EntityId;

/// Where each card was drawn last frame (logical pixels), so scripts can point at it.
#[derive(Resource, Debug, Clone)]
pub struct CardRects(pub HashMap<EntityId, egui::Rect>, pub f32);

impl Default for CardRects {
    fn default() -> Self {
        Self(HashMap::new(), 1.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardRects>();
}

/// What a card on the table is to the player, which decides what clicking or dragging it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    /// A card in the human's hand.
    Hand,
    /// The human's hero or one of their minions.
    Friendly,
    /// The human's hero power.
    HeroPower,
    /// Anything of the opponent's.
    Enemy,
}

/// Every card drawn this frame, with its response, for clicks, drags and drops.
pub(super) type Drawn = Vec<(EntityId, Role, egui::Response)>;

/// Turns this frame's clicks, drags and drops into intents, and draws the targeting arrow.
pub(super) fn interpret(
    ctx: &egui::Context,
    selection: &Selection,
    targets: &[EntityId],
    drawn: &Drawn,
    intents: &mut Vec<UiIntent>,
) {
    let source_of = |id: EntityId, role: Role| match role {
        Role::Hand => Some(Source::Hand(id)),
        Role::Friendly => Some(Source::Attacker(id)),
        Role::HeroPower => Some(Source::HeroPower),
        Role::Enemy => None,
    };
    let hovered_target = drawn
        .iter()
        .find(|(id, _, r)| targets.contains(id) && r.contains_pointer())
        .map(|(id, _, _)| *id);
    for (id, role, response) in drawn {
        if response.drag_started()
            && let Some(source) = source_of(*id, *role)
        {
            intents.push(UiIntent::Pick(source));
        }
        if response.dragged()
            && let Some(pointer) = ctx.pointer_latest_pos()
        {
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::new("arrow"),
            ));
            let from = response.rect.center();
            let colour = if hovered_target.is_some() {
                palette::TARGET
            } else {
                palette::SELECTED
            };
            painter.arrow(from, pointer - from, egui::Stroke::new(5.0, colour));
        }
        if response.drag_stopped() {
            intents.push(hovered_target.map_or(UiIntent::DropOnBoard, UiIntent::Target));
        }
        if response.clicked() {
            intents.push(match (role, selection.source) {
                (Role::HeroPower, _) => UiIntent::HeroPower,
                (Role::Hand, _) => UiIntent::Select(Source::Hand(*id)),
                (_, Some(_)) => UiIntent::Target(*id),
                (Role::Friendly, None) => UiIntent::Select(Source::Attacker(*id)),
                (Role::Enemy, None) => UiIntent::Cancel,
            });
        }
    }
}
