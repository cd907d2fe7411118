//! `tictactoe check-cs50`: checks a learner's CS50 AI `tictactoe.py` as CS50's own check50 does, and
//! beyond: every function on every reachable position against the rules and the table, the smallest
//! failing position shown, whose fault a failure is, whether the code keeps state between calls, the
//! learner's own search traced to the call that went wrong, and what check50 will print.
//!
//! The learner's file is read once, through its door (`door.rs`), and runs in Python processes
//! (`python/`, joined into one program by `protocol/`) started through it, one per core, each answering
//! batches of calls under a memory limit and a warden; a call that hangs is cut off at its time limit,
//! and that function is not called again. What Python sends is read into typed values in `protocol/`
//! alone, judged in `judge.rs` and `culprit/`, and put into words in `report/` alone. Std only (and
//! kill(2)); it uses `board`, `table`, `search` and `engines` (the course's searches, whose pseudocode
//! it names), and nothing below the command line uses it.

mod calls;
mod cancel;
mod change;
mod check50;
pub mod class;
mod culprit;
mod deadline;
mod door;
mod findings;
mod harness;
mod judge;
mod mistake;
mod options;
#[cfg(target_arch = "wasm32")]
pub mod page;
mod pattern;
#[cfg(feature = "window")]
mod play;
mod pool;
pub mod progress;
mod protocol;
mod report;
mod source;
mod start_error;
mod tally;
mod wire;

use std::sync::Arc;
use web_time::Instant;

pub use calls::Function;
pub use cancel::Cancel;
pub use door::Door;
pub use harness::StartError;
pub use mistake::Mistake;
pub use options::{Options, Scope, default_jobs, jobs, memory, timeout};
use report::Other;
#[cfg(feature = "window")]
pub use report::run_error_words;
pub use report::{FunctionReport, Report, error_words, unimported, unsandboxed_words};

// What the window's Your code tab and its game against the learner's minimax use besides.
#[cfg(feature = "window")]
pub use culprit::Returned;
#[cfg(feature = "window")]
pub use culprit::beside::{Beside, CourseCall, YourCall};
#[cfg(feature = "window")]
pub use play::{Asked, NoMove, ask_minimax, trace_minimax};
#[cfg(feature = "window")]
pub use protocol::{Grid, Traced};
#[cfg(feature = "window")]
pub use report::{Block, Label, Row, no_move_words, side_by_side, since, slip_words, under_way, written};
pub use source::Source;

use calls::Call;
use check50::{CHECKS, Prediction, Printed};
use deadline::Deadline;
use harness::{Harness, Lost, Setup};
use judge::{Failure, Judging};
use pool::Pool;
use progress::{Listener, Phase};
use tally::Tally;

use crate::board::{Board, positions};

/// Checks the file behind `door`, telling `progress` how far it got; `cancel` stops it from another
/// thread. Fails when Python could not be run, the file does not import, or the check was cancelled.
pub fn check(
    door: &Door,
    options: &Options,
    progress: &mut dyn Listener,
    cancel: &Cancel,
) -> Result<Report, StartError> {
    let deadline = Deadline::start(options.file_timeout, cancel);
    let checked = check_within(door, options, progress, cancel);
    match deadline.passed() {
        // What the calls cut short by it said is not the file's doing.
        true => Err(StartError::FileTimedOut {
            file: door.file().to_path_buf(),
            limit: options.file_timeout,
        }),
        false => checked,
    }
}

