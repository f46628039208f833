//! The side panel: the card or unit under the pointer in full (cost, numbers, movement and range,
//! subtypes, each keyword with what it does from the glossary, its text and its state now), then
//! the game log.

use bevy_egui::egui::{self, Color32, RichText};

use super::glossary;
use super::replay::Replay;
use crate::app::HUMAN;
use crate::app::ui::palette;
use crate::rulesets::gods::Game;
use crate::rulesets::gods::components::{NEUTRAL, Slot, Zone};
use crate::rulesets::gods::schema::{CardKind, Range};
use crate::rulesets::gods::view::View;

/// Lines on the rules every board shows: movement, range, counter-attacks.
const BASICS: &str = "Units move orthogonally up to their movement (through allies), once a turn, before attacking. Melee reaches the 8 tiles around; Ranged n reaches n orthogonal steps. An attacked unit strikes back if the attacker is within its own reach.";

/// Describes card `slot` (on the board, in a hand or offered).
pub fn card_info(ui: &mut egui::Ui, game: &Game, slot: Slot, replay: &Replay) {
    let def = &game.info(slot).def;
    ui.label(RichText::new(&def.name).size(20.0).strong());
    let kind = match def.kind {
        CardKind::Unit => {
            let subtypes: Vec<String> = def.subtypes.iter().map(|s| format!("{s:?}")).collect();
            if subtypes.is_empty() {
                "Unit".to_string()
            } else {
                format!("Unit — {}", subtypes.join(", "))
            }
        }
        CardKind::Spell => "Spell".into(),
        CardKind::Stone => "Summoning Stone".into(),
        CardKind::Leader => "Leader".into(),
    };
    ui.label(RichText::new(format!("{kind} · {:?}", def.pantheon)).color(Color32::LIGHT_GRAY));
    let shown = replay
        .unit(slot)
        .filter(|_| game.place(slot).zone == Zone::Battlefield);
    if def.kind == CardKind::Unit || def.kind == CardKind::Stone {
        let (attack, health, max, movement, range) = match shown {
            Some(u) => (u.attack, u.health, u.max, u.movement, u.range),
            None => (
                def.attack as i16,
                def.health as i16,
                def.health as i16,
                def.movement,
                match def.range {
                    Range::Melee => 0,
                    Range::Ranged(n) => n,
                },
            ),
        };
        if def.kind == CardKind::Unit && game.place(slot).zone != Zone::Battlefield {
            ui.label(RichText::new(format!("Cost {}", game.cost(slot))).color(palette::MANA));
        }
        ui.label(
            RichText::new(format!("Attack {attack}   Health {health} of {max}"))
                .size(16.0)
                .strong(),
        );
        let reach = if range == 0 {
            "melee".to_string()
        } else {
            format!("ranged {range}")
        };
        ui.label(format!("Movement {movement}   Range: {reach}"));
    } else if def.kind == CardKind::Spell {
        ui.label(RichText::new(format!("Cost {}", game.cost(slot))).color(palette::MANA));
    }
    if !def.text.is_empty() {
        ui.label(RichText::new(&def.text).size(15.0).italics());
    }
    for k in &def.keywords {
        let line = glossary::find(glossary::keyword_term(*k)).map(|t| t.line());
        ui.label(
            RichText::new(line.unwrap_or_default())
                .size(13.0)
                .color(palette::BUFFED),
        );
    }
    if let Some(u) = shown {
        let mut state = Vec::new();
        if u.owner == NEUTRAL {
            state.push("neutral: nobody's".to_string());
        } else if u.owner == HUMAN {
            state.push("yours".into());
        } else {
            state.push("the enemy's".into());
        }
        if u.protection > 0 {
            state.push(format!("Protection {}", u.protection));
        }
        if u.guard {
            state.push("Guard".into());
        }
        if u.stealth {
            state.push("Stealth".into());
        }
        if u.stunned {
            state.push("stunned: cannot move, attack or strike back".into());
        }
        if u.banished {
            state.push("banished: out of play until its banisher's next turn".into());
        }
        if u.spent && !u.stone {
            state.push("Acted: arrived, moved or attacked this turn".into());
        }
        ui.label(
            RichText::new(state.join(" · "))
                .size(13.0)
                .color(Color32::LIGHT_GRAY),
        );
    }
}

/// The side panel's contents: the hovered card, the rules reminder, then the log.
pub fn side(ui: &mut egui::Ui, game: &Game, replay: &Replay, hovered: Option<Slot>) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_min_height(170.0);
        ui.set_width(ui.available_width());
        match hovered {
            Some(slot) => card_info(ui, game, slot, replay),
            None => {
                ui.label(
                    RichText::new("Point at a unit or a card")
                        .size(15.0)
                        .strong(),
                );
                ui.label(RichText::new(BASICS).size(13.0).color(Color32::LIGHT_GRAY));
            }
        }
    });
    ui.add_space(6.0);
    ui.label(RichText::new("Log").size(17.0).strong());
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for line in replay.lines.iter().rev().take(80).rev() {
                let turn = line.starts_with('—');
                ui.label(RichText::new(line).size(13.0).color(if turn {
                    palette::SELECTED
                } else {
                    Color32::LIGHT_GRAY
                }));
            }
        });
}
