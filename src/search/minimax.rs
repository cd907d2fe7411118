//! Plain minimax, as the course's pseudocode: every move, every reply, to the end of every game; no
//! memory and no pruning. From the empty board it visits the whole game tree, 549,946 positions, with
//! either scoring: the course's Utility or win fastest.

use super::{Bound, Observer, Score, Scoring, SearchResult};
use crate::board::{Board, Cell, Player};

/// Plain minimax on `board`, scoring finished games by `scoring`, telling `observer` every step. The
/// root plays the first action, in cell order, whose value is its `v`.
pub fn minimax_search(board: Board, scoring: Scoring, observer: &mut impl Observer) -> SearchResult {
    let mut search = Minimax {
        scoring,
        nodes: 1,
        observer,
    };
    search.observer.enter(board, None, None);
    let Some(player) = board.to_move() else {
        let score = scoring.of_finished(board);
        search.observer.terminal(score);
        search.observer.leave(score, Bound::Exact);
        return SearchResult::new(board, score, None, 1);
    };
    let mut v = scoring.worst_for(player);
    let mut choice = None;
    for cell in board.actions() {
        search.observer.try_move(cell);
        let child = search.value_after(board.with_mark(player, cell), player, cell);
        if choice.is_none() || child.better_for(player, v) {
            (v, choice) = (child, Some(cell));
        }
        search.observer.valued(child, v);
    }
    search.observer.leave(v, Bound::Exact);
    SearchResult::new(board, v, choice, search.nodes)
}

/// One search: how it scores, what it has counted, who listens.
struct Minimax<'a, O> {
    scoring: Scoring,
    nodes: u64,
    observer: &'a mut O,
}

impl<O: Observer> Minimax<'_, O> {
    /// The minimax value of the board `mover` has just moved to by `cell`, counting it as visited: the
    /// utility if the game is over, else the best the other side can do from there. Finished positions,
    /// half the tree, are scored here without a call of their own: this is inlined into the loops of
    /// `max_value` and `min_value`, so only unfinished positions cost a call.
    #[inline(always)]
    fn value_after(&mut self, board: Board, mover: Player, cell: Cell) -> Score {
        self.nodes += 1;
        self.observer.enter(board, Some(cell), None);
        let score = match (self.scoring.if_finished_by(board, mover), mover) {
            (Some(score), _) => {
                self.observer.terminal(score);
                score
            }
            (None, Player::O) => self.max_value(board),
            (None, Player::X) => self.min_value(board),
        };
        self.observer.leave(score, Bound::Exact);
        score
    }

    /// The course's Max-Value on an unfinished board with X to move: the highest value of any move. A
    /// stopped search returns at once (see [`Observer::stopped`]).
    fn max_value(&mut self, board: Board) -> Score {
        let mut v = self.scoring.worst_for(Player::X);
        if self.observer.stopped() {
            return v;
        }
        for cell in board.empty_cells() {
            self.observer.try_move(cell);
            let child = self.value_after(board.with_mark(Player::X, cell), Player::X, cell);
            v = v.max(child);
            self.observer.valued(child, v);
        }
        v
    }

    /// The course's Min-Value on an unfinished board with O to move: the lowest value of any move. A
    /// stopped search returns at once (see [`Observer::stopped`]).
    fn min_value(&mut self, board: Board) -> Score {
        let mut v = self.scoring.worst_for(Player::O);
        if self.observer.stopped() {
            return v;
        }
        for cell in board.empty_cells() {
            self.observer.try_move(cell);
            let child = self.value_after(board.with_mark(Player::O, cell), Player::O, cell);
            v = v.min(child);
            self.observer.valued(child, v);
        }
        v
    }
}
