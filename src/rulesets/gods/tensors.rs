//! gods' fixed-size tensors (docs/PYTHON.md, `### gods`): what a player may see of a game as 1,858
//! numbers (the table, both players, every tile of the board, the hand and a Discover's offer)
//! and its decisions as 8,011 action slots. Tiles are seen from the player's side: the board is
//! mirrored for player 1, so a player's own stone always stands in the leftmost columns, and
//! slots name tiles and steps in that frame.

use super::components::{
    Card, NEUTRAL, NO_TILE, Phase, Place, Slot, Table, Tile, Unit, Zone, flag, kw, tiles_of,
};
use super::game::stone_tile;
use super::schema::{CardKind, Subtype};
use super::view::{Cards, Target, View};
use super::{Action, Game, Gods};
use crate::engine::{Tensors, tensors::bit, tensors::block};

/// Columns of the frame tiles are read in: the widest board (9 × 5); an 8 × 5 board leaves its
/// last column empty.
pub const FRAME_COLS: usize = 9;
/// Rows of the frame.
pub const FRAME_ROWS: usize = 5;
/// Tiles of the frame.
pub const TILES: usize = FRAME_COLS * FRAME_ROWS;
/// Cards a hand holds at most (`rules.ron`'s `hand_limit`).
pub const HAND_LIMIT: usize = 10;
/// Cards a Discover offers.
pub const OFFERED: usize = 3;
/// Opening-hand cards a mulligan may name (4 dealt, and the second player's Divine Spark).
pub const MULLIGAN_CARDS: usize = 5;
/// Orthogonal steps a Move slot names at most (the highest movement of a card).
pub const MOVE_REACH: i32 = 3;
/// Orthogonal steps an Attack slot names at most (Ranged(3); melee's diagonals are 2 steps):
/// the same as `MOVE_REACH`, as a unit's moves and attacks share one group of slots.
pub const ATTACK_REACH: i32 = MOVE_REACH;
/// Orthogonal steps a leader ability's move (Bellona's) names at most.
pub const LEADER_MOVE_REACH: i32 = 2;

/// Turns (both players'), scaled: the turn cap.
const TURN_SCALE: f32 = 60.0;
/// Mana, scaled: the mana cap.
const MANA_SCALE: f32 = 10.0;
/// Fatigue, scaled.
const FATIGUE_SCALE: f32 = 10.0;
/// Deck, graveyard and removed pile sizes, scaled: a deck's size.
const PILE_SCALE: f32 = 25.0;
/// A stone's health, scaled.
const STONE_SCALE: f32 = 25.0;
/// Attack and health, scaled.
const STAT_SCALE: f32 = 10.0;
/// Protection, scaled.
const PROTECTION_SCALE: f32 = 3.0;
/// Movement, steps and range, scaled.
const REACH_SCALE: f32 = 3.0;
/// Costs, scaled.
const COST_SCALE: f32 = 10.0;

/// The keywords a unit or card shows, in feature order.
const KEYWORDS: [u16; 8] = [
    kw::GUARD,
    kw::STEALTH,
    kw::CHARGE,
    kw::RESURRECTION,
    kw::IMMUNE_SPELLS,
    kw::IMMUNE_ATTACKS,
    kw::IMMUNE_UNITS,
    kw::IMMUNE_LEADERS,
];
/// The unit states a tile shows, in feature order.
const FLAGS: [u16; 6] = [
    flag::EXHAUSTED,
    flag::MOVED,
    flag::ATTACKED,
    flag::WARCRY_READY,
    flag::SILENCED,
    flag::AURA,
];
/// Subtypes, in feature order.
const SUBTYPES: [Subtype; 3] = [Subtype::Structure, Subtype::Beast, Subtype::God];

