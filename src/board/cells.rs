//! A set of cells as a 9-bit mask: what a side has marked, the empty cells, a line, the best moves.

use std::ops::{BitAnd, BitOr, Not};

use super::Cell;
use super::lookup::{COMPLETING, HAS_LINE, LINES, MARK_COUNT};

/// A set of cells, bit `row * 3 + col`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells(u16);

impl Cells {
    /// No cell.
    pub const NONE: Cells = Cells(0);
    /// All nine cells.
    pub const ALL: Cells = Cells(0x1ff);
    /// The eight lines of three: the rows 0 to 2, the columns 0 to 2, the diagonal from (0, 0) and the
    /// anti-diagonal from (0, 2).
    pub const LINES: [Cells; 8] = {
        let mut lines = [Cells(0); 8];
        let mut at = 0;
        while at < 8 {
            lines[at] = Cells(LINES[at]);
            at += 1;
        }
        lines
    };

    /// The set with these bits; bits above the ninth are dropped.
    pub const fn from_bits(bits: u16) -> Cells {
        Cells(bits & 0x1ff)
    }

    /// The set as a 9-bit mask.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.place()) != 0
    }

    /// The set with `cell` added.
    pub const fn with(self, cell: Cell) -> Cells {
        Cells(self.0 | 1 << cell.place())
    }

    /// How many cells the set holds: a table read, since the portable x86-64 target has no popcount
    /// instruction and searches count marks at every finished position.
    #[inline]
    pub const fn len(self) -> u32 {
        MARK_COUNT[self.0 as usize] as u32
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds a whole row, column or diagonal: one array read, since searches ask at
    /// every position.
    #[inline]
    pub const fn has_line(self) -> bool {
        HAS_LINE[self.0 as usize]
    }

    /// The cells that would complete a line of this set's: the missing cell of each line it holds
    /// two cells of, taken or not. One array read.
    #[inline]
    pub const fn completing(self) -> Cells {
        Cells(COMPLETING[self.0 as usize])
    }

    /// The first cell in row-major order.
    pub fn first(self) -> Option<Cell> {
        self.into_iter().next()
    }
}

impl BitAnd for Cells {
    type Output = Cells;

    fn bitand(self, other: Cells) -> Cells {
        Cells(self.0 & other.0)
    }
}

impl BitOr for Cells {
    type Output = Cells;

    fn bitor(self, other: Cells) -> Cells {
        Cells(self.0 | other.0)
    }
}

impl Not for Cells {
    type Output = Cells;

    /// The cells not in the set (of the nine).
    fn not(self) -> Cells {
        Cells(!self.0 & 0x1ff)
    }
}

impl IntoIterator for Cells {
    type Item = Cell;
    type IntoIter = CellsIter;

    fn into_iter(self) -> CellsIter {
        CellsIter(self.0)
    }
}

impl FromIterator<Cell> for Cells {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> Cells {
        cells.into_iter().fold(Cells::NONE, Cells::with)
    }
}

/// The cells of a set in row-major order, lowest bit first.
#[derive(Clone, Debug)]
pub struct CellsIter(u16);

impl Iterator for CellsIter {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let place = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Cell::at(place)
    }
}
