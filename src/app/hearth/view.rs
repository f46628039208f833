//! The hearth table as Bevy UI nodes: heroes, hero powers, weapons, secrets, mana gems, decks,
//! both boards, your fanned hand, the opponent's card backs, End Turn, the banner and the rope,
//! placed by `layout` and scaled with the window. The nodes are rebuilt only when what they show
//! changes (a new step of the timeline, a selection, a refusal, the window's size), so a frame that
//! changes nothing costs almost nothing; egui keeps the log, menus and windows.

use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::time::Instant;

use bevy::ecs::relationship::RelatedSpawnerCommands;
use bevy::ecs::system::{EntityCommands, SystemParam};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::badges::{Badges, badges};
use super::cards::gem;
use super::frame_cost::AppSystemsTime;
use super::history::LOG_WIDTH;
use super::is_idle;
use super::layout::{self, Counts, Places};
use super::pointer::{CardRects, Drag, Hovered, Role, TableLook};
use super::{cards, glossary, markers, motion, picture};
use crate::app::HUMAN;
use crate::app::hearth::intent::{Selection, Source, actions_in, targets_in};
use crate::app::hearth::session::PuzzleRun;
use crate::app::screen::Screen;
use crate::app::timeline::Timeline;
use crate::engine::EntityId;
use crate::engine::Rules;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::components::{Step, Tags};
use crate::rulesets::hearth::describe::class_name;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::schema::{CardType, Class};
use crate::rulesets::hearth::{Action, Game};

/// The root node every table node hangs from; it goes when the game screen does.
#[derive(Component)]
struct TableRoot;

/// A card the player can point at: which entity it shows and what pointing at it means.
#[derive(Component, Debug, Clone, Copy)]
pub struct CardNode {
    /// The rules entity shown.
    pub id: EntityId,
    /// What clicking or dragging it means.
    pub role: Role,
}

/// The End Turn button.
#[derive(Component)]
pub(super) struct EndTurnButton;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableNodes>()
        .init_resource::<PiecePlaces>()
        .add_systems(OnEnter(Screen::Game), spawn_root)
        .add_systems(
            Update,
            rebuild
                .after(crate::app::timeline::advance_timeline)
                .run_if(in_state(Screen::Game)),
        );
}

/// What each piece's node is, so the same card keeps the same node from one rebuild to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    /// A card, hero, hero power or weapon.
    Card(EntityId),
    /// The End Turn button.
    EndTurn,
}

/// The table's nodes: decorations (rebuilt whole), and pieces the pointer can hold (kept by key,
/// their look updated in place, so a press, a drag or a hover survives a rebuild).
#[derive(Resource, Default)]
pub(super) struct TableNodes {
    /// Parent of the decorations: wood, felt, mana, decks, banner, rope, backs, secrets.
    decor: Option<Entity>,
    /// Parent of the pieces, above the decorations.
    pieces: Option<Entity>,
    /// Parent of the step's effects (numbers, orbs, ghosts), above the pieces; `motion` owns them.
    effects: Option<Entity>,
    /// Parent of what shows over everything (the enlarged card under the pointer), rebuilt whole.
    over: Option<Entity>,
    /// Each piece's node.
    kept: HashMap<Key, Entity>,
    /// The fingerprint of what the nodes show.
    shown: u64,
}

fn spawn_root(mut commands: Commands, mut nodes: ResMut<TableNodes>) {
    let layer = || {
        (
            Node {
                width: Val::Percent(100.0),
                height: Val::Percent(100.0),
                position_type: PositionType::Absolute,
                ..default()
            },
            Pickable::IGNORE,
        )
    };
    let decor = commands.spawn(layer()).id();
    let pieces = commands.spawn(layer()).id();
    // The lunging attacker rises to 12; the effects and the enlarged card show above it.
    let effects = commands.spawn((layer(), GlobalZIndex(13))).id();
    let over = commands.spawn((layer(), GlobalZIndex(14))).id();
    commands
        .spawn((TableRoot, layer(), DespawnOnExit(Screen::Game)))
        .add_children(&[decor, pieces, effects, over]);
    *nodes = TableNodes {
        decor: Some(decor),
        pieces: Some(pieces),
        effects: Some(effects),
        over: Some(over),
        ..default()
    };
}

/// Where the last rebuild put each piece (design units), for the motion of the step on screen:
/// a piece whose place changed slides there, a new one comes from where it was drawn or played.
#[derive(Resource, Default)]
pub(super) struct PiecePlaces {
    /// Each card's node.
    pub nodes: HashMap<EntityId, Entity>,
    /// Each card's place.
    pub rects: HashMap<EntityId, Rect>,
    /// Each seat's deck.
    pub decks: [Rect; 2],
    /// Each seat's hand (the opponent's: its card backs).
    pub hands: [Rect; 2],
    /// Each seat's hero portrait.
    pub heroes: [Rect; 2],
    /// The felt, where the minions stand.
    pub felt: Rect,
    /// Parent of the step's effects.
    pub effects: Option<Entity>,
    /// The window's size when they were placed.
    pub window: Vec2,
    /// Counts rebuilds: motion looks again when it changes.
    pub generation: u64,
}

/// The smallest rectangle holding a hand's cards (the hero's place when the hand is empty).
fn hand_area(side: &layout::Side) -> Rect {
    side.hand
        .iter()
        .map(|f| f.rect)
        .reduce(|a, b| a.union(b))
        .unwrap_or(side.hero)
}

/// Spawns the table's nodes during a rebuild: decorations afresh, pieces in place.
struct Build<'c, 'w, 's> {
    commands: &'c mut Commands<'w, 's>,
    decor: Entity,
    pieces: Entity,
    over: Entity,
    kept: &'c mut HashMap<Key, Entity>,
    seen: HashSet<Key>,
}

