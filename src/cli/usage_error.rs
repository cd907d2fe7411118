//! Why the command line's words make no command: each kind of mistake its own variant, written as
//! one line that quotes what was typed (escaped and shortened, so it stays one line).

use std::fmt;

use crate::board::{Board, BoardError};
use crate::engines::Rung;
use crate::lang::{Both, Lang, Said};
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
        needs: Both,
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
        needs: Said,
        /// The value given.
        value: String,
    },
}

impl UsageError {
    /// The mistake in `lang`, as one line.
    pub fn words(&self, lang: Lang) -> String {
        let help = lang.pick("(see tictactoe --help)", "（见 tictactoe --help）");
        match self {
            UsageError::NotUtf8(word) => {
                let word = quote(word);
                lang.pick(
                    format!("argument {word} is not valid UTF-8"),
                    format!("参数 {word} 不是有效的 UTF-8"),
                )
            }
            UsageError::UnknownCommand(word) => {
                let word = quote(word);
                lang.pick(
                    format!("unknown command {word} {help}"),
                    format!("未知的命令 {word}{help}"),
                )
            }
            UsageError::UnknownOption(word) => {
                let word = quote(word);
                lang.pick(
                    format!("unknown option {word} {help}"),
                    format!("未知的选项 {word}{help}"),
                )
            }
            UsageError::NoSuchFlag { command, flag } => {
                let flag = quote(flag);
                lang.pick(
                    format!("{command} has no option {flag} {help}"),
                    format!("{command} 没有选项 {flag}{help}"),
                )
            }
            UsageError::TakesNoValue { flag, value } => {
                let value = quote(value);
                lang.pick(
                    format!("{flag} takes no value, got {value}"),
                    format!("{flag} 不带值，却给了 {value}"),
                )
            }
            UsageError::NeedsValue { flag, shown } => lang.pick(
                format!("{flag} needs a value: {flag} {shown} {help}"),
                format!("{flag} 需要一个值：{flag} {shown}{help}"),
            ),
            UsageError::MissingFlag {
                command,
                needed,
                missing,
            } => lang.pick(
                format!("{command} needs {needed} (missing {missing})"),
                format!("{command} 需要 {needed}（缺少 {missing}）"),
            ),
            UsageError::Count { needs, got } => lang.pick(
                format!("{}, got {}", needs.en, count(*got as u64, "argument")),
                format!("{}，却给了 {got} 个参数", needs.zh),
            ),
            UsageError::AfterVersion { word, flag } => {
                let word = quote(word);
                lang.pick(
                    format!("unexpected {word} after {flag}"),
                    format!("{flag} 之后不应有 {word}"),
                )
            }
            UsageError::Board { text, error } => {
                let (text, why) = (quote(text), error.words(lang));
                lang.pick(format!("board {text}: {why}"), format!("棋盘 {text}：{why}"))
            }
            UsageError::MoveForm(typed) => {
                let typed = quote(typed);
                lang.pick(
                    format!("move {typed} is not written as R,C (for example 2,0)"),
                    format!("着法 {typed} 没有写成 R,C（例如 2,0）"),
                )
            }
            // Said without the coordinates, which may be too large to be worth repeating.
            UsageError::MoveOffBoard { typed, board } => {
                let typed = quote(typed);
                lang.pick(
                    format!("move {typed} on board {board}: the cell is off the board (rows and columns are 0 to 2)"),
                    format!("棋盘 {board} 上的着法 {typed}：该格子不在棋盘上（行和列都是 0 到 2）"),
                )
            }
            UsageError::UnknownEngine { name, known } => {
                let name = quote(name);
                lang.pick(
                    format!("unknown engine {name} (use {known})"),
                    format!("未知的引擎 {name}（可用 {known}）"),
                )
            }
            UsageError::UnknownLevel { flag, name, known } => {
                let name = quote(name);
                lang.pick(
                    format!("unknown level {name} for {flag} (use {known})"),
                    format!("{flag} 的难度 {name} 未知（可用 {known}）"),
                )
            }
            UsageError::UnknownFormat { name, known } => {
                let name = quote(name);
                lang.pick(
                    format!("unknown format {name} (use {known})"),
                    format!("未知的格式 {name}（可用 {known}）"),
                )
            }
            UsageError::NotASearch => {
                let searches = Rung::names();
                lang.pick(
                    format!("--engine needs a search here: the table does not search (use {searches})"),
                    format!("这里的 --engine 需要一种搜索：查表不做搜索（可用 {searches}）"),
                )
            }
            UsageError::SeedWithoutLevel => lang
                .pick(
                    "--seed needs --level: the engine's own move never varies",
                    "--seed 需要与 --level 一起使用：引擎自己的着法从不变化",
                )
                .to_string(),
            UsageError::BadValue { flag, needs, value } => {
                let value = quote(value);
                lang.pick(
                    format!("{flag} needs {}, got {value}", needs.en),
                    format!("{flag} 需要{}，却给了 {value}", needs.zh),
                )
            }
        }
    }
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for UsageError {}
