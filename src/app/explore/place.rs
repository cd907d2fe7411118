//! Where the explorer was, as the session keeps it between runs.

use crate::board::Board;
use crate::engines::Rung;

/// Where the search explorer was: its position and search, the step of the program, how fast the
/// steps ran, its switches and the learner's score at predicting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplorerPlace {
    /// The position at the root.
    pub board: Board,
    /// The search recorded from it.
    pub rung: Rung,
    /// Whether the root follows the game's board.
    pub follows_game: bool,
    /// The step of the program shown.
    pub step: u32,
    /// How fast the steps run, by the window's own code.
    pub speed: u8,
    /// Whether Predict is on.
    pub predict: bool,
    /// Whether the finished search shows at every step.
    pub show_finished: bool,
    /// Predictions right, and made.
    pub predictions: [u32; 2],
    /// The questions of the position shown answered so far, each once: its score, and what is not
    /// counted again when asked again.
    pub answered: Vec<Predicted>,
}

/// One of Predict's questions answered on the explorer's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Predicted {
    /// The step it was asked before.
    pub step: u32,
    /// What it asked: whether the loop stops there (`true`), or what the call returns.
    pub cut: bool,
    /// What was said: the value, or for a loop 1 for "it stops" and 0 for "it goes on".
    pub guess: i32,
    /// Whether it came true.
    pub right: bool,
}

impl Default for ExplorerPlace {
    /// The course's alpha-beta from the empty board, following the game, at its first step.
    fn default() -> ExplorerPlace {
        ExplorerPlace {
            board: Board::EMPTY,
            rung: Rung::CourseAlphaBeta,
            follows_game: true,
            step: 0,
            speed: 1,
            predict: false,
            show_finished: false,
            predictions: [0, 0],
            answered: Vec::new(),
        }
    }
}
