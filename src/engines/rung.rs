//! The searches, and the enhancement ladder: one position searched by the course's minimax, then by
//! the course's alpha-beta, then with one idea more at each rung, so that what each idea removes (or
//! costs) shows as the nodes it saves (or adds).
//!
//! From the empty board:
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::engines::Rung;
//!
//! let nodes: Vec<u64> = Rung::LADDER.iter().map(|rung| rung.search(Board::EMPTY).nodes).collect();
//! assert_eq!(nodes, [549_946, 18_297, 19_598, 2_038, 903, 240]);
//! ```

use bincode::{Decode, Encode};

use super::{Decision, Engine};
use crate::board::Board;
use crate::lang::Lang;
use crate::search::{
    Algorithm, Key, MoveOrder, Observer, Pseudocode, Quiet, Recorder, Scoring, SearchResult, Steps, StopWhen, Trace,
    Tracer,
};

/// A search: the course's two, and those that add to them, each a rung of the ladder but plain minimax
/// winning fastest, which the computer plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Encode, Decode)]
pub enum Rung {
    /// The course's minimax: Max-Value / Min-Value, Utility 1, 0 or -1, every action in cell order.
    CourseMinimax,
    /// The course's alpha-beta: its minimax with α and β, `if v ≥ β: return v`.
    CourseAlphaBeta,
    /// Plain minimax winning fastest: a finished game scored by how soon it ended.
    Minimax,
    /// Alpha-beta winning fastest, trying the moves in cell order: the course's alpha-beta with a
    /// finished game scored by how soon it ended and a loop ended by a move that wins at once.
    AlphaBetaCells,
    /// That, with wins, blocks, the centre, corners and edges tried first.
    AlphaBeta,
    /// That, with a transposition table keyed by the exact board.
    AlphaBetaTTBoard,
    /// That, with the table keyed by the symmetry class: the `alphabeta-tt` engine.
    AlphaBetaTT,
}

impl Rung {
    /// Every search, the course's first.
    pub const ALL: [Rung; 7] = [
        Rung::CourseMinimax,
        Rung::CourseAlphaBeta,
        Rung::Minimax,
        Rung::AlphaBetaCells,
        Rung::AlphaBeta,
        Rung::AlphaBetaTTBoard,
        Rung::AlphaBetaTT,
    ];

    /// The ladder, from the bottom: each rung the one below with one idea more.
    pub const LADDER: [Rung; 6] = [
        Rung::CourseMinimax,
        Rung::CourseAlphaBeta,
        Rung::AlphaBetaCells,
        Rung::AlphaBeta,
        Rung::AlphaBetaTTBoard,
        Rung::AlphaBetaTT,
    ];

    /// Every search's name: "course-minimax, course-alphabeta, ...".
    pub fn names() -> String {
        Rung::ALL.map(Rung::name).join(", ")
    }

