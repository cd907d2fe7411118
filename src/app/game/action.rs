//! What can happen in the Game tab: a person's request, or the clock's, the answers of the computer's
//! searches, and what a change means for the rest of the window.

use super::LearnerAnswer;
use crate::app::widgets::speed::Speed;
use crate::board::{Cell, Player};
use crate::game::Mode;
use crate::opponents::{Choice, Level, Opponent};

/// A request in the Game tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Start a game in this mode (asking first if one is in progress).
    Start(Mode),
    /// Back to the start screen ("Change mode"), keeping the score (asking first if a game is in
    /// progress).
    Leave,
    /// A new game in the same mode: "Play Again", "New game" (asking first if one is in progress).
    NewGame,
    /// A new game with the sides swapped (asking first if one is in progress).
    SwapSides,
    /// Leave the game in progress after all, as asked.
    ConfirmLeave,
    /// Keep playing the game in progress instead of leaving it.
    KeepPlaying,
    /// A person marks a cell; refused moves (a taken cell, the computer's turn) do nothing.
    Play(Cell),
    /// Show the board as it was after this many moves, or (`None`) as it is; the game goes on.
    LookBack(Option<usize>),
    /// Take back the last move (against the computer: your move and its reply).
    Undo,
    /// Play again what undo took back.
    Redo,
    /// The computer's turn has come and its pause is over: it chooses its move.
    ComputerMove,
    /// Choose who plays the computer's side: an engine that judges its moves, or the learner's
    /// `minimax`.
    SetOpponent(Opponent),
    /// Choose how strongly the computer plays against you.
    SetLevel(Level),
    /// Choose how strongly the computer plays one side when it plays itself.
    SetSideLevel(Player, Level),
    /// Ask whether to forget every score.
    ResetScores,
    /// Forget every score after all, as asked.
    ConfirmResetScores,
    /// Keep the scores after all.
    KeepScores,
    /// Stop or resume the computer playing itself.
    SetPaused(bool),
    /// While the computer playing itself is paused, play its next move now.
    StepSelfPlay,
    /// How fast the computer plays itself.
    SetSpeed(Speed),
    /// Show or hide each empty cell's outcome on the board.
    SetHints(bool),
    /// Stop the learner's `minimax` choosing the computer's move.
    StopLearner,
    /// Play the table's move where the learner's `minimax` gave none.
    PlayTableMove,
    /// Show the strategy's move on the game's board, until the next move: the Strategy tab's to find,
    /// as the shell passes it on.
    StrategyHint,
}

/// What the computer's searches hand back.
#[derive(Debug)]
pub enum Answer {
    /// The computer's move, from a live search.
    ComputerMove(Choice),
    /// The learner's `minimax` asked for a move.
    LearnerMove(Box<LearnerAnswer>),
}

/// What a change to the game means for the rest of the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChange {
    /// The game is as it was.
    None,
    /// The game changed: a move, an undo, a redo.
    Moved,
    /// A new game started: the window shows it.
    Started,
    /// The game was left for the start screen.
    Left,
}