impl<'w, 's> Build<'_, 'w, 's> {
    /// A decoration: spawned afresh under the decorations.
    fn decor(&mut self, bundle: impl Bundle) -> EntityCommands<'_> {
        self.commands.spawn((bundle, ChildOf(self.decor)))
    }

    /// Something over everything: spawned afresh on the top layer.
    fn over(&mut self, bundle: impl Bundle) -> EntityCommands<'_> {
        self.commands.spawn((bundle, ChildOf(self.over)))
    }

    /// A piece: its node from the last rebuild with a new look and new children, or a new node.
    fn piece(&mut self, key: Key, bundle: impl Bundle) -> EntityCommands<'_> {
        self.seen.insert(key);
        match self.kept.get(&key) {
            Some(&node) => {
                let mut node = self.commands.entity(node);
                node.despawn_children().insert(bundle);
                node
            }
            None => {
                let node = self.commands.spawn((bundle, ChildOf(self.pieces))).id();
                self.kept.insert(key, node);
                self.commands.entity(node)
            }
        }
    }

    /// Removes the pieces this rebuild did not show.
    fn finish(self) {
        let seen = self.seen;
        let commands = self.commands;
        self.kept.retain(|key, node| {
            let keep = seen.contains(key);
            if !keep {
                commands.entity(*node).despawn();
            }
            keep
        });
    }
}

/// Colours of the table.
mod colour {
    use bevy::prelude::Color;
    pub const WOOD: Color = Color::srgb(0.20, 0.13, 0.08);
    pub const FELT: Color = Color::srgb(0.55, 0.45, 0.30);
    pub const MANA: Color = Color::srgb(0.25, 0.50, 1.0);
    pub const SPENT: Color = Color::srgb(0.16, 0.18, 0.25);
    pub const LOCKED: Color = Color::srgb(0.80, 0.25, 0.20);
    pub const ATTACK: Color = Color::srgb(0.93, 0.70, 0.12);
    pub const HEALTH: Color = Color::srgb(0.78, 0.12, 0.12);
    pub const ARMOR: Color = Color::srgb(0.55, 0.58, 0.62);
    pub const READY: Color = Color::srgb(0.30, 0.90, 0.35);
    pub const TARGET: Color = Color::srgb(0.45, 1.0, 0.55);
    pub const SELECTED: Color = Color::srgb(1.0, 0.85, 0.25);
    pub const PLAIN: Color = Color::srgb(0.12, 0.10, 0.08);
    pub const DAMAGED: Color = Color::srgb(1.0, 0.45, 0.40);
    pub const BUFFED: Color = Color::srgb(0.45, 1.0, 0.45);
    pub const BACK: Color = Color::srgb(0.33, 0.18, 0.45);
    pub const TEXT: Color = Color::WHITE;
    pub const NOTE: Color = Color::srgba(0.08, 0.06, 0.05, 0.92);
}

/// A class's colour, for portraits and card faces.
pub(crate) fn class_colour(class: Class) -> Color {
    match class {
        Class::Neutral => Color::srgb(0.45, 0.40, 0.34),
        Class::Mage => Color::srgb(0.25, 0.40, 0.80),
        Class::Warrior => Color::srgb(0.65, 0.16, 0.14),
        Class::Shaman => Color::srgb(0.18, 0.30, 0.70),
        Class::Rogue => Color::srgb(0.28, 0.28, 0.30),
        Class::Paladin => Color::srgb(0.80, 0.62, 0.20),
        Class::Hunter => Color::srgb(0.20, 0.52, 0.20),
        Class::Druid => Color::srgb(0.48, 0.32, 0.16),
        Class::Warlock => Color::srgb(0.45, 0.20, 0.55),
        Class::Priest => Color::srgb(0.78, 0.78, 0.74),
        Class::DemonHunter => Color::srgb(0.20, 0.45, 0.25),
        Class::DeathKnight => Color::srgb(0.22, 0.40, 0.55),
    }
}

/// What the nodes show, reduced to a number: they are rebuilt only when it changes.
fn fingerprint(
    live: &Game,
    timeline: &Timeline,
    selection: &Selection,
    window: Vec2,
    hovered: Option<EntityId>,
    moment: (usize, Option<usize>),
) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    moment.hash(&mut hasher);
    hovered.hash(&mut hasher);
    timeline.current.hash(&mut hasher);
    timeline.queue.len().hash(&mut hasher);
    timeline.shown.is_some().hash(&mut hasher);
    live.log().len().hash(&mut hasher);
    format!("{:?}", selection.source).hash(&mut hasher);
    selection.refusal.hash(&mut hasher);
    selection.show_log.hash(&mut hasher);
    is_idle(live, timeline).hash(&mut hasher);
    (window.x as u32, window.y as u32).hash(&mut hasher);
    if live.rope_burning() {
        (live.turn_time_left_ms() / 250).hash(&mut hasher);
    }
    hasher.finish()
}

/// Everything the node builders read about the frame.
struct Frame<'a> {
    shown: &'a Game,
    /// The position before the step on screen, if it is being animated.
    before: Option<&'a Game>,
    /// Characters whose number of the step has not popped yet.
    unlanded: &'a HashSet<EntityId>,
    legal: &'a [Action],
    idle: bool,
    selection: &'a Selection,
    targets: &'a [EntityId],
    badges: &'a Badges,
    live: &'a Game,
}

impl Frame<'_> {
    /// The position whose Health and Armor a character shows: the one before the step until the
    /// step's blow lands on it (its number pops), the one after it from then on.
    fn numbers_of(&self, id: EntityId) -> &Game {
        match self.before {
            Some(before) if self.unlanded.contains(&id) && stands_in(before, id) => before,
            _ => self.shown,
        }
    }
}

/// Where a minion held from the hand would land while it is over the board (judged on the row
/// as last drawn, without a gap): the row opens a gap there. None for other cards or a full row.
fn drop_gap(
    game: &Game,
    selection: &Selection,
    held_at: Option<Vec2>,
    look: &TableLook,
) -> Option<usize> {
    let (Some(Source::Hand(card)), Some(at)) = (selection.source, held_at) else {
        return None;
    };
    let at = at / look.to_window.max(1e-3);
    let kind = game.info(card).def.kind;
    let fits = matches!(kind, CardType::Minion | CardType::Location) && look.board.len() < 7;
    (fits && at.y < look.hand_top).then(|| layout::slot_at(&look.board, at.x) as usize)
}

/// Whether `id` is a hero or a minion on the board in `game`.
fn stands_in(game: &Game, id: EntityId) -> bool {
    (0..2).any(|seat| {
        let player = game.player(seat);
        player.hero == id || player.board.contains(&id)
    })
}

