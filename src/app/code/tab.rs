//! The Your code tab's state and its changes: the learner's file checked in the background exactly as
//! `check-cs50` checks it (same limits, warden, one Python per core), what the last check found and what
//! it changed, and the file watched so that a save checks it again. A check is cancelled, every Python
//! of it ended, when another starts, the file is closed, or the window closes.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::host::Instant;
use crate::host::files::Stamp;

use super::check::{Checked, Checking, Live, verdicts};
#[cfg(target_arch = "wasm32")]
use super::file_stamp::given_refusal;
use super::file_stamp::{refusal, stamp};
use super::telling::Telling;
use super::{Action, Answer};
use super::{CodePlace, Verdicts};
use crate::app::jobs::{Spawn, Task};
#[cfg(not(target_arch = "wasm32"))]
use crate::cs50::{self, Options};
use crate::cs50::{Cancel, Door, Function};
use crate::lang::Said;

/// How often the open file is looked at for a save.
pub const WATCH_EVERY: Duration = Duration::from_secs(1);
/// How many files the recent list keeps.
const RECENT: usize = 8;

/// The Your code tab's state.
#[derive(Debug, Default)]
pub struct CodeTab {
    /// What the session keeps: the file, the recent files, the last verdicts.
    pub place: CodePlace,
    /// Why the file asked for cannot be opened, shown in the tab.
    pub problem: Option<Said>,
    /// That the check was stopped before it ended, as asked.
    pub stopped: bool,
    /// The check under way.
    pub checking: Option<Checking>,
    /// The last check that ended.
    pub checked: Option<Checked>,
    /// The verdicts of the check before the last one, to say what the last one changed.
    pub before: Option<Verdicts>,
    /// The file as the last check read it: the learner's minimax plays and is traced from it.
    pub(crate) door: Option<Door>,
    /// The bytes of the open file, when a browser page was given it: the page cannot read it again.
    #[cfg(target_arch = "wasm32")]
    given: Option<Arc<[u8]>>,
    /// The Python that runs the learner's file, when not `python3` on the `PATH`.
    pub(crate) python: Option<PathBuf>,
    /// The file's modification time and length as last seen: another is a save.
    stamp: Option<Stamp>,
    /// When the file was last looked at.
    looked_at: Option<Instant>,
}

/// What an action did that the other tabs follow: the learner's file is checked again, or closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileChange {
    /// Nothing the other tabs follow.
    None,
    /// A check of the file (as it is now) started.
    Checking,
    /// The file was closed.
    Closed,
}

impl CodeTab {
    /// The tab on what the session kept.
    pub fn of_place(place: CodePlace) -> CodeTab {
        CodeTab {
            place,
            ..CodeTab::default()
        }
    }

    /// The learner's file, when one is open.
    pub fn file(&self) -> Option<&PathBuf> {
        self.place.file.as_ref()
    }

    /// Carries out `action` at `now`, saying what the other tabs follow.
    pub fn apply(&mut self, action: Action, now: Instant, jobs: &mut dyn Spawn<Answer>) -> FileChange {
        match action {
            Action::Open(path) => match refusal(&path) {
                Some(problem) => {
                    self.problem = Some(problem);
                    FileChange::None
                }
                None => self.open(path, now, jobs),
            },
            #[cfg(target_arch = "wasm32")]
            Action::Given(name, bytes) => match given_refusal(&name, &bytes) {
                Some(problem) => {
                    self.problem = Some(problem);
                    FileChange::None
                }
                None => {
                    self.given = Some(bytes);
                    self.open(name, now, jobs)
                }
            },
            Action::Check => self.check(now, jobs),
            Action::Cancel => {
                self.stopped = self.checking.is_some();
                self.cancel(jobs);
                FileChange::None
            }
            Action::Close => {
                self.cancel(jobs);
                *self = CodeTab {
                    place: CodePlace {
                        recent: std::mem::take(&mut self.place.recent),
                        ..CodePlace::default()
                    },
                    python: self.python.take(),
                    ..CodeTab::default()
                };
                FileChange::Closed
            }
            Action::Watch => self.watch(now, jobs),
        }
    }

    /// Opens the learner's file, which can be opened, and checks it.
    fn open(&mut self, path: PathBuf, now: Instant, jobs: &mut dyn Spawn<Answer>) -> FileChange {
        let place = &mut self.place;
        place.recent.retain(|recent| *recent != path);
        place.recent.insert(0, path.clone());
        place.recent.truncate(RECENT);
        if place.file.as_ref() != Some(&path) {
            place.file = Some(path);
            place.verdicts = None;
            self.checked = None;
        }
        self.check(now, jobs)
    }

    /// Checks the open file from the start, stopping a check under way.
    fn check(&mut self, now: Instant, jobs: &mut dyn Spawn<Answer>) -> FileChange {
        let Some(file) = self.place.file.clone() else {
            return FileChange::None;
        };
        self.cancel(jobs);
        (self.problem, self.stopped) = (None, false);
        (self.stamp, self.looked_at) = (stamp(&file), Some(now));
        #[cfg(target_arch = "wasm32")]
        return self.check_in_page(file, jobs);
        #[cfg(not(target_arch = "wasm32"))]
        self.check_on_desktop(file, jobs)
    }

