//! The deck choice before a game: every deck (shipped, mods', the player's own) grouped by class,
//! each class with its colour and hero portrait; the picked deck's list and mana curve; the
//! opponent's deck and difficulty; a box to paste a deck code and play it; Play.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

use super::pool::CLASSES;
use super::scrollbar::ScrollThumb;
use super::widgets::{
    GOLD, PROBLEM, curve, cycler, deck_rows, design, egui_colour, headline, ink_on, match_ui_scale,
    panel_frame, portrait,
};
use crate::ai::hearth::Difficulty;
use crate::app::describe::class_name;
use crate::app::hearth::class_colour;
use crate::app::hearth::session::{DeckFolder, Session, card_set};
use crate::app::mod_reload::HearthContent;
use crate::app::screen::Screen;
use crate::app::ui::root_ui;
use crate::cards::SourceFile;
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::deckcode::{DbfTable, deck_file_text, deck_from_code};
use crate::rulesets::hearth::decks::{Deck, load_deck};

/// The deck list's width on the right, in design points.
const LIST_WIDTH: f32 = 380.0;
/// The opponent deck's name between its arrows.
const OPPONENT_WIDTH: f32 = 230.0;
/// The bar along the bottom (opponent, deck code, Play), in design points.
const BAR_HEIGHT: f32 = 112.0;
/// Classes a row in the grid.
const GRID_COLUMNS: usize = 4;
/// The gap between class boxes, in design points.
const GRID_GAP: f32 = 8.0;

/// A deck's button in the class grid: picking it makes it the player's deck.
#[derive(Component, Debug, Clone, Copy)]
pub struct DeckTile(pub usize);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (match_ui_scale, build_grid, pick_deck, scroll_grid)
            .chain()
            .run_if(in_state(Screen::DeckPick)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        panels.run_if(in_state(Screen::DeckPick)),
    );
}

/// Where a deck comes from, in a word for its button.
fn origin(deck: &Deck, folder: &DeckFolder) -> Option<&'static str> {
    if folder
        .0
        .as_deref()
        .is_some_and(|f| std::path::Path::new(&deck.file).starts_with(f))
    {
        Some("yours")
    } else if deck.file.starts_with("mods/") {
        Some("mod")
    } else if deck.file.starts_with("assets/") {
        None
    } else {
        Some("pasted")
    }
}

/// What the class grid lists: the session's decks and which is picked, the folder that marks
/// the player's own, and the card set the heroes' portraits come from.
#[derive(SystemParam)]
struct DeckSources<'w> {
    session: Res<'w, Session>,
    folder: Res<'w, DeckFolder>,
    content: Option<Res<'w, HearthContent>>,
}

