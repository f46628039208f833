//! The collection screen as a player sees it: the filters along the top (class tabs in their
//! colours, cost gems 0 to 7+, type, set, a search box), every card of the pool drawn as a card
//! (the table's card faces) in a paged grid, and the deck on the right: its name, class (and runes
//! for a Death Knight), its list, "n/30", the mana curve and its problems, with save, export,
//! import and edit. A click on a card adds it; a click on a row of the list (or a right click on
//! the card) takes one out.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

use super::builder::{Collection, CollectionIntent};
use super::pool::{CLASSES, COST_CAP, Filters, KINDS, SETS};
use super::widgets::{
    GOLD, MANA, PROBLEM, curve, cycler, deck_rows, design, egui_colour, headline, ink_on,
    match_ui_scale, panel_frame,
};
use crate::app::describe::class_name;
use crate::app::hearth::session::{DeckFolder, Session, card_set};
use crate::app::hearth::{FACE, printed_face};
use crate::app::mod_reload::HearthContent;
use crate::app::screen::Screen;
use crate::app::ui::root_ui;
use crate::rulesets::hearth::CardDb;
use crate::rulesets::hearth::deckcode::{DbfTable, code_of_deck};
use crate::rulesets::hearth::schema::{CardType, Class, Rarity, Runes};

/// The deck panel's width, in design points.
const DECK_WIDTH: f32 = 360.0;
/// The filter bar's height: two rows of class tabs (all classes and Neutral do not fit one row at
/// 1280 wide), then the cost gems, type, set and search.
const FILTER_HEIGHT: f32 = 132.0;
/// The deck panel's fixed rows under the list: the mana curve, the message lines, the buttons.
const CURVE_HEIGHT: f32 = 76.0;
const MESSAGE_LINES: usize = 4;
const MESSAGE_LINE: f32 = 20.0;
const BUTTON_ROW: f32 = 44.0;
/// A filter's value between its arrows.
const FILTER_WIDTH: f32 = 110.0;
/// The page bar's height.
const PAGE_HEIGHT: f32 = 52.0;
/// Space between cards.
const GAP: f32 = 14.0;
/// The line under each card (its count in the deck).
const LABEL: f32 = 20.0;

/// A card of the grid: clicking it adds it to the deck.
#[derive(Component, Debug, Clone, Copy)]
pub struct PoolCard(pub u16);

/// The grid's root node.
#[derive(Component)]
struct GridRoot;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (match_ui_scale, build_grid, click_cards)
            .chain()
            .run_if(in_state(Screen::Collection)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        panels.run_if(in_state(Screen::Collection)),
    );
}

/// How the grid fits the room left by the panels: columns, rows and the card size, for a window
/// of `size` design points. Two rows of cards as large as fit, as many columns as fit (at most 5).
pub fn grid_shape(size: Vec2) -> (usize, usize, Vec2) {
    let area = Vec2::new(size.x - DECK_WIDTH, size.y - FILTER_HEIGHT - PAGE_HEIGHT);
    let rows = 2;
    let height = ((area.y - GAP * 3.0) / rows as f32 - LABEL).max(60.0);
    let width = height * FACE.x / FACE.y;
    let cols = (((area.x - GAP) / (width + GAP)).floor() as usize).clamp(1, 5);
    (cols, rows, Vec2::new(width, height))
}

