//! A failure in words, in each language: what a call got, what was expected, why it matters, why a
//! function was stopped, what an exception and a value are as the learner's Python would write them.

use std::path::Path;

use super::super::calls::{Call, Function};
use super::super::change::ToChange;
use super::super::harness::{Lost, MOST_STARTS};
use super::super::judge::{self, Expected, Failure, Got, Why, is_set};
use super::super::options::Options;
use super::super::pattern::{Line, Pattern};
use super::super::protocol::{After, Ended, ErrorKind, Look, PROCESSES, PythonError, Shape, Shares, Value};
use super::super::source::Source;
use super::super::tally::{NotCalledAgain, Slowest};
use crate::board::Cells;
use crate::lang::{Both, Lang};
use crate::output::numbers::thousands;
use crate::table;

/// What a failure's words need beyond the failure: the file's name, for exceptions' lines, and the
/// memory each Python may use.
#[derive(Clone, Copy, Debug)]
pub struct Context<'a> {
    pub file: &'a str,
    pub memory: u64,
}

/// An exception as Python would print it, with the learner's line: `ValueError: taken (tictactoe.py,
/// line 40)`, on one line of at most 300 characters.
pub fn error(error: &PythonError, file: &str) -> String {
    let mut text = error.name.clone();
    if !error.message.is_empty() {
        text.push_str(": ");
        text.push_str(&error.message);
    }
    if let Some(line) = error.line {
        let name = Path::new(file)
            .file_name()
            .map_or(file.into(), |name| name.to_string_lossy());
        text.push_str(&format!(" ({name}, line {line})"));
    }
    match text.char_indices().nth(300) {
        Some(_) => {
            let cut: String = text.chars().take(297).collect();
            format!("{cut}...")
        }
        None => text,
    }
}

/// What the call got, in words.
pub fn got(failure: &Failure, context: Context, lang: Lang) -> String {
    let call = &failure.call;
    match (&failure.got, &failure.why) {
        (Got::Returned(Value::Moves { container, moves }), Some(Why::NotASet(_))) => {
            let listed: Vec<String> = moves.iter().map(|&(i, j)| format!("({i}, {j})")).collect();
            format!("{} [{}]", type_name(container, lang), listed.join(", "))
        }
        (Got::Returned(value), _) => returned(call, value, lang),
        (Got::Raised(error), _) => raised(error, context, lang),
        (Got::Lost(lost), _) => lost_words(lost, call.function, context.memory, lang),
        (Got::Changed(After::Board(grid)), _) => grid.to_string(),
        (Got::Changed(_), _) => lang
            .pick("something that is no longer a board", "一个已不再是棋盘的东西")
            .to_string(),
        (Got::Reached(reach), _) => super::reached::got(*reach, context.file, lang),
    }
}

/// What a call answered, in words: what it returned, as a wrong answer would be said, or what it
/// raised.
pub fn raised(error: &PythonError, context: Context, lang: Lang) -> String {
    let text = self::error(error, context.file);
    match error.kind {
        ErrorKind::OutOfMemory => {
            let megabytes = thousands(context.memory);
            lang.pick(
                format!("ran out of the {megabytes} MB it may use ({text}); see --memory"),
                format!("用尽了允许使用的 {megabytes} MB 内存（{text}）；见 --memory"),
            )
        }
        _ => lang.pick(format!("raised {text}"), format!("抛出了 {text}")),
    }
}

/// What was looked at: the call as the learner would write it, or the board it was given afterwards.
pub fn call(failure: &Failure, lang: Lang) -> String {
    match failure.got {
        Got::Changed(_) => lang.pick(
            format!("the board passed to {}, afterwards", failure.call),
            format!("{} 之后，传给它的棋盘", failure.call),
        ),
        _ => failure.call.to_string(),
    }
}

