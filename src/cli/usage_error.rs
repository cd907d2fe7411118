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
    /// A first word that looks like an option but is none of the program's.
    UnknownOption(String),
    /// An option the command does not take.
    NoSuchOption {
        /// The command.
        command: &'static str,
        /// The option as typed.
        option: String,
    },
    /// A value given to an option that takes none.
    TakesNoValue {
        /// The option.
        option: &'static str,
        /// The value given.
        value: String,
    },
    /// An option that needs a value, last on the line.
    NeedsValue {
        /// The option.
        option: &'static str,
        /// What its value stands for in the help.
        shown: &'static str,
    },
    /// An option the command cannot do without, left out.
    MissingOption {
        /// The command.
        command: &'static str,
        /// Every option it needs, as the help shows them.
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
        /// The version option as typed.
        option: String,
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
        /// The option it was given to.
        option: &'static str,
        /// The name typed.
        name: String,
        /// The names there are.
        known: String,
    },
    /// An output format the command does not write.
    UnknownFormat {
        /// The name given.
        name: String,
        /// The names the command takes.
        known: String,
    },
    /// `--json` with `--format` naming another format.
    JsonAndFormat {
        /// The format `--format` named.
        format: String,
    },
    /// `tree --engine table`: the table does not search.
    NotASearch,
    /// `best --seed` without `--level`.
    SeedWithoutLevel,
    /// `best --level` with a search that does not count how soon a game ends (the course's).
    LevelNeedsCounting(&'static str),
    /// `strategy --as o --opening O`: the opening is X's move.
    OpeningForO,
    /// `check-cs50` asked for a class in a way that does not make one.
    Class(ClassUsage),
    /// An option's value that is not what the option needs.
    BadValue {
        /// The option.
        option: &'static str,
        /// What it needs, in words: "a number of moves, 0 or more".
        needs: Said,
        /// The value given.
        value: String,
    },
}

impl UsageError {
    /// The mistake in `lang`, as one line.
    pub fn words(&self, lang: Lang) -> String {
        // Every kind named here, so that a new kind of mistake is not left unsaid.
        let said = match self {
            UsageError::NotUtf8(_)
            | UsageError::UnknownCommand(_)
            | UsageError::UnknownOption(_)
            | UsageError::NoSuchOption { .. }
            | UsageError::TakesNoValue { .. }
            | UsageError::NeedsValue { .. }
            | UsageError::MissingOption { .. }
            | UsageError::Count { .. }
            | UsageError::AfterVersion { .. } => self.mistyped(lang),
            UsageError::Board { .. }
            | UsageError::MoveForm(_)
            | UsageError::MoveOffBoard { .. }
            | UsageError::UnknownEngine { .. }
            | UsageError::UnknownLevel { .. }
            | UsageError::UnknownFormat { .. }
            | UsageError::BadValue { .. } => self.bad_value(lang),
            UsageError::JsonAndFormat { .. }
            | UsageError::NotASearch
            | UsageError::SeedWithoutLevel
            | UsageError::LevelNeedsCounting(_)
            | UsageError::OpeningForO
            | UsageError::Class(_) => self.not_together(lang),
        };
        said.expect("each group says each of its kinds")
    }

    /// The words themselves: not a command, not an option, a value where none goes or none where one
    /// does, too many or too few.
    fn mistyped(&self, lang: Lang) -> Option<String> {
        let help = lang.pick("(see tictactoe --help)", "（见 tictactoe --help）");
        match self {
            UsageError::NotUtf8(word) => Some({
                let word = quote(word);
                lang.pick(
                    format!("argument {word} is not valid UTF-8"),
                    format!("参数 {word} 不是有效的 UTF-8"),
                )
            }),
            UsageError::UnknownCommand(word) => Some({
                let word = quote(word);
                lang.pick(
                    format!("unknown command {word} {help}"),
                    format!("未知的命令 {word}{help}"),
                )
            }),
            UsageError::UnknownOption(word) => Some({
                let word = quote(word);
                lang.pick(
                    format!("unknown option {word} {help}"),
                    format!("未知的选项 {word}{help}"),
                )
            }),
            UsageError::NoSuchOption { command, option } => Some({
                let option = quote(option);
                lang.pick(
                    format!("{command} has no option {option} {help}"),
                    format!("{command} 没有选项 {option}{help}"),
                )
            }),
            UsageError::TakesNoValue { option, value } => Some({
                let value = quote(value);
                lang.pick(
                    format!("{option} takes no value, got {value}"),
                    format!("{option} 不带值，却给了 {value}"),
                )
            }),
            UsageError::NeedsValue { option, shown } => Some(lang.pick(
                format!("{option} needs a value: {option} {shown} {help}"),
                format!("{option} 需要一个值：{option} {shown}{help}"),
            )),
            UsageError::MissingOption {
                command,
                needed,
                missing,
            } => Some(lang.pick(
                format!("{command} needs {needed} (missing {missing})"),
                format!("{command} 需要 {needed}（缺少 {missing}）"),
            )),
            UsageError::Count { needs, got } => Some(lang.pick(
                format!("{}, got {}", needs.en, count(*got as u64, "argument")),
                format!("{}，却给了 {got} 个参数", needs.zh),
            )),
            UsageError::AfterVersion { word, option } => Some({
                let word = quote(word);
                lang.pick(
                    format!("unexpected {word} after {option}"),
                    format!("{option} 之后不应有 {word}"),
                )
            }),
            _ => None,
        }
    }

