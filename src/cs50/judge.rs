//! Whether a call's reply is right, by the rules and the table; when it is not, what it got and what was
//! expected, as values (the report words them).

use bincode::{Decode, Encode};

use super::calls::{Call, Function};
use super::harness::Lost;
use super::protocol::{After, Answer, ErrorKind, Grid, PythonError, Reach, Reply, Shares, Value};
use crate::board::{Board, Cell, Cells, Outcome, Player};
use crate::table;

/// How calls are judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judging {
    /// `minimax` must play one of the table's best moves (fastest win, slowest loss), not just any move
    /// that keeps the outcome, as CS50 accepts.
    pub fastest: bool,
}

/// Where a function went wrong.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct Failure {
    /// The call, with the board it was made on.
    pub call: Call,
    /// What it did.
    pub got: Got,
    /// What the rules or the table say it should have.
    pub expected: Expected,
    /// Why that matters, when it is not plain.
    pub why: Option<Why>,
}

/// What a wrong call did.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub enum Got {
    /// It returned a wrong value.
    Returned(Value),
    /// It raised where it should not.
    Raised(PythonError),
    /// It got no reply.
    Lost(Lost),
    /// It changed the board it was given: into this, or into something that is no longer a board.
    Changed(After),
    /// Nothing to trust: the learner's code had reached into the checker by the time the call ended.
    Reached(Reach),
}

/// What a right call does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Expected {
    /// `player` and `winner`: a mark, or None.
    Mark(Option<Player>),
    /// `actions`: this set of moves.
    Moves(Cells),
    /// `result` on an empty cell: this board.
    Board(Board),
    /// `result` on a taken cell (`taken`) or one off the board: an exception.
    Raises { action: (i32, i32), taken: bool },
    /// `terminal`.
    Bool(bool),
    /// `utility` on a finished board.
    Utility(i8),
    /// `minimax` on a finished board: None.
    NoMove,
    /// `minimax`: one of these moves, which keep the position's outcome, `value` (1, 0 or -1).
    Keeping { value: i8, moves: Cells },
    /// `minimax --fastest`: one of the table's best moves, which give the position's outcome.
    Best { outcome: Outcome, moves: Cells },
    /// The board passed in, unchanged afterwards.
    Unchanged(Board),
}

/// How a call failed, to tell a function's mistakes apart: what it did (returned, raised which
/// exception, got no reply, changed its board), what it should have done, and why that matters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Kind {
    got: std::mem::Discriminant<Got>,
    raised: Option<String>,
    expected: std::mem::Discriminant<Expected>,
    /// For a `result` that must raise: whether on a taken cell (else off the board).
    taken: Option<bool>,
    why: Option<std::mem::Discriminant<Why>>,
}

impl Failure {
    /// The line of the learner's file it raised at, if it raised there.
    pub fn raised_line(&self) -> Option<u32> {
        match &self.got {
            Got::Raised(error) => error.line,
            _ => None,
        }
    }

    /// How it failed.
    pub fn kind(&self) -> Kind {
        Kind {
            got: std::mem::discriminant(&self.got),
            raised: match &self.got {
                Got::Raised(error) => Some(error.name.clone()),
                _ => None,
            },
            expected: std::mem::discriminant(&self.expected),
            taken: match self.expected {
                Expected::Raises { taken, .. } => Some(taken),
                _ => None,
            },
            why: self.why.as_ref().map(std::mem::discriminant),
        }
    }
}

/// Why a failure matters, when that is not plain.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Why {
    /// `result` with an action off the board did not raise (in Python a negative index counts from the
    /// end, so the write lands on the board).
    OffBoard((i32, i32)),
    /// `actions` returned every right move, but in a container of this type, which never equals a set.
    NotASet(String),
    /// `result` changed the board it was given because the board it returned shares that board's lists.
    Shares(Shares),
}

/// A failure that cost much to reach, so that the same again and again is not worth waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Expense {
    /// The call ran out of memory.
    Memory,
    /// The call recursed too deep.
    Recursion,
}

impl Expense {
    /// The expense of a reply, if it raised one of the costly errors.
    pub fn of(reply: &Reply) -> Option<Expense> {
        match &reply.answer {
            Answer::Raised(error) => match error.kind {
                ErrorKind::OutOfMemory => Some(Expense::Memory),
                ErrorKind::TooDeep => Some(Expense::Recursion),
                ErrorKind::Other => None,
            },
            Answer::Returned(_) | Answer::Reached(_) => None,
        }
    }
}

/// Judges a reply; a wrong one, boxed, as it is rare and large.
pub fn judge(call: &Call, reply: &Reply, judging: Judging) -> Result<(), Box<Failure>> {
    answer(call, &reply.answer, judging)?;
    match reply.after {
        After::Board(grid) if grid == Grid::of(call.board) => Ok(()),
        After::Same => Ok(()),
        after => Err(Box::new(Failure {
            call: *call,
            got: Got::Changed(after),
            expected: Expected::Unchanged(call.board),
            why: reply.shares.map(Why::Shares),
        })),
    }
}