/// How a card is outlined: picked up, a legal target, ready to act, or plain.
fn outline(frame: &Frame, id: EntityId, ready: bool) -> Color {
    let picked = frame.selection.source.map(|s| match s {
        Source::Hand(c) | Source::Attacker(c) | Source::Choice(c, _) => c,
        Source::HeroPower => frame.live.player(HUMAN).hero_power,
    });
    if picked == Some(id) {
        colour::SELECTED
    } else if frame.targets.contains(&id) {
        colour::TARGET
    } else if ready && frame.idle && frame.selection.source.is_none() {
        colour::READY
    } else {
        colour::PLAIN
    }
}

/// What the table's rebuild reads: the game and the timeline's step of it on screen, the pick,
/// the window it fits, the puzzle's goal, the card under the pointer and the card held, each of
/// which changes what the nodes show.
#[derive(SystemParam)]
pub(super) struct HearthTable<'w, 's> {
    game: Option<Res<'w, ActiveGame>>,
    timeline: Res<'w, Timeline>,
    selection: Res<'w, Selection>,
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    puzzle: Option<Res<'w, PuzzleRun>>,
    hovered: Res<'w, Hovered>,
    drag: Res<'w, Drag>,
}

/// What the rebuild tells the rest of the app about what it drew: the UI scale it fits the
/// window with, the look pointer input judges by, each card's rect for scripts and the pieces'
/// places for motion.
#[derive(SystemParam)]
pub(super) struct TableOutputs<'w> {
    scale: ResMut<'w, UiScale>,
    look: ResMut<'w, TableLook>,
    rects: ResMut<'w, CardRects>,
    pieces_placed: ResMut<'w, PiecePlaces>,
}

pub(super) fn rebuild(
    mut commands: Commands,
    mut nodes: ResMut<TableNodes>,
    table: HearthTable,
    mut out: TableOutputs,
    mut timing: ResMut<AppSystemsTime>,
) {
    let started = Instant::now();
    let nodes = &mut *nodes;
    let (Some(live), Some(decor), Some(pieces), Some(over), Ok(window)) = (
        table.game,
        nodes.decor,
        nodes.pieces,
        nodes.over,
        table.window.single(),
    ) else {
        return;
    };
    let live = &live.0;
    let window_size = window.size();
    let unlanded = motion::unlanded(live, &table.timeline);
    let gap = drop_gap(
        table.timeline.position(live),
        &table.selection,
        table.drag.held_at(),
        &out.look,
    );
    let print = fingerprint(
        live,
        &table.timeline,
        &table.selection,
        window_size,
        table.hovered.0,
        (unlanded.len(), gap),
    );
    if print == nodes.shown {
        timing.add(started.elapsed());
        return;
    }
    nodes.shown = print;
    let (size, ui_scale) = layout::design_size(window_size);
    if (out.scale.0 - ui_scale).abs() > 1e-4 {
        out.scale.0 = ui_scale;
    }
    let shown = table.timeline.position(live);
    let idle = is_idle(live, &table.timeline);
    // The engine's legal actions, once per change: every highlight filters this list.
    let legal = live.legal_actions();
    let targets = match (idle, table.selection.source) {
        (true, Some(source)) => targets_in(&legal, source),
        _ => Vec::new(),
    };
    let badges = badges(live, &table.timeline);
    let counts = Counts {
        hand: [1 - HUMAN, HUMAN].map(|s| shown.player(s).hand.len()),
        board: [1 - HUMAN, HUMAN].map(|s| shown.player(s).board.len()),
        secrets: [1 - HUMAN, HUMAN].map(|s| shown.player(s).secrets.len()),
    };
    let log = if table.selection.show_log {
        LOG_WIDTH
    } else {
        0.0
    };
    let mut places = layout::places(size, log, counts);
    // Drops are judged on the row without its gap.
    let board_slots = places.you.board.clone();
    if let Some(gap) = gap {
        let wider = Counts {
            board: [counts.board[0], counts.board[1] + 1],
            ..counts
        };
        let mut row = layout::places(size, log, wider).you.board;
        row.remove(gap.min(row.len() - 1));
        places.you.board = row;
    }
    let frame = Frame {
        shown,
        before: table.timeline.before.as_ref(),
        unlanded: &unlanded,
        legal: &legal,
        idle,
        selection: &table.selection,
        targets: &targets,
        badges: &badges,
        live,
    };
    // Cards keep their last known place, so a minion that died can still be animated; egui
    // points are design units at egui's own zoom.
    let zoom = (window_size.x / 1280.0).min(window_size.y / 720.0).max(1.0);
    let to_points = ui_scale / zoom;
    let mut placed: Vec<(EntityId, Rect)> = Vec::new();
    commands.entity(decor).despawn_children();
    commands.entity(over).despawn_children();
    let mut build = Build {
        commands: &mut commands,
        decor,
        pieces,
        over,
        kept: &mut nodes.kept,
        seen: HashSet::new(),
    };
    let b = &mut build;
    panel(b, places.table, colour::WOOD, 0.0);
    panel(b, places.felt, colour::FELT, 24.0);
    side(b, &frame, &places, 1 - HUMAN, &mut placed);
    side(b, &frame, &places, HUMAN, &mut placed);
    middle_line(
        b,
        &frame,
        &places,
        (&table.timeline, table.hovered.0),
        table.puzzle.as_deref(),
    );
    if let Some(id) = table.hovered.0
        && table.selection.source.is_none()
    {
        hover_card(b, &frame, &places, &placed, id);
    }
    build.finish();
    let seats = |f: fn(&layout::Side) -> Rect| {
        let mut by_seat = [Rect::default(); 2];
        by_seat[HUMAN as usize] = f(&places.you);
        by_seat[1 - HUMAN as usize] = f(&places.opponent);
        by_seat
    };
    *out.pieces_placed = PiecePlaces {
        nodes: (nodes.kept.iter())
            .filter_map(|(key, node)| match key {
                Key::Card(id) => Some((*id, *node)),
                Key::EndTurn => None,
            })
            .collect(),
        rects: placed.iter().copied().collect(),
        decks: seats(|side| side.deck),
        hands: seats(hand_area),
        heroes: seats(|side| side.hero),
        felt: places.felt,
        effects: nodes.effects,
        window: window_size,
        generation: out.pieces_placed.generation + 1,
    };
    for (id, rect) in placed {
        let points = Rect::from_corners(rect.min * to_points, rect.max * to_points);
        out.rects.0.insert(
            id,
            bevy_egui::egui::Rect::from_min_max(
                bevy_egui::egui::pos2(points.min.x, points.min.y),
                bevy_egui::egui::pos2(points.max.x, points.max.y),
            ),
        );
    }
    out.rects.1 = zoom;
    out.look.targets = targets;
    out.look.idle = idle;
    out.look.to_window = ui_scale;
    out.look.board = board_slots;
    out.look.deck = places.you.deck;
    out.look.hand_top = places
        .you
        .hand
        .iter()
        .map(|f| f.bounds().min.y)
        .fold(places.table.max.y, f32::min);
    timing.add(started.elapsed());
}

