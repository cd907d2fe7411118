//! What a search tells as it goes, step by step, so that a trace or a step-by-step replay can show it.
//! The searches are generic over the observer; the quiet one does nothing and compiles away, so an
//! untraced search costs what it would without any of this.

use super::{Bound, Score};
use crate::board::{Board, Cell};

/// Why a position's loop over its moves ended before the last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cut {
    /// X's value reached β: O already has something at least as good for O elsewhere.
    Beta,
    /// O's value fell to α: X already has something at least as good for X elsewhere.
    Alpha,
    /// The move just searched wins at once: no move can do better.
    WinsAtOnce,
}

impl Cut {
    /// `beta`, `alpha` or `wins-at-once`, as JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            Cut::Beta => "beta",
            Cut::Alpha => "alpha",
            Cut::WinsAtOnce => "wins-at-once",
        }
    }
}

/// Told of every step of a search, in the order the search takes them. A call is `enter`, then either
/// `terminal` or `remembered` or a loop of `try_move`, `valued` and
/// `narrowed` (perhaps ended by a `cut`), then `leave`.
pub trait Observer {
    /// A call starts on `board`, reached by `cell` (none for the root), its moves to be searched
    /// within the window `(alpha, beta)` (none for plain minimax).
    #[inline(always)]
    fn enter(&mut self, board: Board, cell: Option<Cell>, window: Option<(Score, Score)>) {
        let _ = (board, cell, window);
    }

    /// The call's board is finished: `score` is its worth, by how soon it ended.
    #[inline(always)]
    fn terminal(&mut self, score: Score) {
        let _ = score;
    }

    /// A transposition table answered the call: the score stored, and what it is (a bound or exact).
    #[inline(always)]
    fn remembered(&mut self, score: Score, bound: Bound) {
        let _ = (score, bound);
    }

    /// The call is about to search `cell`.
    #[inline(always)]
    fn try_move(&mut self, cell: Cell) {
        let _ = cell;
    }

    /// The move tried last returned `child`; the call's value is now `v` (the better of the two for
    /// the side to move).
    #[inline(always)]
    fn valued(&mut self, child: Score, v: Score) {
        let _ = (child, v);
    }

    /// After a move that did not end the loop, alpha-beta's window is `(alpha, beta)`: α risen to `v`
    /// for X, β fallen to `v` for O, or unchanged.
    #[inline(always)]
    fn narrowed(&mut self, alpha: Score, beta: Score) {
        let _ = (alpha, beta);
    }

    /// The loop ends early for `reason`: `rest` are the moves never tried, in the order they would
    /// have been.
    #[inline(always)]
    fn cut(&mut self, reason: Cut, rest: impl Iterator<Item = Cell>) {
        let _ = (reason, rest);
    }

    /// The call returns `score`, exact or a bound. Every `enter` is matched by one `leave`.
    #[inline(always)]
    fn leave(&mut self, score: Score, bound: Bound) {
        let _ = (score, bound);
    }
}

/// The observer of untraced searches: it hears nothing.
pub struct Quiet;

impl Observer for Quiet {}

/// Two observers told the same steps, the first first: one search recorded two ways at once.
impl<A: Observer, B: Observer> Observer for (A, B) {
    fn enter(&mut self, board: Board, cell: Option<Cell>, window: Option<(Score, Score)>) {
        self.0.enter(board, cell, window);
        self.1.enter(board, cell, window);
    }

    fn terminal(&mut self, score: Score) {
        self.0.terminal(score);
        self.1.terminal(score);
    }

    fn remembered(&mut self, score: Score, bound: Bound) {
        self.0.remembered(score, bound);
        self.1.remembered(score, bound);
    }

    fn try_move(&mut self, cell: Cell) {
        self.0.try_move(cell);
        self.1.try_move(cell);
    }

    fn valued(&mut self, child: Score, v: Score) {
        self.0.valued(child, v);
        self.1.valued(child, v);
    }

    fn narrowed(&mut self, alpha: Score, beta: Score) {
        self.0.narrowed(alpha, beta);
        self.1.narrowed(alpha, beta);
    }

    fn cut(&mut self, reason: Cut, rest: impl Iterator<Item = Cell>) {
        let rest: Vec<Cell> = rest.collect();
        self.0.cut(reason, rest.iter().copied());
        self.1.cut(reason, rest.into_iter());
    }

    fn leave(&mut self, score: Score, bound: Bound) {
        self.0.leave(score, bound);
        self.1.leave(score, bound);
    }
}
