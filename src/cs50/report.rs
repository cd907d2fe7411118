//! What the check found, for people (one line per function, then each failing function's first failure
//! with its board drawn) and for scripts (one JSON object).

use std::fmt::Write as _;

use super::calls::Function;
use crate::board::Board;
use crate::lang::{Lang, Said};
use crate::output::json::{Object, array};
use crate::output::numbers::{count, thousands};
use crate::output::quote::one_line;
use crate::output::wrap::columns;
use crate::search;

/// Where a function first went wrong.
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
}

/// Something wrong that no game can reach, so that it does not fail the check unless `--strict`: an
/// action off the board that does not raise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// The first call it was seen on.
    pub first: Failure,
    /// On how many calls.
    pub calls: usize,
    /// Why it matters and how to fix it.
    pub why: Said,
}

/// One function's tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionReport {
    /// The function.
    pub function: Function,
    /// Calls judged (for every function but `result`, one per board).
    pub checked: usize,
    /// Calls whose answer was right.
    pub passed: usize,
    /// The first failure a game can reach, in the order of `positions::reachable()`; one no game can
    /// reach (`--strict`) when there is no other.
    pub failure: Option<Failure>,
    /// What the failures together say, when one failure alone would mislead.
    pub note: Option<Said>,
    /// What is wrong but no game reaches (without `--strict`).
    pub warnings: Vec<Warning>,
    /// Why the function was not called again (a call timed out or Python died), if it was stopped.
    pub stopped: Option<Said>,
}

impl FunctionReport {
    /// Whether every call was right and none was cut short.
    pub fn ok(&self) -> bool {
        // A call that got no answer counts as failed, so a stopped function never passes.
        self.passed == self.checked
    }
}

/// The whole check of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The file checked, as named on the command line.
    pub file: String,
    /// Why the file's own board is not CS50's, which every call is made with, if it is not.
    pub note: Option<Said>,
    /// Whether `minimax` had to play the table's best moves.
    pub strict: bool,
    /// How many boards were checked, and how many of them are unfinished.
    pub boards: usize,
    /// How many of the boards are unfinished.
    pub unfinished: usize,
    /// One per function, in `Function::ALL` order.
    pub functions: Vec<FunctionReport>,
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
            match self.strict {
                false => lang.pick(
                    format!("{file}: checked on every reachable position ({boards} boards, {unfinished} of them unfinished)"),
                    format!("{file}：已在每个可达局面上检查（{boards} 个棋盘，其中 {unfinished} 个未终局）"),
                ),
                true => lang.pick(
                    format!("{file}: checked on every reachable position ({boards} boards, {unfinished} of them unfinished, minimax held to the best moves)"),
                    format!("{file}：已在每个可达局面上检查（{boards} 个棋盘，其中 {unfinished} 个未终局，minimax 须走最佳着法）"),
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
                line.push_str(&lang.pick(format!("  then stopped: {why}"), format!("  随后停止：{why}")));
            }
            if !f.warnings.is_empty() {
                let n = f.warnings.len() as u64;
                line.push_str(&lang.pick(format!("  {}", count(n, "warning")), format!("  {n} 个警告")));
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
        let labels = Labels::of(lang);
        for f in &self.functions {
            let name = f.function.name();
            if let Some(failure) = &f.failure {
                let _ = writeln!(
                    out,
                    "\n{}",
                    lang.pick(format!("{name}: first failure"), format!("{name}：首个失败"))
                );
                shown(&mut out, failure, &labels, lang);
                if let Some(note) = &f.note {
                    out.push_str(&drawn(labels.note, note.get(lang)));
                }
                if f.function == Function::Minimax && !failure.board.is_terminal() {
                    out.push_str(&drawn(labels.see, &steps_command(failure.board, lang)));
                }
            }
            for warning in &f.warnings {
                let calls = warning.calls as u64;
                let _ = writeln!(
                    out,
                    "\n{}",
                    lang.pick(
                        format!(
                            "{name}: warning, on {} (no game makes this call; --strict fails it)",
                            count(calls, "call")
                        ),
                        format!(
                            "{name}：警告，共 {} 次调用（没有对局会这样调用；--strict 会判为失败）",
                            thousands(calls)
                        ),
                    )
                );
                shown(&mut out, &warning.first, &labels, lang);
                out.push_str(&drawn(labels.why, warning.why.get(lang)));
            }
        }
        let (failed, all) = (self.functions.iter().filter(|f| !f.ok()).count(), self.functions.len());
        let _ = writeln!(
            out,
            "\n{}",
            match failed {
                0 => lang.pick(
                    format!("All {all} functions pass on every board checked."),
                    format!("全部 {all} 个函数在检查过的每个棋盘上都通过了。"),
                ),
                n => lang.pick(
                    format!("{n} of {all} functions fail."),
                    format!("{all} 个函数中有 {n} 个失败。")
                ),
            }
        );
        out
    }

    /// The report for scripts: one JSON object on one line.
    pub fn json(&self) -> Object {
        let functions = self.functions.iter().map(|f| {
            let warnings = f.warnings.iter().map(|warning| {
                failure_fields(&warning.first)
                    .field("calls", warning.calls)
                    .field("why", &warning.why.en)
            });
            Object::new()
                .field("name", f.function.name())
                .field("checked", f.checked)
                .field("passed", f.passed)
                .field("failure", f.failure.as_ref().map(failure_fields))
                .field("note", english(f.note.as_ref()))
                .field("stopped", english(f.stopped.as_ref()))
                .field("warnings", array(warnings))
        });
        Object::new()
            .field("file", &self.file)
            .field("ok", self.ok())
            .field("strict", self.strict)
            .field("note", english(self.note.as_ref()))
            .field("functions", array(functions))
    }
}

