//! Why the command line's words make no command: each kind of mistake its own variant, written as
//! one line that quotes what was typed (escaped and shortened, so it stays one line).

use std::fmt;

use crate::board::{Board, BoardError};
use crate::engines::Engine;
use crate::output::numbers::count;
use crate::output::quote::quote;

/// A mistake in the command line's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UsageError {
    /// An argument that is not UTF-8 (as well as it can be shown).
    NotUtf8(String),
    /// A first word that names no command.
    UnknownCommand(String),
    /// A first word that looks like a flag but is none of the program's.
    UnknownOption(String),
    /// A flag the command does not take.
    NoSuchFlag {
        /// The command.
        command: &'static str,
        /// The flag as typed.
        flag: String,
    },
    /// A value given to a flag that takes none.
    TakesNoValue {
        /// The flag.
        flag: &'static str,
        /// The value given.
        value: String,
    },
    /// A flag that needs a value, last on the line.
    NeedsValue {
        /// The flag.
        flag: &'static str,
        /// What its value stands for in the help.
        shown: &'static str,
    },
    /// A flag the command cannot do without, left out.
    MissingFlag {
        /// The command.
        command: &'static str,
        /// Every flag it needs, as the help shows them.
        needed: String,
        /// The one missing.
        missing: &'static str,
    },
    /// Too few or too many arguments.
    Count {
        /// What the command needs, in words.
        needs: &'static str,
        /// How many were given.
        got: usize,
    },
    /// A word after `--version`.
    AfterVersion {
        /// The word.
        word: String,
        /// The version flag as typed.
        flag: String,
    },
    /// A board that is not one a game reaches.
    Board {
        /// The board as typed.
        text: String,
        /// Why.
        error: BoardError,
    },
    /// A move not written as `R,C`.
    MoveForm(String),
    /// A move off the board.
    MoveOffBoard {
        /// The move as typed.
        typed: String,
        /// The board it was to be played on.
        board: Board,
    },
    /// An engine name none of the engines has.
    UnknownEngine {
        /// The name typed.
        name: String,
        /// The names there are.
        known: String,
    },
    /// A level name none of the levels has.
    UnknownLevel {
        /// The flag it was given to.
        flag: &'static str,
        /// The name typed.
        name: String,
        /// The names there are.
        known: String,
    },
    /// An output format `tree` does not write.
    UnknownFormat {
        /// The name given.
        name: String,
        /// The names the command takes.
        known: String,
    },
    /// `tree --engine table`: the table does not search.
    NotASearch,
    /// `best --seed` without `--level`.
    SeedWithoutLevel,
    /// A flag's value that is not what the flag needs.
    BadValue {
        /// The flag.
        flag: &'static str,
        /// What it needs, in words: "a number of moves, 0 or more".
        needs: String,
        /// The value given.
        value: String,
    },
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UsageError::NotUtf8(word) => write!(f, "argument {} is not valid UTF-8", quote(word)),
            UsageError::UnknownCommand(word) => write!(f, "unknown command {} (see tictactoe --help)", quote(word)),
            UsageError::UnknownOption(word) => write!(f, "unknown option {} (see tictactoe --help)", quote(word)),
            UsageError::NoSuchFlag { command, flag } => {
                write!(f, "{command} has no option {} (see tictactoe --help)", quote(flag))
            }
            UsageError::TakesNoValue { flag, value } => write!(f, "{flag} takes no value, got {}", quote(value)),
            UsageError::NeedsValue { flag, shown } => {
                write!(f, "{flag} needs a value: {flag} {shown} (see tictactoe --help)")
            }
            UsageError::MissingFlag {
                command,
                needed,
                missing,
            } => write!(f, "{command} needs {needed} (missing {missing})"),
            UsageError::Count { needs, got } => write!(f, "{needs}, got {}", count(*got as u64, "argument")),
            UsageError::AfterVersion { word, flag } => write!(f, "unexpected {} after {flag}", quote(word)),
            UsageError::Board { text, error } => write!(f, "board {}: {error}", quote(text)),
            UsageError::MoveForm(typed) => write!(f, "move {} is not written as R,C (for example 2,0)", quote(typed)),
            // Said without the coordinates, which may be too large to be worth repeating.
            UsageError::MoveOffBoard { typed, board } => write!(
                f,
                "move {} on board {board}: the cell is off the board (rows and columns are 0 to 2)",
                quote(typed)
            ),
            UsageError::UnknownEngine { name, known } => write!(f, "unknown engine {} (use {known})", quote(name)),
            UsageError::UnknownLevel { flag, name, known } => {
                write!(f, "unknown level {} for {flag} (use {known})", quote(name))
            }
            UsageError::UnknownFormat { name, known } => write!(f, "unknown format {} (use {known})", quote(name)),
            UsageError::NotASearch => {
                let searches: Vec<&str> = Engine::NAMED
                    .iter()
                    .filter_map(|e| e.rung())
                    .map(|r| r.name())
                    .collect();
                write!(
                    f,
                    "--engine needs a search here: the table does not search (use {})",
                    searches.join(", ")
                )
            }
            UsageError::SeedWithoutLevel => write!(f, "--seed needs --level: the engine's own move never varies"),
            UsageError::BadValue { flag, needs, value } => write!(f, "{flag} needs {needs}, got {}", quote(value)),
        }
    }
}

impl std::error::Error for UsageError {}
