//! dopynion's fixed-size tensors (docs/PYTHON.md, `### dopynion`): what a seat may see of a game
//! as 903 numbers (the table, up to four seats, then every card kind's piles), and its decisions
//! as 452 action slots, one per action and card kind.

use super::components::{Decision, Phase, Piles};
use super::db::MAX_CARDS;
use super::schema::{Card, CardType, Points};
use super::{Action, CardDb, Dopynion, Game, Reads};
use crate::engine::{Tensors, tensors::bit, tensors::block};

/// Seats a game has at most (`rules.ron`'s `players`).
pub const MAX_SEATS: usize = 4;
/// Card kinds a card set holds at most: kinds are observed and acted on by their card number.
pub const KINDS: usize = MAX_CARDS;

/// Turns (all seats' together), scaled.
const TURN_SCALE: f32 = 100.0;
/// Actions and buys left, scaled.
const RESOURCE_SCALE: f32 = 5.0;
/// Coins to spend, scaled.
const COIN_SCALE: f32 = 10.0;
/// Empty supply piles, scaled (three end the game).
const EMPTY_PILE_SCALE: f32 = 3.0;
/// A decision's number (cards to discard, a cost), scaled.
const DECISION_SCALE: f32 = 5.0;
/// Victory points, scaled.
const SCORE_SCALE: f32 = 30.0;
/// Gains from the ending pile (Provinces), scaled.
const ENDING_SCALE: f32 = 8.0;
/// A hand's or the cards in play's size, scaled.
const HAND_SCALE: f32 = 10.0;
/// A deck's, a discard pile's or everything owned's size, scaled.
const PILE_SCALE: f32 = 40.0;
/// Cards of one kind in one pile (the supply, the trash, a player's piles), scaled.
const COUNT_SCALE: f32 = 10.0;

/// Kinds of decisions, one-hot.
const DECISIONS: usize = 7;
/// Card types (Treasure ... Duration), one-hot for a Topdeck decision.
const CARD_TYPES: usize = 6;

/// The table's numbers.
const GLOBAL: usize = 0;
/// Offsets in `GLOBAL`.
const G_TURN: usize = 0;
const G_MY_TURN: usize = 1;
const G_PHASE: usize = 2;
const G_ACTIONS: usize = 4;
const G_BUYS: usize = 5;
const G_COINS: usize = 6;
const G_BOUGHT: usize = 7;
const G_OVER: usize = 8;
const G_EMPTY_PILES: usize = 9;
const G_DECIDE_ME: usize = 10;
const G_DECIDE_OTHER: usize = 11;
const G_DECISION: usize = 12;
const G_DECISION_NUMBER: usize = G_DECISION + DECISIONS;
const G_OPTIONAL: usize = G_DECISION_NUMBER + 1;
const G_TOPDECK_TYPE: usize = G_OPTIONAL + 1;
/// `GLOBAL`'s length.
const GLOBAL_LEN: usize = G_TOPDECK_TYPE + CARD_TYPES;
/// The seats, the observer's first, then the others in seat order after it.
const SEATS: usize = GLOBAL + GLOBAL_LEN;
/// One seat's numbers.
const SEAT_LEN: usize = 11;
/// Every card kind's piles, by card number.
const KIND_BLOCK: usize = SEATS + MAX_SEATS * SEAT_LEN;
/// Offsets in one kind's numbers.
const K_IN_SUPPLY: usize = 0;
const K_SUPPLY: usize = 1;
const K_TRASH: usize = 2;
const K_HAND: usize = 3;
const K_DECK: usize = 4;
const K_DISCARD: usize = 5;
const K_IN_PLAY: usize = 6;
const K_OTHERS: usize = 7;
/// Per other seat: what it owns and what it has in play.
const K_PER_OTHER: usize = 2;
/// One kind's numbers.
const KIND_LEN: usize = K_OTHERS + (MAX_SEATS - 1) * K_PER_OTHER;
/// The observation's length.
const LEN: usize = KIND_BLOCK + KINDS * KIND_LEN;

/// The per-kind action groups, in slot order.
const PLAY: usize = 0;
const PLAY_TREASURE: usize = KINDS;
const BUY: usize = 2 * KINDS;
const DISCARD: usize = 3 * KINDS;
const TRASH: usize = 4 * KINDS;
const GAIN: usize = 5 * KINDS;
const TOPDECK: usize = 6 * KINDS;
/// The actions that name no card.
const PLAY_ALL_TREASURES: usize = 7 * KINDS;
const END_TURN: usize = PLAY_ALL_TREASURES + 1;
const DISCARD_DECK: usize = END_TURN + 1;
const DONE: usize = DISCARD_DECK + 1;
/// The number of slots.
const SLOTS: usize = DONE + 1;
/// The per-kind groups' verbs, in slot order.
const VERBS: [&str; 7] = [
    "play",
    "play treasure",
    "buy",
    "discard",
    "trash",
    "gain",
    "topdeck",
];

