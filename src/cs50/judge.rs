//! Whether a call's reply is right, by the rules and the table, and, when it is not, what it got and what
//! was expected, in the learner's terms.

use super::calls::{Call, Function};
use super::harness::{CallResult, Lost, Reply};
use super::report::Failure;
use crate::board::{Board, Cell, Cells, Player};
use crate::lang::{Lang, Said};
use crate::output::numbers::thousands;
use crate::table;

/// How calls are judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judging {
    /// `minimax` must play one of the table's best moves (fastest win, slowest loss), not just any move
    /// that keeps the outcome, as CS50 accepts.
    pub fastest: bool,
    /// The megabytes the learner's Python may use, to name when it runs out.
    pub memory: u64,
}

/// A failure that cost much to reach, so that the same again and again is not worth waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expense {
    /// The call ran out of memory.
    Memory,
    /// The call recursed too deep.
    Recursion,
}

impl Expense {
    /// The expense of a reply, if it raised one of the costly errors.
    pub fn of(reply: &Reply) -> Option<Expense> {
        match &reply.result {
            CallResult::Raised(error) if error.starts_with("MemoryError") => Some(Expense::Memory),
            CallResult::Raised(error) if error.starts_with("RecursionError") => Some(Expense::Recursion),
            _ => None,
        }
    }

    /// What each call did: "ran out of memory", "recursed too deep".
    pub fn words(self) -> Said {
        match self {
            Expense::Memory => Said::new("ran out of memory", "用尽了内存"),
            Expense::Recursion => Said::new("recursed too deep", "递归过深"),
        }
    }
}

/// Judges a reply; a wrong one, boxed, as it is rare and large.
pub fn judge(call: &Call, reply: &Reply, judging: Judging) -> Result<(), Box<Failure>> {
    let board = call.board;
    let fastest = judging.fastest;
    if call.function == Function::Actions
        && let CallResult::Returned(value) = &reply.result
        && let Some((kind, pairs)) = value.strip_prefix('~').and_then(|rest| rest.split_once(' '))
        && distinct_cells(pairs).is_some_and(|cells| cells == Some(board.actions()))
    {
        return Err(Box::new(not_a_set(call, kind, pairs)));
    }
    let got = match &reply.result {
        CallResult::Raised(_) if must_raise(call) => None,
        CallResult::Raised(error) if error.starts_with("MemoryError") => {
            let megabytes = thousands(judging.memory);
            Some(Said::new(
                format!("ran out of the {megabytes} MB it may use ({error}); see --memory"),
                format!("用尽了允许使用的 {megabytes} MB 内存（{error}）；见 --memory"),
            ))
        }
        CallResult::Raised(error) => Some(Said::new(format!("raised {error}"), format!("抛出了 {error}"))),
        CallResult::Returned(value) if is_right(call, value, fastest) => None,
        CallResult::Returned(value) => Some(Said::each(|lang| returned(call, value, lang))),
    };
    if let Some(got) = got {
        let mut failure = failure(call, got, fastest);
        // An action off the board that wrote through a negative index: say why, and the fix.
        if call.function == Function::Result && call.cell().is_none() {
            failure.why = Some(off_board_why(call));
        }
        return Err(Box::new(failure));
    }
    if reply.input_after != "=" && reply.input_after != board.to_string() {
        let after = match reply.input_after.as_str() {
            "?" => Said::new("something that is no longer a board", "一个已不再是棋盘的东西"),
            after => Said::new(after, after),
        };
        return Err(Box::new(Failure {
            board,
            call: Said::new(
                format!("the board passed to {call}, afterwards"),
                format!("{call} 之后，传给它的棋盘"),
            ),
            got: after,
            expected: Said::new(board.to_string(), board.to_string()),
            why: None,
        }));
    }
    Ok(())
}

