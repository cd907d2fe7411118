//! What the search explorer shows: a position, the search recorded from it (as a tree and step by
//! step), and where the learner is in it: the step of the program shown, the rows of the tree opened,
//! the node shown large, whether the steps run on their own and the line being replayed. It changes
//! only through the Explore tab's `apply`, like everything else in the window.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use crate::host::Instant;

use super::ExplorerPlace;
use super::predict::{self, Answered, Guess, Predict};
use crate::app::widgets::speed::Speed;
use crate::board::{Board, positions};
use crate::engines::Rung;
use crate::search::{Event, NodeId, Steps, Trace};

/// How long each move of a line replayed stays on the board before the next.
pub const REPLAY_STEP: Duration = Duration::from_millis(700);

/// A root and the search to record from it, as the explorer asks for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    /// The position at the root of the tree.
    pub board: Board,
    /// The search: any rung of the enhancement ladder.
    pub rung: Rung,
    /// Whether the root is the game's board, so opening the explorer follows the game.
    pub follows_game: bool,
}

impl Default for Request {
    /// The course's alpha-beta from the empty board, following the game.
    fn default() -> Request {
        Request {
            board: Board::EMPTY,
            rung: Rung::CourseAlphaBeta,
            follows_game: true,
        }
    }
}

/// A search recorded for the explorer: as a tree, step by step, and the tree's nodes in the order
/// the steps' calls visit them.
#[derive(Debug)]
pub struct Recording {
    /// Which request it answers: each request the explorer makes has the next number.
    pub generation: u64,
    /// The root and search recorded.
    pub request: Request,
    /// The search as a tree.
    pub trace: Trace,
    /// The same search step by step, as its pseudocode ran.
    pub steps: Steps,
    /// The ids of the visited positions in visit order: the node of each call of the steps.
    pub visits: Vec<NodeId>,
    /// When each node becomes known as the program runs.
    pub timeline: Timeline,
}

/// When each node of a recording becomes known as the program runs, so that nothing is shown before
/// the program reaches it: a position searched is under way from its call's first step and known
/// from the step it returns at; a move never searched is known from the cut that leaves it out.
#[derive(Debug, Default)]
pub struct Timeline {
    /// By node: the step its call starts at, or for a move never searched, its cut.
    starts: Vec<u32>,
    /// By node: the step its call returns at, or for a move never searched, its cut.
    ends: Vec<u32>,
}

/// What the program knows of a node at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// Not reached yet: a move not yet tried.
    NotYet,
    /// Its call is under way: its window is known, its value not.
    UnderWay,
    /// Its call has returned, or the cut that leaves it out has happened.
    Done,
}

impl Timeline {
    /// Reads the steps: each call's start and return, and each cut, for the nodes they belong to.
    fn new(trace: &Trace, steps: &Steps, visits: &[NodeId]) -> Timeline {
        let count = trace.nodes().len();
        let (mut starts, mut ends) = (vec![u32::MAX; count], vec![u32::MAX; count]);
        for (at, step) in steps.steps().iter().enumerate() {
            let Some(&node) = visits.get(step.call as usize) else {
                continue;
            };
            match step.event {
                Event::Call { .. } => starts[node as usize] = at as u32,
                Event::Return { .. } => ends[node as usize] = at as u32,
                Event::Cut { .. } => {
                    for child in trace.children(node).filter(|&c| trace.node(c).searched().is_none()) {
                        (starts[child as usize], ends[child as usize]) = (at as u32, at as u32);
                    }
                }
                _ => {}
            }
        }
        Timeline { starts, ends }
    }

    /// What the program knows of node `id` at step `step`.
    pub fn at(&self, id: NodeId, step: usize) -> Known {
        let (start, end) = (self.starts.get(id as usize), self.ends.get(id as usize));
        match (start, end) {
            (_, Some(&end)) if end as usize <= step => Known::Done,
            (Some(&start), _) if start as usize <= step => Known::UnderWay,
            _ => Known::NotYet,
        }
    }
}

impl Recording {
    /// Records `request`'s search as request number `generation`; `None` when `stop` said to stop
    /// first, which the search heeds at once.
    pub fn make(request: Request, generation: u64, stop: impl Fn() -> bool) -> Option<Recording> {
        let (trace, steps) = request.rung.record(request.board, stop)?;
        let visits: Vec<NodeId> = trace.visit_order().collect();
        Some(Recording {
            generation,
            request,
            timeline: Timeline::new(&trace, &steps, &visits),
            visits,
            trace,
            steps,
        })
    }
}

