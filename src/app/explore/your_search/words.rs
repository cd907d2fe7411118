//! What the learner's search beside the course's says: each call as written ("min_value(X..OO.OXX,
//! alpha=0, beta=1) → 0", "Min-Value(X..OO.OXX, α=0, β=1) → 0"), and where the two part, with the
//! pseudocode's line and the learner's.

use crate::app::state::YourTrace;
use crate::board::{Board, Cell};
use crate::cs50::{Beside, CourseCall, Grid, Parted, Parting, Returned, Stopped, YourCall};
use crate::engines::Rung;
use crate::lang::Lang;
use crate::search::{Bound, Score, function_name};

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
fn action(cell: Cell) -> String {
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

/// The one-line summary: what was traced, beside which search, and how many positions each visited.
pub fn summary(beside: &Beside, lang: Lang) -> String {
    let (yours, course) = beside.visited();
    let name = course_name(beside.course, lang);
    lang.pick(
        format!(
            "Your minimax from {}: {yours} positions visited. {name}, trying each position's actions in your order: {course}.",
            beside.root
        ),
        format!(
            "你的 minimax 从 {} 出发：访问了 {yours} 个局面。{name}按你的动作顺序尝试：{course} 个。",
            beside.root
        ),
    )
}

/// The pseudocode's line `number` as "line 15: if v ≤ α: return v".
fn pseudocode_line(rung: Rung, number: Option<u8>, lang: Lang) -> Option<String> {
    let number = number?;
    let code = rung.pseudocode();
    let line = code.lines().get(usize::from(number).checked_sub(1)?)?;
    Some(lang.pick(
        format!("pseudocode line {number}: {}", line.code.trim()),
        format!("伪代码第 {number} 行：{}", line.code.trim()),
    ))
}

/// The learner's line `number` as "your line 72: if v >= alpha:".
fn your_line(traced: &YourTrace, number: Option<u32>, lang: Lang) -> Option<String> {
    let number = number?;
    let text = traced.line(number).unwrap_or("");
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
pub fn parting(traced: &YourTrace, beside: &Beside, parted: &Parted, lang: Lang) -> (String, Vec<String>) {
    let row = parted.row;
    let number = row + 1;
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
        (_, None) => lang.pick(
            format!("Call {number}: your search made a call the course's does not."),
            format!("第 {number} 次调用：你的搜索做了一次课程的搜索没有做的调用。"),
        ),
    };
    let lines = [
        pseudocode_line(beside.course, parted.pseudocode, lang),
        your_line(traced, parted.your_line, lang),
    ];
    (sentence, lines.into_iter().flatten().collect())
}

/// What else a learner should know of the comparison: a trace cut short, finished boards scored
/// without a call, the first window that differs.
pub fn notes(traced: &YourTrace, beside: &Beside, lang: Lang) -> Vec<String> {
    let mut notes = Vec::new();
    match &beside.stopped {
        Some(Stopped::Full) => notes.push(lang.pick(
            format!(
                "Your search made more calls than are recorded: the first {} positions are compared.",
                beside.yours.len()
            ),
            format!(
                "你的搜索调用次数超过了记录上限：只比较前 {} 个局面。",
                beside.yours.len()
            ),
        )),
        Some(Stopped::Raised(error)) => {
            let file = traced.file.display().to_string();
            let raised = crate::cs50::no_move_words(&crate::cs50::NoMove::Raised(error.clone()), &file, lang);
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
        notes.push(lang.pick(
            format!("From call {} your α and β differ from the course's.", row + 1),
            format!("从第 {} 次调用起，你的 α 和 β 与课程的不同。", row + 1),
        ));
    }
    notes
}
