//! What the check found, for people (one line per function; then, for each failing function, its
//! failure on the smallest board with what that failure means; then what check50 will print) and for
//! scripts (one JSON object).

use std::fmt::Write as _;

use super::calls::Function;
use super::check50::Prediction;
use super::culprit::{self, Analysis};
use super::pattern::Pattern;
use super::tally::FunctionTally;
use crate::board::{Board, Cell};
use crate::engines::Rung;
use crate::lang::{Lang, Said};
use crate::output::json::{Object, array, pair};
use crate::output::numbers::thousands;
use crate::output::quote::one_line;
use crate::output::wrap::columns;

/// Where a function went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The board the call was made on.
    pub board: Board,
    /// What was looked at: `result(board, (0, 0))`.
    pub call: Said,
    /// What the function returned (or raised), as Python writes it.
    pub got: Said,
    /// What the rules or the table say it should have.
    pub expected: Said,
    /// Why that matters, when it is not plain: an action off the board that wrote through a negative
    /// index, a list where CS50 compares with a set.
    pub why: Option<Said>,
}

/// The failing call made again in a fresh Python: what it answered there, when that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fresh {
    /// What the fresh Python returned (or raised).
    pub returned: Said,
    /// Whether that is right: then the code keeps state between calls.
    pub right: bool,
}

/// One function's findings.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionReport {
    /// The function.
    pub function: Function,
    /// Calls judged (for every function but `result`, one per board).
    pub checked: usize,
    /// Calls whose answer was right.
    pub passed: usize,
    /// The failure on the smallest board: fewest empty cells.
    pub failure: Option<Failure>,
    /// What every failure has in common, when that tells something.
    pub pattern: Option<Pattern>,
    /// What the failures together say, when one failure alone would mislead.
    pub note: Option<Said>,
    /// Why the function was not called again, if it was stopped.
    pub stopped: Option<Said>,
    /// The failing function whose right version makes this one's failures right: fix it first.
    pub because_of: Option<Function>,
    /// What a fresh Python answered to the failing call, when that differs.
    pub fresh: Option<Fresh>,
    /// For `minimax`: its own search on the failing board, traced and judged.
    pub search: Option<Analysis>,
}

impl FunctionReport {
    /// The findings of a tally, before the analyses that follow: the smallest failure, its pattern, and
    /// the notes the failures together give. `boards` are every board checked.
    pub fn from_tally(function: Function, tally: &FunctionTally, boards: &[Board]) -> FunctionReport {
        let checked: Vec<Board> = boards
            .iter()
            .copied()
            .filter(|board| function.is_called_on(*board))
            .collect();
        let mut note = None;
        if function == Function::Result && !tally.failures.is_empty() && tally.boards_returned == 0 && !tally.lost {
            note = Some(Said::new(
                "result never returned a board: it raised on every move, the legal ones too (raising is right \
                 only for a taken cell or one off the board)",
                "result 从未返回过棋盘：它对每一步都抛出了异常，合法的着法也不例外（只有格子已被占据或不在棋盘上时才应抛出异常）",
            ));
        }
        FunctionReport {
            function,
            checked: tally.checked,
            passed: tally.passed,
            failure: tally.smallest().map(|failed| failed.failure.clone()),
            pattern: Pattern::of(&tally.failing_boards(), &checked),
            note,
            stopped: tally.stopped.clone(),
            because_of: None,
            fresh: None,
            search: None,
        }
    }

    /// Whether every call was right and none was cut short.
    pub fn ok(&self) -> bool {
        // A call that got no answer counts as failed, so a stopped function never passes.
        self.passed == self.checked
    }

    /// How many calls failed.
    pub fn failures(&self) -> usize {
        self.checked - self.passed
    }
}

/// The whole check of one file.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The file checked, as named on the command line.
    pub file: String,
    /// Why the file's own board is not CS50's, which every call is made with, if it is not.
    pub note: Option<Said>,
    /// Whether `minimax` had to play the table's best moves.
    pub fastest: bool,
    /// How many boards were checked.
    pub boards: usize,
    /// How many of the boards are unfinished.
    pub unfinished: usize,
    /// One per function, in `Function::ALL` order.
    pub functions: Vec<FunctionReport>,
    /// What CS50's check50 will print for the file.
    pub check50: Prediction,
}

impl Report {
    /// Whether every call was right and none was cut short.
    pub fn ok(&self) -> bool {
        self.functions.iter().all(FunctionReport::ok)
    }

