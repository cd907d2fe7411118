//! Adversarial search: plain minimax as in the CS50 pseudocode, and alpha-beta. Both score "win
//! fastest, lose slowest", count every position they visit, never read the table, and tell an
//! observer what they do so that a trace can show it.
//!
//! This module depends only on `board` and `outcome`: `build.rs` includes it by `#[path]`.

mod alphabeta;
mod minimax;
mod observer;
mod score;

pub use alphabeta::{MoveOrder, alphabeta_observed};
pub use minimax::minimax_observed;
pub use observer::{Observer, Quiet};
pub use score::{Bound, Score};

use crate::board::{Board, Cell};
use crate::outcome::Outcome;

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
    minimax_observed(board, &mut Quiet)
}

/// Alpha-beta with the moves most likely to decide a position tried first.
pub fn alphabeta(board: Board) -> SearchResult {
    alphabeta_observed(board, MoveOrder::WinsFirst, &mut Quiet)
}

/// A search's answer from the best move found at the root; a finished board has none.
fn chosen(board: Board, best: Option<(Score, Cell)>, nodes: u64) -> SearchResult {
    match best {
        Some((score, cell)) => SearchResult {
            outcome: score.outcome(board),
            choice: Some(cell),
            nodes,
        },
        None => finished(board),
    }
}

/// The answer on a finished board: its result, no move, one position visited.
fn finished(board: Board) -> SearchResult {
    SearchResult {
        outcome: Score::of_finished(board).outcome(board),
        choice: None,
        nodes: 1,
    }
}
