//! Legality over a snapshot of the battlefield: every unit read once (`Snap::of`), then targeting,
//! Guard, Stealth, immunity, range, deployment tiles and paths computed on plain data and bit
//! sets. `legal_actions` and `check` both ask these predicates, so a listed action is always
//! accepted; a refusal is a small `No` code, put into words only when a player reads it.

use super::components::{
    Card, NEUTRAL, NO_TILE, Place, Slot, Table, Tile, Unit, flag, kw, tiles_of,
};
use super::db::{CardId, GodsDb};
use super::grid::{self, Grid};
use super::options::{DeployZone, Moves, Options};
use super::schema::{Filter, Side, Subtype, TargetSpec, TileRule};
use super::view::{SourceKind, Target, View, filter_of, mask, side_of};

/// Why something is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum No {
    /// The card is not a unit on the battlefield.
    NotOnField,
    /// The card is banished.
    Banished(CardId),
    /// The unit is stealthed.
    Stealthed(CardId),
    /// The unit is immune.
    Immune(CardId),
    /// The stone is guarded.
    Guarded,
    /// A unit does not attack its own side.
    OwnSide,
    /// Out of the attacker's range.
    OutOfRange(CardId, CardId),
    /// No attack.
    NoAttack(CardId),
    /// Summoning-exhausted.
    Arrived(CardId),
    /// Stunned.
    Stunned(CardId),
    /// Attacked this turn.
    Attacked(CardId),
    /// Moved this turn.
    Moved(CardId),
    /// Never moves.
    CannotMove(CardId),
    /// Not a valid target for this.
    NotValid(CardId),
    /// Too far for this.
    TooFar(CardId),
    /// Not an allied unit.
    NotAllied,
    /// The tile is not a valid choice.
    BadTile,
    /// The unit cannot reach the tile.
    Unreachable,
    /// Not the kind of target asked for.
    WrongKind,
}

impl No {
    /// In words.
    pub fn text(self, db: &GodsDb) -> String {
        let n = |c: CardId| db.card(c).def.name.clone();
        match self {
            No::NotOnField => "that card is not on the battlefield".into(),
            No::Banished(c) => format!("{} is banished", n(c)),
            No::Stealthed(c) => format!("{} is stealthed", n(c)),
            No::Immune(c) => format!("{} is immune", n(c)),
            No::Guarded => "that stone is guarded".into(),
            No::OwnSide => "a unit does not attack its own side".into(),
            No::OutOfRange(t, a) => format!("{} is out of {}'s range", n(t), n(a)),
            No::NoAttack(c) => format!("{} has no attack", n(c)),
            No::Arrived(c) => format!("{} arrived this turn", n(c)),
            No::Stunned(c) => format!("{} is stunned", n(c)),
            No::Attacked(c) => format!("{} has attacked this turn", n(c)),
            No::Moved(c) => format!("{} has moved this turn", n(c)),
            No::CannotMove(c) => format!("{} cannot move", n(c)),
            No::NotValid(c) => format!("{} is not a valid target", n(c)),
            No::TooFar(c) => format!("{} is too far", n(c)),
            No::NotAllied => "not an allied unit".into(),
            No::BadTile => "that tile is not a valid choice".into(),
            No::Unreachable => "the unit cannot reach that tile".into(),
            No::WrongKind => "that is not the kind of target this asks for".into(),
        }
    }
}

/// One unit on the battlefield, read once.
#[derive(Debug, Clone, Copy)]
pub struct Seen<'a> {
    /// Its slot.
    pub slot: Slot,
    /// Its card.
    pub card: Card,
    /// Its tile.
    pub tile: Tile,
    /// Its state.
    pub unit: &'a Unit,
}

