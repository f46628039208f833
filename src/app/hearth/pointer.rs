//! Pointer input on the table's nodes through Bevy picking: a click picks up a card, an attacker or
//! the hero power, or chooses a target; dragging from a card and dropping it on a lit target plays
//! or attacks, dropping it elsewhere plays it untargeted (a minion at the slot it was dropped at)
//! or cancels, dropping it back on the hand puts it down; End Turn ends the turn. An arrow of UI
//! nodes follows the pointer while dragging. Where each card was placed is kept for scripts and
//! motion.

use std::collections::HashMap;
use std::time::Instant;

use bevy::ecs::system::SystemParam;
use bevy::picking::events::{
    Click, Drag as Dragged, DragDrop, DragEnd, DragStart, Out, Over, Pointer,
};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_egui::egui;

use super::frame_cost::AppSystemsTime;
use super::layout;
use super::view::{CardNode, EndTurnButton};
use crate::app::hearth::intent::{Selection, Source, UiIntent};
use crate::app::screen::Screen;
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
pub struct TableLook {
    /// Legal targets of what is picked up.
    pub targets: Vec<EntityId>,
    /// Whether the human may act.
    pub idle: bool,
    /// Design units to window pixels.
    pub to_window: f32,
    /// Your minions' places (design units), left to right: a dropped minion takes the slot
    /// between the two it was dropped between.
    pub board: Vec<Rect>,
    /// The top of your hand's fan (design units): a card dropped back on the hand is put down.
    pub hand_top: f32,
    /// Your deck (design units): a Tradeable card dropped on it is traded.
    pub deck: Rect,
}

/// The card under the pointer, shown enlarged.
#[derive(Resource, Debug, Default)]
pub(super) struct Hovered(pub Option<EntityId>);

/// A drag under way: the window position it started from, where the pointer is, and whether it
/// was dropped on a target.
#[derive(Resource, Debug, Default)]
pub(super) struct Drag {
    from: Option<Vec2>,
    at: Option<Vec2>,
    dropped: bool,
}

impl Drag {
    /// Where the pointer holding a card is, in window pixels (None: nothing is held).
    pub(super) fn held_at(&self) -> Option<Vec2> {
        self.from.and(self.at)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardRects>()
        .init_resource::<TableLook>()
        .init_resource::<Drag>()
        .init_resource::<Hovered>()
        .add_systems(OnEnter(Screen::Game), spawn_arrow)
        .add_systems(
            Update,
            (pointer_input, hover, place_arrow.after(pointer_input)).run_if(in_state(Screen::Game)),
        );
}

/// What a card on the table is to the player, which decides what clicking or dragging it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A card in the human's hand.
    Hand,
    /// The human's hero or one of their minions.
    Friendly,
    /// The human's hero power.
    HeroPower,
    /// Anything of the opponent's.
    Enemy,
    /// A secret's gem (either side's): hovered to read it, never picked up or targeted.
    Secret,
}

/// What picking up a card of this role means, if anything.
fn source_of(id: EntityId, role: Role) -> Option<Source> {
    match role {
        Role::Hand => Some(Source::Hand(id)),
        Role::Friendly => Some(Source::Attacker(id)),
        Role::HeroPower => Some(Source::HeroPower),
        Role::Enemy | Role::Secret => None,
    }
}

/// This frame's pointer events on the table's nodes, read together because a drag is judged from
/// all of them (its start, its moves, where it was dropped, its end) and a click that ends a drag
/// is not a second choice.
#[derive(SystemParam)]
struct PointerEvents<'w, 's> {
    clicks: MessageReader<'w, 's, Pointer<Click>>,
    starts: MessageReader<'w, 's, Pointer<DragStart>>,
    drops: MessageReader<'w, 's, Pointer<DragDrop>>,
    moves: MessageReader<'w, 's, Pointer<Dragged>>,
    ends: MessageReader<'w, 's, Pointer<DragEnd>>,
}

/// The table as the rebuild last drew it, which a pointer event is judged against: its card
/// nodes and End Turn button, what is picked up, the look (targets, places) it left and where
/// each card was drawn.
#[derive(SystemParam)]
struct TableAsDrawn<'w, 's> {
    cards: Query<'w, 's, &'static CardNode>,
    end_turn: Query<'w, 's, (), With<EndTurnButton>>,
    selection: Res<'w, Selection>,
    look: Res<'w, TableLook>,
    rects: Res<'w, CardRects>,
}

