//! CS50's own check50, predicted: the checks of the project as check50 runs them (ai50/projects, branch
//! 2024/x, tictactoe/__init__.py), each in a fresh Python as check50 runs each, compared as check50
//! compares. Two of the check functions written there reuse an earlier function's name, so the later
//! replaces the earlier and 29 checks of the learner's functions run (besides "exists" and "imports"):
//! these, in check50's order, with their descriptions as check50 prints them. The checks are written
//! here alone: Python is handed them ([`python_table`]) and runs them as written.

use std::path::Path;

use bincode::de::Decoder;
use bincode::enc::Encoder;
use bincode::error::{DecodeError, EncodeError};
use bincode::{Decode, Encode};

use super::calls::Function;
use super::harness::Lost;
use super::protocol::{PythonError, Reach, Verdict};
use crate::output::json::{Array, Object, array, pair};

/// One of check50's checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Check {
    /// The check function's name in check50's file.
    pub name: &'static str,
    /// The learner's function it calls; `None` for `initial_state`, which is none of the seven.
    pub function: Option<Function>,
    /// What check50 prints for it.
    pub description: &'static str,
    /// The board it passes, as the checks write it: `X`, `O` and `.` for None.
    pub board: Option<&'static str>,
    /// The action it passes to `result`.
    pub action: Option<(i8, i8)>,
    /// What the call must do.
    pub expect: Expect,
}

impl Check {
    /// The board the check passes, if it passes one a game reaches.
    pub fn board(&self) -> Option<crate::board::Board> {
        self.board?.parse().ok()
    }
}

// By hand: a check is one of `CHECKS`, whose `&'static str`s cannot be decoded; it goes by its name.
impl Encode for Check {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        match CHECKS.contains(self) {
            true => self.name.encode(encoder),
            false => Err(EncodeError::Other("a check not among check50's")),
        }
    }
}

impl<Context> Decode<Context> for Check {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
        let name = String::decode(decoder)?;
        CHECKS
            .into_iter()
            .find(|check| check.name == name)
            .ok_or(DecodeError::Other("no check of check50's has that name"))
    }
}
bincode::impl_borrow_decode!(Check);

/// What a check asks of the call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// Return a value equal to this one (compared with `!=`, as check50 does).
    Equals(Expected),
    /// Raise an exception.
    Raises,
    /// Leave its board as a shallow copy of it was.
    Unchanged,
}

