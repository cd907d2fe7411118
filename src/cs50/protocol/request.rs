//! What the checker asks of Python, written as the lines it reads (see the protocol in `mod.rs`).

use crate::board::Board;
use crate::output::json::{Object, array};

use super::super::calls::{Call, Function};

/// One request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request<'a> {
    /// A call of a learner's function.
    Call(&'a Call),
    /// A call of a learner's function whose reply says the line of the file it returned from.
    Where(&'a Call),
    /// From now on a fresh copy of the process, as it was just after the import, answers.
    Fresh,
    /// That copy ends.
    End,
    /// These functions are right ones from now on, the others the learner's own.
    Right(&'a [Function]),
    /// `minimax` on the board, every call of the file's own functions recorded.
    Trace(Board),
    /// check50's check of this name.
    Check50(&'static str),
}

impl Request<'_> {
    /// The request's line, without its newline, carrying `id`.
    pub fn line(self, id: u64) -> String {
        let asked = Object::new().field("id", id);
        match self {
            Request::Call(call) | Request::Where(call) => asked
                .field("do", "call")
                .field("function", call.function.name())
                .field("board", call.board.to_string())
                .field_if_some("action", call.action.map(|(i, j)| [i, j]))
                .field_if_some("where", matches!(self, Request::Where(_)).then_some(true)),
            Request::Fresh => asked.field("do", "fresh"),
            Request::End => asked.field("do", "end"),
            Request::Right(functions) => asked
                .field("do", "right")
                .field("right", array(functions.iter().map(|f| f.name()))),
            Request::Trace(board) => asked.field("do", "trace").field("board", board.to_string()),
            Request::Check50(name) => asked.field("do", "check50").field("check50", name),
        }
        .to_string()
    }

    /// The line that comes before the file's source: its length.
    pub fn source(length: usize) -> String {
        Object::new().field("source", length).to_string()
    }
}
