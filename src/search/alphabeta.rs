//! Alpha-beta: minimax that stops looking at a position's moves once one of them proves the position
//! is no better than what the other side already has elsewhere. One search, generic over the order it
//! tries moves in, what it remembers between positions (nothing, or a transposition table) and who
//! listens; the loop is the course's Max-Value / Min-Value (`v = Max(v, Min-Value(Result(s, a), α, β));
//! if v ≥ β: return v; α = Max(α, v)`), with, when it wins fastest, a finished position scored by how
//! soon it ended and the loop ended by a move that wins at once.

use std::marker::PhantomData;

use super::score::{CourseScale, FastestScale, Number, Scale};
use super::{Bound, Cut, Memory, Observer, Orders, Scoring, SearchResult};
use crate::board::{Board, Cell, Player};

/// Alpha-beta on `board`, scoring finished games by `scoring`, with moves tried in `order`, looking
/// positions up in `memory` and telling `observer` every step. The root is called with α = −∞ and
/// β = +∞, and plays the first action whose value is its `v`.
pub fn alphabeta_search(
    board: Board,
    scoring: Scoring,
    order: impl Orders,
    memory: &mut impl Memory,
    observer: &mut impl Observer,
) -> SearchResult {
    match scoring {
        Scoring::Course => search::<CourseScale>(board, order, memory, observer),
        Scoring::Fastest => search::<FastestScale>(board, order, memory, observer),
    }
}

/// Alpha-beta on the scale `S`, from the root.
fn search<S: Scale>(
    board: Board,
    order: impl Orders,
    memory: &mut impl Memory,
    observer: &mut impl Observer,
) -> SearchResult {
    let mut search = Search::<S, _, _, _> {
        order,
        memory,
        observer,
        nodes: 0,
        scale: PhantomData,
    };
    let (score, choice) = search.value(board, None, S::WORST_FOR_X, S::WORST_FOR_O);
    SearchResult::new(board, S::score(score), choice, search.nodes)
}

/// One search: how it orders moves, what it remembers, who listens, what it has counted, on which
/// scale it scores.
struct Search<'a, S, R, M, O> {
    order: R,
    memory: &'a mut M,
    observer: &'a mut O,
    nodes: u64,
    scale: PhantomData<S>,
}

impl<S: Scale, R: Orders, M: Memory, O: Observer> Search<'_, S, R, M, O> {
    /// Max-Value for X, Min-Value for O, on `board` reached by `cell`: its fail-soft score (exact when
    /// strictly inside the window, otherwise a bound on the same side of the window as the exact
    /// score) and the move that gives it (none on a finished board).
    fn value(&mut self, board: Board, cell: Option<Cell>, alpha: Number, beta: Number) -> (Number, Option<Cell>) {
        self.nodes += 1;
        self.observer
            .enter(board, cell, Some((S::score(alpha), S::score(beta))));
        let player = board.next_player();
        let finished = match cell {
            Some(_) => S::SCORING.if_finished_by(board, player.opponent()),
            None => board.is_terminal().then(|| S::SCORING.of_finished(board)),
        };
        if let Some(score) = finished {
            self.observer.terminal(score);
            self.observer.leave(score, Bound::Exact);
            return (score.get().into(), None);
        }
        if self.observer.stopped() {
            // Unwinding: nothing is searched, and the search's result will be dropped.
            self.observer.leave(S::score(0), Bound::Exact);
            return (0, None);
        }
        let slot = match self.memory.recall(board, S::score(alpha), S::score(beta)) {
            Ok((score, bound, best)) => {
                self.observer.remembered(score, bound);
                self.observer.leave(score, bound);
                return (score.get().into(), Some(best));
            }
            Err(slot) => slot,
        };
        let (v, best, bound) = self.best(board, player, alpha, beta);
        self.memory.remember(slot, S::score(v), bound, best);
        self.observer.leave(S::score(v), bound);
        (v, Some(best))
    }

    /// The loop of an unfinished position's call, `player` to move: the course's Max-Value or
    /// Min-Value loop, ended by a cut or, when winning fastest, by a move that wins at once. Its value,
    /// the move that gave it, and what that value is.
    #[inline(always)]
    fn best(&mut self, board: Board, player: Player, mut alpha: Number, mut beta: Number) -> (Number, Cell, Bound) {
        let (window_alpha, window_beta) = (alpha, beta);
        // When winning fastest, nothing beats winning with the very next move.
        let wins_at_once = S::SCORING
            .wins_at_once(player, board.marks())
            .map(|win| Number::from(win.get()));
        let mut v = match player {
            Player::X => S::WORST_FOR_X,
            Player::O => S::WORST_FOR_O,
        };
        let mut best = None;
        let mut moves = self.order.moves(board, player);
        while let Some(cell) = moves.next() {
            self.observer.try_move(cell);
            let (child, _) = self.value(board.with_mark(player, cell), Some(cell), alpha, beta);
            let better = match player {
                Player::X => child > v,
                Player::O => child < v,
            };
            if best.is_none() || better {
                (v, best) = (child, Some(cell));
            }
            self.observer.valued(S::score(child), S::score(v));
            let cut = match player {
                _ if Some(v) == wins_at_once => Some(Cut::WinsAtOnce),
                Player::X if v >= beta => Some(Cut::Beta),
                Player::O if v <= alpha => Some(Cut::Alpha),
                _ => None,
            };
            if let Some(reason) = cut {
                self.observer.cut(reason, moves);
                let best = best.expect("a move was tried");
                // A win with the very next move is the position's exact score, whatever the window.
                return match reason {
                    Cut::WinsAtOnce => (v, best, Bound::Exact),
                    _ => (v, best, Bound::of_numbers(v, window_alpha, window_beta)),
                };
            }
            match player {
                Player::X => alpha = alpha.max(v),
                Player::O => beta = beta.min(v),
            }
            self.observer.narrowed(S::score(alpha), S::score(beta));
        }
        let best = best.expect("an unfinished board has a move");
        (v, best, Bound::of_numbers(v, window_alpha, window_beta))
    }
}
