//! The choices the game stops for, shown as the cards themselves over a dimmed table: the opening
//! hand (click the cards to replace, then keep), Choose One (the card's options as cards) and
//! Discover (the offered cards). Each offers only what the engine lists as legal and turns a click
//! into an intent; the table underneath takes no clicks while one is open.

use std::hash::{Hash, Hasher};

use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::cards::{FACE, face, printed_face};
use super::is_idle;
use super::layout;
use super::view::choosing_opening_hand;
use crate::app::HUMAN;
use crate::app::hearth::intent::{Selection, Source, UiIntent, actions_in};
use crate::app::screen::Screen;
use crate::app::timeline::Timeline;
use crate::engine::{EntityId, Rules};
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::plugin::ActiveGame;

/// How much larger than the table's design face the offered cards are.
const CARD_SCALE: f32 = 1.75;
/// Room between two offered cards, in design units.
const CARD_GAP: f32 = 26.0;
/// The dimming over the table while a choice is open.
const BACKDROP: Color = Color::srgba(0.0, 0.0, 0.0, 0.85);
/// Title and explanation sizes.
const TITLE_SIZE: f32 = 30.0;
const LINE_SIZE: f32 = 17.0;
/// The colours of the words and buttons.
const TITLE: Color = Color::srgb(1.0, 0.85, 0.25);
const LINE: Color = Color::srgb(0.92, 0.90, 0.85);
const BUTTON: Color = Color::srgb(0.85, 0.65, 0.15);
const BUTTON_BORDER: Color = Color::srgb(0.25, 0.15, 0.05);
const BUTTON_SIZE: Vec2 = Vec2::new(190.0, 50.0);
/// A card marked for replacement: a red band across it, the card dimmed under it.
const REPLACE: Color = Color::srgba(0.70, 0.10, 0.08, 0.92);
const DIMMED: Color = Color::srgba(0.0, 0.0, 0.0, 0.55);
/// The outline of a card that can be taken, and of one that cannot.
const TAKE: Color = Color::srgb(0.30, 0.90, 0.35);
const CANNOT: Color = Color::srgb(0.25, 0.22, 0.20);
const OUTLINE: f32 = 4.0;

/// What clicking a node of the open choice does.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChoiceButton {
    /// Mark or unmark opening card `i` for replacement.
    Replace(u8),
    /// Keep the opening hand as marked.
    Confirm,
    /// Play the picked-up Choose One card with option `k`.
    Option(EntityId, u8),
    /// Take Discover option `i`.
    Discover(u8),
    /// Put the Choose One card back.
    Cancel,
}

/// The opening cards marked for replacement, a bit per hand position.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OpeningMarks(pub u8);

/// The overlay's root and the fingerprint of what it shows.
#[derive(Resource, Default)]
struct Shown {
    root: Option<Entity>,
    print: u64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpeningMarks>()
        .init_resource::<Shown>()
        .add_systems(OnEnter(Screen::Game), spawn_root)
        .add_systems(
            Update,
            (
                click_choices,
                show_choice.after(crate::app::timeline::advance_timeline),
            )
                .chain()
                .run_if(in_state(Screen::Game)),
        );
}

fn spawn_root(mut commands: Commands, mut shown: ResMut<Shown>, mut marks: ResMut<OpeningMarks>) {
    let root = commands
        .spawn((
            Node {
                width: Val::Percent(100.0),
                height: Val::Percent(100.0),
                position_type: PositionType::Absolute,
                ..default()
            },
            GlobalZIndex(16),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Game),
        ))
        .id();
    *shown = Shown {
        root: Some(root),
        print: 0,
    };
    *marks = OpeningMarks::default();
}

/// The choice the human faces now, if any.
#[derive(Debug, Clone, PartialEq, Hash)]
pub(super) enum Open {
    /// The opening hand.
    Opening,
    /// The options of this picked-up Choose One card.
    ChooseOne(EntityId),
    /// A pending Discover.
    Discover,
}

/// The choice the human faces now on `game` (as the timeline shows it), if any: the table under
/// it is dimmed, and the turn history steps aside.
pub(super) fn open_choice(game: &Game, selection: &Selection) -> Option<Open> {
    if choosing_opening_hand(game) {
        return Some(Open::Opening);
    }
    if game.pending_choice().is_some_and(|c| c.player == HUMAN) {
        return Some(Open::Discover);
    }
    match selection.source {
        Some(Source::Hand(card)) if !game.info(card).def.choose_one.is_empty() => {
            Some(Open::ChooseOne(card))
        }
        _ => None,
    }
}