/// The explorer's state.
#[derive(Clone, Debug, Default)]
pub struct Explorer {
    /// The search shown, once recorded (searches are recorded in the background).
    pub recording: Option<Arc<Recording>>,
    /// The root and search asked for and being recorded: the recording shown stays until its
    /// recording comes.
    pub requested: Option<Request>,
    /// The number of the last request made.
    generation: u64,
    /// The step of the program shown.
    pub step: usize,
    /// The rows whose children are shown.
    pub expanded: BTreeSet<NodeId>,
    /// The node whose row is marked and whose facts are shown.
    pub selected: NodeId,
    /// When the next step runs on its own, while the steps run; `None` while they wait.
    pub running: Option<Instant>,
    /// The speed the steps run at.
    pub speed: Speed,
    /// The node whose line is replayed and when it started, while it is: the program stays at its
    /// step, so the replay ends where the learner was.
    pub replaying: Option<(NodeId, Instant)>,
    /// Whether the whole finished search shows at every step, rather than what the program has
    /// reached.
    pub show_finished: bool,
    /// Predict: on or off, the question waiting, the last answer and the score.
    pub predict: Predict,
    /// How many small positions have been suggested, so the next suggestion is another.
    suggested: usize,
    /// The root, search and step saved last time, with the questions answered there, until they are
    /// recorded again.
    restored: Option<(Request, usize, Vec<Answered>)>,
}

impl Explorer {
    /// Asks for `request` to be recorded; its number, which its recording will carry.
    pub(super) fn request(&mut self, request: Request) -> u64 {
        self.generation += 1;
        self.requested = Some(request);
        self.generation
    }

    /// A recording has come: if it answers the request waited for, it replaces the one shown, at
    /// its first step.
    pub(super) fn recorded(&mut self, recording: Recording) {
        if self.requested.is_none() || recording.generation != self.generation {
            return;
        }
        // The search saved last time, recorded again: back to its step and its questions answered.
        let (step, answered) = self
            .restored
            .take()
            .filter(|(request, ..)| *request == recording.request)
            .map_or((None, Vec::new()), |(_, step, answered)| (Some(step), answered));
        let answered = answered
            .into_iter()
            .filter(|a| predict::questions_before(&recording.steps, a.step).contains(&a.asked))
            .collect();
        *self = Explorer {
            recording: Some(Arc::new(recording)),
            generation: self.generation,
            expanded: BTreeSet::from([0]),
            speed: self.speed,
            show_finished: self.show_finished,
            // The score of the position shown starts again; the whole score goes on.
            predict: Predict {
                on: self.predict.on,
                right: self.predict.right,
                made: self.predict.made,
                answered,
                ..Predict::default()
            },
            suggested: self.suggested,
            ..Explorer::default()
        };
        if let Some(step) = step {
            self.go_to(step);
        }
    }

    /// The explorer as it was saved: its switches, speed and score now, its search, step and the
    /// questions answered there once recorded again.
    pub(super) fn from_place(place: &ExplorerPlace) -> Explorer {
        let request = Request {
            board: place.board,
            rung: place.rung,
            follows_game: place.follows_game,
        };
        let [right, made] = place.predictions;
        Explorer {
            speed: Speed::ALL.get(usize::from(place.speed)).copied().unwrap_or_default(),
            show_finished: place.show_finished,
            predict: Predict {
                on: place.predict,
                right: right.min(made),
                made,
                ..Predict::default()
            },
            restored: Some((
                request,
                place.step as usize,
                place.answered.iter().copied().map(Answered::of_saved).collect(),
            )),
            ..Explorer::default()
        }
    }

    /// Where the explorer is, to be saved.
    pub fn place(&self) -> ExplorerPlace {
        let wanted = self.wanted();
        let (step, answered) = match &self.restored {
            Some((_, step, answered)) => (*step, answered),
            None => (self.step, &self.predict.answered),
        };
        ExplorerPlace {
            board: wanted.board,
            rung: wanted.rung,
            follows_game: wanted.follows_game,
            step: step as u32,
            speed: Speed::ALL.iter().position(|&s| s == self.speed).unwrap_or(1) as u8,
            predict: self.predict.on,
            show_finished: self.show_finished,
            predictions: [self.predict.right, self.predict.made],
            answered: answered.iter().map(|a| a.saved()).collect(),
        }
    }

    /// The root and search of the recording shown (alpha-beta from the empty board before any).
    pub fn shown(&self) -> Request {
        self.recording.as_ref().map_or_else(Request::default, |r| r.request)
    }

    /// The root and search shown, or being recorded to be shown next, or saved last time and not
    /// yet recorded again.
    pub fn wanted(&self) -> Request {
        match (self.requested, &self.recording, &self.restored) {
            (Some(requested), _, _) => requested,
            (None, None, Some((restored, ..))) => *restored,
            _ => self.shown(),
        }
    }

    /// What the window shows of node `id` at the current step: all of it once the program has
    /// returned from it, or always when the finished search is asked for.
    pub fn known(&self, id: NodeId) -> Known {
        match (&self.recording, self.show_finished) {
            (Some(recording), false) => recording.timeline.at(id, self.step),
            _ => Known::Done,
        }
    }

    /// How many positions the program has visited by the current step.
    pub fn visited_so_far(&self) -> usize {
        self.recording.as_ref().map_or(0, |r| {
            r.steps.calls().partition_point(|call| call.step as usize <= self.step)
        })
    }

    /// How many steps the program takes.
    pub fn step_count(&self) -> usize {
        self.recording.as_ref().map_or(0, |r| r.steps.steps().len())
    }

