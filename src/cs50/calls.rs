//! The calls the checker makes: which of the learner's functions, on which board, and in what order.

use std::fmt;

use bincode::{Decode, Encode};

use crate::board::{Board, Cell};

/// CS50's seven functions, in the order the report lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Encode, Decode)]
pub enum Function {
    /// `player(board)`: whose turn it is.
    Player,
    /// `actions(board)`: the legal moves.
    Actions,
    /// `result(board, action)`: the board after a move.
    Result,
    /// `winner(board)`: who has a line.
    Winner,
    /// `terminal(board)`: whether the game is over.
    Terminal,
    /// `utility(board)`: 1, 0 or -1 on a finished board.
    Utility,
    /// `minimax(board)`: the optimal move.
    Minimax,
}

impl Function {
    /// The seven functions, in the order of the report.
    pub const ALL: [Function; 7] = [
        Function::Player,
        Function::Actions,
        Function::Result,
        Function::Winner,
        Function::Terminal,
        Function::Utility,
        Function::Minimax,
    ];

    /// The name in the learner's module.
    pub fn name(self) -> &'static str {
        match self {
            Function::Player => "player",
            Function::Actions => "actions",
            Function::Result => "result",
            Function::Winner => "winner",
            Function::Terminal => "terminal",
            Function::Utility => "utility",
            Function::Minimax => "minimax",
        }
    }

    /// The function of this name in the learner's module.
    pub fn named(name: &str) -> Option<Function> {
        Function::ALL.into_iter().find(|function| function.name() == name)
    }

    /// Whether the check calls the function on `board`: `player`, `actions` and `result` where the game
    /// goes on, `utility` where it has ended, the others everywhere.
    pub fn is_called_on(self, board: Board) -> bool {
        match self {
            Function::Player | Function::Actions | Function::Result => !board.is_terminal(),
            Function::Utility => board.is_terminal(),
            Function::Winner | Function::Terminal | Function::Minimax => true,
        }
    }

    /// The position in `ALL`.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One call of a learner's function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub struct Call {
    pub function: Function,
    pub board: Board,
    /// `result`'s action as (i, j); it may lie off the board, as in (-1, 0).
    pub action: Option<(i32, i32)>,
}

impl Call {
    fn on(function: Function, board: Board) -> Call {
        Call {
            function,
            board,
            action: None,
        }
    }

    /// The action as a cell on the board, if it is on the board.
    pub fn cell(self) -> Option<Cell> {
        let (i, j) = self.action?;
        Cell::try_from((usize::try_from(i).ok()?, usize::try_from(j).ok()?)).ok()
    }

    /// Whether the rules say the call must raise: `result` with an action off the board or on a taken
    /// cell. Whatever it raises is then right, and nothing of it is reported.
    pub fn must_raise(self) -> bool {
        self.function == Function::Result
            && !self
                .cell()
                .is_some_and(|cell| self.board.get(cell).is_none() && self.board.play(cell).is_ok())
    }
}

impl fmt::Display for Call {
    /// The call as the learner would write it: `result(board, (0, 0))`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action {
            Some((i, j)) => write!(f, "{}(board, ({i}, {j}))", self.function.name()),
            None => write!(f, "{}(board)", self.function.name()),
        }
    }
}

/// The actions `result` is called with on an unfinished board: every cell (the empty ones must give the
/// next board, the taken ones must raise), then two off the board that must raise. (-1, 0) matters in
/// Python, where `board[-1]` is the last row rather than an error.
const OFF_BOARD: [(i32, i32); 2] = [(-1, 0), (0, 3)];

/// Every call but `minimax` on one board: `player`, `actions` and `result` where the game goes on,
/// `winner` and `terminal` everywhere, `utility` where it has ended (CS50 leaves the others undefined).
pub fn rules(board: Board) -> Vec<Call> {
    let mut calls = Vec::new();
    if board.is_terminal() {
        calls.extend([Function::Winner, Function::Terminal, Function::Utility].map(|f| Call::on(f, board)));
        return calls;
    }
    calls.push(Call::on(Function::Player, board));
    calls.push(Call::on(Function::Actions, board));
    let cells = (0..9).map(|index| (index / 3, index % 3));
    calls.extend(cells.chain(OFF_BOARD).map(|action| Call {
        function: Function::Result,
        board,
        action: Some(action),
    }));
    calls.extend([Function::Winner, Function::Terminal].map(|f| Call::on(f, board)));
    calls
}

/// `minimax` on one board, finished or not.
pub fn minimax(board: Board) -> Call {
    Call::on(Function::Minimax, board)
}