/// The grid of cards as UI nodes, rebuilt when what it shows changes.
fn build_grid(
    mut commands: Commands,
    mut collection: ResMut<Collection>,
    content: Option<Res<HearthContent>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut shown: Local<Option<(Entity, u64)>>,
    roots: Query<(), With<GridRoot>>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    let (_, size) = design(window.size());
    let db = card_set(&content);
    let (cols, rows, card) = grid_shape(size);
    let cards = collection.shown(&db);
    let per_page = cols * rows;
    let pages = cards.len().div_ceil(per_page).max(1);
    if collection.page >= pages {
        collection.page = pages - 1;
    }
    let print = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        cards.hash(&mut h);
        collection.page.hash(&mut h);
        collection.draft.as_ref().map(|d| &d.cards).hash(&mut h);
        (size.x as u32, size.y as u32).hash(&mut h);
        h.finish()
    };
    if let Some((root, old)) = *shown
        && roots.contains(root)
    {
        if old == print {
            return;
        }
        commands.entity(root).despawn();
    }
    let in_deck = |c: u16| {
        collection
            .draft
            .as_ref()
            .map_or(0, |d| d.cards.iter().filter(|x| **x == c).count())
    };
    let page: Vec<u16> = cards
        .iter()
        .copied()
        .skip(collection.page * per_page)
        .take(per_page)
        .collect();
    let root = commands
        .spawn((
            GridRoot,
            DespawnOnExit(Screen::Collection),
            Node {
                position_type: PositionType::Absolute,
                left: Val::Px(0.0),
                top: Val::Px(FILTER_HEIGHT),
                width: Val::Px(size.x - DECK_WIDTH),
                height: Val::Px(size.y - FILTER_HEIGHT - PAGE_HEIGHT),
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::px(cols as u16, card.x),
                grid_template_rows: RepeatedGridTrack::px(rows as u16, card.y + LABEL),
                column_gap: Val::Px(GAP),
                row_gap: Val::Px(GAP),
                justify_content: JustifyContent::Center,
                align_content: AlignContent::Center,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|grid| {
            if page.is_empty() {
                grid.spawn((
                    Text::new("No card matches these filters."),
                    TextFont::from_font_size(22.0),
                    TextColor(Color::srgb(0.8, 0.8, 0.8)),
                    Pickable::IGNORE,
                ));
            }
            for id in page {
                let def = &db.get(id).def;
                let count = in_deck(id);
                let most = if def.rarity == Rarity::Legendary {
                    1
                } else {
                    2
                };
                grid.spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        ..default()
                    },
                    Pickable::IGNORE,
                ))
                .with_children(|cell| {
                    cell.spawn((
                        PoolCard(id),
                        Node {
                            width: Val::Px(card.x),
                            height: Val::Px(card.y),
                            border_radius: BorderRadius::all(Val::Px(6.0 * card.x / FACE.x)),
                            ..default()
                        },
                    ))
                    .with_children(|face| {
                        printed_face(face, def, card);
                        if count >= most {
                            // Every copy the deck may hold is in it: the card dims.
                            face.spawn((
                                Node {
                                    position_type: PositionType::Absolute,
                                    width: Val::Percent(100.0),
                                    height: Val::Percent(100.0),
                                    border_radius: BorderRadius::all(Val::Px(6.0)),
                                    ..default()
                                },
                                BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
                                Pickable::IGNORE,
                            ));
                        }
                    });
                    let label = if count > 0 {
                        format!("{count}/{most} in deck")
                    } else {
                        String::new()
                    };
                    cell.spawn((
                        Text::new(label),
                        TextFont {
                            weight: FontWeight::BOLD,
                            ..TextFont::from_font_size(15.0)
                        },
                        TextColor(Color::srgb(0.91, 0.75, 0.35)),
                        Pickable::IGNORE,
                    ));
                });
            }
        })
        .id();
    *shown = Some((root, print));
}

/// A click on a card adds it to the deck; a right click takes one out.
fn click_cards(
    mut clicks: MessageReader<Pointer<Click>>,
    cards: Query<&PoolCard>,
    mut intents: MessageWriter<CollectionIntent>,
) {
    for click in clicks.read() {
        let Ok(card) = cards.get(click.entity) else {
            continue;
        };
        match click.event.button {
            PointerButton::Primary => {
                intents.write(CollectionIntent::Add(card.0));
            }
            PointerButton::Secondary => {
                intents.write(CollectionIntent::Remove(card.0));
            }
            PointerButton::Middle => {}
        }
    }
}

/// The rune sets a Death Knight deck can be built for: three slots of Blood, Frost or Unholy.
fn rune_sets() -> Vec<Runes> {
    let mut out = Vec::new();
    for blood in 0..=3u8 {
        for frost in 0..=(3 - blood) {
            out.push(Runes {
                blood,
                frost,
                unholy: 3 - blood - frost,
            });
        }
    }
    out
}

/// A selectable button with a coloured fill when on.
fn tab(ui: &mut egui::Ui, text: &str, on: bool, colour: Color32) -> bool {
    let fill = if on {
        colour
    } else {
        colour.gamma_multiply(0.35)
    };
    let stroke = if on {
        egui::Stroke::new(2.0, GOLD)
    } else {
        egui::Stroke::new(1.0, Color32::from_gray(70))
    };
    ui.add(
        egui::Button::new(RichText::new(text).size(15.0).strong().color(ink_on(fill)))
            .fill(fill)
            .stroke(stroke)
            .min_size(egui::vec2(0.0, 28.0)),
    )
    .clicked()
}