/// The failure of a call that got no reply.
pub fn lost(call: &Call, lost: &Lost, judging: Judging) -> Failure {
    let megabytes = thousands(judging.memory);
    let got = match lost {
        Lost::TimedOut(limit) => {
            let seconds = limit.as_secs_f64();
            Said::new(
                format!("timed out after {seconds} s (see --timeout)"),
                format!("{seconds} 秒后超时（见 --timeout）"),
            )
        }
        Lost::Exited(how) if how.en.contains("SIGSEGV") || how.en.contains("SIGABRT") => Said::new(
            format!(
                "Python crashed during the call ({}): most often a recursion too deep for its stack, or its \
                 {megabytes} MB of memory running out",
                how.en
            ),
            format!(
                "调用期间 Python 崩溃了（{}）：最常见的原因是递归太深超出了栈，或者 {megabytes} MB 内存用尽",
                how.zh
            ),
        ),
        Lost::Exited(how) => Said::new(
            format!("Python exited during the call ({})", how.en),
            format!("调用期间 Python 退出了（{}）", how.zh),
        ),
        Lost::TooManyProcesses => Said::new(
            format!("started more than {PROCESSES} processes at once; they were all stopped"),
            format!("同时启动了超过 {PROCESSES} 个进程；它们都已被终止"),
        ),
        Lost::Unreadable(line) => Said::new(
            format!("an unreadable reply: {line:?}"),
            format!("无法读取的回复：{line:?}"),
        ),
    };
    failure(call, got, judging.fastest)
}

/// Why an action off the board must raise though no game plays one, and how to make it.
pub fn off_board_why(call: &Call) -> Said {
    let (i, j) = call.action.unwrap_or_default();
    let fix = "if action not in actions(board): raise ValueError(\"invalid action\")";
    let (en, zh) = match (i < 0, j < 0) {
        (true, _) | (_, true) => {
            let index = if i < 0 { i } else { j };
            (
                format!(
                    "in Python board[{index}] does not fail: a negative index counts from the end, so the write lands on the board"
                ),
                format!("在 Python 中 board[{index}] 不会出错：负数下标从末尾倒数，所以这次写入落在了棋盘上"),
            )
        }
        _ => (
            format!("({i}, {j}) is off the board, and the call did not say so"),
            format!("({i}, {j}) 不在棋盘上，而这次调用没有报错"),
        ),
    };
    Said::new(
        format!(
            "{en}. CS50 asks result to raise for an action that is not valid; the one-line fix is to check the \
             action is among actions(board): {fix}"
        ),
        format!(
            "{zh}。CS50 要求 result 对不合法的动作抛出异常；只需加一行，检查该动作是否在 actions(board) 中即可修正：{fix}"
        ),
    )
}

/// The most processes the learner's code may have running at once (as `PROCESSES` in `harness.py`).
const PROCESSES: u32 = 64;

/// Why a function is not called again after a call of it got no reply.
pub fn stop_reason(lost: &Lost) -> Said {
    match lost {
        Lost::TimedOut(_) => Said::new("after a call that timed out", "在一次调用超时后"),
        Lost::Exited(_) => Said::new("after Python exited during a call", "在一次调用期间 Python 退出后"),
        Lost::TooManyProcesses => Said::new("after it started too many processes", "在它启动了太多进程后"),
        Lost::Unreadable(_) => Said::new("after a reply that could not be read", "在一个无法读取的回复后"),
    }
}

fn failure(call: &Call, got: Said, fastest: bool) -> Failure {
    let code = call.to_string();
    Failure {
        board: call.board,
        call: Said::new(code.clone(), code),
        got,
        expected: Said::each(|lang| expected(call, fastest, lang)),
        why: None,
    }
}

/// The failure of an `actions` that returns the right moves, but not as a set.
fn not_a_set(call: &Call, kind: &str, pairs: &str) -> Failure {
    let cells: Vec<String> = pairs
        .split_whitespace()
        .filter_map(pair)
        .map(|(i, j)| format!("({i}, {j})"))
        .collect();
    let got = format!("{kind} [{}]", cells.join(", "));
    Failure {
        why: Some(Said::new(
            format!(
                "every move is right, but CS50's check compares actions(board) with a set, and a {kind} never \
                 equals a set: return a set, {{(i, j), ...}}"
            ),
            format!(
                "每个着法都对，但 CS50 的检查拿 actions(board) 与一个集合比较，而 {kind} 永远不等于集合：请返回集合 {{(i, j), ...}}"
            ),
        )),
        ..failure(call, Said::new(got.clone(), got), false)
    }
}

