//! What the learner's search beside the course's says, for the window's explorer: each call as written
//! ("min_value(X..OO.OXX, alpha=0, beta=1) → 0", "Min-Value(X..OO.OXX, α=0, β=1) → 0"), and where the
//! two part, with the pseudocode's line and the learner's.

use super::super::culprit::Returned;
use super::super::culprit::beside::{Beside, CourseCall, Parted, Parting, TraceEnded, YourCall};
use super::super::play::NoMove;
use super::super::protocol::Grid;
use super::super::source::Source;
use super::play::no_move_words;
use crate::board::{Board, Cell, Player};
use crate::engines::Rung;
use crate::lang::Lang;
use crate::output::numbers::thousands;
use crate::search::{Bound, Score, function_name};
use crate::table;

/// A number as the learner's Python shows it, infinities as ∞.
pub fn number(value: f64) -> String {
    match value {
        v if v.is_nan() => "nan".into(),
        v if v.is_infinite() && v > 0.0 => "∞".into(),
        v if v.is_infinite() => "−∞".into(),
        v if v.fract() == 0.0 && v.abs() < 1e15 => format!("{}", v as i64),
        v => format!("{v}"),
    }
}

/// A course score as its pseudocode writes it: 1, 0, −1, its infinities ±∞.
fn score(score: Score) -> String {
    match (score.is_infinite(), score.get()) {
        (true, value) if value > 0 => "∞".into(),
        (true, _) => "−∞".into(),
        (false, value) if value < 0 => format!("−{}", -value),
        (false, value) => value.to_string(),
    }
}

/// A cell as the course's code writes an action: (i, j).
pub fn action(cell: Cell) -> String {
    format!("({}, {})", cell.row(), cell.col())
}

/// What a learner's call returned, as Python shows it.
pub fn returned(call: &YourCall) -> String {
    match call.returned {
        Returned::Value(value, None) => number(value),
        Returned::Value(value, Some(cell)) => format!("({}, {})", number(value), action(cell)),
        Returned::Move(cell) => action(cell),
        Returned::Other if call.open => "…".into(),
        Returned::Other => "—".into(),
    }
}

/// A learner's call as written, its board as `board`: its function and its arguments.
pub fn your_called(call: &YourCall, board: &str) -> String {
    let mut args = vec![board.to_string()];
    args.extend(
        call.args
            .iter()
            .map(|(name, value)| format!("{name}={}", number(*value))),
    );
    format!("{}({})", call.function, args.join(", "))
}

/// A course call as its pseudocode writes it, its board as `board`: Max-Value or Min-Value, and α and β.
pub fn course_called(call: &CourseCall, board: &str) -> String {
    let function = function_name(call.board.next_player());
    let window = call.window.map_or(String::new(), |(alpha, beta)| {
        format!(", α={}, β={}", score(alpha), score(beta))
    });
    format!("{function}({board}{window})")
}

/// What a course call returned, with its bound when it is not exact.
pub fn course_returned(call: &CourseCall, lang: Lang) -> String {
    let bound = match call.bound {
        Bound::Exact => "",
        Bound::Lower => lang.pick(" (at least)", "（下界）"),
        Bound::Upper => lang.pick(" (at most)", "（上界）"),
    };
    format!("{}{bound}", score(call.score))
}

/// "Course alpha-beta", as the engines name it.
fn course_name(rung: Rung, lang: Lang) -> &'static str {
    rung.label(lang)
}

/// The one-line summary: what was traced, beside which search, and how many positions each visited; of
/// a search whose trace ended early, how many it had visited by then, which is not all it visits.
pub fn summary(beside: &Beside, lang: Lang) -> String {
    let (yours, course) = beside.visited();
    let (root, name) = (beside.root, course_name(beside.course, lang));
    let (yours, course) = (thousands(yours as u64), thousands(course as u64));
    let course = lang.pick(
        format!("{name}, trying each position's actions in your order, visits {course}."),
        format!("{name}按你的动作顺序尝试，访问 {course} 个。"),
    );
    match &beside.stopped {
        None => lang.pick(
            format!("Your minimax from {root}: {yours} positions visited. {course}"),
            format!("你的 minimax 从 {root} 出发：访问了 {yours} 个局面。{course}"),
        ),
        Some(TraceEnded::Full) => lang.pick(
            format!(
                "Your minimax from {root} made more calls than are recorded: the first {yours} positions it visited are compared. {course}"
            ),
            format!("你的 minimax 从 {root} 出发，调用次数超过了记录上限：只比较它最先访问的 {yours} 个局面。{course}"),
        ),
        Some(TraceEnded::Raised(_)) => lang.pick(
            format!("Your minimax from {root}: {yours} positions visited before it raised. {course}"),
            format!("你的 minimax 从 {root} 出发：抛出异常之前访问了 {yours} 个局面。{course}"),
        ),
        Some(TraceEnded::Reached(_)) => lang.pick(
            format!("Your minimax from {root}: nothing to compare, as your file reached into the checker. {course}"),
            format!("你的 minimax 从 {root} 出发：没有可比较的，因为你的文件越界访问了检查程序。{course}"),
        ),
    }
}