/// The command that shows, step by step, how the class's pseudocode finds the right move on `board`:
/// plain minimax when its steps are few enough to read, alpha-beta when they are not.
fn steps_command(board: Board, lang: Lang) -> String {
    let engine = match search::minimax(board).nodes <= STEPS_TO_READ {
        true => "minimax",
        false => "alphabeta",
    };
    lang.pick(
        format!("tictactoe steps --engine {engine} {board}  (how the right move is found, step by step)"),
        format!("tictactoe steps --engine {engine} {board}（逐步查看正确的着法是怎样找到的）"),
    )
}

/// The labels of a failure's lines, each ten columns wide in its language (a Chinese character
/// takes two), so the values line up.
struct Labels {
    board: &'static str,
    call: &'static str,
    got: &'static str,
    expected: &'static str,
    note: &'static str,
    see: &'static str,
    why: &'static str,
}

impl Labels {
    fn of(lang: Lang) -> Labels {
        Labels {
            board: lang.pick("board     ", "棋盘      "),
            call: lang.pick("call      ", "调用      "),
            got: lang.pick("got       ", "得到      "),
            expected: lang.pick("expected  ", "应为      "),
            note: lang.pick("note      ", "说明      "),
            see: lang.pick("see       ", "参见      "),
            why: lang.pick("why       ", "原因      "),
        }
    }
}

/// Positions plain minimax may visit for its steps still to be worth reading one by one.
const STEPS_TO_READ: u64 = 2_000;

/// A failure's board, call, what it got and what was expected, indented under its function, learner
/// text escaped so no control character reaches the terminal.
fn shown(out: &mut String, failure: &Failure, labels: &Labels, lang: Lang) {
    out.push_str(&drawn(labels.board, &failure.board.to_string()));
    out.push_str(&drawn(labels.call, &one_line(failure.call.get(lang))));
    out.push_str(&drawn(labels.got, &one_line(failure.got.get(lang))));
    out.push_str(&drawn(labels.expected, &one_line(failure.expected.get(lang))));
}

/// A failure as a JSON object.
fn failure_fields(failure: &Failure) -> Object {
    Object::new()
        .field("board", failure.board.to_string())
        .field("call", &failure.call.en)
        .field("got", &failure.got.en)
        .field("expected", &failure.expected.en)
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
