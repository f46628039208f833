//! What the gods rules world holds. Every card of a game (deck cards, stones, tokens, discovered
//! cards) is an entity with three plain `Copy` components: `Card` (which card, whose), `Place`
//! (zone and tile) and `Unit` (its state as a unit on the battlefield, or a card's cost change in
//! hand). The `Table` (in the game state lent to the world) holds what is not a card: turn, phase,
//! mana, the ordered piles, and the board's tile → unit map.

use bevy::ecs::component::Component;
use smallvec::SmallVec;

use super::db::CardId;

/// A card's index in one game: the same in every fork of that game.
pub type Slot = u16;
/// No card.
pub const NO_SLOT: Slot = u16::MAX;
/// A tile: `y * cols + x`.
pub type Tile = u8;
/// No tile.
pub const NO_TILE: Tile = u8::MAX;
/// The owner of neutral units (G2.3).
pub const NEUTRAL: u8 = 2;
/// No player (a stun or banishment not in force).
pub const NOBODY: u8 = u8::MAX;
/// A temporary modification that ends at the end of the turn.
pub const END_OF_TURN: u8 = 0xFE;
/// Tiles of the largest board (9 × 5).
pub const MAX_TILES: usize = 45;

/// An ordered pile of cards (top or left first).
pub type Pile = SmallVec<[Slot; 16]>;

/// Which card an entity is and whose.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Card {
    /// The card in the database.
    pub def: CardId,
    /// Player 0 or 1, or `NEUTRAL`.
    pub owner: u8,
    /// Created by an effect, not from a deck: a token unit ceases to exist when it leaves the
    /// battlefield (G2.5).
    pub token: bool,
}

/// The seven zones of G13, and `Gone` for tokens that ceased to exist and unused entities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Zone {
    /// The owner's deck.
    Deck,
    /// The owner's hand.
    Hand,
    /// On a tile, in unit state (its card is in the Waiting zone, G6.3).
    Battlefield,
    /// A spell being resolved.
    Waiting,
    /// The owner's graveyard.
    Graveyard,
    /// Removed from the game.
    Removed,
    /// Offered by a Discover.
    Discover,
    /// Not part of the game (an unused entity, a token that ceased to exist).
    #[default]
    Gone,
}

/// Where a card is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Place {
    /// Its zone.
    pub zone: Zone,
    /// Its tile on the battlefield (`NO_TILE` elsewhere).
    pub tile: Tile,
}

/// Keyword bits of a unit.
pub mod kw {
    /// Guard.
    pub const GUARD: u16 = 1;
    /// Stealth.
    pub const STEALTH: u16 = 1 << 1;
    /// Charge.
    pub const CHARGE: u16 = 1 << 2;
    /// Resurrection.
    pub const RESURRECTION: u16 = 1 << 3;
    /// Immune: spells.
    pub const IMMUNE_SPELLS: u16 = 1 << 4;
    /// Immune: attacks.
    pub const IMMUNE_ATTACKS: u16 = 1 << 5;
    /// Immune: unit effects.
    pub const IMMUNE_UNITS: u16 = 1 << 6;
    /// Immune: leader abilities.
    pub const IMMUNE_LEADERS: u16 = 1 << 7;
    /// Any immunity.
    pub const ANY_IMMUNE: u16 = IMMUNE_SPELLS | IMMUNE_ATTACKS | IMMUNE_UNITS | IMMUNE_LEADERS;
}

/// State bits of a unit.
pub mod flag {
    /// Summoning exhaustion: can't move or attack until its owner's next turn.
    pub const EXHAUSTED: u16 = 1;
    /// Made its move this turn (or, with split movement, used all of it).
    pub const MOVED: u16 = 1 << 1;
    /// Attacked this turn.
    pub const ATTACKED: u16 = 1 << 2;
    /// Its activatable Warcry may still be used (G12.1).
    pub const WARCRY_READY: u16 = 1 << 3;
    /// Silenced: no card text (G12.16).
    pub const SILENCED: u16 = 1 << 4;
    /// At 0 health or less with its Death (or Reincarnate) waiting in the queue.
    pub const DYING: u16 = 1 << 5;
    /// Destroyed by an effect: its Death is waiting whatever its health.
    pub const DESTROYED: u16 = 1 << 6;
    /// A Summoning Stone.
    pub const STONE: u16 = 1 << 7;
    /// Its card has an aura.
    pub const AURA: u16 = 1 << 8;
    /// Executed: its Death brings no Resurrection (G12.4).
    pub const EXECUTED: u16 = 1 << 9;
    /// Its card has a start- or end-of-turn trigger: a turn's start and end look at these units
    /// only, without reading every unit's card.
    pub const TURN_TRIGGERS: u16 = 1 << 10;
    /// Its card watches allies entering the battlefield: an arrival looks at these units only.
    pub const WATCHES_ARRIVALS: u16 = 1 << 11;
}

