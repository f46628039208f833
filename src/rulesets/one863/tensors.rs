//! one863's fixed-size tensors (docs/PYTHON.md, `### one863`): what a side may see of a match as
//! 370 numbers, and its decisions as 35 action slots named by hand and field positions.

use super::components::{Footballer, Phase, Side, Slot};
use super::schema::PositionDef;
use super::{Action, Game, One863};
use crate::engine::{Tensors, tensors::bit, tensors::block};

/// Cards a hand holds at most (`rules.ron`'s `hand_size`: a side draws up to it).
pub const HAND_LIMIT: usize = 4;
/// Cards a field holds at most (`rules.ron`'s `field_size`).
pub const FIELD_LIMIT: usize = 5;
/// Positions of `rules.ron` (GK ... ST), one-hot in a card's features.
pub const POSITIONS: usize = 12;

/// Goals, scaled: the winning score.
const SCORE_SCALE: f32 = 10.0;
/// Cards of a team: deck and discard sizes are divided by it.
const ROSTER_SCALE: f32 = 16.0;
/// Turns, scaled.
const TURN_SCALE: f32 = 100.0;
/// VAEP values and duel strengths (6 to 11), scaled.
const STRENGTH_SCALE: f32 = 10.0;
/// Boosts (+1, +2), scaled.
const BOOST_SCALE: f32 = 2.0;
/// Unseen cards of one position, scaled.
const COUNT_SCALE: f32 = 4.0;

/// The match's own numbers.
const GLOBAL: usize = 0;
/// `GLOBAL`'s length.
const GLOBAL_LEN: usize = 8;
/// The two sides' numbers, the observer's first.
const SIDES: usize = GLOBAL + GLOBAL_LEN;
/// One side's numbers: 6 counts, then the unseen cards by position, boost and Aggressive.
const SIDE_LEN: usize = 6 + POSITIONS + 2;
/// The observer's hand.
const HAND: usize = SIDES + 2 * SIDE_LEN;
/// One card's features.
const CARD_LEN: usize = 11 + POSITIONS;
/// The observer's field, then the opponent's.
const FIELDS: usize = HAND + HAND_LIMIT * CARD_LEN;
/// The observation's length.
const LEN: usize = FIELDS + 2 * FIELD_LIMIT * CARD_LEN;

/// The first Play slot (hand position 0).
const PLAY: usize = 0;
/// The first Attack slot (field position 0).
const ATTACK: usize = PLAY + HAND_LIMIT;
/// The first Block slot: field position × (no boost, boost from hand position 0..).
const BLOCK: usize = ATTACK + FIELD_LIMIT;
/// Block choices per blocker: no boost, or one hand position.
const BOOSTS: usize = 1 + HAND_LIMIT;
/// The Pass slot.
const PASS: usize = BLOCK + FIELD_LIMIT * BOOSTS;
/// The number of slots.
const SLOTS: usize = PASS + 1;

impl Tensors for One863 {
    const OBSERVATION_LEN: usize = LEN;
    const ACTION_SLOTS: usize = SLOTS;

    fn observe(game: &Game, seat: u8, out: &mut [f32]) {
        let out = &mut out[..LEN];
        out.fill(0.0);
        let table = game.table();
        let look = Look {
            game,
            positions: &game.db().rules.positions,
            attacker: match table.phase {
                Phase::Block { attacker } => Some(attacker),
                _ => None,
            },
        };
        global(game, seat, block(out, GLOBAL));
        for (n, side) in [seat, 1 - seat].into_iter().enumerate() {
            side_numbers(game, side, side == seat, block(out, SIDES + n * SIDE_LEN));
            let field = &game.side(side).field;
            for (i, &slot) in field.iter().take(FIELD_LIMIT).enumerate() {
                look.card(slot, block(out, FIELDS + (n * FIELD_LIMIT + i) * CARD_LEN));
            }
        }
        for (i, &slot) in game.side(seat).hand.iter().take(HAND_LIMIT).enumerate() {
            look.card(slot, block(out, HAND + i * CARD_LEN));
        }
    }

    fn action_slot(game: &Game, action: &Action) -> usize {
        let side = game.side(game.table().to_act());
        match *action {
            Action::Play(card) => PLAY + position(&side.hand, card, HAND_LIMIT),
            Action::Attack(card) => ATTACK + position(&side.field, card, FIELD_LIMIT),
            Action::Block { card, boost } => {
                let boost = boost.map_or(0, |b| 1 + position(&side.hand, b, HAND_LIMIT));
                BLOCK + position(&side.field, card, FIELD_LIMIT) * BOOSTS + boost
            }
            Action::Pass => PASS,
        }
    }

