//! What a job is for, and the number that names its request.

/// What a job is for; at most one job of each kind runs at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// A live search choosing the computer's move.
    ComputerMove,
    /// Every engine on the position on the board.
    Compare,
    /// Every search on every unfinished position, against the table.
    Verify,
    /// A search recorded for the explorer.
    Recording,
    /// Every rung of the enhancement ladder on the position on the board.
    Ladder,
    /// The session written to its file.
    Save,
    /// The learner's file checked as check-cs50 checks it.
    Check,
    /// The learner's `minimax` traced for the explorer.
    YourSearch,
}

impl Task {
    /// Every kind of job.
    pub const ALL: [Task; 8] = [
        Task::ComputerMove,
        Task::Compare,
        Task::Verify,
        Task::Recording,
        Task::Ladder,
        Task::Save,
        Task::Check,
        Task::YourSearch,
    ];
}

/// Which request a job answers: a number never used twice, so an answer names its request.
pub type JobId = u64;
