//! The compiled-in table and what can be asked of it: one array read per position, no hashing, no
//! decoding, no allocation, no start-up cost.

use crate::board::{BOARD_NUMBERS, Board, Cell, Cells, Outcome, Player};

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

/// The perfect-play facts of a position: its outcome and every best move.
///
/// ```
/// use tictactoe::{Board, Cell, probe};
///
/// let entry = probe("XO./.X./...".parse()?);
/// assert_eq!(entry.outcome.to_string(), "X wins in 4");
/// assert_eq!(entry.best.into_iter().collect::<Vec<_>>(), [Cell::new(2, 2)]);
/// # Ok::<(), tictactoe::BoardError>(())
/// ```
#[inline]
pub fn probe(board: Board) -> Entry {
    // Every `Board` is reachable by construction, and the table holds every reachable board.
    TABLE[board.number()].expect("the table holds every reachable board")
}

/// What a position is worth with perfect play: who wins (if anyone) and in how many moves.
///
/// ```
/// use tictactoe::{Board, Player, outcome};
///
/// assert_eq!(outcome(Board::EMPTY).winner, None);
/// let won = outcome("XX./OO./...".parse()?);
/// assert_eq!((won.winner, won.plies, won.value()), (Some(Player::X), 1, 1));
/// # Ok::<(), tictactoe::BoardError>(())
/// ```
pub fn outcome(board: Board) -> Outcome {
    probe(board).outcome
}

/// The move perfect play makes: the first best move in cell order; `None` on a finished board.
///
/// ```
/// use tictactoe::{Board, Cell, best_move};
///
/// // O must block at 0,2.
/// assert_eq!(best_move("XX./.O./...".parse()?), Some(Cell::new(0, 2)));
/// assert_eq!(best_move("XXX/OO./...".parse()?), None);
/// # Ok::<(), tictactoe::BoardError>(())
/// ```
pub fn best_move(board: Board) -> Option<Cell> {
    probe(board).best.first()
}

/// Each legal move with the outcome of the board after it.
///
/// ```
/// use tictactoe::{Board, Cell, moves};
///
/// let board: Board = "XX./.O./...".parse()?;
/// let after: Vec<String> = moves(board).map(|(cell, outcome)| format!("{cell}: {outcome}")).collect();
/// assert_eq!(after.len(), 6);
/// assert!(after.contains(&"0,2: draw".to_string()));
/// assert!(after.contains(&"1,0: X wins in 1".to_string()));
/// # Ok::<(), tictactoe::BoardError>(())
/// ```
pub fn moves(board: Board) -> impl Iterator<Item = (Cell, Outcome)> {
    board
        .actions()
        .into_iter()
        .filter_map(move |cell| Some((cell, probe(board.play(cell).ok()?).outcome)))
}

/// The principal line: a best move played at each step until the game ends (the first best move in
/// cell order each time), `plies` moves long. Empty on a finished board.
///
/// ```
/// use tictactoe::{Board, Cell, principal_line};
///
/// let line = principal_line("XO./.X./...".parse()?);
/// assert_eq!(line, [Cell::new(2, 2), Cell::new(1, 0), Cell::new(0, 2), Cell::new(1, 2)]);
/// # Ok::<(), tictactoe::BoardError>(())
/// ```
pub fn principal_line(mut board: Board) -> Vec<Cell> {
    let mut line = Vec::new();
    while let Some(cell) = best_move(board) {
        line.push(cell);
        board = board.play(cell).expect("a best move is legal");
    }
    line
}

/// The whole table: every reachable position with its entry, in board-number order.
pub fn entries() -> impl Iterator<Item = (Board, Entry)> {
    TABLE
        .iter()
        .enumerate()
        .filter_map(|(number, slot)| Some((Board::from_number(number).ok()?, (*slot)?)))
}
