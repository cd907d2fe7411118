//! The perfect-play table: every reachable position, solved by `build.rs` and compiled in.
//! A probe is one array read: no hashing, no decoding, no allocation, no start-up cost.

use crate::board::{BOARD_NUMBERS, Board, Cell, Cells, Player};
use crate::outcome::Outcome;

/// What the table knows of a reachable position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// What the position is worth with perfect play.
    pub outcome: Outcome,
    /// Every move that keeps the outcome; none on a finished board.
    pub best: Cells,
}

/// Slots by base-3 board number; `None` for the boards no game reaches.
static TABLE: [Option<Entry>; BOARD_NUMBERS] = include!(concat!(env!("OUT_DIR"), "/table.rs"));

/// The generated source's names for an empty slot and an entry, short to keep it small.
const N: Option<Entry> = None;
const fn e(value: i8, plies: u8, best: u16) -> Option<Entry> {
    let winner = match value {
        1 => Some(Player::X),
        -1 => Some(Player::O),
        _ => None,
    };
    Some(Entry {
        outcome: Outcome { winner, plies },
        best: Cells::from_bits(best),
    })
}

/// The perfect-play facts of a position.
#[inline]
pub fn probe(board: Board) -> Entry {
    // Every `Board` is reachable by construction, and the table holds every reachable board.
    TABLE[board.number()].expect("the table holds every reachable board")
}

/// Every reachable position with its entry, in index order.
pub fn positions() -> impl Iterator<Item = (Board, Entry)> {
    TABLE
        .iter()
        .enumerate()
        .filter_map(|(number, slot)| Some((Board::from_number(number).ok()?, (*slot)?)))
}

/// Each legal move with the outcome of the board after it.
pub fn moves(board: Board) -> impl Iterator<Item = (Cell, Outcome)> {
    board
        .actions()
        .into_iter()
        .filter_map(move |cell| Some((cell, probe(board.play(cell).ok()?).outcome)))
}

/// The principal line: a best move played at each step until the game ends (the first best move in
/// cell order each time), `plies` moves long. Empty on a finished board.
pub fn principal_line(mut board: Board) -> Vec<Cell> {
    let mut line = Vec::new();
    while let Some(cell) = probe(board).best.first() {
        line.push(cell);
        board = board.play(cell).expect("a best move is legal");
    }
    line
}