/// What a right call gives, in words (Python's own for values, which both languages write alike).
pub fn expected(expected: &Expected, lang: Lang) -> String {
    let mark = |player: Option<crate::board::Player>| player.map_or("None".to_string(), |p| p.to_string());
    match *expected {
        Expected::Mark(player) => mark(player),
        Expected::Moves(cells) => set(cells),
        Expected::Board(board) | Expected::Unchanged(board) => board.to_string(),
        Expected::Raises {
            action: (i, j),
            taken: true,
        } => lang.pick(
            format!("an exception: ({i}, {j}) is taken"),
            format!("抛出异常：({i}, {j}) 已被占用"),
        ),
        Expected::Raises {
            action: (i, j),
            taken: false,
        } => lang.pick(
            format!("an exception: ({i}, {j}) is off the board"),
            format!("抛出异常：({i}, {j}) 不在棋盘上"),
        ),
        Expected::Bool(value) => if value { "True" } else { "False" }.to_string(),
        Expected::Utility(value) => value.to_string(),
        Expected::NoMove => "None".to_string(),
        Expected::Best { outcome, moves } => {
            let (outcome, best) = (outcome.words(lang), list(moves));
            lang.pick(
                format!("one of the best actions ({outcome}): {best}"),
                format!("最佳动作之一（{outcome}）：{best}"),
            )
        }
        Expected::Keeping { value, moves } => {
            let kept = match value {
                1 => lang.pick("X's win", "X 获胜"),
                -1 => lang.pick("O's win", "O 获胜"),
                _ => lang.pick("the draw", "平局"),
            };
            let keep = list(moves);
            lang.pick(
                format!("an action that keeps {kept}: {keep}"),
                format!("使结局仍为“{kept}”的动作：{keep}"),
            )
        }
    }
}

/// Why a failure matters, when that is not plain: its own why, else what is wrong on the line to change
/// (`change`, whose text `source` holds).
pub fn failure_why(failure: &Failure, change: Option<ToChange>, source: &Source, lang: Lang) -> Option<String> {
    let aliased = change
        .filter(|change| change.by == Look::Origin)
        .and_then(|change| source.line(change.line));
    match &failure.why {
        Some(why) => Some(self::why(why, aliased, lang)),
        None => change.and_then(|change| changed_because(change.by, lang)),
    }
}

/// Why the failure matters; `aliased` is the learner's line that named the board given again, if one
/// did.
fn why(why: &Why, aliased: Option<&str>, lang: Lang) -> String {
    match why {
        Why::OffBoard(action) => off_board(*action, lang),
        Why::Shares(Shares::Board) => same_board(aliased, lang),
        Why::Shares(shared) => shares(*shared, lang),
        Why::NotASet(kind) => {
            let called = type_name(kind, lang);
            lang.pick(
                format!(
                    "every action is right, but actions must return a set of tuples, {{(i, j), ...}}: CS50's check \
                     compares actions(board) with a set, and a {kind} never equals a set"
                ),
                format!(
                    "每个动作都对，但 actions 必须返回由元组组成的集合 {{(i, j), ...}}：CS50 的检查拿 actions(board) 与一个集合比较，而{called}（{kind}）永远不等于集合"
                ),
            )
        }
    }
}

/// What is wrong on the line to change, when the look that found it says it and the failure's own
/// why does not: a statement with no effect, a test of the board itself.
fn changed_because(look: Look, lang: Lang) -> Option<String> {
    Some(match look {
        Look::NoEffect => lang
            .pick(
                "this line compares with == and throws the answer away, so it does nothing: = assigns, == only \
                 compares",
                "这一行用 == 作比较，比较的结果随即被丢弃，所以它什么也没做：= 才是赋值，== 只是比较",
            )
            .to_string(),
        Look::BoardMembership => lang
            .pick(
                "EMPTY not in board is always true for a list of rows: board holds three rows, never a cell's \
                 mark, so the test never sees an empty cell; look in each row: all(EMPTY not in row for row in \
                 board)",
                "对由行组成的列表来说，EMPTY not in board 永远为真：board 里装的是三行，而不是某个格子的标记，所以这个判断看不到空格；应当逐行查看：all(EMPTY not in row for row in board)",
            )
            .to_string(),
        _ => return None,
    })
}

