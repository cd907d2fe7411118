//! The Your code tab's state: the learner's file checked in the background exactly as `check-cs50`
//! checks it (same limits, warden, one Python per core), each function's progress as the check goes,
//! what the last check found and what it changed, and the file watched so that a save checks it again.
//! A check is cancelled, every Python of it ended, when another starts, the file is closed, or the
//! window closes.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use super::jobs::{Task, Waker};
use super::{Answer, State};
use crate::cs50::progress::{Count, Listener, Phase};
use crate::cs50::{self, Cancel, Door, Function, Options, Report, Scope, StartError};
use crate::game::session::Verdicts;
use crate::lang::Said;

/// How often the open file is looked at for a save.
pub const WATCH_EVERY: Duration = Duration::from_secs(1);
/// How many files the recent list keeps.
const RECENT: usize = 8;

/// The tab's state besides what the session keeps (the file, the recent files, the last verdicts).
#[derive(Debug, Default)]
pub struct Code {
    /// Why the file asked for cannot be opened, shown in the tab.
    pub problem: Option<Said>,
    /// That the check was stopped before it ended, as asked.
    pub stopped: bool,
    /// The check under way.
    pub checking: Option<Checking>,
    /// The last check that ended.
    pub checked: Option<Checked>,
    /// The file as the last check read it: the learner's minimax plays and is traced from it.
    pub(crate) door: Option<Door>,
    /// The verdicts of the check before the last one, to say what the last one changed.
    pub before: Option<Verdicts>,
    /// The file's modification time and length as last seen: another is a save.
    stamp: Option<(Option<SystemTime>, u64)>,
    /// When the file was last looked at.
    looked_at: Option<Instant>,
}

/// A check under way.
#[derive(Debug)]
pub struct Checking {
    /// How far it has got, as its thread tells.
    pub live: Arc<Mutex<Live>>,
    /// Ends every Python of it.
    cancel: Cancel,
}

/// How far a check has got, as it goes.
#[derive(Clone, Debug, Default)]
pub struct Live {
    /// The phase under way.
    pub(crate) phase: Option<Phase>,
    /// Of the phase's calls, how many are done.
    pub done: usize,
    /// How many calls the phase makes.
    pub total: usize,
    /// Each function's counts, in `Function::ALL` order.
    pub(crate) counts: [Count; 7],
    /// How many seconds the slowest `minimax` took so far.
    pub slowest: Option<f64>,
    /// How many whole seconds the check has waited for an answer (0 while answers come).
    pub silent: u64,
}

/// A check that ended: its report, or why the file could not be checked.
#[derive(Debug)]
pub struct Checked {
    /// The file checked.
    pub file: PathBuf,
    /// The report, or why there is none.
    pub(crate) outcome: Result<Report, StartError>,
    /// How long it took.
    pub seconds: f64,
}

impl Checked {
    /// The report, when the check ran.
    pub(crate) fn report(&self) -> Option<&Report> {
        self.outcome.as_ref().ok()
    }
}

/// Tells the window how a check goes: the counts into `live`, the window woken to draw them.
struct Telling {
    live: Arc<Mutex<Live>>,
    waker: Waker,
    /// When the last answer came: read on the check's thread, never by the state.
    answered: Instant,
}

impl Telling {
    fn change(&mut self, change: impl FnOnce(&mut Live)) {
        change(&mut self.live.lock().unwrap_or_else(|poisoned| poisoned.into_inner()));
        self.waker.wake();
    }
}

impl Listener for Telling {
    fn phase(&mut self, phase: Phase, total: usize) {
        self.change(|live| (live.phase, live.done, live.total) = (Some(phase), 0, total));
    }

    fn advance(&mut self, by: usize) {
        if by > 0 {
            self.answered = Instant::now();
            self.change(|live| (live.done, live.silent) = (live.done + by, 0));
            return;
        }
        let silent = self.answered.elapsed().as_secs();
        let said = self.live.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).silent;
        if silent != said {
            self.change(|live| live.silent = silent);
        }
    }

    fn counted(&mut self, function: Function, count: Count) {
        self.change(|live| live.counts[function.index()] = count);
    }

    fn slowest(&mut self, seconds: f64) {
        self.change(|live| live.slowest = Some(seconds));
    }

    /// Often enough that a cancel is seen at once.
    fn next_in(&self) -> Duration {
        Duration::from_millis(100)
    }
}

/// The verdicts of a report, in numbers.
pub(crate) fn verdicts(report: &Report) -> Verdicts {
    let mut functions = [[0; 2]; 7];
    for f in &report.functions {
        functions[f.function.index()] = [f.passed as u32, f.checked as u32];
    }
    let checks = report.check50.checks.len() as u32;
    Verdicts {
        functions,
        check50: [checks - report.check50.failed().len() as u32, checks],
    }
}

/// Why `path` cannot be opened as the learner's file, if it cannot.
fn refusal(path: &Path) -> Option<Said> {
    let shown = path.display();
    let said = if path.as_os_str().is_empty() {
        Said::new(
            "Type or paste the path of your tictactoe.py.",
            "请输入或粘贴 tictactoe.py 的路径。",
        )
    } else if path.is_dir() {
        Said::new(
            format!("{shown} is a folder, not a Python file."),
            format!("{shown} 是一个文件夹，不是 Python 文件。"),
        )
    } else if let Err(e) = std::fs::File::open(path) {
        Said::new(format!("Cannot read {shown}: {e}"), format!("无法读取 {shown}：{e}"))
    } else if path.extension().is_none_or(|extension| extension != "py") {
        Said::new(
            format!("{shown} is not a Python file: its name should end in .py."),
            format!("{shown} 不是 Python 文件：文件名应以 .py 结尾。"),
        )
    } else {
        return None;
    };
    Some(said)
}

