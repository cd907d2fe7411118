//! Whether a call's reply is right, by the rules and the table, and, when it is not, what it got and what
//! was expected, in the learner's terms.

use super::calls::{Call, Function};
use super::harness::{CallResult, Lost, Reply};
use super::report::Failure;
use crate::board::{Board, Cell, Cells, Outcome, Player};
use crate::output::numbers::thousands;
use crate::table;

/// How calls are judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judging {
    /// `minimax` must play one of the table's best moves (fastest win, slowest loss), not just any move
    /// that keeps the outcome, as CS50 accepts.
    pub strict: bool,
    /// The megabytes the learner's Python may use, to name when it runs out.
    pub memory: u64,
}

/// Judges a reply.
pub fn judge(call: &Call, reply: &Reply, judging: Judging) -> Result<(), Failure> {
    let board = call.board;
    let strict = judging.strict;
    let got = match &reply.result {
        CallResult::Raised(_) if must_raise(call) => None,
        CallResult::Raised(error) if error.starts_with("MemoryError") => Some(format!(
            "ran out of the {} MB it may use ({error}); see --memory",
            thousands(judging.memory)
        )),
        CallResult::Raised(error) => Some(format!("raised {error}")),
        CallResult::Returned(value) if is_right(call, value, strict) => None,
        CallResult::Returned(value) => Some(returned(call, value)),
    };
    if let Some(got) = got {
        return Err(failure(call, got, strict));
    }
    if reply.input_after != "=" && reply.input_after != board.to_string() {
        let after = match reply.input_after.as_str() {
            "?" => "something that is no longer a board".to_string(),
            after => after.to_string(),
        };
        return Err(Failure {
            board,
            call: format!("the board passed to {call}, afterwards"),
            got: after,
            expected: board.to_string(),
        });
    }
    Ok(())
}

/// The failure of a call that got no reply.
pub fn lost(call: &Call, lost: &Lost, judging: Judging) -> Failure {
    let got = match lost {
        Lost::TimedOut(limit) => format!("timed out after {} s (see --timeout)", limit.as_secs_f64()),
        Lost::Exited(how) if how.contains("SIGSEGV") || how.contains("SIGABRT") => format!(
            "Python crashed during the call ({how}): most often a recursion too deep for its stack, or its {} MB \
             of memory running out",
            thousands(judging.memory)
        ),
        Lost::Exited(how) => format!("Python exited during the call ({how})"),
        Lost::TooManyProcesses => {
            format!("started more than {PROCESSES} processes at once; they were all stopped")
        }
        Lost::Unreadable(line) => format!("an unreadable reply: {line:?}"),
    };
    failure(call, got, judging.strict)
}

/// Why an action off the board must raise though no game plays one, and how to make it.
pub fn off_board_why(call: &Call) -> String {
    let (i, j) = call.action.unwrap_or_default();
    let how = match (i < 0, j < 0) {
        (true, _) | (_, true) => format!(
            "in Python board[{i}] does not fail: a negative index counts from the end, so the write lands on \
             the board"
        ),
        _ => format!("({i}, {j}) is off the board, and the call did not say so"),
    };
    format!(
        "{how}. CS50 asks result to raise for an action that is not valid; the one-line fix is to check the \
         action is among actions(board): if action not in actions(board): raise ValueError(\"invalid action\")"
    )
}

/// The most processes the learner's code may have running at once (as `PROCESSES` in `harness.py`).
const PROCESSES: u32 = 64;

/// Why a function is not called again after a call of it got no reply.
pub fn stop_reason(lost: &Lost) -> &'static str {
    match lost {
        Lost::TimedOut(_) => "timed out",
        Lost::Exited(_) => "Python exited during a call",
        Lost::TooManyProcesses => "it started too many processes",
        Lost::Unreadable(_) => "a reply could not be read",
    }
}

fn failure(call: &Call, got: String, strict: bool) -> Failure {
    Failure {
        board: call.board,
        call: call.to_string(),
        got,
        expected: expected(call, strict),
    }
}