/// Turns this frame's pointer events on the table's nodes into intents.
fn pointer_input(
    mut events: PointerEvents,
    drawn: TableAsDrawn,
    mut drag: ResMut<Drag>,
    mut intents: MessageWriter<UiIntent>,
    mut timing: ResMut<AppSystemsTime>,
) {
    let started = Instant::now();
    let primary = |button: PointerButton| button == PointerButton::Primary;
    for start in events.starts.read().filter(|e| primary(e.event.button)) {
        let Ok(card) = drawn.cards.get(start.entity) else {
            continue;
        };
        if let Some(source) = source_of(card.id, card.role) {
            intents.write(UiIntent::Pick(source));
            let centre = drawn.rects.0.get(&card.id).map(|r| r.center());
            drag.from = centre.map(|c| Vec2::new(c.x, c.y) * drawn.rects.1);
            drag.at = Some(start.pointer_location.position);
            drag.dropped = false;
        }
    }
    if let Some(last) = events
        .moves
        .read()
        .filter(|e| primary(e.event.button))
        .last()
        && drag.from.is_some()
    {
        drag.at = Some(last.pointer_location.position);
    }
    for drop in events.drops.read().filter(|e| primary(e.event.button)) {
        if let Ok(card) = drawn.cards.get(drop.entity)
            && drag.from.is_some()
            && drawn.look.targets.contains(&card.id)
        {
            intents.write(UiIntent::Target(card.id));
            drag.dropped = true;
        }
    }
    let mut ended = false;
    for end in events.ends.read().filter(|e| primary(e.event.button)) {
        drag.at = None;
        if drag.from.take().is_some() && !drag.dropped {
            let at = end.pointer_location.position / drawn.look.to_window.max(1e-3);
            intents.write(
                if drawn.look.deck.width() > 0.0 && drawn.look.deck.inflate(12.0).contains(at) {
                    UiIntent::DropOnDeck
                } else if at.y >= drawn.look.hand_top {
                    // Put back on the hand: nothing is played.
                    UiIntent::Cancel
                } else {
                    UiIntent::DropOnBoard {
                        slot: Some(layout::slot_at(&drawn.look.board, at.x)),
                    }
                },
            );
        }
        ended = true;
    }
    // A click that ends a drag is the drop, not a second choice.
    for click in events
        .clicks
        .read()
        .filter(|e| primary(e.event.button) && !ended)
    {
        if drawn.end_turn.contains(click.entity) {
            if drawn.look.idle {
                intents.write(UiIntent::EndTurn);
            }
            continue;
        }
        let Ok(card) = drawn.cards.get(click.entity) else {
            continue;
        };
        intents.write(match (card.role, drawn.selection.source) {
            (Role::Secret, _) => continue,
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

/// The targeting arrow's nodes: a shaft and the two strokes of its head.
#[derive(Component)]
struct ArrowPart(usize);

/// The arrow's thickness and the length of its head's strokes, in design units.
const SHAFT: f32 = 8.0;
const HEAD: f32 = 26.0;

fn spawn_arrow(mut commands: Commands) {
    let part = |i: usize| {
        (
            ArrowPart(i),
            Node {
                position_type: PositionType::Absolute,
                height: Val::Px(SHAFT),
                border_radius: BorderRadius::all(Val::Px(SHAFT / 2.0)),
                ..default()
            },
            BackgroundColor(ARROW),
            UiTransform::IDENTITY,
            Pickable::IGNORE,
        )
    };
    commands
        .spawn((
            Node {
                width: Val::Percent(100.0),
                height: Val::Percent(100.0),
                position_type: PositionType::Absolute,
                ..default()
            },
            GlobalZIndex(20),
            Visibility::Hidden,
            Pickable::IGNORE,
            ArrowPart(usize::MAX),
            DespawnOnExit(Screen::Game),
        ))
        .with_children(|arrow| {
            for i in 0..3 {
                arrow.spawn(part(i));
            }
        });
}

/// The arrow's colour: the selection's gold.
const ARROW: Color = Color::srgb(1.0, 0.85, 0.25);

/// A bar of `length` centred at `centre` along `angle` (radians, clockwise on screen).
fn bar(node: &mut Node, transform: &mut UiTransform, centre: Vec2, length: f32, angle: f32) {
    node.left = Val::Px(centre.x - length / 2.0);
    node.top = Val::Px(centre.y - SHAFT / 2.0);
    node.width = Val::Px(length);
    *transform = UiTransform::from_rotation(Rot2::radians(angle));
}

/// Points the arrow from the dragged card to the pointer, or hides it when nothing is dragged.
fn place_arrow(
    drag: Res<Drag>,
    look: Res<TableLook>,
    mut parts: Query<(&ArrowPart, &mut Node, &mut UiTransform, &mut Visibility)>,
    mut timing: ResMut<AppSystemsTime>,
) {
    if !drag.is_changed() && !look.is_changed() {
        return;
    }
    let started = Instant::now();
    let scale = look.to_window.max(1e-3);
    let ends = drag.from.zip(drag.at).map(|(f, a)| (f / scale, a / scale));
    let reach = ends.map(|(from, to)| to - from);
    for (part, mut node, mut transform, mut visibility) in &mut parts {
        let (Some((from, tip)), Some(reach)) = (ends, reach.filter(|r| r.length() > 1.0)) else {
            if part.0 == usize::MAX {
                visibility.set_if_neq(Visibility::Hidden);
            }
            continue;
        };
        if part.0 == usize::MAX {
            visibility.set_if_neq(Visibility::Inherited);
            continue;
        }
        let along = reach.normalize();
        let angle = along.y.atan2(along.x);
        match part.0 {
            // The shaft stops where the head begins, so the tip stays sharp.
            0 => {
                let base = tip - along * HEAD * 0.5;
                let length = (base - from).length();
                bar(
                    &mut node,
                    &mut transform,
                    (from + base) / 2.0,
                    length,
                    angle,
                );
            }
            // The head: two strokes swept back from the tip, of fixed size at any reach.
            i => {
                let sweep = if i == 1 { 0.65 } else { -0.65 };
                let back = Rot2::radians(sweep) * -along;
                let centre = tip + back * (HEAD / 2.0 - SHAFT / 2.0);
                bar(
                    &mut node,
                    &mut transform,
                    centre,
                    HEAD,
                    back.y.atan2(back.x),
                );
            }
        }
    }
    timing.add(started.elapsed());
}
