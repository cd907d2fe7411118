//! A search recorded step by step, as its pseudocode runs: every call with its window, the terminal
//! test, each action tried, each value returned and `v` updated, each rise of α or fall of β, each cut
//! with the actions never tried, each answer from a transposition table, each return. The recorder
//! is an observer, so the steps are what the search did, never a retelling of it.

use super::Algorithm;
use super::pseudocode::{EventKind, Pseudocode, function_name};
use super::{Bound, Cut, Observer, Score, Scoring, SearchResult};
use crate::board::{Board, Cell, Player};
use crate::lang::Lang;

/// One call of the search: a position visited, in the order the search reached them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    /// The position.
    pub board: Board,
    /// The action that led here from the caller; `None` for the root.
    pub cell: Option<Cell>,
    /// Calls below the root: 0 for the root.
    pub depth: u8,
    /// The window `(α, β)` it was called with; `None` for plain minimax.
    pub window: Option<(Score, Score)>,
    /// The index of its `call` step.
    pub step: u32,
    /// The index of the caller's `try` step that made this call; `None` for the root.
    pub caller: Option<u32>,
}

impl Call {
    /// The side to move: X runs Max-Value, O Min-Value (a finished board goes to the function of
    /// the side whose turn it would be).
    pub fn player(&self) -> Player {
        self.board.next_player()
    }
}

/// What happened at a step, with what it has to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The call starts, its actions to be searched within the window `(α, β)` (none for plain
    /// minimax).
    Call {
        /// The window it was given.
        window: Option<(Score, Score)>,
    },
    /// The board is finished: `v` is its score.
    Terminal {
        /// The finished board's score.
        score: Score,
    },
    /// A transposition table answered the call.
    Remembered {
        /// The score stored.
        score: Score,
        /// Whether it is exact or a bound.
        bound: Bound,
    },
    /// An action is about to be searched.
    Try {
        /// The action.
        action: Cell,
    },
    /// The action's call returned `child`, and `v` took it in.
    Value {
        /// What the action's call returned.
        child: Score,
        /// The call's value after taking it in.
        v: Score,
    },
    /// α rose (X's call).
    Alpha {
        /// α after it rose.
        alpha: Score,
    },
    /// β fell (O's call).
    Beta {
        /// β after it fell.
        beta: Score,
    },
    /// The loop ended before its last action.
    Cut {
        /// Why.
        reason: Cut,
        /// The actions never tried, in the order they would have been.
        rest: Rest,
    },
    /// The call returns `v`.
    Return {
        /// What it returns.
        score: Score,
        /// Whether that is exact or a bound.
        bound: Bound,
    },
}

impl Event {
    /// The kind of event, which names its line of the pseudocode.
    pub fn kind(self) -> EventKind {
        match self {
            Event::Call { .. } => EventKind::Call,
            Event::Terminal { .. } => EventKind::Terminal,
            Event::Remembered { .. } => EventKind::Remembered,
            Event::Try { .. } => EventKind::Try,
            Event::Value { .. } => EventKind::Value,
            Event::Alpha { .. } => EventKind::Alpha,
            Event::Beta { .. } => EventKind::Beta,
            Event::Cut { .. } => EventKind::Cut,
            Event::Return { .. } => EventKind::Return,
        }
    }
}

/// Up to eight actions in order, packed four bits each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rest {
    places: u32,
    len: u8,
}

impl Rest {
    fn push(&mut self, cell: Cell) {
        self.places |= (cell.place() as u32) << (4 * self.len);
        self.len += 1;
    }

    /// The actions, in order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..self.len).filter_map(move |at| Cell::at(((self.places >> (4 * at)) & 0xf) as usize))
    }
}

/// One step: an event of one call, the pseudocode line it executes, and that call's values after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// What happened.
    pub event: Event,
    /// The line of the pseudocode it executes, from 1.
    pub line: u8,
    /// The index of the call it belongs to.
    pub call: u32,
    /// The call's α after the step; `None` for plain minimax.
    pub alpha: Option<Score>,
    /// The call's β after the step; `None` for plain minimax.
    pub beta: Option<Score>,
    /// The call's `v` after the step; `None` while it is still −∞ for X or +∞ for O.
    pub v: Option<Score>,
    /// The action the call is trying or tried last; `None` before its first.
    pub action: Option<Cell>,
}