/// The battlefield as the bit sets legality asks for: the owners' and the marked units' come
/// with the table (`Table::owned`, `Table::marks`), the rest is worked out once. Units are not
/// copied: a `Seen` is made from the board and the card columns when a predicate asks for one.
pub struct Snap<'a> {
    /// The content.
    pub db: &'a GodsDb,
    /// The game's options.
    pub opts: &'a Options,
    /// The table.
    pub table: &'a Table,
    /// Every card's identity, place and unit state as columns cut to the rows that are this
    /// game's cards (empty when the view lends no columns), all three of one length: a slot
    /// they hold is read from them by index, a list reads a dozen units.
    card: &'a [Card],
    place: &'a [Place],
    unit: &'a [Unit],
    /// The view, for a card the columns do not hold.
    view: &'a dyn View,
    /// Each player's stone tile (`NO_TILE`: not on the battlefield).
    stone_at: [Tile; 2],
    /// Empty tiles.
    empty: u64,
    /// Whether each player's stone is Guarded (G12.10).
    guarded: [bool; 2],
    /// Tiles of the units each player may attack (G8.1: not its own, not banished, not
    /// stealthed, not immune to attacks, not a Guarded stone).
    attackable: [u64; 2],
    /// The board's tables, for the board sizes the options offer.
    grid: Option<&'static Grid>,
    /// The first column, the last column and every tile (`Table::edges`), for paths.
    edges: (u64, u64, u64),
}

/// The index of `immune` for an effect of `kind` (an attack: `None`).
#[inline]
fn immune_index(kind: Option<SourceKind>) -> usize {
    match kind {
        None => 0,
        Some(SourceKind::Spell) => 1,
        Some(SourceKind::Unit) => 2,
        Some(SourceKind::Leader) => 3,
    }
}

/// Tiles of the units an effect of `kind` (an attack: `None`) owned by `owner` may target
/// directly on `table`, each player's stone `guarded` or not: exactly those for which
/// `Snap::untargetable` finds nothing.
#[inline(always)]
fn allowed(
    table: &Table,
    opts: &Options,
    guarded: [bool; 2],
    owner: u8,
    kind: Option<SourceKind>,
) -> u64 {
    let owned = &table.owned;
    let marks = &table.marks;
    let units = owned[0] | owned[1] | owned[2];
    let theirs = units & !owned[owner.min(2) as usize];
    let mut blocked = marks.banished;
    blocked |= marks.stealthed
        & if opts.stealth_blocks_allies {
            units
        } else {
            theirs
        };
    blocked |= marks.immune[immune_index(kind)]
        & if opts.immune_blocks_allies {
            units
        } else {
            theirs
        };
    for o in 0..2u8 {
        if o != owner && guarded[o as usize] {
            blocked |= marks.stone & owned[o as usize];
        }
    }
    units & !blocked
}

/// Whether player `p`'s stone on `stone` is Guarded (G12.10): a unit of `guarding` (Guard, not
/// stealthed nor banished) of the stone's owner stands on the board (next to the stone when the
/// option asks it).
#[inline(always)]
fn stone_guarded(
    table: &Table,
    opts: &Options,
    grid: Option<&Grid>,
    guarding: u64,
    stone: Tile,
    p: usize,
) -> bool {
    let near = if stone == NO_TILE {
        0
    } else if !opts.guard_needs_adjacency {
        u64::MAX
    } else {
        match grid {
            Some(grid) => grid.around[stone as usize],
            None => table.around(stone),
        }
    };
    guarding & table.owned[p] & near != 0
}

