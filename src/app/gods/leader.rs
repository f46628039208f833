//! The leader ability's button under the board: gold and inviting when the engine lists the
//! ability as legal, grey when it does not, with the engine's own reason on hover (the ability
//! tried on a fork of the game), so the player never has to guess why it is off.

use bevy_egui::egui::{self, Color32, RichText, Stroke};

use crate::app::HUMAN;
use crate::app::ui::palette;
use crate::engine::Rules;
use crate::rulesets::gods::legality::No;
use crate::rulesets::gods::schema::CardDef;
use crate::rulesets::gods::{Action, Game, Target, View};

/// The button's text size.
const TEXT_SIZE: f32 = 14.0;
/// The ink on the gold fill.
const INK: Color32 = Color32::from_rgb(40, 30, 10);

/// Whether the ability may be used now, and if not why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeaderState {
    /// The engine lists it: a click uses it (or asks for its target).
    Usable,
    /// It cannot be used; the reason in a sentence.
    Unusable(String),
}

/// The ability's state from the legal actions: usable when one is listed; otherwise why not,
/// waiting for the player's turn when `ready` is false (the board is still showing the last
/// action, the opponent is playing or the game is over).
pub fn state(game: &Game, legal: &[Action], ready: bool) -> LeaderState {
    if legal.iter().any(|a| matches!(a, Action::Leader(_))) {
        return LeaderState::Usable;
    }
    let why = if game.is_over() {
        "The game is over.".to_owned()
    } else if game.to_act() != HUMAN {
        "It is the opponent's turn.".to_owned()
    } else if !ready {
        "Wait a moment: the last action is still being shown.".to_owned()
    } else {
        refusal(game)
    };
    LeaderState::Unusable(why)
}

/// Why the engine refuses the ability now: it is tried without a target on a fork. A refusal
/// about the kind of target means no target it accepts exists, since the legal list (which
/// tries every target) has none.
pub fn refusal(game: &Game) -> String {
    let mut fork = game.fork();
    match fork.apply(&Action::Leader(Target::None)) {
        Ok(()) => "It can be used now.".to_owned(),
        Err(r) if r.0 == No::WrongKind.text(game.db()) => {
            "There is nothing it can aim at now.".to_owned()
        }
        Err(r) => sentence(&r.0),
    }
}

/// An engine reason as a sentence: capitalised, with a full stop.
fn sentence(reason: &str) -> String {
    let mut chars = reason.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!("{}{}.", first.unwrap_or_default(), chars.as_str())
}

/// Draws the button for `leader`'s ability in `state`; `picked` while its target is being
/// chosen. Returns true when it was clicked (only a usable button can be).
pub fn button(ui: &mut egui::Ui, leader: &CardDef, state: &LeaderState, picked: bool) -> bool {
    let label = format!("{} ({} mana): {}", leader.name, leader.cost, leader.text);
    match state {
        LeaderState::Usable => {
            let stroke = if picked {
                Stroke::new(2.5, Color32::WHITE)
            } else {
                Stroke::new(1.5, INK)
            };
            let button =
                egui::Button::new(RichText::new(label).size(TEXT_SIZE).color(INK).strong())
                    .fill(palette::SELECTED)
                    .stroke(stroke);
            ui.add(button)
                .on_hover_text(format!(
                    "Your leader ability: {} mana, once a turn. Click to use it.",
                    leader.cost
                ))
                .clicked()
        }
        LeaderState::Unusable(why) => {
            let button = egui::Button::new(RichText::new(label).size(TEXT_SIZE));
            ui.add_enabled(false, button)
                .on_disabled_hover_text(why.as_str());
            false
        }
    }
}