/// A plain coloured area.
fn panel(b: &mut Build, rect: Rect, fill: Color, radius: f32) {
    b.decor((
        Node {
            border_radius: BorderRadius::all(Val::Px(radius)),
            ..absolute(rect)
        },
        BackgroundColor(fill),
        Pickable::IGNORE,
    ));
}

/// A node placed at `rect` (design units), its content centred.
pub(super) fn absolute(rect: Rect) -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: Val::Px(rect.min.x),
        top: Val::Px(rect.min.y),
        width: Val::Px(rect.width()),
        height: Val::Px(rect.height()),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    }
}

/// Text that pointing goes through.
fn text(words: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(words),
        TextFont::from_font_size(size),
        TextColor(colour),
        TextLayout::justify(Justify::Center),
        Pickable::IGNORE,
    )
}

/// The colour of a health number: red when damaged, green when raised above the card's own.
pub(super) fn health_colour(game: &Game, id: EntityId) -> Color {
    let stats = game.stats(id);
    if stats.damage > 0 {
        colour::DAMAGED
    } else if stats.max_health > stats.base_health {
        colour::BUFFED
    } else {
        colour::TEXT
    }
}

/// The colour of an attack number: green when raised above the card's own.
pub(super) fn attack_colour(game: &Game, id: EntityId) -> Color {
    if game.attack_of(id) > game.stats(id).base_attack {
        colour::BUFFED
    } else {
        colour::TEXT
    }
}

/// One side: hero, power, weapon, secrets, mana, deck, board and hand.
fn side(
    b: &mut Build,
    frame: &Frame,
    places: &Places,
    seat: u8,
    placed: &mut Vec<(EntityId, Rect)>,
) {
    let game = frame.shown;
    let player = game.player(seat);
    let mine = seat == HUMAN;
    let at = if mine { &places.you } else { &places.opponent };
    let role = if mine { Role::Friendly } else { Role::Enemy };
    // Hero portrait.
    let hero = player.hero;
    let hero_ready = mine && !actions_in(frame.legal, Source::Attacker(hero)).is_empty();
    portrait(
        b,
        frame,
        hero,
        at.hero,
        outline(frame, hero, hero_ready),
        role,
        placed,
    );
    // Hero power, a round button right of the portrait.
    let power = player.hero_power;
    let power_ready = mine && !actions_in(frame.legal, Source::HeroPower).is_empty();
    let power_role = if mine { Role::HeroPower } else { Role::Enemy };
    let used = player.hero_power_uses > 0 && game.active() == seat;
    let power_look = (outline(frame, power, power_ready), used);
    round(b, frame, power, at.power, power_look, power_role, placed);
    if let Some(weapon) = player.weapon {
        round(
            b,
            frame,
            weapon,
            at.weapon,
            (colour::PLAIN, false),
            Role::Enemy,
            placed,
        );
    }
    // Secrets: gems over the portrait's upper border, above it so they can be hovered (yours show
    // the card, the opponent's only their class).
    for (&secret, rect) in player.secrets.iter().zip(&at.secrets) {
        secret_gem(b, game, secret, *rect, placed);
    }
    mana(
        b,
        at.mana,
        player.mana,
        player.max_mana,
        player.overload_locked,
        mine,
    );
    // Your deck glows while a card that may be traded into it is held.
    let trade = mine
        && matches!(frame.selection.source, Some(Source::Hand(card))
            if frame.legal.contains(&Action::Trade { card }));
    deck(b, at.deck, (player.deck.len(), player.fatigue), trade);
    for (&minion, rect) in player.board.iter().zip(&at.board) {
        let ready = mine && !actions_in(frame.legal, Source::Attacker(minion)).is_empty();
        minion_node(
            b,
            frame,
            minion,
            *rect,
            outline(frame, minion, ready),
            role,
            placed,
        );
    }
    // While the opening hand is being chosen, its cards are in the mulligan window alone.
    if mine && !choosing_opening_hand(frame.live) {
        for (&card, fanned) in player.hand.iter().zip(&at.hand) {
            let playable = frame.idle
                && frame
                    .legal
                    .iter()
                    .any(|a| matches!(a, Action::Play { card: c, .. } if *c == card));
            hand_card(
                b,
                frame,
                card,
                fanned,
                outline(frame, card, playable),
                placed,
            );
        }
    } else if !mine {
        for fanned in &at.hand {
            b.decor((
                BackgroundColor(colour::BACK),
                BorderColor::all(colour::SELECTED.with_alpha(0.6)),
                Node {
                    border: UiRect::all(Val::Px(2.0)),
                    ..absolute(fanned.rect)
                },
                Pickable::IGNORE,
            ));
        }
    }
}

/// Border width and colour of a character: its outline when it has one, a thin dark rim otherwise
/// (keywords are drawn by `markers`).
fn character_border(_frame: &Frame, _id: EntityId, outline: Color) -> (f32, Color) {
    if outline != colour::PLAIN {
        (4.0, outline)
    } else {
        (2.0, outline)
    }
}

/// The badge of the step on screen (damage, healing or a buff), over the card's centre.
fn badge(p: &mut RelatedSpawnerCommands<ChildOf>, frame: &Frame, id: EntityId, size: Vec2) {
    if let Some((words, c)) = frame.badges.get(&id) {
        let [r, g, b, _] = c.to_array();
        let colour = Color::srgb_u8(r, g, b);
        gem(
            p,
            size / 2.0,
            40.0,
            Color::srgba(0.0, 0.0, 0.0, 0.8),
            words.clone(),
            colour,
        );
    }
}

