//! gods in the bot protocol's JSON (`docs/BOT_PROTOCOL.md`): what a player may see (its own hand,
//! the board, counts; never the other hand or a deck's order) and actions in their serde form
//! (`{"Move": {"unit": 12, "to": 19}}`, `"EndTurn"`), slots and tiles as numbers.

use serde::Serialize;

use super::components::NEUTRAL;
use super::game::Game;
use super::view::View;

/// A unit as anyone sees it.
#[derive(Debug, Clone, Serialize)]
pub struct WireUnit {
    /// Its slot (actions name units by slot).
    pub slot: u16,
    /// Its card id.
    pub card: String,
    /// 0, 1, or null for a neutral unit.
    pub owner: Option<u8>,
    /// Column.
    pub x: u8,
    /// Row.
    pub y: u8,
    /// Attack now.
    pub attack: i16,
    /// Health now.
    pub health: i16,
    /// Maximum health now.
    pub max_health: i16,
    /// Protection now.
    pub protection: u8,
    /// Stunned.
    pub stunned: bool,
    /// Banished.
    pub banished: bool,
}

/// A card in the viewer's hand.
#[derive(Debug, Clone, Serialize)]
pub struct WireCard {
    /// Its slot.
    pub slot: u16,
    /// Its card id.
    pub card: String,
    /// Its cost now.
    pub cost: u8,
}

/// One player's public numbers.
#[derive(Debug, Clone, Serialize)]
pub struct WirePlayer {
    /// Leader card id.
    pub leader: String,
    /// Mana now.
    pub mana: u8,
    /// Mana per turn.
    pub max_mana: u8,
    /// Cards in the deck.
    pub deck: usize,
    /// Cards in hand.
    pub hand_size: usize,
    /// The hand (the viewer's own only).
    pub hand: Option<Vec<WireCard>>,
    /// The leader ability was used this turn.
    pub ability_used: bool,
}

/// What a seat sees.
#[derive(Debug, Clone, Serialize)]
pub struct WireView {
    /// The seat asked.
    pub you: u8,
    /// Whose turn.
    pub active: u8,
    /// The turn counter.
    pub turn: u32,
    /// Board columns and rows.
    pub size: (u8, u8),
    /// Both players.
    pub players: [WirePlayer; 2],
    /// Every unit on the board.
    pub units: Vec<WireUnit>,
}

/// The view of `seat`.
pub fn view(game: &Game, seat: u8) -> WireView {
    let t = game.table();
    let player = |p: u8| {
        let pl = &t.players[p as usize];
        WirePlayer {
            leader: game.db().card(pl.leader).def.id.clone(),
            mana: pl.mana,
            max_mana: pl.max_mana,
            deck: pl.deck.len(),
            hand_size: pl.hand.len(),
            hand: (p == seat).then(|| {
                pl.hand
                    .iter()
                    .map(|s| WireCard {
                        slot: *s,
                        card: game.info(*s).def.id.clone(),
                        cost: game.cost(*s),
                    })
                    .collect()
            }),
            ability_used: pl.ability_used,
        }
    };
    WireView {
        you: seat,
        active: t.active,
        turn: t.turn,
        size: (t.cols, t.rows),
        players: [player(0), player(1)],
        units: game
            .units()
            .map(|s| {
                let u = game.unit(s);
                let (x, y) = t.xy(game.place(s).tile);
                let owner = game.card(s).owner;
                WireUnit {
                    slot: s,
                    card: game.info(s).def.id.clone(),
                    owner: (owner != NEUTRAL).then_some(owner),
                    x,
                    y,
                    attack: u.attack,
                    health: u.health,
                    max_health: u.max_health,
                    protection: u.protection,
                    stunned: u.stunned(),
                    banished: u.banished(),
                }
            })
            .collect(),
    }
}
