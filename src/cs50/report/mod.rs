//! What the check found, and the only place it is put into words: for people (one line per function;
//! then, for each failing function, its failure on the smallest board with what that failure means;
//! then what check50 will print) in each language, and for scripts (one JSON object of values).

mod block;
mod check50;
mod culprit;
mod errors;
mod failure;
pub(in crate::cs50) mod function;
mod json;
mod order;
#[cfg(feature = "window")]
mod play;
mod reached;
#[cfg(feature = "window")]
pub mod side_by_side;
#[cfg(feature = "window")]
pub mod since;
pub mod under_way;
mod words;

use std::fmt::Write as _;

use bincode::{Decode, Encode};

use super::check50::Prediction;
use super::harness::Lost;
use super::judge::Got;
use super::options::Scope;
use super::protocol::{Foreign, Reach, Shape, Value};
use super::source::Source;
use super::tally::Slowest;
use crate::lang::Lang;
use crate::output::numbers::thousands;
use crate::output::quote::one_line;
pub use block::Block;
#[cfg(feature = "window")]
pub use block::{Label, Row, written};
pub use check50::unimported;
#[cfg(feature = "window")]
pub use errors::run_error_words;
pub use errors::{error_words, unsandboxed_words};
pub use function::{Fresh, FunctionReport, Note, OTHER_KINDS, Other};
#[cfg(feature = "window")]
pub use play::{no_move_words, slip_words};
use words::Context;

/// The whole check of one file.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct Report {
    /// The file checked, as named on the command line.
    pub file: String,
    /// Its lines, as checked.
    pub source: Source,
    /// What the check covered.
    pub scope: Scope,
    /// Why the file's own board is not CS50's, which every call is made with, if it is not.
    pub foreign: Option<Foreign>,
    /// Whether `minimax` had to play the table's best moves.
    pub fastest: bool,
    /// The megabytes each Python could use.
    pub memory: u64,
    /// How many boards were checked.
    pub boards: usize,
    /// How many of the boards are unfinished.
    pub unfinished: usize,
    /// One per function, in `Function::ALL` order.
    pub functions: Vec<FunctionReport>,
    /// What CS50's check50 will print for the file.
    pub check50: Prediction,
    /// The `minimax` call that took longest of those that returned: its board and its seconds.
    pub slowest: Option<Slowest>,
    /// How the file's code first reached into the checker, if it did: every call from then on failed.
    pub reached: Option<Reach>,
}

impl Report {
    /// Whether every call was right and none was cut short.
    pub fn ok(&self) -> bool {
        self.functions.iter().all(FunctionReport::ok)
    }

