//! Alpha-beta with move ordering and a transposition table: a position reached again, by another order
//! of the same moves or (keyed by its symmetry class) as a rotation or reflection of one already
//! searched, is answered from what the search remembers instead of being searched again.
//!
//! The table remembers what the fail-soft search returned and what that means: the exact score, or
//! only a lower bound (a cutoff) or an upper bound (every move failed low). A bound answers a later
//! visit only when it decides that visit's window on its own. The table is fresh for each search, so
//! the nodes counted are what one search costs.
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::alphabeta_tt::alphabeta_tt;
//!
//! let found = alphabeta_tt(Board::EMPTY);
//! assert_eq!(found.outcome.to_string(), "draw");
//! assert!(found.nodes <= 300);
//! ```

use std::collections::HashMap;

use crate::board::{Board, Cell, Player};
use crate::search::{Bound, MoveOrder, Observer, Quiet, Score, SearchResult};
use crate::symmetry::{Symmetry, canonical};

/// What the transposition table files a position under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// The board itself: only the same position reached by another order of moves is recognised.
    Board,
    /// The board's symmetry class: any rotation or reflection of a position already searched is too.
    Symmetry,
}

impl Key {
    /// The number the table files `board` under, and the symmetry that takes `board` to the filed
    /// position (moves stored for it are in the filed position's cells).
    fn of(self, board: Board) -> (usize, Symmetry) {
        match self {
            Key::Board => (board.number(), Symmetry::IDENTITY),
            Key::Symmetry => {
                let found = canonical(board);
                (found.number(), found.symmetry)
            }
        }
    }
}

/// Alpha-beta with wins, blocks, centre, corners and edges tried first, and a transposition table
/// keyed by the symmetry class.
pub fn alphabeta_tt(board: Board) -> SearchResult {
    alphabeta_tt_observed(board, Key::Symmetry, &mut Quiet)
}

/// The same search with the table filed by `key`, telling `observer` every position it visits, every
/// move it never searches, and every position the table answered.
pub fn alphabeta_tt_observed(board: Board, key: Key, observer: &mut impl Observer) -> SearchResult {
    let mut search = Search {
        key,
        table: HashMap::new(),
        nodes: 0,
        observer,
    };
    let (score, choice) = search.search(board, None, (Score::WORST_FOR_X, Score::WORST_FOR_O));
    SearchResult {
        outcome: score.outcome(board),
        choice,
        nodes: search.nodes,
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
    /// How this answers a visit searched with the window `(alpha, beta)`: an exact score always, a
    /// lower bound only at or above `beta` (a cutoff whatever the exact score), an upper bound only at
    /// or below `alpha` (a fail low whatever the exact score). `None` when the window needs a search.
    fn answers(self, alpha: Score, beta: Score) -> Option<Bound> {
        let decides = match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score >= beta,
            Bound::Upper => self.score <= alpha,
        };
        decides.then_some(self.bound)
    }
}

/// One search: its table, its count, its observer.
struct Search<'a, O> {
    key: Key,
    table: HashMap<usize, Remembered>,
    nodes: u64,
    observer: &'a mut O,
}