/// Why writing on the board `result` returned wrote on the board it was given too, and the one-line fix.
fn shares(shares: Shares, lang: Lang) -> String {
    let fix = "copy.deepcopy(board)";
    match (shares, lang) {
        (Shares::Rows, Lang::En) => format!(
            "the board result returned shares its rows with the board it was given: board.copy(), list(board) and \
             board[:] copy the list of rows, not the rows, so the move is written on both. The one-line fix is to \
             copy the rows too, where the copy is made: {fix} (after import copy), or [row[:] for row in board]"
        ),
        (Shares::Rows, Lang::Zh) => format!(
            "result 返回的棋盘与传给它的棋盘共用同样的行：board.copy()、list(board) 和 board[:] 只复制了行的列表，没有复制每一行，所以这一步同时写在了两个棋盘上。只需在复制棋盘的那一行把每一行也复制：{fix}（先 import copy），或 [row[:] for row in board]"
        ),
        (Shares::Board, _) => same_board(None, lang),
    }
}

/// Why `result` wrote on the board it was given and returned it: `aliased`, the learner's line that named
/// it again, where one did, or no copy at all.
fn same_board(aliased: Option<&str>, lang: Lang) -> String {
    let fix = "copy.deepcopy(board)";
    match aliased.and_then(|line| Some((line, line.split_once('=')?.0.trim()))) {
        Some((line, name)) => lang.pick(
            format!(
                "result returned the very board it was given: {line} gives the same list another name, it does not \
                 copy it, so the move is written on the board given. The one-line fix is to copy it there: {name} = \
                 {fix} (after import copy)"
            ),
            format!(
                "result 返回的就是传给它的那个棋盘：{line} 只是给同一个列表起了另一个名字，并没有复制它，所以这一步写在了传入的棋盘上。只需改这一行，在那里复制棋盘：{name} = {fix}（先 import copy）"
            ),
        ),
        None => lang.pick(
            format!(
                "result returned the very board it was given, written on: it never copied it, so the move is on the \
                 board given too. Copy the board first and write on the copy: new = {fix} (after import copy)"
            ),
            format!(
                "result 返回的就是传给它的那个棋盘，并在上面写了这一步：它从未复制棋盘，所以这一步也写在了传入的棋盘上。请先复制棋盘，再在副本上写：new = {fix}（先 import copy）"
            ),
        ),
    }
}

/// Why an action off the board must raise though no game plays one, and how to make it.
fn off_board((i, j): (i32, i32), lang: Lang) -> String {
    let fix = "if action not in actions(board): raise ValueError(\"invalid action\")";
    let index = if i < 0 { i } else { j };
    match (i < 0 || j < 0, lang) {
        (true, Lang::En) => format!(
            "in Python board[{index}] does not fail: a negative index counts from the end, so the write lands on \
             the board. CS50 asks result to raise for an action that is not valid; the one-line fix is to check \
             the action is among actions(board): {fix}"
        ),
        (true, Lang::Zh) => format!(
            "在 Python 中 board[{index}] 不会出错：负数下标从末尾倒数，所以这次写入落在了棋盘上。CS50 要求 result 对不合法的动作抛出异常；只需加一行，检查该动作是否在 actions(board) 中即可修正：{fix}"
        ),
        (false, Lang::En) => format!(
            "({i}, {j}) is off the board, and the call did not say so. CS50 asks result to raise for an action \
             that is not valid; the one-line fix is to check the action is among actions(board): {fix}"
        ),
        (false, Lang::Zh) => format!(
            "({i}, {j}) 不在棋盘上，而这次调用没有报错。CS50 要求 result 对不合法的动作抛出异常；只需加一行，检查该动作是否在 actions(board) 中即可修正：{fix}"
        ),
    }
}

