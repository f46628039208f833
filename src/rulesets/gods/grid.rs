//! The board's geometry as tables, built at compile time for both board sizes (8×5 and 9×5): for
//! every tile its 8 neighbours and the tiles within n orthogonal steps. Legality asks for reach,
//! adjacency and distance tens of times per legal-action list; a table look-up replaces the
//! shifts and loops of computing them.

use super::components::{MAX_TILES, Tile};

/// Distances kept: 0..=12 orthogonal steps (12 crosses the 9×5 board corner to corner).
pub const DISTANCES: usize = 13;

/// One board size's tables.
pub struct Grid {
    /// Columns.
    pub cols: u8,
    /// Rows.
    pub rows: u8,
    /// Tile → its 8 neighbours (diagonals included), as a bit set.
    pub around: [u64; MAX_TILES],
    /// Distance d → tile → the tiles at most d orthogonal steps away (the tile itself included).
    pub within: [[u64; MAX_TILES]; DISTANCES],
}

impl Grid {
    /// The tiles within `d` orthogonal steps of `from` (itself included).
    #[inline]
    pub fn within(&self, d: u8, from: Tile) -> u64 {
        self.within[(d as usize).min(DISTANCES - 1)][from as usize]
    }

    /// The tiles a unit of range `range` (0 melee, n ranged n) on `from` reaches.
    #[inline]
    pub fn reach(&self, range: u8, from: Tile) -> u64 {
        if range == 0 {
            self.around[from as usize]
        } else {
            self.within(range, from) & !(1u64 << from)
        }
    }
}

const fn build(cols: u8, rows: u8) -> Grid {
    let mut grid = Grid {
        cols,
        rows,
        around: [0; MAX_TILES],
        within: [[0; MAX_TILES]; DISTANCES],
    };
    let tiles = cols as usize * rows as usize;
    let mut a = 0;
    while a < tiles {
        let (ax, ay) = ((a % cols as usize) as i32, (a / cols as usize) as i32);
        let mut b = 0;
        while b < tiles {
            let (bx, by) = ((b % cols as usize) as i32, (b / cols as usize) as i32);
            let (dx, dy) = ((ax - bx).abs(), (ay - by).abs());
            if a != b && dx <= 1 && dy <= 1 {
                grid.around[a] |= 1 << b;
            }
            let mut d = 0;
            while d < DISTANCES {
                if dx + dy <= d as i32 {
                    grid.within[d][a] |= 1 << b;
                }
                d += 1;
            }
            b += 1;
        }
        a += 1;
    }
    grid
}

/// The 8×5 board.
pub static EIGHT_BY_FIVE: Grid = build(8, 5);
/// The 9×5 board.
pub static NINE_BY_FIVE: Grid = build(9, 5);

/// The tables of a `cols` × `rows` board, for the sizes the options offer.
#[inline]
pub fn of(cols: u8, rows: u8) -> Option<&'static Grid> {
    match (cols, rows) {
        (8, 5) => Some(&EIGHT_BY_FIVE),
        (9, 5) => Some(&NINE_BY_FIVE),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::gods::components::Table;

    fn table(cols: u8, rows: u8) -> Table {
        Table::empty(cols, rows)
    }

    /// The tables agree with the distances computed from coordinates, on both boards, for every
    /// pair of tiles and every range a card can have.
    #[test]
    fn tables_match_the_distances() {
        for (cols, rows) in [(8u8, 5u8), (9, 5)] {
            let t = table(cols, rows);
            let grid = of(cols, rows).expect("a board size the options offer");
            for a in 0..t.tiles() {
                for b in 0..t.tiles() {
                    let near = grid.around[a as usize] & (1 << b) != 0;
                    assert_eq!(near, t.chebyshev(a, b) == 1, "{cols}x{rows} {a} {b}");
                    for range in 0..20u8 {
                        let hit = grid.reach(range, a) & (1 << b) != 0;
                        let expected = if range == 0 {
                            t.chebyshev(a, b) == 1
                        } else {
                            let d = t.manhattan(a, b);
                            d >= 1 && d <= range
                        };
                        assert_eq!(hit, expected, "{cols}x{rows} {a} {b} range {range}");
                        let inside = grid.within(range, a) & (1 << b) != 0;
                        assert_eq!(inside, t.manhattan(a, b) <= range);
                    }
                }
            }
        }
    }
}