/// A value as the checks write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A board of "X", "O" and None.
    Board(&'static str),
    /// The string "X" or "O".
    Mark(&'static str),
    None,
    /// A set of moves.
    Moves(&'static [(i8, i8)]),
    Bool(bool),
    Int(i8),
    /// A tuple.
    Move(i8, i8),
}

/// The checks check50 runs on the learner's functions, in the order it prints them.
pub const CHECKS: [Check; 29] = [
    Check {
        name: "test_initial",
        function: None,
        description: "initial_state returns empty board",
        board: None,
        action: None,
        expect: Expect::Equals(Expected::Board(".........")),
    },
    Check {
        name: "test_player0",
        function: Some(Function::Player),
        description: "player returns X for initial position",
        board: Some("........."),
        action: None,
        expect: Expect::Equals(Expected::Mark("X")),
    },
    Check {
        name: "test_player1",
        function: Some(Function::Player),
        description: "player returns O after one move",
        board: Some(".X......."),
        action: None,
        expect: Expect::Equals(Expected::Mark("O")),
    },
    Check {
        name: "test_player2",
        function: Some(Function::Player),
        description: "player returns X after four moves",
        board: Some(".X..O.OX."),
        action: None,
        expect: Expect::Equals(Expected::Mark("X")),
    },
    Check {
        name: "test_player3",
        function: Some(Function::Player),
        description: "player returns O after five moves",
        board: Some(".X.XO.OX."),
        action: None,
        expect: Expect::Equals(Expected::Mark("O")),
    },
    Check {
        name: "test_actions0",
        function: Some(Function::Actions),
        description: "actions returns all actions on first move",
        board: Some("........."),
        action: None,
        expect: Expect::Equals(Expected::Moves(&[
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 0),
            (1, 1),
            (1, 2),
            (2, 0),
            (2, 1),
            (2, 2),
        ])),
    },
    Check {
        name: "test_actions1",
        function: Some(Function::Actions),
        description: "actions returns valid actions for second move",
        board: Some("...X....."),
        action: None,
        expect: Expect::Equals(Expected::Moves(&[
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 1),
            (1, 2),
            (2, 0),
            (2, 1),
            (2, 2),
        ])),
    },
    Check {
        name: "test_actions2",
        function: Some(Function::Actions),
        description: "actions returns valid actions for fifth move",
        board: Some("O.OX....X"),
        action: None,
        expect: Expect::Equals(Expected::Moves(&[(0, 1), (1, 1), (1, 2), (2, 0), (2, 1)])),
    },
    Check {
        name: "test_result0",
        function: Some(Function::Result),
        description: "result returns correct result on X's first move",
        board: Some("........."),
        action: Some((0, 2)),
        expect: Expect::Equals(Expected::Board("..X......")),
    },
    Check {
        name: "test_result1",
        function: Some(Function::Result),
        description: "result returns correct result on O's first move",
        board: Some("..X......"),
        action: Some((1, 2)),
        expect: Expect::Equals(Expected::Board("..X..O...")),
    },
    Check {
        name: "test_result2",
        function: Some(Function::Result),
        description: "result returns correct result on third move",
        board: Some("..X..O..."),
        action: Some((2, 0)),
        expect: Expect::Equals(Expected::Board("..X..OX..")),
    },
    Check {
        name: "test_result_exception0",
        function: Some(Function::Result),
        description: "result raises exception on taken move",
        board: Some("..X..OX.."),
        action: Some((2, 0)),
        expect: Expect::Raises,
    },
    Check {
        name: "test_result_exception1",
        function: Some(Function::Result),
        description: "result raises exception on negative out-of-bounds move",
        board: Some("..X..OX.."),
        action: Some((-1, 2)),
        expect: Expect::Raises,
    },
    Check {
        name: "test_result_unchanged",
        function: Some(Function::Result),
        description: "result does not change the original board",
        board: Some("..X..OX.."),
        action: Some((0, 0)),
        expect: Expect::Unchanged,
    },
    Check {
        name: "test_winner0",
        function: Some(Function::Winner),
        description: "winner finds no winner on initial board",
        board: Some("........."),
        action: None,
        expect: Expect::Equals(Expected::None),
    },
    Check {
        name: "test_winner1",
        function: Some(Function::Winner),
        description: "winner finds winner when X wins horizontally",
        board: Some("OO....XXX"),
        action: None,
        expect: Expect::Equals(Expected::Mark("X")),
    },
    Check {
        name: "test_winner2",
        function: Some(Function::Winner),
        description: "winner finds winner when O wins vertically",
        board: Some(".O..OXXOX"),
        action: None,
        expect: Expect::Equals(Expected::Mark("O")),
    },
    Check {
        name: "test_winner3",
        function: Some(Function::Winner),
        description: "winner finds winner when X wins diagonally",
        board: Some("OXX.X.XOO"),
        action: None,
        expect: Expect::Equals(Expected::Mark("X")),
    },
    Check {
        name: "test_winner4",
        function: Some(Function::Winner),
        description: "winner finds no winner in tied game",
        board: Some("OXXXXOOOX"),
        action: None,
        expect: Expect::Equals(Expected::None),
    },
    Check {
        name: "test_terminal0",
        function: Some(Function::Terminal),
        description: "terminal returns True in tied game",
        board: Some("OXXXXOOOX"),
        action: None,
        expect: Expect::Equals(Expected::Bool(true)),
    },
    Check {
        name: "test_terminal1",
        function: Some(Function::Terminal),
        description: "terminal returns False in initial state",
        board: Some("........."),
        action: None,
        expect: Expect::Equals(Expected::Bool(false)),
    },
    Check {
        name: "test_terminal2",
        function: Some(Function::Terminal),
        description: "terminal returns True if X has won the game",
        board: Some(".OOXXX..."),
        action: None,
        expect: Expect::Equals(Expected::Bool(true)),
    },
    Check {
        name: "test_terminal3",
        function: Some(Function::Terminal),
        description: "terminal returns False in middle of game",
        board: Some(".OO.XX.OX"),
        action: None,
        expect: Expect::Equals(Expected::Bool(false)),
    },
    Check {
        name: "test_utility0",
        function: Some(Function::Utility),
        description: "utility returns 0 in tied game",
        board: Some("OXXXXOOOX"),
        action: None,
        expect: Expect::Equals(Expected::Int(0)),
    },
    Check {
        name: "test_utility1",
        function: Some(Function::Utility),
        description: "utility returns 1 when X wins",
        board: Some("XOO.X...X"),
        action: None,
        expect: Expect::Equals(Expected::Int(1)),
    },
    Check {
        name: "test_minimax0",
        function: Some(Function::Minimax),
        description: "minimax blocks immediate three-in-a-row threat",
        board: Some(".XO.X...."),
        action: None,
        expect: Expect::Equals(Expected::Move(2, 1)),
    },
    Check {
        name: "test_minimax1",
        function: Some(Function::Minimax),
        description: "minimax finds only winning move",
        board: Some("...XOO.X."),
        action: None,
        expect: Expect::Equals(Expected::Move(2, 0)),
    },
    Check {
        name: "test_minimax2",
        function: Some(Function::Minimax),
        description: "minimax finds best move near end of game",
        board: Some("OXOXX.XO."),
        action: None,
        expect: Expect::Equals(Expected::Move(1, 2)),
    },
    Check {
        name: "test_minimax_none0",
        function: Some(Function::Minimax),
        description: "minimax returns None after X wins",
        board: Some("XXXOO...."),
        action: None,
        expect: Expect::Equals(Expected::None),
    },
];

