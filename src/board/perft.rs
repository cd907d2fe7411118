//! Counting the game tree, depth by depth, as chess programs check their move generation: a position
//! reached by two orders of moves is counted twice, and a finished game has nothing below it.

use super::Board;

/// The positions exactly `depth` moves below `board` in the game tree.
///
/// From the empty board the counts at each depth sum to 549,946, the positions plain minimax visits:
///
/// ```
/// use tictactoe::board::{Board, perft};
///
/// let counts: Vec<u64> = (0..=9).map(|depth| perft(Board::EMPTY, depth)).collect();
/// assert_eq!(counts, [1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]);
/// assert_eq!(counts.iter().sum::<u64>(), 549_946);
/// assert_eq!(perft(Board::EMPTY, 10), 0);
/// ```
pub fn perft(board: Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    board
        .actions()
        .into_iter()
        .map(|cell| perft(board.play(cell).expect("actions are legal"), depth - 1))
        .sum()
}

/// How many different games can be played from `board` to their end.
///
/// ```
/// use tictactoe::board::{Board, games};
///
/// assert_eq!(games(Board::EMPTY), 255_168);
/// assert_eq!(games("XXXOO....".parse()?), 1);
/// # Ok::<(), tictactoe::BoardError>(())
/// ```
pub fn games(board: Board) -> u64 {
    if board.is_terminal() {
        return 1;
    }
    board
        .actions()
        .into_iter()
        .map(|cell| games(board.play(cell).expect("actions are legal")))
        .sum()
}