/// The game's own numbers.
const GLOBAL: usize = 0;
/// `GLOBAL`'s length.
const GLOBAL_LEN: usize = 9;
/// The two players' numbers, the observer's first.
const PLAYERS: usize = GLOBAL + GLOBAL_LEN;
/// One player's numbers.
const PLAYER_LEN: usize = 13;
/// The board, tile by tile in the observer's frame.
const BOARD: usize = PLAYERS + 2 * PLAYER_LEN;
/// Offsets in one tile's numbers.
const T_KEYWORDS: usize = 13;
const T_FLAGS: usize = T_KEYWORDS + KEYWORDS.len();
const T_STUNNED: usize = T_FLAGS + FLAGS.len();
const T_BANISHED: usize = T_STUNNED + 1;
const T_TOKEN: usize = T_BANISHED + 1;
const T_SUBTYPES: usize = T_TOKEN + 1;
/// One tile's numbers.
const TILE_LEN: usize = T_SUBTYPES + SUBTYPES.len();
/// The observer's hand.
const HAND: usize = BOARD + TILES * TILE_LEN;
/// Offsets in one card's numbers.
const C_KEYWORDS: usize = 10;
const C_SUBTYPES: usize = C_KEYWORDS + KEYWORDS.len();
const C_WARCRY: usize = C_SUBTYPES + SUBTYPES.len();
/// One hand card's numbers.
const CARD_LEN: usize = C_WARCRY + 5;
/// The cards a Discover offers the observer.
const OFFER: usize = HAND + HAND_LIMIT * CARD_LEN;
/// The observation's length.
const LEN: usize = OFFER + OFFERED * CARD_LEN;

/// Steps within `reach` (not none), as slots number them.
const fn steps(reach: i32) -> usize {
    (2 * reach * (reach + 1)) as usize
}
/// What a spell or a leader ability aims at: nothing, a tile (a unit on it, or the empty tile),
/// or a column.
const AIMS: usize = 1 + TILES + FRAME_COLS;
/// What a unit's Warcry aims at: nothing or a tile.
const UNIT_AIMS: usize = 1 + TILES;
/// Deployment tiles: the 3 × 3 square around the player's own stone, the stone's tile left out.
const DEPLOY: usize = 8;
/// The stone's own tile in the 3 × 3 square, row by row.
const DEPLOY_CENTRE: usize = 4;
/// Slots per hand card: as a spell, then as a unit per deployment tile.
const PER_CARD: usize = AIMS + DEPLOY * UNIT_AIMS;

/// The first slot of each group, in slot order (docs/PYTHON.md).
const MULLIGAN: usize = 0;
const CHOOSE: usize = MULLIGAN + (1 << MULLIGAN_CARDS);
const END_TURN: usize = CHOOSE + OFFERED;
const PLAY: usize = END_TURN + 1;
/// A unit's move to an empty tile and its attack on a unit share their slots: one tile is never
/// both.
const STEP: usize = PLAY + HAND_LIMIT * PER_CARD;
const WARCRY: usize = STEP + TILES * steps(MOVE_REACH);
const LEADER: usize = WARCRY + TILES * UNIT_AIMS;
const LEADER_MOVE: usize = LEADER + AIMS;
/// The number of slots.
const SLOTS: usize = LEADER_MOVE + TILES * steps(LEADER_MOVE_REACH);

/// How a player reads the game: the table, every card's components at once where the game
/// lends them, and the frame tiles are read in.
#[derive(Clone, Copy)]
struct Look<'a> {
    game: &'a Game,
    table: &'a Table,
    cards: Option<Cards<'a>>,
    mirrored: bool,
}