/// A minion's attack and health gems, and how far in from its sides their centres sit: they may
/// stick out by less than half the gap between two minions, so neighbours' gems never touch.
const MINION_GEM: f32 = 30.0;
const MINION_GEM_CENTRE: f32 = MINION_GEM / 2.0 - (layout::MINION_GAP / 2.0 - 1.0);
/// Where a hero's name sits in its portrait: inset from the sides, from the top.
const PORTRAIT_NAME_INSET: f32 = 4.0;
const PORTRAIT_NAME_TOP: f32 = 16.0;

/// The border of a secret's gem, in design units.
const SECRET_BORDER: f32 = 2.0;

/// One secret as a class-coloured gem with a question mark, a piece the pointer can hover.
fn secret_gem(
    b: &mut Build,
    game: &Game,
    secret: EntityId,
    rect: Rect,
    placed: &mut Vec<(EntityId, Rect)>,
) {
    placed.push((secret, rect));
    let class = game.info(secret).def.class;
    b.piece(
        Key::Card(secret),
        (
            CardNode {
                id: secret,
                role: Role::Secret,
            },
            Node {
                border_radius: BorderRadius::all(Val::Px(4.0)),
                border: UiRect::all(Val::Px(SECRET_BORDER)),
                ..absolute(rect)
            },
            BackgroundColor(class_colour(class)),
            BorderColor::all(colour::SELECTED),
            UiTransform::from_rotation(Rot2::degrees(45.0)),
        ),
    )
    .with_children(|g| {
        g.spawn((
            text("?", 15.0, colour::TEXT),
            UiTransform::from_rotation(Rot2::degrees(-45.0)),
        ));
    });
}

/// A hero portrait: class colour, name, health (and attack, armor) gems.
fn portrait(
    b: &mut Build,
    frame: &Frame,
    id: EntityId,
    rect: Rect,
    outline: Color,
    role: Role,
    placed: &mut Vec<(EntityId, Rect)>,
) {
    let game = frame.shown;
    let info = game.info(id);
    let numbers = frame.numbers_of(id);
    let stats = numbers.stats(id);
    let (width, border) = character_border(frame, id, outline);
    let size = rect.size();
    placed.push((id, rect));
    b.piece(
        Key::Card(id),
        (
            CardNode { id, role },
            UiTransform::IDENTITY,
            Node {
                border_radius: BorderRadius::new(
                    Val::Px(48.0),
                    Val::Px(48.0),
                    Val::Px(10.0),
                    Val::Px(10.0),
                ),
                border: UiRect::all(Val::Px(width)),
                ..absolute(rect)
            },
            BackgroundColor(class_colour(info.def.class)),
            BorderColor::all(border),
        ),
    )
    .with_children(|c| {
        // The name in the portrait's upper half, clear of the armour gem below it.
        c.spawn(Node {
            position_type: PositionType::Absolute,
            left: Val::Px(PORTRAIT_NAME_INSET),
            top: Val::Px(PORTRAIT_NAME_TOP),
            width: Val::Px(size.x - 2.0 * PORTRAIT_NAME_INSET),
            justify_content: JustifyContent::Center,
            ..default()
        })
        .with_children(|name| {
            name.spawn(text(info.def.name.clone(), 13.0, colour::TEXT));
        });
        gem(
            c,
            Vec2::new(size.x - 6.0, size.y - 8.0),
            32.0,
            colour::HEALTH,
            stats.health().to_string(),
            health_colour(numbers, id),
        );
        let attack = game.attack_of(id);
        if attack > 0 {
            gem(
                c,
                Vec2::new(6.0, size.y - 8.0),
                32.0,
                colour::ATTACK,
                attack.to_string(),
                attack_colour(game, id),
            );
        }
        if stats.armor > 0 {
            gem(
                c,
                Vec2::new(size.x - 6.0, size.y - 40.0),
                26.0,
                colour::ARMOR,
                stats.armor.to_string(),
                colour::TEXT,
            );
        }
        badge(c, frame, id, size);
    });
}

/// A round piece: the hero power (its cost on top, greyed once used this turn) or a weapon
/// (attack and durability).
fn round(
    b: &mut Build,
    frame: &Frame,
    id: EntityId,
    rect: Rect,
    (outline, spent): (Color, bool),
    role: Role,
    placed: &mut Vec<(EntityId, Rect)>,
) {
    let game = frame.shown;
    let info = game.info(id);
    let size = rect.size();
    placed.push((id, rect));
    let fill = if spent {
        Color::srgb(0.25, 0.25, 0.25)
    } else {
        class_colour(info.def.class)
    };
    b.piece(
        Key::Card(id),
        (
            CardNode { id, role },
            UiTransform::IDENTITY,
            Node {
                border_radius: BorderRadius::MAX,
                border: UiRect::all(Val::Px(3.0)),
                ..absolute(rect)
            },
            BackgroundColor(fill),
            BorderColor::all(if outline == colour::PLAIN {
                colour::SELECTED.with_alpha(0.5)
            } else {
                outline
            }),
        ),
    )
    .with_children(|c| {
        c.spawn(text(info.def.name.clone(), 9.0, colour::TEXT));
        if info.def.kind == CardType::Weapon {
            let stats = game.stats(id);
            gem(
                c,
                Vec2::new(4.0, size.y - 4.0),
                24.0,
                colour::ATTACK,
                stats.attack.to_string(),
                colour::TEXT,
            );
            gem(
                c,
                Vec2::new(size.x - 4.0, size.y - 4.0),
                24.0,
                colour::ARMOR,
                stats.health().to_string(),
                health_colour(game, id),
            );
        } else {
            gem(
                c,
                Vec2::new(size.x / 2.0, 0.0),
                24.0,
                colour::MANA,
                game.cost_of(id).to_string(),
                colour::TEXT,
            );
        }
    });
}