/// Judges what a call answered, whatever it did to its board.
pub fn answer(call: &Call, answer: &Answer, judging: Judging) -> Result<(), Box<Failure>> {
    let failure = |got: Got, why: Option<Why>| {
        Err(Box::new(Failure {
            call: *call,
            got,
            expected: expected(call, judging.fastest),
            why,
        }))
    };
    match answer {
        Answer::Returned(value @ Value::Moves { container, moves })
            if call.function == Function::Actions
                && !is_set(container)
                && distinct_cells(moves) == Some(call.board.actions()) =>
        {
            failure(Got::Returned(value.clone()), Some(Why::NotASet(container.clone())))
        }
        Answer::Reached(reach) => failure(Got::Reached(*reach), None),
        Answer::Raised(_) if must_raise(call) => Ok(()),
        Answer::Raised(error) => failure(Got::Raised(error.clone()), off_board(call)),
        Answer::Returned(value) if is_right(call, value, judging.fastest) => Ok(()),
        Answer::Returned(value) => failure(Got::Returned(value.clone()), off_board(call)),
    }
}

impl Got {
    /// Whether two calls got the same, but for the addresses in Python's reprs, which differ from one
    /// process to the next.
    pub fn same_as(&self, other: &Got) -> bool {
        match (self, other) {
            (Got::Returned(one), Got::Returned(other)) => one.same_as(other),
            (Got::Raised(one), Got::Raised(other)) => one.same_as(other),
            _ => self == other,
        }
    }
}

/// The failure of a call that got no reply.
pub fn lost(call: &Call, lost: &Lost, judging: Judging) -> Failure {
    Failure {
        call: *call,
        got: Got::Lost(lost.clone()),
        expected: expected(call, judging.fastest),
        why: None,
    }
}

/// For `result` with an action off the board, why that must raise though no game plays one.
fn off_board(call: &Call) -> Option<Why> {
    (call.function == Function::Result && call.cell().is_none()).then(|| Why::OffBoard(call.action.unwrap_or_default()))
}

/// Whether a container of moves is a set as CS50's check compares: a set or a frozenset.
pub fn is_set(container: &str) -> bool {
    matches!(container, "set" | "frozenset")
}

/// Whether the call must raise: `result` with a taken cell or one off the board.
fn must_raise(call: &Call) -> bool {
    call.function == Function::Result && call.cell().is_none_or(|cell| call.board.get(cell).is_some())
}

fn is_right(call: &Call, value: &Value, fastest: bool) -> bool {
    let board = call.board;
    match (call.function, value) {
        (Function::Player, Value::Mark(mark)) => board.to_move() == Some(*mark),
        (Function::Winner, Value::Mark(mark)) => board.winner() == Some(*mark),
        (Function::Winner, Value::None) => board.winner().is_none(),
        (Function::Actions, Value::Moves { container, moves }) => {
            is_set(container) && distinct_cells(moves) == Some(board.actions())
        }
        (Function::Result, Value::Board(grid)) => {
            !must_raise(call) && call.cell().and_then(|cell| board.play(cell).ok()).map(Grid::of) == Some(*grid)
        }
        (Function::Terminal, Value::Bool(finished)) => *finished == board.is_terminal(),
        (Function::Utility, Value::Int(utility)) => board.utility().map(i64::from) == Some(*utility),
        (Function::Minimax, Value::None) => board.is_terminal(),
        (Function::Minimax, Value::Move(i, j)) => {
            !board.is_terminal() && on_board((*i, *j)).is_some_and(|cell| keeps_outcome(board, cell, fastest))
        }
        _ => false,
    }
}

/// Whether playing `cell` keeps the position's perfect-play value (or, strictly, is one of its best moves).
pub fn keeps_outcome(board: Board, cell: Cell, fastest: bool) -> bool {
    let entry = table::probe(board);
    match board.play(cell) {
        Ok(_) if fastest => entry.best.contains(cell),
        Ok(after) => table::probe(after).outcome.value() == entry.outcome.value(),
        Err(_) => false,
    }
}

/// What a right call does.
pub fn expected(call: &Call, fastest: bool) -> Expected {
    let board = call.board;
    match call.function {
        Function::Player => Expected::Mark(board.to_move()),
        Function::Actions => Expected::Moves(board.actions()),
        Function::Result => match call.cell().map(|cell| (cell, board.get(cell), board.play(cell))) {
            Some((_, None, Ok(after))) => Expected::Board(after),
            taken => Expected::Raises {
                action: call.action.unwrap_or_default(),
                taken: taken.is_some(),
            },
        },
        Function::Winner => Expected::Mark(board.winner()),
        Function::Terminal => Expected::Bool(board.is_terminal()),
        Function::Utility => Expected::Utility(board.utility().unwrap_or(0)),
        Function::Minimax if board.is_terminal() => Expected::NoMove,
        Function::Minimax if fastest => {
            let entry = table::probe(board);
            Expected::Best {
                outcome: entry.outcome,
                moves: entry.best,
            }
        }
        Function::Minimax => {
            let value = table::probe(board).outcome.value();
            let moves = table::moves(board)
                .filter(|(_, after)| after.value() == value)
                .map(|(cell, _)| cell)
                .collect();
            Expected::Keeping { value, moves }
        }
    }
}

/// The cells of moves: `None` if a move is off the board or there more than once.
pub fn distinct_cells(moves: &[(i64, i64)]) -> Option<Cells> {
    let mut cells = Cells::NONE;
    for &pair in moves {
        match on_board(pair) {
            Some(cell) if !cells.contains(cell) => cells = cells.with(cell),
            _ => return None,
        }
    }
    Some(cells)
}

/// The cell a pair names, if it is on the board.
pub fn on_board((i, j): (i64, i64)) -> Option<Cell> {
    Cell::try_from((usize::try_from(i).ok()?, usize::try_from(j).ok()?)).ok()
}
