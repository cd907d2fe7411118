//! What the window tells the player beside the game: a problem to know about, shown until it no longer
//! holds or is dismissed, and whether the window has a font for Chinese.

use crate::lang::Said;

/// A problem the player should know about, shown until it no longer holds or is dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What to tell the player, as one line, in both languages.
    pub text: Said,
    /// What it is about.
    pub kind: NoticeKind,
}

/// What a notice is about, so a later event can clear the notice it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// The saved session could not be read when the window opened.
    SessionUnreadable,
    /// The session could not be saved.
    SaveFailed,
    /// A background job ended without an answer.
    JobFailed,
    /// Chinese was asked for, but no font on the system has its characters.
    NoChineseFont,
}

/// Whether the window has the glyphs to show Chinese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChineseFont {
    /// Not looked for yet: the window has not shown its first frame.
    NotLookedFor,
    /// A CJK font from the system is installed in the window.
    Installed,
    /// None was found: the window stays in English.
    Missing,
}
