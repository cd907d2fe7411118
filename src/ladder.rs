//! The enhancement ladder: one position searched by plain minimax, then by alpha-beta with one
//! enhancement added at each rung, so that what each idea removes shows as the nodes it saves.
//!
//! From the empty board every rung visits fewer positions than the one below it:
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::ladder::Rung;
//!
//! let nodes: Vec<u64> = Rung::ALL.iter().map(|rung| rung.search(Board::EMPTY).nodes).collect();
//! assert_eq!(nodes, [549_946, 19_598, 2_038, 903, 240]);
//! ```

use std::time::{Duration, Instant};

use crate::alphabeta_tt::{Key, alphabeta_tt_observed};
use crate::board::{Board, Cell};
use crate::engine::agrees_with_table;
use crate::outcome::Outcome;
use crate::search::{MoveOrder, Observer, Quiet, SearchResult, alphabeta_observed, minimax_observed};
use crate::trace::Trace;

/// One rung: a search, each one the one before with one more idea.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rung {
    /// Plain minimax.
    Minimax,
    /// Alpha-beta, trying the moves in cell order.
    AlphaBetaCells,
    /// Alpha-beta with wins, blocks, the centre, corners and edges tried first.
    AlphaBeta,
    /// That, with a transposition table keyed by the exact board.
    AlphaBetaTTBoard,
    /// That, with the table keyed by the symmetry class: the `alphabeta-tt` engine.
    AlphaBetaTT,
}

impl Rung {
    /// Every rung, from the bottom.
    pub const ALL: [Rung; 5] = [
        Rung::Minimax,
        Rung::AlphaBetaCells,
        Rung::AlphaBeta,
        Rung::AlphaBetaTTBoard,
        Rung::AlphaBetaTT,
    ];

    /// The name JSON uses.
    pub fn name(self) -> &'static str {
        match self {
            Rung::Minimax => "minimax",
            Rung::AlphaBetaCells => "alphabeta-cells",
            Rung::AlphaBeta => "alphabeta",
            Rung::AlphaBetaTTBoard => "alphabeta-tt-board",
            Rung::AlphaBetaTT => "alphabeta-tt",
        }
    }

    /// The name people read, as a step up from the rung before.
    pub fn label(self) -> &'static str {
        match self {
            Rung::Minimax => "Plain minimax",
            Rung::AlphaBetaCells => "Alpha-beta, cell order",
            Rung::AlphaBeta => "+ move ordering",
            Rung::AlphaBetaTTBoard => "+ transposition table",
            Rung::AlphaBetaTT => "+ symmetry",
        }
    }

    /// The search's whole name, standing alone: "Alpha-beta with move ordering".
    pub fn title(self) -> &'static str {
        match self {
            Rung::Minimax => "Plain minimax",
            Rung::AlphaBetaCells => "Alpha-beta in cell order",
            Rung::AlphaBeta => "Alpha-beta with move ordering",
            Rung::AlphaBetaTTBoard => "Alpha-beta with a transposition table",
            Rung::AlphaBetaTT => "Alpha-beta with a table and symmetry",
        }
    }

    /// What the rung adds and why it cuts, in one sentence.
    pub fn idea(self) -> &'static str {
        match self {
            Rung::Minimax => "Every move and every reply to the end of every game: the whole tree, the baseline.",
            Rung::AlphaBetaCells => {
                "Stops searching a position's moves as soon as one of them shows the position is no better than \
                 what the other side can already force elsewhere."
            }
            Rung::AlphaBeta => {
                "Tries wins, blocks, the centre, the corners, then the edges: the best move tends to come first, \
                 and the cutoffs with it."
            }
            Rung::AlphaBetaTTBoard => {
                "Remembers each position's score or bound, so a position reached again by another order of the \
                 same moves is answered, not searched."
            }
            Rung::AlphaBetaTT => {
                "Files each position under its symmetry class, so a rotation or reflection of a position already \
                 searched is answered too."
            }
        }
    }

    /// This rung's search of `board`, telling `observer` what it does.
    fn observed(self, board: Board, observer: &mut impl Observer) -> SearchResult {
        match self {
            Rung::Minimax => minimax_observed(board, observer),
            Rung::AlphaBetaCells => alphabeta_observed(board, MoveOrder::Cells, observer),
            Rung::AlphaBeta => alphabeta_observed(board, MoveOrder::WinsFirst, observer),
            Rung::AlphaBetaTTBoard => alphabeta_tt_observed(board, Key::Board, observer),
            Rung::AlphaBetaTT => alphabeta_tt_observed(board, Key::Symmetry, observer),
        }
    }

    /// This rung's search of `board`.
    pub fn search(self, board: Board) -> SearchResult {
        self.observed(board, &mut Quiet)
    }

    /// This rung's search of `board`, recorded move by move.
    pub fn trace(self, board: Board) -> (SearchResult, Trace) {
        Trace::record(|tracer| self.observed(board, tracer))
    }

    /// This rung's search of `board`, timed and held against the table.
    pub fn run(self, board: Board) -> Step {
        let started = Instant::now();
        let found = self.search(board);
        let elapsed = started.elapsed();
        Step {
            rung: self,
            outcome: found.outcome,
            choice: found.choice,
            nodes: found.nodes,
            elapsed,
            agrees: agrees_with_table(board, found.outcome, found.choice),
        }
    }
}

/// What one rung found on a position, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The rung that searched.
    pub rung: Rung,
    /// What it found the position to be worth.
    pub outcome: Outcome,
    /// The move it plays; `None` on a finished board.
    pub choice: Option<Cell>,
    /// Positions visited, the root included.
    pub nodes: u64,
    /// How long the search took.
    pub elapsed: Duration,
    /// Whether the answer is the table's.
    pub agrees: bool,
}

/// Every rung on `board`, from the bottom.
pub fn climb(board: Board) -> [Step; 5] {
    Rung::ALL.map(|rung| rung.run(board))
}