impl Tensors for Dopynion {
    const OBSERVATION_LEN: usize = LEN;
    const ACTION_SLOTS: usize = SLOTS;

    fn observe(game: &Game, seat: u8, out: &mut [f32]) {
        let out = &mut out[..LEN];
        out.fill(0.0);
        global(game, seat, block(out, GLOBAL));
        kinds_of_table(game, out);
        let seats = game.player_count();
        for n in 0..seats.min(MAX_SEATS as u8) {
            let other = (seat + n) % seats;
            let piles = game.piles(other);
            // The observer's piles are written kind by kind as they are counted.
            let owned = owned_kinds(piles, (n == 0).then_some(&mut *out));
            if n > 0 {
                other_kinds(
                    &owned,
                    piles,
                    K_OTHERS + (n as usize - 1) * K_PER_OTHER,
                    out,
                );
            }
            let score = score(game, &owned, piles.owned_count());
            let at = SEATS + n as usize * SEAT_LEN;
            seat_numbers(game, other, piles, score, block(out, at));
        }
    }

    fn action_slot(_game: &Game, action: &Action) -> usize {
        let kind = |card: Card| {
            assert!(card.index() < KINDS, "dopynion tensors: card {card:?}");
            card.index()
        };
        match *action {
            Action::Play(c) => PLAY + kind(c),
            Action::PlayTreasure(c) => PLAY_TREASURE + kind(c),
            Action::Buy(c) => BUY + kind(c),
            Action::Discard(c) => DISCARD + kind(c),
            Action::Trash(c) => TRASH + kind(c),
            Action::Gain(c) => GAIN + kind(c),
            Action::Topdeck(c) => TOPDECK + kind(c),
            Action::PlayAllTreasures => PLAY_ALL_TREASURES,
            Action::EndTurn => END_TURN,
            Action::DiscardDeck => DISCARD_DECK,
            Action::Done => DONE,
        }
    }

    fn slot_name(slot: usize) -> String {
        match slot {
            s if s < PLAY_ALL_TREASURES => {
                let card = s % KINDS;
                let db = CardDb::embedded();
                let name = if card < db.len() {
                    db.name(Card(card as u8)).to_string()
                } else {
                    format!("card {card}")
                };
                format!("{} {name}", VERBS[s / KINDS])
            }
            PLAY_ALL_TREASURES => "play all treasures".into(),
            END_TURN => "end turn".into(),
            DISCARD_DECK => "discard the deck".into(),
            DONE => "done".into(),
            s => format!("no slot {s}"),
        }
    }
}

/// The turn, its phase and resources, the game's end, and the decision owed (whose, which
/// kind, its number, whether it may be declined, the card type a Topdeck asks for).
fn global(game: &Game, seat: u8, out: &mut [f32; GLOBAL_LEN]) {
    let table = game.table();
    out[G_TURN] = table.turn as f32 / TURN_SCALE;
    out[G_MY_TURN] = bit(table.active == seat);
    out[G_PHASE + usize::from(table.phase == Phase::Buy)] = 1.0;
    out[G_ACTIONS] = table.actions as f32 / RESOURCE_SCALE;
    out[G_BUYS] = table.buys as f32 / RESOURCE_SCALE;
    out[G_COINS] = table.coins as f32 / COIN_SCALE;
    out[G_BOUGHT] = bit(table.bought);
    out[G_OVER] = bit(table.over);
    out[G_EMPTY_PILES] = table.empty_piles() as f32 / EMPTY_PILE_SCALE;
    let Some((player, decision)) = game.pending() else {
        return;
    };
    out[G_DECIDE_ME] = bit(player == seat);
    out[G_DECIDE_OTHER] = bit(player != seat);
    let (kind, number) = match decision {
        Decision::DiscardDownTo(n) => (0, n),
        Decision::DiscardCount(n) => (1, n),
        Decision::DiscardAny(n) => (2, n),
        Decision::GainCost { cost, optional } => {
            out[G_OPTIONAL] = bit(optional);
            (3, cost)
        }
        Decision::TrashThenGain(plus) => (4, plus),
        Decision::MayDiscardDeck => (5, 0),
        Decision::Topdeck(card_type) => {
            out[G_TOPDECK_TYPE + type_index(card_type)] = 1.0;
            (6, 0)
        }
    };
    out[G_DECISION + kind] = 1.0;
    out[G_DECISION_NUMBER] = number as f32 / DECISION_SCALE;
}

/// A card type's place in the Topdeck one-hot.
fn type_index(card_type: CardType) -> usize {
    match card_type {
        CardType::Treasure => 0,
        CardType::Victory => 1,
        CardType::Curse => 2,
        CardType::Action => 3,
        CardType::Attack => 4,
        CardType::Duration => 5,
    }
}

/// Cards a seat owns per kind, and the kinds it owns any of as a bit set.
struct Owned {
    count: [u16; KINDS],
    kinds: u64,
}

