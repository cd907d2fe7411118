//! The order in which alpha-beta tries a position's moves: the sooner the best move comes, the sooner
//! the other moves are cut off.

use crate::board::{Board, Cell, Cells, LINES, Player};

/// The order in which alpha-beta tries a position's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveOrder {
    /// Row by row, as the cells are numbered.
    Cells,
    /// Those most likely to decide the position first: a win, then a block, then the centre, the
    /// corners, the edges.
    WinsFirst,
}

impl MoveOrder {
    /// The legal moves of an unfinished board in this order.
    #[inline]
    pub fn moves(self, board: Board, player: Player) -> impl Iterator<Item = Cell> {
        const CENTRE: u16 = 0b000_010_000;
        const CORNERS: u16 = 0b101_000_101;
        const EDGES: u16 = 0b010_101_010;
        let empty = board.empty_cells().bits();
        let groups = match self {
            MoveOrder::Cells => [empty, 0, 0, 0, 0],
            MoveOrder::WinsFirst => {
                let wins = completing_cells(board.cells_of(player), empty);
                let blocks = completing_cells(board.cells_of(player.opponent()), empty) & !wins;
                let rest = empty & !wins & !blocks;
                [wins, blocks, rest & CENTRE, rest & CORNERS, rest & EDGES]
            }
        };
        groups.into_iter().flat_map(|bits| Cells::from_bits(bits).into_iter())
    }
}

/// The empty cells that would complete a line of `marks`.
fn completing_cells(marks: Cells, empty: u16) -> u16 {
    LINES.iter().fold(0, |found, &line| {
        let missing = line & !marks.bits();
        // Exactly one cell missing (a power of two), and that cell empty.
        if missing.is_power_of_two() && missing & empty != 0 {
            found | missing
        } else {
            found
        }
    })
}
