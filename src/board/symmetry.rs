//! The eight symmetries of the board (four rotations, four reflections) and the canonical form of a
//! position: a rotated or reflected position is the same game, so a search that has worked one out
//! knows all eight.
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::board::{Symmetry, canonical};
//!
//! // X in a corner: four boards, one position up to symmetry.
//! let corners: Vec<Board> = ["X........", "..X......", "......X..", "........X"]
//!     .iter()
//!     .map(|text| text.parse().unwrap())
//!     .collect();
//! let first = canonical(corners[0]).board;
//! assert!(corners.iter().all(|&board| canonical(board).board == first));
//!
//! // The symmetry found maps the board onto its canonical form, and its inverse maps back.
//! let board: Board = "..X/.O./...".parse()?;
//! let found = canonical(board);
//! assert_eq!(found.symmetry.apply(board), found.board);
//! assert_eq!(found.symmetry.inverse().apply(found.board), board);
//! assert_eq!(Symmetry::ALL.len(), 8);
//! # Ok::<(), tictactoe::BoardError>(())
//! ```

use std::fmt;

use super::position::number_of;
use super::{Board, Cell, Cells, Player};

/// One of the eight ways to turn or flip the board onto itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symmetry(u8);

/// Where each symmetry sends each cell: `TARGETS[symmetry][place]` is the place the cell goes to.
const TARGETS: [[u8; 9]; 8] = {
    let mut targets = [[0; 9]; 8];
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut place = 0;
        while place < 9 {
            let (row, col) = (place / 3, place % 3);
            let (to_row, to_col) = match symmetry {
                0 => (row, col),
                1 => (col, 2 - row),
                2 => (2 - row, 2 - col),
                3 => (2 - col, row),
                4 => (row, 2 - col),
                5 => (2 - row, col),
                6 => (col, row),
                _ => (2 - col, 2 - row),
            };
            targets[symmetry][place] = (to_row * 3 + to_col) as u8;
            place += 1;
        }
        symmetry += 1;
    }
    targets
};

/// `IMAGES[symmetry][set]`: the image of every 9-bit set of cells, so a board turns in two array reads.
const IMAGES: [[u16; 512]; 8] = {
    let mut images = [[0; 512]; 8];
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut set = 0;
        while set < 512 {
            let mut image = 0u16;
            let mut place = 0;
            while place < 9 {
                if set & (1 << place) != 0 {
                    image |= 1 << TARGETS[symmetry][place];
                }
                place += 1;
            }
            images[symmetry][set] = image;
            set += 1;
        }
        symmetry += 1;
    }
    images
};

impl Symmetry {
    /// Leaves every cell where it is.
    pub const IDENTITY: Symmetry = Symmetry(0);

    /// All eight: the identity, the three rotations, the four reflections.
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    /// What it does, for people.
    pub fn name(self) -> &'static str {
        [
            "identity",
            "quarter turn clockwise",
            "half turn",
            "quarter turn anticlockwise",
            "mirror left to right",
            "mirror top to bottom",
            "reflection in the main diagonal",
            "reflection in the other diagonal",
        ][self.0 as usize]
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        match self.0 {
            1 => Symmetry(3),
            3 => Symmetry(1),
            // A half turn and the reflections undo themselves.
            _ => self,
        }
    }

    /// Where `cell` goes.
    #[inline]
    pub fn apply_cell(self, cell: Cell) -> Cell {
        Cell::at(TARGETS[self.0 as usize][cell.place()] as usize).expect("a symmetry keeps cells on the board")
    }

    /// Where a set of cells goes.
    #[inline]
    pub fn apply_cells(self, cells: Cells) -> Cells {
        Cells::from_bits(IMAGES[self.0 as usize][cells.bits() as usize])
    }

    /// The board turned or flipped: the same game, so as reachable as `board`.
    #[inline]
    pub fn apply(self, board: Board) -> Board {
        let (x, o) = (board.cells_of(Player::X), board.cells_of(Player::O));
        Board::from_marks(self.apply_cells(x), self.apply_cells(o))
            .expect("a symmetric image of a reachable board is reachable")
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A position's canonical form: the one of its eight images with the smallest board number, the same
/// for every board of its symmetry class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Canonical {
    /// The image with the smallest number.
    pub board: Board,
    /// A symmetry that maps the original board onto `board` (the first one, if several do).
    pub symmetry: Symmetry,
}

impl Canonical {
    /// The class's number: the canonical board's base-3 number.
    pub fn number(self) -> usize {
        self.board.number()
    }

    /// A cell of the canonical board, as the cell of the original board it came from.
    pub fn back(self, cell: Cell) -> Cell {
        self.symmetry.inverse().apply_cell(cell)
    }

    /// A cell of the original board, as the cell of the canonical board it goes to.
    pub fn forth(self, cell: Cell) -> Cell {
        self.symmetry.apply_cell(cell)
    }
}

/// The canonical form of `board` and the symmetry that takes `board` there. Only the images' numbers
/// are compared, so only the canonical image is built as a board.
pub fn canonical(board: Board) -> Canonical {
    let (x, o) = (board.cells_of(Player::X), board.cells_of(Player::O));
    let symmetry = Symmetry::ALL
        .into_iter()
        .min_by_key(|symmetry| number_of(symmetry.apply_cells(x), symmetry.apply_cells(o)))
        .expect("there are eight symmetries");
    Canonical {
        board: symmetry.apply(board),
        symmetry,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::lookup::LINES;
    use crate::board::positions;

    #[test]
    fn each_symmetry_moves_the_cells_as_named() {
        let image = |symmetry: Symmetry| symmetry.apply_cell(Cell::new(0, 1));
        let expected = [(0, 1), (1, 2), (2, 1), (1, 0), (0, 1), (2, 1), (1, 0), (1, 2)];
        for (symmetry, (row, col)) in Symmetry::ALL.into_iter().zip(expected) {
            assert_eq!(image(symmetry), Cell::new(row, col), "{symmetry}");
        }
        assert_eq!(
            Symmetry(1).apply_cell(Cell::new(0, 0)),
            Cell::new(0, 2),
            "clockwise takes the top left corner to the top right"
        );
    }

    #[test]
    fn every_symmetry_is_undone_by_its_inverse_and_keeps_lines() {
        for symmetry in Symmetry::ALL {
            for cell in Cell::ALL {
                assert_eq!(symmetry.inverse().apply_cell(symmetry.apply_cell(cell)), cell);
            }
            let centre = Cell::new(1, 1);
            assert_eq!(symmetry.apply_cell(centre), centre);
            for line in LINES {
                let image = symmetry.apply_cells(Cells::from_bits(line)).bits();
                assert!(LINES.contains(&image), "{symmetry} takes a line to a line");
            }
        }
        // Eight different maps.
        let mut images: Vec<Vec<Cell>> = Symmetry::ALL
            .iter()
            .map(|s| Cell::ALL.iter().map(|&c| s.apply_cell(c)).collect())
            .collect();
        images.sort();
        images.dedup();
        assert_eq!(images.len(), 8);
    }

    #[test]
    fn symmetric_boards_share_their_canonical_form() {
        for board in positions::reachable() {
            let found = canonical(board);
            assert_eq!(found.symmetry.apply(board), found.board);
            for symmetry in Symmetry::ALL {
                let image = symmetry.apply(board);
                assert_eq!(canonical(image).board, found.board, "{board} and {image}");
            }
            for cell in Cell::ALL {
                assert_eq!(found.back(found.forth(cell)), cell);
            }
        }
    }
}
