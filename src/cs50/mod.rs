//! `tictactoe check-cs50`: checks a learner's CS50 AI `tictactoe.py` as CS50's own check50 does, and
//! beyond: every function on every reachable position against the rules and the table, the smallest
//! failing position shown, whose fault a failure is, whether the code keeps state between calls, the
//! learner's own search traced to the call that went wrong, and what check50 will print.
//!
//! The learner's file runs in Python processes (`harness.py`, compiled in), one per core, each answering
//! one call per line under a memory limit and a warden; a call that hangs is cut off at its time limit,
//! and that function is not called again. Std only; it uses `board`, `table`, `search` and `engines`
//! (the course's searches, whose pseudocode it names), and nothing below the command line uses it.

mod calls;
mod check50;
mod culprit;
mod harness;
mod judge;
mod pattern;
mod pool;
mod progress;
mod report;
mod tally;

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub use calls::Function;
pub use report::{Failure, FunctionReport, Report};

use calls::Call;
use check50::{CHECKS, Prediction};
use harness::{Harness, Lost};
use judge::Judging;
use pool::Pool;
use progress::ProgressBar;
use report::Fresh;
use tally::{FunctionTally, Tally};

use crate::board::positions;
use crate::lang::{Both, Lang, Said};

/// What `check-cs50` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The learner's `tictactoe.py`.
    pub file: PathBuf,
    /// One JSON object for scripts instead of the report for people.
    pub json: bool,
    /// `minimax` must also play one of the table's best moves (the fastest win, the slowest loss), not
    /// just any move that keeps the outcome, as CS50 asks.
    pub fastest: bool,
    /// How long one call of `minimax` may take, and importing the file.
    pub timeout: Duration,
    /// How many Pythons run at once.
    pub jobs: usize,
    /// How many megabytes of memory the learner's Python may use.
    pub memory: u64,
    /// The Python 3 to run the file with.
    pub python: PathBuf,
}

impl Options {
    /// How long one call of `minimax` may take unless `--timeout` says otherwise: check50's own limit.
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);
    /// How long one call of the six small functions may take: they answer in microseconds, so one that
    /// takes seconds has hung.
    pub const QUICK_LIMIT: Duration = Duration::from_secs(2);
    /// The most Pythons `--jobs` runs at once.
    pub const MOST_JOBS: usize = 64;
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

/// How many Pythons run at once unless `--jobs` says otherwise: one per core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Reads `--jobs`'s N: a whole number from 1 to [`Options::MOST_JOBS`].
pub fn jobs(text: &str) -> Option<usize> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=Options::MOST_JOBS).contains(n))
}

/// How many of a failing function's calls are made again to see whether another function is at fault:
/// the smallest first, stopping at the first that still fails.
const RECHECKED: usize = 20;

