//! What the auras give (G11), computed from one read of the battlefield: each unit not banished
//! gets the sum of the attack and health, and the highest Protection, of the live auras that
//! reach it. The resolver computes it (a pure read); the `AurasRefreshed` observer applies the
//! units whose numbers change, in tile order.

use smallvec::SmallVec;

use crate::rulesets::gods::components::{Card, MAX_TILES, NO_SLOT, Slot, Unit, flag};
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
}

/// The units whose aura numbers differ from what they hold, in tile order, into `changes`.
/// `get` reads a card.
pub fn compute<'u>(
    st: &GodsState,
    get: impl Fn(Slot) -> (&'u Card, &'u Unit),
    changes: &mut SmallVec<[Given; 8]>,
) -> Found {
    let table = &st.table;
    let db = &st.db;
    struct Reached<'u> {
        slot: Slot,
        card: Card,
        x: u8,
        y: u8,
        unit: &'u Unit,
    }
    struct Bearer<'d> {
        slot: Slot,
        owner: u8,
        x: u8,
        y: u8,
        aura: &'d AuraDef,
    }
    let mut all: SmallVec<[Reached; 24]> = SmallVec::new();
    let mut bearers: SmallVec<[Bearer; 8]> = SmallVec::new();
    for tile in 0..table.tiles().min(MAX_TILES as u8) {
        let slot = table.board[tile as usize];
        if slot == NO_SLOT {
            continue;
        }
        let (card, unit) = get(slot);
        let card = *card;
        let (x, y) = table.xy(tile);
        if unit.is(flag::AURA)
            && !unit.is(flag::SILENCED)
            && !unit.banished()
            && let Some(aura) = db.card(card.def).def.aura.as_ref()
        {
            bearers.push(Bearer {
                slot,
                owner: card.owner,
                x,
                y,
                aura,
            });
        }
        all.push(Reached {
            slot,
            card,
            x,
            y,
            unit,
        });
    }
    let mut reach = 0u64;
    for b in &bearers {
        let at = table.tile(b.x, b.y);
        reach |= match b.aura.area {
            Area::Adjacent => table.around(at) | 1 << at,
            Area::Global => u64::MAX,
        };
    }
    // A unit outside every live aura's area gets nothing: only its old numbers are compared.
    let areas = reach;
    let mut touched = false;
    for r in &all {
        let (mut a, mut h, mut p) = (0i16, 0i16, 0u8);
        if !r.unit.banished() && areas & (1u64 << table.tile(r.x, r.y)) != 0 {
            for b in &bearers {
                let reaches = if b.slot == r.slot {
                    b.aura.itself
                } else {
                    match b.aura.area {
                        Area::Adjacent => b.x.abs_diff(r.x) <= 1 && b.y.abs_diff(r.y) <= 1,
                        Area::Global => true,
                    }
                };
                if reaches
                    && side_of(b.aura.side, b.owner, r.card.owner)
                    && b.aura
                        .filters
                        .iter()
                        .all(|f| filter_of(db, *f, r.slot, r.card, r.unit, b.slot))
                {
                    a += b.aura.attack as i16;
                    h += b.aura.health as i16;
                    p = p.max(b.aura.protection);
                }
            }
        }
        if a != 0 || h != 0 || p != 0 {
            touched = true;
            reach |= 1 << table.tile(r.x, r.y);
        }
        let u = r.unit;
        if (a, h, p) != (u.aura_attack, u.aura_health, u.aura_protection) {
            changes.push(Given {
                slot: r.slot,
                attack: a,
                health: h,
                protection: p,
            });
        }
    }
    Found { touched, reach }
}
