//! The tween library (bevy_tween) set up for the app's UI nodes: an offset and a scale on a node's
//! `UiTransform`, applied before UI layout, and animations that clean up after themselves.
//!
//! A screen starts an animation on an entity of its own ([`Animation::spawn`]) whose tweens
//! target table nodes; when it ends, that entity goes, and with it the short-lived node it drew
//! (a damage number, a spell's orb), if any. Nodes the table keeps (cards, minions) are only moved:
//! the rules never wait for any of this.

use std::time::Duration;

use bevy::prelude::*;
use bevy::ui::UiSystems;
use bevy_tween::bevy_time_runner::TimeRunnerEnded;
use bevy_tween::combinator::AnimationCommands;
use bevy_tween::prelude::*;
use bevy_tween::tween::{TargetComponent, Tween};
use bevy_tween::{TweenSystemSet, component_tween_system};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(DefaultTweenPlugins::default())
        .add_tween_systems(
            PostUpdate,
            (
                component_tween_system::<Offset>(),
                component_tween_system::<Grow>(),
            ),
        )
        // Moved before layout, so a node is drawn where its tween put it this very frame.
        .configure_sets(
            PostUpdate,
            TweenSystemSet::ApplyTween.before(UiSystems::Layout),
        )
        .add_systems(PostUpdate, despawn_finished)
        // An animation whose node went (a screen left, a card rebuilt away) stops before its
        // tweens would write to nothing.
        .add_systems(
            PostUpdate,
            (stop_orphaned::<Offset>, stop_orphaned::<Grow>).before(TweenSystemSet::ApplyTween),
        );
}

/// Moves a UI node from where layout put it by an offset, in design units (the UI scale applies).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Offset {
    /// The offset at the tween's start.
    pub start: Vec2,
    /// The offset at its end.
    pub end: Vec2,
}

impl Interpolator for Offset {
    type Item = UiTransform;

    fn interpolate(&self, item: &mut UiTransform, value: f32, _previous: f32) {
        let at = self.start.lerp(self.end, value);
        item.translation = Val2::px(at.x, at.y);
    }
}

/// Scales a UI node about its centre (its rotation is left alone).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grow {
    /// The scale at the tween's start.
    pub start: Vec2,
    /// The scale at its end.
    pub end: Vec2,
}

impl Grow {
    /// The same scale on both axes, from `start` to `end`.
    pub fn uniform(start: f32, end: f32) -> Grow {
        Grow {
            start: Vec2::splat(start),
            end: Vec2::splat(end),
        }
    }
}

impl Interpolator for Grow {
    type Item = UiTransform;

    fn interpolate(&self, item: &mut UiTransform, value: f32, _previous: f32) {
        item.scale = self.start.lerp(self.end, value);
    }
}

/// An animation running on an entity of its own; `node`, a short-lived node it drew, goes with it.
#[derive(Component, Debug)]
pub struct Animation {
    /// The node to despawn when the animation ends (None: it only moved nodes that stay).
    pub node: Option<Entity>,
}

impl Animation {
    /// Starts `animation` (bevy_tween combinators) on a new entity; returns that entity.
    pub fn spawn(
        commands: &mut Commands,
        node: Option<Entity>,
        animation: impl FnOnce(&mut AnimationCommands, &mut Duration),
    ) -> Entity {
        commands
            .spawn(Animation { node })
            .animation()
            .insert(animation)
            .id()
    }

    /// Stops the animation now: its entity and its node go.
    pub fn stop(&self, commands: &mut Commands, entity: Entity) {
        if let Some(node) = self.node {
            commands.entity(node).try_despawn();
        }
        commands.entity(entity).try_despawn();
    }
}

/// Animations that have played to their end go, with their nodes.
fn despawn_finished(
    mut commands: Commands,
    mut ended: MessageReader<TimeRunnerEnded>,
    animations: Query<&Animation>,
) {
    for end in ended.read() {
        if !end.is_completed() {
            continue;
        }
        if let Ok(animation) = animations.get(end.entity) {
            animation.stop(&mut commands, end.entity);
        }
    }
}

/// Stops every animation with a tween of kind `I` whose target node no longer exists.
fn stop_orphaned<I: Interpolator<Item = UiTransform> + Send + Sync + 'static>(
    mut commands: Commands,
    tweens: Query<(&Tween<TargetComponent, I>, &ChildOf)>,
    nodes: Query<(), With<UiTransform>>,
    animations: Query<&Animation>,
) {
    for (tween, child_of) in &tweens {
        let gone = match &tween.target {
            TargetComponent::Entity(node) => !nodes.contains(*node),
            TargetComponent::Entities(targets) => targets.iter().any(|n| !nodes.contains(*n)),
            _ => false,
        };
        let root = child_of.parent();
        if gone && let Ok(animation) = animations.get(root) {
            animation.stop(&mut commands, root);
        }
    }
}
