//! A node's principal line replayed on the explorer's board, a move every `REPLAY_STEP`: how far it
//! has come at a time, the board after the moves shown, and the deepest position of the search's tree
//! on the line so far, which the board's caption and the call stack follow.

use crate::host::Instant;

use crate::app::explore::{Explorer, REPLAY_STEP};
use crate::board::{Board, Cell};
use crate::search::{NodeId, Trace};
use crate::table;

/// The replay under way, or finished and still shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The table's principal line from the node replayed.
    pub line: Vec<Cell>,
    /// How many of its moves are on the board.
    pub shown: usize,
    /// The board after them.
    pub board: Board,
    /// The deepest position the search visited on the line as far as it is shown.
    pub node: NodeId,
}

impl Replay {
    /// The replay of the explorer's node replayed at `now`, while one is shown.
    pub fn at(explorer: &Explorer, trace: &Trace, now: Instant) -> Option<Replay> {
        let (from, started) = explorer.replaying?;
        let line = table::principal_line(trace.nodes().get(from as usize)?.board);
        let elapsed = now.saturating_duration_since(started);
        let shown = ((elapsed.as_secs_f32() / REPLAY_STEP.as_secs_f32()) as usize + 1).min(line.len());
        let mut node = from;
        for &cell in &line[..shown] {
            match trace
                .children(node)
                .find(|&child| trace.node(child).cell == Some(cell) && trace.node(child).searched().is_some())
            {
                Some(child) => node = child,
                None => break,
            }
        }
        let board = line[..shown].iter().fold(trace.node(from).board, |now, &cell| {
            now.play(cell).expect("a line move is legal")
        });
        Some(Replay {
            line,
            shown,
            board,
            node,
        })
    }

    /// Whether moves are still to come.
    pub fn running(&self) -> bool {
        self.shown < self.line.len()
    }
}
