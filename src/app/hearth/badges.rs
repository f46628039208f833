//! Badges over cards for the step on screen: damage and healing totals, or a buff's change.

use std::collections::HashMap;

use bevy_egui::egui::Color32;

use crate::app::timeline::Timeline;
use crate::app::ui::palette;
use crate::engine::EntityId;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::{Game, LogEvent};

/// A badge's text and colour, per card concerned by the step on screen.
pub(super) type Badges = HashMap<EntityId, (String, Color32)>;

/// Damage and healing of the step on screen, as badges on the cards concerned; when the step is
/// animated, its numbers pop as it plays (`motion`) and the badges keep only the buffs.
pub(super) fn badges(live: &Game, timeline: &Timeline) -> Badges {
    let animated = timeline.speed.seconds_per_step() > 0.0;
    let mut totals: HashMap<EntityId, i16> = HashMap::new();
    let mut buffs: HashMap<EntityId, (i16, i16)> = HashMap::new();
    for event in timeline.current_events(live) {
        match *event {
            LogEvent::Damaged { target, amount, .. } => {
                *totals.entry(target).or_default() -= amount
            }
            LogEvent::Healed { target, amount } => *totals.entry(target).or_default() += amount,
            LogEvent::Enchanted {
                target,
                enchantment,
            } => {
                if let Some(e) = live.enchantment(enchantment) {
                    let entry = buffs.entry(target).or_default();
                    entry.0 += e.attack;
                    entry.1 += e.health;
                }
            }
            _ => {}
        }
    }
    let buffed = buffs
        .into_iter()
        .filter(|(_, (a, h))| (*a, *h) != (0, 0))
        .map(|(id, (a, h))| (id, (format!("{a:+}/{h:+}"), palette::SELECTED)));
    let mut shown: Badges = buffed.collect();
    let changes = totals.into_iter().filter(|(_, n)| *n != 0).map(|(id, n)| {
        let badge = if n < 0 {
            (n.to_string(), palette::DAMAGED)
        } else {
            (format!("+{n}"), palette::BUFFED)
        };
        (id, badge)
    });
    // Damage and healing matter more than a buff when both happen in one step.
    if !animated {
        shown.extend(changes);
    }
    shown
}
