//! Plain minimax, as CS50's pseudocode: every move, every reply, to the end of every game; no memory
//! and no pruning. From the empty board it visits the whole game tree, 549,946 positions.

use super::{Bound, Observer, Score, SearchResult};
use crate::board::{Board, Cell, Player};

/// Plain minimax on `board`, telling `observer` every step.
pub fn minimax_search(board: Board, observer: &mut impl Observer) -> SearchResult {
    let mut nodes = 1;
    observer.enter(board, None, None);
    let Some(player) = board.to_move() else {
        let score = Score::of_finished(board);
        observer.terminal(score);
        observer.leave(score, Bound::Exact);
        return SearchResult {
            outcome: score.outcome(board),
            choice: None,
            nodes,
        };
    };
    let mut v = Score::worst_for(player);
    let mut choice = None;
    for cell in board.actions() {
        observer.try_move(cell);
        let child = value_after(board.with_mark(player, cell), player, cell, &mut nodes, observer);
        if choice.is_none() || child.better_for(player, v) {
            (v, choice) = (child, Some(cell));
        }
        observer.valued(child, v);
    }
    observer.leave(v, Bound::Exact);
    SearchResult {
        outcome: v.outcome(board),
        choice,
        nodes,
    }
}

/// The minimax value of the board `mover` has just moved to by `cell`, counting it as visited: the
/// utility if the game is over, else the best the other side can do from there. Finished positions,
/// half the tree, are scored here without a call of their own: this is inlined into the loops of
/// `max_value` and `min_value`, so only unfinished positions cost a call.
#[inline(always)]
fn value_after(board: Board, mover: Player, cell: Cell, nodes: &mut u64, observer: &mut impl Observer) -> Score {
    *nodes += 1;
    observer.enter(board, Some(cell), None);
    let score = match (Score::if_finished_by(board, mover), mover) {
        (Some(score), _) => {
            observer.terminal(score);
            score
        }
        (None, Player::O) => max_value(board, nodes, observer),
        (None, Player::X) => min_value(board, nodes, observer),
    };
    observer.leave(score, Bound::Exact);
    score
}

/// CS50's `max_value` on an unfinished board with X to move: the highest value of any move. A stopped
/// search returns at once (see [`Observer::stopped`]).
fn max_value(board: Board, nodes: &mut u64, observer: &mut impl Observer) -> Score {
    if observer.stopped() {
        return Score::DRAW;
    }
    let mut v = Score::WORST_FOR_X;
    for cell in board.empty_cells() {
        observer.try_move(cell);
        let child = value_after(board.with_mark(Player::X, cell), Player::X, cell, nodes, observer);
        v = v.max(child);
        observer.valued(child, v);
    }
    v
}

/// CS50's `min_value` on an unfinished board with O to move: the lowest value of any move. A stopped
/// search returns at once (see [`Observer::stopped`]).
fn min_value(board: Board, nodes: &mut u64, observer: &mut impl Observer) -> Score {
    if observer.stopped() {
        return Score::DRAW;
    }
    let mut v = Score::WORST_FOR_O;
    for cell in board.empty_cells() {
        observer.try_move(cell);
        let child = value_after(board.with_mark(Player::O, cell), Player::O, cell, nodes, observer);
        v = v.min(child);
        observer.valued(child, v);
    }
    v
}