    /// The report for people, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let mut out = String::new();
        let (file, boards, unfinished) = (
            one_line(&self.file),
            thousands(self.boards as u64),
            thousands(self.unfinished as u64),
        );
        let _ = writeln!(
            out,
            "{}\n",
            match self.fastest {
                false => lang.pick(
                    format!("{file}: checked on every reachable position ({boards} boards, {unfinished} of them unfinished)"),
                    format!("{file}：已在每个可达局面上检查（{boards} 个棋盘，其中 {unfinished} 个未终局）"),
                ),
                true => lang.pick(
                    format!("{file}: checked on every reachable position ({boards} boards, {unfinished} of them unfinished; minimax must win fastest)"),
                    format!("{file}：已在每个可达局面上检查（{boards} 个棋盘，其中 {unfinished} 个未终局；minimax 须最快获胜）"),
                ),
            }
        );
        if let Some(note) = &self.note {
            let note = one_line(note.get(lang));
            let _ = writeln!(
                out,
                "{}\n",
                lang.pick(
                    format!("Note: {note}. Every function is called with CS50's boards, so the failures below may all come from that."),
                    format!("注意：{note}。每个函数都是用 CS50 的棋盘调用的，所以下面的失败可能都源于此。"),
                )
            );
        }
        let width = |n: fn(&FunctionReport) -> usize| {
            self.functions
                .iter()
                .map(|f| thousands(n(f) as u64).len())
                .max()
                .unwrap_or(0)
        };
        let (passed_width, checked_width) = (width(|f| f.passed), width(|f| f.checked));
        for f in &self.functions {
            // Both verdicts four columns wide in their language: two Chinese characters take two each.
            let verdict = match f.ok() {
                true => lang.pick("ok  ", "通过"),
                false => lang.pick("FAIL", "失败"),
            };
            let mut line = format!(
                "{:<9} {verdict} {:>passed_width$}/{:<checked_width$}",
                f.function.name(),
                thousands(f.passed as u64),
                thousands(f.checked as u64)
            );
            if let Some(why) = &f.stopped {
                let why = why.get(lang);
                line.push_str(&lang.pick(format!("  stopped {why}"), format!("  {why}停止调用")));
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
        for f in &self.functions {
            if let Some(failure) = &f.failure {
                failure_text(&mut out, f, failure, self.fastest, lang);
            }
        }
        let _ = writeln!(out);
        out.push_str(&self.check50.text(lang));
        let (failed, all) = (self.functions.iter().filter(|f| !f.ok()).count(), self.functions.len());
        let (check50_failed, checks) = (self.check50.failed().len(), self.check50.checks.len());
        let _ = writeln!(
            out,
            "\n{}",
            match (failed, check50_failed) {
                (0, 0) => lang.pick(
                    format!("All {all} functions pass on every board checked, and check50 will pass all {checks} checks."),
                    format!("全部 {all} 个函数在检查过的每个棋盘上都通过了，check50 的 {checks} 项检查也都会通过。"),
                ),
                (n, 0) => lang.pick(
                    format!("{n} of {all} functions fail here, though check50 will pass all {checks} checks: it tries only a few boards."),
                    format!("{all} 个函数中有 {n} 个在这里失败，尽管 check50 的 {checks} 项检查都会通过：它只试几个棋盘。"),
                ),
                (n, m) => lang.pick(
                    format!("{n} of {all} functions fail here; check50 will fail {m} of its {checks} checks."),
                    format!("{all} 个函数中有 {n} 个在这里失败；check50 的 {checks} 项检查中会有 {m} 项失败。"),
                ),
            }
        );
        out
    }

    /// The report for scripts: one JSON object on one line.
    pub fn json(&self) -> Object {
        let functions = self.functions.iter().map(|f| {
            Object::new()
                .field("name", f.function.name())
                .field("checked", f.checked)
                .field("passed", f.passed)
                .field("failure", f.failure.as_ref().map(|failure| failure_json(f, failure)))
                .field("note", english(f.note.as_ref()))
                .field("stopped", english(f.stopped.as_ref()))
        });
        let check50 = Object::new()
            .field("passed", self.check50.passed())
            .field("failed", array(self.check50.failed()));
        Object::new()
            .field("file", &self.file)
            .field("ok", self.ok())
            .field("fastest", self.fastest)
            .field("note", english(self.note.as_ref()))
            .field("functions", array(functions))
            .field("check50", check50)
    }
}

/// A failing function's failure on its smallest board, with what the check found of it.
fn failure_text(out: &mut String, f: &FunctionReport, failure: &Failure, fastest: bool, lang: Lang) {
    let name = f.function.name();
    let failures = thousands(f.failures() as u64);
    let _ = writeln!(
        out,
        "\n{}",
        lang.pick(
            format!("{name}: the failure on the smallest board (of {failures})"),
            format!("{name}：棋盘最小的失败（共 {failures} 个失败）"),
        )
    );
    let labels = Labels::of(lang);
    out.push_str(&drawn(labels.board, &failure.board.to_string()));
    out.push_str(&drawn(labels.call, &one_line(failure.call.get(lang))));
    out.push_str(&drawn(labels.got, &one_line(failure.got.get(lang))));
    out.push_str(&drawn(labels.expected, &one_line(failure.expected.get(lang))));
    if let Some(why) = &failure.why {
        out.push_str(&drawn(labels.why, &one_line(why.get(lang))));
    }
    if let Some(note) = &f.note {
        out.push_str(&drawn(labels.note, note.get(lang)));
    }
    if let Some(pattern) = f.pattern {
        out.push_str(&drawn(labels.pattern, pattern.words(f.failures()).get(lang)));
    }
    if let Some(cause) = f.because_of {
        let cause = cause.name();
        out.push_str(&drawn(
            labels.first,
            &lang.pick(
                format!("{name} is right once {cause} is: fix {cause} first"),
                format!("{cause} 改对之后 {name} 就对了：请先修正 {cause}"),
            ),
        ));
    }
    if let Some(fresh) = &f.fresh {
        let returned = one_line(fresh.returned.get(lang));
        out.push_str(&drawn(
            labels.fresh,
            &match fresh.right {
                true => lang.pick(
                    format!(
                        "a fresh Python, making this call first, returned {returned}, which is right: your code keeps \
                         state between calls (a cache, a global), so its answer depends on the calls before"
                    ),
                    format!("在一个全新的 Python 中先做这次调用，得到的是 {returned}，这是对的：你的代码在调用之间保留了状态（缓存或全局变量），所以答案取决于之前的调用"),
                ),
                false => lang.pick(
                    format!("a fresh Python, making this call first, returned {returned}: the answer depends on the calls before"),
                    format!("在一个全新的 Python 中先做这次调用，得到的是 {returned}：答案取决于之前的调用"),
                ),
            },
        ));
    }
    if let Some(search) = &f.search {
        search_text(out, search, &labels, lang);
    }
    if f.function == Function::Minimax && !failure.board.is_terminal() {
        out.push_str(&drawn(
            labels.see,
            &steps_command(failure.board, f.search.as_ref(), fastest, lang),
        ));
    }
}

/// The learner's own search on the failing board: the call that went wrong, and the counts.
fn search_text(out: &mut String, search: &Analysis, labels: &Labels, lang: Lang) {
    match &search.culprit {
        Some(culprit) => {
            out.push_str(&drawn(labels.culprit, &one_line(culprit.why.get(lang))));
            out.push_str(&drawn(labels.on, &culprit.board.to_string()));
            if !culprit.children.is_empty() {
                let tried: Vec<String> = culprit
                    .children
                    .iter()
                    .map(|&(cell, value)| {
                        let cell = cell.map_or("?".to_string(), |c| c.to_string());
                        format!("{cell} → {}", culprit::shown(value))
                    })
                    .collect();
                out.push_str(&drawn(labels.actions, &tried.join("   ")));
            }
            if let Some((number, code)) = &culprit.line {
                let (engine, code) = (culprit.course.name(), code.get(lang));
                out.push_str(&drawn(
                    labels.breaks,
                    &lang.pick(
                        format!("line {number} of tictactoe pseudocode --engine {engine}: {code}"),
                        format!("tictactoe pseudocode --engine {engine} 的第 {number} 行：{code}"),
                    ),
                ));
            }
        }
        None => {
            if let Some(note) = &search.note {
                out.push_str(&drawn(labels.culprit, note.get(lang)));
            }
        }
    }
    out.push_str(&drawn(labels.visited, &search.counts(lang)));
}

/// The command that shows, step by step, how a search finds the right move on `board`: the course's
/// alpha-beta when the learner's search prunes, its minimax otherwise; with `--fastest`, the same
/// searches winning fastest (the course's play any move that keeps the outcome, which is not enough
/// there).
fn steps_command(board: Board, search: Option<&Analysis>, fastest: bool, lang: Lang) -> String {
    let pruning = search.is_some_and(|search| search.pruning);
    let engine = match (fastest, pruning) {
        (false, false) => Rung::CourseMinimax,
        (false, true) => Rung::CourseAlphaBeta,
        (true, false) => Rung::Minimax,
        (true, true) => Rung::AlphaBetaCells,
    }
    .name();
    match fastest {
        false => lang.pick(
            format!(
                "tictactoe steps --engine {engine} {board}  (how the course's search finds the right move, step by step)"
            ),
            format!("tictactoe steps --engine {engine} {board}（逐步查看课程的搜索怎样找到正确的着法）"),
        ),
        true => lang.pick(
            format!(
                "tictactoe steps --engine {engine} {board}  (how a search that wins fastest finds the best move, step by step)"
            ),
            format!("tictactoe steps --engine {engine} {board}（逐步查看最快获胜的搜索怎样找到最佳着法）"),
        ),
    }
}

/// The labels of a failure's lines, each twelve columns wide in its language (a Chinese character
/// takes two), so the values line up.
struct Labels {
    board: &'static str,
    call: &'static str,
    got: &'static str,
    expected: &'static str,
    why: &'static str,
    note: &'static str,
    pattern: &'static str,
    first: &'static str,
    fresh: &'static str,
    culprit: &'static str,
    on: &'static str,
    actions: &'static str,
    breaks: &'static str,
    visited: &'static str,
    see: &'static str,
}

impl Labels {
    fn of(lang: Lang) -> Labels {
        Labels {
            board: lang.pick("board       ", "棋盘        "),
            call: lang.pick("call        ", "调用        "),
            got: lang.pick("got         ", "得到        "),
            expected: lang.pick("expected    ", "应为        "),
            why: lang.pick("why         ", "原因        "),
            note: lang.pick("note        ", "说明        "),
            pattern: lang.pick("pattern     ", "规律        "),
            first: lang.pick("fix first   ", "先修正      "),
            fresh: lang.pick("fresh       ", "全新进程    "),
            culprit: lang.pick("went wrong  ", "出错的调用  "),
            on: lang.pick("  its board ", "  它的棋盘  "),
            actions: lang.pick("  its calls ", "  它的调用  "),
            breaks: lang.pick("  breaks    ", "  违反      "),
            visited: lang.pick("visited     ", "访问        "),
            see: lang.pick("see         ", "参见        "),
        }
    }
}

/// A failure as a JSON object: what it got and expected, and what the check found of it.
fn failure_json(f: &FunctionReport, failure: &Failure) -> Object {
    let mut object = Object::new()
        .field("board", failure.board.to_string())
        .field("call", &failure.call.en)
        .field("got", &failure.got.en)
        .field("expected", &failure.expected.en)
        .field_if_some("why", failure.why.as_ref().map(|why| why.en.as_str()))
        .field("pattern", f.pattern.map(Pattern::name))
        .field("because_of", f.because_of.map(Function::name))
        .field_if_some("fresh", f.fresh.as_ref().map(|fresh| fresh.returned.en.as_str()));
    if let Some(search) = &f.search {
        object = object
            .field("culprit", search.culprit.as_ref().map(culprit_json))
            .field("visited", search.visited);
    }
    object
}

/// The call that went wrong, for scripts. Values are numbers, or `"inf"` and `"-inf"`.
fn culprit_json(culprit: &culprit::Culprit) -> Object {
    let args = culprit
        .args
        .iter()
        .fold(Object::new(), |args, (name, value)| args.field(name, *value));
    let cell = |cell: Option<Cell>| cell.map(|c| [c.row(), c.col()]);
    let children = culprit
        .children
        .iter()
        .map(|&(played, value)| pair(cell(played), value));
    Object::new()
        .field("function", &culprit.function)
        .field("board", culprit.board.to_string())
        .field("args", args)
        .field("returned", &culprit.returned)
        .field("expected", &culprit.expected.en)
        .field("children", array(children))
        .field("why", &culprit.why.en)
}

/// The English of a text, if there is one: scripts read the same in every language.
fn english(text: Option<&Said>) -> Option<&str> {
    text.map(|said| said.en.as_str())
}

/// A labelled value, indented under its function; a board (9 cells of `X`, `O` and `.`) is drawn as a
/// 3x3 grid.
fn drawn(label: &str, value: &str) -> String {
    let is_board = value.len() == 9 && value.chars().all(|c| matches!(c, 'X' | 'O' | '.'));
    if !is_board {
        return format!("  {label}{value}\n");
    }
    let cells: Vec<char> = value.chars().collect();
    let mut out = String::new();
    for (row, marks) in cells.chunks(3).enumerate() {
        let label = if row == 0 {
            label.to_string()
        } else {
            " ".repeat(columns(label))
        };
        let marks: Vec<String> = marks.iter().map(char::to_string).collect();
        let _ = writeln!(out, "  {label}{}", marks.join(" "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_drawn_as_grids_and_other_values_as_they_are() {
        assert_eq!(
            drawn("got  ", "XO......X"),
            "  got  X O .\n       . . .\n       . . X\n"
        );
        assert_eq!(drawn("got  ", "None"), "  got  None\n");
    }
}
