//! A card's face, drawn as a card of its type: the frame in its class colour (minion, spell,
//! weapon, location, hero power each shaped its own way), the picture, the cost gem, attack and
//! health or durability gems, the name banner, the rules text with keywords in bold, the tribe or
//! school and the rarity gem. Used for hand cards, the enlarged card under the pointer and a
//! minion's card on hover.

use bevy::color::Mix;
use bevy::ecs::relationship::RelatedSpawnerCommands;
use bevy::prelude::*;

use super::view::{attack_colour, class_colour, health_colour};
use super::{markers, picture};
use crate::engine::EntityId;
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::schema::{CardDef, CardType, Race, Rarity, School};

/// The size card faces are designed at; larger faces scale every part.
pub(crate) const FACE: Vec2 = Vec2::new(96.0, 134.0);

/// Words printed bold in rules text: the keywords a player scans for.
const KEYWORDS: [&str; 24] = [
    "Taunt",
    "Divine Shield",
    "Charge",
    "Rush",
    "Windfury",
    "Stealth",
    "Poisonous",
    "Lifesteal",
    "Elusive",
    "Immune",
    "Freeze",
    "Frozen",
    "Reborn",
    "Battlecry",
    "Deathrattle",
    "Silence",
    "Overload",
    "Discover",
    "Combo",
    "Spell Damage",
    "Secret",
    "Choose One",
    "Inspire",
    "Corpses",
];

/// Gem colours.
const MANA: Color = Color::srgb(0.22, 0.45, 0.95);
const ATTACK: Color = Color::srgb(0.93, 0.70, 0.12);
const HEALTH: Color = Color::srgb(0.78, 0.12, 0.12);
const DURABILITY: Color = Color::srgb(0.50, 0.52, 0.56);

/// A font of `size`, bold or not.
pub(super) fn font(size: f32, bold: bool) -> TextFont {
    TextFont {
        weight: if bold {
            FontWeight::BOLD
        } else {
            FontWeight::NORMAL
        },
        ..TextFont::from_font_size(size)
    }
}

/// A node placed at `min` with `size` inside its parent, its content centred.
fn place(min: Vec2, size: Vec2) -> Node {
    Node {
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..markers::at(min, size)
    }
}

/// A round gem with a number, centred at `centre`: the one gem of the table, on card faces and
/// on the board's heroes, minions, weapons and hero powers alike (a dark rim, a bold number).
pub(super) fn gem(
    p: &mut RelatedSpawnerCommands<ChildOf>,
    centre: Vec2,
    diameter: f32,
    fill: Color,
    words: String,
    colour: Color,
) {
    p.spawn((
        Node {
            border: UiRect::all(Val::Px((diameter * 0.08).max(1.0))),
            border_radius: BorderRadius::MAX,
            ..place(centre - diameter / 2.0, Vec2::splat(diameter))
        },
        BackgroundColor(fill),
        BorderColor::all(Color::srgb(0.12, 0.09, 0.05)),
        Pickable::IGNORE,
    ))
    .with_children(|g| {
        g.spawn((
            Text::new(words),
            font(diameter * 0.58, true),
            TextColor(colour),
            Pickable::IGNORE,
        ));
    });
}

/// The rules text's room on a face of `FACE` size (design units), the room kept round it, and
/// the size its text is set at when it fits.
const TEXT_BOX: Vec2 = Vec2::new(78.0, 34.0);
const TEXT_PAD: Vec2 = Vec2::new(2.0, 2.0);
const TEXT_SIZE: f32 = 7.6;
/// The name banner's room for text and the size a name is set at when it fits.
const BANNER_TEXT: f32 = 86.0;
const NAME_SIZE: f32 = 8.5;
/// The smallest size rules text shrinks to, and the step it shrinks by.
const TEXT_SIZE_MIN: f32 = 5.2;
const TEXT_SIZE_STEP: f32 = 0.2;
/// The card font's advance per character and line height, in ems (a monospaced face).
const CHAR_EM: f32 = 0.6;
const LINE_EM: f32 = 1.2;

/// The largest text size up to `size` at which `text`, wrapped at word boundaries, fits a box
/// of `width` by `height`: long card texts are set smaller instead of spilling out of the box.
pub(super) fn fitted_text_size(text: &str, width: f32, height: f32, size: f32) -> f32 {
    let mut size = size;
    while size > TEXT_SIZE_MIN && wrapped_lines(text, width, size) as f32 * size * LINE_EM > height
    {
        size -= TEXT_SIZE_STEP;
    }
    size.max(TEXT_SIZE_MIN)
}

