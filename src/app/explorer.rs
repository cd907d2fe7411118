//! What the search explorer shows: a position, the search recorded from it (as a tree and step by
//! step), and where the learner is in it: the step of the program shown, the rows of the tree opened,
//! the node shown large, whether the steps play on their own and the line being played. It changes
//! only through `State::apply`, like everything else in the window.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::board::Board;
use crate::engines::Rung;
use crate::lang::Lang;
use crate::search::{Event, NodeId, Steps, Trace};

/// How long each move of "play this line" stays on the board before the next.
pub const LINE_STEP: Duration = Duration::from_millis(700);

/// How fast the steps play on their own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StepSpeed {
    /// One step a second.
    Slow,
    /// Four steps a second.
    #[default]
    Normal,
    /// Twenty steps a second.
    Fast,
}

impl StepSpeed {
    /// Every speed, slowest first.
    pub const ALL: [StepSpeed; 3] = [StepSpeed::Slow, StepSpeed::Normal, StepSpeed::Fast];

    /// The time between two steps.
    pub fn every(self) -> Duration {
        Duration::from_millis(match self {
            StepSpeed::Slow => 1_000,
            StepSpeed::Normal => 250,
            StepSpeed::Fast => 50,
        })
    }

    /// The name people read.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            StepSpeed::Slow => lang.pick("Slow", "慢"),
            StepSpeed::Normal => lang.pick("Normal", "正常"),
            StepSpeed::Fast => lang.pick("Fast", "快"),
        }
    }
}

/// The explorer's state.
#[derive(Clone, Debug)]
pub struct Explorer {
    /// The position at the root of the tree.
    pub board: Board,
    /// The search recorded from it: any rung of the enhancement ladder.
    pub rung: Rung,
    /// Whether the root is the game's board, so opening the explorer follows the game.
    pub follows_game: bool,
    /// The search as a tree, once recorded (searches run in the background).
    pub trace: Option<Arc<Trace>>,
    /// The same search step by step, as its pseudocode ran.
    pub steps: Option<Arc<Steps>>,
    /// The ids of the visited positions in visit order: the node of each call of the steps.
    pub visits: Vec<NodeId>,
    /// The step of the program shown.
    pub step: usize,
    /// The rows whose children are shown.
    pub expanded: BTreeSet<NodeId>,
    /// The node whose row is marked and whose facts are shown.
    pub selected: NodeId,
    /// When the next step plays on its own, while the steps play; `None` while they wait.
    pub playing: Option<Instant>,
    /// The speed the steps play at.
    pub speed: StepSpeed,
    /// When "play this line" started on the selected node, while it plays.
    pub line_started: Option<Instant>,
    /// The root and search asked for and being recorded, with whether the root follows the game:
    /// the search shown stays until the new one comes.
    pub requested: Option<(Board, Rung, bool)>,
}

impl Default for Explorer {
    fn default() -> Explorer {
        Explorer {
            board: Board::EMPTY,
            rung: Rung::AlphaBeta,
            follows_game: true,
            trace: None,
            steps: None,
            visits: Vec::new(),
            step: 0,
            expanded: BTreeSet::new(),
            selected: 0,
            playing: None,
            speed: StepSpeed::default(),
            line_started: None,
            requested: None,
        }
    }
}

impl Explorer {
    /// The search asked for has been recorded: it replaces the one shown, at its first step.
    pub(super) fn recorded(&mut self, board: Board, rung: Rung, trace: Trace, steps: Steps) {
        let Some((_, _, follows_game)) = self.requested.take_if(|&mut (b, r, _)| (b, r) == (board, rung)) else {
            return;
        };
        *self = Explorer {
            board,
            rung,
            follows_game,
            visits: trace.visit_order().collect(),
            trace: Some(Arc::new(trace)),
            steps: Some(Arc::new(steps)),
            expanded: BTreeSet::from([0]),
            speed: self.speed,
            ..Explorer::default()
        };
    }

    /// The root and search shown, or being recorded to be shown next, and whether they follow the game.
    pub fn wanted(&self) -> (Board, Rung, bool) {
        self.requested.unwrap_or((self.board, self.rung, self.follows_game))
    }

    /// How many steps the program takes.
    pub fn step_count(&self) -> usize {
        self.steps.as_ref().map_or(0, |steps| steps.steps().len())
    }

    /// Goes to step `step` (the last if past it): its call's node is selected, and the tree shows
    /// only the path to it open, and the call's own row, so the current row is never lost among
    /// branches passed and the moves it tries (and those a cut leaves out) show under it.
    pub(super) fn go_to(&mut self, step: usize) {
        let Some(steps) = &self.steps else { return };
        let Some(last) = steps.steps().len().checked_sub(1) else {
            return;
        };
        self.step = step.min(last);
        let call = steps.steps()[self.step].call as usize;
        if let Some(&id) = self.visits.get(call) {
            self.show_node(id);
        }
        if self.step == last {
            self.playing = None;
        }
    }

    /// Selects a node of the tree and opens it and the rows above it, closing every other.
    fn show_node(&mut self, id: NodeId) {
        let Some(trace) = &self.trace else { return };
        if id as usize >= trace.nodes().len() {
            return;
        }
        self.expanded = trace.path(id).into_iter().collect();
        self.expanded.insert(0);
        self.selected = id;
        self.line_started = None;
    }

    /// Selects a node clicked in the tree and takes the program to it: to its call, or for a move
    /// never searched, to the cut that left it out. The rows opened by hand stay open.
    pub(super) fn select(&mut self, id: NodeId) {
        let (Some(trace), Some(steps)) = (&self.trace, &self.steps) else {
            return;
        };
        if id as usize >= trace.nodes().len() {
            return;
        }
        let path = trace.path(id);
        self.expanded.extend(&path[..path.len() - 1]);
        self.selected = id;
        self.line_started = None;
        self.playing = None;
        self.step = match self.visits.binary_search(&id) {
            Ok(call) => steps.calls()[call].step as usize,
            // A pruned move: its parent's cut, the first cut step of the parent's call.
            Err(_) => {
                let parent = trace.node(id).parent.unwrap_or(0);
                let call = self.visits.binary_search(&parent).unwrap_or(0);
                let from = steps.calls()[call].step as usize;
                steps.steps()[from..]
                    .iter()
                    .position(|s| s.call as usize == call && matches!(s.event, Event::Cut { .. }))
                    .map_or(from, |at| from + at)
            }
        };
    }

    /// The step of the next call after the current step (by position), or the last step.
    pub fn next_call(&self) -> usize {
        let Some(steps) = &self.steps else { return 0 };
        let after = &steps.steps()[(self.step + 1).min(steps.steps().len())..];
        after
            .iter()
            .position(|s| matches!(s.event, Event::Call { .. }))
            .map_or(steps.steps().len().saturating_sub(1), |at| self.step + 1 + at)
    }

    /// Back by one position: the start of the current step's call, or, at that start already, the
    /// call before it (the first step at the first call).
    pub fn previous_call(&self) -> usize {
        let Some(steps) = &self.steps else { return 0 };
        let Some(step) = steps.steps().get(self.step) else {
            return 0;
        };
        let this = steps.calls()[step.call as usize].step as usize;
        let from = if this < self.step { this } else { this.saturating_sub(1) };
        steps.steps()[..=from.min(self.step)]
            .iter()
            .rposition(|s| matches!(s.event, Event::Call { .. }))
            .unwrap_or(0)
    }
}
