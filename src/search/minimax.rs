//! Plain minimax, as the course's pseudocode: every move, every reply, to the end of every game; no
//! memory and no pruning. From the empty board it visits the whole game tree, 549,946 positions, with
//! either scoring: the course's Utility or win fastest.

use std::marker::PhantomData;

use super::score::{CourseScale, FastestScale, Number, Scale};
use super::{Bound, Observer, Scoring, SearchResult};
use crate::board::{Board, Cell, Player};

/// Plain minimax on `board`, scoring finished games by `scoring`, telling `observer` every step. The
/// root plays the first action, in cell order, whose value is its `v`.
pub fn minimax_search(board: Board, scoring: Scoring, observer: &mut impl Observer) -> SearchResult {
    match scoring {
        Scoring::Course => search::<CourseScale>(board, observer),
        Scoring::Fastest => search::<FastestScale>(board, observer),
    }
}

/// Plain minimax on the scale `S`: the root, whose loop also keeps the move that gave its value.
fn search<S: Scale>(board: Board, observer: &mut impl Observer) -> SearchResult {
    let mut search = Minimax::<S, _> {
        nodes: 1,
        observer,
        scale: PhantomData,
    };
    search.observer.enter(board, None, None);
    let Some(player) = board.to_move() else {
        let score = S::SCORING.of_finished(board);
        search.observer.terminal(score);
        search.observer.leave(score, Bound::Exact);
        return SearchResult::new(board, score, None, 1);
    };
    let mut v = S::SCORING.worst_for(player);
    let mut choice = None;
    let (win, last) = endings::<S>(board, player);
    search.nodes += u64::from(board.empty_cells().len());
    for cell in board.empty_cells() {
        search.observer.try_move(cell);
        let child = S::score(search.value_after(board.with_mark(player, cell), player, cell, win, last));
        if choice.is_none() || child.better_for(player, v) {
            (v, choice) = (child, Some(cell));
        }
        search.observer.valued(child, v);
    }
    search.observer.leave(v, Bound::Exact);
    SearchResult::new(board, v, choice, search.nodes)
}

/// One search: what it has counted, who listens, on which scale it scores.
struct Minimax<'a, S, O> {
    nodes: u64,
    observer: &'a mut O,
    scale: PhantomData<S>,
}

/// What a move by `mover` on `board` is worth when it ends the game: its win, and whether the move
/// fills the board (then a move that makes no line draws). Worked out once for all of a position's
/// moves.
#[inline(always)]
fn endings<S: Scale>(board: Board, mover: Player) -> (Number, bool) {
    let empty = board.empty_cells().len();
    (Number::from(mover.sign()) * S::win(10 - empty), empty == 1)
}

impl<S: Scale, O: Observer> Minimax<'_, S, O> {
    /// The minimax value of the board `mover` has just moved to by `cell`: the utility if the game is
    /// over (`win` when the move made a line, a draw when it was the `last`), else the best the other
    /// side can do from there. Finished positions, half the tree, are scored here without a call of
    /// their own: this is inlined into the loops of `max_value` and `min_value`, so only unfinished
    /// positions cost a call.
    #[inline(always)]
    fn value_after(&mut self, board: Board, mover: Player, cell: Cell, win: Number, last: bool) -> Number {
        self.observer.enter(board, Some(cell), None);
        let finished = match board.cells_of(mover).has_line() {
            true => Some(win),
            false => last.then_some(0),
        };
        let value = match (finished, mover) {
            (Some(value), _) => {
                self.observer.terminal(S::score(value));
                value
            }
            (None, Player::O) => self.max_value(board),
            (None, Player::X) => self.min_value(board),
        };
        self.observer.leave(S::score(value), Bound::Exact);
        value
    }

    /// The course's Max-Value on an unfinished board with X to move: the highest value of any move. A
    /// stopped search returns at once (see [`Observer::stopped`]).
    fn max_value(&mut self, board: Board) -> Number {
        let mut v = S::WORST_FOR_X;
        if self.observer.stopped() {
            return v;
        }
        let (win, last) = endings::<S>(board, Player::X);
        // Every move visits a position: counted here once for them all.
        self.nodes += u64::from(board.empty_cells().len());
        for cell in board.empty_cells() {
            self.observer.try_move(cell);
            let child = self.value_after(board.with_mark(Player::X, cell), Player::X, cell, win, last);
            v = v.max(child);
            self.observer.valued(S::score(child), S::score(v));
        }
        v
    }

    /// The course's Min-Value on an unfinished board with O to move: the lowest value of any move. A
    /// stopped search returns at once (see [`Observer::stopped`]).
    fn min_value(&mut self, board: Board) -> Number {
        let mut v = S::WORST_FOR_O;
        if self.observer.stopped() {
            return v;
        }
        let (win, last) = endings::<S>(board, Player::O);
        self.nodes += u64::from(board.empty_cells().len());
        for cell in board.empty_cells() {
            self.observer.try_move(cell);
            let child = self.value_after(board.with_mark(Player::O, cell), Player::O, cell, win, last);
            v = v.min(child);
            self.observer.valued(S::score(child), S::score(v));
        }
        v
    }
}