/// How many lines `text` takes at `size` in a box `width` wide, wrapping at spaces.
fn wrapped_lines(text: &str, width: f32, size: f32) -> usize {
    // A hair of slack so that exactly ten characters' room holds ten characters.
    let per_line = ((width / (size * CHAR_EM) + 1e-3).floor() as usize).max(1);
    let mut lines = 1;
    let mut used = 0;
    for word in text.split_whitespace() {
        let len = word.chars().count();
        let needed = if used == 0 { len } else { used + 1 + len };
        if needed <= per_line {
            used = needed;
        } else {
            // A new line, unless this is the line's first word; a word longer than a line
            // breaks over as many as it needs.
            lines += usize::from(used > 0) + len.saturating_sub(1) / per_line;
            used = len.saturating_sub(1) % per_line + 1;
        }
    }
    lines
}

/// The rules text as spans, keywords in bold and gold-dark.
fn rules_text(p: &mut RelatedSpawnerCommands<ChildOf>, text: &str, size: f32, width: f32) {
    let plain = Color::srgb(0.12, 0.09, 0.06);
    let strong = Color::srgb(0.45, 0.12, 0.05);
    let mut pieces: Vec<(String, bool)> = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let next = KEYWORDS
            .iter()
            .filter_map(|k| rest.find(k).map(|at| (at, *k)))
            .min_by_key(|(at, k)| (*at, usize::MAX - k.len()));
        match next {
            Some((at, keyword)) => {
                if at > 0 {
                    pieces.push((rest[..at].to_string(), false));
                }
                pieces.push((keyword.to_string(), true));
                rest = &rest[at + keyword.len()..];
            }
            None => {
                pieces.push((rest.to_string(), false));
                rest = "";
            }
        }
    }
    p.spawn((
        Text::new(""),
        TextFont::from_font_size(size),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: Val::Px(width),
            ..default()
        },
        Pickable::IGNORE,
    ))
    .with_children(|t| {
        for (words, bold) in pieces {
            let weight = if bold {
                FontWeight::BOLD
            } else {
                FontWeight::NORMAL
            };
            t.spawn((
                TextSpan::new(words),
                TextFont {
                    weight,
                    ..TextFont::from_font_size(size)
                },
                TextColor(if bold { strong } else { plain }),
                // Text spans are picked one by one: they must let the card take the pointer.
                Pickable::IGNORE,
            ));
        }
    });
}

/// The tribe or spell school line, or the card type when it has neither.
fn kind_line(def: &CardDef) -> String {
    if !def.races.is_empty() {
        let names: Vec<&str> = def.races.iter().map(|r| race_name(*r)).collect();
        return names.join(" ");
    }
    if let Some(school) = def.school {
        return school_name(school).to_string();
    }
    match def.kind {
        CardType::Spell if def.secret => "Secret".into(),
        CardType::Spell => "Spell".into(),
        CardType::Weapon => "Weapon".into(),
        CardType::Location => "Location".into(),
        CardType::HeroPower => "Hero Power".into(),
        CardType::Hero => "Hero".into(),
        _ => String::new(),
    }
}

fn race_name(race: Race) -> &'static str {
    match race {
        Race::Beast => "Beast",
        Race::Demon => "Demon",
        Race::Dragon => "Dragon",
        Race::Elemental => "Elemental",
        Race::Mech => "Mech",
        Race::Murloc => "Murloc",
        Race::Naga => "Naga",
        Race::Pirate => "Pirate",
        Race::Totem => "Totem",
        Race::Undead => "Undead",
        Race::Draenei => "Draenei",
        Race::All => "All",
    }
}

fn school_name(school: School) -> &'static str {
    match school {
        School::Arcane => "Arcane",
        School::Fel => "Fel",
        School::Fire => "Fire",
        School::Frost => "Frost",
        School::Holy => "Holy",
        School::Nature => "Nature",
        School::Shadow => "Shadow",
    }
}

/// The rarity gem's colour, if the card has a rarity worth showing.
fn rarity_colour(rarity: Rarity) -> Option<Color> {
    match rarity {
        Rarity::None | Rarity::Free => None,
        Rarity::Common => Some(Color::srgb(0.92, 0.92, 0.92)),
        Rarity::Rare => Some(Color::srgb(0.20, 0.50, 1.0)),
        Rarity::Epic => Some(Color::srgb(0.70, 0.30, 0.95)),
        Rarity::Legendary => Some(Color::srgb(1.0, 0.60, 0.10)),
    }
}

/// The numbers a face shows on its gems, with their colours: a card in a game shows its current
/// cost and stats, a card in the collection its printed ones.
struct Numbers {
    cost: (u8, Color),
    attack: (i16, Color),
    health: (i16, Color),
}