/// Call `row` (from 0) as people count calls: from 1, its thousands separated.
pub fn call_number(row: usize) -> String {
    thousands(row as u64 + 1)
}

/// The pseudocode's line `number` as "line 15: if v ≤ α: return v"; a note without code (how the root
/// chooses) as its words.
fn pseudocode_line(rung: Rung, number: Option<u8>, lang: Lang) -> Option<String> {
    let number = number?;
    let code = rung.pseudocode();
    let line = code.lines().get(usize::from(number).checked_sub(1)?)?;
    let said = match line.code.trim() {
        "" => line.comment.get(lang),
        code => code,
    };
    Some(lang.pick(
        format!("pseudocode line {number}: {said}"),
        format!("伪代码第 {number} 行：{said}"),
    ))
}

/// The learner's line `number` as "your line 72: if v >= alpha:".
fn your_line(source: &Source, number: Option<u32>, lang: Lang) -> Option<String> {
    let number = number?;
    let text = source.line(number).unwrap_or("");
    Some(lang.pick(
        format!("your line {number}: {text}"),
        format!("你的第 {number} 行：{text}"),
    ))
}

/// The function a board's course call runs.
fn course_function(board: Board) -> &'static str {
    function_name(board.next_player())
}

/// Where the two first part, in words: what happened differently, then the two lines concerned.
/// `source` is the learner's file as it was traced.
pub fn parting(source: &Source, beside: &Beside, parted: &Parted, lang: Lang) -> (String, Vec<String>) {
    let row = parted.row;
    let number = call_number(row);
    let course = beside.course_calls.get(row);
    let yours = beside.yours.get(row);
    let (function, grid) = yours.map_or(("minimax", Grid::of(beside.root)), |call| {
        (call.function.as_str(), call.grid)
    });
    let sentence = match (parted.parting, course) {
        (Parting::Board { course_returned: false }, Some(course)) => lang.pick(
            format!(
                "Call {number}: your search called {function} on {grid}, where the course's calls {} on {}.",
                course_function(course.board),
                course.board
            ),
            format!(
                "第 {number} 次调用：你的搜索在 {grid} 上调用了 {function}，而课程的搜索在 {} 上调用 {}。",
                course.board,
                course_function(course.board)
            ),
        ),
        (Parting::Board { .. }, _) => lang.pick(
            format!(
                "Call {number}: your search called {function} on {grid}, where the course's has tried every action and returned."
            ),
            format!("第 {number} 次调用：你的搜索在 {grid} 上调用了 {function}，而课程的搜索已经尝试完所有动作并返回。"),
        ),
        (Parting::Value, Some(course)) => lang.pick(
            format!(
                "Call {number}: your {function} on {grid} returned {}, where the course's {} returns {}.",
                yours.map_or(String::new(), returned),
                course_function(course.board),
                score(course.score)
            ),
            format!(
                "第 {number} 次调用：你的 {function} 在 {grid} 上返回了 {}，而课程的 {} 返回 {}。",
                yours.map_or(String::new(), returned),
                course_function(course.board),
                score(course.score)
            ),
        ),
        (Parting::CutNotMade { tried }, Some(course)) => lang.pick(
            format!(
                "Call {number}: your {function} on {grid} returned after {tried} of its {} actions: a cut the course does not make. The course's {} goes on to the next action.",
                course.board.empty_cells().len(),
                course_function(course.board)
            ),
            format!(
                "第 {number} 次调用：你的 {function} 在 {grid} 上只试了 {} 个动作中的 {tried} 个就返回了：课程不会在这里剪枝。课程的 {} 会继续尝试下一个动作。",
                course.board.empty_cells().len(),
                course_function(course.board)
            ),
        ),
        (Parting::CutMissed { tried }, Some(course)) => lang.pick(
            format!(
                "Call {number}: the course's {} on {} cuts after {tried} actions; your {function} went on: a cut it misses.",
                course_function(course.board),
                course.board
            ),
            format!(
                "第 {number} 次调用：课程的 {} 在 {} 上试了 {tried} 个动作后剪枝；你的 {function} 却继续搜索：漏掉了一次剪枝。",
                course_function(course.board),
                course.board
            ),
        ),
        (Parting::RootMove, _) => choice(beside, lang),
        (_, None) => lang.pick(
            format!("Call {number}: your search made a call the course's does not."),
            format!("第 {number} 次调用：你的搜索做了一次课程的搜索没有做的调用。"),
        ),
    };
    let lines = [
        pseudocode_line(beside.course, parted.pseudocode, lang),
        your_line(source, parted.your_line, lang),
    ];
    (sentence, lines.into_iter().flatten().collect())
}