/// Checks the file, saying how far it got on `progress` (standard error) in `lang`. The error is one line
/// to show the user, in both languages: the file or Python could not be run, the file does not import,
/// or it lacks a function.
pub fn check(options: &Options, lang: Lang, progress: &mut dyn Write) -> Result<Report, Said> {
    let started = Instant::now();
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
    let harness = || Harness::new(&options.python, file, source.clone(), options.timeout, options.memory);
    let mut pool = Pool::new((0..options.jobs.max(1)).map(|_| harness()).collect());
    // The file must import before anything else is worth doing.
    pool.first().start()?;
    let note = pool.first().note().cloned();
    let boards = positions::reachable();
    let terminal = std::io::stderr().is_terminal();
    let mut tally = Tally::new(Judging {
        fastest: options.fastest,
        memory: options.memory,
    });
    let quick = options.timeout.min(Options::QUICK_LIMIT);

    let rules: Vec<Call> = boards.iter().flat_map(|&board| calls::rules(board)).collect();
    let label = Both::new("checking the rules", "正在检查规则函数");
    let mut bar = ProgressBar::new(progress, terminal, label, lang, rules.len());
    pool.run(rules, quick, &mut tally, &mut bar)?;
    drop(bar);
    // The largest searches first, so that no Python is left with one at the end.
    let mut minimax: Vec<Call> = boards.iter().map(|&board| calls::minimax(board)).collect();
    minimax.sort_by_key(|call| std::cmp::Reverse(call.board.empty_cells().len()));
    let label = Both::new("checking minimax", "正在检查 minimax");
    let mut bar = ProgressBar::new(progress, terminal, label, lang, minimax.len());
    pool.run(minimax, options.timeout, &mut tally, &mut bar)?;
    drop(bar);

    let limit = |function: Function| match function {
        Function::Minimax => options.timeout,
        _ => quick,
    };
    let failing: Vec<Function> = Function::ALL
        .into_iter()
        .filter(|&function| !tally.functions[function.index()].failures.is_empty())
        .collect();
    let label = Both::new("looking into the failures", "正在分析失败");
    let mut bar = ProgressBar::new(progress, terminal, label, lang, failing.len() + CHECKS.len());
    let judging = tally.judging();
    let analyses = pool.each(
        &failing,
        |harness, &function| {
            let counted = &tally.functions[function.index()];
            let failed = counted.smallest().expect("a failing function has a failure");
            let call = &failed.call;
            let mut found = Found::default();
            // A failure that cost much (a hang, memory, too deep) would only cost as much again.
            if !failed.costly {
                found.fresh = fresh(harness, call, &failed.failure, limit(function), judging)?;
                found.because_of = because_of(harness, function, counted, &failing, limit(function), judging)?;
            }
            if function == Function::Minimax && failed.returned && !call.board.is_terminal() {
                found.search = trace(harness, call, options.timeout, judging)?;
            }
            Ok(found)
        },
        &mut bar,
    )?;
    let mut functions: Vec<FunctionReport> = Function::ALL
        .into_iter()
        .map(|function| FunctionReport::from_tally(function, &tally.functions[function.index()], &boards))
        .collect();
    for (function, found) in failing.iter().zip(analyses) {
        let report = &mut functions[function.index()];
        (report.fresh, report.because_of, report.search) = (found.fresh, found.because_of, found.search);
    }
    let hung = |function: Function| tally.functions[function.index()].lost;
    let check_limit = |function: Option<Function>| match function {
        Some(Function::Minimax) if !hung(Function::Minimax) => options.timeout,
        _ => quick,
    };
    let outcomes = pool.each(
        &CHECKS,
        |harness, check| {
            let limit = check_limit(check.function);
            Ok(
                match harness.fresh(&[], limit, |harness| harness.check50(check.name, limit))? {
                    Ok(reply) => check50::outcome_of(&reply),
                    Err(Lost::TimedOut(_)) => check50::timed_out(Options::DEFAULT_TIMEOUT.as_secs_f64()),
                    Err(lost) => check50::Outcome::Errored(judge::stop_reason(&lost).en),
                },
            )
        },
        &mut bar,
    )?;
    let prediction = Prediction {
        checks: CHECKS.into_iter().zip(outcomes).collect(),
    };
    drop(bar);
    // For the person at the terminal, beside the progress bars; a script times the check itself.
    if terminal {
        let seconds = started.elapsed().as_secs_f64();
        let jobs = options.jobs.max(1);
        let _ = writeln!(
            progress,
            "{}",
            lang.pick(
                format!(
                    "checked in {seconds:.1} s with {jobs} Python{}",
                    if jobs == 1 { "" } else { "s" }
                ),
                format!("检查用时 {seconds:.1} 秒，{jobs} 个 Python 同时运行"),
            )
        );
    }
    Ok(Report {
        file: file.display().to_string(),
        note,
        fastest: options.fastest,
        boards: boards.len(),
        unfinished: boards.iter().filter(|board| !board.is_terminal()).count(),
        functions,
        check50: prediction,
    })
}

/// What the check finds of a failing function beyond its failure.
#[derive(Default)]
struct Found {
    fresh: Option<Fresh>,
    because_of: Option<Function>,
    search: Option<culprit::Analysis>,
}

