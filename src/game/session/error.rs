//! Why a file is not a session this version can read.

use std::fmt;

use crate::board::{IllegalMove, OffBoard};
use crate::lang::Lang;

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
    /// A language code no version has given.
    UnknownLang(u8),
    /// A saved move names no cell of the board.
    OffBoard(OffBoard),
    /// A saved move cannot follow the ones before it.
    IllegalMove(IllegalMove),
    /// The count of moves on the board is larger than the moves made.
    MorePlayedThanMade,
    /// A record is of a version newer than this program knows: a newer program wrote it.
    NewerRecord,
}

impl SessionError {
    /// Why, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            SessionError::NotASession => lang
                .pick("it is not a tic-tac-toe session file", "它不是井字棋的会话文件")
                .to_string(),
            SessionError::CutShort => lang.pick("it is cut short", "文件不完整").to_string(),
            SessionError::TooLarge => lang
                .pick("it exceeds the size limit of a session", "超出了会话文件的大小上限")
                .to_string(),
            SessionError::Damaged => lang.pick("its contents are damaged", "内容已损坏").to_string(),
            SessionError::StrayBytes => lang
                .pick("stray bytes follow the session", "会话之后还有多余的字节")
                .to_string(),
            SessionError::UnknownEngine(code) => lang.pick(
                format!("unknown engine (code {code})"),
                format!("未知的引擎（代码 {code}）"),
            ),
            SessionError::UnknownMode(code) => lang.pick(
                format!("unknown game mode (code {code})"),
                format!("未知的对局模式（代码 {code}）"),
            ),
            SessionError::UnknownLevel(code) => lang.pick(
                format!("unknown level (code {code})"),
                format!("未知的难度（代码 {code}）"),
            ),
            SessionError::UnknownLang(code) => lang.pick(
                format!("unknown language (code {code})"),
                format!("未知的语言（代码 {code}）"),
            ),
            SessionError::OffBoard(off) => lang.pick(
                format!("a saved move is illegal: {off}"),
                format!("保存的一步棋不合法：{}", off.words(lang)),
            ),
            SessionError::IllegalMove(illegal) => lang.pick(
                format!("a saved move is illegal: {illegal}"),
                format!("保存的一步棋不合法：{}", illegal.words(lang)),
            ),
            SessionError::MorePlayedThanMade => lang
                .pick("more moves on the board than were made", "棋盘上的步数多于走过的步数")
                .to_string(),
            SessionError::NewerRecord => lang
                .pick("a newer version of the program wrote it", "它由更新版本的程序写入")
                .to_string(),
        }
    }
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for SessionError {}
