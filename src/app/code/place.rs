//! The Your code tab's part of the session, kept between runs.

use std::path::PathBuf;

/// The Your code tab's part of the session: the learner's file, the files opened before (the newest
/// first), and the verdicts of its last check, shown as old until the check made on opening ends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodePlace {
    /// The file open in the tab.
    pub file: Option<PathBuf>,
    /// The files opened before it, the newest first.
    pub recent: Vec<PathBuf>,
    /// How the last check of the open file went.
    pub verdicts: Option<Verdicts>,
}

/// What a check of the learner's file found, in numbers: enough to show it again, marked as old, and to
/// say what a later check changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Verdicts {
    /// Calls passed and checked, for player, actions, result, winner, terminal, utility and minimax.
    pub functions: [[u32; 2]; 7],
    /// check50's checks predicted to pass, and how many it has.
    pub check50: [u32; 2],
}