impl<O: Observer> Search<'_, O> {
    /// One position, reached by `cell`: its fail-soft score and the move of `board` that gives it.
    fn search(
        &mut self,
        board: Board,
        cell: Option<Cell>,
        (mut alpha, mut beta): (Score, Score),
    ) -> (Score, Option<Cell>) {
        self.nodes += 1;
        self.observer.enter(board, cell, Some((alpha, beta)));
        let player = board.next_player();
        let finished = match cell {
            Some(_) => Score::if_finished_by(board, player.opponent()),
            None => board.is_terminal().then(|| Score::of_finished(board)),
        };
        if let Some(score) = finished {
            self.observer.leave(score, Bound::Exact);
            return (score, None);
        }

        let (key, symmetry) = self.key.of(board);
        if let Some(&stored) = self.table.get(&key)
            && let Some(bound) = stored.answers(alpha, beta)
        {
            self.observer.remembered();
            self.observer.leave(stored.score, bound);
            // The stored move is in the filed position's cells: mapped back, it is a move of `board`.
            return (stored.score, Some(symmetry.inverse().apply_cell(stored.best)));
        }

        let window = (alpha, beta);
        // Nothing beats winning with the very next move.
        let best_possible = Score::win(player, board.marks() + 1);
        let mut moves = MoveOrder::WinsFirst.moves(board, player);
        let mut best: (Score, Option<Cell>) = (Score::worst_for(player), None);
        let mut won_at_once = false;
        while let Some(cell) = moves.next() {
            let (score, _) = self.search(board.with_mark(player, cell), Some(cell), (alpha, beta));
            if best.1.is_none() || score.better_for(player, best.0) {
                best = (score, Some(cell));
            }
            match player {
                Player::X => alpha = alpha.max(score),
                Player::O => beta = beta.min(score),
            }
            if best.0 == best_possible {
                self.observer.prune(moves);
                won_at_once = true;
                break;
            }
            if alpha >= beta {
                self.observer.prune(moves);
                break;
            }
        }
        let (score, choice) = best;
        let choice = choice.expect("an unfinished board has a move");
        // A win with the very next move is the position's exact score, whatever the window.
        let bound = match won_at_once {
            true => Bound::Exact,
            false => Bound::of(score, window.0, window.1),
        };
        self.table.insert(
            key,
            Remembered {
                score,
                bound,
                best: symmetry.apply_cell(choice),
            },
        );
        self.observer.leave(score, bound);
        (score, Some(choice))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{positions, probe};

    /// The root's window: every score inside it.
    const FULL: (Score, Score) = (Score::WORST_FOR_X, Score::WORST_FOR_O);

    #[test]
    fn a_root_answered_through_a_symmetric_position_still_plays_a_best_move_of_its_own_board() {
        // A table already holding an image of the root answers the root itself at once; the move it
        // remembered is in the image's cells, and must come back as a best move of this board.
        for board in positions::unfinished() {
            for symmetry in Symmetry::ALL {
                let mut search = Search {
                    key: Key::Symmetry,
                    table: HashMap::new(),
                    nodes: 0,
                    observer: &mut Quiet,
                };
                search.search(symmetry.apply(board), None, FULL);
                search.nodes = 0;
                let (score, choice) = search.search(board, None, FULL);
                assert_eq!(search.nodes, 1, "the table answered {board}");
                let entry = probe(board);
                assert_eq!(score.outcome(board), entry.outcome, "{board}");
                let choice = choice.expect("an unfinished board has a move");
                assert!(
                    entry.best.contains(choice),
                    "{choice} on {board} through the {symmetry}"
                );
            }
        }
    }

    #[test]
    fn a_bound_answers_only_a_window_it_decides() {
        let score = |n| Score::new(n).unwrap();
        let remembered = |n, bound| Remembered {
            score: score(n),
            bound,
            best: Cell::new(1, 1),
        };
        let window = (score(-2), score(3));
        assert_eq!(
            remembered(5, Bound::Exact).answers(window.0, window.1),
            Some(Bound::Exact)
        );
        assert_eq!(
            remembered(3, Bound::Lower).answers(window.0, window.1),
            Some(Bound::Lower)
        );
        assert_eq!(remembered(2, Bound::Lower).answers(window.0, window.1), None);
        assert_eq!(
            remembered(-2, Bound::Upper).answers(window.0, window.1),
            Some(Bound::Upper)
        );
        assert_eq!(remembered(-1, Bound::Upper).answers(window.0, window.1), None);
        // A lower bound says nothing about a fail low, nor an upper bound about a cutoff.
        assert_eq!(remembered(-4, Bound::Lower).answers(window.0, window.1), None);
        assert_eq!(remembered(6, Bound::Upper).answers(window.0, window.1), None);
    }
}
