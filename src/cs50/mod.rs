//! `tictactoe check-cs50`: checks a learner's CS50 AI `tictactoe.py` on every reachable position against the
//! rules and the table, and says where each function first goes wrong.
//!
//! The learner's file runs in a Python process (`harness.py`, compiled in) that answers one call per line;
//! a call that hangs is cut off at the time limit, and that function is not called again. Std only; it
//! uses `board`, `table` and `search` (to name the steps that show a right move), and nothing below the
//! command line uses it.

mod calls;
mod harness;
mod judge;
mod progress;
mod report;

use std::collections::VecDeque;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

pub use calls::Function;
pub use report::{Failure, FunctionReport, Report, Warning};

use calls::Call;
use harness::{CallResult, Harness};
use judge::Judging;
use progress::ProgressBar;

use crate::board::positions;
use crate::lang::{Both, Lang, Said};

/// What `check-cs50` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The learner's `tictactoe.py`.
    pub file: PathBuf,
    /// One JSON object for scripts instead of the report for people.
    pub json: bool,
    /// `minimax` must play one of the table's best moves (fastest win, slowest loss), not just any move that
    /// keeps the outcome.
    pub strict: bool,
    /// How long one call may take (importing the file too).
    pub timeout: Duration,
    /// How many megabytes of memory the learner's Python may use.
    pub memory: u64,
    /// The Python 3 to run the file with.
    pub python: PathBuf,
}

impl Options {
    /// How long one call may take unless `--timeout` says otherwise.
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);
    /// The Python run unless `--python` says otherwise.
    pub const DEFAULT_PYTHON: &str = "python3";
    /// How much memory the learner's Python may use unless `--memory` says otherwise: plenty for any
    /// tic-tac-toe, and far from what takes a machine down.
    pub const DEFAULT_MEMORY: u64 = 2_048;
    /// The megabytes `--memory` takes: below 64 Python itself cannot start.
    pub const MEMORY: std::ops::RangeInclusive<u64> = 64..=1_048_576;
}

/// Reads `--timeout`'s SECONDS: a number of seconds, fractions allowed, at least a millisecond (less
/// could not mean anything).
pub fn timeout(text: &str) -> Option<Duration> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| *seconds >= 0.001)
        .and_then(|seconds| Duration::try_from_secs_f64(seconds).ok())
}

/// Reads `--memory`'s MB: a whole number of megabytes in [`Options::MEMORY`].
pub fn memory(text: &str) -> Option<u64> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|mb| Options::MEMORY.contains(mb))
}

/// How many calls are sent to Python at once: few enough that the requests never fill a pipe.
const BATCH: usize = 64;

/// Checks the file on every reachable position, saying how far it got on `progress` (standard error)
/// in `lang`. The error is one line to show the user, in both languages: the file or Python could not
/// be run, the file does not import, or it lacks a function.
pub fn check(options: &Options, lang: Lang, progress: &mut dyn Write) -> Result<Report, Said> {
    let file = &options.file;
    let shown = file.display();
    if file.is_dir() {
        return Err(Said::new(
            format!("'{shown}' is a directory, not a Python file"),
            format!("'{shown}' 是一个目录，不是 Python 文件"),
        ));
    }
    // Read once: every Python of the check runs this source, whatever happens to the file meanwhile
    // (and a pipe such as <(cat tictactoe.py) can be read only once).
    let source = std::fs::read(file).map_err(|e| {
        Said::new(
            format!("cannot read '{shown}': {e}"),
            format!("无法读取 '{shown}'：{e}"),
        )
    })?;
    let mut harness = Harness::new(&options.python, file, source, options.timeout, options.memory);
    harness.start()?;
    let boards = positions::reachable();
    let terminal = std::io::stderr().is_terminal();
    let mut tally = Tally::new(Judging {
        strict: options.strict,
        memory: options.memory,
    });

    let rules: Vec<Call> = boards.iter().flat_map(|&board| calls::rules(board)).collect();
    let label = Both::new("checking the rules", "正在检查规则函数");
    let bar = ProgressBar::new(progress, terminal, label, lang, rules.len());
    tally.run(&mut harness, rules, bar)?;
    let minimax: Vec<Call> = boards.iter().map(|&board| calls::minimax(board)).collect();
    let label = Both::new("checking minimax", "正在检查 minimax");
    let bar = ProgressBar::new(progress, terminal, label, lang, minimax.len());
    tally.run(&mut harness, minimax, bar)?;

    Ok(Report {
        file: file.display().to_string(),
        note: harness.note().cloned(),
        strict: options.strict,
        boards: boards.len(),
        unfinished: boards.iter().filter(|board| !board.is_terminal()).count(),
        functions: tally.finish(),
    })
}