/// Whether the call must raise: `result` with a taken cell or one off the board.
fn must_raise(call: &Call) -> bool {
    call.function == Function::Result && call.cell().is_none_or(|cell| call.board.get(cell).is_some())
}

fn is_right(call: &Call, value: &str, fastest: bool) -> bool {
    let board = call.board;
    match call.function {
        Function::Actions => distinct_cells(value).is_some_and(|cells| cells == Some(board.actions())),
        Function::Result => !must_raise(call) && value == expected(call, fastest, Lang::En),
        Function::Player | Function::Winner | Function::Terminal | Function::Utility => {
            value == expected(call, fastest, Lang::En)
        }
        Function::Minimax => match (board.is_terminal(), pair(value).and_then(on_board)) {
            (true, _) => value == "None",
            (false, Some(cell)) => keeps_outcome(board, cell, fastest),
            (false, None) => false,
        },
    }
}

/// Whether playing `cell` keeps the position's perfect-play value (or, strictly, is one of its best moves).
fn keeps_outcome(board: Board, cell: Cell, fastest: bool) -> bool {
    let entry = table::probe(board);
    match board.play(cell) {
        Ok(_) if fastest => entry.best.contains(cell),
        Ok(after) => table::probe(after).outcome.value() == entry.outcome.value(),
        Err(_) => false,
    }
}

/// What a right call returns, in words (Python's own for values, which both languages write alike).
fn expected(call: &Call, fastest: bool, lang: Lang) -> String {
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
                    .map_or_else(|e| e.words(lang), |after| after.to_string()),
                Some((_, Some(_))) => lang.pick(
                    format!("an exception: ({i}, {j}) is taken"),
                    format!("抛出异常：({i}, {j}) 已被占据"),
                ),
                None => lang.pick(
                    format!("an exception: ({i}, {j}) is off the board"),
                    format!("抛出异常：({i}, {j}) 不在棋盘上"),
                ),
            }
        }
        Function::Winner => mark(board.winner()),
        Function::Terminal => if board.is_terminal() { "True" } else { "False" }.to_string(),
        Function::Utility => board.utility().map_or("None".to_string(), |u| u.to_string()),
        Function::Minimax if board.is_terminal() => "None".to_string(),
        Function::Minimax => {
            let entry = table::probe(board);
            if fastest {
                let (outcome, best) = (entry.outcome.words(lang), list(entry.best));
                lang.pick(
                    format!("one of the best moves ({outcome}): {best}"),
                    format!("最佳着法之一（{outcome}）：{best}"),
                )
            } else {
                let keep: Cells = table::moves(board)
                    .filter(|(_, after)| after.value() == entry.outcome.value())
                    .map(|(cell, _)| cell)
                    .collect();
                let kept = match entry.outcome.value() {
                    1 => lang.pick("X's win", "X 获胜"),
                    -1 => lang.pick("O's win", "O 获胜"),
                    _ => lang.pick("the draw", "平局"),
                };
                let keep = list(keep);
                lang.pick(
                    format!("a move that keeps {kept}: {keep}"),
                    format!("使结局仍为“{kept}”的着法：{keep}"),
                )
            }
        }
    }
}

/// What a call answered, in words: what it returned, as a wrong answer would be said, or what it raised.
pub fn answer(call: &Call, reply: &Reply, lang: Lang) -> String {
    match &reply.result {
        CallResult::Returned(value) => returned(call, value, lang),
        CallResult::Raised(error) => lang.pick(format!("raised {error}"), format!("抛出了 {error}")),
    }
}

