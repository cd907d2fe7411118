//! Adversarial search, as the course teaches it and with what makes it fast: plain minimax (Max-Value /
//! Min-Value), and one alpha-beta generic over its move order and its memory (none, or a transposition
//! table keyed by the board or by its symmetry class). Each scores finished games either as the course
//! does (Utility 1, 0 or -1) or to win fastest (see [`Scoring`]); every search counts every position it
//! visits, never reads the perfect-play table, and tells an observer each step, so a trace can record
//! it; the quiet observer and the memory-less case compile away.
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::search::{alphabeta, alphabeta_tt, course_alphabeta, course_minimax, minimax};
//!
//! assert_eq!(course_minimax(Board::EMPTY).nodes, 549_946);
//! assert_eq!(course_alphabeta(Board::EMPTY).nodes, 18_297);
//! assert_eq!(minimax(Board::EMPTY).nodes, 549_946);
//! assert_eq!(alphabeta(Board::EMPTY).nodes, 2_038);
//! let found = alphabeta_tt(Board::EMPTY);
//! assert_eq!((found.found.to_string().as_str(), found.nodes), ("draw", 240));
//! ```

mod algorithm;
mod alphabeta;
mod memory;
mod minimax;
mod observer;
mod order;
mod pseudocode;
mod score;
mod steps;
mod trace;

pub use algorithm::Algorithm;
pub use alphabeta::alphabeta_search;
pub use memory::{Filed, Forgetful, Key, Memory, TranspositionTable};
pub use minimax::minimax_search;
pub use observer::{Cut, Observer, Quiet, StopWhen};
pub use order::{MoveOrder, Ordered, Orders};
pub use pseudocode::{EventKind, Line, Pseudocode, function_name};
pub use score::{Bound, Score, Scoring};
pub use steps::{Call, Event, Recorder, Rest, Step, Steps};
pub use trace::{Node, NodeId, Searched, Trace, Tracer, Visit};

use crate::board::{Board, Cell, Found};

/// What a search found, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// What the search found the position to be worth: who wins, and how soon when it counts that.
    pub found: Found,
    /// The root's score, on the search's scale.
    pub score: Score,
    /// The move the search plays; `None` on a finished board.
    pub choice: Option<Cell>,
    /// Every position visited, the root included.
    pub nodes: u64,
}

impl SearchResult {
    fn new(board: Board, score: Score, choice: Option<Cell>, nodes: u64) -> SearchResult {
        SearchResult {
            found: score.found(board),
            score,
            choice,
            nodes,
        }
    }
}

/// The course's minimax: Max-Value and Min-Value, Utility 1, 0 or -1, every action in cell order.
pub fn course_minimax(board: Board) -> SearchResult {
    minimax_search(board, Scoring::Course, &mut Quiet)
}

/// The course's alpha-beta: its minimax with α and β, the actions in cell order.
pub fn course_alphabeta(board: Board) -> SearchResult {
    alphabeta_search(board, Scoring::Course, MoveOrder::Cells, &mut Forgetful, &mut Quiet)
}

/// Plain minimax, winning fastest: every move, every reply, to the end of every game.
pub fn minimax(board: Board) -> SearchResult {
    minimax_search(board, Scoring::Fastest, &mut Quiet)
}

/// Alpha-beta winning fastest, with the moves most likely to decide a position tried first, and no
/// memory.
pub fn alphabeta(board: Board) -> SearchResult {
    alphabeta_search(
        board,
        Scoring::Fastest,
        MoveOrder::WinsFirst,
        &mut Forgetful,
        &mut Quiet,
    )
}

/// Alpha-beta winning fastest, with the moves most likely to decide a position tried first and a
/// transposition table keyed by the symmetry class, fresh for this search.
pub fn alphabeta_tt(board: Board) -> SearchResult {
    let mut table = TranspositionTable::new(Key::Symmetry);
    alphabeta_search(board, Scoring::Fastest, MoveOrder::WinsFirst, &mut table, &mut Quiet)
}