    /// Goes to step `step` as Next and the steps running on their own do: with Predict on, a step
    /// that reveals what the learner is to predict waits for the prediction instead, the question
    /// waiting for it if one does (the loop's, once answered, is not asked again before the value); not
    /// while the finished search shows, whose answers are on screen.
    pub(super) fn step_to(&mut self, step: usize) {
        let first = self
            .recording
            .as_ref()
            .and_then(|r| predict::questions_before(&r.steps, step).first().copied());
        let asking = self.predict.on && !self.show_finished;
        let waiting = self.predict.question.is_some_and(|(at, _)| at == step);
        match first {
            Some(_) if asking && waiting => self.running = None,
            Some(asked) if asking && step == self.step + 1 => {
                self.predict.question = Some((step, asked));
                self.running = None;
            }
            _ => self.go_to(step),
        }
    }

    /// Takes the learner's prediction, and reveals the step it was about.
    pub(super) fn predicted(&mut self, guess: Guess) {
        let Some(recording) = self.recording.clone() else {
            return;
        };
        if let Some(step) = self.predict.answer(&recording.steps, guess) {
            self.go_to(step);
        }
    }

    /// The next small position to suggest for predicting: one of those with 3 to 5 empty cells,
    /// another each time.
    pub(super) fn suggest(&mut self) -> Board {
        let small: Vec<Board> = positions::unfinished()
            .into_iter()
            .filter(|board| (3..=5).contains(&board.empty_cells().len()))
            .collect();
        self.suggested += 1;
        small[(self.suggested * 997) % small.len()]
    }

    /// Goes to step `step` (the last if past it): its call's node is selected, and the tree shows
    /// only the path to it open, and the call's own row, so the current row is never lost among
    /// branches passed and the moves it tries (and those a cut leaves out) show under it.
    pub(super) fn go_to(&mut self, step: usize) {
        let Some(recording) = self.recording.clone() else {
            return;
        };
        let Some(last) = recording.steps.steps().len().checked_sub(1) else {
            return;
        };
        self.step = step.min(last);
        self.predict.question = None;
        let call = recording.steps.steps()[self.step].call as usize;
        if let Some(&id) = recording.visits.get(call) {
            self.show_node(id);
        }
        if self.step == last {
            self.running = None;
        }
    }

    /// Selects a node of the tree and opens it and the rows above it, closing every other.
    fn show_node(&mut self, id: NodeId) {
        let Some(recording) = &self.recording else {
            return;
        };
        if id as usize >= recording.trace.nodes().len() {
            return;
        }
        self.expanded = recording.trace.path(id).into_iter().collect();
        self.expanded.insert(0);
        self.selected = id;
        self.replaying = None;
    }

    /// Selects a node clicked in the tree and takes the program to it: to its call, or for a move
    /// never searched, to the cut that left it out. The rows opened by hand stay open.
    pub(super) fn select(&mut self, id: NodeId) {
        let Some(recording) = self.recording.clone() else {
            return;
        };
        let Recording {
            trace, steps, visits, ..
        } = &*recording;
        if id as usize >= trace.nodes().len() {
            return;
        }
        let path = trace.path(id);
        self.expanded.extend(&path[..path.len() - 1]);
        self.selected = id;
        self.replaying = None;
        self.running = None;
        self.predict.question = None;
        self.step = match visits.binary_search(&id) {
            Ok(call) => steps.calls()[call].step as usize,
            // A pruned move: its parent's cut, the first cut step of the parent's call.
            Err(_) => {
                let parent = trace.node(id).parent.unwrap_or(0);
                let call = visits.binary_search(&parent).unwrap_or(0);
                let from = steps.calls()[call].step as usize;
                steps.steps()[from..]
                    .iter()
                    .position(|s| s.call as usize == call && matches!(s.event, Event::Cut { .. }))
                    .map_or(from, |at| from + at)
            }
        };
    }

    /// Replays node `id`'s line from `now`, once the program has returned from it, leaving the program
    /// where it is.
    pub(super) fn replay_line(&mut self, id: NodeId, now: Instant) {
        if self.known(id) == Known::Done
            && self
                .recording
                .as_ref()
                .is_some_and(|r| r.trace.nodes().len() > id as usize)
        {
            self.replaying = Some((id, now));
        }
    }

    /// The step of the next call after the current step (by position), or the last step.
    pub fn next_call(&self) -> usize {
        let Some(steps) = self.recording.as_ref().map(|r| &r.steps) else {
            return 0;
        };
        let after = &steps.steps()[(self.step + 1).min(steps.steps().len())..];
        after
            .iter()
            .position(|s| matches!(s.event, Event::Call { .. }))
            .map_or(steps.steps().len().saturating_sub(1), |at| self.step + 1 + at)
    }

    /// Back by one position: the start of the current step's call, or, at that start already, the
    /// call before it (the first step at the first call).
    pub fn previous_call(&self) -> usize {
        let Some(steps) = self.recording.as_ref().map(|r| &r.steps) else {
            return 0;
        };
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
