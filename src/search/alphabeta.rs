//! Alpha-beta: minimax that stops looking at a position's moves once one of them proves the position
//! is no better than what the other side already has elsewhere. One search, generic over the order it
//! tries moves in, what it remembers between positions (nothing, or a transposition table) and who
//! listens; the loop is the course's Max-Value / Min-Value (`v = Max(v, Min-Value(Result(s, a), α, β));
//! if v ≥ β: return v; α = Max(α, v)`), with, when it wins fastest, a finished position scored by how
//! soon it ended and the loop ended by a move that wins at once.

use super::{Bound, Cut, Memory, MoveOrder, Observer, Score, Scoring, SearchResult};
use crate::board::{Board, Cell, Player};

/// Alpha-beta on `board`, scoring finished games by `scoring`, with moves tried in `order`, looking
/// positions up in `memory` and telling `observer` every step. The root is called with α = −∞ and
/// β = +∞, and plays the first action whose value is its `v`.
pub fn alphabeta_search(
    board: Board,
    scoring: Scoring,
    order: MoveOrder,
    memory: &mut impl Memory,
    observer: &mut impl Observer,
) -> SearchResult {
    let mut search = Search {
        scoring,
        order,
        memory,
        observer,
        nodes: 0,
    };
    let (alpha, beta) = (scoring.worst_for(Player::X), scoring.worst_for(Player::O));
    let (score, choice) = search.value(board, None, alpha, beta);
    SearchResult::new(board, score, choice, search.nodes)
}

/// One search: how it scores, how it orders moves, what it remembers, who listens, what it has counted.
struct Search<'a, M, O> {
    scoring: Scoring,
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
            Some(_) => self.scoring.if_finished_by(board, player.opponent()),
            None => board.is_terminal().then(|| self.scoring.of_finished(board)),
        };
        if let Some(score) = finished {
            self.observer.terminal(score);
            self.observer.leave(score, Bound::Exact);
            return (score, None);
        }
        if self.observer.stopped() {
            // Unwinding: nothing is searched, and the search's result will be dropped.
            let draw = self.scoring.draw();
            self.observer.leave(draw, Bound::Exact);
            return (draw, None);
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
        // When winning fastest, nothing beats winning with the very next move.
        let wins_at_once = self.scoring.wins_at_once(player, board.marks());
        let mut v = self.scoring.worst_for(player);
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
                _ if Some(v) == wins_at_once => Some(Cut::WinsAtOnce),
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
