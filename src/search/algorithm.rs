//! A search named by what it is made of, so that running it and printing its pseudocode can never
//! name two different searches.

use super::{
    Forgetful, Key, MoveOrder, Observer, Scoring, SearchResult, TranspositionTable, alphabeta_search, minimax_search,
};
use crate::board::Board;

/// Which search: the ideas it is made of, which decide both how it runs and its pseudocode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax with this scoring: no window, no cut.
    Minimax(Scoring),
    /// Alpha-beta with this scoring, this move order and, if any, a transposition table filed by this
    /// key.
    AlphaBeta(Scoring, MoveOrder, Option<Key>),
}

impl Algorithm {
    /// The search of `board` this algorithm describes, telling `observer` every step.
    pub fn search(self, board: Board, observer: &mut impl Observer) -> SearchResult {
        match self {
            Algorithm::Minimax(scoring) => minimax_search(board, scoring, observer),
            Algorithm::AlphaBeta(scoring, order, None) => {
                alphabeta_search(board, scoring, order, &mut Forgetful, observer)
            }
            Algorithm::AlphaBeta(scoring, order, Some(key)) => {
                alphabeta_search(board, scoring, order, &mut TranspositionTable::new(key), observer)
            }
        }
    }

    /// How the search scores a finished game.
    pub fn scoring(self) -> Scoring {
        match self {
            Algorithm::Minimax(scoring) | Algorithm::AlphaBeta(scoring, ..) => scoring,
        }
    }
}