/// A whole search, step by step.
#[derive(Clone, Debug)]
pub struct Steps {
    algorithm: Algorithm,
    pseudocode: Pseudocode,
    steps: Vec<Step>,
    calls: Vec<Call>,
}

impl Steps {
    /// Records the search `run` makes, whose pseudocode is `algorithm`'s, and returns what it found
    /// with its steps.
    pub fn record(algorithm: Algorithm, run: impl FnOnce(&mut Recorder) -> SearchResult) -> (SearchResult, Steps) {
        let mut recorder = Recorder::new(algorithm);
        let found = run(&mut recorder);
        (found, recorder.finish())
    }

    /// The pseudocode the steps name lines of.
    pub fn pseudocode(&self) -> &Pseudocode {
        &self.pseudocode
    }

    /// Every step, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Every call, in the order the search made them.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The call a step belongs to.
    pub fn call_of(&self, step: &Step) -> &Call {
        &self.calls[step.call as usize]
    }

    /// The call stack at step `at`, from the root to the call the step belongs to: each call with
    /// the index of its last step so far (its values are that step's).
    pub fn stack(&self, at: usize) -> Vec<(&Call, &Step)> {
        let mut stack = Vec::new();
        let mut step = at.min(self.steps.len().saturating_sub(1));
        while let Some(found) = self.steps.get(step) {
            let call = &self.calls[found.call as usize];
            stack.push((call, found));
            match call.caller {
                Some(caller) => step = caller as usize,
                None => break,
            }
        }
        stack.reverse();
        stack
    }

    /// What a step did, for people, in `lang`: "Min-Value(XXOOOXX.., α -10, β +10)", "try 1,2",
    /// "v = +0 ≥ β = +0: cut, never tried 2,1".
    pub fn describe(&self, step: &Step, lang: Lang) -> String {
        let call = self.call_of(step);
        let none = lang.pick("none", "无");
        let v = step.v.map_or(none.to_string(), Score::signed);
        match step.event {
            Event::Call { window } => {
                let function = function_name(call.player());
                match window {
                    Some((alpha, beta)) => {
                        format!("{function}({}, α {}, β {})", call.board, alpha.signed(), beta.signed())
                    }
                    None => format!("{function}({})", call.board),
                }
            }
            Event::Terminal { score } => {
                let words = score.words(call.board, lang);
                lang.pick(
                    format!("terminal: v = {v} ({words})"),
                    format!("终局：v = {v}（{words}）"),
                )
            }
            Event::Remembered { score, bound } => {
                let (kind, says) = (bound.words(lang), bound.says(score, call.board, lang));
                lang.pick(
                    format!("remembered: v = {v}, {kind}: {says}"),
                    format!("取自置换表：v = {v}，{kind}：{says}"),
                )
            }
            Event::Try { action } => lang.pick(format!("try {action}"), format!("尝试 {action}")),
            Event::Value { child, .. } => {
                let child = child.signed();
                lang.pick(format!("returned {child}: v = {v}"), format!("返回 {child}：v = {v}"))
            }
            Event::Alpha { alpha } => format!("α = {}", alpha.signed()),
            Event::Beta { beta } => format!("β = {}", beta.signed()),
            Event::Cut { reason, rest } => {
                let bound = |bound: Option<Score>| bound.map_or(none.to_string(), Score::signed);
                let why = match reason {
                    Cut::WinsAtOnce => lang.pick(format!("v = {v} wins at once"), format!("v = {v} 立即获胜")),
                    Cut::Beta => format!("v = {v} ≥ β = {}", bound(step.beta)),
                    Cut::Alpha => format!("v = {v} ≤ α = {}", bound(step.alpha)),
                };
                let never: Vec<String> = rest.cells().map(|cell| cell.to_string()).collect();
                match never.is_empty() {
                    true => lang.pick(
                        format!("{why}: cut, no action left to try"),
                        format!("{why}：剪枝，已没有剩下的动作"),
                    ),
                    false => {
                        let never = never.join(" ");
                        lang.pick(
                            format!("{why}: cut, never tried {never}"),
                            format!("{why}：剪枝，未尝试 {never}"),
                        )
                    }
                }
            }
            Event::Return { score, bound } => {
                let (kind, says) = (bound.words(lang), bound.says(score, call.board, lang));
                lang.pick(
                    format!("return {v} ({kind}: {says})"),
                    format!("返回 {v}（{kind}：{says}）"),
                )
            }
        }
    }

