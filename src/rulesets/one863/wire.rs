//! one863 in the bot protocol's JSON (`docs/BOT_PROTOCOL.md`): what a side may see (its own hand,
//! both fields, counts and scores; never the other hand or a deck's order) and actions by card id.

use serde::{Deserialize, Serialize};

use super::actions::Action;
use super::components::{Phase, Slot};
use super::game::Game;
use crate::engine::Rules;

/// An action as JSON: `{"type": "attack", "card": "fra_st"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum WireAction {
    /// Play a hand card.
    Play {
        /// Card id.
        card: String,
    },
    /// Attack with a field card.
    Attack {
        /// Card id.
        card: String,
    },
    /// Block the pending attack.
    Block {
        /// Card id.
        card: String,
        /// A hand card discarded as a boost.
        #[serde(default)]
        boost: Option<String>,
    },
    /// No action.
    Pass,
}

/// A card as a side may see it.
#[derive(Debug, Clone, Serialize)]
pub struct WireCard {
    /// Its id.
    pub id: String,
    /// The player's name.
    pub name: String,
    /// Its position.
    pub position: String,
    /// Its VAEP.
    pub vaep: i8,
    /// Its abilities.
    pub abilities: Vec<String>,
    /// Face down (field only).
    pub flipped: bool,
    /// Has acted this turn (field only).
    pub acted: bool,
}

/// One side as `seat` may see it.
#[derive(Debug, Clone, Serialize)]
pub struct WireSide {
    /// Team id.
    pub team: String,
    /// Goals.
    pub score: u8,
    /// Cards left in the deck.
    pub deck: usize,
    /// Cards in hand; `hand` lists them for the seat's own side only.
    pub hand_size: usize,
    /// The hand (own side only).
    pub hand: Option<Vec<WireCard>>,
    /// The field, left to right (a flipped card shows only that it is flipped).
    pub field: Vec<Option<WireCard>>,
    /// The discard pile.
    pub discard: Vec<WireCard>,
}

/// What a seat sees.
#[derive(Debug, Clone, Serialize)]
pub struct WireView {
    /// The seat asked.
    pub you: u8,
    /// Whose turn it is.
    pub turn_of: u8,
    /// "main", "meneur", "block" or "over".
    pub phase: &'static str,
    /// The attacking card a block answers.
    pub attacker: Option<String>,
    /// Stoppage time's last action.
    pub last_action: bool,
    /// Home and away.
    pub sides: [WireSide; 2],
}

fn card(game: &Game, slot: Slot) -> WireCard {
    let info = game.db().card(game.card_of(slot));
    let stance = game.stance(slot);
    WireCard {
        id: info.id.clone(),
        name: info.name.clone(),
        position: game.db().rules.positions[info.position as usize].id.clone(),
        vaep: info.vaep,
        abilities: info.abilities.clone(),
        flipped: stance.flipped,
        acted: stance.acted,
    }
}

/// The view of `seat`.
pub fn view(game: &Game, seat: u8) -> WireView {
    let table = game.table();
    let side = |s: u8| {
        let pile = game.side(s);
        WireSide {
            team: game.teams()[s as usize].clone(),
            score: pile.score,
            deck: pile.deck.len(),
            hand_size: pile.hand.len(),
            hand: (s == seat).then(|| pile.hand.iter().map(|c| card(game, *c)).collect()),
            field: pile
                .field
                .iter()
                .map(|c| (!game.stance(*c).flipped || s == seat).then(|| card(game, *c)))
                .collect(),
            discard: pile.discard.iter().map(|c| card(game, *c)).collect(),
        }
    };
    WireView {
        you: seat,
        turn_of: table.turn_of,
        phase: match table.phase {
            Phase::Main => "main",
            Phase::Meneur => "meneur",
            Phase::Block { .. } => "block",
            Phase::Over => "over",
        },
        attacker: match table.phase {
            Phase::Block { attacker } => Some(game.db().card(game.card_of(attacker)).id.clone()),
            _ => None,
        },
        last_action: table.last_action,
        sides: [side(0), side(1)],
    }
}

impl WireAction {
    /// The wire form of `action`.
    pub fn from_action(game: &Game, action: &Action) -> WireAction {
        let id = |s: Slot| game.db().card(game.card_of(s)).id.clone();
        match *action {
            Action::Play(c) => WireAction::Play { card: id(c) },
            Action::Attack(c) => WireAction::Attack { card: id(c) },
            Action::Block { card, boost } => WireAction::Block {
                card: id(card),
                boost: boost.map(id),
            },
            Action::Pass => WireAction::Pass,
        }
    }

    /// The action this names for the side to act.
    pub fn to_action(&self, game: &Game) -> Result<Action, String> {
        let side = game.to_act();
        let find = |id: &str| {
            game.find(side, id)
                .ok_or_else(|| format!("\"{id}\" is not one of your cards"))
        };
        Ok(match self {
            WireAction::Play { card } => Action::Play(find(card)?),
            WireAction::Attack { card } => Action::Attack(find(card)?),
            WireAction::Block { card, boost } => Action::Block {
                card: find(card)?,
                boost: boost.as_deref().map(find).transpose()?,
            },
            WireAction::Pass => Action::Pass,
        })
    }
}