/// Whether the call must raise: `result` with a taken cell or one off the board.
fn must_raise(call: &Call) -> bool {
    call.function == Function::Result && call.cell().is_none_or(|cell| call.board.get(cell).is_some())
}

fn is_right(call: &Call, value: &str, strict: bool) -> bool {
    let board = call.board;
    match call.function {
        Function::Actions => distinct_cells(value).is_some_and(|cells| cells == Some(board.actions())),
        Function::Result => !must_raise(call) && value == expected(call, strict),
        Function::Player | Function::Winner | Function::Terminal | Function::Utility => value == expected(call, strict),
        Function::Minimax => match (board.is_terminal(), pair(value).and_then(on_board)) {
            (true, _) => value == "None",
            (false, Some(cell)) => keeps_outcome(board, cell, strict),
            (false, None) => false,
        },
    }
}

/// Whether playing `cell` keeps the position's perfect-play value (or, strictly, is one of its best moves).
fn keeps_outcome(board: Board, cell: Cell, strict: bool) -> bool {
    let entry = table::probe(board);
    match board.play(cell) {
        Ok(_) if strict => entry.best.contains(cell),
        Ok(after) => table::probe(after).outcome.value() == entry.outcome.value(),
        Err(_) => false,
    }
}

/// What a right call returns, in words.
fn expected(call: &Call, strict: bool) -> String {
    let board = call.board;
    let mark = |player: Option<Player>| player.map_or("None".to_string(), |p| p.to_string());
    match call.function {
        Function::Player => mark(board.to_move()),
        Function::Actions => set(board.actions()),
        Function::Result => {
            let (i, j) = call.action.unwrap_or_default();
            match call.cell().map(|cell| (cell, board.get(cell))) {
                Some((cell, None)) => board
                    .play(cell)
                    .map_or_else(|e| e.to_string(), |after| after.to_string()),
                Some((_, Some(_))) => format!("an exception: ({i}, {j}) is taken"),
                None => format!("an exception: ({i}, {j}) is off the board"),
            }
        }
        Function::Winner => mark(board.winner()),
        Function::Terminal => if board.is_terminal() { "True" } else { "False" }.to_string(),
        Function::Utility => board.utility().map_or("None".to_string(), |u| u.to_string()),
        Function::Minimax if board.is_terminal() => "None".to_string(),
        Function::Minimax => {
            let entry = table::probe(board);
            if strict {
                format!("one of the best moves ({}): {}", entry.outcome, list(entry.best))
            } else {
                let keep: Cells = table::moves(board)
                    .filter(|(_, after)| after.value() == entry.outcome.value())
                    .map(|(cell, _)| cell)
                    .collect();
                let kept = match entry.outcome.value() {
                    1 => "X's win",
                    -1 => "O's win",
                    _ => "the draw",
                };
                format!("a move that keeps {kept}: {}", list(keep))
            }
        }
    }
}

/// What a wrong call returned, in words.
fn returned(call: &Call, value: &str) -> String {
    if let Some(repr) = value.strip_prefix('?') {
        return format!("{repr}{}", wrong_kind(call.function, repr));
    }
    let board = call.board;
    match call.function {
        Function::Actions => match distinct_cells(value) {
            Some(Some(cells)) => format!("{}: {}", set(cells), difference(cells, board.actions())),
            _ => repeated_or_off_board(value),
        },
        Function::Minimax if board.is_terminal() => {
            pair(value).map_or(value.to_string(), |(i, j)| format!("({i}, {j})"))
        }
        Function::Minimax => match pair(value) {
            None => value.to_string(),
            Some((i, j)) => match on_board((i, j)).map(|cell| (cell, board.play(cell))) {
                None => format!("({i}, {j}), off the board"),
                Some((_, Err(_))) => format!("({i}, {j}), a taken cell"),
                Some((cell, Ok(_))) => {
                    // The outcome counted from this board, as the expected one is.
                    let (_, after) = table::moves(board).find(|&(c, _)| c == cell).expect("a legal move");
                    let outcome = Outcome {
                        plies: after.plies + 1,
                        ..after
                    };
                    format!("({i}, {j}): {outcome}")
                }
            },
        },
        _ => value.to_string(),
    }
}