/// The failing call made again in a fresh Python; what it answered there, when that differs from the
/// failure.
fn fresh(
    harness: &mut Harness,
    call: &Call,
    failure: &Failure,
    limit: Duration,
    judging: Judging,
) -> Result<Option<Fresh>, Said> {
    let answered = harness.fresh(&[], limit, |harness| {
        let mut reply = None;
        let lost = harness.call(std::slice::from_ref(call), limit, |_, answer| reply = Some(answer))?;
        Ok(match lost {
            Some(lost) => Err(lost),
            None => Ok(reply.expect("answered")),
        })
    })?;
    let Ok(reply) = answered else { return Ok(None) };
    // A wrong answer is said as the failure says it, so the two can be compared.
    let (returned, right) = match judge::judge(call, &reply, judging) {
        Ok(()) => (Said::each(|lang| judge::answer(call, &reply, lang)), true),
        Err(wrong) if same_answer(&wrong.got.en, &failure.got.en) => return Ok(None),
        Err(wrong) => (wrong.got, false),
    };
    Ok(Some(Fresh { returned, right }))
}

/// Whether two answers say the same, but for the addresses in Python's reprs (`<generator object ... at
/// 0x7f49dd1897a0>`), which differ from one process to the next.
fn same_answer(one: &str, other: &str) -> bool {
    fn without_addresses(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find("0x") {
            out.push_str(&rest[..at + 2]);
            rest = rest[at + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
        }
        out.push_str(rest);
        out
    }
    without_addresses(one) == without_addresses(other)
}

/// The function whose mistakes `function`'s failures come from: another failing one that, replaced by a
/// right one, makes them right.
fn because_of(
    harness: &mut Harness,
    function: Function,
    counted: &FunctionTally,
    failing: &[Function],
    limit: Duration,
    judging: Judging,
) -> Result<Option<Function>, Said> {
    let calls = counted.smallest_calls(RECHECKED);
    let suspects: Vec<Function> = failing
        .iter()
        .copied()
        .filter(|&other| other != function && other != Function::Minimax)
        .collect();
    let mut tries: Vec<Vec<Function>> = suspects.iter().map(|&one| vec![one]).collect();
    if suspects.len() > 1 {
        tries.push(suspects.clone());
    }
    for right in tries {
        let fixed = harness.fresh(&right, limit, |harness| {
            for call in &calls {
                let mut reply = None;
                if let Some(lost) = harness.call(std::slice::from_ref(call), limit, |_, answer| reply = Some(answer))? {
                    return Ok(Err(lost));
                }
                if judge::judge(call, &reply.expect("answered"), judging).is_err() {
                    return Ok(Ok(false));
                }
            }
            Ok(Ok(true))
        })?;
        if fixed == Ok(true) {
            return Ok(right.first().copied());
        }
    }
    Ok(None)
}

/// The learner's `minimax` on the failing call's board traced in a fresh Python, and judged; nothing
/// when it answers right there (its state made it fail: `fresh` says so).
fn trace(
    harness: &mut Harness,
    call: &Call,
    limit: Duration,
    judging: Judging,
) -> Result<Option<culprit::Analysis>, Said> {
    let board = call.board;
    let traced = harness.fresh(&[], limit, |harness| harness.trace(board, limit))?;
    let Ok(traced) = traced else { return Ok(None) };
    let reply = harness::Reply {
        result: traced.result.clone(),
        input_after: "=".to_string(),
    };
    if judge::judge(call, &reply, judging).is_ok() {
        return Ok(None);
    }
    Ok(Some(culprit::analyse(
        board,
        &culprit::parse(&traced.calls),
        traced.alphabeta,
    )))
}

#[cfg(test)]
mod tests {
    use super::same_answer;

    #[test]
    fn answers_differing_only_in_an_address_are_the_same() {
        assert!(same_answer(
            "<generator object result.<locals>.<genexpr> at 0x7f49dd1897a0>: result must return a new board",
            "<generator object result.<locals>.<genexpr> at 0x7f31e54697a0>: result must return a new board",
        ));
        assert!(same_answer("list [(2, 2)]", "list [(2, 2)]"));
        assert!(!same_answer("(0, 0)", "(2, 2)"));
        assert!(!same_answer("<object at 0x1>", "<thing at 0x1>"));
    }
}
