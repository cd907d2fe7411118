//! What an engine answered on one position, what it cost, and whether it is the table's answer: the
//! one result the engines, the ladder, the computer and the verification all report.

use std::time::Duration;

use super::Engine;
use crate::board::{Board, Cell, Outcome};
use crate::search::SearchResult;
use crate::table;

/// An engine's answer on one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The engine that answered.
    pub engine: Engine,
    /// The position it answered for.
    pub board: Board,
    /// What it found the position to be worth.
    pub outcome: Outcome,
    /// The move it plays; `None` on a finished board.
    pub choice: Option<Cell>,
    /// Positions visited (1 for the table: the one it reads).
    pub nodes: u64,
    /// How long it took.
    pub elapsed: Duration,
    /// Whether the answer is the table's.
    pub agrees: bool,
}

impl Decision {
    /// `engine`'s answer `found` on `board`, which took `elapsed`, held against the table.
    pub fn new(engine: Engine, board: Board, found: SearchResult, elapsed: Duration) -> Decision {
        Decision {
            engine,
            board,
            outcome: found.outcome,
            choice: found.choice,
            nodes: found.nodes,
            elapsed,
            agrees: agrees_with_table(board, found.outcome, found.choice),
        }
    }
}

/// Whether an answer is the table's: the same value and plies, and a move among the table's best
/// (no move on a finished board).
pub fn agrees_with_table(board: Board, outcome: Outcome, choice: Option<Cell>) -> bool {
    let entry = table::probe(board);
    let move_ok = match choice {
        Some(cell) => entry.best.contains(cell),
        None => entry.best.is_empty(),
    };
    entry.outcome == outcome && move_ok
}