impl<'a> Look<'a> {
    fn of(game: &'a Game, seat: u8) -> Look<'a> {
        Look {
            game,
            table: game.table(),
            cards: game.cards(),
            mirrored: seat == 1,
        }
    }

    /// A card's components.
    #[inline]
    fn parts(self, slot: Slot) -> (&'a Card, &'a Place, &'a Unit) {
        let i = slot as usize;
        if let Some(c) = self.cards
            && let (Some(card), Some(place), Some(unit)) =
                (c.card.get(i), c.place.get(i), c.unit.get(i))
        {
            return (card, place, unit);
        }
        self.game.refs(slot)
    }

    /// The tile of a unit on the battlefield.
    #[inline]
    fn tile_of(self, slot: Slot) -> Tile {
        let tile = self.parts(slot).1.tile;
        assert!(tile != NO_TILE, "gods tensors: a unit off the battlefield");
        tile
    }

    /// Column and row of a board tile, in the frame.
    #[inline]
    fn xy(self, tile: Tile) -> (i32, i32) {
        let (x, y) = self.table.xy(tile);
        let x = if self.mirrored {
            self.table.cols - 1 - x
        } else {
            x
        };
        (x as i32, y as i32)
    }

    /// A board tile's index in the frame.
    #[inline]
    fn tile(self, tile: Tile) -> usize {
        let (x, y) = self.xy(tile);
        assert!(
            (x as usize) < FRAME_COLS && (y as usize) < FRAME_ROWS,
            "gods tensors: a board larger than 9 × 5"
        );
        y as usize * FRAME_COLS + x as usize
    }

    /// A column in the frame.
    #[inline]
    fn column(self, x: u8) -> usize {
        let x = if self.mirrored {
            self.table.cols - 1 - x
        } else {
            x
        };
        x as usize
    }

    /// The slot of the unit on `from` moving or striking `to` within `reach`, counted from its
    /// group's first: its frame tile's steps, then the step.
    #[inline]
    fn step_slot(self, from: Tile, to: Tile, reach: i32) -> usize {
        let (fx, fy) = self.xy(from);
        let (tx, ty) = self.xy(to);
        let tile = fy as usize * FRAME_COLS + fx as usize;
        tile * steps(reach) + step_index(tx - fx, ty - fy, reach)
    }
}

/// Steps fit in a square of this side (reach 3 at most).
const STEP_BOX: usize = 7;
/// No step: (0, 0), or beyond the reach.
const NO_STEP: u8 = u8::MAX;

/// The numbers of the steps within `reach`, by (dy + 3, dx + 3): rows from dy = -reach down,
/// left to right in a row, (0, 0) left out.
const fn step_table(reach: i32) -> [[u8; STEP_BOX]; STEP_BOX] {
    let mut table = [[NO_STEP; STEP_BOX]; STEP_BOX];
    let centre = (STEP_BOX / 2) as i32;
    let mut n = 0;
    let mut dy = -reach;
    while dy <= reach {
        let width = reach - dy.abs();
        let mut dx = -width;
        while dx <= width {
            if dx != 0 || dy != 0 {
                table[(dy + centre) as usize][(dx + centre) as usize] = n;
                n += 1;
            }
            dx += 1;
        }
        dy += 1;
    }
    table
}

/// Step numbers for moves and attacks, and for a leader's moves.
static STEPS: [[[u8; STEP_BOX]; STEP_BOX]; 2] =
    [step_table(MOVE_REACH), step_table(LEADER_MOVE_REACH)];

/// The number of step (dx, dy), 0 < |dx| + |dy| <= reach (`MOVE_REACH`, which is also
/// `ATTACK_REACH`, or `LEADER_MOVE_REACH`).
#[inline]
fn step_index(dx: i32, dy: i32, reach: i32) -> usize {
    let table = &STEPS[usize::from(reach != MOVE_REACH)];
    let centre = (STEP_BOX / 2) as i32;
    let (row, col) = ((dy + centre) as usize, (dx + centre) as usize);
    let n = match table.get(row).and_then(|r| r.get(col)) {
        Some(&n) if n != NO_STEP => n,
        _ => panic!("gods tensors: a step of ({dx}, {dy}) beyond {reach}"),
    };
    n as usize
}

/// The step numbered `index` within `reach`.
fn step_of(index: usize, reach: i32) -> (i32, i32) {
    let mut n = 0;
    for dy in -reach..=reach {
        let width = reach - dy.abs();
        for dx in -width..=width {
            if (dx, dy) == (0, 0) {
                continue;
            }
            if n == index {
                return (dx, dy);
            }
            n += 1;
        }
    }
    (0, 0)
}

impl Tensors for Gods {
    const OBSERVATION_LEN: usize = LEN;
    const ACTION_SLOTS: usize = SLOTS;

