//! Reading a gods game, written once for every view of the rules world: the `Game` (agents, legal
//! actions, screens), the observers' `Field` and the exclusive `Resolver` implement the four base
//! readers; everything derived (sides, filters, targeting, Guard, deployment tiles, paths, range)
//! is provided here; legality reads a snapshot of it (`legality.rs`).

use super::components::{Card, NEUTRAL, Phase, Place, Slot, Table, Tile, Unit, Zone, kw};
use super::db::{CardInfo, GodsDb};
use super::game::GodsState;
use super::options::Options;
use super::schema::{CardKind, Filter, Side};

/// Where an effect comes from, for immunity and Protection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SourceKind {
    /// A spell card.
    Spell,
    /// A unit's Warcry, Afterlife, trigger or attack effect.
    Unit,
    /// A leader ability.
    Leader,
}

/// What a player chose for a card, a Warcry or a leader ability.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Target {
    /// Nothing.
    #[default]
    None,
    /// A unit.
    Unit(Slot),
    /// An empty tile.
    Tile(Tile),
    /// A column.
    Column(u8),
    /// An allied unit and the tile it moves to.
    Move(Slot, Tile),
}

/// Every card's components as slices indexed by slot (a reader that reads many cards at once).
#[derive(Clone, Copy)]
pub struct Cards<'a> {
    /// Identities.
    pub card: &'a [Card],
    /// Places.
    pub place: &'a [Place],
    /// Unit states.
    pub unit: &'a [Unit],
}

impl<'a> From<crate::engine::Cards<'a, Card, Place, Unit>> for Cards<'a> {
    /// The card world's columns under gods' names.
    #[inline]
    fn from(cards: crate::engine::Cards<'a, Card, Place, Unit>) -> Self {
        Cards {
            card: cards.a,
            place: cards.b,
            unit: cards.c,
        }
    }
}

/// The base readers and everything derived from them.
pub trait View {
    /// The game state (table, content, options).
    fn st(&self) -> &GodsState;
    /// A card's components, borrowed.
    fn refs(&self, slot: Slot) -> (&Card, &Place, &Unit);

    /// A card's components, read at once.
    #[inline]
    fn get(&self, slot: Slot) -> (Card, Place, Unit) {
        let (c, p, u) = self.refs(slot);
        (*c, *p, *u)
    }