/// A minion (or location) on the board: an oval portrait with its name and attack/health gems.
fn minion_node(
    b: &mut Build,
    frame: &Frame,
    id: EntityId,
    rect: Rect,
    outline: Color,
    role: Role,
    placed: &mut Vec<(EntityId, Rect)>,
) {
    let game = frame.shown;
    let info = game.info(id);
    let numbers = frame.numbers_of(id);
    let stats = numbers.stats(id);
    let (width, border) = character_border(frame, id, outline);
    let size = rect.size();
    let location = info.def.kind == CardType::Location;
    placed.push((id, rect));
    if game.tags(id).contains(Tags::TAUNT) {
        b.decor(markers::taunt_shield(rect));
    }
    b.piece(
        Key::Card(id),
        (
            CardNode { id, role },
            UiTransform::IDENTITY,
            Node {
                border_radius: if location {
                    BorderRadius::all(Val::Px(8.0))
                } else {
                    BorderRadius::all(Val::Percent(50.0))
                },
                border: UiRect::all(Val::Px(width)),
                ..absolute(rect)
            },
            BackgroundColor(class_colour(info.def.class)),
            BorderColor::all(border),
        ),
    )
    .with_children(|c| {
        let inner = size - 2.0 * width;
        // The picture's shapes sit within the portrait's oval (a location's arch), whose class
        // colour is their backdrop; the name sits on a band.
        let art = inner * Vec2::new(0.7, 0.6);
        c.spawn((
            Node {
                position_type: PositionType::Absolute,
                left: Val::Px(inner.x * 0.15),
                top: Val::Px(inner.y * 0.1),
                width: Val::Px(art.x),
                height: Val::Px(art.y),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|shapes| picture::draw(shapes, &info.def, art, None));
        c.spawn((
            Node {
                position_type: PositionType::Absolute,
                top: Val::Px(inner.y * 0.58),
                width: Val::Percent(100.0),
                justify_content: JustifyContent::Center,
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
            Pickable::IGNORE,
        ))
        .with_children(|band| {
            band.spawn(text(info.def.name.clone(), 10.0, colour::TEXT));
        });
        markers::draw(c, game, id, inner);
        if location {
            gem(
                c,
                Vec2::new(size.x - 4.0, size.y - 6.0),
                28.0,
                colour::ARMOR,
                stats.health().to_string(),
                colour::TEXT,
            );
        } else {
            gem(
                c,
                Vec2::new(MINION_GEM_CENTRE, size.y - 10.0),
                MINION_GEM,
                colour::ATTACK,
                game.attack_of(id).to_string(),
                attack_colour(game, id),
            );
            gem(
                c,
                Vec2::new(size.x - MINION_GEM_CENTRE, size.y - 10.0),
                MINION_GEM,
                colour::HEALTH,
                stats.health().to_string(),
                health_colour(numbers, id),
            );
        }
        badge(c, frame, id, size);
    });
}

/// A card in your hand, drawn as a card of its type and tilted in the fan; its outline says
/// whether it can be played, is picked up or is a target.
fn hand_card(
    b: &mut Build,
    frame: &Frame,
    id: EntityId,
    fanned: &layout::Fanned,
    outline: Color,
    placed: &mut Vec<(EntityId, Rect)>,
) {
    let game = frame.shown;
    let size = fanned.rect.size();
    placed.push((id, fanned.rect));
    let width = if outline == colour::PLAIN { 1.0 } else { 3.5 };
    b.piece(
        Key::Card(id),
        (
            CardNode {
                id,
                role: Role::Hand,
            },
            absolute(fanned.rect),
            Outline::new(Val::Px(width), Val::Px(0.0), outline),
            UiTransform::from_rotation(Rot2::radians(fanned.angle)),
        ),
    )
    .with_children(|c| cards::face(c, game, id, size));
}

/// Keywords an enchantment may grant, as named in its line under a hovered minion.
const GRANTED: [(Tags, &str); 10] = [
    (Tags::TAUNT, "Taunt"),
    (Tags::DIVINE_SHIELD, "Divine Shield"),
    (Tags::CHARGE, "Charge"),
    (Tags::RUSH, "Rush"),
    (Tags::WINDFURY, "Windfury"),
    (Tags::STEALTH, "Stealth"),
    (Tags::POISONOUS, "Poisonous"),
    (Tags::LIFESTEAL, "Lifesteal"),
    (Tags::IMMUNE, "Immune"),
    (Tags::REBORN, "Reborn"),
];

/// The size of the note an opponent's secret shows when hovered, in design units.
const SECRET_NOTE: Vec2 = Vec2::new(240.0, 86.0);

/// What hovering an opponent's secret tells: its class, and that it stays hidden until it fires.
fn hidden_secret_note(b: &mut Build, game: &Game, placed: &[(EntityId, Rect)], secret: EntityId) {
    let Some(&(_, gem)) = placed.iter().find(|(id, _)| *id == secret) else {
        return;
    };
    let class = game.info(secret).def.class;
    let min = Vec2::new(gem.center().x - SECRET_NOTE.x / 2.0, gem.max.y + 10.0);
    let words = format!(
        "A {} secret\nHidden until its condition is met: then it is revealed and fires.",
        class_name(class)
    );
    b.over((
        Node {
            padding: UiRect::all(Val::Px(8.0)),
            border_radius: BorderRadius::all(Val::Px(8.0)),
            ..absolute(Rect::from_corners(min, min + SECRET_NOTE))
        },
        BackgroundColor(colour::NOTE),
        Pickable::IGNORE,
    ))
    .with_children(|c| {
        c.spawn(text(words, 14.0, colour::TEXT));
    });
}

/// The card under the pointer, enlarged above everything: a hand card rises above the fan, a
/// minion or hero shows its card beside it with its enchantments listed under it.
fn hover_card(
    b: &mut Build,
    frame: &Frame,
    places: &Places,
    placed: &[(EntityId, Rect)],
    hovered: EntityId,
) {
    let game = frame.shown;
    let in_hand = game.player(HUMAN).hand.contains(&hovered);
    let on_board = [HUMAN, 1 - HUMAN].iter().any(|s| {
        let p = game.player(*s);
        p.board.contains(&hovered)
            || p.hero == hovered
            || p.hero_power == hovered
            || p.weapon == Some(hovered)
            || p.secrets.contains(&hovered)
    });
    if !in_hand && !on_board {
        return;
    }
    if game.player(1 - HUMAN).secrets.contains(&hovered) {
        hidden_secret_note(b, game, placed, hovered);
        return;
    }
    let Some(from) = places
        .you
        .hand
        .iter()
        .zip(&game.player(HUMAN).hand)
        .find(|(_, c)| **c == hovered)
        .map(|(f, _)| f.rect)
        .or_else(|| placed.iter().find(|(i, _)| *i == hovered).map(|(_, r)| *r))
    else {
        return;
    };
    let table = places.table;
    let (size, min) = if in_hand {
        let size = cards::FACE * 1.9;
        let mut x =
            (from.center().x - size.x / 2.0).clamp(table.min.x + 4.0, table.max.x - size.x - 4.0);
        // Never half over the hero power: the card stands wholly left or right of it.
        let power = places.you.power;
        if x < power.max.x && x + size.x > power.min.x {
            x = if from.center().x < power.center().x {
                power.min.x - 6.0 - size.x
            } else {
                power.max.x + 6.0
            }
            .clamp(table.min.x + 4.0, table.max.x - size.x - 4.0);
        }
        (size, Vec2::new(x, table.max.y - size.y - 6.0))
    } else {
        let size = cards::FACE * 1.7;
        let right = from.max.x + 16.0;
        let x = if right + size.x < table.max.x - 150.0 {
            right
        } else {
            from.min.x - 16.0 - size.x
        };
        let y =
            (from.center().y - size.y / 2.0).clamp(table.min.y + 4.0, table.max.y - size.y - 60.0);
        (size, Vec2::new(x, y))
    };
    let rect = Rect::from_corners(min, min + size);
    b.over((
        absolute(rect),
        Pickable::IGNORE,
        BoxShadow::new(
            Color::srgba(0.0, 0.0, 0.0, 0.6),
            Val::Px(0.0),
            Val::Px(6.0),
            Val::Px(4.0),
            Val::Px(12.0),
        ),
    ))
    .with_children(|c| cards::face(c, game, hovered, size));
    term_help(b, game, hovered, rect, places.table);
    if in_hand {
        return;
    }
    let lines: Vec<String> = game
        .enchantments_on(hovered)
        .into_iter()
        .filter_map(|e| {
            let enchantment = game.enchantment(e)?;
            // Enchantments carry no card of their own: name them by the aura that gives them.
            let name = match enchantment.aura_source {
                Some(source) => format!("{}'s aura", game.info(source).def.name),
                None => "Enchantment".to_string(),
            };
            let granted: Vec<&str> = GRANTED
                .iter()
                .filter(|(tag, _)| enchantment.tags.contains(*tag))
                .map(|(_, word)| *word)
                .collect();
            let name = if granted.is_empty() {
                name
            } else {
                format!("{name}: {}", granted.join(", "))
            };
            let stats = match (enchantment.attack, enchantment.health) {
                (0, 0) => String::new(),
                (a, h) => format!(" {a:+}/{h:+}"),
            };
            let turn = if enchantment.this_turn {
                " (this turn)"
            } else {
                ""
            };
            Some(format!("{name}{stats}{turn}"))
        })
        .collect();
    if lines.is_empty() {
        return;
    }
    let list = Rect::from_corners(
        Vec2::new(rect.min.x, rect.max.y + 4.0),
        Vec2::new(rect.max.x, rect.max.y + 8.0 + 14.0 * lines.len() as f32),
    );
    b.over((
        Node {
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(Val::Px(3.0)),
            border_radius: BorderRadius::all(Val::Px(4.0)),
            ..absolute(list)
        },
        BackgroundColor(Color::srgba(0.05, 0.04, 0.03, 0.9)),
        Pickable::IGNORE,
    ))
    .with_children(|c| {
        for line in lines {
            c.spawn(text(line, 11.0, colour::BUFFED));
        }
    });
}

/// The width of the panel that explains a hovered card's terms, the height a term takes at most
/// (for keeping the panel on the table), its text size.
const HELP_WIDTH: f32 = 250.0;
const HELP_LINE: f32 = 44.0;
const HELP_TEXT: f32 = 11.5;
/// Room between the enlarged card and its help.
const HELP_GAP: f32 = 8.0;

/// Beside the enlarged card: what each keyword in its text and each status it has means.
fn term_help(b: &mut Build, game: &Game, id: EntityId, card: Rect, table: Rect) {
    let tags = game.tags(id);
    let mut statuses: Vec<&str> = GRANTED
        .iter()
        .filter(|(tag, _)| tags.contains(*tag))
        .map(|(_, word)| *word)
        .collect();
    if tags.contains(Tags::FROZEN) {
        statuses.push("Frozen");
    }
    let terms = glossary::terms_for(&game.info(id).def.text, &statuses);
    if terms.is_empty() {
        return;
    }
    let height = HELP_LINE * terms.len() as f32 + 8.0;
    let x = if card.max.x + HELP_GAP + HELP_WIDTH <= table.max.x {
        card.max.x + HELP_GAP
    } else {
        card.min.x - HELP_GAP - HELP_WIDTH
    };
    let y = card.min.y.min(table.max.y - height);
    let area = Rect::from_corners(Vec2::new(x, y), Vec2::new(x + HELP_WIDTH, y + height));
    b.over((
        Node {
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::FlexStart,
            align_items: AlignItems::FlexStart,
            padding: UiRect::all(Val::Px(5.0)),
            row_gap: Val::Px(4.0),
            border_radius: BorderRadius::all(Val::Px(6.0)),
            // As tall as its lines wrap to.
            height: Val::Auto,
            ..absolute(area)
        },
        BackgroundColor(colour::NOTE),
        Pickable::IGNORE,
    ))
    .with_children(|c| {
        for (term, meaning) in terms {
            c.spawn((
                Node {
                    max_width: Val::Px(HELP_WIDTH - 10.0),
                    ..default()
                },
                Text::new(format!("{term}: {meaning}")),
                TextFont::from_font_size(HELP_TEXT),
                TextColor(colour::TEXT),
                Pickable::IGNORE,
            ));
        }
    });
}

/// Mana crystals as gems (locked by Overload in red) and the count.
fn mana(b: &mut Build, rect: Rect, available: u8, max: u8, locked: u8, mine: bool) {
    b.decor((
        Node {
            column_gap: Val::Px(3.0),
            justify_content: JustifyContent::FlexEnd,
            ..absolute(rect)
        },
        Pickable::IGNORE,
    ))
    .with_children(|row| {
        row.spawn(text(format!("{available}/{max}"), 18.0, colour::MANA));
        if !mine {
            return;
        }
        let spent = max.saturating_sub(available).saturating_sub(locked);
        let gems = [
            (colour::MANA, available.min(max)),
            (colour::SPENT, spent),
            (colour::LOCKED, locked),
        ];
        for (fill, count) in gems {
            for _ in 0..count {
                row.spawn((
                    Node {
                        border_radius: BorderRadius::all(Val::Px(3.0)),
                        width: Val::Px(18.0),
                        height: Val::Px(18.0),
                        border: UiRect::all(Val::Px(1.5)),
                        ..default()
                    },
                    BackgroundColor(fill),
                    BorderColor::all(Color::srgb(0.75, 0.85, 1.0)),
                    UiTransform::from_rotation(Rot2::degrees(45.0)),
                    Pickable::IGNORE,
                ));
            }
        }
    });
}

/// The deck as a card back with its count, and fatigue once it is empty.
fn deck(b: &mut Build, rect: Rect, (cards, fatigue): (usize, u8), trade: bool) {
    let back = Rect::from_corners(rect.min, Vec2::new(rect.max.x, rect.min.y + 64.0));
    let (width, border) = if trade {
        (4.0, colour::TARGET)
    } else {
        (2.0, colour::SELECTED.with_alpha(0.6))
    };
    b.decor((
        Node {
            border_radius: BorderRadius::all(Val::Px(5.0)),
            border: UiRect::all(Val::Px(width)),
            ..absolute(back)
        },
        BackgroundColor(colour::BACK),
        BorderColor::all(border),
        Pickable::IGNORE,
    ))
    .with_children(|c| {
        c.spawn(text(cards.to_string(), 20.0, colour::TEXT));
    });
    let words = if trade {
        "trade: 1 mana".to_string()
    } else if cards == 0 {
        format!("fatigue {}", fatigue + 1)
    } else {
        "deck".to_string()
    };
    b.decor((
        absolute(Rect::from_corners(
            Vec2::new(rect.min.x - 10.0, back.max.y),
            rect.max + Vec2::new(10.0, 0.0),
        )),
        Pickable::IGNORE,
    ))
    .with_children(|c| {
        c.spawn(text(words, 12.0, Color::srgb(0.85, 0.80, 0.70)));
    });
}

/// Whether the human is choosing their opening hand: the hand and End Turn wait for the window.
pub(super) fn choosing_opening_hand(game: &Game) -> bool {
    game.state().step == Step::Mulligan && game.player(HUMAN).mulligan_pending
}

/// With an attacker picked up and the pointer on one of its targets: what the attack would do.
fn attack_hint(frame: &Frame, hovered: Option<EntityId>) -> Option<String> {
    let (Some(Source::Attacker(attacker)), Some(target)) = (frame.selection.source, hovered) else {
        return None;
    };
    if !frame.idle || !frame.targets.contains(&target) {
        return None;
    }
    super::preview::attack_preview(frame.live, attacker, target)
}

/// What to do with the hand card that is picked up: play it with a second click or a drop, or
/// choose its target.
fn held_card_hint(frame: &Frame) -> Option<String> {
    let Some(Source::Hand(card)) = frame.selection.source else {
        return None;
    };
    // A Choose One card's options are the instruction.
    if !frame.idle || !frame.live.info(card).def.choose_one.is_empty() {
        return None;
    }
    let name = &frame.live.info(card).def.name;
    Some(if frame.targets.is_empty() {
        format!("Click {name} again, or drag it onto the board, to play it")
    } else {
        format!("Choose a target for {name}")
    })
}

/// The middle line: what happened (or the last refusal), the rope, End Turn, a puzzle's goal.
fn middle_line(
    b: &mut Build,
    frame: &Frame,
    places: &Places,
    (timeline, hovered): (&Timeline, Option<EntityId>),
    puzzle: Option<&PuzzleRun>,
) {
    let live = frame.live;
    // The opening hand's window says all there is to say before the first turn.
    if choosing_opening_hand(live) {
        return;
    }
    let hint = attack_hint(frame, hovered).or_else(|| held_card_hint(frame));
    let (words, tint) = match (&frame.selection.refusal, hint) {
        (Some(reason), _) => (reason.clone(), colour::DAMAGED),
        (None, Some(hint)) => (hint, colour::SELECTED),
        (None, None) => {
            let lines: Vec<String> = timeline
                .current_events(live)
                .iter()
                .filter_map(|e| crate::app::describe::event(frame.shown, e, HUMAN))
                .collect();
            let words = if lines.is_empty() {
                let whose = if frame.shown.active() == HUMAN {
                    "Your turn"
                } else {
                    "Opponent's turn"
                };
                format!(
                    "{whose} {}",
                    super::summary::player_turn(frame.shown.turn())
                )
            } else {
                lines.join("  |  ")
            };
            (words, colour::SELECTED)
        }
    };
    b.decor((absolute(places.banner), Pickable::IGNORE))
        .with_children(|c| {
            c.spawn(text(words, 15.0, tint));
        });
    if frame.idle && live.rope_burning() {
        let share = live.turn_time_left_ms() as f32 / crate::rulesets::hearth::ROPE_MS as f32;
        let mut burning = places.rope;
        burning.max.x = burning.min.x + burning.width() * share.clamp(0.0, 1.0);
        panel(b, burning, Color::srgb(1.0, 0.55, 0.15), 3.0);
    }
    if let Some(run) = puzzle {
        b.decor((absolute(places.puzzle), Pickable::IGNORE))
            .with_children(|c| {
                c.spawn(text(
                    super::history::puzzle_words(run, live),
                    15.0,
                    colour::TEXT,
                ));
            });
    }
    // Trading a card away is not something left to do: the button turns green as in the genre.
    let nothing_left = frame.idle
        && (frame.legal.iter()).all(|a| matches!(a, Action::EndTurn | Action::Trade { .. }));
    let (label, fill) = if !frame.idle && !live.is_over() {
        ("ENEMY TURN", Color::srgb(0.35, 0.33, 0.30))
    } else if nothing_left {
        ("END TURN", Color::srgb(0.25, 0.70, 0.25))
    } else {
        ("END TURN", Color::srgb(0.85, 0.65, 0.15))
    };
    b.piece(
        Key::EndTurn,
        (
            EndTurnButton,
            Node {
                border_radius: BorderRadius::all(Val::Px(12.0)),
                border: UiRect::all(Val::Px(3.0)),
                ..absolute(places.end_turn)
            },
            BackgroundColor(fill),
            BorderColor::all(Color::srgb(0.25, 0.15, 0.05)),
        ),
    )
    .with_children(|c| {
        c.spawn(text(label, 17.0, colour::TEXT));
    });
}
