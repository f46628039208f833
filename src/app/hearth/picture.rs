//! Each card's picture, drawn from its id: no art ships with the game, so a card's picture is a few
//! shapes whose kinds, sizes, places and colours come from a generator seeded by the card id. The
//! class gives the backdrop, the tribe (or spell school) the family of shapes and their hue, so
//! every card looks different and the same card looks the same every time, on every machine.

use bevy::ecs::relationship::RelatedSpawnerCommands;
use bevy::prelude::*;

use crate::rulesets::hearth::schema::{CardDef, Race, School};

/// A small generator (splitmix64) seeded from the card id's FNV-1a hash: stable across runs,
/// platforms and Rust versions, unlike the standard hasher.
struct Seeded(u64);

impl Seeded {
    fn from_id(id: &str) -> Self {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in id.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        Self(hash)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0.0..1.0`.
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// The family of shapes a card's picture is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    /// Round, organic: beasts, murlocs, nature.
    Round,
    /// Square and upright: mechs, totems, holy.
    Square,
    /// Pointed: dragons, demons, fire, fel.
    Pointed,
    /// A mix, for the rest.
    Mixed,
}

/// The shapes' family and base hue (degrees) from the card's tribe or school.
fn family_and_hue(def: &CardDef) -> (Family, f32) {
    if let Some(race) = def.races.first() {
        return match race {
            Race::Beast => (Family::Round, 30.0),
            Race::Murloc => (Family::Round, 170.0),
            Race::Mech => (Family::Square, 210.0),
            Race::Totem => (Family::Square, 25.0),
            Race::Dragon => (Family::Pointed, 0.0),
            Race::Demon => (Family::Pointed, 290.0),
            Race::Elemental => (Family::Round, 15.0),
            Race::Pirate => (Family::Mixed, 200.0),
            Race::Undead => (Family::Mixed, 120.0),
            Race::Naga => (Family::Round, 190.0),
            Race::Draenei => (Family::Square, 260.0),
            Race::All => (Family::Mixed, 50.0),
        };
    }
    match def.school {
        Some(School::Fire) => (Family::Pointed, 15.0),
        Some(School::Frost) => (Family::Pointed, 195.0),
        Some(School::Arcane) => (Family::Round, 280.0),
        Some(School::Nature) => (Family::Round, 100.0),
        Some(School::Holy) => (Family::Square, 50.0),
        Some(School::Shadow) => (Family::Mixed, 265.0),
        Some(School::Fel) => (Family::Pointed, 95.0),
        None => (Family::Mixed, 40.0),
    }
}

/// Fills a picture area of `size` (a parent node laid out at its own size) with the card's shapes,
/// over a shaded `backdrop` of the class colour when given (a minion's oval is its own backdrop).
pub(crate) fn draw(
    p: &mut RelatedSpawnerCommands<ChildOf>,
    def: &CardDef,
    size: Vec2,
    backdrop: Option<Color>,
) {
    let mut random = Seeded::from_id(&def.id);
    let (family, hue) = family_and_hue(def);
    if let Some(backdrop) = backdrop {
        let c = backdrop.to_srgba();
        let shade = Color::srgb(c.red * 0.6, c.green * 0.6, c.blue * 0.6);
        p.spawn((
            Node {
                position_type: PositionType::Absolute,
                width: Val::Percent(100.0),
                height: Val::Percent(100.0),
                ..default()
            },
            BackgroundColor(shade),
            Pickable::IGNORE,
        ));
    }
    let count = 3 + (random.next() % 4) as usize;
    for i in 0..count {
        let shape = match family {
            Family::Mixed => {
                [Family::Round, Family::Square, Family::Pointed][(random.next() % 3) as usize]
            }
            f => f,
        };
        // Earlier shapes are larger: a subject in front of a background.
        let scale = 0.75 - 0.1 * i as f32;
        let extent = size.min_element() * (0.25 + 0.35 * random.unit()) * scale.max(0.3) * 1.4;
        let centre = Vec2::new(
            size.x * (0.15 + 0.7 * random.unit()),
            size.y * (0.2 + 0.6 * random.unit()),
        );
        let colour = Color::hsl(
            (hue + 50.0 * (random.unit() - 0.5) + 360.0) % 360.0,
            0.45 + 0.4 * random.unit(),
            0.35 + 0.35 * random.unit(),
        );
        let (radius, angle, aspect) = match shape {
            Family::Round => (BorderRadius::MAX, 0.0, 1.0),
            Family::Square => (
                BorderRadius::all(Val::Px(2.0)),
                0.0,
                0.6 + 0.8 * random.unit(),
            ),
            _ => (BorderRadius::all(Val::Px(1.0)), 45.0, 1.0),
        };
        let shape_size = Vec2::new(extent * aspect, extent);
        let min = centre - shape_size / 2.0;
        p.spawn((
            Node {
                position_type: PositionType::Absolute,
                left: Val::Px(min.x),
                top: Val::Px(min.y),
                width: Val::Px(shape_size.x),
                height: Val::Px(shape_size.y),
                border_radius: radius,
                ..default()
            },
            BackgroundColor(colour),
            UiTransform::from_rotation(Rot2::degrees(angle + 20.0 * (random.unit() - 0.5))),
            Pickable::IGNORE,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_id_draws_the_same_picture_and_ids_differ() {
        let draws = |id: &str| {
            let mut r = Seeded::from_id(id);
            (0..8).map(|_| r.next()).collect::<Vec<_>>()
        };
        assert_eq!(draws("CS2_029"), draws("CS2_029"));
        assert_ne!(draws("CS2_029"), draws("CS2_025"));
        // Units stay within their range.
        let mut r = Seeded::from_id("EX1_001");
        assert!((0..1000).map(|_| r.unit()).all(|u| (0.0..1.0).contains(&u)));
    }
}