/// The checks as the Python side reads them: by name, the function called, its board (`["board",
/// CELLS]`) and action, and what it must give: `["equals", VALUE]`, `["raises"]` or `["unchanged"]`,
/// VALUE being `["board", CELLS]`, `["mark", "X"]`, `["none"]`, `["moves", [[i, j], ...]]` (a set),
/// `["bool", b]`, `["int", n]` or `["move", [i, j]]` (a tuple).
pub fn python_table() -> Object {
    CHECKS.iter().fold(Object::new(), |table, check| {
        let expect = match check.expect {
            Expect::Equals(value) => pair("equals", expected_json(value)),
            Expect::Raises => array(["raises"]),
            Expect::Unchanged => array(["unchanged"]),
        };
        let entry = Object::new()
            .field("function", check.function.map_or("initial_state", Function::name))
            .field("board", check.board.map(|cells| pair("board", cells)))
            .field("action", check.action.map(|(i, j)| [i, j]))
            .field("expect", expect);
        table.field(check.name, entry)
    })
}

fn expected_json(value: Expected) -> Array {
    match value {
        Expected::Board(cells) => pair("board", cells),
        Expected::Mark(mark) => pair("mark", mark),
        Expected::None => array(["none"]),
        Expected::Moves(moves) => pair("moves", array(moves.iter().map(|&(i, j)| [i, j]))),
        Expected::Bool(value) => pair("bool", value),
        Expected::Int(value) => pair("int", value),
        Expected::Move(i, j) => pair("move", [i, j]),
    }
}

/// What check50 will print for one check.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Printed {
    /// `:)`: it passes.
    Passed,
    /// `:(`: it fails, with check50's rationale (`expected "(2, 1)", not "(1, 2)"`).
    Failed(String),
    /// `:|`: check50 runs into an error, which counts as not passed.
    Errored(Errored),
    /// `:|`: check50 does not run it, as a check it depends on failed ("imports").
    Skipped,
}

/// Why check50 runs into an error on a check.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Errored {
    /// The learner's code raised.
    Raised(PythonError),
    /// The check got no answer.
    Lost(Lost),
    /// The learner's code reached into the checker: what check50 prints cannot be foreseen.
    Reached(Reach),
}

impl Printed {
    /// What check50 prints for a check that got this verdict.
    pub fn of(verdict: Verdict) -> Printed {
        match verdict {
            Verdict::Pass => Printed::Passed,
            Verdict::Fail(rationale) => Printed::Failed(rationale),
            Verdict::Error(error) => Printed::Errored(Errored::Raised(error)),
            Verdict::Reached(reach) => Printed::Errored(Errored::Reached(reach)),
        }
    }

    /// What check50 prints for a check that ran out of its time, `seconds`.
    pub fn timed_out(seconds: f64) -> Printed {
        Printed::Failed(format!("check timed out after {seconds} seconds"))
    }
}

/// check50's verdict on the file, predicted.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub struct Prediction {
    /// Why check50's "imports" check fails, with check50's rationale (Python's message), when it does.
    pub unimported: Option<String>,
    /// Each check with what check50 would print for it, in check50's order.
    pub checks: Vec<(Check, Printed)>,
}

impl Prediction {
    /// What check50 prints for a file that does not import: its "imports" check fails with Python's
    /// message (`error`, the learner's file named `tictactoe.py`, as check50 names it), and every other
    /// check waits on it.
    pub fn unimported(error: &PythonError, file: &Path) -> Prediction {
        // Python names the file in a SyntaxError's message by its name alone.
        let name = file
            .file_name()
            .map_or(String::new(), |name| name.to_string_lossy().into_owned());
        let message = error
            .message
            .replace(&format!("({name}, line "), "(tictactoe.py, line ");
        Prediction {
            unimported: Some(message),
            checks: CHECKS.into_iter().map(|check| (check, Printed::Skipped)).collect(),
        }
    }

    /// How many checks pass.
    pub fn passed(&self) -> usize {
        self.checks
            .iter()
            .filter(|(_, printed)| *printed == Printed::Passed)
            .count()
    }

    /// The descriptions of the checks that do not pass, failed or errored, in check50's order.
    pub fn failed(&self) -> Vec<&'static str> {
        self.checks
            .iter()
            .filter(|(_, printed)| *printed != Printed::Passed)
            .map(|(check, _)| check.description)
            .collect()
    }
}