/// What the temporary modifications ending at one moment add together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Temp {
    /// Attack they still add (a later "set" zeroes it).
    pub attack: i16,
    /// Maximum health they add.
    pub health: i16,
    /// The highest Protection they give.
    pub protection: u8,
}

impl Temp {
    /// Adds nothing.
    pub const NONE: Temp = Temp {
        attack: 0,
        health: 0,
        protection: 0,
    };
}

/// The moments temporary modifications end at: the end of the turn, and the start of each
/// player's turn (`END_OF_TURN`, player 0, player 1).
pub const TEMP_ENDINGS: usize = 3;

/// The temporary modifications in force on a unit (G10.3), any number of them, summed by the
/// moment they end at. Modifications that end together are removed together, so their sum is
/// all that is needed: "+1/+1 until end of turn" seven times is one +7/+7 that goes at the end
/// of the turn, and a "set" (Transfusion, G10.4) zeroes the attack of every sum, which is
/// zeroing each modification under it. The sums stay inline and `Copy`, so forking a game
/// copies a few bytes whatever was played, and nothing is capped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Temps {
    /// The sums, by `Temps::index` of their ending.
    sums: [Temp; TEMP_ENDINGS],
    /// Bit `i`: `sums[i]` holds at least one modification (even one that now adds nothing:
    /// its ending still counts as a change of the unit's numbers).
    live: u8,
}

impl Temps {
    /// No temporary modification.
    pub const NONE: Temps = Temps {
        sums: [Temp::NONE; TEMP_ENDINGS],
        live: 0,
    };

    /// A modification said to end at `ends` ends some time: with the turn, or at a player's
    /// turn start. `NOBODY` (a permanent one) and `NEUTRAL` (nobody's next turn never comes)
    /// never do, and are no temporary modification.
    #[inline]
    pub fn ends_ever(ends: u8) -> bool {
        ends == END_OF_TURN || ends < 2
    }

    /// Where the modifications ending at `ends` (`END_OF_TURN` or a player) are summed.
    #[inline]
    fn index(ends: u8) -> usize {
        debug_assert!(
            Self::ends_ever(ends),
            "a temporary modification ends with a turn or at a player's turn start"
        );
        match ends {
            END_OF_TURN => 0,
            player => 1 + usize::from(player != 0),
        }
    }

    /// A modification that ends at `ends` adds `attack`, `health` and `protection`.
    #[inline]
    pub fn add(&mut self, ends: u8, attack: i16, health: i16, protection: u8) {
        let i = Self::index(ends);
        let sum = &mut self.sums[i];
        sum.attack = sum.attack.saturating_add(attack);
        sum.health = sum.health.saturating_add(health);
        sum.protection = sum.protection.max(protection);
        self.live |= 1 << i;
    }

    /// Some temporary modification is in force.
    #[inline]
    pub fn any(&self) -> bool {
        self.live != 0
    }

    /// Some temporary modification ends at `when`.
    #[inline]
    pub fn end_at(&self, when: u8) -> bool {
        self.live & (1 << Self::index(when)) != 0
    }

    /// The highest Protection they give.
    #[inline]
    pub fn protection(&self) -> u8 {
        if self.live == 0 {
            return 0;
        }
        self.sums.iter().map(|t| t.protection).max().unwrap_or(0)
    }

    /// A "set" of attack overrides the attack of every modification before it (G10.4).
    #[inline]
    pub fn zero_attack(&mut self) {
        for sum in &mut self.sums {
            sum.attack = 0;
        }
    }

    /// Ends the modifications that end at `when`: what they added, if any was in force.
    #[inline]
    pub fn take(&mut self, when: u8) -> Option<Temp> {
        let i = Self::index(when);
        if self.live & (1 << i) == 0 {
            return None;
        }
        self.live &= !(1 << i);
        Some(std::mem::replace(&mut self.sums[i], Temp::NONE))
    }
}

