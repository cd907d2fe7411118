//! The enhancement ladder: one position searched by plain minimax, then by alpha-beta with one
//! enhancement added at each rung, so that what each idea removes shows as the nodes it saves.
//!
//! From the empty board every rung visits fewer positions than the one below it:
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::engines::Rung;
//!
//! let nodes: Vec<u64> = Rung::ALL.iter().map(|rung| rung.search(Board::EMPTY).nodes).collect();
//! assert_eq!(nodes, [549_946, 19_598, 2_038, 903, 240]);
//! ```

use super::{Decision, Engine};
use crate::board::Board;
use crate::lang::Lang;
use crate::search::{
    Algorithm, Key, MoveOrder, Observer, Pseudocode, Quiet, Recorder, SearchResult, Steps, StopWhen, Trace, Tracer,
};

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

    /// Every rung's name, from the bottom: "minimax, alphabeta-cells, ...".
    pub fn names() -> String {
        Rung::ALL.map(Rung::name).join(", ")
    }

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

    /// The name the ladder's text table gives the rung, as a step up from the one before: "+ move
    /// ordering".
    pub fn step_up(self) -> &'static str {
        match self {
            Rung::Minimax => "Plain minimax",
            Rung::AlphaBetaCells => "Alpha-beta, cell order",
            Rung::AlphaBeta => "+ move ordering",
            Rung::AlphaBetaTTBoard => "+ transposition table",
            Rung::AlphaBetaTT => "+ symmetry",
        }
    }

    /// The search's name for people wherever it stands alone (a button, a list, a chart): "Alpha-beta
    /// + TT". What the name leaves out, [`Rung::idea`] says.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Rung::Minimax => lang.pick("Minimax", "极大极小"),
            Rung::AlphaBetaCells => lang.pick("Alpha-beta, cell order", "α-β 剪枝（按格子顺序）"),
            Rung::AlphaBeta => lang.pick("Alpha-beta", "α-β 剪枝"),
            Rung::AlphaBetaTTBoard => lang.pick("Alpha-beta + TT by board", "α-β 剪枝 + 置换表（按原局面存放）"),
            Rung::AlphaBetaTT => lang.pick("Alpha-beta + TT", "α-β 剪枝 + 置换表"),
        }
    }

    /// What the rung adds and why it cuts, in one sentence.
    pub fn idea(self, lang: Lang) -> &'static str {
        match self {
            Rung::Minimax => lang.pick(
                "Every move and every reply to the end of every game: the whole tree, the baseline.",
                "每一步、每一个应着，直到每局终了：整棵博弈树，作为基准。",
            ),
            Rung::AlphaBetaCells => lang.pick(
                "Stops searching a position's moves as soon as one of them shows the position is no better than \
                 what the other side can already force elsewhere.",
                "一旦某个着法表明这个局面不比对方在别处已能逼出的结果更好，就不再搜索该局面的其余着法。",
            ),
            Rung::AlphaBeta => lang.pick(
                "Tries wins, blocks, the centre, the corners, then the edges: the best move tends to come first, \
                 and the cutoffs with it.",
                "依次尝试取胜、堵截、中心、角、边：最佳着法往往最先出现，剪枝也随之提前。",
            ),
            Rung::AlphaBetaTTBoard => lang.pick(
                "Remembers each position's score or bound, so a position reached again by another order of the \
                 same moves is answered, not searched.",
                "记住每个局面的分数或上下界；同样的着法换个次序再走到该局面时，直接取用表中结果，不再搜索。",
            ),
            Rung::AlphaBetaTT => lang.pick(
                "Files each position under its symmetry class, so a rotation or reflection of a position already \
                 searched is answered too.",
                "按对称类存放每个局面，已搜索过的局面经旋转或翻转得到的局面也能直接取用表中结果。",
            ),
        }
    }

    /// This rung's search of `board`, telling `observer` every step: its algorithm's.
    pub fn search_observed(self, board: Board, observer: &mut impl Observer) -> SearchResult {
        self.algorithm().search(board, observer)
    }

    /// This rung's search of `board`.
    pub fn search(self, board: Board) -> SearchResult {
        self.search_observed(board, &mut Quiet)
    }

    /// This rung's search of `board`, recorded move by move.
    pub fn trace(self, board: Board) -> (SearchResult, Trace) {
        Trace::record(|tracer| self.search_observed(board, tracer))
    }

    /// This rung's search of `board`, recorded step by step as its pseudocode runs.
    pub fn steps(self, board: Board) -> (SearchResult, Steps) {
        Steps::record(self.algorithm(), |recorder| self.search_observed(board, recorder))
    }

    /// This rung's search of `board` recorded both ways at once, move by move and step by step; `None`
    /// when `stop` said to stop before the search ended, which it then does at once.
    pub fn record(self, board: Board, stop: impl Fn() -> bool) -> Option<(Trace, Steps)> {
        let both = (Tracer::default(), Recorder::new(self.algorithm()));
        let mut observers = (both, StopWhen::new(stop));
        self.search_observed(board, &mut observers);
        let ((tracer, recorder), stop) = observers;
        (!stop.told()).then(|| (tracer.finish(), recorder.finish()))
    }

    /// What the rung's search is: the one place a rung names its search, which runs it and prints
    /// its pseudocode.
    pub fn algorithm(self) -> Algorithm {
        match self {
            Rung::Minimax => Algorithm::Minimax,
            Rung::AlphaBetaCells => Algorithm::AlphaBeta(MoveOrder::Cells, None),
            Rung::AlphaBeta => Algorithm::AlphaBeta(MoveOrder::WinsFirst, None),
            Rung::AlphaBetaTTBoard => Algorithm::AlphaBeta(MoveOrder::WinsFirst, Some(Key::Board)),
            Rung::AlphaBetaTT => Algorithm::AlphaBeta(MoveOrder::WinsFirst, Some(Key::Symmetry)),
        }
    }

    /// The rung's pseudocode, lines numbered from 1.
    pub fn pseudocode(self) -> Pseudocode {
        Pseudocode::of(self.algorithm())
    }
}

/// The ladder on `board`: every rung's search, from the bottom, each timed and held against the table.
pub fn ladder(board: Board) -> [Decision; Rung::ALL.len()] {
    Rung::ALL.map(|rung| Engine::Search(rung).decide(board))
}
