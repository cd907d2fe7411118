//! ProgressBar on standard error while a long phase runs: a bar redrawn in place on a terminal, and
//! otherwise (a log, a pipe) a line now and then, so that a slow `minimax` is not mistaken for a hang.

use std::io::Write;
use std::time::{Duration, Instant};

use crate::lang::{Both, Lang};
use crate::output::numbers::thousands;

/// How often the bar is redrawn on a terminal.
const REDRAW: Duration = Duration::from_millis(100);
/// How often a line is written when standard error is not a terminal.
const LOG: Duration = Duration::from_secs(10);

pub struct ProgressBar<'a> {
    out: &'a mut dyn Write,
    terminal: bool,
    label: &'static str,
    lang: Lang,
    done: usize,
    total: usize,
    last: Instant,
    drawn: bool,
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
        }
    }

    pub fn advance(&mut self, by: usize) {
        self.done += by;
        let every = if self.terminal { REDRAW } else { LOG };
        if self.last.elapsed() >= every {
            self.last = Instant::now();
            self.show();
        }
    }

    fn show(&mut self) {
        let (done, total) = (self.done.min(self.total), self.total.max(1));
        // ProgressBar is a courtesy: a standard error that cannot be written to does not stop the check.
        let _ = if self.terminal {
            let filled = done * 30 / total;
            write!(
                self.out,
                "\r{} [{}{}] {}/{}",
                self.label,
                "#".repeat(filled),
                "-".repeat(30 - filled),
                thousands(done as u64),
                thousands(total as u64)
            )
        } else {
            let (label, done, total) = (self.label, thousands(done as u64), thousands(total as u64));
            writeln!(
                self.out,
                "{}",
                self.lang.pick(
                    format!("{label}: {done} of {total} calls"),
                    format!("{label}：第 {done} 次调用，共 {total} 次"),
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
            let _ = write!(self.out, "\r{}\r", " ".repeat(self.label.len() + 50));
            let _ = self.out.flush();
        }
    }
}
