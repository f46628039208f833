//! Where everything sits on the hearth table, in design units (a 1280x720 window; larger windows
//! scale the whole table up with `UiScale`, wider ones get more room at the sides). A pure function
//! of the window's size and how many cards each zone holds, so a test can check that nothing
//! overlaps at every window size the game supports.

use bevy::math::{Rect, Vec2};

/// The window size the table is designed for; others scale from it.
pub const DESIGN: Vec2 = Vec2::new(1280.0, 720.0);

/// How many cards each zone holds, per side: index 0 the opponent, 1 you.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Counts {
    /// Cards in hand.
    pub hand: [usize; 2],
    /// Minions and locations on the board.
    pub board: [usize; 2],
    /// Secrets in play.
    pub secrets: [usize; 2],
}

/// A hand card: its unrotated rectangle and its tilt in the fan (radians, clockwise).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fanned {
    /// The card's rectangle before the tilt.
    pub rect: Rect,
    /// The tilt.
    pub angle: f32,
}

impl Fanned {
    /// The rectangle the tilted card covers.
    pub fn bounds(&self) -> Rect {
        let (sin, cos) = (self.angle.abs().sin(), self.angle.abs().cos());
        let size = self.rect.size();
        let covered = Vec2::new(size.x * cos + size.y * sin, size.y * cos + size.x * sin);
        Rect::from_center_size(self.rect.center(), covered)
    }
}

/// One side's places.
#[derive(Debug, Clone, Default)]
pub struct Side {
    /// The hero portrait.
    pub hero: Rect,
    /// The hero power, right of the portrait.
    pub power: Rect,
    /// The weapon, left of the portrait.
    pub weapon: Rect,
    /// Mana crystals and their count.
    pub mana: Rect,
    /// The deck, at the right edge, with its count and fatigue under it.
    pub deck: Rect,
    /// Secrets, as gems on the portrait's upper border.
    pub secrets: Vec<Rect>,
    /// Minions and locations, centred on their own count.
    pub board: Vec<Rect>,
    /// The hand: a fan of faces along the bottom for you, a row of backs along the top for the
    /// opponent.
    pub hand: Vec<Fanned>,
}

/// Every place on the table.
#[derive(Debug, Clone, Default)]
pub struct Places {
    /// The area the table uses (the window less the log panel).
    pub table: Rect,
    /// The opponent's side (top).
    pub opponent: Side,
    /// Your side (bottom).
    pub you: Side,
    /// The End Turn button, at the right edge on the middle line.
    pub end_turn: Rect,
    /// What the step on screen did (or the last refusal), on the middle line.
    pub banner: Rect,
    /// The rope, burning across the middle line when time runs short.
    pub rope: Rect,
    /// A puzzle's goal, top left.
    pub puzzle: Rect,
    /// The felt between the two hero rows where the minions stand.
    pub felt: Rect,
}

/// Minion portraits' size and the gap between them.
const MINION: Vec2 = Vec2::new(86.0, 108.0);
pub(super) const MINION_GAP: f32 = 10.0;
/// Hero portraits, hero powers and weapons.
const HERO: Vec2 = Vec2::new(96.0, 108.0);
const ROUND: f32 = 60.0;
/// Cards in your hand, and the step between two of them in the fan.
pub const HAND_CARD: Vec2 = Vec2::new(96.0, 134.0);
const HAND_STEP: f32 = 62.0;
/// The opponent's card backs.
const BACK: Vec2 = Vec2::new(36.0, 50.0);
const BACK_STEP: f32 = 30.0;
/// How far hand cards may reach below the window's bottom edge, as they do in the genre.
pub const HAND_BELOW: f32 = 60.0;

/// The design size of a window: its logical size divided by the table's scale.
pub fn design_size(window: Vec2) -> (Vec2, f32) {
    let scale = (window.x / DESIGN.x).min(window.y / DESIGN.y);
    (window / scale, scale)
}

/// `count` rectangles of `size` in a row centred on `centre_x`, top at `top`.
fn row(count: usize, size: Vec2, step: f32, centre_x: f32, top: f32) -> Vec<Rect> {
    let width = size.x + step * count.saturating_sub(1) as f32;
    let left = centre_x - width / 2.0;
    (0..count)
        .map(|i| {
            Rect::from_corners(
                Vec2::new(left + step * i as f32, top),
                Vec2::new(left + step * i as f32 + size.x, top + size.y),
            )
        })
        .collect()
}

