//! Alpha-beta: minimax that stops looking at a position's moves once one of them proves the position
//! is no better than what the other side already has elsewhere. One search, generic over the order it
//! tries moves in, what it remembers between positions (nothing, or a transposition table) and who
//! listens; the loop is the class's Max-Value / Min-Value with the project's two additions: a
//! finished position scores by how soon it ended, and a move that wins at once ends the loop.

use super::{Bound, Cut, Memory, MoveOrder, Observer, Score, SearchResult};
use crate::board::{Board, Cell, Player};

/// Alpha-beta on `board` with moves tried in `order`, looking positions up in `memory` and telling
/// `observer` every step.
pub fn alphabeta_search(
    board: Board,
    order: MoveOrder,
    memory: &mut impl Memory,
    observer: &mut impl Observer,
) -> SearchResult {
    let mut search = Search {
        order,
        memory,
        observer,
        nodes: 0,
    };
    let (score, choice) = search.value(board, None, Score::WORST_FOR_X, Score::WORST_FOR_O);
    SearchResult {
        outcome: score.outcome(board),
        choice,
        nodes: search.nodes,
    }
}

/// One search: how it orders moves, what it remembers, who listens, what it has counted.
struct Search<'a, M, O> {
    order: MoveOrder,
    memory: &'a mut M,
    observer: &'a mut O,
    nodes: u64,
}

impl<M: Memory, O: Observer> Search<'_, M, O> {
    /// Max-Value for X, Min-Value for O, on `board` reached by `cell`: its fail-soft score (exact when
    /// strictly inside the window, otherwise a bound on the same side of the window as the exact
    /// score) and the move that gives it (none on a finished board).
    fn value(&mut self, board: Board, cell: Option<Cell>, mut alpha: Score, mut beta: Score) -> (Score, Option<Cell>) {
        self.nodes += 1;
        self.observer.enter(board, cell, Some((alpha, beta)));
        let player = board.next_player();
        let finished = match cell {
            Some(_) => Score::if_finished_by(board, player.opponent()),
            None => board.is_terminal().then(|| Score::of_finished(board)),
        };
        if let Some(score) = finished {
            self.observer.terminal(score);
            self.observer.leave(score, Bound::Exact);
            return (score, None);
        }
        if self.observer.stopped() {
            // Unwinding: nothing is searched, and the search's result will be dropped.
            self.observer.leave(Score::DRAW, Bound::Exact);
            return (Score::DRAW, None);
        }
        let slot = match self.memory.recall(board, alpha, beta) {
            Ok((score, bound, best)) => {
                self.observer.remembered(score, bound);
                self.observer.leave(score, bound);
                return (score, Some(best));
            }
            Err(slot) => slot,
        };

        let (window_alpha, window_beta) = (alpha, beta);
        // Nothing beats winning with the very next move.
        let wins_at_once = Score::win(player, board.marks() + 1);
        let mut v = Score::worst_for(player);
        let mut best = None;
        let mut bound = None;
        let mut moves = self.order.moves(board, player);
        while let Some(cell) = moves.next() {
            self.observer.try_move(cell);
            let (child, _) = self.value(board.with_mark(player, cell), Some(cell), alpha, beta);
            if best.is_none() || child.better_for(player, v) {
                (v, best) = (child, Some(cell));
            }
            self.observer.valued(child, v);
            let cut = match player {
                _ if v == wins_at_once => Some(Cut::WinsAtOnce),
                Player::X if v >= beta => Some(Cut::Beta),
                Player::O if v <= alpha => Some(Cut::Alpha),
                _ => None,
            };
            if let Some(reason) = cut {
                self.observer.cut(reason, moves);
                // A win with the very next move is the position's exact score, whatever the window.
                bound = (reason == Cut::WinsAtOnce).then_some(Bound::Exact);
                break;
            }
            match player {
                Player::X => alpha = alpha.max(v),
                Player::O => beta = beta.min(v),
            }
            self.observer.narrowed(alpha, beta);
        }
        let best = best.expect("an unfinished board has a move");
        let bound = bound.unwrap_or_else(|| Bound::of(v, window_alpha, window_beta));
        self.memory.remember(slot, v, bound, best);
        self.observer.leave(v, bound);
        (v, Some(best))
    }
}
