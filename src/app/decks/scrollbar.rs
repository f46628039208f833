//! A scrollbar thumb beside a scrolling node: players see at once that there is more below (the
//! mouse wheel scrolls it) and where they are in it. It shows only while the content overflows.

use bevy::prelude::*;
use bevy::ui::ComputedNode;

/// A thumb drawn along the right edge of `target`, a node that scrolls vertically. Its own node
/// is a root of its own: a child of the scrolling node would scroll away with the content.
#[derive(Component, Debug, Clone, Copy)]
pub struct ScrollThumb {
    /// The scrolling node.
    pub target: Entity,
    /// The track's left edge, in UI points.
    pub left: f32,
    /// Where the track starts, in UI points from the top.
    pub top: f32,
}

/// The thumb's width, in UI points.
const WIDTH: f32 = 6.0;
/// The thumb's least height, so a long list still shows a grip.
const MIN_HEIGHT: f32 = 28.0;

impl ScrollThumb {
    /// A thumb for `target` whose track runs down from (`left`, `top`).
    pub fn beside(
        target: Entity,
        left: f32,
        top: f32,
    ) -> (
        Self,
        Node,
        BackgroundColor,
        Visibility,
        GlobalZIndex,
        Pickable,
    ) {
        (
            ScrollThumb { target, left, top },
            Node {
                position_type: PositionType::Absolute,
                left: Val::Px(left),
                top: Val::Px(top),
                width: Val::Px(WIDTH),
                border_radius: BorderRadius::all(Val::Px(WIDTH / 2.0)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.91, 0.75, 0.35, 0.75)),
            Visibility::Hidden,
            GlobalZIndex(2),
            Pickable::IGNORE,
        )
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, place_thumbs.after(bevy::ui::UiSystems::Layout));
}

/// Sizes and moves each thumb from its node's scroll, its height and its content's height; hides
/// it when everything fits.
fn place_thumbs(
    mut thumbs: Query<(&ScrollThumb, &mut Node, &mut Visibility)>,
    targets: Query<(&ComputedNode, &InheritedVisibility)>,
) {
    for (thumb, mut node, mut visibility) in &mut thumbs {
        let Ok((computed, shown)) = targets.get(thumb.target) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let to_points = computed.inverse_scale_factor();
        let view = computed.size().y * to_points;
        let content = computed.content_size().y * to_points;
        let track = view - thumb.top * 2.0;
        if !shown.get() || content <= view + 1.0 || track <= MIN_HEIGHT {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        }
        let height = (track * view / content).max(MIN_HEIGHT);
        let travel = (content - view).max(1.0);
        let scrolled = computed.scroll_position.y * to_points;
        let at = (scrolled / travel).clamp(0.0, 1.0) * (track - height);
        node.top = Val::Px(thumb.top + at);
        node.height = Val::Px(height);
        node.left = Val::Px(thumb.left);
        visibility.set_if_neq(Visibility::Inherited);
    }
}
