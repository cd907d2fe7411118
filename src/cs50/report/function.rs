//! One function's findings: its counts, its smallest failure and the other kinds, what they have in
//! common, and what was found of them (whose fault, a fresh Python's answer, the learner's own search).

use bincode::{Decode, Encode};

use super::super::calls::Function;
use super::super::change::ToChange;
use super::super::culprit::Analysis;
use super::super::judge::{Failure, Got, Why};
use super::super::pattern::Pattern;
use super::super::tally::{FunctionTally, NotCalledAgain};
use crate::board::Board;

/// The failing call made again in a fresh Python: what it answered there, when that differs.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct Fresh {
    /// What the fresh Python returned (or raised).
    pub got: Got,
    /// Why that matters, when it is wrong and that is not plain.
    pub why: Option<Why>,
    /// Whether that is right: then the code keeps state between calls.
    pub right: bool,
}

/// A kind of failure other than the smallest's, on its own smallest board.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct Other {
    pub failure: Failure,
    /// How many failures are of this kind; `None` for another mistake of `minimax`'s search, whose
    /// failures are not all traced.
    pub count: Option<usize>,
    /// The line of the learner's file it returned from or raised at.
    pub line: Option<u32>,
    /// The line of the learner's file to change, where it can be found.
    pub change: Option<ToChange>,
    /// For another mistake of `minimax`'s search: that search, traced and judged.
    pub search: Option<Analysis>,
}

/// What the failures of a function together say, when one failure alone would mislead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Note {
    /// `result` raised on every move, the legal ones too.
    NeverReturnedBoard,
}

/// The most kinds of failure shown besides the smallest failure's.
pub const OTHER_KINDS: usize = 3;

/// One function's findings.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct FunctionReport {
    /// The function.
    pub function: Function,
    /// Whether the file lacks the function: it fails, and nothing is called.
    pub missing: bool,
    /// Calls judged (for every function but `result`, one per board).
    pub checked: usize,
    /// Calls whose answer was right.
    pub passed: usize,
    /// The failure on the smallest board: fewest empty cells.
    pub failure: Option<Failure>,
    /// Each other kind of failure (see `Failure::kind`) on its own smallest board, the smallest first.
    pub others: Vec<Other>,
    /// What every failure has in common, when that tells something.
    pub pattern: Option<Pattern>,
    /// What the failures together say, when one failure alone would mislead.
    pub note: Option<Note>,
    /// Why the function was not called again, if it was stopped.
    pub stopped: Option<NotCalledAgain>,
    /// The failing function whose right version makes this one's failures right: fix it first.
    pub because_of: Option<Function>,
    /// The failing function this one is right only with, as it is right only with this one: they depend
    /// on each other through state kept between calls.
    pub tied_to: Option<Function>,
    /// The line of the learner's file the failure shown returned from or raised at.
    pub line: Option<u32>,
    /// The line of the learner's file to change for it, where it can be found.
    pub change: Option<ToChange>,
    /// What a fresh Python answered to the failing call, when that differs.
    pub fresh: Option<Fresh>,
    /// For `minimax`: its own search on the failing board, traced and judged.
    pub search: Option<Analysis>,
}

impl FunctionReport {
    /// The findings of a tally, before the analyses that follow: the smallest failure, its pattern, and
    /// the notes the failures together give. `boards` are every board checked.
    pub fn from_tally(function: Function, tally: &FunctionTally, boards: &[Board]) -> FunctionReport {
        let checked: Vec<Board> = boards
            .iter()
            .copied()
            .filter(|board| function.is_called_on(*board))
            .collect();
        let never_returned = function == Function::Result
            && !tally.failures.is_empty()
            && tally.boards_returned == 0
            && tally.raised_on_empty > 0
            && !tally.lost;
        FunctionReport {
            function,
            missing: false,
            checked: tally.checked,
            passed: tally.passed,
            failure: tally.smallest().map(|failed| failed.failure.clone()),
            others: tally
                .kinds()
                .into_iter()
                .skip(1)
                .take(OTHER_KINDS)
                .map(|(failed, count)| Other {
                    failure: failed.failure.clone(),
                    count: Some(count),
                    line: failed.failure.raised_line(),
                    change: None,
                    search: None,
                })
                .collect(),
            pattern: Pattern::of(&tally.failing_boards(), &checked),
            note: never_returned.then_some(Note::NeverReturnedBoard),
            stopped: tally.stopped.clone(),
            because_of: None,
            tied_to: None,
            line: None,
            change: None,
            fresh: None,
            search: None,
        }
    }

    /// Names no line of this function to change when its failures come from another function's (it is
    /// right once that one is): the line to change is there.
    pub fn no_change_where_another_is_first(&mut self) {
        if self.because_of.is_some() || self.tied_to.is_some() {
            self.change = None;
            for other in &mut self.others {
                other.change = None;
            }
        }
    }

    /// Whether every call was right and none was cut short.
    pub fn ok(&self) -> bool {
        // A call that got no answer counts as failed, so a stopped function never passes.
        self.passed == self.checked && !self.missing
    }

    /// How many calls failed.
    pub fn failures(&self) -> usize {
        self.checked - self.passed
    }

    /// Whether every kind of failure it has is the file's reach into the checker: nothing of its own
    /// to fix.
    pub fn fails_only_by_reach(&self) -> bool {
        let reached = |failure: &Failure| matches!(failure.got, Got::Reached(_));
        self.failure.as_ref().is_some_and(reached) && self.others.iter().all(|other| reached(&other.failure))
    }
}