/// What is wrong with the kind of a value a function returned, when the kind itself is the mistake:
/// a move written as a list, a board that is not a new list of lists.
fn wrong_kind(function: Function, repr: &str) -> &'static str {
    let listed_pair = |text: &str| {
        let inner = text.trim().strip_prefix('[').and_then(|t| t.strip_suffix(']'));
        inner.is_some_and(|inner| pair(&inner.replace(' ', "")).is_some())
    };
    match function {
        Function::Minimax if listed_pair(repr) => ": a move is a tuple (i, j), not a list",
        Function::Actions if repr.contains("[[") || repr.contains(", [") => {
            ": each action is a tuple (i, j), not a list"
        }
        Function::Result => ": result must return a new board, a list of 3 lists",
        _ => "",
    }
}

/// What a wrong set of actions has that it should not, and lacks.
fn difference(got: Cells, expected: Cells) -> String {
    let extra = got & !expected;
    let lacking = expected & !got;
    let mut parts = Vec::new();
    if !extra.is_empty() {
        parts.push(format!("{} not free", list(extra)));
    }
    if !lacking.is_empty() {
        parts.push(format!("{} missing", list(lacking)));
    }
    parts.join("; ")
}

/// The pairs of an `actions` reply that has a pair more than once or off the board, sorted, and the
/// first such pair.
fn repeated_or_off_board(value: &str) -> String {
    let mut pairs: Vec<(i64, i64)> = value.split_whitespace().filter_map(pair).collect();
    pairs.sort();
    let shown: Vec<String> = pairs.iter().map(|&(i, j)| format!("({i}, {j})")).collect();
    let why = match pairs.iter().find(|&&p| on_board(p).is_none()) {
        Some((i, j)) => format!("({i}, {j}) is off the board"),
        None => match pairs.windows(2).find(|w| w[0] == w[1]) {
            Some(w) => format!("({}, {}) is there more than once", w[0].0, w[0].1),
            None => "it is not a set of moves".to_string(),
        },
    };
    format!("[{}]: {why}", shown.join(", "))
}

/// The cells of an `actions` reply (`0,1 2,2`): `None` if it is not a collection of pairs; `Some(None)`
/// if a pair is repeated or off the board.
fn distinct_cells(value: &str) -> Option<Option<Cells>> {
    if value.starts_with('?') {
        return None;
    }
    let mut cells = Cells::NONE;
    for token in value.split_whitespace() {
        match on_board(pair(token)?) {
            Some(cell) if !cells.contains(cell) => cells = cells.with(cell),
            _ => return Some(None),
        }
    }
    Some(Some(cells))
}

/// Reads a pair `I,J` as the harness writes it.
fn pair(token: &str) -> Option<(i64, i64)> {
    let (i, j) = token.split_once(',')?;
    Some((i.parse().ok()?, j.parse().ok()?))
}

/// The cell a pair names, if it is on the board.
fn on_board((i, j): (i64, i64)) -> Option<Cell> {
    Cell::try_from((usize::try_from(i).ok()?, usize::try_from(j).ok()?)).ok()
}

/// `{(0, 1), (2, 2)}`, or `set()` for no cells, as Python writes a set.
fn set(cells: Cells) -> String {
    match cells.is_empty() {
        true => "set()".to_string(),
        false => format!("{{{}}}", list(cells)),
    }
}

/// `(0, 1), (2, 2)`.
fn list(cells: Cells) -> String {
    let pairs: Vec<String> = cells
        .into_iter()
        .map(|c| format!("({}, {})", c.row(), c.col()))
        .collect();
    pairs.join(", ")
}