/// The class grid as UI nodes, rebuilt when the decks, the pick or the window change.
fn build_grid(
    mut commands: Commands,
    sources: DeckSources,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut shown: Local<Option<(Entity, u64)>>,
    mut thumb: Local<Option<Entity>>,
    roots: Query<&ScrollPosition, With<DeckGridRoot>>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    let (_, size) = design(window.size());
    let print = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        sources.session.deck.hash(&mut h);
        for deck in &sources.session.decks {
            deck.name.hash(&mut h);
        }
        (size.x as u32, size.y as u32).hash(&mut h);
        h.finish()
    };
    // A rebuilt grid keeps the old one's scroll.
    let mut scroll = ScrollPosition::default();
    if let Some((root, old)) = *shown
        && let Ok(position) = roots.get(root)
    {
        if old == print {
            return;
        }
        scroll = position.clone();
        commands.entity(root).despawn();
    }
    let db = card_set(&sources.content);
    let context = DeckChoiceContext {
        db: &db,
        session: &sources.session,
        folder: &sources.folder,
    };
    let area = Vec2::new(size.x - LIST_WIDTH, size.y - BAR_HEIGHT);
    // Four classes a row: the eleven classes' shipped decks fit without scrolling at 16:9.
    let box_width = ((area.x - 32.0 - 3.0 * GRID_GAP) / GRID_COLUMNS as f32).floor();
    let root = commands
        .spawn((
            DeckGridRoot,
            DespawnOnExit(Screen::DeckPick),
            Node {
                position_type: PositionType::Absolute,
                left: Val::Px(0.0),
                top: Val::Px(0.0),
                width: Val::Px(area.x),
                height: Val::Px(area.y),
                padding: UiRect {
                    left: Val::Px(16.0),
                    right: Val::Px(16.0),
                    top: Val::Px(10.0),
                    bottom: Val::Px(16.0),
                },
                flex_direction: FlexDirection::Column,
                row_gap: Val::Px(8.0),
                // Many decks of one's own scroll, rather than run under the bar below.
                overflow: Overflow::scroll_y(),
                ..default()
            },
            scroll,
            Pickable::IGNORE,
        ))
        .with_children(|p| {
            p.spawn((
                Text::new("Choose your deck"),
                bold(24.0),
                TextColor(Color::srgb(0.91, 0.75, 0.35)),
                Pickable::IGNORE,
            ));
            p.spawn((
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    column_gap: Val::Px(GRID_GAP),
                    row_gap: Val::Px(GRID_GAP),
                    ..default()
                },
                Pickable::IGNORE,
            ))
            .with_children(|grid| {
                for class in CLASSES {
                    let decks: Vec<usize> = (0..sources.session.decks.len())
                        .filter(|i| sources.session.decks[*i].class == class)
                        .collect();
                    if decks.is_empty() {
                        continue;
                    }
                    let hero = sources.session.decks[decks[0]].loadout.hero;
                    class_box(grid, &context, class, hero, &decks, box_width);
                }
            });
        })
        .id();
    // Leaving the screen despawned the last thumb already (DespawnOnExit).
    if let Some(thumb) = thumb.take() {
        commands.entity(thumb).try_despawn();
    }
    *thumb = Some(
        commands
            .spawn((
                ScrollThumb::beside(root, area.x - 9.0, 10.0),
                DespawnOnExit(Screen::DeckPick),
            ))
            .id(),
    );
    *shown = Some((root, print));
}

/// The grid's root node.
#[derive(Component)]
struct DeckGridRoot;

fn bold(size: f32) -> TextFont {
    TextFont {
        weight: FontWeight::BOLD,
        ..TextFont::from_font_size(size)
    }
}

/// What every class box draws from, lent whole by the grid: the card set for the hero's
/// portrait, the session's decks and pick, and the folder that marks the player's own.
struct DeckChoiceContext<'a> {
    db: &'a CardDb,
    session: &'a Session,
    folder: &'a DeckFolder,
}

/// One class: its portrait and name on its colour, and a button per deck.
fn class_box(
    grid: &mut bevy::ecs::relationship::RelatedSpawnerCommands<ChildOf>,
    context: &DeckChoiceContext,
    class: crate::rulesets::hearth::schema::Class,
    hero: u16,
    decks: &[usize],
    width: f32,
) {
    let colour = class_colour(class);
    let dark = colour.to_srgba() * 0.35;
    grid.spawn((
        Node {
            width: Val::Px(width),
            flex_direction: FlexDirection::Column,
            row_gap: Val::Px(6.0),
            padding: UiRect::all(Val::Px(7.0)),
            border: UiRect::all(Val::Px(2.0)),
            border_radius: BorderRadius::all(Val::Px(10.0)),
            ..default()
        },
        BackgroundColor(Color::Srgba(dark.with_alpha(0.9))),
        BorderColor::all(colour),
        Pickable::IGNORE,
    ))
    .with_children(|b| {
        // The hero and the class name on top, the decks below across the box's whole width.
        b.spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                column_gap: Val::Px(8.0),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|h| {
            portrait(h, context.db, hero, 38.0);
            h.spawn((
                Text::new(class_name(class)),
                bold(18.0),
                TextColor(Color::WHITE),
                Pickable::IGNORE,
            ));
        });
        b.spawn((
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                column_gap: Val::Px(5.0),
                row_gap: Val::Px(4.0),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|c| deck_buttons(c, context.session, context.folder, colour, decks));
    });
}