/// [`check`], until it ends or `cancel` stops it.
fn check_within(
    door: &Door,
    options: &Options,
    progress: &mut dyn Listener,
    cancel: &Cancel,
) -> Result<Report, StartError> {
    let started = Instant::now();
    let lines = Source::of(door.source());
    let setup = Arc::new(Setup {
        program: protocol::program(&check50::python_table()),
        door: door.clone(),
        timeout: options.timeout,
        memory: options.memory,
        cancel: cancel.clone(),
        starts: Default::default(),
    });
    let harness = || Harness::new(setup.clone());
    let mut pool = Pool::new((0..options.jobs.max(1)).map(|_| harness()).collect(), cancel.clone());
    // The file must import before anything else is worth doing.
    pool.first().start()?;
    let foreign = pool.first().foreign().cloned();
    let missing = pool.first().missing().to_vec();
    let boards = match options.scope.board {
        Some(board) => vec![board],
        None => positions::reachable(),
    };
    let mut check = Check {
        options,
        progress,
        missing: &missing,
    };
    let tally = check.calls(&mut pool, &boards)?;
    let (functions, prediction) = check.findings(&mut pool, &tally, &boards)?;
    check
        .progress
        .ended(started.elapsed().as_secs_f64(), options.jobs.max(1));
    Ok(Report {
        file: door.file().display().to_string(),
        source: lines,
        scope: options.scope,
        foreign,
        fastest: options.fastest,
        memory: options.memory,
        boards: boards.len(),
        unfinished: boards.iter().filter(|board| !board.is_terminal()).count(),
        functions,
        check50: prediction,
        slowest: tally.slowest,
        reached: tally.reached,
    })
}

/// A check under way: what it was asked, whom it tells how far it got, and the functions the file
/// lacks, which fail without a call.
struct Check<'a> {
    options: &'a Options,
    progress: &'a mut dyn Listener,
    missing: &'a [Function],
}

impl Check<'_> {
    /// Whether the check makes the call: the file has the function, and the check covers the call.
    fn makes(&self, call: &Call) -> bool {
        self.options.scope.covers(call) && !self.missing.contains(&call.function)
    }
}

impl Check<'_> {
    /// Every call of every function on every board, judged as it comes back: the rules, then `minimax`.
    fn calls(&mut self, pool: &mut Pool, boards: &[Board]) -> Result<Tally, StartError> {
        let mut tally = Tally::new(Judging {
            fastest: self.options.fastest,
        });
        let (quick, timeout) = (self.options.quick(), self.options.timeout);
        let rules: Vec<Call> = boards
            .iter()
            .flat_map(|&board| calls::rules(board))
            .filter(|call| self.makes(call))
            .collect();
        self.progress.phase(Phase::Rules, rules.len());
        pool.run(rules, quick, &mut tally, self.progress)?;
        // The largest searches first, so that no Python is left with one at the end.
        let mut minimax: Vec<Call> = boards
            .iter()
            .map(|&board| calls::minimax(board))
            .filter(|call| self.makes(call))
            .collect();
        minimax.sort_by_key(|call| std::cmp::Reverse(call.board.empty_cells().len()));
        self.progress.phase(Phase::Minimax, minimax.len());
        pool.run(minimax, timeout, &mut tally, self.progress)?;
        Ok(tally)
    }

    /// Each function's findings (the tally's, then, for each failing function, whose fault its failure
    /// is, what a fresh Python answers, and for `minimax` its own search traced) and what check50 will
    /// print.
    fn findings(
        &mut self,
        pool: &mut Pool,
        tally: &Tally,
        boards: &[Board],
    ) -> Result<(Vec<FunctionReport>, Prediction), StartError> {
        let failing: Vec<Function> = Function::ALL
            .into_iter()
            .filter(|&function| !tally.functions[function.index()].failures.is_empty())
            .collect();
        // A function the file lacks is one whose right version may make the others right.
        let suspects: Vec<Function> = Function::ALL
            .into_iter()
            .filter(|function| failing.contains(function) || self.missing.contains(function))
            .collect();
        let (options, judging) = (self.options, tally.judging());
        let checks = CHECKS.iter().filter(|check| options.scope.covers_check(check)).count();
        self.progress.phase(Phase::Failures, failing.len() + checks);
        let mut functions: Vec<FunctionReport> = Function::ALL
            .into_iter()
            .map(|function| FunctionReport::from_tally(function, &tally.functions[function.index()], boards))
            .collect();
        for &function in self.missing {
            functions[function.index()].missing = true;
        }
        let patterns: Vec<_> = failing
            .iter()
            .map(|&function| (function, functions[function.index()].pattern))
            .collect();
        let found = pool.each(
            &patterns,
            |harness, &failing_one| findings::of(harness, failing_one, tally, &suspects, options, judging),
            self.progress,
        )?;
        let prediction = predict_check50(pool, tally, options, self.progress)?;
        for (function, found) in failing.iter().zip(found) {
            let report = &mut functions[function.index()];
            let raised = report.failure.as_ref().and_then(Failure::raised_line);
            report.line = raised
                .or(found.line)
                .or(found.search.as_ref().and_then(|search| search.line));
            report.change = found.change;
            for (other, lines) in report.others.iter_mut().zip(found.others) {
                other.line = other.line.or(lines.returned);
                other.change = lines.change;
            }
            report
                .others
                .extend(found.mistakes.into_iter().map(|(failed, search)| Other {
                    failure: failed.failure,
                    count: None,
                    line: search.line,
                    change: None,
                    search: Some(search),
                }));
            (report.fresh, report.because_of, report.search) = (found.fresh, found.because_of, found.search);
        }
        untie(&mut functions);
        for report in &mut functions {
            report.no_change_where_another_is_first();
        }
        // A part of the check shows the functions it called.
        if !options.scope.is_whole() {
            functions.retain(|f| f.checked > 0 || (f.missing && options.scope.only == Some(f.function)));
        }
        Ok((functions, prediction))
    }
}