/// A unit's state on the battlefield (all zero elsewhere, but for a card's cost change in hand).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Unit {
    /// Attack now, every layer counted (never below 0).
    pub attack: i16,
    /// Current health, tracked explicitly (G10.1).
    pub health: i16,
    /// Maximum health, every layer counted.
    pub max_health: i16,
    /// Attack before auras: printed, then modifications in time order.
    pub base_attack: i16,
    /// Maximum health before auras.
    pub base_max: i16,
    /// What auras add to attack now.
    pub aura_attack: i16,
    /// What auras add to maximum health now.
    pub aura_health: i16,
    /// The highest Protection auras give now.
    pub aura_protection: u8,
    /// Protection now: the highest of every source (G12.14).
    pub protection: u8,
    /// The highest permanent Protection (printed or given).
    pub perm_protection: u8,
    /// Tiles it may move per turn.
    pub movement: u8,
    /// Steps moved this turn.
    pub steps: u8,
    /// 0: melee; n: ranged n.
    pub range: u8,
    /// `kw` bits.
    pub keywords: u16,
    /// `flag` bits.
    pub flags: u16,
    /// Stunned until the start of this player's turn (`NOBODY`: not stunned).
    pub stun_ends: u8,
    /// Banished until the start of this player's turn (`NOBODY`: not banished).
    pub banish_ends: u8,
    /// Its arrival index (time order, G9.3).
    pub arrival: u32,
    /// In hand: cost change until the end of the turn.
    pub cost_change: i8,
    /// Temporary modifications in force.
    pub temps: Temps,
}

impl Unit {
    /// Nothing: a card that is not a unit now.
    pub const EMPTY: Unit = Unit {
        attack: 0,
        health: 0,
        max_health: 0,
        base_attack: 0,
        base_max: 0,
        aura_attack: 0,
        aura_health: 0,
        aura_protection: 0,
        protection: 0,
        perm_protection: 0,
        movement: 0,
        steps: 0,
        range: 0,
        keywords: 0,
        flags: 0,
        stun_ends: NOBODY,
        banish_ends: NOBODY,
        arrival: 0,
        cost_change: 0,
        temps: Temps::NONE,
    };

    /// Has keyword bit(s) `k`.
    #[inline]
    pub fn has(&self, k: u16) -> bool {
        self.keywords & k != 0
    }
    /// Has flag bit(s) `f`.
    #[inline]
    pub fn is(&self, f: u16) -> bool {
        self.flags & f != 0
    }
    /// Banished now.
    #[inline]
    pub fn banished(&self) -> bool {
        self.banish_ends != NOBODY
    }
    /// Stunned now.
    #[inline]
    pub fn stunned(&self) -> bool {
        self.stun_ends != NOBODY
    }
    /// A Summoning Stone.
    #[inline]
    pub fn stone(&self) -> bool {
        self.is(flag::STONE)
    }
}

/// The tiles of the units on the battlefield in each state legality looks at closely, kept
/// exact by the table (`Table::marks`): the legal list reads them instead of the units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Marks {
    /// Banished units.
    pub banished: u64,
    /// Units with Stealth.
    pub stealthed: u64,
    /// Units with Guard.
    pub guard: u64,
    /// Summoning Stones.
    pub stone: u64,
    /// Units immune to attacks, spells, unit effects and leader abilities.
    pub immune: [u64; 4],
    /// The tiles in any of the sets above (most units are in none, and moving or removing
    /// them then touches no set).
    any: u64,
}

impl Marks {
    /// The immunity keywords, in the order of `immune`.
    pub const IMMUNE: [u16; 4] = [
        kw::IMMUNE_ATTACKS,
        kw::IMMUNE_SPELLS,
        kw::IMMUNE_UNITS,
        kw::IMMUNE_LEADERS,
    ];

    /// The sets `unit` belongs to, one bit each: banished, Stealth, Guard, stone, then the
    /// four immunities.
    #[inline]
    pub fn of(unit: &Unit) -> u8 {
        let mut bits = u8::from(unit.banished())
            | u8::from(unit.has(kw::STEALTH)) << 1
            | u8::from(unit.has(kw::GUARD)) << 2
            | u8::from(unit.stone()) << 3;
        for (i, k) in Self::IMMUNE.into_iter().enumerate() {
            bits |= u8::from(unit.has(k)) << (4 + i);
        }
        bits
    }