/// A button per deck of a class, the picked one in the class colour with a gold border.
fn deck_buttons(
    c: &mut bevy::ecs::relationship::RelatedSpawnerCommands<ChildOf>,
    session: &Session,
    folder: &DeckFolder,
    colour: Color,
    decks: &[usize],
) {
    for &i in decks {
        let deck = &session.decks[i];
        let picked = session.deck == i;
        let ink = if picked {
            let c = colour.to_srgba();
            let fill = Color32::from_rgb(
                (c.red * 255.0) as u8,
                (c.green * 255.0) as u8,
                (c.blue * 255.0) as u8,
            );
            if ink_on(fill) == Color32::BLACK {
                Color::BLACK
            } else {
                Color::WHITE
            }
        } else {
            Color::WHITE
        };
        let label = match origin(deck, folder) {
            // A name the player gave stays whole.
            Some("yours") => format!("{}  (yours)", deck.name),
            Some(word) => format!("{}  ({word})", short_name(deck)),
            None => short_name(deck).to_string(),
        };
        c.spawn((
            DeckTile(i),
            Node {
                padding: UiRect::axes(Val::Px(7.0), Val::Px(2.0)),
                border: UiRect::all(Val::Px(2.0)),
                border_radius: BorderRadius::all(Val::Px(6.0)),
                ..default()
            },
            BackgroundColor(if picked {
                colour
            } else {
                Color::srgba(0.0, 0.0, 0.0, 0.35)
            }),
            BorderColor::all(if picked {
                Color::srgb(0.91, 0.75, 0.35)
            } else {
                Color::srgba(1.0, 1.0, 1.0, 0.15)
            }),
        ))
        .with_children(|t| {
            t.spawn((
                Text::new(label),
                bold(13.0),
                TextColor(ink),
                Pickable::IGNORE,
            ));
        });
    }
}

/// A deck's name without its class (the box already names it): "Hunter: Face" is "Face",
/// "Basic Hunter" is "Basic".
fn short_name(deck: &Deck) -> &str {
    let class = class_name(deck.class);
    let name = deck.name.trim();
    if let Some(rest) = name.strip_prefix(class) {
        let rest = rest.trim_start_matches([':', ' ', '-', '—']);
        if !rest.is_empty() {
            return rest;
        }
    }
    if let Some(rest) = name.strip_suffix(class) {
        let rest = rest.trim_end();
        if !rest.is_empty() {
            return rest;
        }
    }
    name
}

/// The mouse wheel over the grid scrolls it (when the decks are more than fit).
fn scroll_grid(
    mut wheel: MessageReader<bevy::input::mouse::MouseWheel>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut roots: Query<&mut ScrollPosition, With<DeckGridRoot>>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    let (zoom, size) = design(window.size());
    let over_grid = window
        .cursor_position()
        .is_some_and(|at| at.x / zoom < size.x - LIST_WIDTH && at.y / zoom < size.y - BAR_HEIGHT);
    for event in wheel.read() {
        if !over_grid {
            continue;
        }
        let lines = match event.unit {
            bevy::input::mouse::MouseScrollUnit::Line => event.y * 40.0,
            bevy::input::mouse::MouseScrollUnit::Pixel => event.y,
        };
        for mut position in &mut roots {
            position.y = (position.y - lines).max(0.0);
        }
    }
}

/// A click on a deck's button picks it.
fn pick_deck(
    mut clicks: MessageReader<Pointer<Click>>,
    tiles: Query<&DeckTile>,
    mut session: ResMut<Session>,
) {
    for click in clicks.read() {
        if let Ok(tile) = tiles.get(click.entity)
            && tile.0 < session.decks.len()
            && session.deck != tile.0
        {
            session.deck = tile.0;
        }
    }
}

/// What the code box last said.
enum CodeNote {
    /// The code's deck was added and picked (its index among the decks).
    Picked(String, usize),
    /// Why the code gives no deck.
    Problem(String),
}

/// A pasted deck code as a deck to play, or every problem it has.
pub fn deck_of_code(db: &CardDb, code: &str) -> Result<Deck, String> {
    let table = DbfTable::embedded();
    let (mut file, problems) = deck_from_code(db, table, code)?;
    if !problems.is_empty() {
        return Err(problems.join("; "));
    }
    let class = db
        .index(&file.hero)
        .map_or("?", |h| class_name(db.get(h).def.class));
    file.name = format!("Pasted {class} deck");
    let source = SourceFile {
        path: "pasted deck code".into(),
        text: deck_file_text(table, &file),
    };
    load_deck(db, &source).map_err(|e| e.message)
}

