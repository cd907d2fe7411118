//! What a background job hands back to the state.

use crate::app::{code, engines};
use crate::lang::Said;
use crate::opponents::Choice;

use super::explorer::Recording;
use super::learner::LearnerAnswer;
use super::your_search::YourTrace;

/// What a background job hands back.
#[derive(Debug)]
pub enum Answer {
    /// The computer's move, from a live search.
    ComputerMove(Choice),
    /// The Engines tab's work.
    Engines(engines::Answer),
    /// A search recorded for the explorer; `None` when the recording was stopped before it ended.
    Recording(Option<Recording>),
    /// The session written to its file, or why it could not be.
    Saved(Result<(), Said>),
    /// The Your code tab's check.
    Code(code::Answer),
    /// The learner's `minimax` asked for a move.
    LearnerMove(Box<LearnerAnswer>),
    /// The learner's `minimax` traced beside the course's search.
    YourSearch(Box<YourTrace>),
}