    /// A value that is not one: a board no game reaches, a move, a name no engine, level or format has.
    fn bad_value(&self, lang: Lang) -> Option<String> {
        match self {
            UsageError::Board { text, error } => Some({
                let (text, why) = (quote(text), error.words(lang));
                lang.pick(format!("board {text}: {why}"), format!("棋盘 {text}：{why}"))
            }),
            UsageError::MoveForm(typed) => Some({
                let typed = quote(typed);
                lang.pick(
                    format!("move {typed} is not written as R,C (for example 2,0)"),
                    format!("着法 {typed} 没有写成 R,C（例如 2,0）"),
                )
            }),
            // Said without the coordinates, which may be too large to be worth repeating.
            UsageError::MoveOffBoard { typed, board } => Some({
                let typed = quote(typed);
                lang.pick(
                    format!("move {typed} on board {board}: the cell is off the board (rows and columns are 0 to 2)"),
                    format!("棋盘 {board} 上的着法 {typed}：该格子不在棋盘上（行和列都是 0 到 2）"),
                )
            }),
            UsageError::UnknownEngine { name, known } => Some({
                let name = quote(name);
                lang.pick(
                    format!("unknown engine {name} (use {known})"),
                    format!("未知的引擎 {name}（可用 {known}）"),
                )
            }),
            UsageError::UnknownLevel { option, name, known } => Some({
                let name = quote(name);
                lang.pick(
                    format!("unknown level {name} for {option} (use {known})"),
                    format!("{option} 的难度 {name} 未知（可用 {known}）"),
                )
            }),
            UsageError::UnknownFormat { name, known } => Some({
                let name = quote(name);
                lang.pick(
                    format!("unknown format {name} (use {known})"),
                    format!("未知的格式 {name}（可用 {known}）"),
                )
            }),
            UsageError::BadValue { option, needs, value } => Some({
                let value = quote(value);
                lang.pick(
                    format!("{option} needs {}, got {value}", needs.en),
                    format!("{option} 需要{}，却给了 {value}", needs.zh),
                )
            }),
            _ => None,
        }
    }

    /// Options that do not go together.
    fn not_together(&self, lang: Lang) -> Option<String> {
        match self {
            UsageError::JsonAndFormat { format } => Some({
                let format = quote(format);
                lang.pick(
                    format!("--json and --format {format} ask for two formats: give one"),
                    format!("--json 与 --format {format} 要求了两种格式：只能给一种"),
                )
            }),
            UsageError::NotASearch => Some({
                let searches = Rung::names();
                lang.pick(
                    format!("--engine needs a search here: the table does not search (use {searches})"),
                    format!("这里的 --engine 需要一种搜索：查表不做搜索（可用 {searches}）"),
                )
            }),
            UsageError::OpeningForO => Some(lang
                .pick(
                    "--opening is X's first move: leave it out with --as o",
                    "--opening 是 X 的第一步：--as o 时不要给出",
                )
                .to_string()),
            UsageError::SeedWithoutLevel => Some(lang
                .pick(
                    "--seed needs --level: the engine's own move never varies",
                    "--seed 需要与 --level 一起使用：引擎自己的着法从不变化",
                )
                .to_string()),
            UsageError::LevelNeedsCounting(engine) => Some(lang.pick(
                format!(
                    "--level needs an engine that counts how soon a game ends, and {engine} scores every win alike \
                     (use the table or a search that wins fastest)"
                ),
                format!("--level 需要能算出对局多快结束的引擎，而 {engine} 对所有胜局一视同仁（请用查表或追求最快获胜的搜索）"),
            )),
            UsageError::Class(usage) => Some(usage.words(lang)),
            _ => None,
        }
    }
}

/// How `check-cs50`'s words fail to ask for a class, or for one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassUsage {
    /// A folder without `--out`.
    FolderNeedsOut,
    /// An option for a class (`--out`, `--unsafe`, `--shard`) with one file.
    OnlyForAClass(&'static str),
    /// An option for one file (`--json`, `--only`, `--board`) with a class.
    NotForAClass(&'static str),
    /// More than one FILE.py or FOLDER, without `--merge`.
    SeveralPaths,
    /// `--merge` without `--out`.
    MergeNeedsOut,
}

impl ClassUsage {
    fn words(self, lang: Lang) -> String {
        match self {
            ClassUsage::FolderNeedsOut => lang
                .pick(
                    "a folder is graded as a class: name the folder its reports go to with --out REPORTS",
                    "文件夹会按全班批改：请用 --out REPORTS 指定报告存放的文件夹",
                )
                .into(),
            ClassUsage::OnlyForAClass(option) => lang.pick(
                format!("{option} is for a class, a FOLDER of students' files, not one FILE.py"),
                format!("{option} 用于全班（一个存放学生文件的 FOLDER），而不是单个 FILE.py"),
            ),
            ClassUsage::NotForAClass(option) => lang.pick(
                format!(
                    "{option} is for one FILE.py, not a class: each student's report in REPORTS has every function"
                ),
                format!("{option} 用于单个 FILE.py，而不是全班：REPORTS 中每个学生的报告都包含所有函数"),
            ),
            ClassUsage::SeveralPaths => lang
                .pick(
                    "check-cs50 takes one FILE.py or FOLDER (several REPORTS only with --merge)",
                    "check-cs50 只接受一个 FILE.py 或 FOLDER（多个 REPORTS 只能与 --merge 一起使用）",
                )
                .into(),
            ClassUsage::MergeNeedsOut => lang
                .pick(
                    "--merge joins the parts into one folder: name it with --out REPORTS",
                    "--merge 把各部分合并到一个文件夹中：请用 --out REPORTS 指定它",
                )
                .into(),
        }
    }
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for UsageError {}
