//! What the auras give (G11), computed from one read of the battlefield: each unit not banished
//! gets the sum of the attack and health, and the highest Protection, of the live auras that
//! reach it. The resolver computes it (a pure read); the `AurasRefreshed` observer applies the
//! units whose numbers change, in tile order.

use smallvec::SmallVec;

use crate::rulesets::gods::components::{Card, MAX_TILES, Slot, Tile, Unit, flag, tiles_of};
use crate::rulesets::gods::db::GodsDb;
use crate::rulesets::gods::game::GodsState;
use crate::rulesets::gods::schema::{Area, AuraDef};
use crate::rulesets::gods::view::{filter_of, side_of};

/// One unit's aura numbers: attack, maximum health, Protection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Given {
    /// The unit.
    pub slot: Slot,
    /// Attack its auras add.
    pub attack: i16,
    /// Maximum health its auras add.
    pub health: i16,
    /// The highest Protection an aura gives it.
    pub protection: u8,
}

/// What an evaluation found besides the changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// Some unit gets something from an aura.
    pub touched: bool,
    /// The tiles where a change can matter to an aura (`Table::aura_reach`).
    pub reach: u64,
    /// The tiles where a unit's move can matter to an aura (`Table::aura_local`).
    pub local: u64,
    /// The tiles of the live aura bearers (`Table::aura_sources`).
    pub sources: u64,
}

/// A live aura on the battlefield.
struct Bearer<'d> {
    slot: Slot,
    owner: u8,
    /// The tiles it reaches besides its own.
    area: u64,
    aura: &'d AuraDef,
}

/// Bearers found on a board (a few at most).
type Bearers<'d> = SmallVec<[(Tile, Bearer<'d>); 8]>;

/// The live auras borne by the units on `tiles`, in tile order, into `out`.
#[inline(always)]
fn bearers<'d, 'u>(
    st: &'d GodsState,
    get: &impl Fn(Slot) -> (&'u Card, &'u Unit),
    tiles: u64,
    out: &mut Bearers<'d>,
) {
    let table = &st.table;
    for tile in tiles_of(tiles) {
        let slot = table.board[tile as usize];
        let (card, unit) = get(slot);
        if unit.is(flag::AURA)
            && !unit.is(flag::SILENCED)
            && !unit.banished()
            && let Some(aura) = st.db.card(card.def).def.aura.as_ref()
        {
            let area = match aura.area {
                Area::Adjacent => table.around(tile),
                Area::Global => u64::MAX,
            };
            out.push((
                tile,
                Bearer {
                    slot,
                    owner: card.owner,
                    area,
                    aura,
                },
            ));
        }
    }
}

/// What `bearers` give the unit `slot` on `tile`: attack, maximum health, Protection (a
/// banished unit gets nothing).
#[inline(always)]
fn given(
    db: &GodsDb,
    bearers: &[(Tile, Bearer)],
    slot: Slot,
    card: Card,
    unit: &Unit,
    tile: Tile,
) -> (i16, i16, u8) {
    let (mut a, mut h, mut p) = (0i16, 0i16, 0u8);
    if unit.banished() {
        return (a, h, p);
    }
    let bit = 1u64 << tile;
    for (_, b) in bearers {
        let reaches = if b.slot == slot {
            b.aura.itself
        } else {
            b.area & bit != 0
        };
        if reaches
            && side_of(b.aura.side, b.owner, card.owner)
            && b.aura
                .filters
                .iter()
                .all(|f| filter_of(db, *f, slot, card, unit, b.slot))
        {
            a += b.aura.attack as i16;
            h += b.aura.health as i16;
            p = p.max(b.aura.protection);
        }
    }
    (a, h, p)
}

/// The units whose aura numbers differ from what they hold, in tile order, into `changes`.
/// `get` reads a card. Only the units inside some live aura's area are worked out; any other
/// unit gets nothing, so only its old numbers are compared.
pub fn compute<'u>(
    st: &GodsState,
    get: impl Fn(Slot) -> (&'u Card, &'u Unit),
    changes: &mut SmallVec<[Given; 8]>,
) -> Found {
    let table = &st.table;
    let occupied = table.occupied() & crate::rulesets::gods::view::mask(MAX_TILES as u8);
    let mut found = Bearers::new();
    if table.aura_bearers > 0 {
        bearers(st, &get, occupied, &mut found);
    }
    let bearers = found;
    let mut reach = 0u64;
    let mut local = 0u64;
    let mut sources = 0u64;
    for (tile, b) in &bearers {
        reach |= b.area | 1 << tile;
        sources |= 1 << tile;
        if b.aura.area == Area::Adjacent {
            local |= b.area | 1 << tile;
        }
    }
    // A unit outside every live aura's area gets nothing: only its old numbers are compared.
    let touched = note_changes(st, &bearers, &get, occupied, reach, changes);
    Found {
        touched,
        reach,
        local,
        sources,
    }
}

/// The changes owed to the units on `table.aura_owed` alone, in tile order, into `changes`;
/// returns whether one of them gets something. Valid while the auras are not dirty: the
/// bearers are then those of the last evaluation (`Table::aura_sources`), and only the units
/// that arrived or moved since can owe a change.
pub fn recheck<'u>(
    st: &GodsState,
    get: impl Fn(Slot) -> (&'u Card, &'u Unit),
    changes: &mut SmallVec<[Given; 8]>,
) -> bool {
    let table = &st.table;
    debug_assert!(
        !table.aura_dirty,
        "a recheck is valid only while the auras are not dirty"
    );
    let owed = table.aura_owed & table.occupied();
    // A unit outside every live aura's reach (`Table::aura_reach`, which holds each bearer's
    // area and tile) gets nothing: the bearers are read only when an owed unit is inside.
    let reach = table.aura_reach;
    let mut bearers = Bearers::new();
    if owed & reach != 0 {
        self::bearers(
            st,
            &get,
            table.aura_sources & table.occupied(),
            &mut bearers,
        );
    }
    note_changes(st, &bearers, &get, owed, reach, changes)
}

/// The units on `tiles` whose aura numbers differ from what `bearers` give them, in tile order,
/// into `changes`; returns whether one of them gets something. A unit outside `reach` (every
/// bearer's area and tile) gets nothing, so only its old numbers are compared.
#[inline(always)]
fn note_changes<'u>(
    st: &GodsState,
    bearers: &[(Tile, Bearer)],
    get: &impl Fn(Slot) -> (&'u Card, &'u Unit),
    tiles: u64,
    reach: u64,
    changes: &mut SmallVec<[Given; 8]>,
) -> bool {
    let board = &st.table.board;
    let mut touched = false;
    for tile in tiles_of(tiles) {
        let slot = board[tile as usize];
        let (card, unit) = get(slot);
        let (a, h, p) = if reach & (1u64 << tile) != 0 {
            given(&st.db, bearers, slot, *card, unit, tile)
        } else {
            (0, 0, 0)
        };
        if (a, h, p) != (0, 0, 0) {
            touched = true;
        }
        if (a, h, p) != (unit.aura_attack, unit.aura_health, unit.aura_protection) {
            changes.push(Given {
                slot,
                attack: a,
                health: h,
                protection: p,
            });
        }
    }
    touched
}
