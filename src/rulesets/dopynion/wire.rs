//! dopynion in the bot protocol's JSON (`docs/BOT_PROTOCOL.md`; the messages themselves are the
//! engine's, `engine::wire`): what a player may see of the game, and actions by card name.
//! Hidden cards (other hands, every deck's order) are never in it.

use crate::rulesets::dopynion::Reads;
use serde::{Deserialize, Serialize};

use super::actions::Action;
use super::components::Decision;
use super::game::Game;
use super::schema::{Card, CardType};

/// An action as JSON: `{"type": "buy", "card": "Province"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum WireAction {
    /// Play an action card.
    Play {
        /// Card name.
        card: String,
    },
    /// Play one treasure.
    PlayTreasure {
        /// Card name.
        card: String,
    },
    /// Play every treasure in hand.
    PlayAllTreasures,
    /// Buy a card.
    Buy {
        /// Card name.
        card: String,
    },
    /// End the turn.
    EndTurn,
    /// Discard a card from hand.
    Discard {
        /// Card name.
        card: String,
    },
    /// Trash a card from hand.
    Trash {
        /// Card name.
        card: String,
    },
    /// Gain a card.
    Gain {
        /// Card name.
        card: String,
    },
    /// Put a card from hand on the deck.
    Topdeck {
        /// Card name.
        card: String,
    },
    /// Put the deck into the discard pile.
    DiscardDeck,
    /// Stop / decline.
    Done,
}

impl WireAction {
    /// The JSON form of an action.
    pub fn from_action(game: &Game, action: &Action) -> Self {
        let name = |c: &Card| game.db().name(*c).to_string();
        match action {
            Action::Play(c) => Self::Play { card: name(c) },
            Action::PlayTreasure(c) => Self::PlayTreasure { card: name(c) },
            Action::PlayAllTreasures => Self::PlayAllTreasures,
            Action::Buy(c) => Self::Buy { card: name(c) },
            Action::EndTurn => Self::EndTurn,
            Action::Discard(c) => Self::Discard { card: name(c) },
            Action::Trash(c) => Self::Trash { card: name(c) },
            Action::Gain(c) => Self::Gain { card: name(c) },
            Action::Topdeck(c) => Self::Topdeck { card: name(c) },
            Action::DiscardDeck => Self::DiscardDeck,
            Action::Done => Self::Done,
        }
    }

    /// The action a reply names, or why it names none (an unknown card).
    pub fn to_action(&self, game: &Game) -> Result<Action, String> {
        let card = |name: &str| {
            game.db()
                .card_loose(name)
                .ok_or_else(|| format!("unknown card \"{name}\""))
        };
        Ok(match self {
            Self::Play { card: c } => Action::Play(card(c)?),
            Self::PlayTreasure { card: c } => Action::PlayTreasure(card(c)?),
            Self::PlayAllTreasures => Action::PlayAllTreasures,
            Self::Buy { card: c } => Action::Buy(card(c)?),
            Self::EndTurn => Action::EndTurn,
            Self::Discard { card: c } => Action::Discard(card(c)?),
            Self::Trash { card: c } => Action::Trash(card(c)?),
            Self::Gain { card: c } => Action::Gain(card(c)?),
            Self::Topdeck { card: c } => Action::Topdeck(card(c)?),
            Self::DiscardDeck => Action::DiscardDeck,
            Self::Done => Action::Done,
        })
    }
}

/// A supply pile as a bot sees it.
#[derive(Debug, Clone, Serialize)]
pub struct PileView {
    /// Card name.
    pub card: String,
    /// Cost in coins.
    pub cost: u8,
    /// Cards left.
    pub count: u8,
    /// The card's types.
    pub types: Vec<CardType>,
}

/// What another player shows.
#[derive(Debug, Clone, Serialize)]
pub struct OtherView {
    /// Their seat.
    pub seat: u8,
    /// Cards in hand (not which).
    pub hand_size: usize,
    /// Cards in their deck.
    pub deck_size: usize,
    /// Cards in their discard pile.
    pub discard_size: usize,
    /// Cards they have in play.
    pub in_play: Vec<String>,
    /// Their points now.
    pub score: i32,
    /// Turns they have taken.
    pub turns: u16,
    /// Why the arbiter eliminated them, if it did.
    pub eliminated: Option<String>,
}