/// That the two never part, said only of what was compared: the calls as far as they were recorded, and
/// at the root the move each chose, the same or another as good.
pub fn same(beside: &Beside, lang: Lang) -> String {
    if beside.stopped.is_some() {
        return lang
            .pick(
                "As far as it was recorded, your search goes call by call as the course's.",
                "在记录到的范围内，你的搜索与课程的搜索逐次调用一致。",
            )
            .to_string();
    }
    let calls = lang.pick(
        "Your search goes call by call as the course's: the same boards, the same values, the same cuts",
        "你的搜索与课程的搜索逐次调用完全一致：棋盘相同，返回值相同，剪枝相同",
    );
    match (beside.your_move(), beside.course_choice) {
        (Some(yours), Some(course)) if yours == course => lang.pick(
            format!("{calls}, and at the root the same move, {}.", action(course)),
            format!("{calls}，在根结点也选了同一步 {}。", action(course)),
        ),
        (Some(yours), Some(course)) => lang.pick(
            format!(
                "{calls}. At the root your minimax chose {}, the course's {}: another action worth as much, which keeps the outcome.",
                action(yours),
                action(course)
            ),
            format!(
                "{calls}。在根结点你的 minimax 选了 {}，课程的搜索选 {}：另一个同样好的动作，结局不变。",
                action(yours),
                action(course)
            ),
        ),
        _ => lang.pick(format!("{calls}."), format!("{calls}。")),
    }
}

/// Where the two roots decide otherwise: the learner's answer and what it is worth, beside the course's
/// move and its worth, and which the side to move takes.
fn choice(beside: &Beside, lang: Lang) -> String {
    let root = beside.root;
    let worth = |cell: Cell| root.play(cell).ok().map(|after| table::probe(after).outcome.value());
    let course = beside.course_choice.map_or(String::new(), |cell| {
        let value = worth(cell).map_or(String::new(), |value| signed(i32::from(value)));
        lang.pick(
            format!("the course's chooses {}, worth {value}", action(cell)),
            format!("课程的搜索选 {}，其值为 {value}", action(cell)),
        )
    });
    let Some(player) = root.to_move() else {
        let chose = beside.your_move().map_or(String::new(), action);
        return lang.pick(
            format!(
                "Call 1: your minimax on {root} chose {chose}, where the game is over: the course's returns no action."
            ),
            format!("第 1 次调用：你的 minimax 在 {root} 上选了 {chose}，但对局已经结束：课程的搜索不返回任何动作。"),
        );
    };
    let takes = match player {
        Player::X => lang.pick("the largest", "最大的"),
        Player::O => lang.pick("the smallest", "最小的"),
    };
    match beside.your_move() {
        Some(cell) => match worth(cell) {
            Some(value) => lang.pick(
                format!(
                    "Call 1: your minimax on {root} chose {}, worth {}, where {course}: {player} is to move and takes {takes}.",
                    action(cell),
                    signed(i32::from(value))
                ),
                format!(
                    "第 1 次调用：你的 minimax 在 {root} 上选了 {}，其值为 {}；而{course}：轮到 {player} 走，应取{takes}。",
                    action(cell),
                    signed(i32::from(value))
                ),
            ),
            None => lang.pick(
                format!("Call 1: your minimax on {root} chose {}, a cell already taken, where {course}.", action(cell)),
                format!("第 1 次调用：你的 minimax 在 {root} 上选了已被占用的 {}；而{course}。", action(cell)),
            ),
        },
        None => lang.pick(
            format!("Call 1: your minimax on {root} returned none of its actions, where {course}."),
            format!("第 1 次调用：你的 minimax 在 {root} 上没有返回任何一个动作；而{course}。"),
        ),
    }
}

/// A value on the course's scale as its pseudocode writes one: 1, 0, −1.
fn signed(value: i32) -> String {
    match value {
        v if v < 0 => format!("−{}", -v),
        v => v.to_string(),
    }
}

/// What else a learner should know of the comparison: a trace cut short, finished boards scored
/// without a call, the first window that differs.
/// `file` names the learner's file.
pub fn notes(file: &str, beside: &Beside, lang: Lang) -> Vec<String> {
    let mut notes = Vec::new();
    match &beside.stopped {
        // The summary says so.
        Some(TraceEnded::Full) => {}
        Some(TraceEnded::Reached(reach)) => {
            notes.push(format!("{}.", no_move_words(&NoMove::Reached(*reach), file, lang)));
        }
        Some(TraceEnded::Raised(error)) => {
            let raised = no_move_words(&NoMove::Raised(error.clone()), file, lang);
            notes.push(match beside.yours.is_empty() {
                true => format!("{raised}."),
                false => lang.pick(
                    format!("{raised}: the calls before it are compared."),
                    format!("{raised}：比较的是在此之前的调用。"),
                ),
            });
        }
        None => {}
    }
    if beside.skips_finished {
        notes.push(lang.pick(
            "Your search scores finished boards without a call of their own, so the course's calls on them are left out.".into(),
            "你的搜索不为终局单独调用函数，因此课程在终局上的调用也不列出。".into(),
        ));
    }
    if let Some(row) = beside.window_differs {
        let number = call_number(row);
        notes.push(lang.pick(
            format!("From call {number} your α and β differ from the course's."),
            format!("从第 {number} 次调用起，你的 α 和 β 与课程的不同。"),
        ));
    }
    notes
}