    /// `tile` is in exactly the sets `bits` names.
    #[inline]
    pub fn put(&mut self, tile: Tile, bits: u8) {
        let bit = 1u64 << tile;
        if bits == 0 && self.any & bit == 0 {
            return;
        }
        let set = |set: &mut u64, i: u8| {
            if bits & (1 << i) != 0 {
                *set |= bit;
            } else {
                *set &= !bit;
            }
        };
        set(&mut self.banished, 0);
        set(&mut self.stealthed, 1);
        set(&mut self.guard, 2);
        set(&mut self.stone, 3);
        for (i, immune) in self.immune.iter_mut().enumerate() {
            set(immune, 4 + i as u8);
        }
        if bits != 0 {
            self.any |= bit;
        } else {
            self.any &= !bit;
        }
    }

    /// Takes `tile` out of every set; returns the sets it was in.
    #[inline]
    pub fn take(&mut self, tile: Tile) -> u8 {
        let bit = 1u64 << tile;
        if self.any & bit == 0 {
            return 0;
        }
        let take = |set: &mut u64, i: u8| -> u8 {
            let was = u8::from(*set & bit != 0) << i;
            *set &= !bit;
            was
        };
        let mut bits = take(&mut self.banished, 0)
            | take(&mut self.stealthed, 1)
            | take(&mut self.guard, 2)
            | take(&mut self.stone, 3);
        for (i, immune) in self.immune.iter_mut().enumerate() {
            bits |= take(immune, 4 + i as u8);
        }
        self.any &= !bit;
        bits
    }
}

/// What the player to act is deciding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Phase {
    /// This player keeps or replaces opening cards.
    Mulligan(u8),
    /// The active player's turn.
    #[default]
    Main,
    /// A Discover waits for this player's pick among `options[..count]`.
    Choice {
        /// Who picks.
        player: u8,
        /// The offered cards (in the Discover zone).
        options: [Slot; 3],
        /// How many are offered.
        count: u8,
    },
    /// The game is over.
    Over,
}

/// One player's numbers and piles.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Player {
    /// Its leader card.
    pub leader: CardId,
    /// Its stone's slot.
    pub stone: Slot,
    /// Mana available now.
    pub mana: u8,
    /// Mana at the start of its turns.
    pub max_mana: u8,
    /// The next fatigue hit deals this + 1.
    pub fatigue: u8,
    /// The leader ability was used this turn.
    pub ability_used: bool,
    /// Has made its mulligan.
    pub mulliganed: bool,
    /// Top first.
    pub deck: Pile,
    /// Left to right.
    pub hand: Pile,
    /// In the order cards arrived.
    pub graveyard: Pile,
    /// Cards removed from the game.
    pub removed: Pile,
}

/// The game's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// This player won.
    Winner(u8),
    /// Nobody did.
    Draw,
}

/// Everything of a game that is not on a card: turn, phase, players, the board's occupants.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Table {
    /// Every player's turn counts: 1 is the first player's first turn.
    pub turn: u32,
    /// Whose turn it is.
    pub active: u8,
    /// Who played first.
    pub first: u8,
    /// What is being decided.
    pub phase: Phase,
    /// The two players.
    pub players: [Player; 2],
    /// Tile → the unit on it (`NO_SLOT`: empty). Written through `put` and `vacate`, which
    /// keep `owned` and `marks` in step.
    pub board: [Slot; MAX_TILES],
    /// The tiles holding a unit of each owner (0, 1, neutral), as bit sets: legality, the
    /// auras and the turn's steps visit the units through them instead of scanning every tile,
    /// and legality's owner sets need no reading of the units.
    pub owned: [u64; 3],
    /// The tiles of the stones and of the banished, stealthed, guarding and immune units,
    /// exactly: a unit's bits follow it when it moves and go when it leaves (`vacate`, `put`),
    /// and are written again wherever the rules change one of those states (`sync`: arrival,
    /// a granted keyword, Stealth lost by attacking, Silence, a banishment and its end).
    /// `--check` compares them with the units after every action.
    pub marks: Marks,
    /// Columns.
    pub cols: u8,
    /// Rows.
    pub rows: u8,
    /// The time-order counter (G9.3): actions, generated effects and deployments.
    pub clock: u32,
    /// Card entities in use.
    pub used: u16,
    /// Units on the battlefield whose aura is live (the aura refresh runs while any is).
    pub aura_bearers: u8,
    /// Some unit still carries an aura's contribution.
    pub aura_touched: bool,
    /// Something auras depend on changed since they were last evaluated (a unit arrived,
    /// left, moved, was silenced or banished; its health, for auras that read health).
    pub aura_dirty: bool,
    /// The tiles where a change can matter to an aura, as of the last evaluation: every live
    /// aura's area and bearer, and every unit an aura gives something. A change elsewhere, to a
    /// unit that bears no aura, changes no aura's result.
    pub aura_reach: u64,
    /// The tiles where a unit moving on the battlefield can matter to an aura: the areas and
    /// bearers of live auras that reach their neighbours, and the units those give something.
    /// A Global aura does not care where its units stand.
    pub aura_local: u64,
    /// The tiles of the live aura bearers as of the last evaluation. While `aura_dirty` is
    /// false no bearer arrived, left, moved, was silenced or banished, so these are the
    /// bearers now.
    pub aura_sources: u64,
    /// Tiles where a unit that bears no aura arrived or moved since the last evaluation, and
    /// so may hold numbers other than what the auras give it there. What an aura gives a unit
    /// depends on that unit and the bearer alone, so while nothing made the auras dirty only
    /// these units can owe a change, and a refresh works out only them.
    pub aura_owed: u64,
    /// Stones whose Death resolved during this action.
    pub stone_dead: [bool; 2],
    /// The result, once over.
    pub result: Option<GameResult>,
}

