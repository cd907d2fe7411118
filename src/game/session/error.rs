//! Why a file is not a session this version can read.

use std::fmt;

use crate::board::{IllegalMove, OffBoard};

/// Why saved bytes are not a session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// No session format this version knows starts the file.
    NotASession,
    /// The file ends before the session does.
    CutShort,
    /// A length in the file claims more than a session can hold.
    TooLarge,
    /// The bytes do not decode as a session.
    Damaged,
    /// More bytes follow a whole session.
    StrayBytes,
    /// An engine code no version has given.
    UnknownEngine(u8),
    /// A mode code no version has given.
    UnknownMode(u8),
    /// A level code no version has given.
    UnknownLevel(u8),
    /// A saved move names no cell of the board.
    OffBoard(OffBoard),
    /// A saved move cannot follow the ones before it.
    IllegalMove(IllegalMove),
    /// The count of moves on the board is larger than the moves made.
    MorePlayedThanMade,
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionError::NotASession => write!(f, "it is not a tic-tac-toe session file"),
            SessionError::CutShort => write!(f, "it is cut short"),
            SessionError::TooLarge => write!(f, "it exceeds the size limit of a session"),
            SessionError::Damaged => write!(f, "its contents are damaged"),
            SessionError::StrayBytes => write!(f, "stray bytes follow the session"),
            SessionError::UnknownEngine(code) => write!(f, "unknown engine (code {code})"),
            SessionError::UnknownMode(code) => write!(f, "unknown game mode (code {code})"),
            SessionError::UnknownLevel(code) => write!(f, "unknown level (code {code})"),
            SessionError::OffBoard(off) => write!(f, "a saved move is illegal: {off}"),
            SessionError::IllegalMove(illegal) => write!(f, "a saved move is illegal: {illegal}"),
            SessionError::MorePlayedThanMade => write!(f, "more moves on the board than were made"),
        }
    }
}

impl std::error::Error for SessionError {}
