//! What the checker asks of Python, written as the lines it reads (see the protocol in `mod.rs`).

use bincode::{Decode, Encode};

use crate::board::{Board, Cells, Player};
use crate::output::json::{Array, Object, ToJson, array, pair};

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
    /// The call made again, watched, and the line to change looked for in each of these ways in turn.
    Change(&'a Call, &'a [Look]),
    /// The line to change looked for in the source alone.
    Locate(Locate<'a>),
}

/// A way to find the line to change in a call made again and watched (see `python/change.py`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Look {
    /// A comparison standing as a statement: `==` written where `=` was meant.
    NoEffect,
    /// Where the object returned was made, or the object given named again (`new = board`).
    Origin,
    /// Where a move is built as a list, `[i, j]`.
    ListedMove,
    /// A mark tested against the board itself (`EMPTY not in board`).
    BoardMembership,
    /// The return, when its own expression decides (a comparison, a conditional).
    Deciding,
    /// The test that chose the branch returned from, when another return gives this value.
    Guard(Constant),
    /// The test that chose the branch returned from, whatever the other returns give.
    Test,
    /// The last test made before returning, outside loops, where a missing check belongs.
    LastTest,
    /// For `winner`, which misses this line: the check of the line beside it.
    Sibling(Cells),
}

/// A value a learner's function returns, written in the module's own marks by Python.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Constant {
    None,
    Mark(Player),
    Bool(bool),
    Int(i64),
}

/// A way to find the line to change in the source alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Locate<'a> {
    /// In the search function `function`, which returned from line `returned` the wrong one of its
    /// values: the line that chooses it (a max() or min(), or the comparison that guards setting it).
    Selection { function: &'a str, returned: u32 },
    /// In `function`: the test of whose turn it is that chose the branch holding line `from`.
    Branch { function: &'a str, from: u32 },
}

impl Look {
    fn json(self) -> Array {
        let named = |name: &str| array([name]);
        match self {
            Look::NoEffect => named("no_effect"),
            Look::Origin => named("origin"),
            Look::ListedMove => named("listed_move"),
            Look::BoardMembership => named("board_membership"),
            Look::Deciding => named("deciding"),
            Look::Guard(constant) => pair("guard", constant.json()),
            Look::Test => named("test"),
            Look::LastTest => named("last_test"),
            Look::Sibling(cells) => pair("sibling", array(cells.into_iter().map(|cell| [cell.row(), cell.col()]))),
        }
    }
}

impl Constant {
    /// As a VALUE of the protocol.
    fn json(self) -> Array {
        match self {
            Constant::None => array(["none"]),
            Constant::Mark(player) => pair("mark", player.to_string()),
            Constant::Bool(value) => pair("bool", value),
            Constant::Int(value) => pair("int", value),
        }
    }
}

impl Locate<'_> {
    fn json(self) -> Array {
        let (look, function, line): (&str, &str, u32) = match self {
            Locate::Selection { function, returned } => ("selection", function, returned),
            Locate::Branch { function, from } => ("branch", function, from),
        };
        array([&look as &dyn ToJson, &function, &line])
    }
}

/// The longest reply line read, in bytes: a longer one is an unreadable reply, and is not kept.
pub const REPLY_CAP: usize = 1 << 20;
/// The longest trace reply read: it records up to `TRACE_LIMIT` calls (`python/head.py`), about 5 MB.
pub const TRACE_REPLY_CAP: usize = 16 << 20;

impl Request<'_> {
    /// The longest reply this request can have.
    pub fn reply_cap(&self) -> usize {
        match self {
            Request::Trace(_) => TRACE_REPLY_CAP,
            _ => REPLY_CAP,
        }
    }

    /// The request's line, without its newline, carrying `id`.
    pub fn line(self, id: u64) -> String {
        let asked = Object::new().field("id", id);
        match self {
            Request::Call(call) | Request::Where(call) => asked
                .field("do", "call")
                .field("function", call.function.name())
                .field("board", call.board.to_string())
                .field_if_some("action", call.action.map(|(i, j)| [i, j]))
                .field_if_some("where", matches!(self, Request::Where(_)).then_some(true))
                // Its line is then not looked for: reading a traceback's frames costs the audit hook.
                .field_if_some(
                    "raises",
                    matches!(self, Request::Call(call) if call.must_raise()).then_some(true),
                ),
            Request::Fresh => asked.field("do", "fresh"),
            Request::End => asked.field("do", "end"),
            Request::Right(functions) => asked
                .field("do", "right")
                .field("right", array(functions.iter().map(|f| f.name()))),
            Request::Trace(board) => asked.field("do", "trace").field("board", board.to_string()),
            Request::Check50(name) => asked.field("do", "check50").field("check50", name),
            Request::Change(call, looks) => asked
                .field("do", "change")
                .field("function", call.function.name())
                .field("board", call.board.to_string())
                .field_if_some("action", call.action.map(|(i, j)| [i, j]))
                .field("look", array(looks.iter().map(|look| look.json()))),
            Request::Locate(locate) => asked.field("do", "locate").field("look", locate.json()),
        }
        .to_string()
    }

    /// The line that comes before the file's source: its length.
    pub fn source(length: usize) -> String {
        Object::new().field("source", length).to_string()
    }
}