impl Table {
    /// An empty board of `cols` x `rows` at the start of the first turn, its auras still to be
    /// worked out.
    pub fn empty(cols: u8, rows: u8) -> Table {
        Table {
            turn: 0,
            active: 0,
            first: 0,
            phase: Phase::Main,
            players: Default::default(),
            board: [NO_SLOT; MAX_TILES],
            owned: [0; 3],
            marks: Marks::default(),
            cols,
            rows,
            clock: 0,
            used: 0,
            aura_bearers: 0,
            aura_touched: false,
            aura_dirty: true,
            aura_reach: u64::MAX,
            aura_local: u64::MAX,
            aura_sources: 0,
            aura_owed: 0,
            stone_dead: [false; 2],
            result: None,
        }
    }
}

impl Table {
    /// The player whose decision it is.
    #[inline]
    pub fn to_act(&self) -> u8 {
        match self.phase {
            Phase::Mulligan(p) => p,
            Phase::Choice { player, .. } => player,
            Phase::Main | Phase::Over => self.active,
        }
    }

    /// The unit on `tile`, if any.
    #[inline]
    pub fn at(&self, tile: Tile) -> Option<Slot> {
        let s = self.board[tile as usize];
        (s != NO_SLOT).then_some(s)
    }

    /// `slot`, owned by `owner`, now stands on `tile`.
    #[inline]
    pub fn put(&mut self, tile: Tile, slot: Slot, owner: u8) {
        self.vacate(tile);
        self.board[tile as usize] = slot;
        self.owned[owner.min(2) as usize] |= 1 << tile;
    }

    /// Nothing stands on `tile` any more; returns the `marks` its unit had.
    #[inline]
    pub fn vacate(&mut self, tile: Tile) -> u8 {
        let bit = 1u64 << tile;
        self.board[tile as usize] = NO_SLOT;
        for set in &mut self.owned {
            *set &= !bit;
        }
        self.marks.take(tile)
    }

    /// The unit on `tile` is now `unit`, as far as `marks` go.
    #[inline]
    pub fn sync(&mut self, tile: Tile, unit: &Unit) {
        if tile != NO_TILE {
            self.marks.put(tile, Marks::of(unit));
        }
    }

