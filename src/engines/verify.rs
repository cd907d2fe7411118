//! "Verify table": every search the explorer offers (the course's two, and the project's five) on every
//! unfinished position, each answer held against the table (the course's on the outcome alone). The positions come from walking the game, not from the table, so a missing entry shows.

use std::time::Duration;

use super::{Decision, Engine, Rung};
use crate::board::{Board, positions};

/// The searches a verification runs, in order: every rung, as the explorer offers them.
pub const SEARCHES: [Engine; Rung::ALL.len()] = {
    let mut searches = [Engine::Table; Rung::ALL.len()];
    let mut at = 0;
    while at < Rung::ALL.len() {
        searches[at] = Engine::Search(Rung::ALL[at]);
        at += 1;
    }
    searches
};

/// How one search fared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checks {
    /// Positions searched.
    pub checked: usize,
    /// Answers that were the table's.
    pub agreed: usize,
    /// Positions visited over all the searches.
    pub nodes: u64,
    /// Time spent searching.
    pub elapsed: Duration,
}

/// What a verification found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verification {
    /// How many positions there are to check.
    pub total: usize,
    /// Per search, in the order of `SEARCHES`.
    pub checks: [Checks; SEARCHES.len()],
    /// Every answer that is not the table's.
    pub disagreements: Vec<Decision>,
    /// Whether it was stopped before the end.
    pub cancelled: bool,
}

impl Verification {
    /// Whether every position was checked and every answer agreed.
    pub fn passed(&self) -> bool {
        !self.cancelled && self.disagreements.is_empty() && self.checks.iter().all(|c| c.checked == self.total)
    }

    /// Counts one search's answer, keeping it if it is not the table's.
    pub fn count(&mut self, decision: Decision) {
        let Some(at) = SEARCHES.iter().position(|&engine| engine == decision.engine) else {
            return;
        };
        let checks = &mut self.checks[at];
        checks.checked += 1;
        checks.nodes += decision.nodes;
        checks.elapsed += decision.elapsed;
        if decision.agrees {
            checks.agreed += 1;
        } else {
            self.disagreements.push(decision);
        }
    }
}

/// Runs every search on every unfinished position. After each position `keep_going(done, total)`
/// is asked whether to go on, so a caller can show progress and cancel.
pub fn verify(mut keep_going: impl FnMut(usize, usize) -> bool) -> Verification {
    verify_positions(&positions::unfinished(), &mut keep_going)
}

/// Runs every search on the given positions.
pub fn verify_positions(boards: &[Board], keep_going: &mut impl FnMut(usize, usize) -> bool) -> Verification {
    let mut report = Verification {
        total: boards.len(),
        ..Verification::default()
    };
    for (done, &board) in boards.iter().enumerate() {
        for engine in SEARCHES {
            report.count(engine.decide(board));
        }
        if !keep_going(done + 1, boards.len()) {
            report.cancelled = done + 1 < boards.len();
            break;
        }
    }
    report
}