/// Rebuilds the overlay when the choice or its marks change; removes it when none is open.
fn show_choice(
    mut commands: Commands,
    mut shown: ResMut<Shown>,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    selection: Res<Selection>,
    marks: Res<OpeningMarks>,
    window: Query<&Window, With<PrimaryWindow>>,
) {
    let (Some(root), Some(game), Ok(window)) = (shown.root, game, window.single()) else {
        return;
    };
    let game = &game.0;
    let open = is_idle(game, &timeline)
        .then(|| open_choice(game, &selection))
        .flatten();
    let mut hasher = std::hash::DefaultHasher::new();
    open.hash(&mut hasher);
    marks.hash(&mut hasher);
    game.log().len().hash(&mut hasher);
    window.size().to_array().map(f32::to_bits).hash(&mut hasher);
    let print = hasher.finish();
    if print == shown.print {
        return;
    }
    shown.print = print;
    commands.entity(root).despawn_children();
    let Some(open) = open else {
        return;
    };
    let (canvas, _) = layout::design_size(window.size());
    commands.entity(root).with_children(|overlay| {
        overlay
            .spawn((
                Node {
                    width: Val::Px(canvas.x),
                    height: Val::Px(canvas.y),
                    flex_direction: FlexDirection::Column,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    row_gap: Val::Px(18.0),
                    ..default()
                },
                BackgroundColor(BACKDROP),
            ))
            .with_children(|panel| match open {
                Open::Opening => opening(panel, game, marks.0),
                Open::ChooseOne(card) => choose_one(panel, game, card),
                Open::Discover => discover(panel, game),
            });
    });
}

type Spawner<'a> = bevy::ecs::relationship::RelatedSpawnerCommands<'a, ChildOf>;

/// A line of words, centred.
fn words(panel: &mut Spawner, text: impl Into<String>, size: f32, colour: Color) {
    panel.spawn((
        Text::new(text),
        TextFont::from_font_size(size),
        TextColor(colour),
        TextLayout::justify(Justify::Center),
        Pickable::IGNORE,
    ));
}

/// A row of cards; `each` fills the row.
fn card_row(panel: &mut Spawner, each: impl FnOnce(&mut Spawner)) {
    panel
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                column_gap: Val::Px(CARD_GAP),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(each);
}