/// The functions' tallies as the calls come back.
struct Tally {
    judging: Judging,
    functions: Vec<FunctionReport>,
    /// With `--strict`, each function's first failure no game can reach, shown only if there is no
    /// other.
    unreachable: Vec<Option<Failure>>,
    /// How many of `result`'s calls on an empty cell returned a board, right or wrong.
    boards_returned: usize,
}

impl Tally {
    fn new(judging: Judging) -> Tally {
        let functions = Function::ALL
            .iter()
            .map(|&function| FunctionReport {
                function,
                checked: 0,
                passed: 0,
                failure: None,
                note: None,
                warnings: Vec::new(),
                stopped: None,
            })
            .collect();
        Tally {
            judging,
            functions,
            unreachable: vec![None; Function::ALL.len()],
            boards_returned: 0,
        }
    }

    /// The tallies, each with its first failure and what the failures together say.
    fn finish(mut self) -> Vec<FunctionReport> {
        for (tally, unreachable) in self.functions.iter_mut().zip(self.unreachable) {
            if tally.failure.is_none() {
                tally.failure = unreachable;
            }
        }
        let result = &mut self.functions[Function::Result.index()];
        if result.failure.is_some() && self.boards_returned == 0 {
            result.note = Some(Said::new(
                "result never returned a board: it raised on every move, the legal ones too (raising is right \
                 only for a taken cell or one off the board)",
                "result 从未返回过棋盘：它对每一步都抛出了异常，合法的着法也不例外（只有格子已被占据或不在棋盘上时才应抛出异常）",
            ));
        }
        self.functions
    }

    /// Makes the calls in order, in batches. A call that gets no reply fails, its function is not called
    /// again, and the batch goes on in a fresh Python process.
    fn run(&mut self, harness: &mut Harness, calls: Vec<Call>, mut progress: ProgressBar) -> Result<(), Said> {
        let mut pending: VecDeque<Call> = calls.into();
        while !pending.is_empty() {
            let mut batch = Vec::with_capacity(BATCH);
            while batch.len() < BATCH
                && let Some(call) = pending.pop_front()
            {
                match self.functions[call.function.index()].stopped {
                    Some(_) => progress.advance(1),
                    None => batch.push(call),
                }
            }
            if batch.is_empty() {
                continue;
            }
            let mut answered = 0;
            let lost = harness.call(&batch, |call, reply| {
                let on_empty_cell = call.cell().is_some_and(|cell| call.board.get(cell).is_none());
                if call.function == Function::Result && on_empty_cell && matches!(reply.result, CallResult::Returned(_))
                {
                    self.boards_returned += 1;
                }
                self.record(call, judge::judge(call, &reply, self.judging));
                progress.advance(1);
                answered += 1;
            })?;
            if let Some(lost) = lost {
                let call = batch[answered];
                self.record(&call, Err(Box::new(judge::lost(&call, &lost, self.judging))));
                self.functions[call.function.index()].stopped = Some(judge::stop_reason(&lost));
                progress.advance(1);
                for later in batch[answered + 1..].iter().rev() {
                    pending.push_front(*later);
                }
            }
        }
        Ok(())
    }

    /// Counts a call's verdict. A call no game can make (an action off the board) is a warning, not
    /// counted, unless `--strict`; then it fails, but is shown only if nothing a game can reach fails.
    fn record(&mut self, call: &Call, verdict: Result<(), Box<Failure>>) {
        let at = call.function.index();
        let reachable = call.function != Function::Result || call.cell().is_some();
        let tally = &mut self.functions[at];
        match (verdict.map_err(|failure| *failure), reachable, self.judging.strict) {
            (Ok(()), false, false) => {}
            (Err(failure), false, false) => match tally.warnings.iter_mut().find(|w| w.first.call == failure.call) {
                Some(warning) => warning.calls += 1,
                None => tally.warnings.push(Warning {
                    why: judge::off_board_why(call),
                    first: failure,
                    calls: 1,
                }),
            },
            (Ok(()), _, _) => {
                tally.checked += 1;
                tally.passed += 1;
            }
            (Err(failure), true, _) => {
                tally.checked += 1;
                tally.failure.get_or_insert(failure);
            }
            (Err(failure), false, true) => {
                tally.checked += 1;
                self.unreachable[at].get_or_insert(failure);
            }
        }
    }
}
