//! Each function's tally as the calls come back: the calls judged and passed, every failure (so the
//! smallest can be shown and their pattern told), and when to stop calling a function that fails the
//! same costly way again and again, or got no reply at all.

use super::calls::{Call, Function};
use super::harness::Lost;
use super::judge::{self, Expense, Failure, Judging, Kind};
use super::protocol::{Answer, Reply};
use crate::board::Board;

/// How many calls may fail the same costly way before a function is not called again: enough to be sure
/// it is not one unlucky board, few enough that a file failing every call slowly ends soon.
pub const SAME_FAILURES: u32 = 20;

/// A call that failed, and how.
#[derive(Clone, Debug)]
pub struct Failed {
    /// The call.
    pub call: Call,
    /// What it got and what was expected.
    pub failure: Failure,
    /// Whether it returned something (rather than raise, or get no reply).
    pub returned: bool,
    /// Whether it cost much to reach (out of memory, too deep): not worth making again.
    pub costly: bool,
}

/// One function's tally.
#[derive(Clone, Debug, Default)]
pub struct FunctionTally {
    /// Calls judged.
    pub checked: usize,
    /// Calls whose answer was right.
    pub passed: usize,
    /// Every call that failed, in the order they came back.
    pub failures: Vec<Failed>,
    /// The costly failures so far, by how they failed: out of memory, too deep.
    costly: [u32; 2],
    /// Why the function is not called again, if it is not.
    pub stopped: Option<Stopped>,
    /// Whether a call got no reply (it hung, or Python died): its failures cost too much to retry.
    pub lost: bool,
    /// How many calls of `result` on an empty cell returned a board.
    pub boards_returned: usize,
    /// How many calls of `result` on an empty cell raised.
    pub raised_on_empty: usize,
}

/// Why a function is not called again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// This many calls each failed this costly way.
    Costly(u32, Expense),
    /// A call got no reply.
    Lost(Lost),
}

/// Every function's tally.
#[derive(Debug)]
pub struct Tally {
    judging: Judging,
    /// One per function, in `Function::ALL` order.
    pub functions: Vec<FunctionTally>,
    /// The `minimax` call that took longest: one that timed out, else the slowest that returned.
    pub slowest: Option<Slowest>,
}

/// The `minimax` call that took longest.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slowest {
    pub board: Board,
    /// How long it took, as Python measured it; for a call that timed out, its limit.
    pub seconds: f64,
    /// Whether it returned (else it timed out).
    pub finished: bool,
}

impl Tally {
    /// Nothing counted yet.
    pub fn new(judging: Judging) -> Tally {
        Tally {
            judging,
            functions: vec![FunctionTally::default(); Function::ALL.len()],
            slowest: None,
        }
    }

    /// Whether `function` is still called.
    pub fn calling(&self, function: Function) -> bool {
        self.functions[function.index()].stopped.is_none()
    }

    /// Counts a call's reply.
    pub fn reply(&mut self, call: &Call, reply: &Reply) {
        if let Some(seconds) = reply.seconds
            && self
                .slowest
                .is_none_or(|slowest| slowest.finished && seconds > slowest.seconds)
        {
            self.slowest = Some(Slowest {
                board: call.board,
                seconds,
                finished: true,
            });
        }
        let tally = &mut self.functions[call.function.index()];
        if call.function == Function::Result && call.cell().is_some_and(|cell| call.board.get(cell).is_none()) {
            match reply.answer {
                Answer::Returned(_) => tally.boards_returned += 1,
                Answer::Raised(_) => tally.raised_on_empty += 1,
            }
        }
        let verdict = judge::judge(call, reply, self.judging);
        tally.checked += 1;
        match verdict {
            Ok(()) => tally.passed += 1,
            Err(failure) => {
                tally.failures.push(Failed {
                    call: *call,
                    failure: *failure,
                    returned: matches!(reply.answer, Answer::Returned(_)),
                    costly: Expense::of(reply).is_some(),
                });
                if let Some(expense) = Expense::of(reply) {
                    let costly = &mut tally.costly[expense as usize];
                    *costly += 1;
                    if *costly >= SAME_FAILURES && tally.stopped.is_none() {
                        tally.stopped = Some(Stopped::Costly(*costly, expense));
                    }
                }
            }
        }
    }

