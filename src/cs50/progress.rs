//! How far a check has got, told as it goes to a [`Listener`]: a phase begins, calls come back (with
//! each function's counts), the slowest `minimax` so far, and nothing for a while. The command line
//! listens with [`TextProgress`], which writes on standard error; the window with its own listener,
//! which draws a bar per function.

use std::io::Write;
use std::time::Duration;

use bincode::{Decode, Encode};
use web_time::Instant;

use super::calls::Function;
use super::report;
use crate::lang::{Both, Lang};
use crate::output::numbers::thousands;

/// The phases of a check, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Phase {
    /// The six small functions on every board.
    Rules,
    /// `minimax` on every unfinished board.
    Minimax,
    /// Each failing function looked into, and check50's checks run.
    Failures,
}

impl Phase {
    /// What the phase is doing, in both languages.
    pub fn label(self) -> Both {
        match self {
            Phase::Rules => Both::new("checking the rules", "正在检查规则函数"),
            Phase::Minimax => Both::new("checking minimax", "正在检查 minimax"),
            Phase::Failures => Both::new("looking into the failures", "正在分析失败"),
        }
    }
}

/// How far the check has got with one function's calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Encode, Decode)]
pub struct Count {
    /// Calls to make in the whole check.
    pub total: usize,
    /// Calls judged so far.
    pub checked: usize,
    /// Of those, the right ones.
    pub passed: usize,
    /// Calls not made, the function being no longer called.
    pub skipped: usize,
}

impl Count {
    /// Whether every call has come back or been skipped.
    #[cfg(feature = "window")]
    pub fn finished(self) -> bool {
        self.checked + self.skipped >= self.total
    }
}

/// Told how a check goes, on the check's own thread.
pub trait Listener {
    /// A phase begins, of `total` calls or pieces of work.
    fn phase(&mut self, phase: Phase, total: usize);
    /// `by` more of the phase's calls are done; none when the check is still waiting.
    fn advance(&mut self, by: usize);
    /// A function's counts, once its calls came back.
    fn counted(&mut self, _function: Function, _count: Count) {}
    /// The slowest `minimax` so far took this many seconds.
    fn slowest(&mut self, _seconds: f64) {}
    /// How long the check may wait for an answer before it tells the listener again: the time left
    /// until the listener wants to show something, whatever came meanwhile.
    fn next_in(&self) -> Duration;
    /// The check ended after `seconds`, with `jobs` Pythons.
    fn ended(&mut self, _seconds: f64, _jobs: usize) {}
}

/// How often the bar is redrawn on a terminal.
const REDRAW: Duration = Duration::from_millis(100);
/// How often a line is written when standard error is not a terminal.
const LOG: Duration = Duration::from_secs(10);

/// The check's progress as text: a bar redrawn in place on a terminal, and otherwise (a log, a pipe) a
/// line every ten seconds, answers or not, so that a slow `minimax` is not mistaken for a hang: with how
/// much CPU time the slowest search took against check50's limit, and how long the check has waited for
/// an answer.
pub struct TextProgress<'a> {
    out: &'a mut dyn Write,
    terminal: bool,
    lang: Lang,
    label: &'static str,
    done: usize,
    total: usize,
    last: Instant,
    drawn: bool,
    /// When the last answer came.
    answered: Instant,
    /// How many seconds of CPU time the slowest `minimax` took, once one has answered.
    slowest: Option<f64>,
    /// The time now: the system's clock, or a test's.
    clock: fn() -> Instant,
}

