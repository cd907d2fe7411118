//! The learner's own search, traced: every call of the file's own functions that took a board and
//! returned a value, judged in the file's own convention (learned from what each function returns on
//! finished boards), and the first call that went wrong named: the deepest whose answer is wrong though
//! every call it made answered right, with what those calls returned, why it is wrong and the line of
//! the course's pseudocode it breaks. What is found is data; the report words it.

#[cfg(feature = "window")]
pub mod beside;
mod explain;
mod side;

use bincode::{Decode, Encode};

use super::judge::on_board;
use super::protocol::{self, Grid, Lines, TracedCall, Value};
use crate::board::{Board, Cell, Cells, Player};
use crate::engines::Rung;
use crate::table;

/// What a traced call returned, as the analysis reads it.
#[derive(Clone, Copy, Debug, PartialEq, Encode, Decode)]
pub enum Returned {
    /// A value, perhaps with a move beside it.
    Value(f64, Option<Cell>),
    /// A move alone (the learner's `minimax`).
    Move(Cell),
    /// Anything else.
    Other,
}

/// One traced call, as the analysis reads it.
#[derive(Clone, Debug, PartialEq)]
struct Traced {
    depth: usize,
    function: String,
    /// The board it took, if a game reaches it.
    board: Option<Board>,
    /// The board it took, as it was.
    grid: Grid,
    args: Vec<(String, f64)>,
    returned: Returned,
    /// Where in the learner's file it was called from, returned from, and decided to return.
    lines: Lines,
    /// Still under way when the trace filled up.
    open: bool,
}

impl Traced {
    fn of(call: &TracedCall) -> Traced {
        let number = |x: f64| (!x.is_nan()).then_some(x);
        let returned = match call.returned {
            Value::Move(i, j) => on_board((i, j)).map_or(Returned::Other, Returned::Move),
            Value::Scored(x, played) => {
                number(x).map_or(Returned::Other, |x| Returned::Value(x, played.and_then(on_board)))
            }
            ref value => value
                .number()
                .and_then(number)
                .map_or(Returned::Other, |x| Returned::Value(x, None)),
        };
        Traced {
            depth: call.depth,
            function: call.function.clone(),
            board: call.board.board(),
            grid: call.board,
            args: call.args.clone(),
            returned,
            lines: call.lines,
            open: call.open,
        }
    }
}

/// How a function of the file scores a position, learned from what it returns on finished boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub struct Convention {
    /// From the side to move's side (negamax) rather than X's, as the course.
    pub side_to_move: bool,
    /// Values that grow with how soon the game ends, not just 1, 0 and -1.
    pub scaled: bool,
}

impl Convention {
    /// A value from X's side on `board`, in this convention's direction.
    fn of_x_value(self, value: f64, board: Board) -> f64 {
        match self.side_to_move {
            true => value * f64::from(board.next_player().sign()),
            false => value,
        }
    }
}

/// The first call that went wrong.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct Culprit {
    /// The function, as the file names it.
    pub function: String,
    /// The board it took.
    pub board: Board,
    /// Its numeric arguments besides the board.
    pub args: Vec<(String, f64)>,
    /// What it returned: a number, or a move for the learner's `minimax`.
    pub returned: Returned,
    /// What it should have returned, in its own convention.
    pub expected: Expectation,
    /// The calls it made for its actions, in order.
    pub children: Vec<Tried>,
    /// Why that is wrong.
    pub reason: Reason,
    /// The line of the learner's file it returned from.
    pub line: Option<u32>,
    /// The line of the learner's file to change, or where to look for it.
    pub change: Change,
    /// The line of the course's pseudocode it breaks, numbered as `tictactoe pseudocode --engine
    /// COURSE` prints it: code, or for the root's choice the note that says how the root chooses.
    pub breaks: Option<u8>,
    /// The course's search that line belongs to.
    pub course: Rung,
}