    /// Every card's components at once, when this view can lend them as slices.
    #[inline]
    fn cards(&self) -> Option<Cards<'_>> {
        None
    }

    /// A card's identity (only that component is copied).
    #[inline]
    fn card(&self, slot: Slot) -> Card {
        *self.refs(slot).0
    }
    /// A card's place.
    #[inline]
    fn place(&self, slot: Slot) -> Place {
        *self.refs(slot).1
    }
    /// A card's unit state.
    #[inline]
    fn unit(&self, slot: Slot) -> Unit {
        *self.refs(slot).2
    }

    /// The table.
    #[inline]
    fn table(&self) -> &Table {
        &self.st().table
    }
    /// The content.
    #[inline]
    fn db(&self) -> &GodsDb {
        &self.st().db
    }
    /// This game's options.
    #[inline]
    fn opts(&self) -> &Options {
        &self.st().options
    }
    /// A card's database facts.
    #[inline]
    fn info(&self, slot: Slot) -> &CardInfo {
        self.db().card(self.card(slot).def)
    }
    /// On the battlefield.
    #[inline]
    fn on_field(&self, slot: Slot) -> bool {
        self.place(slot).zone == Zone::Battlefield
    }
    /// On the battlefield and not banished: it can act and be affected.
    #[inline]
    fn in_play(&self, slot: Slot) -> bool {
        let (_, place, unit) = self.get(slot);
        place.zone == Zone::Battlefield && !unit.banished()
    }
    /// The units on the battlefield, in tile order.
    #[inline]
    fn units(&self) -> UnitIter<'_> {
        let table = self.table();
        UnitIter {
            board: &table.board,
            left: table.occupied(),
        }
    }
    /// A player's stone.
    #[inline]
    fn stone(&self, player: u8) -> Slot {
        self.table().players[player as usize].stone
    }

    /// True when `slot` is on `side` as seen by `owner` (neutral units are only on `Any`).
    #[inline]
    fn side_ok(&self, side: Side, owner: u8, slot: Slot) -> bool {
        side_of(side, owner, self.card(slot).owner)
    }

    /// True when `slot` meets `filter`; `source` is the effect's own unit.
    fn filter_ok(&self, filter: Filter, slot: Slot, source: Slot) -> bool {
        let (card, _, unit) = self.get(slot);
        filter_of(self.db(), filter, slot, card, &unit, source)
    }

    /// True when `slot` is on `side` and meets every filter.
    fn matches(&self, side: Side, filters: &[Filter], owner: u8, slot: Slot, source: Slot) -> bool {
        let (card, _, unit) = self.get(slot);
        side_of(side, owner, card.owner)
            && filters
                .iter()
                .all(|f| filter_of(self.db(), *f, slot, card, &unit, source))
    }

    /// True when an effect of `kind` owned by `owner` may affect `slot` at all: in play and not
    /// immune (random and area effects ignore Stealth and Guard, G12.11).
    fn affected(&self, slot: Slot, owner: u8, kind: SourceKind) -> bool {
        let (card, place, unit) = self.get(slot);
        if place.zone != Zone::Battlefield || unit.banished() {
            return false;
        }
        let bit = match kind {
            SourceKind::Spell => kw::IMMUNE_SPELLS,
            SourceKind::Unit => kw::IMMUNE_UNITS,
            SourceKind::Leader => kw::IMMUNE_LEADERS,
        };
        !(unit.has(bit) && (card.owner != owner || self.opts().immune_blocks_allies))
    }

    /// A card's cost now (never below 0).
    fn cost(&self, slot: Slot) -> u8 {
        (self.info(slot).def.cost as i16 + self.unit(slot).cost_change as i16).max(0) as u8
    }

    /// The card kind of `slot`.
    #[inline]
    fn kind(&self, slot: Slot) -> CardKind {
        self.info(slot).def.kind
    }

    /// True while the game waits for a Discover pick.
    fn choosing(&self) -> bool {
        matches!(self.table().phase, Phase::Choice { .. })
    }
}

/// True when a unit owned by `of` is on `side` as seen by `owner`.
#[inline]
pub fn side_of(side: Side, owner: u8, of: u8) -> bool {
    match side {
        Side::Any => true,
        Side::Allied => of == owner && of != NEUTRAL,
        Side::Enemy => of != owner && of != NEUTRAL && owner != NEUTRAL,
    }
}

/// True when a unit meets `filter`; `source` is the effect's own unit.
#[inline]
pub fn filter_of(
    db: &GodsDb,
    filter: Filter,
    slot: Slot,
    card: Card,
    unit: &Unit,
    source: Slot,
) -> bool {
    match filter {
        Filter::NotStone => !unit.stone(),
        Filter::Subtype(s) => db.card(card.def).is(s),
        Filter::Not(s) => !db.card(card.def).is(s),
        Filter::Damaged => unit.health < unit.max_health,
        Filter::HealthAtMost(n) => unit.health <= n as i16,
        Filter::Other => slot != source,
    }
}

/// The bit set of the first `tiles` tiles.
#[inline]
pub fn mask(tiles: u8) -> u64 {
    if tiles >= 64 {
        u64::MAX
    } else {
        (1u64 << tiles) - 1
    }
}

/// The units on the battlefield, in tile order (the occupied tiles' bits, lowest first).
pub struct UnitIter<'a> {
    board: &'a [Slot; super::components::MAX_TILES],
    left: u64,
}

impl Iterator for UnitIter<'_> {
    type Item = Slot;
    #[inline]
    fn next(&mut self) -> Option<Slot> {
        if self.left == 0 {
            return None;
        }
        let t = self.left.trailing_zeros() as usize;
        self.left &= self.left - 1;
        self.board.get(t).copied()
    }
}