    fn context(&self) -> Context<'_> {
        Context {
            file: &self.file,
            memory: self.memory,
        }
    }

    /// The report for people, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let mut out = self.heading(lang);
        self.verdicts(&mut out, lang);
        if let Some(slowest) = self.slowest_text(lang) {
            let _ = writeln!(out, "\n{slowest}");
        }
        for block in self.blocks(lang) {
            out.push_str(&block.text());
        }
        out.push_str(&self.order_text(lang));
        // A check of one board predicts none of check50's checks, which have boards of their own.
        if !self.check50.checks.is_empty() {
            let _ = writeln!(out);
            out.push_str(&self.check50_text(lang));
        }
        let _ = writeln!(out, "\n{}", self.closing(lang));
        out
    }

    /// What was checked, and why every failure may come from the file's own board.
    fn heading(&self, lang: Lang) -> String {
        let (file, boards, unfinished) = (
            one_line(&self.file),
            thousands(self.boards as u64),
            thousands(self.unfinished as u64),
        );
        let mut out = match (self.part_heading(lang), self.fastest) {
            (Some(part), _) => part,
            (None, false) => lang.pick(
                format!("{file}: checked on every reachable position ({boards} boards, {unfinished} of them unfinished)"),
                format!("{file}：已在每个可达局面上检查（{boards} 个棋盘，其中 {unfinished} 个未终局）"),
            ),
            (None, true) => lang.pick(
                format!("{file}: checked on every reachable position ({boards} boards, {unfinished} of them unfinished; minimax must win fastest)"),
                format!("{file}：已在每个可达局面上检查（{boards} 个棋盘，其中 {unfinished} 个未终局；minimax 须最快获胜）"),
            ),
        };
        out.push_str("\n\n");
        if let Some(warning) = self.reached_text(lang) {
            let _ = writeln!(out, "{warning}\n");
        }
        if let Some(foreign) = &self.foreign {
            let note = one_line(&errors::foreign(foreign, &self.file, lang));
            let _ = writeln!(
                out,
                "{}\n",
                lang.pick(
                    format!("Note: {note}. Every function is called with CS50's boards, so the failures below may all come from that."),
                    format!("注意：{note}。每个函数都是用 CS50 的棋盘调用的，所以下面的失败可能都源于此。"),
                )
            );
        }
        out
    }

    /// What a check of a part covered: one function, one board, or both; `None` for a whole check.
    fn part_heading(&self, lang: Lang) -> Option<String> {
        let file = one_line(&self.file);
        let fastest = match self.fastest {
            true => lang.pick("; minimax must win fastest", "；minimax 须最快获胜"),
            false => "",
        };
        let only = self.scope.only.map(|function| function.name());
        Some(match (only, self.scope.board) {
            (None, None) => return None,
            (Some(name), None) => lang.pick(
                format!("{file}: {name} alone, checked on every reachable position{fastest}"),
                format!("{file}：只检查 {name}，在每个可达局面上检查{fastest}"),
            ),
            (None, Some(board)) => {
                let grid = block::grid_lines("", &block::marks(board));
                lang.pick(
                    format!("{file}: checked on this board alone{fastest}:\n{}", grid.trim_end()),
                    format!("{file}：只在这个棋盘上检查{fastest}：\n{}", grid.trim_end()),
                )
            }
            (Some(name), Some(board)) => {
                let grid = block::grid_lines("", &block::marks(board));
                lang.pick(
                    format!(
                        "{file}: {name} alone, checked on this board alone{fastest}:\n{}",
                        grid.trim_end()
                    ),
                    format!(
                        "{file}：只检查 {name}，只在这个棋盘上检查{fastest}：\n{}",
                        grid.trim_end()
                    ),
                )
            }
        })
    }

    /// One line per function: passed of checked, and why it was stopped.
    fn verdicts(&self, out: &mut String, lang: Lang) {
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
            let name = f.function.name();
            let mut line = match f.missing {
                true => format!("{name:<9} {verdict}"),
                false => format!(
                    "{name:<9} {verdict} {:>passed_width$}/{:<checked_width$}",
                    thousands(f.passed as u64),
                    thousands(f.checked as u64)
                ),
            };
            if let Some(status) = self.status_text(f, lang) {
                line.push_str("  ");
                line.push_str(&status);
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
    }

    /// How much CPU time the slowest `minimax` call spent, beside check50's limit; nothing when every
    /// search answered at once.
    pub fn slowest_text(&self, lang: Lang) -> Option<String> {
        self.slowest.and_then(|slowest| words::slowest(slowest, lang))
    }

    /// The warning that the file's code reached into the checker, so every call from then on failed;
    /// `None` when it did not.
    pub fn reached_text(&self, lang: Lang) -> Option<String> {
        self.reached.map(|reach| reached::warning(reach, &self.file, lang))
    }

    /// What check50 will print for the file, as check50 prints it.
    pub fn check50_text(&self, lang: Lang) -> String {
        check50::text(&self.check50, self.scope.only, &self.file, lang)
    }

    /// The numbered list of what to fix, with the command that checks each again; empty when nothing
    /// fails.
    pub fn order_text(&self, lang: Lang) -> String {
        order::text(self, lang)
    }

    /// What a function's verdict needs said beside it: that the file lacks it, or why it was not called
    /// again.
    pub fn status_text(&self, f: &FunctionReport, lang: Lang) -> Option<String> {
        if f.missing {
            let (name, file) = (f.function.name(), one_line(&self.file));
            return Some(lang.pick(
                format!("missing: {file} defines no function {name}"),
                format!("缺少：{file} 中没有定义函数 {name}"),
            ));
        }
        let why = words::stopped(f.stopped.as_ref()?, lang);
        Some(lang.pick(format!("stopped {why}"), format!("{why}停止调用")))
    }

    /// How the file fares here and with check50, in one sentence.
    pub fn closing(&self, lang: Lang) -> String {
        let (failed, all) = (self.functions.iter().filter(|f| !f.ok()).count(), self.functions.len());
        if !self.scope.is_whole() {
            return self.part_closing(failed, all, lang);
        }
        let (check50_failed, checks) = (self.check50.failed().len(), self.check50.checks.len());
        match (failed, check50_failed) {
            (0, 0) => lang.pick(
                format!("All {all} functions pass on every board checked, and check50 will pass all {checks} checks."),
                format!("全部 {all} 个函数在检查过的每个棋盘上都通过了，check50 的 {checks} 项检查也都会通过。"),
            ),
            (n, 0) if self.only_timed_out() => lang.pick(
                format!("{n} of {all} functions fail here only by taking longer than they were given (--timeout); check50, which allows 60 s for each check, will pass all {checks}."),
                format!("{all} 个函数中有 {n} 个在这里失败，只是因为用时超过了给它的时间（--timeout）；check50 每项检查允许 60 秒，{checks} 项检查都会通过。"),
            ),
            (n, 0) if self.only_equal_kinds() => lang.pick(
                format!("{n} of {all} functions fail here, though check50 will pass all {checks} checks: it compares values with ==, and what they return equals what it expects."),
                format!("{all} 个函数中有 {n} 个在这里失败，尽管 check50 的 {checks} 项检查都会通过：它用 == 比较，而它们返回的值与它期望的相等。"),
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
    }

    /// Whether every failing function failed only by timing out.
    fn only_timed_out(&self) -> bool {
        self.functions.iter().filter(|f| !f.ok()).all(|f| {
            f.others.is_empty()
                && f.failure
                    .as_ref()
                    .is_some_and(|failure| matches!(failure.got, Got::Lost(Lost::TimedOut(_))))
        })
    }

    /// Whether every failing function failed only by returning a value of another kind equal to the right
    /// one (a str subclass equal to a mark), which check50's == accepts.
    fn only_equal_kinds(&self) -> bool {
        self.functions.iter().filter(|f| !f.ok()).all(|f| {
            f.others.is_empty()
                && f.failure.as_ref().is_some_and(|failure| {
                    matches!(
                        failure.got,
                        Got::Returned(Value::Other {
                            shape: Some(Shape::EqualMark),
                            ..
                        })
                    )
                })
        })
    }

    /// How a part of the file fares, in one sentence: check50's checks of the function, if any are.
    fn part_closing(&self, failed: usize, all: usize, lang: Lang) -> String {
        let (check50_failed, checks) = (self.check50.failed().len(), self.check50.checks.len());
        let functions = match (failed, all) {
            (0, 1) => lang.pick(
                "The function checked passes".to_string(),
                "检查的函数通过了".to_string(),
            ),
            (_, 1) => lang.pick("The function checked fails".to_string(), "检查的函数失败了".to_string()),
            (0, _) => lang.pick(
                format!("All {all} functions checked pass"),
                format!("检查的 {all} 个函数都通过了"),
            ),
            (n, _) => lang.pick(
                format!("{n} of {all} functions checked fail"),
                format!("检查的 {all} 个函数中有 {n} 个失败"),
            ),
        };
        let check50 = match (checks, check50_failed) {
            (0, _) => String::new(),
            (n, 0) => lang.pick(
                format!(", and check50 will pass its {n} checks of it"),
                format!("，check50 对它的 {n} 项检查都会通过"),
            ),
            (n, m) => lang.pick(
                format!("; check50 will fail {m} of its {n} checks of it"),
                format!("；check50 对它的 {n} 项检查中会有 {m} 项失败"),
            ),
        };
        lang.pick(format!("{functions}{check50}."), format!("{functions}{check50}。"))
    }

    /// Each failing function's blocks, in `Function::ALL` order.
    pub fn blocks(&self, lang: Lang) -> Vec<Block> {
        self.functions
            .iter()
            .filter_map(|f| Some(failure::blocks(f, f.failure.as_ref()?, self, lang)))
            .flatten()
            .collect()
    }

    /// The report for scripts: one JSON object on one line.
    pub fn json(&self) -> crate::output::json::Object {
        json::report(self)
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Debug;
    use std::path::Path;
    use std::time::Duration;

    use bincode::{Decode, Encode};

    use super::super::class::Quiet;
    use super::super::harness::Lost;
    use super::super::protocol::Ended;
    use super::super::{Cancel, Door, Function, Options, StartError, check};
    use super::*;

    /// Encodes `value` as the browser's page does across its Web Worker, decodes it back, and compares.
    fn round_trip<T: Encode + Decode<()> + PartialEq + Debug>(value: &T) {
        let config = bincode::config::standard();
        let bytes = bincode::encode_to_vec(value, config).expect("encoded");
        let (back, read): (T, usize) = bincode::decode_from_slice(&bytes, config).expect("decoded");
        assert_eq!(read, bytes.len());
        assert_eq!(&back, value);
    }

    #[test]
    fn a_report_with_failures_and_a_start_error_cross_bincode_unchanged() {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cs50/swapped.py");
        let door = Door::open(&file, Options::DEFAULT_PYTHON.as_ref()).expect("the file and python3");
        let options = Options {
            json: false,
            fastest: false,
            timeout: Options::DEFAULT_TIMEOUT,
            jobs: super::super::default_jobs(),
            memory: Options::DEFAULT_MEMORY,
            file_timeout: Options::DEFAULT_FILE_TIMEOUT,
            scope: Scope::default(),
        };
        let report = check(&door, &options, &mut Quiet, &Cancel::default()).expect("checked");
        // Its minimax fails, with its search traced to the call that went wrong, and check50 fails it.
        let minimax = &report.functions[Function::Minimax.index()];
        assert!(minimax.failure.is_some());
        assert!(minimax.search.as_ref().is_some_and(|search| search.culprit.is_ok()));
        assert!(!report.check50.failed().is_empty());
        round_trip(&report);

        round_trip(&StartError::ImportTimedOut {
            file,
            limit: Duration::from_millis(1_500),
        });
        for lost in [
            Lost::TimedOut(Duration::from_secs(2)),
            Lost::Ended(Ended::Signal(9)),
            Lost::Unreadable("?".to_string()),
            Lost::NotStarted,
        ] {
            round_trip(&Got::Lost(lost));
        }
    }
}
