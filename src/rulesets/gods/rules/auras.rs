//! What the auras give (G11), computed from one read of the battlefield: each unit not banished
//! gets the sum of the attack and health, and the highest Protection, of the live auras that
//! reach it. The resolver computes it (a pure read); the `AurasRefreshed` observer applies the
//! units whose numbers change, in tile order.

use smallvec::SmallVec;

use crate::rulesets::gods::components::{Card, MAX_TILES, Slot, Unit, flag, tiles_of};
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

/// The units whose aura numbers differ from what they hold, in tile order, into `changes`.
/// `get` reads a card. Only the units inside some live aura's area are worked out; any other
/// unit gets nothing, so only its old numbers are compared.
pub fn compute<'u>(
    st: &GodsState,
    get: impl Fn(Slot) -> (&'u Card, &'u Unit),
    changes: &mut SmallVec<[Given; 8]>,
) -> Found {
    let table = &st.table;
    let db = &st.db;
    struct Bearer<'d> {
        slot: Slot,
        owner: u8,
        /// The tiles it reaches besides its own.
        area: u64,
        aura: &'d AuraDef,
    }
    let occupied = table.occupied() & crate::rulesets::gods::view::mask(MAX_TILES as u8);
    let mut bearers: SmallVec<[Bearer; 8]> = SmallVec::new();
    let mut reach = 0u64;
    let mut local = 0u64;
    let mut sources = 0u64;
    if table.aura_bearers > 0 {
        for tile in tiles_of(occupied) {
            let slot = table.board[tile as usize];
            let (card, unit) = get(slot);
            if unit.is(flag::AURA)
                && !unit.is(flag::SILENCED)
                && !unit.banished()
                && let Some(aura) = db.card(card.def).def.aura.as_ref()
            {
                let area = match aura.area {
                    Area::Adjacent => table.around(tile),
                    Area::Global => u64::MAX,
                };
                bearers.push(Bearer {
                    slot,
                    owner: card.owner,
                    area,
                    aura,
                });
                reach |= area | 1 << tile;
                sources |= 1 << tile;
                if aura.area == Area::Adjacent {
                    local |= area | 1 << tile;
                }
            }
        }
    }
    // A unit outside every live aura's area gets nothing: only its old numbers are compared.
    let areas = reach;
    let mut touched = false;
    for tile in tiles_of(occupied) {
        let slot = table.board[tile as usize];
        let (card, unit) = get(slot);
        let (mut a, mut h, mut p) = (0i16, 0i16, 0u8);
        if areas & (1u64 << tile) != 0 && !unit.banished() {
            let card = *card;
            let bit = 1u64 << tile;
            let mut near = false;
            for b in &bearers {
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
                    near |= b.aura.area == Area::Adjacent;
                }
            }
            if a != 0 || h != 0 || p != 0 {
                touched = true;
                reach |= bit;
                if near {
                    local |= bit;
                }
            }
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
    Found {
        touched,
        reach,
        local,
        sources,
    }
}
