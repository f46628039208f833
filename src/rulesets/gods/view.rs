//! Reading a gods game, written once for every view of the rules world: the `Game` (agents, legal
//! actions, screens), the observers' `Field` and the exclusive `Resolver` implement the four base
//! readers; everything derived (sides, filters, targeting, Guard, deployment tiles, paths, range)
//! is provided here, so legality and resolution can never disagree.

use super::components::{
    Card, NEUTRAL, NO_SLOT, Phase, Place, Slot, Table, Tile, Unit, Zone, flag, kw, tiles_of,
};
use super::db::{CardInfo, GodsDb};
use super::game::GodsState;
use super::options::{DeployZone, Moves, Options};
use super::schema::{CardKind, Filter, Side, Subtype, TargetSpec, TileRule};

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

/// The base readers and everything derived from them.
pub trait View {
    /// The game state (table, content, options).
    fn st(&self) -> &GodsState;
    /// A card's identity.
    fn card(&self, slot: Slot) -> Card;
    /// A card's place.
    fn place(&self, slot: Slot) -> Place;
    /// A card's unit state.
    fn unit(&self, slot: Slot) -> Unit;

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
        self.on_field(slot) && !self.unit(slot).banished()
    }
    /// The units on the battlefield, in tile order.
    fn units(&self) -> UnitIter<'_> {
        let table = self.table();
        UnitIter {
            board: &table.board[..table.tiles() as usize],
            at: 0,
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
        let o = self.card(slot).owner;
        match side {
            Side::Any => true,
            Side::Allied => o == owner && o != NEUTRAL,
            Side::Enemy => o != owner && o != NEUTRAL && owner != NEUTRAL,
        }
    }

    /// True when `slot` meets `filter`; `source` is the effect's own unit.
    fn filter_ok(&self, filter: Filter, slot: Slot, source: Slot) -> bool {
        let unit = self.unit(slot);
        match filter {
            Filter::NotStone => !unit.stone(),
            Filter::Subtype(s) => self.info(slot).is(s),
            Filter::Not(s) => !self.info(slot).is(s),
            Filter::Damaged => unit.health < unit.max_health,
            Filter::HealthAtMost(n) => unit.health <= n as i16,
            Filter::Other => slot != source,
        }
    }

    /// True when `slot` is on `side` and meets every filter.
    fn matches(&self, side: Side, filters: &[Filter], owner: u8, slot: Slot, source: Slot) -> bool {
        self.side_ok(side, owner, slot) && filters.iter().all(|f| self.filter_ok(*f, slot, source))
    }

    /// True when an effect of `kind` owned by `owner` may affect `slot` at all: in play and not
    /// immune (random and area effects ignore Stealth and Guard, G12.11).
    fn affected(&self, slot: Slot, owner: u8, kind: SourceKind) -> bool {
        if !self.in_play(slot) {
            return false;
        }
        let unit = self.unit(slot);
        let bit = match kind {
            SourceKind::Spell => kw::IMMUNE_SPELLS,
            SourceKind::Unit => kw::IMMUNE_UNITS,
            SourceKind::Leader => kw::IMMUNE_LEADERS,
        };
        !(unit.has(bit) && (self.card(slot).owner != owner || self.opts().immune_blocks_allies))
    }

    /// True when `player`'s stone is Guarded (G12.10).
    fn guarded(&self, player: u8) -> bool {
        let stone = self.stone(player);
        let stone_tile = self.place(stone).tile;
        let adjacency = self.opts().guard_needs_adjacency;
        self.units().any(|s| {
            let u = self.unit(s);
            u.has(kw::GUARD)
                && !u.has(kw::STEALTH)
                && !u.banished()
                && self.card(s).owner == player
                && (!adjacency || self.table().chebyshev(self.place(s).tile, stone_tile) == 1)
        })
    }

    /// Why `slot` can't be targeted directly by an effect (or attack, `kind: None`) of `owner`.
    fn untargetable(&self, slot: Slot, owner: u8, kind: Option<SourceKind>) -> Option<String> {
        if !self.on_field(slot) {
            return Some("that card is not on the battlefield".into());
        }
        let unit = self.unit(slot);
        let name = &self.info(slot).def.name;
        if unit.banished() {
            return Some(format!("{name} is banished"));
        }
        let theirs = self.card(slot).owner != owner;
        if unit.has(kw::STEALTH) && (theirs || self.opts().stealth_blocks_allies) {
            return Some(format!("{name} is stealthed"));
        }
        let immune = match kind {
            None => kw::IMMUNE_ATTACKS,
            Some(SourceKind::Spell) => kw::IMMUNE_SPELLS,
            Some(SourceKind::Unit) => kw::IMMUNE_UNITS,
            Some(SourceKind::Leader) => kw::IMMUNE_LEADERS,
        };
        if unit.has(immune) && (theirs || self.opts().immune_blocks_allies) {
            return Some(format!("{name} is immune"));
        }
        let o = self.card(slot).owner;
        if unit.stone() && o != owner && o != NEUTRAL && self.guarded(o) {
            return Some("that stone is guarded".into());
        }
        None
    }

    /// A card's cost now (never below 0).
    fn cost(&self, slot: Slot) -> u8 {
        (self.info(slot).def.cost as i16 + self.unit(slot).cost_change as i16).max(0) as u8
    }

    /// The tiles where `player` may deploy a unit from the hand (G6.4).
    fn deploy_tiles(&self, player: u8) -> u64 {
        let table = self.table();
        let mut near = 0u64;
        let stone = self.stone(player);
        if self.on_field(stone) {
            near |= table.around(self.place(stone).tile);
        }
        if self.opts().deploy_zone == DeployZone::StoneOrAllies {
            for s in self.units() {
                if self.card(s).owner == player {
                    near |= table.around(self.place(s).tile);
                }
            }
        }
        near & table.empty_tiles()
    }

    /// The empty tiles `unit` reaches in 1..=`steps` orthogonal steps, passing through allied
    /// and banished units (G7.2), with the steps each needs: `(all, by_distance)`.
    fn paths(&self, unit: Slot, steps: u8) -> (u64, [u64; 8]) {
        let table = self.table();
        let owner = self.card(unit).owner;
        let empty = table.empty_tiles();
        let mut passable = empty;
        for s in self.units() {
            if self.unit(s).banished() || (owner != NEUTRAL && self.card(s).owner == owner) {
                passable |= 1 << self.place(s).tile;
            }
        }
        let start = self.place(unit).tile;
        let mut seen = 1u64 << start;
        let mut frontier = seen;
        let mut all = 0u64;
        let mut layers = [0u64; 8];
        for d in 0..steps.min(8) {
            let mut next = 0u64;
            for t in tiles_of(frontier) {
                next |= table.steps_from(t);
            }
            next &= passable & !seen;
            if next == 0 {
                break;
            }
            seen |= next;
            layers[d as usize] = next & empty;
            all |= next & empty;
            frontier = next;
        }
        (all, layers)
    }

    /// The steps `unit` may still move this turn, or why it can't move (G7.1).
    fn can_move(&self, unit: Slot) -> Result<u8, String> {
        let u = self.unit(unit);
        let name = || self.info(unit).def.name.clone();
        if u.stone() || u.movement == 0 {
            return Err(format!("{} cannot move", name()));
        }
        if u.is(flag::EXHAUSTED) {
            return Err(format!("{} arrived this turn", name()));
        }
        if u.stunned() {
            return Err(format!("{} is stunned", name()));
        }
        if u.banished() {
            return Err(format!("{} is banished", name()));
        }
        if u.is(flag::ATTACKED) {
            return Err(format!("{} has attacked this turn", name()));
        }
        let left = match self.opts().moves_per_turn {
            Moves::OneMove if u.is(flag::MOVED) => 0,
            Moves::OneMove => u.movement,
            Moves::Split => u.movement.saturating_sub(u.steps),
        };
        if left == 0 {
            return Err(format!("{} has moved this turn", name()));
        }
        Ok(left)
    }

    /// Why `unit` can't attack at all now (G8.1).
    fn cannot_attack(&self, unit: Slot) -> Option<String> {
        let u = self.unit(unit);
        let name = || self.info(unit).def.name.clone();
        if u.stone() || u.attack <= 0 {
            return Some(format!("{} has no attack", name()));
        }
        if u.is(flag::EXHAUSTED) {
            return Some(format!("{} arrived this turn", name()));
        }
        if u.stunned() {
            return Some(format!("{} is stunned", name()));
        }
        if u.banished() {
            return Some(format!("{} is banished", name()));
        }
        if u.is(flag::ATTACKED) {
            return Some(format!("{} has attacked this turn", name()));
        }
        None
    }

    /// Why `unit` may not attack `target` (it may attack at all).
    fn cannot_attack_target(&self, unit: Slot, target: Slot) -> Option<String> {
        let owner = self.card(unit).owner;
        if !self.on_field(target) {
            return Some("that card is not on the battlefield".into());
        }
        if self.card(target).owner == owner {
            return Some("a unit does not attack its own side".into());
        }
        if let Some(why) = self.untargetable(target, owner, None) {
            return Some(why);
        }
        if !self.table().in_range(
            self.unit(unit).range,
            self.place(unit).tile,
            self.place(target).tile,
        ) {
            return Some(format!(
                "{} is out of {}'s range",
                self.info(target).def.name,
                self.info(unit).def.name
            ));
        }
        None
    }

    /// Every valid choice for `spec`, for an effect of `kind` owned by `owner` whose unit is
    /// `source` standing (or about to stand) on `from`.
    fn targets(
        &self,
        spec: &TargetSpec,
        owner: u8,
        source: Slot,
        from: Tile,
        kind: SourceKind,
        out: &mut dyn FnMut(Target),
    ) {
        let table = self.table();
        match spec {
            TargetSpec::Unit {
                side,
                filters,
                within,
            } => {
                for s in self.units() {
                    if self.unit_target_ok(*side, filters, *within, owner, source, from, kind, s) {
                        out(Target::Unit(s));
                    }
                }
            }
            TargetSpec::EmptyTile { near } => {
                let tiles = match near {
                    TileRule::Anywhere => table.empty_tiles() & mask(table.tiles()),
                    TileRule::OwnStone => {
                        let stone = self.stone(owner);
                        if self.on_field(stone) {
                            table.around(self.place(stone).tile) & table.empty_tiles()
                        } else {
                            0
                        }
                    }
                };
                for t in tiles_of(tiles) {
                    out(Target::Tile(t));
                }
            }
            TargetSpec::Column => {
                for x in 0..table.cols {
                    out(Target::Column(x));
                }
            }
            TargetSpec::MoveAlly { distance } => {
                for s in self.units() {
                    if self.movable_ally(s, owner, kind).is_none() {
                        for t in tiles_of(self.paths(s, *distance).0) {
                            out(Target::Move(s, t));
                        }
                    }
                }
            }
        }
    }

    /// Why `slot` can't be moved by a MoveAlly effect of `owner`.
    fn movable_ally(&self, slot: Slot, owner: u8, kind: SourceKind) -> Option<String> {
        let u = self.unit(slot);
        if self.card(slot).owner != owner {
            return Some("not an allied unit".into());
        }
        if u.stone() || self.info(slot).is(Subtype::Structure) || u.movement == 0 {
            return Some(format!("{} cannot move", self.info(slot).def.name));
        }
        if u.stunned() {
            return Some(format!("{} is stunned", self.info(slot).def.name));
        }
        self.untargetable(slot, owner, Some(kind))
    }

    /// True when unit `s` is a valid Unit target.
    #[expect(clippy::too_many_arguments, reason = "the target rule's parts, read once")]
    fn unit_target_ok(
        &self,
        side: Side,
        filters: &[Filter],
        within: Option<u8>,
        owner: u8,
        source: Slot,
        from: Tile,
        kind: SourceKind,
        s: Slot,
    ) -> bool {
        self.on_field(s)
            && self.matches(side, filters, owner, s, source)
            && within.is_none_or(|d| {
                from != super::components::NO_TILE && table_dist(self.table(), from, self.place(s).tile) <= d
            })
            && self.untargetable(s, owner, Some(kind)).is_none()
    }

    /// Why `target` is not a valid choice for `spec` (None: it is).
    fn target_problem(
        &self,
        spec: &TargetSpec,
        owner: u8,
        source: Slot,
        from: Tile,
        kind: SourceKind,
        target: Target,
    ) -> Option<String> {
        let table = self.table();
        let valid_slot = |s: Slot| (s as usize) < table.used as usize;
        match (spec, target) {
            (
                TargetSpec::Unit {
                    side,
                    filters,
                    within,
                },
                Target::Unit(s),
            ) if valid_slot(s) => {
                if let Some(why) = self.untargetable(s, owner, Some(kind)) {
                    return Some(why);
                }
                if !self.matches(*side, filters, owner, s, source) {
                    return Some(format!("{} is not a valid target", self.info(s).def.name));
                }
                if let Some(d) = within
                    && table_dist(table, from, self.place(s).tile) > *d
                {
                    return Some(format!("{} is too far", self.info(s).def.name));
                }
                None
            }
            (TargetSpec::EmptyTile { .. }, Target::Tile(t)) if t < table.tiles() => {
                let mut ok = false;
                self.targets(spec, owner, source, from, kind, &mut |x| ok |= x == target);
                (!ok).then(|| "that tile is not a valid choice".into())
            }
            (TargetSpec::Column, Target::Column(x)) if x < table.cols => None,
            (TargetSpec::MoveAlly { distance }, Target::Move(s, t))
                if valid_slot(s) && t < table.tiles() =>
            {
                if !self.on_field(s) {
                    return Some("that card is not on the battlefield".into());
                }
                if let Some(why) = self.movable_ally(s, owner, kind) {
                    return Some(why);
                }
                (self.paths(s, *distance).0 & (1 << t) == 0)
                    .then(|| "the unit cannot reach that tile".into())
            }
            _ => Some("that is not the kind of target this asks for".into()),
        }
    }

    /// True when `spec` has at least one valid choice.
    fn any_target(
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

/// Orthogonal distance (a Warcry's `within`).
#[inline]
fn table_dist(table: &Table, a: Tile, b: Tile) -> u8 {
    table.manhattan(a, b)
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

/// The units on the battlefield, in tile order.
pub struct UnitIter<'a> {
    board: &'a [Slot],
    at: usize,
}

impl Iterator for UnitIter<'_> {
    type Item = Slot;
    #[inline]
    fn next(&mut self) -> Option<Slot> {
        while self.at < self.board.len() {
            let s = self.board[self.at];
            self.at += 1;
            if s != NO_SLOT {
                return Some(s);
            }
        }
        None
    }
}