    /// How the search scores a finished game.
    pub fn scoring(&self) -> Scoring {
        self.algorithm.scoring()
    }
}

/// The observer that records the steps.
#[derive(Debug)]
pub struct Recorder {
    steps: Steps,
    /// The calls entered and not yet left, innermost last.
    frames: Vec<Frame>,
}

/// A call under way: its values so far.
#[derive(Debug)]
struct Frame {
    call: u32,
    player: Player,
    alpha: Option<Score>,
    beta: Option<Score>,
    v: Option<Score>,
    action: Option<Cell>,
    /// The kind of the call's step recorded last.
    last: EventKind,
}

impl Recorder {
    /// A recorder for a search whose pseudocode is `algorithm`'s.
    pub fn new(algorithm: Algorithm) -> Recorder {
        Recorder {
            steps: Steps {
                algorithm,
                pseudocode: Pseudocode::of(algorithm),
                steps: Vec::new(),
                calls: Vec::new(),
            },
            frames: Vec::new(),
        }
    }

    /// The steps of the search this recorder heard.
    pub fn finish(self) -> Steps {
        self.steps
    }

    /// Adds a step of the innermost call, after its values have been updated.
    fn step(&mut self, event: Event) {
        let frame = self.frames.last_mut().expect("every step belongs to a call");
        let pseudocode = &self.steps.pseudocode;
        let line = match event {
            Event::Return { .. } => pseudocode.return_line(frame.player, frame.last),
            _ => pseudocode.line_of(frame.player, event.kind()),
        }
        .expect("every event has its line");
        frame.last = event.kind();
        self.steps.steps.push(Step {
            event,
            line,
            call: frame.call,
            alpha: frame.alpha,
            beta: frame.beta,
            v: frame.v,
            action: frame.action,
        });
    }

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("every step belongs to a call")
    }
}

impl Observer for Recorder {
    fn enter(&mut self, board: Board, cell: Option<Cell>, window: Option<(Score, Score)>) {
        let caller = self.frames.last().map(|_| (self.steps.steps.len() - 1) as u32);
        let call = self.steps.calls.len() as u32;
        self.steps.calls.push(Call {
            board,
            cell,
            depth: self.frames.len() as u8,
            window,
            step: self.steps.steps.len() as u32,
            caller,
        });
        self.frames.push(Frame {
            call,
            player: board.next_player(),
            alpha: window.map(|(alpha, _)| alpha),
            beta: window.map(|(_, beta)| beta),
            v: None,
            action: None,
            last: EventKind::Call,
        });
        self.step(Event::Call { window });
    }

    fn terminal(&mut self, score: Score) {
        self.frame().v = Some(score);
        self.step(Event::Terminal { score });
    }

    fn remembered(&mut self, score: Score, bound: Bound) {
        self.frame().v = Some(score);
        self.step(Event::Remembered { score, bound });
    }

    fn try_move(&mut self, cell: Cell) {
        self.frame().action = Some(cell);
        self.step(Event::Try { action: cell });
    }

    fn valued(&mut self, child: Score, v: Score) {
        self.frame().v = Some(v);
        self.step(Event::Value { child, v });
    }

    fn narrowed(&mut self, alpha: Score, beta: Score) {
        let frame = self.frame();
        let (was_alpha, was_beta) = (frame.alpha, frame.beta);
        (frame.alpha, frame.beta) = (Some(alpha), Some(beta));
        if was_alpha != Some(alpha) {
            self.step(Event::Alpha { alpha });
        }
        if was_beta != Some(beta) {
            self.step(Event::Beta { beta });
        }
    }

    fn cut(&mut self, reason: Cut, rest: impl Iterator<Item = Cell>) {
        let mut never = Rest::default();
        rest.for_each(|cell| never.push(cell));
        self.step(Event::Cut { reason, rest: never });
    }

    fn leave(&mut self, score: Score, bound: Bound) {
        self.frame().v = Some(score);
        self.step(Event::Return { score, bound });
        self.frames.pop();
    }
}
