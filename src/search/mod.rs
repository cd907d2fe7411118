//! Adversarial search, as the class teaches it and with what makes it fast: plain minimax
//! (Max-Value / Min-Value), and one alpha-beta generic over its move order and its memory (none, or a
//! transposition table keyed by the board or by its symmetry class). Every search scores "win fastest,
//! lose slowest", counts every position it visits, never reads the perfect-play table, and tells an
//! observer each step, so a trace can record it; the quiet observer and the memory-less case compile
//! away.
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::search::{alphabeta, alphabeta_tt, minimax};
//!
//! assert_eq!(minimax(Board::EMPTY).nodes, 549_946);
//! assert_eq!(alphabeta(Board::EMPTY).nodes, 2_038);
//! let found = alphabeta_tt(Board::EMPTY);
//! assert_eq!((found.outcome.to_string().as_str(), found.nodes), ("draw", 240));
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
pub use order::MoveOrder;
pub use pseudocode::{EventKind, Line, Pseudocode, function_name};
pub use score::{Bound, Score};
pub use steps::{Call, Event, Recorder, Rest, Step, Steps};
pub use trace::{Node, NodeId, Searched, Trace, Tracer, Visit};

use crate::board::{Board, Cell, Outcome};

/// What a search found, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// What the position is worth with perfect play.
    pub outcome: Outcome,
    /// The move the search plays; `None` on a finished board.
    pub choice: Option<Cell>,
    /// Every position visited, the root included.
    pub nodes: u64,
}

/// Plain minimax: every move, every reply, to the end of every game.
pub fn minimax(board: Board) -> SearchResult {
    minimax_search(board, &mut Quiet)
}

/// Alpha-beta with the moves most likely to decide a position tried first, and no memory.
pub fn alphabeta(board: Board) -> SearchResult {
    alphabeta_search(board, MoveOrder::WinsFirst, &mut Forgetful, &mut Quiet)
}

/// Alpha-beta with the moves most likely to decide a position tried first and a transposition table
/// keyed by the symmetry class, fresh for this search.
pub fn alphabeta_tt(board: Board) -> SearchResult {
    let mut table = TranspositionTable::new(Key::Symmetry);
    alphabeta_search(board, MoveOrder::WinsFirst, &mut table, &mut Quiet)
}
