//! A search named by what it is made of, so that running it and printing its pseudocode can never
//! name two different searches.

use super::{Forgetful, Key, MoveOrder, Observer, SearchResult, TranspositionTable, alphabeta_search, minimax_search};
use crate::board::Board;

/// Which search: the ideas it is made of, which decide both how it runs and its pseudocode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax: no window, no cut.
    Minimax,
    /// Alpha-beta with this move order and, if any, a transposition table filed by this key.
    AlphaBeta(MoveOrder, Option<Key>),
}

impl Algorithm {
    /// The search of `board` this algorithm describes, telling `observer` every step.
    pub fn search(self, board: Board, observer: &mut impl Observer) -> SearchResult {
        match self {
            Algorithm::Minimax => minimax_search(board, observer),
            Algorithm::AlphaBeta(order, None) => alphabeta_search(board, order, &mut Forgetful, observer),
            Algorithm::AlphaBeta(order, Some(key)) => {
                alphabeta_search(board, order, &mut TranspositionTable::new(key), observer)
            }
        }
    }
}