/// What a wrong call returned, in words.
fn returned(call: &Call, value: &str, lang: Lang) -> String {
    if let Some(repr) = value.strip_prefix('?') {
        return format!("{repr}{}", wrong_kind(call.function, repr, lang));
    }
    let board = call.board;
    match call.function {
        Function::Actions => match distinct_cells(value) {
            Some(Some(cells)) => {
                let difference = difference(cells, board.actions(), lang);
                lang.pick(
                    format!("{}: {difference}", set(cells)),
                    format!("{}：{difference}", set(cells)),
                )
            }
            _ => repeated_or_off_board(value, lang),
        },
        Function::Minimax if board.is_terminal() => {
            pair(value).map_or(value.to_string(), |(i, j)| format!("({i}, {j})"))
        }
        Function::Minimax => match pair(value) {
            None => value.to_string(),
            Some((i, j)) => match on_board((i, j)).map(|cell| (cell, board.play(cell))) {
                None => lang.pick(format!("({i}, {j}), off the board"), format!("({i}, {j})，不在棋盘上")),
                Some((_, Err(_))) => lang.pick(
                    format!("({i}, {j}), a taken cell"),
                    format!("({i}, {j})，已被占据的格子"),
                ),
                Some((cell, Ok(_))) => {
                    // The outcome counted from this board, as the expected one is.
                    let (_, after) = table::moves(board).find(|&(c, _)| c == cell).expect("a legal move");
                    let outcome = after.of_move().words(lang);
                    lang.pick(format!("({i}, {j}): {outcome}"), format!("({i}, {j})：{outcome}"))
                }
            },
        },
        _ => value.to_string(),
    }
}

/// What is wrong with the kind of a value a function returned, when the kind itself is the mistake:
/// a move written as a list, a board that is not a new list of lists.
fn wrong_kind(function: Function, repr: &str, lang: Lang) -> &'static str {
    let listed_pair = |text: &str| {
        let inner = text.trim().strip_prefix('[').and_then(|t| t.strip_suffix(']'));
        inner.is_some_and(|inner| pair(&inner.replace(' ', "")).is_some())
    };
    match function {
        Function::Minimax if listed_pair(repr) => lang.pick(
            ": a move is a tuple (i, j), not a list",
            "：着法应是元组 (i, j)，而不是列表",
        ),
        Function::Actions if repr.contains("[[") || repr.contains(", [") => lang.pick(
            ": each action is a tuple (i, j), not a list",
            "：每个动作应是元组 (i, j)，而不是列表",
        ),
        Function::Result => lang.pick(
            ": result must return a new board, a list of 3 lists",
            "：result 必须返回一个新的棋盘，即由 3 个列表组成的列表",
        ),
        _ => "",
    }
}

/// What a wrong set of actions has that it should not, and lacks.
fn difference(got: Cells, expected: Cells, lang: Lang) -> String {
    let extra = got & !expected;
    let lacking = expected & !got;
    let mut parts = Vec::new();
    if !extra.is_empty() {
        let extra = list(extra);
        parts.push(lang.pick(format!("{extra} not free"), format!("{extra} 不是空位")));
    }
    if !lacking.is_empty() {
        let lacking = list(lacking);
        parts.push(lang.pick(format!("{lacking} missing"), format!("缺少 {lacking}")));
    }
    parts.join(lang.pick("; ", "；"))
}

/// The pairs of an `actions` reply that has a pair more than once or off the board, sorted, and the
/// first such pair.
fn repeated_or_off_board(value: &str, lang: Lang) -> String {
    let mut pairs: Vec<(i64, i64)> = value.split_whitespace().filter_map(pair).collect();
    pairs.sort();
    let shown: Vec<String> = pairs.iter().map(|&(i, j)| format!("({i}, {j})")).collect();
    let why = match pairs.iter().find(|&&p| on_board(p).is_none()) {
        Some((i, j)) => lang.pick(format!("({i}, {j}) is off the board"), format!("({i}, {j}) 不在棋盘上")),
        None => match pairs.windows(2).find(|w| w[0] == w[1]) {
            Some(w) => {
                let (i, j) = w[0];
                lang.pick(
                    format!("({i}, {j}) is there more than once"),
                    format!("({i}, {j}) 出现了不止一次"),
                )
            }
            None => lang.pick("it is not a set of moves", "它不是一组着法").to_string(),
        },
    };
    let shown = shown.join(", ");
    lang.pick(format!("[{shown}]: {why}"), format!("[{shown}]：{why}"))
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