/// What a call returned, in words: as Python writes the value, with what it means for the call.
pub fn returned(call: &Call, value: &Value, lang: Lang) -> String {
    match (call.function, value) {
        (function, Value::Other { repr, shape, .. }) => format!("{repr}{}", wrong_kind(function, *shape, lang)),
        (Function::Actions, Value::Moves { container, moves }) => {
            match judge::distinct_cells(moves).filter(|_| is_set(container)) {
                Some(cells) => {
                    let difference = difference(cells, call.board.actions(), lang);
                    lang.pick(
                        format!("{}: {difference}", set(cells)),
                        format!("{}：{difference}", set(cells)),
                    )
                }
                None => repeated_or_off_board(moves, lang),
            }
        }
        (Function::Minimax, Value::Move(i, j)) if !call.board.is_terminal() => played(call, (*i, *j), lang),
        _ => value_text(value),
    }
}

/// A move the learner's `minimax` played on an unfinished board: off the board, on a taken cell, or
/// what it leads to.
fn played(call: &Call, (i, j): (i64, i64), lang: Lang) -> String {
    let board = call.board;
    match judge::on_board((i, j)).map(|cell| (cell, board.play(cell))) {
        None => lang.pick(format!("({i}, {j}), off the board"), format!("({i}, {j})，不在棋盘上")),
        Some((_, Err(_))) => lang.pick(
            format!("({i}, {j}), a taken cell"),
            format!("({i}, {j})，已被占用的格子"),
        ),
        Some((cell, Ok(_))) => {
            // The outcome counted from this board, as the expected one is.
            let (_, after) = table::moves(board).find(|&(c, _)| c == cell).expect("a legal move");
            let outcome = after.of_move().words(lang);
            lang.pick(format!("({i}, {j}): {outcome}"), format!("({i}, {j})：{outcome}"))
        }
    }
}

/// A value as Python writes it.
pub fn value_text(value: &Value) -> String {
    match value {
        Value::None => "None".to_string(),
        Value::Bool(value) => if *value { "True" } else { "False" }.to_string(),
        Value::Int(n) => n.to_string(),
        Value::Float(_, repr) => repr.clone(),
        Value::Mark(player) => player.to_string(),
        Value::Move(i, j) => format!("({i}, {j})"),
        Value::Moves { moves, .. } => {
            let listed: Vec<String> = moves.iter().map(|&(i, j)| format!("({i}, {j})")).collect();
            format!("[{}]", listed.join(", "))
        }
        Value::Board(grid) => grid.to_string(),
        Value::Scored(x, _) => x.to_string(),
        Value::Other { repr, .. } => repr.clone(),
    }
}

