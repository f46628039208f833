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
        let placed = targets
            .get(thumb.target)
            .ok()
            .and_then(|(computed, shown)| {
                let to_points = computed.inverse_scale_factor();
                let view = computed.size().y * to_points;
                let content = computed.content_size().y * to_points;
                let scrolled = computed.scroll_position.y * to_points;
                shown
                    .get()
                    .then(|| thumb_span(view, content, scrolled, thumb.top))
                    .flatten()
            });
        let Some((top, height)) = placed else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        node.top = Val::Px(top);
        node.height = Val::Px(height);
        node.left = Val::Px(thumb.left);
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// Where the thumb of a node `view` points high showing `content` points scrolled by `scrolled`
/// stands, on a track inset by `inset` at both ends: its top and height, or None when the content
/// fits (nothing to scroll) or the track is too short to hold a thumb.
fn thumb_span(view: f32, content: f32, scrolled: f32, inset: f32) -> Option<(f32, f32)> {
    let track = view - inset * 2.0;
    if content <= view + 1.0 || track <= MIN_HEIGHT {
        return None;
    }
    let height = (track * view / content).max(MIN_HEIGHT);
    let travel = content - view;
    let at = (scrolled / travel).clamp(0.0, 1.0) * (track - height);
    Some((inset + at, height))
}

#[cfg(test)]
mod tests {
    use super::{MIN_HEIGHT, thumb_span};

    #[test]
    fn the_thumb_shows_only_when_the_content_overflows_and_follows_the_scroll() {
        // Everything fits: no thumb.
        assert_eq!(thumb_span(600.0, 580.0, 0.0, 10.0), None);
        // Twice the view: a thumb half the track, at the top, then at the bottom.
        let (top, height) = thumb_span(600.0, 1200.0, 0.0, 10.0).expect("it overflows");
        assert_eq!((top, height), (10.0, 290.0));
        let (top, _) = thumb_span(600.0, 1200.0, 600.0, 10.0).expect("it overflows");
        assert_eq!(
            top + height,
            590.0,
            "scrolled to the end, the thumb ends the track"
        );
        // Halfway down, halfway along.
        let (top, _) = thumb_span(600.0, 1200.0, 300.0, 10.0).expect("it overflows");
        assert_eq!(top, 10.0 + 145.0);
        // A very long list keeps a grip to hold.
        let (_, height) = thumb_span(600.0, 60_000.0, 0.0, 10.0).expect("it overflows");
        assert_eq!(height, MIN_HEIGHT);
    }
}