/// What the collection's panels are drawn from: the collection being browsed (its filters, page
/// and the deck being built), the session's decks and the folder of the player's own to start
/// from, and the card set the cards come from.
#[derive(SystemParam)]
struct PanelSources<'w> {
    collection: Res<'w, Collection>,
    session: Res<'w, Session>,
    folder: Res<'w, DeckFolder>,
    content: Option<Res<'w, HearthContent>>,
}

/// The filters, the deck and the page bar, as egui panels around the grid.
fn panels(
    mut contexts: EguiContexts,
    sources: PanelSources,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut intents: MessageWriter<CollectionIntent>,
    mut next: ResMut<NextState<Screen>>,
    mut import: Local<String>,
) -> Result {
    let Ok(window) = window.single() else {
        return Ok(());
    };
    let db = card_set(&sources.content);
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    let building = sources.collection.draft.as_ref().map(|d| d.class(&db));
    egui::Panel::right("collection_deck")
        .exact_size(DECK_WIDTH)
        .resizable(false)
        .frame(panel_frame(building.map_or(GOLD, egui_colour)))
        .show(&mut root, |ui| {
            if sources.collection.draft.is_some() {
                deck_panel(ui, &db, &sources.collection, &mut intents);
            } else {
                start_panel(
                    ui,
                    &sources.session,
                    &sources.folder,
                    &mut intents,
                    &mut import,
                );
            }
        });
    egui::Panel::top("collection_filters")
        .exact_size(FILTER_HEIGHT)
        .resizable(false)
        .frame(panel_frame(Color32::from_gray(60)))
        .show(&mut root, |ui| {
            filter_bar(ui, &sources.collection.filters, building, &mut intents);
        });
    let (_, size) = design(window.size());
    let (cols, rows, _) = grid_shape(size);
    let total = sources.collection.shown(&db).len();
    let pages = total.div_ceil(cols * rows).max(1);
    egui::Panel::bottom("collection_pages")
        .exact_size(PAGE_HEIGHT)
        .resizable(false)
        .frame(panel_frame(Color32::from_gray(60)))
        .show(&mut root, |ui| {
            ui.horizontal_centered(|ui| {
                if ui
                    .add(egui::Button::new(RichText::new("Main menu").size(17.0)))
                    .clicked()
                {
                    next.set(Screen::Menu);
                }
                ui.add_space(40.0);
                let page = sources.collection.page.min(pages - 1);
                if ui
                    .add_enabled(page > 0, egui::Button::new(RichText::new("◀").size(20.0)))
                    .clicked()
                {
                    intents.write(CollectionIntent::Page(-1));
                }
                ui.label(
                    RichText::new(format!("Page {} of {pages}  ·  {total} cards", page + 1))
                        .size(17.0),
                );
                if ui
                    .add_enabled(
                        page + 1 < pages,
                        egui::Button::new(RichText::new("▶").size(20.0)),
                    )
                    .clicked()
                {
                    intents.write(CollectionIntent::Page(1));
                }
            });
        });
    Ok(())
}

/// Class tabs, cost gems, type and set, the search box.
fn filter_bar(
    ui: &mut egui::Ui,
    filters: &Filters,
    building: Option<Class>,
    intents: &mut MessageWriter<CollectionIntent>,
) {
    let mut edited = filters.clone();
    ui.horizontal_wrapped(|ui| {
        if tab(
            ui,
            "All classes",
            edited.class.is_none(),
            Color32::from_gray(90),
        ) {
            edited.class = None;
        }
        let classes: Vec<Class> = match building {
            Some(class) => vec![class, Class::Neutral],
            None => CLASSES.iter().copied().chain([Class::Neutral]).collect(),
        };
        for class in classes {
            let on = edited.class == Some(class);
            if tab(ui, class_name(class), on, egui_colour(class)) {
                edited.class = if on { None } else { Some(class) };
            }
        }
    });
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new("Cost").size(16.0).color(GOLD));
        for cost in 0..=COST_CAP {
            let on = edited.cost == Some(cost);
            let label = if cost == COST_CAP {
                format!("{cost}+")
            } else {
                cost.to_string()
            };
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(32.0, 32.0), egui::Sense::click());
            let painter = ui.painter_at(rect.expand(2.0));
            let fill = if on { MANA } else { MANA.gamma_multiply(0.45) };
            let stroke = if on {
                egui::Stroke::new(2.5, GOLD)
            } else {
                egui::Stroke::new(1.0, Color32::BLACK)
            };
            painter.circle(rect.center(), 15.0, fill, stroke);
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                label,
                egui::FontId::proportional(16.0),
                Color32::WHITE,
            );
            if response.clicked() {
                edited.cost = if on { None } else { Some(cost) };
            }
        }
        ui.add_space(16.0);
        let kind_word = |k: Option<CardType>| match k {
            None => "Any type".to_string(),
            Some(k) => format!("{k:?}"),
        };
        let kinds: Vec<Option<CardType>> = std::iter::once(None)
            .chain(KINDS.iter().copied().map(Some))
            .collect();
        let labels: Vec<String> = kinds.iter().map(|k| kind_word(*k)).collect();
        let at = kinds.iter().position(|k| *k == edited.kind).unwrap_or(0);
        if let Some(i) = cycler(ui, &labels, at, FILTER_WIDTH) {
            edited.kind = kinds[i];
        }
        let sets: Vec<Option<&'static str>> = std::iter::once(None)
            .chain(SETS.iter().copied().map(Some))
            .collect();
        let labels: Vec<String> = sets
            .iter()
            .map(|s| s.unwrap_or("Any set").to_string())
            .collect();
        let at = sets.iter().position(|s| *s == edited.set).unwrap_or(0);
        if let Some(i) = cycler(ui, &labels, at, FILTER_WIDTH) {
            edited.set = sets[i];
        }
        ui.add_space(12.0);
        ui.add(
            egui::TextEdit::singleline(&mut edited.search)
                .hint_text("Search name or text")
                .desired_width(200.0)
                .font(egui::FontId::proportional(16.0)),
        );
    });
    if edited != *filters {
        intents.write(CollectionIntent::Filter(edited));
    }
}

