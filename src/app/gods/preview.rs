//! What an attack would do, shown before the click while the pointer is on a tile the picked unit
//! may attack: the damage both ways, the counter-attack (or why none comes), and who would be
//! destroyed. The engine computes it: the attack is applied to a copy of the game with what the
//! player cannot see re-dealt (the opponent's hand, the decks, the random draws), and the copy's
//! log is read back; nothing here knows a rule of combat.

use bevy_egui::egui::{self, Align2, Color32, FontId, Order, Pos2, Rect, Vec2};

use super::fit::Measure;
use crate::app::ui::palette;
use crate::engine::{Rules, Ruleset};
use crate::rulesets::gods::components::Slot;
use crate::rulesets::gods::events::{Hit, LogEvent};
use crate::rulesets::gods::{Action, Game, Gods, View};

/// The seed of the copy's re-dealt hidden cards and random draws: fixed, so the panel does not
/// flicker from frame to frame.
const PREVIEW_SEED: u64 = 0x5EE_AB0D;
/// The panel's text size.
const TEXT_SIZE: f32 = 14.0;
/// Room around the panel's text.
const PADDING: f32 = 8.0;
/// The gap between the panel and the tile it speaks of.
const GAP: f32 = 6.0;

/// What the attack does to one unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Struck {
    /// The unit.
    pub slot: Slot,
    /// Damage it takes in all.
    pub damage: i16,
    /// Its health afterwards (0 or less when destroyed).
    pub health: i16,
    /// It dies, or is turned into something else.
    pub destroyed: bool,
}

/// What an attack would do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    /// The attacking unit.
    pub attacker: Struck,
    /// The attacked unit.
    pub target: Struck,
    /// The counter-attack's damage to the attacker, when the target strikes back.
    pub counter: Option<i16>,
    /// Other units hit (splash, an Afterlife), in the order they are hit.
    pub others: Vec<Struck>,
    /// The game would end: the winner, or `None` for a draw.
    pub ends: Option<Option<u8>>,
}

/// What `unit` attacking `target` would do, or `None` when the engine refuses the attack.
pub fn preview(game: &Game, unit: Slot, target: Slot) -> Option<Preview> {
    let mut copy = Gods::determinize(game, game.to_act(), PREVIEW_SEED);
    let from = copy.log().len();
    copy.apply(&Action::Attack { unit, target }).ok()?;
    let events = &copy.log().events()[from..];
    let struck = |slot| struck(&copy, events, slot);
    let counter = events
        .iter()
        .filter_map(|e| match *e {
            LogEvent::Damaged {
                unit: u,
                amount,
                hit: Hit::Return,
                ..
            } if u == unit => Some(amount),
            _ => None,
        })
        .reduce(|a, b| a + b);
    let mut others: Vec<Slot> = Vec::new();
    for e in events {
        if let LogEvent::Damaged { unit: u, .. } = *e
            && u != unit
            && u != target
            && !others.contains(&u)
        {
            others.push(u);
        }
    }
    Some(Preview {
        attacker: struck(unit),
        target: struck(target),
        counter,
        others: others.into_iter().map(struck).collect(),
        ends: copy.is_over().then(|| copy.winner()),
    })
}

/// What `events` (the attack's, on `copy`) did to `slot`.
fn struck(copy: &Game, events: &[LogEvent], slot: Slot) -> Struck {
    let stone_of = |player: u8| copy.stone(player) == slot;
    let mut damage = 0;
    let mut health = copy.unit(slot).health;
    let mut destroyed = false;
    for e in events {
        match *e {
            LogEvent::Damaged {
                unit,
                amount,
                health: left,
                ..
            } if unit == slot => {
                damage += amount;
                health = left;
            }
            LogEvent::Died { unit, .. } | LogEvent::Transformed { from: unit, .. }
                if unit == slot =>
            {
                destroyed = true;
            }
            LogEvent::StoneDestroyed { player } if stone_of(player) => destroyed = true,
            _ => {}
        }
    }
    if copy.on_field(slot) && !destroyed {
        health = copy.unit(slot).health;
    }
    Struck {
        slot,
        damage,
        health,
        destroyed,
    }
}