/// What is wrong with the kind of a value a function returned, when the kind itself is the mistake:
/// a move written as a list, a board that is not a new list of lists.
fn wrong_kind(function: Function, shape: Option<Shape>, lang: Lang) -> &'static str {
    match (function, shape) {
        (Function::Minimax, Some(Shape::ListedMove)) => lang.pick(
            ": an action is a tuple (i, j), not a list",
            "：动作应是元组 (i, j)，而不是列表",
        ),
        (Function::Actions, Some(Shape::ListedMoves)) => lang.pick(
            ": actions must return a set of tuples, {(i, j), ...}, and here each action is a list [i, j]",
            "：actions 必须返回由元组组成的集合 {(i, j), ...}，而这里每个动作都是列表 [i, j]",
        ),
        (Function::Player | Function::Winner, Some(Shape::EqualMark)) => lang.pick(
            ": a string of another type than str, such as numpy's np.str_: np.str_('X') equals 'X', so check50 \
             accepts it, but it is not X itself, which is a str; return X or O, not a cell of a numpy array",
            "：这是 str 以外类型的字符串，比如 numpy 的 np.str_：np.str_('X') 等于 'X'，所以 check50 会接受它，但它不是 X 本身（X 是 str）；请返回 X 或 O，而不是 numpy 数组里的格子",
        ),
        (Function::Result, _) => lang.pick(
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

/// The moves of an `actions` reply that is not a set of moves on the board, sorted, and the first one
/// off the board or there more than once.
fn repeated_or_off_board(moves: &[(i64, i64)], lang: Lang) -> String {
    let mut pairs = moves.to_vec();
    pairs.sort();
    let shown: Vec<String> = pairs.iter().map(|&(i, j)| format!("({i}, {j})")).collect();
    let why = match pairs.iter().find(|&&pair| judge::on_board(pair).is_none()) {
        Some((i, j)) => lang.pick(format!("({i}, {j}) is off the board"), format!("({i}, {j}) 不在棋盘上")),
        None => match pairs.windows(2).find(|w| w[0] == w[1]) {
            Some(w) => {
                let (i, j) = w[0];
                lang.pick(
                    format!("({i}, {j}) is there more than once"),
                    format!("({i}, {j}) 出现了不止一次"),
                )
            }
            None => lang.pick("it is not a set of actions", "它不是一组动作").to_string(),
        },
    };
    let shown = shown.join(", ");
    lang.pick(format!("[{shown}]: {why}"), format!("[{shown}]：{why}"))
}

/// What a call's limit is counted in: the CPU time Python spends, which the checker reads from outside
/// it; in a browser page, which cannot read it, the page's own clock.
pub const SPENT: Both = match cfg!(target_arch = "wasm32") {
    false => Both::new("of CPU time", " CPU 时间"),
    true => Both::new("by the page's clock", "时间（按网页的时钟计）"),
};

/// A call that got no reply, in words.
pub fn lost_words(lost: &Lost, function: Function, memory: u64, lang: Lang) -> String {
    match lost {
        // --timeout sets minimax's limit; the six small functions get at most two seconds.
        Lost::TimedOut(limit) if function == Function::Minimax => {
            let (seconds, spent) = (limit.as_secs_f64(), SPENT.get(lang));
            lang.pick(
                format!("timed out after {seconds} s {spent} (see --timeout)"),
                format!("用了 {seconds} 秒{spent}后超时（见 --timeout）"),
            )
        }
        Lost::TimedOut(limit) => {
            let (seconds, most) = (limit.as_secs_f64(), Options::QUICK_LIMIT.as_secs_f64());
            let spent = SPENT.get(lang);
            lang.pick(
                format!(
                    "timed out after {seconds} s {spent} (the six small functions answer in microseconds and \
                     get {most} s each, less when --timeout is less)"
                ),
                format!("用了 {seconds} 秒{spent}后超时（六个小函数只需几微秒，每次调用最多给 {most} 秒；若 --timeout 更小，以 --timeout 为准）"),
            )
        }
        Lost::Waited(waited) => {
            let seconds = waited.as_secs();
            lang.pick(
                format!(
                    "gave no answer in {seconds} s while using almost no CPU time: it waits for something (a sleep, \
                     an input()) instead of computing"
                ),
                format!(
                    "{seconds} 秒内没有回答，而且几乎没有使用 CPU 时间：它在等待什么（sleep、input()），而不是在计算"
                ),
            )
        }
        Lost::Ended(Ended::TooManyProcesses) => lang.pick(
            format!("started more than {PROCESSES} processes at once; they were all stopped"),
            format!("同时启动了超过 {PROCESSES} 个进程；它们都已被终止"),
        ),
        Lost::Ended(ended @ Ended::Signal(6 | 11)) => {
            let (how, megabytes) = (ended_words(*ended, lang), thousands(memory));
            lang.pick(
                format!(
                    "Python crashed during the call ({how}): most often a recursion too deep for its stack, or its \
                     {megabytes} MB of memory running out"
                ),
                format!(
                    "调用期间 Python 崩溃了（{how}）：最常见的原因是递归太深超出了栈，或者 {megabytes} MB 内存用尽"
                ),
            )
        }
        Lost::Ended(Ended::OutOfMemory) => {
            let megabytes = thousands(memory);
            lang.pick(
                format!("used more than {megabytes} MB in all its processes together; the system stopped it"),
                format!("它的所有进程合计使用了超过 {megabytes} MB 内存；系统终止了它"),
            )
        }
        Lost::Ended(ended) => {
            let how = ended_words(*ended, lang);
            lang.pick(
                format!("Python exited during the call ({how})"),
                format!("调用期间 Python 退出了（{how}）"),
            )
        }
        Lost::Unreadable(line) => lang.pick(
            format!("an unreadable reply: {line:?}"),
            format!("无法读取的回复：{line:?}"),
        ),
        Lost::NotStarted => lang.pick(
            format!("not made: the check had started Python {MOST_STARTS} times, the most it starts for a file (calls before it ended Python)"),
            format!("未调用：本次检查已启动 Python {MOST_STARTS} 次，这是对一个文件启动的上限（之前的调用结束了 Python）"),
        ),
        Lost::TooLong(cap) => {
            let mib = cap >> 20;
            lang.pick(
                format!("a reply longer than {mib} MiB, not read"),
                format!("超过 {mib} MiB 的回复，未读取"),
            )
        }
    }
}

/// How a process ended, for people: "exit status 1", "killed by signal 11 (SIGSEGV)".
pub fn ended_words(ended: Ended, lang: Lang) -> String {
    match ended {
        Ended::Code(code) => lang.pick(format!("exit status {code}"), format!("退出状态 {code}")),
        Ended::OutOfMemory => lang.pick(
            "killed for going past the memory limit of all its processes together".to_string(),
            "因所有进程合计超出内存上限而被终止".to_string(),
        ),
        Ended::TooManyProcesses => lang.pick(
            format!("stopped for starting more than {PROCESSES} processes"),
            format!("因启动超过 {PROCESSES} 个进程而被终止"),
        ),
        Ended::Signal(signal) => {
            let name = match signal {
                6 => "SIGABRT",
                9 => "SIGKILL",
                11 => "SIGSEGV",
                15 => "SIGTERM",
                _ => "",
            };
            match name.is_empty() {
                true => lang.pick(format!("killed by signal {signal}"), format!("被信号 {signal} 终止")),
                false => lang.pick(
                    format!("killed by signal {signal} ({name})"),
                    format!("被信号 {signal}（{name}）终止"),
                ),
            }
        }
    }
}

/// Why a function is not called again.
pub fn stopped(stopped: &NotCalledAgain, lang: Lang) -> String {
    match stopped {
        NotCalledAgain::Costly(count, expense) => {
            let did = match expense {
                judge::Expense::Memory => lang.pick("ran out of memory", "用尽了内存"),
                judge::Expense::Recursion => lang.pick("recursed too deep", "递归过深"),
            };
            lang.pick(
                format!("after {count} calls that each {did}"),
                format!("在 {count} 次调用都{did}之后"),
            )
        }
        NotCalledAgain::Lost(lost) => stop_reason(lost, lang).to_string(),
        NotCalledAgain::Slow { empty, lost } => {
            let after = stop_reason(lost, lang);
            lang.pick(
                format!("on boards of {empty} or more empty cells, {after} on one"),
                format!("对有 {empty} 个及以上空格的棋盘（{after}）"),
            )
        }
    }
}

/// Why a function is not called again after a call of it got no reply.
pub fn stop_reason(lost: &Lost, lang: Lang) -> &'static str {
    match lost {
        Lost::TimedOut(_) => lang.pick("after a call that timed out", "在一次调用超时后"),
        Lost::Waited(_) => lang.pick(
            "after a call that waited without computing",
            "在一次调用只等待而不计算后",
        ),
        Lost::Ended(Ended::TooManyProcesses) => {
            lang.pick("after it started too many processes", "在它启动了太多进程后")
        }
        Lost::Ended(Ended::OutOfMemory) => lang.pick(
            "after its processes together ran out of memory",
            "在它的进程合计用尽内存后",
        ),
        Lost::Ended(_) => lang.pick("after Python exited during a call", "在一次调用期间 Python 退出后"),
        Lost::NotStarted => lang.pick(
            "after Python was started as many times as a check starts it",
            "在 Python 已启动到一次检查的上限次数后",
        ),
        Lost::Unreadable(_) | Lost::TooLong(_) => {
            lang.pick("after a reply that could not be read", "在一个无法读取的回复后")
        }
    }
}

/// `{(0, 1), (2, 2)}`, or `set()` for no cells, as Python writes a set.
pub fn set(cells: Cells) -> String {
    match cells.is_empty() {
        true => "set()".to_string(),
        false => format!("{{{}}}", list(cells)),
    }
}

/// `(0, 1), (2, 2)`.
pub fn list(cells: Cells) -> String {
    let pairs: Vec<String> = cells
        .into_iter()
        .map(|c| format!("({}, {})", c.row(), c.col()))
        .collect();
    pairs.join(", ")
}

/// What every failure of `function` has in common, and for `winner`, the mistake that makes it so and
/// its one-line fix.
pub fn pattern(pattern: Pattern, function: Function, failures: usize, lang: Lang) -> String {
    let n = thousands(failures as u64);
    let winner = function == Function::Winner;
    match pattern {
        Pattern::WonOn(line) => {
            let (en, zh) = (line_words(line, Lang::En), line_words(line, Lang::Zh));
            match winner {
                true => lang.pick(
                    format!(
                        "all {n} failures have three in a row on {en}, a line winner misses: the one-line fix is to \
                         check that line too"
                    ),
                    format!("全部 {n} 个失败的棋盘上都有一方在{zh}连成一线，而 winner 漏掉了这条线：只需加一行，把这条线也检查一遍"),
                ),
                false => lang.pick(
                    format!("all {n} failures have three in a row on {en}"),
                    format!("全部 {n} 个失败的棋盘上都有一方在{zh}连成一线"),
                ),
            }
        }
        Pattern::WonBesideEmptyLine if winner => lang.pick(
            format!(
                "all {n} failures have a win on the board and a line of three EMPTY cells, which winner takes for \
                 a line of one player's: the one-line fix is to check that a line's first cell is not EMPTY, \
                 board[i][0] is not EMPTY and board[i][0] == board[i][1] == board[i][2]"
            ),
            format!(
                "全部 {n} 个失败的棋盘上都已有一方连成一线，同时还有一条三格全空的线，而 winner 把这条空线当成了某一方连成的线：只需改一行，先检查这条线的第一格不是 EMPTY，board[i][0] is not EMPTY and board[i][0] == board[i][1] == board[i][2]"
            ),
        ),
        Pattern::WonBesideEmptyLine => lang.pick(
            format!("all {n} failures have a win on the board and a line of three empty cells"),
            format!("全部 {n} 个失败的棋盘上都已有一方连成一线，同时还有一条三格全空的线"),
        ),
        Pattern::OToMove => lang.pick(
            format!("all {n} failures have O to move"),
            format!("全部 {n} 个失败都是轮到 O 走"),
        ),
        Pattern::Won => lang.pick(
            format!("all {n} failures have a win on the board"),
            format!("全部 {n} 个失败的棋盘上都已有一方连成一线"),
        ),
        Pattern::Finished => lang.pick(
            format!("all {n} failures are on finished boards"),
            format!("全部 {n} 个失败都在已终局的棋盘上"),
        ),
    }
}

/// A line of three in words, with its cells: `the anti-diagonal, (0, 2), (1, 1), (2, 0)`.
fn line_words(line: Line, lang: Lang) -> String {
    let cells = list(line.cells());
    match line {
        Line::Row(i) => lang.pick(format!("row {i}, {cells}"), format!("第 {i} 行（{cells}）")),
        Line::Column(j) => lang.pick(format!("column {j}, {cells}"), format!("第 {j} 列（{cells}）")),
        Line::Diagonal => lang.pick(format!("the diagonal, {cells}"), format!("主对角线（{cells}）")),
        Line::AntiDiagonal => lang.pick(format!("the anti-diagonal, {cells}"), format!("副对角线（{cells}）")),
    }
}

/// A Python type's name as a sentence in `lang` says it: `list` in English, 列表 in Chinese (the name
/// itself for a type without a Chinese name).
fn type_name(name: &str, lang: Lang) -> String {
    let chinese = match name {
        "list" => "列表",
        "tuple" => "元组",
        "dict" => "字典",
        "generator" => "生成器",
        "frozenset" => "不可变集合",
        _ => name,
    };
    lang.pick(name, chinese).to_string()
}

/// Two functions each right only once the other is: they depend on each other through state kept
/// between calls, and what each must read instead.
pub fn tied(function: Function, other: Function, lang: Lang) -> String {
    let (name, other_name) = (function.name(), other.name());
    let (reads, other_reads) = (reads(function, lang), reads(other, lang));
    lang.pick(
        format!(
            "{name} and {other_name} are each right only once the other is: they depend on each other through \
             state kept between calls (a global); {name} must {reads}, and {other_name} must {other_reads}"
        ),
        format!(
            "{name} 和 {other_name} 都要等对方改对了才对：它们通过调用之间保留的状态（全局变量）互相依赖；{name} 应{reads}，{other_name} 应{other_reads}"
        ),
    )
}

/// What a function must read, and nothing else.
fn reads(function: Function, lang: Lang) -> &'static str {
    match function {
        Function::Player => lang.pick("count the marks on the board it is given", "数它收到的棋盘上的棋子"),
        Function::Actions => lang.pick(
            "list the empty cells of the board it is given",
            "列出它收到的棋盘上的空格",
        ),
        Function::Result => lang.pick(
            "build its board from the board and the action it is given, and change nothing else",
            "只根据它收到的棋盘和动作构造新棋盘，不改动别的任何东西",
        ),
        Function::Winner => lang.pick(
            "look at the lines of the board it is given",
            "检查它收到的棋盘上的各条线",
        ),
        Function::Terminal | Function::Utility => lang.pick("look only at the board it is given", "只看它收到的棋盘"),
        Function::Minimax => lang.pick("search from the board it is given", "从它收到的棋盘开始搜索"),
    }
}

