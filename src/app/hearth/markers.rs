//! Keyword markers on a minion's portrait, drawn rather than written: Taunt's stone shield behind
//! it, Divine Shield's golden bubble, Stealth's veil, Frozen's ice, Immune's glow, and small signs
//! along the foot for Poisonous (green drop), Lifesteal (red heart-gem), Windfury (pale swirls),
//! Reborn (ghostly ring), deathrattle (dark skull-gem), a trigger (lightning-gem) and sleep (drifting
//! bubbles) for a minion that cannot attack yet.

use bevy::ecs::relationship::RelatedSpawnerCommands;
use bevy::prelude::*;

use crate::engine::EntityId;
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::components::Tags;

/// A node placed absolutely at `min` with `size` inside its parent (a portrait, a card face).
pub(super) fn at(min: Vec2, size: Vec2) -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: Val::Px(min.x),
        top: Val::Px(min.y),
        width: Val::Px(size.x),
        height: Val::Px(size.y),
        ..default()
    }
}

/// A whole-portrait overlay (veil, ice, bubble, glow).
fn overlay(
    p: &mut RelatedSpawnerCommands<ChildOf>,
    size: Vec2,
    fill: Color,
    edge: Color,
    width: f32,
) {
    p.spawn((
        Node {
            border: UiRect::all(Val::Px(width)),
            border_radius: BorderRadius::all(Val::Percent(50.0)),
            ..at(Vec2::splat(-3.0), size + 6.0)
        },
        BackgroundColor(fill),
        BorderColor::all(edge),
        Pickable::IGNORE,
    ));
}

/// Taunt's shield: a grey stone plate behind the portrait at `rect`, wider at the top, as a
/// decoration drawn beneath the portrait.
pub(super) fn taunt_shield(rect: Rect) -> impl Bundle {
    let grow = Vec2::new(9.0, 7.0);
    (
        Node {
            position_type: PositionType::Absolute,
            left: Val::Px(rect.min.x - grow.x),
            top: Val::Px(rect.min.y - grow.y),
            width: Val::Px(rect.width() + 2.0 * grow.x),
            height: Val::Px(rect.height() + 2.0 * grow.y),
            border: UiRect::all(Val::Px(3.0)),
            border_radius: BorderRadius::new(
                Val::Px(16.0),
                Val::Px(16.0),
                Val::Percent(50.0),
                Val::Percent(50.0),
            ),
            ..default()
        },
        BackgroundColor(Color::srgb(0.52, 0.52, 0.56)),
        BorderColor::all(Color::srgb(0.28, 0.28, 0.32)),
        Pickable::IGNORE,
    )
}

/// A small sign along the portrait's foot: a tilted gem of `fill` with a rim.
fn sign(p: &mut RelatedSpawnerCommands<ChildOf>, centre: Vec2, fill: Color, round: bool) {
    let size = Vec2::splat(13.0);
    p.spawn((
        Node {
            border: UiRect::all(Val::Px(1.5)),
            border_radius: if round {
                BorderRadius::MAX
            } else {
                BorderRadius::all(Val::Px(2.0))
            },
            ..at(centre - size / 2.0, size)
        },
        BackgroundColor(fill),
        BorderColor::all(Color::srgb(0.08, 0.06, 0.04)),
        UiTransform::from_rotation(Rot2::degrees(if round { 0.0 } else { 45.0 })),
        Pickable::IGNORE,
    ));
}

/// Draws `id`'s markers over a portrait of `size`.
pub(super) fn draw(p: &mut RelatedSpawnerCommands<ChildOf>, game: &Game, id: EntityId, size: Vec2) {
    let tags = game.tags(id);
    if tags.contains(Tags::STEALTH) {
        overlay(
            p,
            size,
            Color::srgba(0.05, 0.05, 0.10, 0.45),
            Color::srgba(0.1, 0.1, 0.2, 0.8),
            2.0,
        );
    }
    if tags.contains(Tags::FROZEN) {
        overlay(
            p,
            size,
            Color::srgba(0.65, 0.85, 1.0, 0.40),
            Color::srgb(0.80, 0.95, 1.0),
            3.0,
        );
    }
    if tags.contains(Tags::DIVINE_SHIELD) {
        overlay(
            p,
            size,
            Color::srgba(1.0, 0.90, 0.40, 0.22),
            Color::srgb(1.0, 0.88, 0.35),
            4.0,
        );
    }
    if tags.contains(Tags::IMMUNE) {
        overlay(p, size, Color::NONE, Color::srgb(1.0, 0.98, 0.75), 5.0);
    }
    if tags.contains(Tags::REBORN) {
        overlay(
            p,
            size,
            Color::NONE,
            Color::srgba(0.70, 0.90, 1.0, 0.85),
            2.0,
        );
    }
    // Signs along the foot, left to right, between the attack and health gems.
    let mut signs: Vec<(Color, bool)> = Vec::new();
    if tags.contains(Tags::POISONOUS) {
        signs.push((Color::srgb(0.30, 0.85, 0.20), true));
    }
    if tags.contains(Tags::LIFESTEAL) {
        signs.push((Color::srgb(0.85, 0.15, 0.45), false));
    }
    if tags.contains(Tags::HAS_DEATHRATTLE) {
        signs.push((Color::srgb(0.15, 0.12, 0.12), false));
    }
    if tags.contains(Tags::HAS_TRIGGERS) {
        signs.push((Color::srgb(1.0, 0.55, 0.05), false));
    }
    let count = signs.len() as f32;
    for (i, (fill, round)) in signs.into_iter().enumerate() {
        let x = size.x / 2.0 + (i as f32 - (count - 1.0) / 2.0) * 15.0;
        sign(p, Vec2::new(x, size.y - 4.0), fill, round);
    }
    if tags.contains(Tags::WINDFURY) {
        // Two pale swirls on the left flank.
        for (i, d) in [16.0, 11.0].into_iter().enumerate() {
            p.spawn((
                Node {
                    border: UiRect::all(Val::Px(2.0)),
                    border_radius: BorderRadius::MAX,
                    ..at(
                        Vec2::new(-6.0 + 4.0 * i as f32, size.y * 0.35 + 12.0 * i as f32),
                        Vec2::splat(d),
                    )
                },
                BorderColor::all(Color::srgb(0.85, 0.95, 1.0)),
                Pickable::IGNORE,
            ));
        }
    }
    if tags.contains(Tags::EXHAUSTED) && !tags.contains(Tags::CHARGE) {
        // Sleep: three bubbles drifting up from the top right.
        for (i, d) in [6.0, 8.0, 10.0].into_iter().enumerate() {
            p.spawn((
                Node {
                    border: UiRect::all(Val::Px(1.5)),
                    border_radius: BorderRadius::MAX,
                    ..at(
                        Vec2::new(size.x - 14.0 + 6.0 * i as f32, 14.0 - 9.0 * i as f32),
                        Vec2::splat(d),
                    )
                },
                BackgroundColor(Color::srgba(0.85, 0.90, 1.0, 0.55)),
                BorderColor::all(Color::srgb(0.95, 0.97, 1.0)),
                Pickable::IGNORE,
            ));
        }
    }
}