impl Culprit {
    /// Which mistake it is: its function and the kind of its reason, to tell a search's mistakes apart.
    /// A call of the other side's function is one mistake whether the branch or the call is to change.
    pub fn mistake(&self) -> (&str, std::mem::Discriminant<Reason>) {
        let kind = match &self.reason {
            Reason::WrongBranch { callee, mover } => std::mem::discriminant(&Reason::WrongSide {
                callee: callee.clone(),
                mover: *mover,
                tied: false,
            }),
            reason => std::mem::discriminant(reason),
        };
        (&self.function, kind)
    }
}

/// The line of the learner's file to change for the call that went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Change {
    /// This line: the comparison that decided a cut, the call of the wrong function or with the wrong
    /// window.
    At(u32),
    /// The line that chooses among the values of its actions, to be found in the source.
    Choice,
    /// The test of whose turn it is that chose the branch holding this line (the call of the other
    /// side's function), to be found in the source.
    Branch { from: u32 },
    /// None can be named.
    Unknown,
}

impl Change {
    /// The line, once known.
    pub fn line(self) -> Option<u32> {
        match self {
            Change::At(line) => Some(line),
            _ => None,
        }
    }

    /// A line of the file, or none.
    fn at(line: Option<u32>) -> Change {
        line.map_or(Change::Unknown, Change::At)
    }
}

/// A call the call that went wrong made for one of its actions.
#[derive(Clone, Copy, Debug, PartialEq, Encode, Decode)]
pub struct Tried {
    /// The move that leads to its board; `None` when its board is not one move from the caller's.
    pub cell: Option<Cell>,
    /// Its board, which no game need reach (a wrong `result` made it).
    pub board: Grid,
    /// What it returned; NaN where it returned no number.
    pub value: f64,
}

/// What the call that went wrong should have returned.
#[derive(Clone, Copy, Debug, PartialEq, Encode, Decode)]
pub enum Expectation {
    /// This value.
    Value(f64),
    /// At most this (α), since the truth is at most α.
    AtMost(f64),
    /// At least this (β), since the truth is at least β.
    AtLeast(f64),
    /// One of these moves, which keep the position's outcome; `such_as` are the table's best among them,
    /// when the words name some.
    Keeping { moves: Cells, such_as: Option<Cells> },
}

/// Why the call that went wrong is wrong.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub enum Reason {
    /// It scores its side's actions with `callee`, a function that takes the other side's choice; `tied`
    /// when its actions' values all tie, so the move picked does not tell whether it picks right.
    WrongSide { callee: String, mover: Player, tied: bool },
    /// The learner's `minimax` runs the other side's branch for `mover`: it scores `mover`'s actions
    /// with `callee`, `mover`'s own choice, and takes the other side's pick of their values, so the
    /// test that chose the branch is wrong, not the call.
    WrongBranch { callee: String, mover: Player },
    /// It returned a value on a finished board other than its Utility.
    Finished { utility: i8, convention: Convention },
    /// It returned on an unfinished board without trying any of its `actions`.
    TriedNothing { actions: u32 },
    /// It tried only `tried` of its `actions` (no window): minimax tries every action.
    TriedTooFew { tried: usize, actions: u32 },
    /// It stopped after `tried` of its `actions` with `v` not beyond its bound (β for X, α for O).
    NotACut {
        tried: usize,
        actions: u32,
        v: f64,
        bound: f64,
        maximises: bool,
    },
    /// It called `function` for its action `nth` with another window than the course passes.
    WindowPassed {
        function: String,
        nth: usize,
        given: (f64, f64),
        course: (f64, f64),
    },
    /// Its value is not the best of its actions' `worth`, which is `v` (`windowed`: as the course's
    /// loop with a window leaves v).
    WrongValue {
        worth: Vec<f64>,
        maximises: bool,
        v: f64,
        windowed: bool,
    },
    /// The learner's `minimax` chose `played`, worth `chosen`, though `player` takes the best of `worth`,
    /// the values its calls of `callee` returned, made from line `from` of the file.
    RootChoice {
        played: Cell,
        chosen: Option<f64>,
        player: Player,
        worth: Vec<f64>,
        callee: Option<String>,
        from: Option<u32>,
    },
}