/// The file's modification time and length, `None` when it cannot be read.
fn stamp(path: &Path) -> Option<(Option<SystemTime>, u64)> {
    let metadata = std::fs::metadata(path).ok()?;
    Some((metadata.modified().ok(), metadata.len()))
}

impl Code {
    /// Whether the check under way has all the six small functions' verdicts.
    pub fn small_functions_done(&self) -> bool {
        self.checking.as_ref().is_some_and(|checking| {
            let live = checking.live.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            Function::ALL
                .into_iter()
                .filter(|&function| function != Function::Minimax)
                .all(|function| live.counts[function.index()].finished() && live.counts[function.index()].total > 0)
        })
    }
}

impl State {
    /// Opens the learner's file and checks it; a file that cannot be opened is said in the tab.
    pub(super) fn open_file(&mut self, path: PathBuf) {
        if let Some(problem) = refusal(&path) {
            self.code.problem = Some(problem);
            return;
        }
        let place = &mut self.window.code;
        place.recent.retain(|recent| *recent != path);
        place.recent.insert(0, path.clone());
        place.recent.truncate(RECENT);
        if place.file.as_ref() != Some(&path) {
            place.file = Some(path);
            place.verdicts = None;
            self.code.checked = None;
        }
        self.check_file();
    }

    /// Closes the file: its check stops, and the tab asks for another.
    pub(super) fn close_file(&mut self) {
        self.cancel_check();
        self.stop_learner_quietly();
        self.stop_tracing();
        self.your_search = Default::default();
        self.window.your_minimax = false;
        self.window.code.file = None;
        self.window.code.verdicts = None;
        self.code = Code::default();
    }

    /// Checks the open file from the start, stopping a check under way, and the learner's `minimax`
    /// if it is choosing a move (it is asked again, on the file as it is now).
    pub(super) fn check_file(&mut self) {
        let Some(file) = self.window.code.file.clone() else {
            return;
        };
        self.cancel_check();
        self.stop_learner_quietly();
        (self.code.problem, self.code.stopped) = (None, false);
        (self.code.stamp, self.code.looked_at) = (stamp(&file), Some(self.now));
        let door = Door::open(&file, Options::DEFAULT_PYTHON.as_ref());
        self.code.door = door.as_ref().ok().cloned();
        // The explorer's trace of the learner's search, if shown, is made again on the file as it is.
        self.trace_your_search();
        let door = match door {
            Ok(door) => door,
            Err(error) => {
                let outcome = Err(error);
                return self.checked(Checked {
                    file,
                    outcome,
                    seconds: 0.0,
                });
            }
        };
        let live = Arc::new(Mutex::new(Live::default()));
        let cancel = Cancel::default();
        let (shared, waker) = (live.clone(), self.jobs.waker());
        let options = Options {
            json: false,
            fastest: false,
            timeout: Options::DEFAULT_TIMEOUT,
            jobs: cs50::default_jobs(),
            memory: Options::DEFAULT_MEMORY,
            scope: Scope::default(),
        };
        let stop = cancel.clone();
        // The clock is read on the check's own thread, never by the state.
        self.jobs.spawn(Task::Check, move |_| {
            let started = Instant::now();
            let mut telling = Telling {
                live: shared,
                waker,
                answered: started,
            };
            let outcome = cs50::check(&door, &options, &mut telling, &stop);
            Answer::Checked(Box::new(Checked {
                file,
                outcome,
                seconds: started.elapsed().as_secs_f64(),
            }))
        });
        self.code.checking = Some(Checking { live, cancel });
    }

    /// Stops the check under way as the person asked, saying so.
    pub(super) fn stop_check(&mut self) {
        self.code.stopped = self.code.checking.is_some();
        self.cancel_check();
    }

    /// Stops the check under way, ending every Python of it.
    pub(super) fn cancel_check(&mut self) {
        if let Some(checking) = self.code.checking.take() {
            checking.cancel.cancel();
            self.jobs.cancel(Task::Check);
        }
    }

    /// A check ended: its report is shown, and what it changed since the one before.
    pub(super) fn checked(&mut self, checked: Checked) {
        self.code.checking = None;
        if self.window.code.file.as_ref() != Some(&checked.file) {
            return;
        }
        if let Some(report) = checked.report() {
            self.code.before = self.window.code.verdicts.replace(verdicts(report));
        }
        self.code.checked = Some(checked);
    }

    /// Whether the open file has not been checked in this window, nor is being, nor was stopped.
    pub fn never_checked(&self) -> bool {
        let code = &self.code;
        let open = self.window.code.file.is_some();
        open && code.checking.is_none() && code.checked.is_none() && !code.stopped && code.problem.is_none()
    }

    /// How long until the open file is looked at for a save.
    pub fn watch_left(&self) -> Option<Duration> {
        self.window.code.file.as_ref()?;
        Some(self.code.looked_at.map_or(Duration::ZERO, |at| {
            (at + WATCH_EVERY).saturating_duration_since(self.now)
        }))
    }

    /// Looks at the open file: a save (another time or length) checks it again.
    pub(super) fn watch(&mut self) {
        let Some(file) = &self.window.code.file else { return };
        self.code.looked_at = Some(self.now);
        let now = stamp(file);
        // A file being saved may be gone for a moment: it is checked again once it is back. One never
        // checked yet is checked as the window opens.
        let seen = self.code.checking.is_some() || self.code.checked.is_some();
        if seen && now.is_some() && now != self.code.stamp {
            self.check_file();
        }
    }
}
