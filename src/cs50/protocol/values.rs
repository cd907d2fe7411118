//! The typed values Python's lines become: what a call returned or raised, what it did to its board, a
//! check50 verdict, a traced search, what Python said once it had read the file, and how a process
//! ended.

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitStatus;

use bincode::{Decode, Encode};

use super::Reach;
#[cfg(not(target_arch = "wasm32"))]
use super::TOO_MANY_PROCESSES;
use crate::board::{Board, Player};
use crate::cs50::calls::Function;

/// Nine cells of the module's marks, as a list of 3 lists of 3 holds them: a board the learner's code
/// made, which no game need reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub struct Grid([Option<Player>; 9]);

impl Grid {
    /// The grid of a board.
    pub fn of(board: Board) -> Grid {
        Grid(crate::board::Cell::ALL.map(|cell| board.get(cell)))
    }

    /// Its nine cells, row by row.
    pub fn marks(self) -> [Option<Player>; 9] {
        self.0
    }

    /// The board it is, if a game reaches it.
    pub fn board(self) -> Option<Board> {
        self.to_string().parse().ok()
    }

    pub(super) fn read(text: &str) -> Option<Grid> {
        let marks: Vec<Option<Player>> = text
            .chars()
            .map(|c| match c {
                'X' => Some(Some(Player::X)),
                'O' => Some(Some(Player::O)),
                '.' => Some(None),
                _ => None,
            })
            .collect::<Option<_>>()?;
        Some(Grid(marks.try_into().ok()?))
    }
}

impl std::fmt::Display for Grid {
    /// The 9-character form: `X.O......`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for cell in self.0 {
            f.write_str(cell.map_or(".", |player| if player == Player::X { "X" } else { "O" }))?;
        }
        Ok(())
    }
}

/// What a learner's function returned: the kind of value it must return when it is one, else what it
/// is by its type and repr.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    /// A float, with Python's repr of it (`0.5`, `inf`).
    Float(f64, String),
    /// One of the module's marks.
    Mark(Player),
    /// A tuple of two ints.
    Move(i64, i64),
    /// Tuples of two ints in a container of type `container` (`set`, `list`, ...), in the order iterated.
    Moves {
        container: String,
        moves: Vec<(i64, i64)>,
    },
    /// A list of 3 lists of 3 of the module's marks.
    Board(Grid),
    /// A number with a move beside it, or with None there: what a search's own function may return.
    Scored(f64, Option<(i64, i64)>),
    /// Any other value, with what is wrong with its shape when that is plain.
    Other {
        type_name: String,
        repr: String,
        shape: Option<Shape>,
    },
}

/// What is wrong with the shape of a value, when it is close to what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Shape {
    /// A move written as a list `[i, j]`, not a tuple.
    ListedMove,
    /// Moves written as lists, not tuples.
    ListedMoves,
    /// A string of another type than `str` (numpy's `np.str_`, a subclass) equal to one of the marks.
    EqualMark,
}

impl Value {
    /// The number it is, if it is one: an int, a float, or a scored value's number.
    pub fn number(&self) -> Option<f64> {
        match self {
            Value::Int(n) => Some(*n as f64),
            Value::Float(x, _) | Value::Scored(x, _) => Some(*x),
            _ => None,
        }
    }

    /// Whether two answers are the same, but for the addresses in Python's reprs (`<generator object ...
    /// at 0x7f49dd1897a0>`), which differ from one process to the next.
    pub fn same_as(&self, other: &Value) -> bool {
        match (self, other) {
            (
                Value::Other { type_name, repr, shape },
                Value::Other {
                    type_name: t,
                    repr: r,
                    shape: s,
                },
            ) => type_name == t && shape == s && without_addresses(repr) == without_addresses(r),
            _ => self == other,
        }
    }
}

fn without_addresses(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("0x") {
        out.push_str(&rest[..at + 2]);
        rest = rest[at + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    out.push_str(rest);
    out
}

/// An exception the learner's code raised.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub struct PythonError {
    /// Its type's name: `ValueError`.
    pub name: String,
    /// What it says, on one line.
    pub message: String,
    /// The last line of the learner's file it passed through, if it did.
    pub line: Option<u32>,
    /// What kind of failure it is.
    pub kind: ErrorKind,
}

impl PythonError {
    /// Whether two exceptions are the same, but for the addresses in their messages.
    pub fn same_as(&self, other: &PythonError) -> bool {
        self.name == other.name
            && self.line == other.line
            && without_addresses(&self.message) == without_addresses(&other.message)
    }
}

/// The exceptions that say the call cost too much to make again and again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum ErrorKind {
    /// `MemoryError`: the call ran out of the memory it may use.
    OutOfMemory,
    /// `RecursionError`: the call recursed too deep.
    TooDeep,
    /// Any other.
    Other,
}