/// How long the slowest `minimax` call took in CPU time, or that one timed out, beside the 60 s check50
/// allows each of its checks; nothing when every search answered at once.
pub fn slowest(slowest: Slowest, lang: Lang) -> Option<String> {
    let (board, seconds, limit) = (slowest.board, slowest.seconds, Options::DEFAULT_TIMEOUT.as_secs_f64());
    // The board itself is in the JSON; a sentence says how large a search it was.
    let from = match board.empty_cells().len() {
        9 => lang.pick("from the empty board".to_string(), "从空棋盘开始".to_string()),
        empty => lang.pick(
            format!("from a board with {empty} empty cells"),
            format!("从一个有 {empty} 个空格的棋盘开始"),
        ),
    };
    // check50's limit is wall-clock time on its own machine; the CPU time spent here is the best
    // forecast of it.
    let spent = SPENT.get(lang);
    Some(match slowest.finished {
        // A search that answers at once everywhere has no time worth saying (CPU time is counted in
        // hundredths of a second, and a quick call may be charged one).
        true if seconds < 0.05 => return None,
        true if seconds <= limit => lang.pick(
            format!(
                "minimax's slowest call used {seconds:.2} s {spent}, {from}; check50 allows {limit} s for each of \
                 its checks, as wall-clock time on its own machine: about as much, if that machine is as fast as \
                 this one"
            ),
            format!(
                "minimax 最慢的一次调用{from}，用了 {seconds:.2} 秒{spent}；check50 的每项检查允许 {limit} 秒，按它自己机器上的实际时间计：如果那台机器和这台一样快，两者大致相当"
            ),
        ),
        true => lang.pick(
            format!(
                "minimax's slowest call used {seconds:.2} s {spent}, {from}: more than the {limit} s check50 \
                 allows for each of its checks (wall-clock time on its own machine), so check50 will likely stop \
                 it there; it passed here only because --timeout gave it longer"
            ),
            format!(
                "minimax 最慢的一次调用{from}，用了 {seconds:.2} 秒{spent}：超过了 check50 每项检查允许的 {limit} 秒（按它自己机器上的实际时间计），所以 check50 很可能在那里把它停下；它在这里通过，只是因为 --timeout 给了它更长的时间"
            ),
        ),
        false => lang.pick(
            format!(
                "minimax's call {from} did not end within the {seconds} s {spent} it was given (--timeout); \
                 check50 allows {limit} s for each of its checks"
            ),
            format!("minimax 的一次调用{from}，在给它的 {seconds} 秒{spent}内没有结束（--timeout）；check50 的每项检查允许 {limit} 秒"),
        ),
    })
}
