//! What the search explorer shows: a position, the search traced from it, and where the learner is in
//! that trace (the rows opened, the node selected, the line being played). It changes only through
//! `State::apply`, like everything else in the window.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::board::Board;
use crate::engines::Rung;
use crate::search::{NodeId, Trace};

/// How long each move of "play this line" stays on the board before the next.
pub const LINE_STEP: Duration = Duration::from_millis(700);

/// The explorer's state.
#[derive(Clone, Debug)]
pub struct Explorer {
    /// The position at the root of the tree.
    pub board: Board,
    /// The search traced from it: any rung of the enhancement ladder.
    pub rung: Rung,
    /// Whether the root is the game's board, so opening the explorer follows the game.
    pub follows_game: bool,
    /// The trace, once recorded (searches run in the background).
    pub trace: Option<Arc<Trace>>,
    /// The ids of the visited positions in visit order: the steps of the step-through.
    pub visits: Vec<NodeId>,
    /// The rows whose children are shown.
    pub expanded: BTreeSet<NodeId>,
    /// The node whose board and facts are shown large.
    pub selected: NodeId,
    /// When "play this line" started on the selected node, while it plays.
    pub line_started: Option<Instant>,
    /// The root and search asked for and being recorded, with whether the root follows the game:
    /// the trace shown stays until the new one comes.
    pub requested: Option<(Board, Rung, bool)>,
}

impl Default for Explorer {
    fn default() -> Explorer {
        Explorer {
            board: Board::EMPTY,
            rung: Rung::AlphaBeta,
            follows_game: true,
            trace: None,
            visits: Vec::new(),
            expanded: BTreeSet::new(),
            selected: 0,
            line_started: None,
            requested: None,
        }
    }
}

impl Explorer {
    /// The trace asked for has come: it replaces the one shown, its root selected and opened.
    pub(super) fn traced(&mut self, board: Board, rung: Rung, trace: Trace) {
        let Some((_, _, follows_game)) = self.requested.take_if(|&mut (b, r, _)| (b, r) == (board, rung)) else {
            return;
        };
        *self = Explorer {
            board,
            rung,
            follows_game,
            visits: trace.visit_order().collect(),
            trace: Some(Arc::new(trace)),
            expanded: BTreeSet::from([0]),
            ..Explorer::default()
        };
    }

    /// The root and search shown, or being recorded to be shown next.
    pub fn wanted(&self) -> (Board, Rung) {
        self.requested
            .map_or((self.board, self.rung), |(board, rung, _)| (board, rung))
    }

    /// Selects a node and opens every row above it, so it can be seen.
    pub(super) fn select(&mut self, id: NodeId) {
        let Some(trace) = &self.trace else { return };
        if id as usize >= trace.nodes().len() {
            return;
        }
        let path = trace.path(id);
        self.expanded.extend(&path[..path.len() - 1]);
        self.selected = id;
        self.line_started = None;
    }

    /// The step of the step-through at the selected node: its place in visit order (for a pruned
    /// node, the visit before it).
    pub fn step(&self) -> usize {
        match self.visits.binary_search(&self.selected) {
            Ok(step) => step,
            Err(after) => after.saturating_sub(1),
        }
    }
}
