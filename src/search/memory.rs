//! What alpha-beta may remember between the positions it searches: nothing, or a transposition table
//! that files each position by its board or by its symmetry class, so that a position reached again
//! (by another order of the same moves, or as a rotation or reflection of one already searched) is
//! answered instead of searched.
//!
//! The table remembers what the fail-soft search returned and what that means: the exact score, or
//! only a bound on it, from X's side: a lower bound after a cut at X's move (v ≥ β) or when every one
//! of O's moves stayed at or above β; an upper bound after a cut at O's move (v ≤ α) or when every one
//! of X's moves stayed at or below α. A bound answers a later visit only when it decides that visit's
//! window on its own. A table is fresh for each search, so the
//! nodes counted are what one search costs. The memory-less case compiles away.

use super::{Bound, Score};
use crate::board::{BOARD_NUMBERS, Board, Cell, Symmetry, canonical};

/// Where alpha-beta looks a position up before searching it, and files what it found after.
pub trait Memory {
    /// What a search keeps between looking a position up and filing it: where it goes.
    type Slot: Copy;

    /// What is remembered of `board` that decides the window `(alpha, beta)` on its own: the score,
    /// its bound and the move that gave it (a move of `board`). Otherwise where to file `board`.
    fn recall(&mut self, board: Board, alpha: Score, beta: Score) -> Result<(Score, Bound, Cell), Self::Slot>;

    /// Files what the search of the board behind `slot` returned, with the move of that board that
    /// gave it.
    fn remember(&mut self, slot: Self::Slot, score: Score, bound: Bound, best: Cell);
}

/// No memory: every position is searched.
#[derive(Clone, Copy, Debug, Default)]
pub struct Forgetful;

impl Memory for Forgetful {
    type Slot = ();

    #[inline(always)]
    fn recall(&mut self, _: Board, _: Score, _: Score) -> Result<(Score, Bound, Cell), ()> {
        Err(())
    }

    #[inline(always)]
    fn remember(&mut self, _: (), _: Score, _: Bound, _: Cell) {}
}

/// What a transposition table files a position under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// The board itself: only the same position reached by another order of moves is recognised.
    Board,
    /// The board's symmetry class: any rotation or reflection of a position already searched is too.
    Symmetry,
}

/// A transposition table: what the search found of each position, filed by its key. A key is a
/// board's base-3 number, so the table is an array with a slot for every number: one read, no
/// hashing.
#[derive(Debug)]
pub struct TranspositionTable {
    key: Key,
    filed: Vec<Option<Remembered>>,
}

impl TranspositionTable {
    /// An empty table filing positions by `key`.
    pub fn new(key: Key) -> TranspositionTable {
        TranspositionTable {
            key,
            filed: vec![None; BOARD_NUMBERS],
        }
    }
}

/// Where a position goes in the table: its key's number, and the symmetry that takes it to the filed
/// position (moves are stored in the filed position's cells).
#[derive(Clone, Copy, Debug)]
pub struct Filed {
    number: usize,
    symmetry: Symmetry,
}

impl Memory for TranspositionTable {
    type Slot = Filed;

    fn recall(&mut self, board: Board, alpha: Score, beta: Score) -> Result<(Score, Bound, Cell), Filed> {
        let slot = match self.key {
            Key::Board => Filed {
                number: board.number(),
                symmetry: Symmetry::IDENTITY,
            },
            Key::Symmetry => {
                let found = canonical(board);
                Filed {
                    number: found.number(),
                    symmetry: found.symmetry,
                }
            }
        };
        match self.filed[slot.number] {
            Some(stored) if stored.decides(alpha, beta) => {
                // The stored move is in the filed position's cells: mapped back, it is a move of `board`.
                Ok((
                    stored.score,
                    stored.bound,
                    slot.symmetry.inverse().apply_cell(stored.best),
                ))
            }
            _ => Err(slot),
        }
    }

    fn remember(&mut self, slot: Filed, score: Score, bound: Bound, best: Cell) {
        let best = slot.symmetry.apply_cell(best);
        self.filed[slot.number] = Some(Remembered { score, bound, best });
    }
}

/// What the table remembers of a position.
#[derive(Clone, Copy, Debug)]
struct Remembered {
    /// What the search returned for it.
    score: Score,
    /// Whether that is the position's score or a bound on it.
    bound: Bound,
    /// The move that gave the score, in the cells of the filed position.
    best: Cell,
}

impl Remembered {
    /// Whether this answers a visit searched with the window `(alpha, beta)`: an exact score always, a
    /// lower bound only at or above `beta` (a cutoff whatever the exact score), an upper bound only at
    /// or below `alpha` (a fail low whatever the exact score).
    fn decides(self, alpha: Score, beta: Score) -> bool {
        match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score >= beta,
            Bound::Upper => self.score <= alpha,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_answers_only_a_window_it_decides() {
        let score = |n| Score::new(n).unwrap();
        let remembered = |n, bound| Remembered {
            score: score(n),
            bound,
            best: Cell::new(1, 1),
        };
        let (alpha, beta) = (score(-2), score(3));
        assert!(remembered(5, Bound::Exact).decides(alpha, beta));
        assert!(remembered(3, Bound::Lower).decides(alpha, beta));
        assert!(!remembered(2, Bound::Lower).decides(alpha, beta));
        assert!(remembered(-2, Bound::Upper).decides(alpha, beta));
        assert!(!remembered(-1, Bound::Upper).decides(alpha, beta));
        // A lower bound says nothing about a fail low, nor an upper bound about a cutoff.
        assert!(!remembered(-4, Bound::Lower).decides(alpha, beta));
        assert!(!remembered(6, Bound::Upper).decides(alpha, beta));
    }
}
