//! What can happen in the Engines tab: a person's request, and the answers of its work.

use crate::board::Board;
use crate::engines::{Decision, Rung, Verification};

/// A request in the Engines tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Which position the tab works on: one of its own, or (`None`) the game's board.
    SetPosition(Option<Board>),
    /// Run every engine on the tab's position.
    Compare,
    /// Run every rung of the enhancement ladder on the tab's position.
    RunLadder,
    /// Run every search on every unfinished position, against the table.
    Verify,
    /// Stop the verification early, keeping what it found so far.
    StopVerify,
}

/// What the tab's background work hands back.
#[derive(Debug)]
pub enum Answer {
    /// Every engine on one board.
    Comparison(Board, Vec<Decision>),
    /// Every search on every unfinished position.
    Verification(Verification),
    /// Every rung of the ladder on one board.
    Ladder(Board, [Decision; Rung::LADDER.len()]),
}