/// Fills a card node of `size` with the face of card `id`. The parent carries the frame's border
/// and outline; this draws everything inside it.
pub(super) fn face(p: &mut RelatedSpawnerCommands<ChildOf>, game: &Game, id: EntityId, size: Vec2) {
    let def = &game.info(id).def;
    let stats = game.stats(id);
    let cost = game.cost_of(id);
    let cost_colour = match cost.cmp(&def.cost) {
        std::cmp::Ordering::Less => Color::srgb(0.55, 1.0, 0.55),
        std::cmp::Ordering::Greater => Color::srgb(1.0, 0.55, 0.50),
        std::cmp::Ordering::Equal => Color::WHITE,
    };
    let numbers = match def.kind {
        CardType::Minion => Numbers {
            cost: (cost, cost_colour),
            attack: (game.attack_of(id), attack_colour(game, id)),
            health: (stats.health(), health_colour(game, id)),
        },
        _ => Numbers {
            cost: (cost, cost_colour),
            attack: (stats.attack, Color::WHITE),
            health: (stats.health(), Color::WHITE),
        },
    };
    draw_face(p, def, &numbers, size);
}

/// Fills a card node of `size` with the face of a card as printed (its own cost and stats): the
/// collection and the deck screens show cards outside any game.
pub(crate) fn printed_face(p: &mut RelatedSpawnerCommands<ChildOf>, def: &CardDef, size: Vec2) {
    let durable = matches!(def.kind, CardType::Weapon | CardType::Location);
    let numbers = Numbers {
        cost: (def.cost, Color::WHITE),
        attack: (i16::from(def.attack), Color::WHITE),
        health: (
            i16::from(if durable { def.durability } else { def.health }),
            Color::WHITE,
        ),
    };
    draw_face(p, def, &numbers, size);
}

