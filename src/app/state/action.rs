//! Everything that can happen in the window, as one type: a person's request, or the background's or
//! the clock's. Views push actions; the frame applies them in order (see `apply.rs`).

use std::time::Instant;

use super::jobs::{JobId, Task};
use super::notice::NoticeKind;
use super::screen::Screen;
use super::speed::Speed;
use crate::app::{code, engines, explore, strategy};
use crate::board::{Board, Cell, Player};
use crate::engines::{Engine, Rung};
use crate::game::Mode;
use crate::lang::{Lang, Said};
use crate::opponents::Level;

/// Something that happens in the window: a person's request, or the background's or the clock's.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The time is now this: the window says so before anything else in a frame.
    Clock(Instant),
    /// The system's language, which the window speaks unless the person chose another.
    SystemLanguage(Lang),
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
    /// A background job ended; its answer is taken only if it is still the current job of its task.
    Finished(JobId),
    /// Choose how the computer judges its moves.
    SetEngine(Engine),
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
    /// Switch between the dark and the light theme.
    SetDarkTheme(bool),
    /// Speak this language from now on, and in the sessions to come.
    SetLanguage(Lang),
    /// Whether a font for Chinese was found on the system and installed, as the window opened.
    ChineseFontFound(bool),
    /// A request in the Engines tab.
    Engines(engines::Action),
    /// Ask a background job to stop early, keeping what it found so far.
    Stop(Task),
    /// Tell the player of a problem.
    Notify(NoticeKind, Said),
    /// Hide a notice.
    Dismiss(NoticeKind),
    /// Show a view in the window's centre.
    Show(Screen),
    /// The window has this size (width, height, in points): kept with the next save, so it opens the same.
    Resized(u16, u16),
    /// A request in the Explore tab.
    Explore(explore::Action),
    /// Open a position in the explorer with a search, as another tab asks: the explorer stops
    /// following the game.
    Record(Board, Rung),
    /// Show the learner's own search in the explorer, or a search of ours, as another tab asks.
    ShowYourSearch(bool),
    /// A request in the Your code tab.
    Code(code::Action),
    /// Stop the learner's `minimax` choosing the computer's move.
    StopLearner,
    /// Play the table's move where the learner's `minimax` gave none.
    PlayTableMove,
    /// A request in the Strategy tab.
    Strategy(strategy::Action),
    /// Show the strategy's move on the game's board, until the next move.
    StrategyHint,
    /// Write the session to its file in the background, if it changed.
    Save,
    /// The window closes: what changed is saved now, after any save under way.
    Close,
}

impl From<engines::Action> for Action {
    fn from(action: engines::Action) -> Action {
        Action::Engines(action)
    }
}

impl From<strategy::Action> for Action {
    fn from(action: strategy::Action) -> Action {
        Action::Strategy(action)
    }
}

impl From<code::Action> for Action {
    fn from(action: code::Action) -> Action {
        Action::Code(action)
    }
}

impl From<explore::Action> for Action {
    fn from(action: explore::Action) -> Action {
        Action::Explore(action)
    }
}
