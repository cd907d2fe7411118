//! ProgressBar on standard error while a long phase runs: a bar redrawn in place on a terminal, and
//! otherwise (a log, a pipe) a line every ten seconds, answers or not, so that a slow `minimax` is not
//! mistaken for a hang: with how long the slowest search took against check50's limit, and how long the
//! check has waited for an answer.

use std::io::Write;
use std::time::{Duration, Instant};

use crate::lang::{Both, Lang};
use crate::output::numbers::thousands;

/// How often the bar is redrawn on a terminal.
const REDRAW: Duration = Duration::from_millis(100);
/// How often a line is written when standard error is not a terminal.
const LOG: Duration = Duration::from_secs(10);
/// check50's limit on one check, which a slow `minimax` is measured against.
const CHECK50_LIMIT: u64 = 60;

pub struct ProgressBar<'a> {
    out: &'a mut dyn Write,
    terminal: bool,
    label: &'static str,
    lang: Lang,
    done: usize,
    total: usize,
    last: Instant,
    drawn: bool,
    /// When the last answer came.
    answered: Instant,
    /// How many seconds the slowest `minimax` took, once one has answered.
    slowest: Option<f64>,
}

impl<'a> ProgressBar<'a> {
    /// A bar for the phase `label`, of `total` calls, its words in `lang`.
    pub fn new(out: &'a mut dyn Write, terminal: bool, label: Both, lang: Lang, total: usize) -> ProgressBar<'a> {
        ProgressBar {
            out,
            terminal,
            label: label.get(lang),
            lang,
            done: 0,
            total,
            last: Instant::now(),
            drawn: false,
            answered: Instant::now(),
            slowest: None,
        }
    }

    /// How long the check may wait for an answer before the bar is shown again.
    pub fn every(&self) -> Duration {
        if self.terminal { REDRAW } else { LOG }
    }

    /// Counts `by` more calls done (none when the check is still waiting), and shows the bar when it is
    /// due.
    pub fn advance(&mut self, by: usize) {
        self.done += by;
        if by > 0 {
            self.answered = Instant::now();
        }
        if self.last.elapsed() >= self.every() {
            self.last = Instant::now();
            self.show();
        }
    }

    /// The slowest `minimax` so far took this many seconds.
    pub fn slowest(&mut self, seconds: f64) {
        self.slowest = Some(seconds);
    }

    /// What the bar says besides the count: how long the slowest search took, and how long the check
    /// has waited when that is long.
    fn besides(&self) -> String {
        let mut out = String::new();
        let waited = self.answered.elapsed().as_secs();
        if waited >= LOG.as_secs() {
            out.push_str(&self.lang.pick(
                format!("; no answer for {waited} s"),
                format!("；已有 {waited} 秒没有回答"),
            ));
        }
        if let Some(seconds) = self.slowest {
            out.push_str(&self.lang.pick(
                format!("; the slowest minimax so far took {seconds:.1} s (check50 allows {CHECK50_LIMIT} s)"),
                format!("；目前最慢的一次 minimax 用了 {seconds:.1} 秒（check50 允许 {CHECK50_LIMIT} 秒）"),
            ));
        }
        out
    }

    fn show(&mut self) {
        let (done, total) = (self.done.min(self.total), self.total.max(1));
        // ProgressBar is a courtesy: a standard error that cannot be written to does not stop the check.
        let _ = if self.terminal {
            let filled = done * 30 / total;
            let slowest = self
                .slowest
                .map_or(String::new(), |seconds| format!("  ({seconds:.1} s)"));
            write!(
                self.out,
                "\r{} [{}{}] {}/{}{slowest}",
                self.label,
                "#".repeat(filled),
                "-".repeat(30 - filled),
                thousands(done as u64),
                thousands(total as u64)
            )
        } else {
            let (label, done, total) = (self.label, thousands(done as u64), thousands(total as u64));
            let besides = self.besides();
            writeln!(
                self.out,
                "{}",
                self.lang.pick(
                    format!("{label}: {done} of {total} calls{besides}"),
                    format!("{label}：已完成 {done} 次调用，共 {total} 次{besides}"),
                )
            )
        };
        let _ = self.out.flush();
        self.drawn = true;
    }
}

impl Drop for ProgressBar<'_> {
    /// Clears the bar, so the report or an error starts on a clean line.
    fn drop(&mut self) {
        if self.terminal && self.drawn {
            // Wide enough for the label in either language: a Chinese character is three bytes and
            // takes two columns.
            let _ = write!(self.out, "\r{}\r", " ".repeat(self.label.len() + 64));
            let _ = self.out.flush();
        }
    }
}