fn draw_face(
    p: &mut RelatedSpawnerCommands<ChildOf>,
    def: &CardDef,
    numbers: &Numbers,
    size: Vec2,
) {
    let k = size.x / FACE.x;
    let class = class_colour(def.class);
    // The frame: the class colour, darker steel for weapons, stone for locations.
    let frame = match def.kind {
        CardType::Weapon => Color::srgb(0.30, 0.30, 0.33).mix(&class, 0.35),
        CardType::Location => Color::srgb(0.42, 0.36, 0.28).mix(&class, 0.35),
        _ => class,
    };
    p.spawn((
        Node {
            border_radius: BorderRadius::all(Val::Px(6.0 * k)),
            ..place(Vec2::ZERO, size)
        },
        BackgroundColor(frame),
        Pickable::IGNORE,
    ));
    // The picture: an oval for minions, a rounded panel for spells, a circle for weapons and
    // hero powers, a wide arch for locations.
    let (min, area, radius) = match def.kind {
        CardType::Minion | CardType::Hero => (
            Vec2::new(16.0, 8.0),
            Vec2::new(64.0, 58.0),
            BorderRadius::all(Val::Percent(50.0)),
        ),
        CardType::Weapon | CardType::HeroPower => (
            Vec2::new(20.0, 8.0),
            Vec2::new(56.0, 56.0),
            BorderRadius::MAX,
        ),
        CardType::Location => (
            Vec2::new(8.0, 10.0),
            Vec2::new(80.0, 52.0),
            BorderRadius::new(
                Val::Px(36.0 * k),
                Val::Px(36.0 * k),
                Val::Px(4.0 * k),
                Val::Px(4.0 * k),
            ),
        ),
        _ => (
            Vec2::new(12.0, 10.0),
            Vec2::new(72.0, 52.0),
            BorderRadius::all(Val::Px(8.0 * k)),
        ),
    };
    p.spawn((
        Node {
            border_radius: radius,
            border: UiRect::all(Val::Px(2.0 * k)),
            overflow: Overflow::clip(),
            ..place(min * k, area * k)
        },
        BorderColor::all(Color::srgb(0.85, 0.72, 0.40)),
        Pickable::IGNORE,
    ))
    .with_children(|art| picture::draw(art, def, area * k, Some(class)));
    // The name banner across the picture's foot.
    p.spawn((
        Node {
            border_radius: BorderRadius::all(Val::Px(3.0 * k)),
            ..place(Vec2::new(3.0, 60.0) * k, Vec2::new(90.0, 15.0) * k)
        },
        BackgroundColor(Color::srgb(0.86, 0.78, 0.58)),
        Pickable::IGNORE,
    ))
    .with_children(|b| {
        // A long name is set smaller rather than run past the banner's ends.
        let fits = BANNER_TEXT / (def.name.chars().count().max(1) as f32 * CHAR_EM);
        b.spawn((
            Text::new(def.name.clone()),
            font(NAME_SIZE.min(fits) * k, true),
            TextColor(Color::srgb(0.15, 0.10, 0.05)),
            TextLayout::new(Justify::Center, LineBreak::NoWrap),
            Pickable::IGNORE,
        ));
    });
    if let Some(colour) = rarity_colour(def.rarity) {
        p.spawn((
            Node {
                border: UiRect::all(Val::Px(1.0)),
                ..place(Vec2::new(44.5, 73.0) * k, Vec2::splat(7.0 * k))
            },
            BackgroundColor(colour),
            BorderColor::all(Color::BLACK),
            UiTransform::from_rotation(Rot2::degrees(45.0)),
            Pickable::IGNORE,
        ));
    }
    // The rules text on parchment.
    p.spawn((
        Node {
            border_radius: BorderRadius::all(Val::Px(4.0 * k)),
            overflow: Overflow::clip(),
            ..place(Vec2::new(8.0, 82.0) * k, (TEXT_BOX + TEXT_PAD) * k)
        },
        BackgroundColor(Color::srgba(0.93, 0.88, 0.76, 0.95)),
        Pickable::IGNORE,
    ))
    .with_children(|t| {
        let size = fitted_text_size(&def.text, TEXT_BOX.x, TEXT_BOX.y, TEXT_SIZE) * k;
        rules_text(t, &def.text, size, TEXT_BOX.x * k);
    });
    let line = kind_line(def);
    if !line.is_empty() {
        p.spawn(place(Vec2::new(20.0, 119.0) * k, Vec2::new(56.0, 12.0) * k))
            .insert(Pickable::IGNORE)
            .with_children(|t| {
                t.spawn((
                    Text::new(line),
                    TextFont::from_font_size(7.0 * k),
                    TextColor(Color::srgb(0.95, 0.92, 0.85)),
                    Pickable::IGNORE,
                ));
            });
    }
    if !def.is_starting_hero() {
        let (cost, colour) = numbers.cost;
        gem(
            p,
            Vec2::splat(10.0 * k),
            22.0 * k,
            MANA,
            cost.to_string(),
            colour,
        );
    }
    let corner = |x: f32| Vec2::new(x, 124.0) * k;
    match def.kind {
        CardType::Minion => {
            let (attack, colour) = numbers.attack;
            gem(
                p,
                corner(10.0),
                22.0 * k,
                ATTACK,
                attack.to_string(),
                colour,
            );
            let (health, colour) = numbers.health;
            gem(
                p,
                corner(86.0),
                22.0 * k,
                HEALTH,
                health.to_string(),
                colour,
            );
        }
        CardType::Weapon | CardType::Location => {
            if def.kind == CardType::Weapon {
                let (attack, colour) = numbers.attack;
                gem(
                    p,
                    corner(10.0),
                    22.0 * k,
                    ATTACK,
                    attack.to_string(),
                    colour,
                );
            }
            let (durability, colour) = numbers.health;
            gem(
                p,
                corner(86.0),
                22.0 * k,
                DURABILITY,
                durability.to_string(),
                colour,
            );
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::hearth::CardDb;

    #[test]
    fn every_cards_rules_text_fits_its_box_or_is_set_at_the_smallest_size() {
        let db = CardDb::embedded();
        let mut shrunk = 0;
        for index in 0..db.len() as u16 {
            let text = &db.get(index).def.text;
            let size = fitted_text_size(text, TEXT_BOX.x, TEXT_BOX.y, TEXT_SIZE);
            let height = wrapped_lines(text, TEXT_BOX.x, size) as f32 * size * LINE_EM;
            assert!(
                height <= TEXT_BOX.y || size == TEXT_SIZE_MIN,
                "{text:?} takes {height} at {size}"
            );
            shrunk += usize::from(size < TEXT_SIZE);
        }
        // Ice Lance's text is one of those that used to spill out.
        assert!(shrunk > 0);
    }

    #[test]
    fn wrapping_counts_lines_at_word_boundaries() {
        // Ten characters a line at size 1 in a box 6 wide (0.6 em a character).
        assert_eq!(wrapped_lines("aaaa bbbb", 6.0, 1.0), 1);
        assert_eq!(wrapped_lines("aaaaa bbbbb", 6.0, 1.0), 2);
        assert_eq!(wrapped_lines("aaaaaaaaaaaaaaa", 6.0, 1.0), 2);
    }
}