/// One offered card: a clickable node the size of a large face, `fill` drawing the face.
fn offered(
    row: &mut Spawner,
    button: ChoiceButton,
    outline: Color,
    fill: impl FnOnce(&mut Spawner, Vec2),
) -> Entity {
    let size = FACE * CARD_SCALE;
    row.spawn((
        button,
        Node {
            width: Val::Px(size.x + 2.0 * OUTLINE),
            height: Val::Px(size.y + 2.0 * OUTLINE),
            border: UiRect::all(Val::Px(OUTLINE)),
            border_radius: BorderRadius::all(Val::Px(10.0)),
            ..default()
        },
        BorderColor::all(outline),
    ))
    .with_children(|card| {
        card.spawn((
            Node {
                width: Val::Px(size.x),
                height: Val::Px(size.y),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|inner| fill(inner, size));
    })
    .id()
}

/// A button with words.
fn button(panel: &mut Spawner, choice: ChoiceButton, label: &str) {
    panel
        .spawn((
            choice,
            Node {
                width: Val::Px(BUTTON_SIZE.x),
                height: Val::Px(BUTTON_SIZE.y),
                border: UiRect::all(Val::Px(3.0)),
                border_radius: BorderRadius::all(Val::Px(12.0)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(BUTTON),
            BorderColor::all(BUTTON_BORDER),
        ))
        .with_children(|b| {
            b.spawn((
                Text::new(label),
                TextFont::from_font_size(LINE_SIZE + 2.0),
                TextColor(Color::WHITE),
                Pickable::IGNORE,
            ));
        });
}

/// Who goes first, in words, and what the second player gets for it.
pub fn turn_order_words(game: &Game) -> &'static str {
    if game.state().first == HUMAN {
        "You go first."
    } else {
        "You go second: you get an extra card and The Coin (1 Mana Crystal, once)."
    }
}

/// The opening hand: each card toggles its replacement; the button keeps the hand as marked.
fn opening(panel: &mut Spawner, game: &Game, marks: u8) {
    words(panel, "Your opening hand", TITLE_SIZE, TITLE);
    words(panel, turn_order_words(game), LINE_SIZE, LINE);
    words(
        panel,
        "Click the cards you want to replace, then keep the rest.",
        LINE_SIZE,
        LINE,
    );
    card_row(panel, |row| {
        for (i, &card) in game.player(HUMAN).hand.iter().enumerate() {
            let marked = marks & (1 << i) != 0;
            let outline = if marked { REPLACE } else { TAKE };
            offered(row, ChoiceButton::Replace(i as u8), outline, |c, size| {
                face(c, game, card, size);
                if marked {
                    replace_band(c, size);
                }
            });
        }
    });
    let label = if marks == 0 {
        "Keep all"
    } else {
        "Replace marked"
    };
    button(panel, ChoiceButton::Confirm, label);
}

/// The band across a card marked for replacement.
fn replace_band(card: &mut Spawner, size: Vec2) {
    card.spawn((
        Node {
            position_type: PositionType::Absolute,
            width: Val::Px(size.x),
            height: Val::Px(size.y),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(DIMMED),
        Pickable::IGNORE,
    ))
    .with_children(|dim| {
        dim.spawn((
            Node {
                width: Val::Percent(100.0),
                padding: UiRect::vertical(Val::Px(6.0)),
                justify_content: JustifyContent::Center,
                ..default()
            },
            BackgroundColor(REPLACE),
            Pickable::IGNORE,
        ))
        .with_children(|band| {
            band.spawn((
                Text::new("Replace"),
                TextFont::from_font_size(LINE_SIZE + 1.0),
                TextColor(Color::WHITE),
                Pickable::IGNORE,
            ));
        });
    });
}

/// Choose One: the picked-up card's options as cards; one that cannot be played now is dimmed.
fn choose_one(panel: &mut Spawner, game: &Game, card: EntityId) {
    let legal = game.legal_actions();
    words(
        panel,
        format!("{}: choose one", game.info(card).def.name),
        TITLE_SIZE,
        TITLE,
    );
    card_row(panel, |row| {
        for (k, option) in game.info(card).def.choose_one.iter().enumerate() {
            let playable = !actions_in(&legal, Source::Choice(card, k as u8)).is_empty();
            let outline = if playable { TAKE } else { CANNOT };
            let def = &game.db().get(option.index).def;
            offered(
                row,
                ChoiceButton::Option(card, k as u8),
                outline,
                |c, size| {
                    printed_face(c, def, size);
                    if !playable {
                        c.spawn((
                            Node {
                                position_type: PositionType::Absolute,
                                width: Val::Px(size.x),
                                height: Val::Px(size.y),
                                ..default()
                            },
                            BackgroundColor(DIMMED),
                            Pickable::IGNORE,
                        ));
                    }
                },
            );
        }
    });
    button(panel, ChoiceButton::Cancel, "Cancel");
}

/// Discover: the offered cards; click one to take it.
fn discover(panel: &mut Spawner, game: &Game) {
    let Some(choice) = game.pending_choice() else {
        return;
    };
    words(panel, "Discover: choose a card", TITLE_SIZE, TITLE);
    card_row(panel, |row| {
        for (i, &option) in choice.options.iter().enumerate() {
            offered(row, ChoiceButton::Discover(i as u8), TAKE, |c, size| {
                face(c, game, option, size);
            });
        }
    });
}

/// Turns clicks on the open choice into marks and intents.
fn click_choices(
    mut clicks: MessageReader<Pointer<Click>>,
    buttons: Query<&ChoiceButton>,
    mut marks: ResMut<OpeningMarks>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<UiIntent>,
) {
    for click in clicks.read() {
        if click.event.button != PointerButton::Primary {
            continue;
        }
        let Ok(&choice) = buttons.get(click.entity) else {
            continue;
        };
        match choice {
            ChoiceButton::Replace(i) => marks.0 ^= 1 << i,
            ChoiceButton::Confirm => {
                intents.write(UiIntent::Mulligan(marks.0));
                marks.0 = 0;
            }
            // The intent's own check refuses an option that cannot be played, in the engine's
            // words.
            ChoiceButton::Option(card, k) => {
                intents.write(UiIntent::Select(Source::Choice(card, k)));
            }
            ChoiceButton::Discover(i) => {
                intents.write(UiIntent::Choose(i));
            }
            ChoiceButton::Cancel => {
                selection.source = None;
                intents.write(UiIntent::Cancel);
            }
        }
    }
}