/// Why no call of the search can be named, when none can.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Unnamed {
    /// None of the file's functions that minimax called with a board (these, itself left out) returned
    /// a number.
    NoValueCalls(Vec<String>),
    /// Every such call answered right: the mistake is outside them.
    EveryCallRight,
    /// The first call that went wrong, of this function, searched boards that are not one move from its
    /// own.
    NotOneMoveApart(String),
}

/// What the trace says of the learner's search on one board.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct Analysis {
    /// Positions the search visited: its calls that took a board and returned a value, a board
    /// counted once however many such calls it went through in a row; `None` when it made no such call.
    pub visited: Option<u64>,
    /// Positions the course's minimax visits on the same board.
    pub minimax: u64,
    /// Positions the course's alpha-beta visits on the same board, trying each position's actions in
    /// the order the file's `actions` gives them; `None` when that could not be counted.
    pub alphabeta: Option<u64>,
    /// Whether the file's search takes α and β.
    pub pruning: bool,
    /// The first call that went wrong, or why none can be named.
    pub culprit: Result<Culprit, Unnamed>,
    /// The line of the learner's file its `minimax` returned from.
    pub line: Option<u32>,
}

/// The calls of a trace, with what the analysis learns of them once.
struct Search<'a> {
    calls: &'a [Traced],
    /// For each call, the nearest call above it that returned a value or a move.
    parents: Vec<Option<usize>>,
    /// The calls that returned a value, in order.
    values: Vec<usize>,
}

impl Search<'_> {
    /// The value calls made right under `of` (under none: at the top).
    fn children(&self, of: Option<usize>) -> Vec<usize> {
        self.values
            .iter()
            .copied()
            .filter(|&at| self.parents[at] == of)
            .collect()
    }

    /// How `function` scores, learned from what it returned on finished boards: the course's when it
    /// never met one.
    fn convention(&self, function: &str) -> Convention {
        convention(self.calls, function)
    }
}

/// Judges the traced search of `root`, as recorded.
pub fn analyse(root: Board, traced: &protocol::Traced) -> Analysis {
    let calls = judged(traced.calls.iter().map(Traced::of).collect());
    let values: Vec<usize> = (0..calls.len()).filter(|&at| value_of(&calls[at]).is_some()).collect();
    let search = Search {
        parents: value_parents(&calls),
        values,
        calls: &calls,
    };
    // A position counts once however many calls it went through in a row (minimax, then a
    // max_value on the same board); the root counts whether a call of its own searched it or minimax
    // looped over its actions.
    let counted: Vec<usize> = search
        .values
        .iter()
        .copied()
        .filter(|&at| search.parents[at].is_none_or(|parent| calls[parent].board != calls[at].board))
        .collect();
    let root_counted = counted.iter().any(|&at| calls[at].board == Some(root));
    let visited = counted.len() as u64 + u64::from(!root_counted);
    let culprit = culprit(&search, &traced.called).and_then(one_move_apart);
    Analysis {
        visited: (!search.values.is_empty()).then_some(visited),
        minimax: Rung::CourseMinimax.search(root).nodes,
        alphabeta: traced.alphabeta,
        pruning: search.values.iter().any(|&at| window(&calls[at]).is_some()),
        culprit,
        line: traced.line,
    }
}

/// The calls with the values of those that are not the search's own left out: the search's own
/// functions are those that call a function returning a value (Max-Value calling Min-Value, or a helper
/// such as utility). A helper that calls none (utility, a key for a cache, a count) is not judged: its
/// number need not be a position's worth.
fn judged(calls: Vec<Traced>) -> Vec<Traced> {
    let mut searching: Vec<String> = Vec::new();
    for (at, call) in calls.iter().enumerate() {
        let below = calls[at + 1..].iter().take_while(|later| later.depth > call.depth);
        if value_of(call).is_some()
            && below.into_iter().any(|later| value_of(later).is_some())
            && !searching.contains(&call.function)
        {
            searching.push(call.function.clone());
        }
    }
    calls
        .into_iter()
        .map(
            |call| match searching.contains(&call.function) || matches!(call.returned, Returned::Move(_)) {
                true => call,
                false => Traced {
                    returned: Returned::Other,
                    ..call
                },
            },
        )
        .collect()
}