impl<'a> Snap<'a> {
    /// Reads the battlefield of `view`: no unit but the stones, for where they stand. Built in
    /// one expression and inlined, so the snapshot is made where it is used, not copied there.
    #[inline(always)]
    pub fn of<V: View>(view: &'a V) -> Snap<'a> {
        let table = view.table();
        debug_assert_eq!(
            table.occupied(),
            table.occupied_by_board(),
            "the occupied tiles follow the board"
        );
        let (card, place, unit): (&[Card], &[Place], &[Unit]) = match view.cards() {
            Some(c) => {
                let rows = c.card.len().min(c.place.len()).min(c.unit.len());
                (&c.card[..rows], &c.place[..rows], &c.unit[..rows])
            }
            None => (&[], &[], &[]),
        };
        let place_of = |slot: Slot| -> &Place {
            match place.get(slot as usize) {
                Some(p) => p,
                None => view.refs(slot).1,
            }
        };
        debug_assert_eq!(
            table.marks,
            table.marks_of(|s| match unit.get(s as usize) {
                Some(u) => u,
                None => view.refs(s).2,
            }),
            "the marked tiles follow the units"
        );
        let opts = view.opts();
        let grid = grid::of(table.cols, table.rows);
        // Each player's stone: the table marks the stones' tiles (`Marks::stone`), and a
        // player's own one is among the tiles the player holds.
        let stone_of = |p: usize| -> Tile {
            let mine = table.marks.stone & table.owned[p];
            if mine == 0 {
                NO_TILE
            } else {
                mine.trailing_zeros() as Tile
            }
        };
        let stone_at = [stone_of(0), stone_of(1)];
        debug_assert_eq!(
            stone_at,
            [0usize, 1].map(|p| {
                let place = place_of(table.players[p].stone);
                if place.zone == super::components::Zone::Battlefield {
                    place.tile
                } else {
                    NO_TILE
                }
            }),
            "the marked stones are the players' stones"
        );
        // Guard (G12.10): a guarding unit, not stealthed nor banished, of the stone's owner
        // (next to the stone when the option asks it).
        let marks = &table.marks;
        let guarding = marks.guard & !marks.stealthed & !marks.banished;
        // Most boards hold no guarding unit: nothing to look at then.
        let guarded = if guarding == 0 {
            [false; 2]
        } else {
            [
                stone_guarded(table, opts, grid, guarding, stone_at[0], 0),
                stone_guarded(table, opts, grid, guarding, stone_at[1], 1),
            ]
        };
        let attackable = [
            allowed(table, opts, guarded, 0, None) & !table.owned[0],
            allowed(table, opts, guarded, 1, None) & !table.owned[1],
        ];
        Snap {
            db: view.db(),
            opts,
            table,
            card,
            place,
            unit,
            view,
            stone_at,
            empty: mask(table.tiles()) & !table.occupied(),
            guarded,
            attackable,
            grid,
            edges: table.edges(),
        }
    }

    /// A card's components, from the columns when they hold it.
    #[inline(always)]
    fn parts(&self, slot: Slot) -> (&'a Card, &'a Place, &'a Unit) {
        let i = slot as usize;
        // `of` cut all three columns to `rows` rows, so the three tests agree.
        match (self.card.get(i), self.place.get(i), self.unit.get(i)) {
            (Some(card), Some(place), Some(unit)) => (card, place, unit),
            _ => self.view.refs(slot),
        }
    }

    /// A card's unit state (its cost change, in hand).
    #[inline(always)]
    pub fn unit_of(&self, slot: Slot) -> &'a Unit {
        match self.unit.get(slot as usize) {
            Some(u) => u,
            None => self.view.refs(slot).2,
        }
    }

