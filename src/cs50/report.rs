//! What the check found, for people (one line per function, then each failing function's first failure
//! with its board drawn) and for scripts (one JSON object).

use std::fmt::Write as _;

use super::calls::Function;
use crate::board::Board;
use crate::output::numbers::thousands;
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

/// One function's tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionReport {
    /// The function.
    pub function: Function,
    /// Calls made (for every function but `result`, one per board).
    pub checked: usize,
    /// Calls whose answer was right.
    pub passed: usize,
    /// The first failure, in the order of `positions::reachable()`.
    pub failure: Option<Failure>,
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
            self.file,
            thousands(self.boards as u64),
            thousands(self.unfinished as u64)
        );
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
            let line = format!(
                "{:<9} {verdict} {:>passed_width$}/{:<checked_width$}",
                f.function.name(),
                thousands(f.passed as u64),
                thousands(f.checked as u64)
            );
            let _ = match &f.stopped {
                Some(why) => writeln!(out, "{line}  then stopped: {why}"),
                None => writeln!(out, "{}", line.trim_end()),
            };
        }
        for f in &self.functions {
            if let Some(failure) = &f.failure {
                let _ = writeln!(out, "\n{}: first failure", f.function.name());
                out.push_str(&drawn("board     ", &failure.board.to_string()));
                out.push_str(&drawn("call      ", &failure.call));
                out.push_str(&drawn("got       ", &failure.got));
                out.push_str(&drawn("expected  ", &failure.expected));
                if f.function == Function::Minimax && !failure.board.is_terminal() {
                    out.push_str(&drawn("see       ", &steps_command(failure.board)));
                }
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
                let failure = f.failure.as_ref().map_or("null".to_string(), |failure| {
                    format!(
                        "{{\"board\":\"{}\",\"call\":{},\"got\":{},\"expected\":{}}}",
                        failure.board,
                        json_string(&failure.call),
                        json_string(&failure.got),
                        json_string(&failure.expected)
                    )
                });
                format!(
                    "{{\"name\":\"{}\",\"checked\":{},\"passed\":{},\"failure\":{failure}}}",
                    f.function.name(),
                    f.checked,
                    f.passed
                )
            })
            .collect();
        format!(
            "{{\"file\":{},\"ok\":{},\"functions\":[{}]}}\n",
            json_string(&self.file),
            self.ok(),
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
            c if (c as u32) < 0x20 => {
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