/// The deck list, the opponent, the code box and Play, as egui panels beside the grid.
fn panels(
    mut contexts: EguiContexts,
    mut session: ResMut<Session>,
    content: Option<Res<HearthContent>>,
    mut next: ResMut<NextState<Screen>>,
    mut code: Local<(String, Option<CodeNote>)>,
) -> Result {
    let db = card_set(&content);
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    let picked = session.deck.min(session.decks.len().saturating_sub(1));
    let Some(deck) = session.decks.get(picked).cloned() else {
        return Ok(());
    };
    let colour = egui_colour(deck.class);
    egui::Panel::bottom("deck_choice_bar")
        .exact_size(BAR_HEIGHT)
        .resizable(false)
        .frame(panel_frame(GOLD.gamma_multiply(0.6)))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                ui.vertical(|ui| {
                    headline(ui, "Opponent", 18.0, GOLD);
                    let theirs = session.opponent_deck.min(session.decks.len() - 1);
                    // The class once: "Death Knight — Frost", not "Death Knight — Death Knight: Frost".
                    let text = |d: &Deck| format!("{} — {}", class_name(d.class), short_name(d));
                    let labels: Vec<String> = session.decks.iter().map(text).collect();
                    if let Some(i) = cycler(ui, &labels, theirs, OPPONENT_WIDTH) {
                        session.opponent_deck = i;
                    }
                    ui.horizontal(|ui| {
                        for level in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
                            let word = format!("{level:?}");
                            let on = session.difficulty == level;
                            if ui
                                .selectable_label(on, RichText::new(word).size(17.0))
                                .on_hover_text(level.explained())
                                .clicked()
                            {
                                session.difficulty = level;
                            }
                        }
                    });
                });
                ui.add_space(24.0);
                ui.vertical(|ui| {
                    headline(ui, "Play a deck code", 18.0, GOLD);
                    ui.horizontal(|ui| {
                        ui.add(
                            egui::TextEdit::singleline(&mut code.0)
                                .hint_text("paste a code (AAECA...)")
                                .desired_width(240.0)
                                .font(egui::FontId::proportional(16.0)),
                        );
                        if ui.button(RichText::new("Use it").size(16.0)).clicked() {
                            code.1 = Some(match deck_of_code(&db, &code.0) {
                                Ok(deck) => {
                                    let text = format!("{} is picked.", deck.name);
                                    session.decks.push(deck);
                                    session.deck = session.decks.len() - 1;
                                    CodeNote::Picked(text, session.deck)
                                }
                                Err(why) => CodeNote::Problem(why),
                            });
                        }
                    });
                    // A success says so in gold, and only while its deck is still the one
                    // picked; a problem stays, in the problem colour, until the next try.
                    let shown = match &code.1 {
                        Some(CodeNote::Picked(text, deck)) if *deck == session.deck => {
                            Some((text, GOLD))
                        }
                        Some(CodeNote::Problem(why)) => Some((why, PROBLEM)),
                        _ => None,
                    };
                    if let Some((message, colour)) = shown {
                        ui.add(
                            egui::Label::new(RichText::new(message).size(14.0).color(colour))
                                .wrap(),
                        );
                    }
                });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let play = egui::Button::new(
                        RichText::new("Play")
                            .size(30.0)
                            .strong()
                            .color(Color32::BLACK),
                    )
                    .fill(GOLD)
                    .min_size(egui::vec2(170.0, 64.0));
                    if ui.add(play).clicked() {
                        next.set(Screen::Game);
                    }
                    let back = egui::Button::new(RichText::new("Back").size(18.0))
                        .min_size(egui::vec2(90.0, 40.0));
                    if ui.add(back).clicked() {
                        next.set(Screen::Menu);
                    }
                });
            });
        });
    egui::Panel::right("deck_choice_list")
        .exact_size(LIST_WIDTH)
        .resizable(false)
        .frame(panel_frame(colour))
        .show(&mut root, |ui| {
            headline(ui, &deck.name, 24.0, Color32::WHITE);
            ui.label(
                RichText::new(format!(
                    "{} · {} cards",
                    class_name(deck.class),
                    deck.loadout.deck.len()
                ))
                .size(16.0)
                .color(colour.gamma_multiply(1.6)),
            );
            ui.add_space(6.0);
            let width = ui.available_width();
            let list_height = (ui.available_height() - 128.0).max(80.0);
            egui::ScrollArea::vertical()
                .max_height(list_height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    deck_rows(ui, &db, &deck.loadout.deck, width - 14.0);
                });
            ui.add_space(6.0);
            headline(ui, "Mana curve", 16.0, GOLD);
            curve(ui, &db, &deck.loadout.deck, egui::vec2(width, 96.0));
        });
    Ok(())
}