    fn slot_name(slot: usize) -> String {
        match slot {
            s if s < ATTACK => format!("play hand {}", s - PLAY),
            s if s < BLOCK => format!("attack with field {}", s - ATTACK),
            s if s < PASS => {
                let (blocker, boost) = ((s - BLOCK) / BOOSTS, (s - BLOCK) % BOOSTS);
                match boost {
                    0 => format!("block with field {blocker}"),
                    b => format!("block with field {blocker} boosted by hand {}", b - 1),
                }
            }
            PASS => "pass".into(),
            s => format!("no slot {s}"),
        }
    }
}

/// The position of `card` in `pile`, below `limit`.
fn position(pile: &[Slot], card: Slot, limit: usize) -> usize {
    let at = pile
        .iter()
        .position(|c| *c == card)
        .expect("a legal action names a card of the pile it acts from");
    assert!(at < limit, "one863 tensors: position {at} beyond {limit}");
    at
}

/// Whose decision and turn, the phase, stoppage time and the turn count.
fn global(game: &Game, seat: u8, out: &mut [f32; GLOBAL_LEN]) {
    let table = game.table();
    out[0] = bit(table.to_act() == seat);
    out[1] = bit(table.turn_of == seat);
    out[2 + phase_index(table.phase)] = 1.0;
    out[6] = bit(table.last_action);
    out[7] = table.turns as f32 / TURN_SCALE;
}

/// The phase's place in the one-hot: Main, Meneur, Block, Over.
fn phase_index(phase: Phase) -> usize {
    match phase {
        Phase::Main => 0,
        Phase::Meneur => 1,
        Phase::Block { .. } => 2,
        Phase::Over => 3,
    }
}

/// A side's score and pile sizes, then the cards it has not shown yet (its own deck for the
/// observer; hand and deck together for the opponent) counted by position, boost and Aggressive.
fn side_numbers(game: &Game, side: u8, own: bool, out: &mut [f32; SIDE_LEN]) {
    let s: &Side = game.side(side);
    let flipped = s.field.iter().filter(|c| game.stance(**c).flipped).count();
    out[0] = s.score as f32 / SCORE_SCALE;
    out[1] = s.hand.len() as f32 / HAND_LIMIT as f32;
    out[2] = s.deck.len() as f32 / ROSTER_SCALE;
    out[3] = s.discard.len() as f32 / ROSTER_SCALE;
    out[4] = s.field.len() as f32 / FIELD_LIMIT as f32;
    out[5] = flipped as f32 / FIELD_LIMIT as f32;
    // Counted in integers kept apart (a byte array read back as a whole stalls on every card).
    let mut by_position = [0u32; POSITIONS];
    let (mut boosts, mut aggressive) = (0u32, 0u32);
    let hand: &[Slot] = if own { &[] } else { &s.hand };
    for &slot in s.deck.iter().chain(hand) {
        let f = game.footballer(slot);
        if let Some(n) = by_position.get_mut(f.position as usize) {
            *n += 1;
        }
        boosts += u32::from(f.boost > 0);
        aggressive += u32::from(f.aggressive);
    }
    for (value, n) in out[6..6 + POSITIONS].iter_mut().zip(by_position) {
        *value = n as f32 / COUNT_SCALE;
    }
    out[6 + POSITIONS] = boosts as f32 / COUNT_SCALE;
    out[7 + POSITIONS] = aggressive as f32 / COUNT_SCALE;
}

/// What reading a card needs once per observation.
struct Look<'a> {
    game: &'a Game,
    positions: &'a [PositionDef],
    attacker: Option<Slot>,
}

impl Look<'_> {
    /// One card of a hand or field: presence, stance, the pending attacker, then (face up only)
    /// its VAEP, duel strengths, position traits, abilities and position one-hot.
    fn card(&self, slot: Slot, out: &mut [f32; CARD_LEN]) {
        let stance = self.game.stance(slot);
        out[0] = 1.0;
        if stance.flipped {
            // Face down, as the table shows it: nothing but its place.
            return;
        }
        let f: Footballer = self.game.footballer(slot);
        out[1] = 1.0;
        out[2] = bit(stance.acted);
        out[3] = bit(self.attacker == Some(slot));
        out[4] = f.vaep as f32 / STRENGTH_SCALE;
        out[9] = bit(f.aggressive);
        out[10] = f.boost as f32 / BOOST_SCALE;
        let Some(position) = self.positions.get(f.position as usize) else {
            return;
        };
        out[5] = (f.vaep + position.attack) as f32 / STRENGTH_SCALE;
        out[6] = (f.vaep + position.defence) as f32 / STRENGTH_SCALE;
        out[7] = position.support as f32;
        out[8] = bit(position.playmaker);
        if (f.position as usize) < POSITIONS {
            out[11 + f.position as usize] = 1.0;
        }
    }
}