/// What a call answered: a value it returned, or an exception it raised; or nothing to trust, as the
/// learner's code had reached into the checker by the time it ended.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub enum Answer {
    Returned(Value),
    Raised(PythonError),
    Reached(Reach),
}

/// What a call did to the board it was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum After {
    /// Nothing.
    Same,
    /// It became this.
    Board(Grid),
    /// It no longer reads as a board.
    NotABoard,
}

/// A call's reply.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub answer: Answer,
    pub after: After,
    /// For `result`: what the board it returned shares with the board it was given.
    pub shares: Option<Shares>,
    /// The line of the learner's file the call returned from, when asked for and it returned there.
    pub line: Option<u32>,
    /// For a call the checker timed: how many seconds of CPU time it spent, as the checker measured it
    /// (Python never says it).
    pub seconds: Option<f64>,
}

/// What a board `result` returned shares with the board it was given, so that a move written on one
/// lands on both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Shares {
    /// It is that board.
    Board,
    /// Some of its rows are that board's rows: a shallow copy.
    Rows,
}

/// check50's verdict on one of its checks, as check50 would give it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    /// Failed, with check50's rationale (`expected "(2, 1)", not "(1, 2)"`).
    Fail(String),
    /// The learner's code raised.
    Error(PythonError),
    /// The learner's code had reached into the checker: what check50 makes of the file cannot be told.
    Reached(Reach),
}

/// One call of the learner's search, as the trace recorded it: a call of the file's own functions that
/// took a board and returned a number, a move, or both.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct TracedCall {
    /// How many recorded calls it was made under.
    pub depth: usize,
    /// The function's name in the file.
    pub function: String,
    /// The board it took.
    pub board: Grid,
    /// Its numeric arguments besides the board, by name, in order: α, β, a depth.
    pub args: Vec<(String, f64)>,
    /// What it returned.
    pub returned: Value,
    /// Where in the learner's file it was called from, returned from, and decided to return.
    pub lines: Lines,
    /// Whether it was still under way when the trace filled up: it returned nothing, and the calls
    /// recorded under it are its.
    pub open: bool,
}

/// The lines of the learner's file a traced call passed, each where there is one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Encode, Decode)]
pub struct Lines {
    /// The line of its caller that made it.
    pub from: Option<u32>,
    /// The line it returned from.
    pub returned: Option<u32>,
    /// The line of the test (`if`, `elif`, `while`) whose branch holds that return: a cut's comparison.
    pub decided: Option<u32>,
}

/// The learner's `minimax` traced.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct Traced {
    /// What `minimax` itself answered; `None` when the trace filled up and stopped it.
    pub answer: Option<Answer>,
    /// The positions the course's alpha-beta visits on the same board, trying actions in the order the
    /// file's `actions` gives them; `None` when the trace was cut off.
    pub alphabeta: Option<u64>,
    /// Its calls that returned a number, a move or both, in the order made.
    pub calls: Vec<TracedCall>,
    /// Every function of the file called with a board, in the order first called.
    pub called: Vec<String>,
    /// The line of the file `minimax` returned from, when it returned there.
    pub line: Option<u32>,
}

/// What Python said once it had read the file.
#[derive(Clone, Debug, PartialEq)]
pub enum Ready {
    /// The file imported.
    Imported(Imported),
    /// Importing it raised.
    ImportFailed(PythonError),
    /// The Python is Python 2, of this version.
    Python2(String),
}

/// What Python found of the file once it had imported it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// Why its own board is not CS50's, if it is not.
    pub foreign: Option<Foreign>,
    /// The functions of CS50's seven it lacks.
    pub missing: Vec<Function>,
}

/// Why the file's own board is not CS50's, which every call is made with.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Foreign {
    /// X and O are one value.
    SameMarks,
    /// initial_state() raised.
    Raised(PythonError),
    /// initial_state() returns this (its repr; `None` when even its repr raised).
    Returns(Option<String>),
}

/// How a Python process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Ended {
    /// It exited with this status.
    Code(i32),
    /// A signal killed it.
    #[cfg_attr(
        not(any(unix, target_arch = "wasm32")),
        expect(dead_code, reason = "only Unix has signals, and a page that ends a Worker kills it")
    )]
    Signal(i32),
    /// Its warden stopped the learner's code for starting more than [`PROCESSES`] processes.
    TooManyProcesses,
    /// The kernel killed a process of its tree when all of them together went past the memory limit
    /// of the cgroup that holds them (see `harness/cgroup.rs`).
    OutOfMemory,
}

impl Ended {
    /// How a process with this exit status ended.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn of(status: ExitStatus) -> Ended {
        #[cfg(unix)]
        if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
            return Ended::Signal(signal);
        }
        match status.code() {
            Some(TOO_MANY_PROCESSES) => Ended::TooManyProcesses,
            code => Ended::Code(code.unwrap_or(1)),
        }
    }
}