/// The call that went wrong: a Max-Value called where O is to move (or a Min-Value where X is) is its
/// caller's mistake, however right its own loop, and below it every call is off, so that caller is
/// named first; else the deepest wrong call whose own calls were all right; else the learner's
/// `minimax` itself, when the move it chose is wrong.
fn culprit(search: &Search, called: &[String]) -> Result<Culprit, Unnamed> {
    if search.values.is_empty() {
        let called = called.iter().filter(|name| *name != "minimax").cloned().collect();
        return Err(Unnamed::NoValueCalls(called));
    }
    if let Some(wrong) = side::wrong_side(search) {
        return Ok(wrong);
    }
    let calls = search.calls;
    let deepest = wrong_calls(search)
        .into_iter()
        .max_by_key(|&at| (calls[at].depth, std::cmp::Reverse(at)));
    let found = match deepest {
        Some(at) => Some(explain::wrong_call(search, at)),
        None => {
            let top = calls.iter().position(|call| matches!(call.returned, Returned::Move(_)));
            top.and_then(|top| explain::wrong_choice(search, top))
        }
    };
    found.ok_or(Unnamed::EveryCallRight)
}

/// The call that went wrong, unless it searched boards that are not one move from its own: then the
/// file's `player` or `result` is wrong there, and what its calls returned is not what its actions are
/// worth.
fn one_move_apart(found: Culprit) -> Result<Culprit, Unnamed> {
    match found.children.iter().any(|tried| tried.cell.is_none()) {
        true => Err(Unnamed::NotOneMoveApart(found.function)),
        false => Ok(found),
    }
}

/// The calls whose answer is wrong although every call they made answered right, in the order made.
fn wrong_calls(search: &Search) -> Vec<usize> {
    let calls = search.calls;
    let right: Vec<Option<bool>> = calls
        .iter()
        .map(|call| judge(call, search.convention(&call.function)))
        .collect();
    search
        .values
        .iter()
        .copied()
        .filter(|&at| right[at] == Some(false))
        .filter(|&at| {
            search
                .children(Some(at))
                .iter()
                .all(|&child| right[child] != Some(false))
        })
        .collect()
}

/// For each call, the nearest call above it that returned a value or a move; `None` for one with none
/// above.
fn value_parents(calls: &[Traced]) -> Vec<Option<usize>> {
    parents_where(calls, |call| {
        value_of(call).is_some() || matches!(call.returned, Returned::Move(_))
    })
}

/// For each call, the nearest call above it that is `chosen`; `None` for one with none above.
fn parents_where(calls: &[Traced], chosen: impl Fn(&Traced) -> bool) -> Vec<Option<usize>> {
    let mut open: Vec<usize> = Vec::new();
    let mut parents = Vec::with_capacity(calls.len());
    for (at, call) in calls.iter().enumerate() {
        open.truncate(call.depth);
        parents.push(open.iter().rev().copied().find(|&above| chosen(&calls[above])));
        open.push(at);
    }
    parents
}

fn value_of(call: &Traced) -> Option<f64> {
    match call.returned {
        Returned::Value(value, _) => Some(value),
        _ => None,
    }
}

/// How `function` scores, learned from what it returned on finished boards: the course's when it never
/// met one.
fn convention(calls: &[Traced], function: &str) -> Convention {
    let finished: Vec<(Board, f64)> = calls
        .iter()
        .filter(|call| call.function == function)
        .filter_map(|call| Some((call.board.filter(|b| b.is_terminal())?, value_of(call)?)))
        .collect();
    let agrees = |side_to_move: bool| {
        let convention = Convention {
            side_to_move,
            scaled: false,
        };
        finished
            .iter()
            .filter(|&&(board, value)| {
                let truth = convention.of_x_value(f64::from(board.utility().unwrap_or(0)), board);
                same_sign(value, truth)
            })
            .count()
    };
    let side_to_move = agrees(true) > agrees(false);
    // An infinity is no scale: it is a search returning where it should not.
    let scaled = finished
        .iter()
        .any(|&(_, value)| value.is_finite() && value != 0.0 && value.abs() != 1.0);
    Convention { side_to_move, scaled }
}