/// A secret's gem (design units) and the room between two gems, wide enough for the pointer.
const SECRET_GEM: f32 = 26.0;
const SECRET_GAP: f32 = 10.0;
/// How far below the portrait's top edge the gems' centres sit: on the border, clear of the
/// opponent's hand above it.
const SECRET_RISE: f32 = 6.0;

/// A rectangle from its top-left corner and size.
fn at(x: f32, y: f32, size: Vec2) -> Rect {
    Rect::from_corners(Vec2::new(x, y), Vec2::new(x, y) + size)
}

/// The slot a minion dropped at `x` (design units) takes in a row placed at `row`: the number of
/// minions whose centre lies left of the drop, so dropping between two minions plays it between
/// them and dropping past either end plays it at that end.
pub fn slot_at(row: &[Rect], x: f32) -> u8 {
    row.iter().filter(|r| r.center().x < x).count() as u8
}

/// Every place on a table of `size` design units, `log_width` of it taken by the log panel.
pub fn places(size: Vec2, log_width: f32, counts: Counts) -> Places {
    let width = size.x - log_width;
    let h = size.y;
    let cx = width / 2.0;
    // Rows hold their place relative to the middle line; taller windows spread the sides apart.
    let mid = h / 2.0 - 30.0;
    let side = |top_hero: f32, seat: usize| {
        let hero = at(cx - HERO.x / 2.0, top_hero, HERO);
        let round_top = top_hero + HERO.y / 2.0 - ROUND / 2.0 + 12.0;
        let secrets = row(
            counts.secrets[seat],
            Vec2::splat(SECRET_GEM),
            SECRET_GEM + SECRET_GAP,
            cx,
            top_hero - SECRET_GEM / 2.0 + SECRET_RISE,
        );
        Side {
            hero,
            power: at(hero.max.x + 14.0, round_top, Vec2::splat(ROUND)),
            weapon: at(hero.min.x - 14.0 - ROUND, round_top, Vec2::splat(ROUND)),
            mana: Rect::default(),
            deck: Rect::default(),
            secrets,
            board: Vec::new(),
            hand: Vec::new(),
        }
    };
    let mut opponent = side(62.0, 0);
    let mut you = side(h - 240.0, 1);
    opponent.mana = at(
        opponent.power.max.x + 12.0,
        opponent.power.min.y + 12.0,
        Vec2::new(120.0, 36.0),
    );
    you.mana = at(
        width - 290.0,
        you.power.min.y + 20.0,
        Vec2::new(280.0, 40.0),
    );
    opponent.deck = at(width - 64.0, mid - 150.0, Vec2::new(52.0, 92.0));
    you.deck = at(width - 64.0, mid + 70.0, Vec2::new(52.0, 92.0));
    let step = MINION.x + MINION_GAP;
    opponent.board = row(counts.board[0], MINION, step, cx, mid - 26.0 - MINION.y);
    you.board = row(counts.board[1], MINION, step, cx, mid + 26.0);
    opponent.hand = row(counts.hand[0], BACK, BACK_STEP, cx, 4.0)
        .into_iter()
        .map(|rect| Fanned { rect, angle: 0.0 })
        .collect();
    let hand = counts.hand[1];
    let centre = (hand as f32 - 1.0) / 2.0;
    you.hand = row(hand, HAND_CARD, HAND_STEP, cx, h - HAND_CARD.y + 16.0)
        .into_iter()
        .enumerate()
        .map(|(i, rect)| {
            // The fan: outer cards tilt outwards and sit lower, as held in a hand.
            let offset = i as f32 - centre;
            let drop = offset * offset * 1.2;
            Fanned {
                rect: Rect::from_center_size(rect.center() + Vec2::new(0.0, drop), rect.size()),
                angle: offset * 0.05,
            }
        })
        .collect();
    let band_top = mid - 24.0;
    Places {
        table: Rect::from_corners(Vec2::ZERO, Vec2::new(width, h)),
        end_turn: at(width - 146.0, band_top + 2.0, Vec2::new(132.0, 44.0)),
        banner: Rect::from_corners(
            Vec2::new(24.0, band_top + 4.0),
            Vec2::new(width - 170.0, band_top + 34.0),
        ),
        rope: Rect::from_corners(
            Vec2::new(24.0, band_top + 38.0),
            Vec2::new(width - 170.0, band_top + 44.0),
        ),
        puzzle: at(10.0, 8.0, Vec2::new((cx - 200.0).max(100.0), 24.0)),
        felt: Rect::from_corners(
            Vec2::new(16.0, mid - 34.0 - MINION.y),
            Vec2::new(width - 80.0, mid + 34.0 + MINION.y),
        ),
        opponent,
        you,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every separate thing on the table with a name, for the overlap check. Hand cards of one
    /// fan overlap one another by design, and secrets sit on their hero's border.
    fn pieces(p: &Places) -> Vec<(String, Rect)> {
        let mut all = vec![
            ("end turn".to_string(), p.end_turn),
            ("banner".to_string(), p.banner),
            ("rope".to_string(), p.rope),
        ];
        for (name, side) in [("opponent", &p.opponent), ("you", &p.you)] {
            all.push((format!("{name} hero and secrets"), side.hero));
            all.push((format!("{name} power"), side.power));
            all.push((format!("{name} weapon"), side.weapon));
            all.push((format!("{name} mana"), side.mana));
            all.push((format!("{name} deck"), side.deck));
            for (i, r) in side.board.iter().enumerate() {
                all.push((format!("{name} minion {i}"), *r));
            }
            let fan = side
                .hand
                .iter()
                .map(Fanned::bounds)
                .reduce(|a, b| a.union(b));
            if let Some(fan) = fan {
                all.push((format!("{name} hand"), fan));
            }
            let gems = side.secrets.iter().copied().reduce(|a, b| a.union(b));
            if let Some(gems) = gems {
                all.push((format!("{name} secrets"), gems));
            }
        }
        all
    }

    fn overlaps(a: Rect, b: Rect) -> bool {
        a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y
    }

    #[test]
    fn a_full_table_has_no_overlap_at_every_supported_window_size() {
        let full = Counts {
            hand: [10, 10],
            board: [7, 7],
            secrets: [5, 5],
        };
        for window in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(2560.0, 1440.0),
            Vec2::new(1280.0, 800.0),
            Vec2::new(2560.0, 1080.0),
        ] {
            let (size, _) = design_size(window);
            for log in [0.0, 280.0] {
                let p = places(size, log, full);
                let all = pieces(&p);
                for (i, (a_name, a)) in all.iter().enumerate() {
                    // Inside the table, except hand cards reaching past the bottom edge.
                    let below = if a_name.ends_with("hand") {
                        HAND_BELOW
                    } else {
                        0.0
                    };
                    assert!(
                        a.min.x >= 0.0
                            && a.min.y >= 0.0
                            && a.max.x <= p.table.max.x
                            && a.max.y <= p.table.max.y + below,
                        "{a_name} {a:?} leaves the table {:?} at {window} with log {log}",
                        p.table
                    );
                    for (b_name, b) in &all[i + 1..] {
                        let secrets_on_hero = a_name.contains("hero")
                            && b_name.contains("secrets")
                            && a_name.split(' ').next() == b_name.split(' ').next();
                        assert!(
                            secrets_on_hero || !overlaps(*a, *b),
                            "{a_name} {a:?} overlaps {b_name} {b:?} at {window} with log {log}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_drop_between_two_minions_takes_the_slot_between_them() {
        let (size, _) = design_size(Vec2::new(1280.0, 720.0));
        let counts = Counts {
            hand: [0, 0],
            board: [0, 3],
            secrets: [0, 0],
        };
        let row = places(size, 0.0, counts).you.board;
        let between = |a: usize, b: usize| (row[a].max.x + row[b].min.x) / 2.0;
        assert_eq!(slot_at(&row, row[0].min.x - 40.0), 0, "left of the row");
        assert_eq!(slot_at(&row, between(0, 1)), 1);
        assert_eq!(slot_at(&row, between(1, 2)), 2);
        assert_eq!(slot_at(&row, row[2].max.x + 40.0), 3, "right of the row");
        assert_eq!(slot_at(&[], 300.0), 0, "an empty row");
    }

    #[test]
    fn each_row_is_centred_on_its_own_count() {
        let (size, _) = design_size(Vec2::new(1920.0, 1080.0));
        for n in 1..=7 {
            let p = places(
                size,
                0.0,
                Counts {
                    hand: [0, 0],
                    board: [n, 7 - n + 1],
                    secrets: [0, 0],
                },
            );
            for row in [&p.opponent.board, &p.you.board] {
                let centre = (row[0].min.x + row.last().unwrap().max.x) / 2.0;
                assert!(
                    (centre - p.table.center().x).abs() < 0.01,
                    "row of {} off centre",
                    row.len()
                );
            }
        }
    }
}