    /// What `marks` must be for the board and the units `unit` reads (for checks).
    pub fn marks_of<'u>(&self, unit: impl Fn(Slot) -> &'u Unit) -> Marks {
        let mut marks = Marks::default();
        for t in 0..self.tiles() {
            if let Some(s) = self.at(t) {
                marks.put(t, Marks::of(unit(s)));
            }
        }
        marks
    }

    /// The tiles holding a unit.
    #[inline]
    pub fn occupied(&self) -> u64 {
        self.owned[0] | self.owned[1] | self.owned[2]
    }

    /// The tiles holding a unit, read from the board itself (what `occupied` must equal).
    pub fn occupied_by_board(&self) -> u64 {
        !self.empty_tiles() & mask_of(self.tiles())
    }

    /// Number of tiles.
    #[inline]
    pub fn tiles(&self) -> u8 {
        self.cols * self.rows
    }

    /// The tile at column `x`, row `y`.
    #[inline]
    pub fn tile(&self, x: u8, y: u8) -> Tile {
        y * self.cols + x
    }

    /// Column and row of `tile` (the usual widths divide by a constant).
    #[inline]
    pub fn xy(&self, tile: Tile) -> (u8, u8) {
        match self.cols {
            8 => (tile & 7, tile >> 3),
            9 => (tile % 9, tile / 9),
            cols => (tile % cols, tile / cols),
        }
    }

    /// The first column, the last column and every tile, as bit sets.
    #[inline]
    pub fn edges(&self) -> (u64, u64, u64) {
        match (self.cols, self.rows) {
            (8, 5) => (0x01_0101_0101, 0x80_8080_8080, (1 << 40) - 1),
            (9, 5) => {
                let first = 1 | 1 << 9 | 1 << 18 | 1 << 27 | 1 << 36;
                (first, first << 8, (1 << 45) - 1)
            }
            (cols, rows) => {
                let mut first = 0u64;
                for y in 0..rows {
                    first |= 1 << (y * cols);
                }
                (first, first << (cols - 1), mask_of(cols * rows))
            }
        }
    }

    /// The tiles orthogonally next to some tile of `set` (those of `set` may be among them).
    #[inline]
    pub fn spread(&self, set: u64) -> u64 {
        let (first, last, all) = self.edges();
        (((set & !last) << 1) | ((set & !first) >> 1) | (set << self.cols) | (set >> self.cols))
            & all
    }

    /// The tiles a unit of range `range` (0 melee, n ranged n) on `from` reaches.
    #[inline]
    pub fn reach(&self, range: u8, from: Tile) -> u64 {
        if let Some(grid) = super::grid::of(self.cols, self.rows) {
            return grid.reach(range, from);
        }
        if range == 0 {
            return self.around(from);
        }
        let mut set = 1u64 << from;
        for _ in 0..range {
            set |= self.spread(set);
        }
        set & !(1 << from)
    }

    /// Chebyshev distance (diagonals count 1): adjacency and melee.
    #[inline]
    pub fn chebyshev(&self, a: Tile, b: Tile) -> u8 {
        let (ax, ay) = self.xy(a);
        let (bx, by) = self.xy(b);
        ax.abs_diff(bx).max(ay.abs_diff(by))
    }

    /// Manhattan distance (orthogonal steps): range beyond 1.
    #[inline]
    pub fn manhattan(&self, a: Tile, b: Tile) -> u8 {
        let (ax, ay) = self.xy(a);
        let (bx, by) = self.xy(b);
        ax.abs_diff(bx) + ay.abs_diff(by)
    }

    /// True when a unit of range `range` (0 melee, n ranged n) on `from` reaches `to`.
    #[inline]
    pub fn in_range(&self, range: u8, from: Tile, to: Tile) -> bool {
        if let Some(grid) = super::grid::of(self.cols, self.rows) {
            return grid.reach(range, from) & 1u64.checked_shl(to as u32).unwrap_or(0) != 0;
        }
        if range == 0 {
            self.chebyshev(from, to) == 1
        } else {
            let d = self.manhattan(from, to);
            d >= 1 && d <= range
        }
    }

    /// The tiles orthogonally next to `tile`, as a bit set.
    #[inline]
    pub fn steps_from(&self, tile: Tile) -> u64 {
        self.spread(1 << tile)
    }

    /// The tiles adjacent to `tile` (8 neighbours), as a bit set.
    #[inline]
    pub fn around(&self, tile: Tile) -> u64 {
        if let Some(grid) = super::grid::of(self.cols, self.rows) {
            return grid.around[tile as usize];
        }
        let (first, last, all) = self.edges();
        let at = 1u64 << tile;
        let row = at | ((at & !last) << 1) | ((at & !first) >> 1);
        ((row | (row << self.cols) | (row >> self.cols)) & all) & !at
    }

    /// Empty tiles as a bit set.
    pub fn empty_tiles(&self) -> u64 {
        let mut out = 0u64;
        for t in 0..self.tiles() {
            if self.board[t as usize] == NO_SLOT {
                out |= 1 << t;
            }
        }
        out
    }

    /// Empty tiles as a bit set, from `owned`.
    #[inline]
    pub fn free_tiles(&self) -> u64 {
        mask_of(self.tiles()) & !self.occupied()
    }
}

/// Every tile of a board of `tiles` tiles, as a bit set.
#[inline]
const fn mask_of(tiles: u8) -> u64 {
    if tiles >= 64 {
        u64::MAX
    } else {
        (1u64 << tiles) - 1
    }
}

/// The tiles of a bit set, lowest first.
#[inline]
pub fn tiles_of(mut set: u64) -> impl Iterator<Item = Tile> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let t = set.trailing_zeros() as Tile;
            set &= set - 1;
            Some(t)
        }
    })
}