    /// Counts a call that got no reply: it fails, and its function is not called again.
    pub fn lost(&mut self, call: &Call, lost: &Lost) {
        // Of the searches that timed out, the largest, whichever Python answered first.
        let larger = |board: Board, than: Board| {
            (board.empty_cells().len(), std::cmp::Reverse(board.number()))
                > (than.empty_cells().len(), std::cmp::Reverse(than.number()))
        };
        if let (Function::Minimax, Lost::TimedOut(limit)) = (call.function, lost)
            && self
                .slowest
                .is_none_or(|slowest| slowest.finished || larger(call.board, slowest.board))
        {
            self.slowest = Some(Slowest {
                board: call.board,
                seconds: limit.as_secs_f64(),
                finished: false,
            });
        }
        let failure = judge::lost(call, lost, self.judging);
        let tally = &mut self.functions[call.function.index()];
        tally.checked += 1;
        tally.failures.push(Failed {
            call: *call,
            failure,
            returned: false,
            costly: true,
        });
        tally.lost = true;
        tally.stopped.get_or_insert_with(|| Stopped::Lost(lost.clone()));
    }
}

impl FunctionTally {
    /// The failure with the fewest empty cells (among those, the lowest board number, then action): its
    /// board is the smallest to look at, and its steps the shortest to read. The same whatever order the
    /// Pythons answered in.
    pub fn smallest(&self) -> Option<&Failed> {
        self.failures.iter().min_by_key(|failed| smallness(&failed.call))
    }

    /// The smallest failure of each kind (see `Failure::kind`) with how many failures are of that kind,
    /// the smallest of all first.
    pub fn kinds(&self) -> Vec<(&Failed, usize)> {
        let mut kinds: Vec<(Kind, &Failed, usize)> = Vec::new();
        for failed in &self.failures {
            let kind = failed.failure.kind();
            match kinds.iter_mut().find(|(seen, ..)| *seen == kind) {
                Some((_, smallest, count)) => {
                    *count += 1;
                    if smallness(&failed.call) < smallness(&smallest.call) {
                        *smallest = failed;
                    }
                }
                None => kinds.push((kind, failed, 1)),
            }
        }
        kinds.sort_by_key(|(_, smallest, _)| smallness(&smallest.call));
        kinds
            .into_iter()
            .map(|(_, smallest, count)| (smallest, count))
            .collect()
    }

    /// The failures, the smallest first, at most `most` of them.
    pub fn smallest_failures(&self, most: usize) -> Vec<&Failed> {
        let mut failures: Vec<&Failed> = self.failures.iter().collect();
        failures.sort_by_key(|failed| smallness(&failed.call));
        failures.truncate(most);
        failures
    }

    /// The failing calls, the smallest first, at most `most` of them.
    pub fn smallest_calls(&self, most: usize) -> Vec<Call> {
        self.smallest_failures(most)
            .into_iter()
            .map(|failed| failed.call)
            .collect()
    }

    /// The boards of every failure.
    pub fn failing_boards(&self) -> Vec<Board> {
        self.failures.iter().map(|failed| failed.call.board).collect()
    }
}

/// How small a call's board is to look at: the fewest empty cells, then the lowest board number and
/// action, so the order is the same whatever order the Pythons answered in.
fn smallness(call: &Call) -> (usize, usize, Option<(i32, i32)>) {
    (
        call.board.empty_cells().len() as usize,
        call.board.number(),
        call.action,
    )
}

impl Tally {
    /// How calls are judged.
    pub fn judging(&self) -> Judging {
        self.judging
    }
}
