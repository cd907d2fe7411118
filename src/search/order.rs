//! The order in which alpha-beta tries a position's moves: the sooner the best move comes, the sooner
//! the other moves are cut off.

use crate::board::{Board, Cell, Cells, Player};

/// Where alpha-beta takes a position's moves from, in the order it tries them: one of our orders, or
/// one learned from elsewhere (the order a learner's `actions` gives them, to search as their code does).
pub trait Orders {
    /// The legal moves of an unfinished board, `player` to move, in this order.
    fn moves(&self, board: Board, player: Player) -> Ordered;
}

/// The order in which alpha-beta tries a position's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveOrder {
    /// Row by row, as the cells are numbered.
    Cells,
    /// Those most likely to decide the position first: a win, then a block, then the centre, the
    /// corners, the edges.
    WinsFirst,
}

impl Orders for MoveOrder {
    #[inline]
    fn moves(&self, board: Board, player: Player) -> Ordered {
        const CENTRE: Cells = Cells::from_bits(0b000_010_000);
        const CORNERS: Cells = Cells::from_bits(0b101_000_101);
        const EDGES: Cells = Cells::from_bits(0b010_101_010);
        let empty = board.empty_cells();
        match self {
            MoveOrder::Cells => Ordered::of(&[empty]),
            MoveOrder::WinsFirst => {
                let wins = board.cells_of(player).completing() & empty;
                let blocks = board.cells_of(player.opponent()).completing() & empty & !wins;
                let rest = empty & !(wins | blocks);
                Ordered::of(&[wins, blocks, rest & CENTRE, rest & CORNERS, rest & EDGES])
            }
        }
    }
}

/// A position's moves in the order they are tried, each cell's place four bits of one number: what
/// is left of it after a cut is the moves never tried.
#[derive(Clone, Copy, Debug)]
pub struct Ordered {
    /// The places still to come, the next in the lowest four bits.
    places: u64,
    /// How many.
    left: u32,
}

impl Ordered {
    /// These cells, in this order: at most nine, each once.
    pub fn listed(cells: &[Cell]) -> Ordered {
        let mut ordered = Ordered { places: 0, left: 0 };
        for &cell in cells.iter().take(9) {
            ordered.places |= (cell.place() as u64) << (4 * ordered.left);
            ordered.left += 1;
        }
        ordered
    }

    /// The cells of each of `groups` (which do not overlap), group by group, in row-major order within
    /// each.
    #[inline]
    fn of(groups: &[Cells]) -> Ordered {
        let mut ordered = Ordered { places: 0, left: 0 };
        for &group in groups {
            for cell in group {
                ordered.places |= (cell.place() as u64) << (4 * ordered.left);
                ordered.left += 1;
            }
        }
        ordered
    }
}

impl Iterator for Ordered {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.left == 0 {
            return None;
        }
        let place = (self.places & 0xf) as usize;
        self.places >>= 4;
        self.left -= 1;
        Cell::at(place)
    }
}

impl<T: Orders + ?Sized> Orders for &T {
    #[inline]
    fn moves(&self, board: Board, player: Player) -> Ordered {
        (**self).moves(board, player)
    }
}
