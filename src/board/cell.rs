//! A cell of the board: always one of the nine, so code holding a `Cell` never checks it again.

use std::fmt;

use crate::lang::Lang;

/// A cell, (row, col) 0-based, stored as its row-major place 0..9. Built with [`Cell::new`] for
/// coordinates known to be on the board, or with `TryFrom<(usize, usize)>` and parsing for
/// coordinates that come from outside, which report a cell off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The nine cells in row-major order.
    pub const ALL: [Cell; 9] = {
        let mut all = [Cell(0); 9];
        let mut place = 0;
        while place < 9 {
            all[place] = Cell(place as u8);
            place += 1;
        }
        all
    };

    /// The cell at (row, col). Panics off the board: for coordinates written in the code; use
    /// `Cell::try_from((row, col))` for coordinates from outside.
    pub const fn new(row: usize, col: usize) -> Cell {
        assert!(row < 3 && col < 3, "a cell's row and column are 0 to 2");
        Cell((row * 3 + col) as u8)
    }

    /// The cell at a row-major place 0..9, if it is one.
    pub const fn at(place: usize) -> Option<Cell> {
        if place < 9 { Some(Cell(place as u8)) } else { None }
    }

    /// The row, 0 to 2.
    pub const fn row(self) -> usize {
        self.0 as usize / 3
    }

    /// The column, 0 to 2.
    pub const fn col(self) -> usize {
        self.0 as usize % 3
    }

    /// The row-major place 0..9: the cell's bit in a [`Cells`](super::Cells) set.
    pub const fn place(self) -> usize {
        self.0 as usize
    }
}

/// Coordinates that name no cell of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffBoard {
    /// The row asked for.
    pub row: usize,
    /// The column asked for.
    pub col: usize,
}

impl OffBoard {
    /// Why, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let (row, col) = (self.row, self.col);
        lang.pick(
            format!("cell {row},{col} is off the board (rows and columns are 0 to 2)"),
            format!("格子 {row},{col} 不在棋盘上（行和列都是 0 到 2）"),
        )
    }
}

impl fmt::Display for OffBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for OffBoard {}

impl TryFrom<(usize, usize)> for Cell {
    type Error = OffBoard;

    fn try_from((row, col): (usize, usize)) -> Result<Cell, OffBoard> {
        if row < 3 && col < 3 {
            Ok(Cell::new(row, col))
        } else {
            Err(OffBoard { row, col })
        }
    }
}

impl fmt::Display for Cell {
    /// `R,C`, e.g. `2,0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row(), self.col())
    }
}