impl Owned {
    /// The kinds owned, with how many of each.
    fn each(&self) -> impl Iterator<Item = (usize, u16)> + '_ {
        let mut left = self.kinds;
        std::iter::from_fn(move || {
            (left != 0).then(|| {
                let kind = left.trailing_zeros() as usize;
                left &= left - 1;
                (kind, self.count[kind])
            })
        })
    }
}

/// What `piles` hold per kind, everything together; with `own`, also each pile per kind into the
/// observation (hand, deck: what it holds, its order hidden; discard pile; cards in play). Counts
/// are integers until each pile is done (adding into the observation card by card waits on the
/// previous sum at every copy of a kind).
fn owned_kinds(piles: &Piles, mut own: Option<&mut [f32]>) -> Owned {
    let mut owned = Owned {
        count: [0; KINDS],
        kinds: 0,
    };
    let mut in_pile = [0u16; KINDS];
    for (pile, offset) in [
        (&piles.hand, K_HAND),
        (&piles.deck, K_DECK),
        (&piles.discard, K_DISCARD),
        (&piles.in_play, K_IN_PLAY),
    ] {
        let mut kinds = 0u64;
        for &card in pile {
            if let Some(n) = in_pile.get_mut(card.index()) {
                *n += 1;
                kinds |= 1 << card.index();
            }
        }
        let mut left = kinds;
        while left != 0 {
            let kind = left.trailing_zeros() as usize;
            left &= left - 1;
            let n = std::mem::take(&mut in_pile[kind]);
            owned.count[kind] += n;
            if let Some(out) = own.as_deref_mut() {
                out[KIND_BLOCK + kind * KIND_LEN + offset] = n as f32 / COUNT_SCALE;
            }
        }
        owned.kinds |= kinds;
    }
    owned
}

/// The victory points of `owned` (`count` cards in all), as `Game::score` counts them: from
/// the kinds rather than card by card (a test holds the two equal).
fn score(game: &Game, owned: &Owned, count: usize) -> i32 {
    let mut points = 0;
    for (kind, n) in owned.each() {
        let each = match game.card(Card(kind as u8)).def.points {
            Points::None => 0,
            Points::Fixed(p) => p as i32,
            Points::PerCards(per) => count as i32 / per as i32,
        };
        points += each * n as i32;
    }
    points
}

/// One seat's public numbers: present, still in the game, to play, score, turns, ending-pile
/// gains and pile sizes.
fn seat_numbers(game: &Game, seat: u8, piles: &Piles, score: i32, out: &mut [f32; SEAT_LEN]) {
    let facts = game.seat(seat);
    out[0] = 1.0;
    out[1] = bit(facts.eliminated.is_none());
    out[2] = bit(game.table().active == seat);
    out[3] = score as f32 / SCORE_SCALE;
    out[4] = facts.turns as f32 / TURN_SCALE;
    out[5] = facts.ending_gains as f32 / ENDING_SCALE;
    out[6] = piles.hand.len() as f32 / HAND_SCALE;
    out[7] = piles.deck.len() as f32 / PILE_SCALE;
    out[8] = piles.discard.len() as f32 / PILE_SCALE;
    out[9] = piles.in_play.len() as f32 / HAND_SCALE;
    out[10] = piles.owned_count() as f32 / PILE_SCALE;
}

/// Writes how many cards of each kind `cards` hold at `offset` of the kinds' blocks (counted in
/// integers first, as `owned_kinds` does).
fn count_kinds(cards: &[Card], offset: usize, out: &mut [f32]) {
    let mut count = [0u16; KINDS];
    let mut kinds = 0u64;
    for &card in cards {
        if let Some(n) = count.get_mut(card.index()) {
            *n += 1;
            kinds |= 1 << card.index();
        }
    }
    while kinds != 0 {
        let kind = kinds.trailing_zeros() as usize;
        kinds &= kinds - 1;
        out[KIND_BLOCK + kind * KIND_LEN + offset] = count[kind] as f32 / COUNT_SCALE;
    }
}

/// The supply piles (whether the kind has one, and what is left) and the trash, per kind.
fn kinds_of_table(game: &Game, out: &mut [f32]) {
    let table = game.table();
    for pile in &table.supply {
        if pile.card.index() < KINDS {
            let at = KIND_BLOCK + pile.card.index() * KIND_LEN;
            out[at + K_IN_SUPPLY] = 1.0;
            out[at + K_SUPPLY] = pile.count as f32 / COUNT_SCALE;
        }
    }
    count_kinds(&table.trash, K_TRASH, out);
}

/// Another seat's cards per kind: everything it owns (every gain is public) and what it has in
/// play; never which of them are in its hand.
fn other_kinds(owned: &Owned, piles: &Piles, offset: usize, out: &mut [f32]) {
    for (kind, n) in owned.each() {
        out[KIND_BLOCK + kind * KIND_LEN + offset] = n as f32 / COUNT_SCALE;
    }
    count_kinds(&piles.in_play, offset + 1, out);
}
