//! What a search tells as it goes, step by step, so that a trace or a step-by-step replay can show it,
//! and whether it should stop. The searches are generic over the observer; the quiet one does nothing
//! and compiles away, so an untraced search costs what it would without any of this.

use std::cell;
use std::fmt;

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
    /// Whether the search should stop, asked once as each unfinished position's call starts. Once it
    /// says so, every such call returns at once without searching, so the search unwinds quickly and
    /// what it returns means nothing: whoever stops a search drops its result.
    #[inline(always)]
    fn stopped(&self) -> bool {
        false
    }

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
#[derive(Clone, Copy, Debug, Default)]
pub struct Quiet;

impl Observer for Quiet {}

/// An observer that hears nothing and stops the search once `stop` says so, and from then on: paired
/// with others, it lets a recording be cancelled.
pub struct StopWhen<F> {
    stop: F,
    told: cell::Cell<bool>,
}

impl<F: Fn() -> bool> StopWhen<F> {
    /// Stops the search it observes once `stop` says so.
    pub fn new(stop: F) -> StopWhen<F> {
        StopWhen {
            stop,
            told: cell::Cell::new(false),
        }
    }

    /// Whether the search was told to stop: if so, what it found means nothing.
    pub fn told(&self) -> bool {
        self.told.get()
    }
}

impl<F> fmt::Debug for StopWhen<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StopWhen")
            .field("told", &self.told)
            .finish_non_exhaustive()
    }
}

impl<F: Fn() -> bool> Observer for StopWhen<F> {
    fn stopped(&self) -> bool {
        if !self.told.get() && (self.stop)() {
            self.told.set(true);
        }
        self.told.get()
    }
}

/// Two observers told the same steps, the first first: one search recorded two ways at once. It
/// stops when either says so.
impl<A: Observer, B: Observer> Observer for (A, B) {
    fn stopped(&self) -> bool {
        self.0.stopped() || self.1.stopped()
    }

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