/// Whether two values say the same outcome: both wins for X (above zero), both draws (zero), or both
/// wins for O.
fn same_sign(value: f64, truth: f64) -> bool {
    let sign = |x: f64| (x > 0.0) as i8 - (x < 0.0) as i8;
    !value.is_nan() && sign(value) == sign(truth)
}

/// The α and β a call took, if it took a window: arguments named so, or the two numbers it took besides
/// a depth.
fn window(call: &Traced) -> Option<(f64, f64)> {
    let named = |names: &[&str]| {
        call.args
            .iter()
            .find(|(name, _)| names.contains(&name.to_lowercase().as_str()))
            .map(|&(_, value)| value)
    };
    if let (Some(alpha), Some(beta)) = (named(&["alpha", "α", "a", "alfa"]), named(&["beta", "β", "b"])) {
        return Some((alpha, beta));
    }
    let depth_like = ["depth", "d", "level", "ply", "plies", "turn", "n", "count", "moves"];
    let numbers: Vec<f64> = call
        .args
        .iter()
        .filter(|(name, _)| !depth_like.contains(&name.to_lowercase().as_str()))
        .map(|&(_, value)| value)
        .collect();
    match numbers.as_slice() {
        [alpha, beta] => Some((*alpha, *beta)),
        _ => None,
    }
}

/// The true value of a call's board, from X's side (1, 0, -1).
fn truth(board: Board) -> i8 {
    table::probe(board).outcome.value()
}

/// Whether a call answered right in its own convention: exactly, or within its window as alpha-beta
/// may (at most α when the truth is at most α, at least β when it is at least β). `None` when it
/// cannot be told (no value, a board no game reaches).
fn judge(call: &Traced, convention: Convention) -> Option<bool> {
    let (board, value) = (call.board?, value_of(call)?);
    let truth = convention.of_x_value(f64::from(truth(board)), board);
    let same = |value: f64| match convention.scaled {
        true => same_sign(value, truth),
        false => value == truth,
    };
    Some(match window(call) {
        None => same(value),
        Some((alpha, beta)) if convention.scaled => value <= alpha || value >= beta || same(value),
        Some((alpha, _)) if truth <= alpha => value <= alpha,
        Some((_, beta)) if truth >= beta => value >= beta,
        Some(_) => same(value),
    })
}

/// Each child call: its move from `board`, its board, and the value it returned.
fn tried(board: Board, calls: &[Traced], children: &[usize]) -> Vec<Tried> {
    children
        .iter()
        .map(|&child| Tried {
            cell: move_to(board, calls[child].board),
            board: calls[child].grid,
            value: value_of(&calls[child]).unwrap_or(f64::NAN),
        })
        .collect()
}

/// The move that leads from `board` to `child`, when it is one move of the side to move.
fn move_to(board: Board, child: Option<Board>) -> Option<Cell> {
    let child = child?;
    board.actions().into_iter().find(|&cell| board.play(cell) == Ok(child))
}

#[cfg(test)]
mod tests {
    use super::same_sign;

    #[test]
    fn a_draw_is_neither_side_s_win_whatever_its_sign_bit() {
        assert!(same_sign(0.0, -0.0) && same_sign(-0.0, 0.0));
        assert!(!same_sign(0.0, 1.0) && !same_sign(-0.0, -1.0) && !same_sign(0.5, 0.0));
        assert!(same_sign(f64::INFINITY, 1.0) && same_sign(-3.0, -1.0));
        assert!(!same_sign(f64::NAN, 0.0));
    }
}