/// No deck in hand: start one for a class, edit a deck, or import a code.
fn start_panel(
    ui: &mut egui::Ui,
    session: &Session,
    folder: &DeckFolder,
    intents: &mut MessageWriter<CollectionIntent>,
    import: &mut String,
) {
    headline(ui, "New deck", 22.0, GOLD);
    ui.label(RichText::new("Pick a class to build for:").size(15.0));
    egui::Grid::new("classes").num_columns(2).show(ui, |ui| {
        for (i, class) in CLASSES.iter().enumerate() {
            let button = egui::Button::new(
                RichText::new(class_name(*class))
                    .size(16.0)
                    .strong()
                    .color(ink_on(egui_colour(*class))),
            )
            .fill(egui_colour(*class))
            .min_size(egui::vec2(158.0, 30.0));
            if ui.add(button).clicked() {
                intents.write(CollectionIntent::NewDeck(*class));
            }
            if i % 2 == 1 {
                ui.end_row();
            }
        }
    });
    ui.add_space(8.0);
    headline(ui, "Import a deck code", 18.0, GOLD);
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(import)
                .hint_text("AAECA...")
                .desired_width(220.0)
                .font(egui::FontId::proportional(15.0)),
        );
        if ui.button(RichText::new("Import").size(15.0)).clicked() {
            intents.write(CollectionIntent::Import(import.trim().to_string()));
        }
    });
    ui.add_space(8.0);
    headline(ui, "Edit a deck", 18.0, GOLD);
    egui::ScrollArea::vertical().show(ui, |ui| {
        // The player's own decks first.
        let mine = |i: &usize| {
            folder
                .0
                .as_deref()
                .is_some_and(|f| std::path::Path::new(&session.decks[*i].file).starts_with(f))
        };
        let mut order: Vec<usize> = (0..session.decks.len()).collect();
        order.sort_by_key(|i| !mine(i));
        for i in order {
            let deck = &session.decks[i];
            let word = if mine(&i) { "yours" } else { "copy" };
            let text = RichText::new(format!("{}  ({word})", deck.name))
                .size(15.0)
                .color(Color32::WHITE);
            let button = egui::Button::new(text)
                .fill(egui_colour(deck.class).gamma_multiply(0.6))
                .min_size(egui::vec2(ui.available_width(), 26.0));
            if ui.add(button).clicked() {
                intents.write(CollectionIntent::Edit(i));
            }
        }
    });
}

