//! What the check found, for people (one line per function, then each failing function's first failure
//! with its board drawn) and for scripts (one JSON object).

use std::fmt::Write as _;

use super::calls::Function;
use crate::board::Board;
use crate::output::numbers::{count, thousands};
use crate::output::quote::one_line;
use crate::search;

/// Where a function first went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The board the call was made on.
    pub board: Board,
    /// What was looked at: `result(board, (0, 0))`.
    pub call: String,
    /// What the function returned (or raised), as Python writes it.
    pub got: String,
    /// What the rules or the table say it should have.
    pub expected: String,
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
    pub why: String,
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
    pub note: Option<String>,
    /// What is wrong but no game reaches (without `--strict`).
    pub warnings: Vec<Warning>,
    /// Why the function was not called again (a call timed out or Python died), if it was stopped.
    pub stopped: Option<String>,
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
    pub note: Option<String>,
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

    /// The exit status: 0 when every function passed, 1 otherwise.
    pub fn status(&self) -> u8 {
        if self.ok() { 0 } else { 1 }
    }

    /// The report for people.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let strict = if self.strict {
            ", minimax held to the best moves"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "{}: checked on every reachable position ({} boards, {} of them unfinished{strict})\n",
            one_line(&self.file),
            thousands(self.boards as u64),
            thousands(self.unfinished as u64)
        );
        if let Some(note) = &self.note {
            let _ = writeln!(
                out,
                "Note: {}. Every function is called with CS50's boards, so the failures below may all come \
                 from that.\n",
                one_line(note)
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
            let verdict = if f.ok() { "ok  " } else { "FAIL" };
            let mut line = format!(
                "{:<9} {verdict} {:>passed_width$}/{:<checked_width$}",
                f.function.name(),
                thousands(f.passed as u64),
                thousands(f.checked as u64)
            );
            if let Some(why) = &f.stopped {
                line.push_str(&format!("  then stopped: {why}"));
            }
            if !f.warnings.is_empty() {
                line.push_str(&format!("  {}", count(f.warnings.len() as u64, "warning")));
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
        for f in &self.functions {
            if let Some(failure) = &f.failure {
                let _ = writeln!(out, "\n{}: first failure", f.function.name());
                shown(&mut out, failure);
                if let Some(note) = &f.note {
                    out.push_str(&drawn("note      ", note));
                }
                if f.function == Function::Minimax && !failure.board.is_terminal() {
                    out.push_str(&drawn("see       ", &steps_command(failure.board)));
                }
            }
            for warning in &f.warnings {
                let _ = writeln!(
                    out,
                    "\n{}: warning, on {} (no game makes this call; --strict fails it)",
                    f.function.name(),
                    count(warning.calls as u64, "call")
                );
                shown(&mut out, &warning.first);
                out.push_str(&drawn("why       ", &warning.why));
            }
        }
        let (failed, all) = (self.functions.iter().filter(|f| !f.ok()).count(), self.functions.len());
        let _ = match failed {
            0 => writeln!(out, "\nAll {all} functions pass on every board checked."),
            n => writeln!(out, "\n{n} of {all} functions fail."),
        };
        out
    }

    /// The report for scripts: one JSON object on one line.
    pub fn json(&self) -> String {
        let functions: Vec<String> = self
            .functions
            .iter()
            .map(|f| {
                let failure = f
                    .failure
                    .as_ref()
                    .map_or("null".to_string(), |failure| format!("{{{}}}", failure_fields(failure)));
                let warnings: Vec<String> = f
                    .warnings
                    .iter()
                    .map(|warning| {
                        format!(
                            "{{{},\"calls\":{},\"why\":{}}}",
                            failure_fields(&warning.first),
                            warning.calls,
                            json_string(&warning.why)
                        )
                    })
                    .collect();
                format!(
                    "{{\"name\":\"{}\",\"checked\":{},\"passed\":{},\"failure\":{failure},\"note\":{},\"stopped\":{},\"warnings\":[{}]}}",
                    f.function.name(),
                    f.checked,
                    f.passed,
                    optional(f.note.as_deref()),
                    optional(f.stopped.as_deref()),
                    warnings.join(",")
                )
            })
            .collect();
        format!(
            "{{\"file\":{},\"ok\":{},\"strict\":{},\"note\":{},\"functions\":[{}]}}\n",
            json_string(&self.file),
            self.ok(),
            self.strict,
            optional(self.note.as_deref()),
            functions.join(",")
        )
    }
}

/// The command that shows, step by step, how the class's pseudocode finds the right move on `board`:
/// plain minimax when its steps are few enough to read, alpha-beta when they are not.
fn steps_command(board: Board) -> String {
    let engine = match search::minimax(board).nodes <= STEPS_TO_READ {
        true => "minimax",
        false => "alphabeta",
    };
    format!("tictactoe steps --engine {engine} {board}  (how the right move is found, step by step)")
}

/// Positions plain minimax may visit for its steps still to be worth reading one by one.
const STEPS_TO_READ: u64 = 2_000;

/// A failure's board, call, what it got and what was expected, indented under its function, learner
/// text escaped so no control character reaches the terminal.
fn shown(out: &mut String, failure: &Failure) {
    out.push_str(&drawn("board     ", &failure.board.to_string()));
    out.push_str(&drawn("call      ", &one_line(&failure.call)));
    out.push_str(&drawn("got       ", &one_line(&failure.got)));
    out.push_str(&drawn("expected  ", &one_line(&failure.expected)));
}

/// A failure's fields in JSON, without the braces.
fn failure_fields(failure: &Failure) -> String {
    format!(
        "\"board\":\"{}\",\"call\":{},\"got\":{},\"expected\":{}",
        failure.board,
        json_string(&failure.call),
        json_string(&failure.got),
        json_string(&failure.expected)
    )
}

/// A JSON string, or `null`.
fn optional(text: Option<&str>) -> String {
    text.map_or("null".to_string(), json_string)
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
            " ".repeat(label.len())
        };
        let marks: Vec<String> = marks.iter().map(char::to_string).collect();
        let _ = writeln!(out, "  {label}{}", marks.join(" "));
    }
    out
}

/// A JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_what_json_requires() {
        assert_eq!(json_string("a\"b\\c\nd\u{1}é"), "\"a\\\"b\\\\c\\nd\\u0001é\"");
    }

    #[test]
    fn boards_are_drawn_as_grids_and_other_values_as_they_are() {
        assert_eq!(
            drawn("got  ", "XO......X"),
            "  got  X O .\n       . . .\n       . . X\n"
        );
        assert_eq!(drawn("got  ", "None"), "  got  None\n");
    }
}
