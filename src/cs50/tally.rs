//! Each function's tally as the calls come back: the calls judged and passed, every failure (so the
//! smallest can be shown and their pattern told), and when to stop calling a function that fails the
//! same costly way again and again, or got no reply at all.

use bincode::{Decode, Encode};

use super::calls::{Call, Function};
use super::harness::Lost;
use super::judge::{self, Expense, Failure, Got, Judging, Kind, Why};
use super::protocol::{Answer, Grid, Reach, Reply, Value};
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
    pub stopped: Option<NotCalledAgain>,
    /// Whether a call got no reply (it hung, or Python died): its failures cost too much to retry.
    pub lost: bool,
    /// How many calls of `result` on an empty cell returned a board.
    pub boards_returned: usize,
    /// How many calls of `result` on an empty cell raised.
    pub raised_on_empty: usize,
}

/// Why a function is not called again.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum NotCalledAgain {
    /// This many calls each failed this costly way.
    Costly(u32, Expense),
    /// A call got no reply.
    Lost(Lost),
    /// A search on a board of this many empty cells took too long: boards as large or larger are not
    /// searched again, the smaller ones still are, so a mistake besides slowness still shows.
    Slow { empty: usize, lost: Lost },
}

/// Which calls of a function are still made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Calling {
    All,
    /// Those on boards with fewer empty cells than this.
    Below(usize),
    None,
}

impl Calling {
    /// Whether the call is still made.
    pub fn covers(self, call: &Call) -> bool {
        match self {
            Calling::All => true,
            Calling::Below(empty) => (call.board.empty_cells().len() as usize) < empty,
            Calling::None => false,
        }
    }
}

/// Every function's tally.
#[derive(Debug)]
pub struct Tally {
    judging: Judging,
    /// One per function, in `Function::ALL` order.
    pub functions: Vec<FunctionTally>,
    /// The `minimax` call that took longest: one that timed out, else the slowest that returned.
    pub slowest: Option<Slowest>,
    /// The first reach of the learner's code into the checker a reply told of, if one did.
    pub reached: Option<Reach>,
}

/// The `minimax` call that took longest.
#[derive(Clone, Copy, Debug, PartialEq, Encode, Decode)]
pub struct Slowest {
    pub board: Board,
    /// How long it took: the CPU time it spent, as the checker measured it; for a call that timed out,
    /// its limit.
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
            reached: None,
        }
    }

    /// Which calls of `function` are still made.
    pub fn calling(&self, function: Function) -> Calling {
        match self.functions[function.index()].stopped {
            None => Calling::All,
            Some(NotCalledAgain::Slow { empty, .. }) => Calling::Below(empty),
            Some(_) => Calling::None,
        }
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
        if let Answer::Reached(reach) = reply.answer {
            self.reached.get_or_insert(reach);
        }
        let tally = &mut self.functions[call.function.index()];
        if call.function == Function::Result && call.cell().is_some_and(|cell| call.board.get(cell).is_none()) {
            match reply.answer {
                Answer::Returned(_) => tally.boards_returned += 1,
                Answer::Raised(_) => tally.raised_on_empty += 1,
                Answer::Reached(_) => {}
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
                        tally.stopped = Some(NotCalledAgain::Costly(*costly, expense));
                    }
                }
            }
        }
    }

    /// Counts a call that got no reply: it fails, and its function is not called again; a search that
    /// took too long, not again on a board as large or larger.
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
        let empty = call.board.empty_cells().len() as usize;
        let slow = matches!(lost, Lost::TimedOut(_) | Lost::Waited(_)) && call.function == Function::Minimax;
        tally.stopped = match tally.stopped.take() {
            None if slow => Some(NotCalledAgain::Slow {
                empty,
                lost: lost.clone(),
            }),
            Some(NotCalledAgain::Slow { empty: before, .. }) if slow && empty < before => Some(NotCalledAgain::Slow {
                empty,
                lost: lost.clone(),
            }),
            None => Some(NotCalledAgain::Lost(lost.clone())),
            kept => kept,
        };
    }
}

impl FunctionTally {
    /// The failure with the fewest empty cells (among those, the lowest board number, then action): its
    /// board is the smallest to look at, and its steps the shortest to read. The same whatever order the
    /// Pythons answered in.
    pub fn smallest(&self) -> Option<&Failed> {
        self.failures.iter().min_by_key(|failed| smallness(failed))
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
                    if smallness(failed) < smallness(smallest) {
                        *smallest = failed;
                    }
                }
                None => kinds.push((kind, failed, 1)),
            }
        }
        kinds.sort_by_key(|(_, smallest, _)| smallness(smallest));
        kinds
            .into_iter()
            .map(|(_, smallest, count)| (smallest, count))
            .collect()
    }

    /// The failures, the smallest first, at most `most` of them.
    pub fn smallest_failures(&self, most: usize) -> Vec<&Failed> {
        let mut failures: Vec<&Failed> = self.failures.iter().collect();
        failures.sort_by_key(|failed| smallness(failed));
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

/// How small a failure's board is to look at: the fewest empty cells, then the lowest board number and
/// action, so the order is the same whatever order the Pythons answered in; but first one whose
/// mistake shows on its board (a write off the board that lands on a cell holding that mark already
/// leaves the board as it was).
fn smallness(failed: &Failed) -> (bool, usize, usize, Option<(i32, i32)>) {
    let call = &failed.call;
    let unseen = matches!(
        (&failed.failure.why, &failed.failure.got),
        (Some(Why::OffBoard(_)), Got::Returned(Value::Board(grid))) if *grid == Grid::of(call.board)
    );
    (
        unseen,
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