/// One line of the panel and its colour.
pub type Line = (String, Color32);

/// The panel's lines: the target's fate, the counter-attack, others hit, the game's end.
pub fn lines(game: &Game, p: &Preview, viewer: u8) -> Vec<Line> {
    let name = |s: Slot| game.info(s).def.name.clone();
    let mut out = vec![(
        format!("{} attacks {}", name(p.attacker.slot), name(p.target.slot)),
        Color32::WHITE,
    )];
    out.push(fate(&name(p.target.slot), &p.target));
    let attacker = fate(&name(p.attacker.slot), &p.attacker);
    match p.counter {
        Some(_) => out.push((format!("Counter-attack: {}", attacker.0), attacker.1)),
        None => {
            out.push(("No counter-attack".into(), palette::BUFFED));
            if p.attacker.damage > 0 || p.attacker.destroyed {
                out.push((format!("Also: {}", attacker.0), attacker.1));
            }
        }
    }
    out.extend(p.others.iter().map(|s| {
        let (text, colour) = fate(&name(s.slot), s);
        (format!("Also: {text}"), colour)
    }));
    if let Some(winner) = p.ends {
        out.push(match winner {
            Some(w) if w == viewer => ("You win the game".into(), palette::SELECTED),
            Some(_) => ("You lose the game".into(), palette::DAMAGED),
            None => ("The game ends in a draw".into(), palette::SELECTED),
        });
    }
    out
}

/// "Minotaur takes 3 damage: 2 Health left", "… and is destroyed".
fn fate(name: &str, s: &Struck) -> Line {
    if s.destroyed {
        (
            format!("{name} takes {} damage and is destroyed", s.damage),
            palette::DAMAGED,
        )
    } else {
        (
            format!("{name} takes {} damage: {} Health left", s.damage, s.health),
            Color32::LIGHT_GRAY,
        )
    }
}

/// Where the panel of `size` goes: above `tile` when there is room in `bounds`, else below it,
/// moved sideways to stay inside `bounds`.
pub fn place(tile: Rect, size: Vec2, bounds: Rect) -> Rect {
    let above = tile.min.y - GAP - size.y;
    let y = if above >= bounds.min.y {
        above
    } else {
        tile.max.y + GAP
    };
    let x = (tile.center().x - size.x / 2.0)
        .min(bounds.max.x - size.x)
        .max(bounds.min.x);
    Rect::from_min_size(Pos2::new(x, y), size)
}

/// Draws the panel for `lines` next to `tile`, above everything on the board.
pub fn paint(ctx: &egui::Context, tile: Rect, bounds: Rect, lines: &[Line]) {
    let sizes: Vec<Vec2> = lines
        .iter()
        .map(|(l, _)| ctx.measure(l, TEXT_SIZE))
        .collect();
    let text = sizes
        .iter()
        .fold(Vec2::ZERO, |acc, s| Vec2::new(acc.x.max(s.x), acc.y + s.y));
    let rect = place(tile, text + Vec2::splat(2.0 * PADDING), bounds);
    let painter = ctx.layer_painter(egui::LayerId::new(
        Order::Tooltip,
        egui::Id::new("gods-attack-preview"),
    ));
    painter.rect_filled(rect, 6.0, Color32::from_black_alpha(225));
    painter.rect_stroke(
        rect,
        6.0,
        egui::Stroke::new(1.5, palette::DAMAGED),
        egui::StrokeKind::Inside,
    );
    let mut y = rect.min.y + PADDING;
    for ((line, colour), size) in lines.iter().zip(sizes) {
        painter.text(
            Pos2::new(rect.min.x + PADDING, y),
            Align2::LEFT_TOP,
            line,
            FontId::proportional(TEXT_SIZE),
            *colour,
        );
        y += size.y;
    }
}