    /// A card's identity.
    #[inline(always)]
    pub fn card_of(&self, slot: Slot) -> &'a Card {
        match self.card.get(slot as usize) {
            Some(c) => c,
            None => self.view.refs(slot).0,
        }
    }

    /// The unit `slot` standing on `tile`.
    #[inline(always)]
    fn seen(&self, tile: Tile, slot: Slot) -> Seen<'a> {
        let (card, _, unit) = self.parts(slot);
        Seen {
            slot,
            card: *card,
            tile,
            unit,
        }
    }

    /// Tiles of every unit.
    #[inline]
    fn units(&self) -> u64 {
        self.table.occupied()
    }

    /// Tiles of the units an effect of `kind` (an attack: `None`) owned by `owner` may target
    /// directly: exactly those for which `untargetable` finds nothing.
    #[inline]
    fn allowed(&self, owner: u8, kind: Option<SourceKind>) -> u64 {
        allowed(self.table, self.opts, self.guarded, owner, kind)
    }

    /// Tiles of the units on `side` as seen by `owner`.
    #[inline]
    fn side_tiles(&self, side: Side, owner: u8) -> u64 {
        match side {
            Side::Any => self.units(),
            Side::Allied if owner < 2 => self.table.owned[owner as usize],
            Side::Enemy if owner < 2 => self.table.owned[1 - owner as usize],
            _ => 0,
        }
    }

    /// The tiles orthogonally next to some tile of `set` (`Table::spread`, its edges read once).
    #[inline(always)]
    fn spread(&self, set: u64) -> u64 {
        let (first, last, all) = self.edges;
        let cols = self.table.cols;
        (((set & !last) << 1) | ((set & !first) >> 1) | (set << cols) | (set >> cols)) & all
    }

    /// The tiles at most `d` orthogonal steps from `from`.
    #[inline]
    fn within(&self, d: u8, from: Tile) -> u64 {
        match self.grid {
            Some(grid) => grid.within(d, from),
            None => {
                let mut set = 1u64 << from;
                for _ in 0..d {
                    set |= self.table.spread(set);
                }
                set
            }
        }
    }

    /// The tiles a unit of range `range` on `from` reaches.
    #[inline]
    pub fn reach(&self, range: u8, from: Tile) -> u64 {
        match self.grid {
            Some(grid) => grid.reach(range, from),
            None => self.table.reach(range, from),
        }
    }

    /// The tiles adjacent to `tile`.
    #[inline]
    fn around(&self, tile: Tile) -> u64 {
        match self.grid {
            Some(grid) => grid.around[tile as usize],
            None => self.table.around(tile),
        }
    }

    /// The unit on `tile`.
    #[inline]
    pub fn on(&self, tile: Tile) -> Option<Seen<'a>> {
        match self.table.board.get(tile as usize) {
            Some(&slot) if slot != super::components::NO_SLOT => Some(self.seen(tile, slot)),
            _ => None,
        }
    }

    /// The unit with this slot, if it is on the battlefield.
    #[inline]
    pub fn find(&self, slot: Slot) -> Option<Seen<'a>> {
        if slot >= self.table.used {
            return None;
        }
        let (card, place, unit) = self.parts(slot);
        let tile = place.tile;
        (place.zone == super::components::Zone::Battlefield
            && self.table.board.get(tile as usize) == Some(&slot))
        .then_some(Seen {
            slot,
            card: *card,
            tile,
            unit,
        })
    }

    /// The units of `player`, in tile order.
    #[inline]
    pub fn units_of(&self, player: u8) -> impl Iterator<Item = Seen<'a>> + '_ {
        let mine = self.owned_by(player);
        tiles_of(mine).map(move |t| self.seen(t, self.table.board[t as usize]))
    }

    /// Empty tiles.
    #[inline]
    pub fn empty(&self) -> u64 {
        self.empty
    }

    /// Where `player`'s stone stands, if it is on the battlefield.
    #[inline]
    pub fn stone_tile(&self, player: u8) -> Option<Tile> {
        let at = *self.stone_at.get(player as usize)?;
        (at != NO_TILE
            && self.table.board[at as usize] == self.table.players[player as usize].stone)
            .then_some(at)
    }

    /// True when `player`'s stone is Guarded.
    #[inline]
    pub fn guarded(&self, player: u8) -> bool {
        self.guarded.get(player as usize).copied().unwrap_or(false)
    }

    /// True when `s` is on `side` as seen by `owner` and meets every filter.
    pub fn matches(
        &self,
        side: Side,
        filters: &[Filter],
        owner: u8,
        s: &Seen,
        source: Slot,
    ) -> bool {
        side_of(side, owner, s.card.owner)
            && filters
                .iter()
                .all(|f| filter_of(self.db, *f, s.slot, s.card, s.unit, source))
    }

    /// Why `s` can't be targeted directly by an effect (or an attack, `kind: None`) of `owner`.
    pub fn untargetable(&self, s: &Seen, owner: u8, kind: Option<SourceKind>) -> Option<No> {
        let u = s.unit;
        let def = s.card.def;
        if u.banished() {
            return Some(No::Banished(def));
        }
        let theirs = s.card.owner != owner;
        if u.has(kw::STEALTH) && (theirs || self.opts.stealth_blocks_allies) {
            return Some(No::Stealthed(def));
        }
        let immune = match kind {
            None => kw::IMMUNE_ATTACKS,
            Some(SourceKind::Spell) => kw::IMMUNE_SPELLS,
            Some(SourceKind::Unit) => kw::IMMUNE_UNITS,
            Some(SourceKind::Leader) => kw::IMMUNE_LEADERS,
        };
        if u.has(immune) && (theirs || self.opts.immune_blocks_allies) {
            return Some(No::Immune(def));
        }
        let o = s.card.owner;
        if u.stone() && theirs && o != NEUTRAL && self.guarded(o) {
            return Some(No::Guarded);
        }
        None
    }

    /// Why `s` can't attack at all now (G8.1).
    pub fn cannot_attack(&self, s: &Seen) -> Option<No> {
        let u = s.unit;
        let def = s.card.def;
        if u.stone() || u.attack <= 0 {
            Some(No::NoAttack(def))
        } else if u.is(flag::EXHAUSTED) {
            Some(No::Arrived(def))
        } else if u.stunned() {
            Some(No::Stunned(def))
        } else if u.banished() {
            Some(No::Banished(def))
        } else if u.is(flag::ATTACKED) {
            Some(No::Attacked(def))
        } else {
            None
        }
    }

    /// The units `a` may attack now (when it may attack at all), in tile order.
    pub fn attack_targets(&self, a: &Seen) -> impl Iterator<Item = Seen<'a>> + '_ {
        let mask = if a.card.owner < 2 {
            self.attackable[a.card.owner as usize]
        } else {
            0
        };
        tiles_of(mask & self.reach(a.unit.range, a.tile)).filter_map(move |t| self.on(t))
    }

    /// Why `a` may not attack `t` (when it may attack at all).
    pub fn cannot_attack_target(&self, a: &Seen, t: &Seen) -> Option<No> {
        if t.card.owner == a.card.owner {
            return Some(No::OwnSide);
        }
        if let Some(why) = self.untargetable(t, a.card.owner, None) {
            return Some(why);
        }
        if self.reach(a.unit.range, a.tile) & (1 << t.tile) == 0 {
            return Some(No::OutOfRange(t.card.def, a.card.def));
        }
        None
    }

    /// The steps `s` may still move this turn, or why it can't move (G7.1).
    pub fn can_move(&self, s: &Seen) -> Result<u8, No> {
        let u = s.unit;
        let def = s.card.def;
        if u.stone() || u.movement == 0 {
            return Err(No::CannotMove(def));
        }
        if u.is(flag::EXHAUSTED) {
            return Err(No::Arrived(def));
        }
        if u.stunned() {
            return Err(No::Stunned(def));
        }
        if u.banished() {
            return Err(No::Banished(def));
        }
        if u.is(flag::ATTACKED) {
            return Err(No::Attacked(def));
        }
        let left = match self.opts.moves_per_turn {
            Moves::OneMove if u.is(flag::MOVED) => 0,
            Moves::OneMove => u.movement,
            Moves::Split => u.movement.saturating_sub(u.steps),
        };
        if left == 0 {
            return Err(No::Moved(def));
        }
        Ok(left)
    }

    /// The tiles `s` may move through: empty ones, banished units and its allies (G7.2).
    #[inline]
    fn passable(&self, s: &Seen) -> u64 {
        self.passable_for(s.card.owner)
    }

    /// The tiles a unit of `owner` may move through: empty ones, banished units and its allies
    /// (G7.2).
    #[inline]
    pub fn passable_for(&self, owner: u8) -> u64 {
        let mut passable = self.empty | self.table.marks.banished;
        if owner != NEUTRAL {
            passable |= self.table.owned[owner as usize];
        }
        passable
    }

    /// The empty tiles `s` reaches in 1..=`steps` orthogonal steps, passing through allied and
    /// banished units (G7.2): what `paths` finds, without the distances.
    #[inline]
    pub fn reachable(&self, s: &Seen, steps: u8) -> u64 {
        self.reachable_from(s.tile, steps, self.passable(s))
    }

    /// The empty tiles reached from `from` in 1..=`steps` orthogonal steps through `passable`
    /// (`passable_for` the unit's owner).
    #[inline(always)]
    pub fn reachable_from(&self, from: Tile, steps: u8, passable: u64) -> u64 {
        debug_assert_eq!(
            passable & self.empty,
            self.empty,
            "empty tiles are passable"
        );
        // One step reaches the empty neighbours: no path to follow.
        if steps == 1
            && let Some(grid) = self.grid
        {
            return grid.within(1, from) & self.empty;
        }
        let mut seen = 1u64 << from;
        let mut frontier = seen;
        for _ in 0..steps.min(8) {
            let next = self.spread(frontier) & passable & !seen;
            if next == 0 {
                break;
            }
            seen |= next;
            frontier = next;
        }
        seen & self.empty
    }

    /// Tiles of `player`'s units (none for another owner).
    #[inline]
    pub fn owned_by(&self, player: u8) -> u64 {
        if player < 2 {
            self.table.owned[player as usize]
        } else {
            0
        }
    }

    /// Tiles of the units `player` may attack (G8.1; none for another owner).
    #[inline]
    pub fn attackable_by(&self, player: u8) -> u64 {
        self.attackable.get(player as usize).copied().unwrap_or(0)
    }

    /// The empty tiles `s` reaches in 1..=`steps` orthogonal steps, passing through allied and
    /// banished units (G7.2): `(all, by_distance)`.
    pub fn paths(&self, s: &Seen, steps: u8) -> (u64, [u64; 8]) {
        let passable = self.passable(s);
        let mut seen = 1u64 << s.tile;
        let mut frontier = seen;
        let mut all = 0u64;
        let mut layers = [0u64; 8];
        for d in 0..steps.min(8) {
            let next = self.spread(frontier) & passable & !seen;
            if next == 0 {
                break;
            }
            seen |= next;
            layers[d as usize] = next & self.empty;
            all |= next & self.empty;
            frontier = next;
        }
        (all, layers)
    }

    /// The tiles where `player` may deploy a unit from the hand (G6.4).
    pub fn deploy_tiles(&self, player: u8) -> u64 {
        let mut near = 0u64;
        if let Some(stone) = self.stone_tile(player) {
            near |= self.around(stone);
        }
        if self.opts.deploy_zone == DeployZone::StoneOrAllies && player < 2 {
            for t in tiles_of(self.table.owned[player as usize]) {
                near |= self.around(t);
            }
        }
        near & self.empty
    }

    /// Why `s` can't be moved by a MoveAlly effect of `owner`.
    pub fn movable_ally(&self, s: &Seen, owner: u8, kind: SourceKind) -> Option<No> {
        let u = s.unit;
        if s.card.owner != owner {
            return Some(No::NotAllied);
        }
        if u.stone() || self.db.card(s.card.def).is(Subtype::Structure) || u.movement == 0 {
            return Some(No::CannotMove(s.card.def));
        }
        if u.stunned() {
            return Some(No::Stunned(s.card.def));
        }
        self.untargetable(s, owner, Some(kind))
    }

    /// Why `s` is not a valid Unit target (None: it is).
    #[expect(
        clippy::too_many_arguments,
        reason = "the target rule's parts, read once"
    )]
    fn unit_problem(
        &self,
        side: Side,
        filters: &[Filter],
        within: Option<u8>,
        owner: u8,
        source: Slot,
        from: Tile,
        kind: SourceKind,
        s: &Seen,
    ) -> Option<No> {
        if let Some(why) = self.untargetable(s, owner, Some(kind)) {
            return Some(why);
        }
        if !self.matches(side, filters, owner, s, source) {
            return Some(No::NotValid(s.card.def));
        }
        if let Some(d) = within
            && (from == NO_TILE || self.table.manhattan(from, s.tile) > d)
        {
            return Some(No::TooFar(s.card.def));
        }
        None
    }

    /// The empty tiles an `EmptyTile` target allows.
    fn tile_choices(&self, near: TileRule, owner: u8) -> u64 {
        match near {
            TileRule::Anywhere => self.empty,
            TileRule::OwnStone => match self.stone_tile(owner) {
                Some(stone) => self.around(stone) & self.empty,
                None => 0,
            },
        }
    }

    /// Every valid choice for `spec`, for an effect of `kind` owned by `owner` whose unit is
    /// `source` standing (or about to stand) on `from`.
    pub fn targets(
        &self,
        spec: &TargetSpec,
        owner: u8,
        source: Slot,
        from: Tile,
        kind: SourceKind,
        out: &mut impl FnMut(Target),
    ) {
        match spec {
            TargetSpec::Unit {
                side,
                filters,
                within,
            } => {
                // The same choices `unit_problem` accepts, found with bit sets in tile order.
                let mut tiles = self.allowed(owner, Some(kind)) & self.side_tiles(*side, owner);
                if let Some(d) = within {
                    tiles &= if from == NO_TILE {
                        0
                    } else {
                        self.within(*d, from)
                    };
                }
                for t in tiles_of(tiles) {
                    let Some(s) = self.on(t) else { continue };
                    let s = &s;
                    if filters
                        .iter()
                        .all(|f| filter_of(self.db, *f, s.slot, s.card, s.unit, source))
                    {
                        out(Target::Unit(s.slot));
                    }
                }
            }
            TargetSpec::EmptyTile { near } => {
                for t in tiles_of(self.tile_choices(*near, owner)) {
                    out(Target::Tile(t));
                }
            }
            TargetSpec::Column => {
                for x in 0..self.table.cols {
                    out(Target::Column(x));
                }
            }
            TargetSpec::MoveAlly { distance } => {
                for tile in tiles_of(self.units()) {
                    let s = &self.seen(tile, self.table.board[tile as usize]);
                    if self.movable_ally(s, owner, kind).is_none() {
                        for t in tiles_of(self.reachable(s, *distance)) {
                            out(Target::Move(s.slot, t));
                        }
                    }
                }
            }
        }
    }

    /// True when `spec` has at least one valid choice.
    pub fn any_target(
        &self,
        spec: &TargetSpec,
        owner: u8,
        source: Slot,
        from: Tile,
        kind: SourceKind,
    ) -> bool {
        let mut any = false;
        self.targets(spec, owner, source, from, kind, &mut |_| any = true);
        any
    }

    /// Why `target` is not a valid choice for `spec` (None: it is).
    pub fn target_problem(
        &self,
        spec: &TargetSpec,
        owner: u8,
        source: Slot,
        from: Tile,
        kind: SourceKind,
        target: Target,
    ) -> Option<No> {
        let tiles = self.table.tiles();
        match (spec, target) {
            (
                TargetSpec::Unit {
                    side,
                    filters,
                    within,
                },
                Target::Unit(slot),
            ) => match self.find(slot) {
                None => Some(No::NotOnField),
                Some(s) => {
                    self.unit_problem(*side, filters, *within, owner, source, from, kind, &s)
                }
            },
            (TargetSpec::EmptyTile { near }, Target::Tile(t)) if t < tiles => {
                (self.tile_choices(*near, owner) & (1 << t) == 0).then_some(No::BadTile)
            }
            (TargetSpec::Column, Target::Column(x)) if x < self.table.cols => None,
            (TargetSpec::MoveAlly { distance }, Target::Move(slot, t)) if t < tiles => {
                match self.find(slot) {
                    None => Some(No::NotOnField),
                    Some(s) => self.movable_ally(&s, owner, kind).or_else(|| {
                        (self.reachable(&s, *distance) & (1 << t) == 0).then_some(No::Unreachable)
                    }),
                }
            }
            _ => Some(No::WrongKind),
        }
    }
}