    fn observe(game: &Game, seat: u8, out: &mut [f32]) {
        let out = &mut out[..LEN];
        out.fill(0.0);
        let look = Look::of(game, seat);
        global(game, seat, block(out, GLOBAL));
        for (n, player) in [seat, 1 - seat].into_iter().enumerate() {
            player_numbers(look, player, block(out, PLAYERS + n * PLAYER_LEN));
        }
        let table = look.table;
        for tile in tiles_of(table.occupied()) {
            let Some(slot) = table.at(tile) else {
                continue;
            };
            unit_on_tile(
                look,
                seat,
                slot,
                block(out, BOARD + look.tile(tile) * TILE_LEN),
            );
        }
        let hand = &table.players[seat as usize].hand;
        for (i, &slot) in hand.iter().take(HAND_LIMIT).enumerate() {
            hand_card(look, slot, block(out, HAND + i * CARD_LEN));
        }
        if let Phase::Choice {
            player,
            options,
            count,
        } = table.phase
            && player == seat
        {
            for (i, &slot) in options.iter().take(count as usize).enumerate() {
                hand_card(look, slot, block(out, OFFER + i * CARD_LEN));
            }
        }
    }

    fn action_slot(game: &Game, action: &Action) -> usize {
        let table = game.table();
        let seat = table.to_act();
        let look = Look::of(game, seat);
        match *action {
            Action::Mulligan(mask) => {
                assert!(
                    (mask as usize) < 1 << MULLIGAN_CARDS,
                    "gods tensors: a mulligan of more than {MULLIGAN_CARDS} cards"
                );
                MULLIGAN + mask as usize
            }
            Action::Choose(i) => CHOOSE + i as usize,
            Action::EndTurn => END_TURN,
            Action::Play { card, tile, target } => {
                let hand = &table.players[seat as usize].hand;
                let i = hand
                    .iter()
                    .position(|c| *c == card)
                    .expect("a legal play names a hand card");
                assert!(i < HAND_LIMIT, "gods tensors: hand position {i}");
                let within = if tile == NO_TILE {
                    aim(look, target)
                } else {
                    AIMS + deploy(look, seat, tile) * UNIT_AIMS + unit_aim(look, target)
                };
                PLAY + i * PER_CARD + within
            }
            Action::Move { unit, to } => STEP + look.step_slot(look.tile_of(unit), to, MOVE_REACH),
            Action::Attack { unit, target } => {
                STEP + look.step_slot(look.tile_of(unit), look.tile_of(target), ATTACK_REACH)
            }
            Action::Warcry { unit, target } => {
                WARCRY + look.tile(look.tile_of(unit)) * UNIT_AIMS + unit_aim(look, target)
            }
            Action::Leader(Target::Move(unit, to)) => {
                LEADER_MOVE + look.step_slot(look.tile_of(unit), to, LEADER_MOVE_REACH)
            }
            Action::Leader(target) => LEADER + aim(look, target),
        }
    }