/// The deck being built: name, class, runes, list, count, curve, problems and actions.
fn deck_panel(
    ui: &mut egui::Ui,
    db: &CardDb,
    collection: &Collection,
    intents: &mut MessageWriter<CollectionIntent>,
) {
    let Some(draft) = &collection.draft else {
        return;
    };
    let class = draft.class(db);
    let mut name = draft.name.clone();
    ui.add(
        egui::TextEdit::singleline(&mut name)
            .font(egui::FontId::proportional(20.0))
            .desired_width(f32::INFINITY),
    );
    if name != draft.name {
        intents.write(CollectionIntent::Rename(name));
    }
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(class_name(class))
                .size(17.0)
                .strong()
                .color(egui_colour(class).gamma_multiply(1.6)),
        );
        let count = draft.cards.len();
        let colour = if count == 30 { GOLD } else { Color32::WHITE };
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.label(
                RichText::new(format!("{count}/30"))
                    .size(22.0)
                    .strong()
                    .color(colour),
            );
        });
    });
    if class == Class::DeathKnight {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("Runes").size(15.0).color(GOLD));
            if tab(ui, "Any", draft.runes.is_none(), Color32::from_gray(90)) {
                intents.write(CollectionIntent::Runes(None));
            }
            for runes in rune_sets() {
                if tab(
                    ui,
                    &runes.letters(),
                    draft.runes == Some(runes),
                    egui_colour(class),
                ) {
                    intents.write(CollectionIntent::Runes(Some(runes)));
                }
            }
        });
    }
    let width = ui.available_width();
    let problems = draft.problems(db);
    // Everything under the list has a fixed height, so Save and Done never move under the
    // pointer when a problem line comes or goes.
    let under = CURVE_HEIGHT + MESSAGE_LINES as f32 * MESSAGE_LINE + BUTTON_ROW;
    egui::ScrollArea::vertical()
        .max_height((ui.available_height() - under).max(60.0))
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if draft.cards.is_empty() {
                ui.label(
                    RichText::new("Click cards on the left to add them.")
                        .size(15.0)
                        .italics(),
                );
            }
            if let Some(card) = deck_rows(ui, db, &draft.cards, width - 14.0) {
                intents.write(CollectionIntent::Remove(card));
            }
        });
    curve(ui, db, &draft.cards, egui::vec2(width, CURVE_HEIGHT - 6.0));
    let top = ui.cursor().top();
    messages_area(ui, collection, &problems);
    let used = ui.cursor().top() - top;
    ui.add_space((MESSAGE_LINES as f32 * MESSAGE_LINE - used).max(0.0));
    if collection.leaving {
        leave_question(ui, intents);
    } else {
        deck_buttons(ui, db, draft, problems.is_empty(), intents);
    }
}

/// The deck panel's messages: up to `MESSAGE_LINES` lines of problems, the last notice and an
/// exported code; the space they leave is kept empty, so the buttons under them stay put.
fn messages_area(ui: &mut egui::Ui, collection: &Collection, problems: &[String]) {
    let room = MESSAGE_LINES
        - usize::from(collection.notice.is_some())
        - usize::from(collection.code.is_some());
    for problem in problems.iter().take(room) {
        ui.label(RichText::new(problem).size(14.0).color(PROBLEM));
    }
    if let Some(notice) = &collection.notice {
        ui.label(RichText::new(notice).size(14.0).color(GOLD));
    }
    if let Some(code) = &collection.code {
        let mut shown = code.clone();
        ui.add(egui::TextEdit::singleline(&mut shown).desired_width(f32::INFINITY));
    }
}

/// Save, Copy code and Done.
fn deck_buttons(
    ui: &mut egui::Ui,
    db: &CardDb,
    draft: &super::builder::Draft,
    ready: bool,
    intents: &mut MessageWriter<CollectionIntent>,
) {
    ui.horizontal(|ui| {
        let save = egui::Button::new(RichText::new("Save").size(17.0).strong()).fill(if ready {
            Color32::from_rgb(60, 130, 60)
        } else {
            Color32::from_gray(60)
        });
        if ui.add_enabled(ready, save).clicked() {
            intents.write(CollectionIntent::Save);
        }
        if ui.button(RichText::new("Copy code").size(17.0)).clicked() {
            intents.write(CollectionIntent::Export);
            if let Ok(code) = code_of_deck(DbfTable::embedded(), &draft.file(db)) {
                ui.ctx().copy_text(code);
            }
        }
        if ui.button(RichText::new("Done").size(17.0)).clicked() {
            intents.write(CollectionIntent::Close);
        }
    });
}

/// Done with unsaved changes: discard them, or go on building.
fn leave_question(ui: &mut egui::Ui, intents: &mut MessageWriter<CollectionIntent>) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("Unsaved changes.").size(16.0).color(GOLD));
        let discard = egui::Button::new(RichText::new("Discard").size(17.0))
            .fill(Color32::from_rgb(130, 50, 40));
        if ui.add(discard).clicked() {
            intents.write(CollectionIntent::Discard);
        }
        if ui
            .button(RichText::new("Keep building").size(17.0))
            .clicked()
        {
            intents.write(CollectionIntent::KeepBuilding);
        }
    });
}
