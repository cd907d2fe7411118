//! Everything that can happen in the window, as one type: a tab's own action, or the shell's (the clock,
//! the language, the theme, notices, the screen, saving, closing, a job finished). Views push actions;
//! the frame applies them in order (see `apply.rs`).

use crate::host::Instant;

use super::notice::NoticeKind;
use super::screen::Screen;
use crate::app::jobs::JobId;
use crate::app::{code, engines, explore, game, strategy};
use crate::board::Board;
use crate::engines::Rung;
use crate::lang::{Lang, Said};

/// Something that happens in the window: a person's request, or the background's or the clock's.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The time is now this: the window says so before anything else in a frame.
    Clock(Instant),
    /// The system's language, which the window speaks unless the person chose another.
    SystemLanguage(Lang),
    /// A request in the Game tab.
    Game(game::Action),
    /// A background job ended; its answer is taken only if it is still the current job of its task.
    Finished(JobId),
    /// Switch between the dark and the light theme.
    SetDarkTheme(bool),
    /// Speak this language from now on, and in the sessions to come.
    SetLanguage(Lang),
    /// Whether a font for Chinese was found on the system and installed, as the window opened.
    ChineseFontFound(bool),
    /// A request in the Engines tab.
    Engines(engines::Action),
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
    /// A request in the Strategy tab.
    Strategy(strategy::Action),
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

impl From<game::Action> for Action {
    fn from(action: game::Action) -> Action {
        Action::Game(action)
    }
}
