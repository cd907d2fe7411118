//! What a search reports as it goes, so a trace can record it. The searches are generic over the
//! observer; the quiet one does nothing and compiles away, so an untraced search costs what it did.

use super::{Bound, Score};
use crate::board::{Board, Cell};

/// Told of every step of a search, in the order the search takes them.
pub trait Observer {
    /// A position is visited, reached by `cell` (none for the root), its moves to be searched within the
    /// window `(alpha, beta)` (none for plain minimax). Every `enter` is matched by one `leave`.
    #[inline(always)]
    fn enter(&mut self, board: Board, cell: Option<Cell>, window: Option<(Score, Score)>) {
        let _ = (board, cell, window);
    }

    /// The position entered last and not yet left is done: what the search returns for it.
    #[inline(always)]
    fn leave(&mut self, score: Score, bound: Bound) {
        let _ = (score, bound);
    }

    /// The position entered last and not yet left stops early: its child left last closed the window
    /// (or won at once), and `rest` are the moves never searched, in the order they would have been.
    #[inline(always)]
    fn prune(&mut self, rest: impl Iterator<Item = Cell>) {
        let _ = rest;
    }

    /// The position entered last was answered from a transposition table rather than searched.
    #[inline(always)]
    fn remembered(&mut self) {}
}

/// The observer of untraced searches: it hears nothing.
pub struct Quiet;

impl Observer for Quiet {}