/// The decision being asked, when it is not the ordinary turn.
#[derive(Debug, Clone, Serialize)]
pub struct DecisionView {
    /// `discard_down_to`, `discard_count`, `discard_any`, `gain_cost`, `trash_then_gain`,
    /// `may_discard_deck` or `topdeck`.
    pub kind: &'static str,
    /// The number the decision is about (hand size, cards to discard, cost...).
    pub number: u8,
}

/// Everything the deciding player may see.
#[derive(Debug, Clone, Serialize)]
pub struct View {
    /// The deciding player's seat.
    pub seat: u8,
    /// The seat whose turn it is.
    pub active: u8,
    /// Turns started so far, all players together.
    pub turn: u32,
    /// `action` or `buy`.
    pub phase: super::components::Phase,
    /// Actions left this turn.
    pub actions: u8,
    /// Buys left this turn.
    pub buys: u8,
    /// Coins to spend.
    pub coins: u16,
    /// The decision asked, or null in the ordinary turn.
    pub decision: Option<DecisionView>,
    /// Your hand.
    pub hand: Vec<String>,
    /// Your cards in play.
    pub in_play: Vec<String>,
    /// Cards in your deck.
    pub deck_size: usize,
    /// Your discard pile, bottom first.
    pub discard: Vec<String>,
    /// Your points now.
    pub score: i32,
    /// The supply.
    pub supply: Vec<PileView>,
    /// The trash.
    pub trash: Vec<String>,
    /// The other players.
    pub others: Vec<OtherView>,
}

fn names(game: &Game, cards: &[Card]) -> Vec<String> {
    cards
        .iter()
        .map(|c| game.db().name(*c).to_string())
        .collect()
}

fn decision_view(decision: Decision) -> DecisionView {
    let (kind, number) = match decision {
        Decision::DiscardDownTo(n) => ("discard_down_to", n),
        Decision::DiscardCount(n) => ("discard_count", n),
        Decision::DiscardAny(n) => ("discard_any", n),
        Decision::GainCost { cost, .. } => ("gain_cost", cost),
        Decision::TrashThenGain(n) => ("trash_then_gain", n),
        Decision::MayDiscardDeck => ("may_discard_deck", 0),
        Decision::Topdeck(_) => ("topdeck", 0),
    };
    DecisionView { kind, number }
}

/// What `seat` sees now.
pub fn view(game: &Game, seat: u8) -> View {
    let table = game.table();
    let piles = game.piles(seat);
    View {
        seat,
        active: table.active,
        turn: table.turn,
        phase: table.phase,
        actions: table.actions,
        buys: table.buys,
        coins: table.coins,
        decision: game.pending().map(|(_, d)| decision_view(d)),
        hand: names(game, &piles.hand),
        in_play: names(game, &piles.in_play),
        deck_size: piles.deck.len(),
        discard: names(game, &piles.discard),
        score: game.score(seat),
        supply: table
            .supply
            .iter()
            .map(|p| {
                let info = game.card(p.card);
                PileView {
                    card: info.def.id.clone(),
                    cost: info.def.cost,
                    count: p.count,
                    types: info.def.types.clone(),
                }
            })
            .collect(),
        trash: names(game, &table.trash),
        others: (0..game.player_count())
            .filter(|p| *p != seat)
            .map(|p| {
                let piles = game.piles(p);
                OtherView {
                    seat: p,
                    hand_size: piles.hand.len(),
                    deck_size: piles.deck.len(),
                    discard_size: piles.discard.len(),
                    in_play: names(game, &piles.in_play),
                    score: game.score(p),
                    turns: game.seat(p).turns,
                    eliminated: game.seat(p).eliminated.clone(),
                }
            })
            .collect(),
    }
}

/// The ruleset's own fields of the game-over message: every seat's points, and why the arbiter
/// eliminated `seat`, if it did.
pub fn result(game: &Game, seat: u8) -> serde_json::Map<String, serde_json::Value> {
    let mut fields = serde_json::Map::new();
    fields.insert("scores".into(), serde_json::json!(game.outcome().scores));
    fields.insert(
        "eliminated".into(),
        serde_json::json!(game.seat(seat).eliminated),
    );
    fields
}