    /// Checks `file` as the page was given it, in the page's workers.
    #[cfg(target_arch = "wasm32")]
    fn check_in_page(&mut self, file: PathBuf, jobs: &mut dyn Spawn<Answer>) -> FileChange {
        let Some(source) = self.given.clone() else {
            self.problem = Some(Said::new(
                "Open your tictactoe.py again: the page cannot read a file it was not given since it opened.",
                "请重新打开你的 tictactoe.py：网页打开后没有收到的文件，它无法读取。",
            ));
            return FileChange::None;
        };
        use crate::cs50::page::{PageEvent, PageWork};
        let door = Door::in_page(file.clone(), source);
        self.door = Some(door.clone());
        let live = Arc::new(Mutex::new(Live::default()));
        let started = Instant::now();
        let mut telling = Telling {
            live: live.clone(),
            waker: jobs.waker(),
            answered: started,
        };
        let mut answered = Some(jobs.later(Task::Check));
        let page = crate::app::jobs::in_page::run(&door, PageWork::Check, move |event| {
            let Some(event) = event else {
                answered.take();
                return;
            };
            if let Some(PageEvent::Ended(outcome)) = event.tell(&mut telling)
                && let Some(answered) = answered.take()
            {
                let (file, seconds) = (file.clone(), started.elapsed().as_secs_f64());
                answered(Answer::Checked(Box::new(Checked { file, outcome, seconds })));
            }
        });
        self.checking = Some(Checking {
            live,
            cancel: Cancel::default(),
            _page: Some(page),
        });
        FileChange::Checking
    }

    /// Checks `file` in Pythons started through its door.
    #[cfg(not(target_arch = "wasm32"))]
    fn check_on_desktop(&mut self, file: PathBuf, jobs: &mut dyn Spawn<Answer>) -> FileChange {
        let python = self.python.as_deref().unwrap_or(Options::DEFAULT_PYTHON.as_ref());
        let door = Door::open(&file, python);
        self.door = door.as_ref().ok().cloned();
        let door = match door {
            Ok(door) => door,
            Err(error) => {
                let outcome = Err(error);
                self.answered(Answer::Checked(Box::new(Checked {
                    file,
                    outcome,
                    seconds: 0.0,
                })));
                return FileChange::Checking;
            }
        };
        let live = Arc::new(Mutex::new(Live::default()));
        let cancel = Cancel::default();
        let (shared, waker) = (live.clone(), jobs.waker());
        let options = Options::defaults();
        let stop = cancel.clone();
        // The clock is read on the check's own thread, never by the state.
        let work = move |_: &_| {
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
        };
        jobs.spawn(Task::Check, Box::new(work));
        self.checking = Some(Checking {
            live,
            cancel,
            #[cfg(target_arch = "wasm32")]
            _page: None,
        });
        FileChange::Checking
    }

    /// Stops the check under way, ending every Python of it.
    pub fn cancel(&mut self, jobs: &mut dyn Spawn<Answer>) {
        if let Some(checking) = self.checking.take() {
            checking.cancel.cancel();
            jobs.cancel(Task::Check);
        }
    }

    /// A check ended: its report is shown, and what it changed since the one before.
    pub fn answered(&mut self, Answer::Checked(checked): Answer) {
        self.checking = None;
        if self.place.file.as_ref() != Some(&checked.file) {
            return;
        }
        if let Some(report) = checked.report() {
            self.before = self.place.verdicts.replace(verdicts(report));
        }
        self.checked = Some(*checked);
    }

    /// The check's thread ended without an answer.
    pub fn failed(&mut self) {
        (self.checking, self.stopped) = (None, true);
    }

    /// Whether the open file has not been checked in this window, nor is being, nor was stopped.
    pub fn never_checked(&self) -> bool {
        let open = self.place.file.is_some();
        open && self.checking.is_none() && self.checked.is_none() && !self.stopped && self.problem.is_none()
    }

    /// How long from `now` until the open file is looked at for a save.
    pub fn watch_left(&self, now: Instant) -> Option<Duration> {
        self.place.file.as_ref()?;
        Some(
            self.looked_at
                .map_or(Duration::ZERO, |at| (at + WATCH_EVERY).saturating_duration_since(now)),
        )
    }

    /// Looks at the open file: a save (another time or length) checks it again.
    fn watch(&mut self, now: Instant, jobs: &mut dyn Spawn<Answer>) -> FileChange {
        let Some(file) = &self.place.file else {
            return FileChange::None;
        };
        self.looked_at = Some(now);
        let stamped = stamp(file);
        // A file being saved may be gone for a moment: it is checked again once it is back. One never
        // checked yet is checked as the window opens.
        let seen = self.checking.is_some() || self.checked.is_some();
        if seen && stamped.is_some() && stamped != self.stamp {
            return self.check(now, jobs);
        }
        FileChange::None
    }

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