    /// The name the command line and JSON use.
    pub fn name(self) -> &'static str {
        match self {
            Rung::CourseMinimax => "course-minimax",
            Rung::CourseAlphaBeta => "course-alphabeta",
            Rung::Minimax => "minimax",
            Rung::AlphaBetaCells => "alphabeta-cells",
            Rung::AlphaBeta => "alphabeta",
            Rung::AlphaBetaTTBoard => "alphabeta-tt-board",
            Rung::AlphaBetaTT => "alphabeta-tt",
        }
    }

    /// The name the ladder gives the rung, as a step up from the one below: "+ move ordering".
    pub fn step_up(self, lang: Lang) -> &'static str {
        match self {
            Rung::CourseMinimax => lang.pick("Course minimax", "课程版极大极小"),
            Rung::CourseAlphaBeta => lang.pick("Course alpha-beta", "课程版 α-β 剪枝"),
            Rung::Minimax => lang.pick("Minimax, win fastest", "极大极小，最快获胜"),
            Rung::AlphaBetaCells => lang.pick("+ win fastest", "+ 最快获胜"),
            Rung::AlphaBeta => lang.pick("+ move ordering", "+ 着法排序"),
            Rung::AlphaBetaTTBoard => lang.pick("+ transposition table", "+ 置换表"),
            Rung::AlphaBetaTT => lang.pick("+ symmetry", "+ 对称"),
        }
    }

    /// The search's name for people wherever it stands alone (a button, a list, a chart): "Alpha-beta
    /// + TT". What the name leaves out, [`Rung::idea`] says.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Rung::CourseMinimax => lang.pick("Course minimax", "课程版极大极小"),
            Rung::CourseAlphaBeta => lang.pick("Course alpha-beta", "课程版 α-β 剪枝"),
            Rung::Minimax => lang.pick("Minimax", "极大极小"),
            Rung::AlphaBetaCells => lang.pick("Alpha-beta, cell order", "α-β 剪枝（按格子顺序）"),
            Rung::AlphaBeta => lang.pick("Alpha-beta", "α-β 剪枝"),
            Rung::AlphaBetaTTBoard => lang.pick("Alpha-beta + TT by board", "α-β 剪枝 + 置换表（按原局面存放）"),
            Rung::AlphaBetaTT => lang.pick("Alpha-beta + TT", "α-β 剪枝 + 置换表"),
        }
    }

    /// Whether the search scores as the course does (1, 0, -1): it finds who wins, not how soon, so
    /// its move keeps the outcome but need not win fastest.
    pub fn is_course(self) -> bool {
        self.algorithm().scoring() == Scoring::Course
    }

    /// What the rung adds and why it cuts, in one sentence.
    pub fn idea(self, lang: Lang) -> &'static str {
        match self {
            Rung::CourseMinimax => lang.pick(
                "The course's Max-Value and Min-Value: every move and every reply to the end of every game, \
                 each finished game worth 1, 0 or -1. The whole tree, the baseline.",
                "课程中的 Max-Value 与 Min-Value：每个着法、每个应着，直到每局终了，终局记为 1、0 或 -1。整棵博弈树，作为基准。",
            ),
            Rung::CourseAlphaBeta => lang.pick(
                "The course's alpha-beta: stops trying a position's moves as soon as one shows the position is \
                 no better than what the other side can already force elsewhere (v ≥ β, v ≤ α).",
                "课程中的 α-β 剪枝：一旦某个着法表明这个局面不比对方在别处已能逼出的结果更好（v ≥ β，v ≤ α），就不再尝试其余着法。",
            ),
            Rung::Minimax => lang.pick(
                "Plain minimax that wins fastest: the whole tree, each finished game scored by how soon it ended.",
                "追求最快获胜的朴素极大极小：整棵博弈树，终局按结束的早晚计分。",
            ),
            Rung::AlphaBetaCells => lang.pick(
                "Scores a finished game by how soon it ended, and stops at a move that wins at once. It costs \
                 nodes: with only -1, 0 and 1, a value often equals β and cuts; with a score for every length of \
                 game, ties are rare, and stopping on a win does not make up for it.",
                "终局按结束的早晚计分，遇到立即获胜的着法就停止。这会多花结点：只有 -1、0、1 时，值常常正好等于 β 而剪枝；\
                 每种对局长度各有分数时，相等的情况很少，立即获胜时的停止也补不回来。",
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
        let fastest = |order, key| Algorithm::AlphaBeta(Scoring::Fastest, order, key);
        match self {
            Rung::CourseMinimax => Algorithm::Minimax(Scoring::Course),
            Rung::CourseAlphaBeta => Algorithm::AlphaBeta(Scoring::Course, MoveOrder::Cells, None),
            Rung::Minimax => Algorithm::Minimax(Scoring::Fastest),
            Rung::AlphaBetaCells => fastest(MoveOrder::Cells, None),
            Rung::AlphaBeta => fastest(MoveOrder::WinsFirst, None),
            Rung::AlphaBetaTTBoard => fastest(MoveOrder::WinsFirst, Some(Key::Board)),
            Rung::AlphaBetaTT => fastest(MoveOrder::WinsFirst, Some(Key::Symmetry)),
        }
    }

    /// The rung's pseudocode, lines numbered from 1.
    pub fn pseudocode(self) -> Pseudocode {
        Pseudocode::of(self.algorithm())
    }
}

/// The ladder on `board`: every rung's search, from the bottom, each timed and held against the table.
pub fn ladder(board: Board) -> [Decision; Rung::LADDER.len()] {
    Rung::LADDER.map(|rung| Engine::Search(rung).decide(board))
}