/// Two functions each right only once the other is (a `player` reading a global that `result` keeps):
/// neither is the one to fix first, for they depend on each other through state kept between calls.
fn untie(functions: &mut [FunctionReport]) {
    let first = |function: Function| functions[function.index()].because_of;
    let tied: Vec<(Function, Function)> = Function::ALL
        .into_iter()
        .filter_map(|function| {
            let other = first(function)?;
            (first(other) == Some(function)).then_some((function, other))
        })
        .collect();
    for (function, other) in tied {
        let report = &mut functions[function.index()];
        (report.because_of, report.tied_to) = (None, Some(other));
    }
}

/// What check50 will print: each of its checks in a fresh Python, as check50 runs each.
fn predict_check50(
    pool: &mut Pool,
    tally: &Tally,
    options: &Options,
    progress: &mut dyn Listener,
) -> Result<Prediction, StartError> {
    // check50 gives each check 60 s of wall-clock time on its own machine, whatever --timeout says here:
    // the same in CPU time is its forecast. A search that took too long on boards as large as the
    // check's would only take as long again, and gets the small functions' limit.
    let hung_on = |board| {
        tally.functions[Function::Minimax.index()].lost
            && !tally.calling(Function::Minimax).covers(&calls::minimax(board))
    };
    let limit = |check: &check50::Check| match (check.function, check.board()) {
        (Some(Function::Minimax), Some(board)) if !hung_on(board) => Options::DEFAULT_TIMEOUT,
        _ => options.quick(),
    };
    let checks: Vec<check50::Check> = CHECKS
        .into_iter()
        .filter(|check| options.scope.covers_check(check))
        .collect();
    let printed = pool.each(
        &checks,
        |harness, check| {
            let limit = limit(check);
            Ok(
                match harness.fresh(&[], limit, |harness| harness.check50(check.name, limit))? {
                    Ok(verdict) => Printed::of(verdict),
                    Err(Lost::TimedOut(_) | Lost::Waited(_)) => {
                        Printed::timed_out(Options::DEFAULT_TIMEOUT.as_secs_f64())
                    }
                    Err(lost) => Printed::Errored(check50::Errored::Lost(lost)),
                },
            )
        },
        progress,
    )?;
    Ok(Prediction {
        unimported: None,
        checks: checks.into_iter().zip(printed).collect(),
    })
}
