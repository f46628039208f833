//! Pointer input on the table's nodes through Bevy picking: a click picks up a card, an attacker or
//! the hero power, or chooses a target; dragging from a card and dropping it on a lit target plays
//! or attacks, dropping it elsewhere plays it untargeted or cancels; End Turn ends the turn. An
//! arrow follows the pointer while dragging. Where each card was placed is kept for scripts and
//! motion.

use std::collections::HashMap;
use std::time::Instant;

use bevy::picking::events::{Click, DragDrop, DragEnd, DragStart, Out, Over, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::frame_cost::AppSystemsTime;
use super::view::{CardNode, EndTurnButton};
use crate::app::intent::{Selection, Source, UiIntent};
use crate::app::screen::Screen;
use crate::app::ui::palette;
use crate::engine::EntityId;

/// Where each card was placed last (egui points), and egui's zoom (points to window pixels), so
/// scripts and motion can find cards.
#[derive(Resource, Debug, Clone)]
pub struct CardRects(pub HashMap<EntityId, egui::Rect>, pub f32);

impl Default for CardRects {
    fn default() -> Self {
        Self(HashMap::new(), 1.0)
    }
}

/// What the table's nodes last showed that pointer input needs.
#[derive(Resource, Debug, Default)]
pub(super) struct TableLook {
    /// Legal targets of what is picked up.
    pub targets: Vec<EntityId>,
    /// Whether the human may act.
    pub idle: bool,
    /// Design units to window pixels.
    pub to_window: f32,
}

/// The card under the pointer, shown enlarged.
#[derive(Resource, Debug, Default)]
pub(super) struct Hovered(pub Option<EntityId>);

/// A drag under way: the window position it started from, and whether it was dropped on a target.
#[derive(Resource, Debug, Default)]
struct Drag {
    from: Option<Vec2>,
    dropped: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardRects>()
        .init_resource::<TableLook>()
        .init_resource::<Drag>()
        .init_resource::<Hovered>()
        .add_systems(
            Update,
            (pointer_input, hover).run_if(in_state(Screen::Game)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_arrow.run_if(in_state(Screen::Game)),
        );
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

/// What picking up a card of this role means, if anything.
fn source_of(id: EntityId, role: Role) -> Option<Source> {
    match role {
        Role::Hand => Some(Source::Hand(id)),
        Role::Friendly => Some(Source::Attacker(id)),
        Role::HeroPower => Some(Source::HeroPower),
        Role::Enemy => None,
    }
}

/// Turns this frame's pointer events on the table's nodes into intents.
#[allow(clippy::too_many_arguments)]
fn pointer_input(
    mut clicks: MessageReader<Pointer<Click>>,
    mut starts: MessageReader<Pointer<DragStart>>,
    mut drops: MessageReader<Pointer<DragDrop>>,
    mut ends: MessageReader<Pointer<DragEnd>>,
    cards: Query<&CardNode>,
    end_turn: Query<(), With<EndTurnButton>>,
    selection: Res<Selection>,
    look: Res<TableLook>,
    rects: Res<CardRects>,
    mut drag: ResMut<Drag>,
    mut intents: MessageWriter<UiIntent>,
    mut timing: ResMut<AppSystemsTime>,
) {
    let started = Instant::now();
    let primary = |button: PointerButton| button == PointerButton::Primary;
    for start in starts.read().filter(|e| primary(e.event.button)) {
        let Ok(card) = cards.get(start.entity) else {
            continue;
        };
        if let Some(source) = source_of(card.id, card.role) {
            intents.write(UiIntent::Pick(source));
            let centre = rects.0.get(&card.id).map(|r| r.center());
            drag.from = centre.map(|c| Vec2::new(c.x, c.y) * rects.1);
            drag.dropped = false;
        }
    }
    for drop in drops.read().filter(|e| primary(e.event.button)) {
        if let Ok(card) = cards.get(drop.entity)
            && drag.from.is_some()
            && look.targets.contains(&card.id)
        {
            intents.write(UiIntent::Target(card.id));
            drag.dropped = true;
        }
    }
    let mut ended = false;
    for _ in ends.read().filter(|e| primary(e.event.button)) {
        if drag.from.take().is_some() && !drag.dropped {
            intents.write(UiIntent::DropOnBoard);
        }
        ended = true;
    }
    // A click that ends a drag is the drop, not a second choice.
    for click in clicks.read().filter(|e| primary(e.event.button) && !ended) {
        if end_turn.contains(click.entity) {
            if look.idle {
                intents.write(UiIntent::EndTurn);
            }
            continue;
        }
        let Ok(card) = cards.get(click.entity) else {
            continue;
        };
        intents.write(match (card.role, selection.source) {
            (Role::HeroPower, _) => UiIntent::HeroPower,
            (Role::Hand, _) => UiIntent::Select(Source::Hand(card.id)),
            (_, Some(_)) => UiIntent::Target(card.id),
            (Role::Friendly, None) => UiIntent::Select(Source::Attacker(card.id)),
            (Role::Enemy, None) => UiIntent::Cancel,
        });
    }
    timing.add(started.elapsed());
}

/// Follows the card under the pointer: entering a card shows it, leaving it hides it.
fn hover(
    mut overs: MessageReader<Pointer<Over>>,
    mut outs: MessageReader<Pointer<Out>>,
    cards: Query<&CardNode>,
    mut hovered: ResMut<Hovered>,
) {
    for out in outs.read() {
        if let Ok(card) = cards.get(out.entity)
            && hovered.0 == Some(card.id)
        {
            hovered.0 = None;
        }
    }
    for over in overs.read() {
        if let Ok(card) = cards.get(over.entity) {
            hovered.0 = Some(card.id);
        }
    }
}

/// The targeting arrow from the dragged card to the pointer.
fn draw_arrow(mut contexts: EguiContexts, drag: Res<Drag>, rects: Res<CardRects>) -> Result {
    let Some(from) = drag.from else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some(pointer) = ctx.pointer_latest_pos() else {
        return Ok(());
    };
    let from = egui::pos2(from.x, from.y) / rects.1;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("arrow"),
    ));
    // A shaft and a head of fixed size: egui's own arrow scales its head with the length, which
    // across the table draws three long strokes instead of an arrow.
    let reach = pointer - from;
    if reach.length() < 1.0 {
        return Ok(());
    }
    let along = reach.normalized();
    let head = 24.0;
    let across = egui::vec2(-along.y, along.x) * head * 0.6;
    let base = pointer - along * head;
    painter.line_segment([from, base], egui::Stroke::new(8.0, palette::SELECTED));
    painter.add(egui::Shape::convex_polygon(
        vec![pointer, base + across, base - across],
        palette::SELECTED,
        egui::Stroke::NONE,
    ));
    Ok(())
}