    fn slot_name(slot: usize) -> String {
        match slot {
            s if s < CHOOSE => format!("mulligan mask {}", s - MULLIGAN),
            s if s < END_TURN => format!("choose offer {}", s - CHOOSE),
            END_TURN => "end turn".into(),
            s if s < STEP => {
                let (card, within) = ((s - PLAY) / PER_CARD, (s - PLAY) % PER_CARD);
                if within < AIMS {
                    format!("play hand {card} as a spell{}", aim_name(within))
                } else {
                    let (deploy, aim) = ((within - AIMS) / UNIT_AIMS, (within - AIMS) % UNIT_AIMS);
                    let square = deploy + usize::from(deploy >= DEPLOY_CENTRE);
                    let (dx, dy) = (square as i32 % 3 - 1, square as i32 / 3 - 1);
                    format!(
                        "play hand {card} at stone{}{}",
                        step_name(dx, dy),
                        aim_name(aim)
                    )
                }
            }
            s if s < WARCRY => step_slot_name("move or attack from", s - STEP, MOVE_REACH),
            s if s < LEADER => {
                let (tile, aim) = ((s - WARCRY) / UNIT_AIMS, (s - WARCRY) % UNIT_AIMS);
                format!("warcry of {}{}", tile_name(tile), aim_name(aim))
            }
            s if s < LEADER_MOVE => format!("leader ability{}", aim_name(s - LEADER)),
            s if s < SLOTS => {
                step_slot_name("leader ability: move", s - LEADER_MOVE, LEADER_MOVE_REACH)
            }
            s => format!("no slot {s}"),
        }
    }
}

/// The number of a deployment tile: its place in the 3 × 3 square around `seat`'s stone, in the
/// frame, the stone left out.
fn deploy(look: Look, seat: u8, tile: Tile) -> usize {
    let (sx, sy) = look.xy(stone_tile(look.table, look.game.opts(), seat));
    let (x, y) = look.xy(tile);
    let (dx, dy) = (x - sx, y - sy);
    assert!(
        dx.abs() <= 1 && dy.abs() <= 1,
        "gods tensors: a deployment away from the stone"
    );
    let square = ((dy + 1) * 3 + dx + 1) as usize;
    assert!(
        square != DEPLOY_CENTRE,
        "gods tensors: a deployment on the stone"
    );
    square - usize::from(square > DEPLOY_CENTRE)
}

/// The number of what a spell or leader ability aims at (`AIMS`).
fn aim(look: Look, target: Target) -> usize {
    match target {
        Target::Column(x) => 1 + TILES + look.column(x),
        other => unit_aim(look, other),
    }
}

/// The number of what a Warcry aims at (`UNIT_AIMS`): nothing, or a unit's or empty tile.
fn unit_aim(look: Look, target: Target) -> usize {
    match target {
        Target::None => 0,
        Target::Unit(slot) => 1 + look.tile(look.tile_of(slot)),
        Target::Tile(tile) => 1 + look.tile(tile),
        other => panic!("gods tensors: no slot for aiming a card at {other:?}"),
    }
}

/// " on (x,y)", " on column x" or nothing, for an aim's number.
fn aim_name(aim: usize) -> String {
    match aim {
        0 => String::new(),
        a if a <= TILES => format!(" on {}", tile_name(a - 1)),
        a => format!(" on column {}", a - 1 - TILES),
    }
}

/// A frame tile as "(x,y)".
fn tile_name(tile: usize) -> String {
    format!("({},{})", tile % FRAME_COLS, tile / FRAME_COLS)
}

/// A step as "+(dx,dy)".
fn step_name(dx: i32, dy: i32) -> String {
    format!("+({dx},{dy})")
}

/// "move (x,y)+(dx,dy)" for a slot numbered within a tile × step group.
fn step_slot_name(verb: &str, within: usize, reach: i32) -> String {
    let (tile, step) = (within / steps(reach), within % steps(reach));
    let (dx, dy) = step_of(step, reach);
    format!("{verb} {}{}", tile_name(tile), step_name(dx, dy))
}

/// Whose decision and turn, who went first, the phase, the turn, the board's width.
fn global(game: &Game, seat: u8, out: &mut [f32; GLOBAL_LEN]) {
    let table = game.table();
    out[0] = bit(table.to_act() == seat);
    out[1] = bit(table.active == seat);
    out[2] = bit(table.first == seat);
    let phase = match table.phase {
        Phase::Mulligan(_) => 0,
        Phase::Main => 1,
        Phase::Choice { .. } => 2,
        Phase::Over => 3,
    };
    out[3 + phase] = 1.0;
    out[7] = table.turn as f32 / TURN_SCALE;
    out[8] = bit(table.cols as usize == FRAME_COLS);
}

/// A player's mana, fatigue, leader ability, pile sizes, leader and stone.
fn player_numbers(look: Look, player: u8, out: &mut [f32; PLAYER_LEN]) {
    let p = &look.table.players[player as usize];
    let db = look.game.db();
    let (_, stone_place, stone) = look.parts(p.stone);
    out[0] = p.mana as f32 / MANA_SCALE;
    out[1] = p.max_mana as f32 / MANA_SCALE;
    out[2] = p.fatigue as f32 / FATIGUE_SCALE;
    out[3] = bit(p.ability_used);
    out[4] = bit(p.mulliganed);
    out[5] = p.deck.len() as f32 / PILE_SCALE;
    out[6] = p.hand.len() as f32 / HAND_LIMIT as f32;
    out[7] = p.graveyard.len() as f32 / PILE_SCALE;
    out[8] = p.removed.len() as f32 / PILE_SCALE;
    out[9] = p.leader as f32 / db.cards().len() as f32;
    out[10] = db.card(p.leader).def.cost as f32 / COST_SCALE;
    if stone_place.zone == Zone::Battlefield {
        out[11] = stone.health as f32 / STONE_SCALE;
        out[12] = stone.max_health as f32 / STONE_SCALE;
    }
}

/// The unit on a tile: presence, whose (the observer's, the other player's, nobody's), card,
/// numbers, keywords, states and subtypes.
fn unit_on_tile(look: Look, seat: u8, slot: Slot, out: &mut [f32; TILE_LEN]) {
    let (card, _, unit) = look.parts(slot);
    let db = look.game.db();
    let info = db.card(card.def);
    out[0] = 1.0;
    out[1] = bit(card.owner == seat);
    out[2] = bit(card.owner != seat && card.owner != NEUTRAL);
    out[3] = bit(card.owner == NEUTRAL);
    out[4] = card.def as f32 / db.cards().len() as f32;
    out[5] = unit.attack as f32 / STAT_SCALE;
    out[6] = unit.health as f32 / STAT_SCALE;
    out[7] = unit.max_health as f32 / STAT_SCALE;
    out[8] = unit.protection as f32 / PROTECTION_SCALE;
    out[9] = unit.movement as f32 / REACH_SCALE;
    out[10] = unit.steps as f32 / REACH_SCALE;
    out[11] = unit.range as f32 / REACH_SCALE;
    out[12] = bit(unit.stone());
    unit_bits(unit, out);
    out[T_STUNNED] = bit(unit.stunned());
    out[T_BANISHED] = bit(unit.banished());
    out[T_TOKEN] = bit(card.token);
    for (i, subtype) in SUBTYPES.into_iter().enumerate() {
        out[T_SUBTYPES + i] = bit(info.is(subtype));
    }
}

/// A unit's keywords and state flags.
fn unit_bits(unit: &Unit, out: &mut [f32; TILE_LEN]) {
    for (i, k) in KEYWORDS.into_iter().enumerate() {
        out[T_KEYWORDS + i] = bit(unit.has(k));
    }
    for (i, f) in FLAGS.into_iter().enumerate() {
        out[T_FLAGS + i] = bit(unit.is(f));
    }
}

/// A card in the hand or offered: presence, card, cost now, kind, printed numbers, keywords,
/// subtypes, and what its Warcry or spell asks for.
fn hand_card(look: Look, slot: Slot, out: &mut [f32; CARD_LEN]) {
    let card = look.parts(slot).0;
    let db = look.game.db();
    let info = db.card(card.def);
    let def = &info.def;
    out[0] = 1.0;
    out[1] = card.def as f32 / db.cards().len() as f32;
    out[2] = look.game.cost(slot) as f32 / COST_SCALE;
    out[3] = bit(def.kind == CardKind::Unit);
    out[4] = bit(def.kind == CardKind::Spell);
    out[5] = def.attack as f32 / STAT_SCALE;
    out[6] = def.health as f32 / STAT_SCALE;
    out[7] = info.movement as f32 / REACH_SCALE;
    out[8] = info.range as f32 / REACH_SCALE;
    out[9] = info.protection as f32 / PROTECTION_SCALE;
    for (i, k) in KEYWORDS.into_iter().enumerate() {
        out[C_KEYWORDS + i] = bit(info.keywords & k != 0);
    }
    for (i, subtype) in SUBTYPES.into_iter().enumerate() {
        out[C_SUBTYPES + i] = bit(info.is(subtype));
    }
    let warcry = def.warcry.as_ref();
    out[C_WARCRY] = bit(warcry.is_some());
    out[C_WARCRY + 1] = bit(warcry.is_some_and(|w| w.activatable));
    out[C_WARCRY + 2] = bit(warcry.is_some_and(|w| w.target.is_some()));
    out[C_WARCRY + 3] = bit(def.target.is_some());
    out[C_WARCRY + 4] = bit(card.token);
}
