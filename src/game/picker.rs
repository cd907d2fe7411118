//! What picked a computer's move: a level among an engine's findings, or the learner's own `minimax`.

use std::time::Duration;

use crate::opponents::Level;

/// What picked the computer's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picker {
    /// A level of the program's, which may pick weaker than the best on purpose.
    Level(Level),
    /// The learner's own `minimax`, in the time it took by the checker's clock. It picks at no level:
    /// the table judges its move (see [`crate::game::review`]).
    LearnersMinimax {
        /// How long it took to answer.
        elapsed: Duration,
    },
}

impl Picker {
    /// The level that picked; `None` for the learner's `minimax`.
    pub fn level(self) -> Option<Level> {
        match self {
            Picker::Level(level) => Some(level),
            Picker::LearnersMinimax { .. } => None,
        }
    }
}