impl<'a> TextProgress<'a> {
    /// Progress written on `out`, a terminal or not, in `lang`.
    pub fn new(out: &'a mut dyn Write, terminal: bool, lang: Lang) -> TextProgress<'a> {
        TextProgress::timed(out, terminal, lang, Instant::now)
    }

    /// Progress told the time by `clock`.
    fn timed(out: &'a mut dyn Write, terminal: bool, lang: Lang, clock: fn() -> Instant) -> TextProgress<'a> {
        TextProgress {
            out,
            terminal,
            lang,
            label: "",
            done: 0,
            total: 0,
            last: clock(),
            drawn: false,
            answered: clock(),
            slowest: None,
            clock,
        }
    }

    /// How often the progress is shown.
    fn interval(&self) -> Duration {
        if self.terminal { REDRAW } else { LOG }
    }

    /// What comes between the parts of the bar.
    fn separator(&self) -> &'static str {
        self.lang.pick("; ", "；")
    }

    fn since(&self, then: Instant) -> Duration {
        (self.clock)().saturating_duration_since(then)
    }

    /// What the bar says besides the count: how long the slowest search took, and how long the check
    /// has waited when that is long.
    fn besides(&self) -> String {
        let mut out = String::new();
        let waited = self.since(self.answered).as_secs();
        if waited >= LOG.as_secs() {
            out.push_str(&format!(
                "{}{}",
                self.separator(),
                report::under_way::no_answer_for(waited, self.lang)
            ));
        }
        if let Some(seconds) = self.slowest {
            out.push_str(&format!(
                "{}{}",
                self.separator(),
                report::under_way::slowest_so_far(seconds, self.lang)
            ));
        }
        out
    }

    fn show(&mut self) {
        let (done, total) = (self.done.min(self.total), self.total.max(1));
        // Progress is a courtesy: a standard error that cannot be written to does not stop the check.
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

    /// Clears the bar, so what follows starts on a clean line.
    fn clear(&mut self) {
        if self.terminal && self.drawn {
            // Wide enough for the label in either language: a Chinese character is three bytes and
            // takes two columns.
            let _ = write!(self.out, "\r{}\r", " ".repeat(self.label.len() + 64));
            let _ = self.out.flush();
        }
        self.drawn = false;
    }
}

impl Listener for TextProgress<'_> {
    fn phase(&mut self, phase: Phase, total: usize) {
        self.clear();
        (self.label, self.done, self.total) = (phase.label().get(self.lang), 0, total);
        (self.last, self.answered) = ((self.clock)(), (self.clock)());
    }

    fn advance(&mut self, by: usize) {
        self.done += by;
        if by > 0 {
            self.answered = (self.clock)();
        }
        if self.since(self.last) >= self.interval() {
            self.last = (self.clock)();
            self.show();
        }
    }

    fn slowest(&mut self, seconds: f64) {
        self.slowest = Some(seconds);
    }

    fn next_in(&self) -> Duration {
        // Never nothing: a wait of nothing would spin.
        self.interval()
            .saturating_sub(self.since(self.last))
            .max(Duration::from_millis(1))
    }

    /// For the person at the terminal, beside the progress bars; a script times the check itself.
    fn ended(&mut self, seconds: f64, jobs: usize) {
        self.clear();
        if self.terminal {
            let _ = writeln!(
                self.out,
                "{}",
                self.lang.pick(
                    format!(
                        "checked in {seconds:.1} s with {jobs} Python{}",
                        if jobs == 1 { "" } else { "s" }
                    ),
                    format!("检查用时 {seconds:.1} 秒，{jobs} 个 Python 同时运行"),
                )
            );
        }
    }
}

impl Drop for TextProgress<'_> {
    /// A check that stopped early leaves no bar behind its error.
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// The time a test tells the progress: the start of the test, moved on by hand.
    static NOW: Mutex<Option<Instant>> = Mutex::new(None);

    fn now() -> Instant {
        NOW.lock().unwrap().expect("set by the test")
    }

    #[test]
    fn off_a_terminal_a_line_comes_at_least_every_ten_seconds_however_the_answers_come() {
        let start = Instant::now();
        *NOW.lock().unwrap() = Some(start);
        let mut out = Vec::new();
        let mut written = Vec::new();
        {
            let mut progress = TextProgress::timed(&mut out, false, Lang::En, now);
            progress.phase(Phase::Minimax, 100);
            // Answers every 9 s; the check waits as the progress asks, as the pool does.
            let mut next_answer = start + Duration::from_secs(9);
            let mut lines = 0;
            while now() < start + Duration::from_secs(120) {
                let wake = now() + progress.next_in();
                let answered = next_answer <= wake;
                *NOW.lock().unwrap() = Some(if answered { next_answer } else { wake });
                if answered {
                    next_answer += Duration::from_secs(9);
                }
                progress.advance(usize::from(answered));
                if progress.drawn && progress.last == now() {
                    lines += 1;
                    written.push(now().duration_since(start));
                }
            }
            assert!(lines >= 11, "{written:?}");
        }
        let gaps: Vec<Duration> = std::iter::once(Duration::ZERO)
            .chain(written.iter().copied())
            .collect::<Vec<_>>()
            .windows(2)
            .map(|pair| pair[1] - pair[0])
            .collect();
        assert!(gaps.iter().all(|&gap| gap <= LOG), "{written:?}");
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.lines().all(|line| line.starts_with("checking minimax: ")),
            "{text}"
        );
    }
}
