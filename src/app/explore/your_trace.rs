//! The learner's own search in the explorer: with a file open, "Your minimax" traces the file's
//! `minimax` from the explorer's position in the background (a Python started on it, with Stop) and
//! sets its calls beside the course's search of the same shape, one call at a time. It is traced again
//! when the position changes and when the file is saved.

use crate::host::Instant;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::Answer;
use crate::app::jobs::{Spawn, Task};
use crate::board::Board;
#[cfg(not(target_arch = "wasm32"))]
use crate::cs50;
use crate::cs50::{Beside, Cancel, Door, NoMove, Options, Source, Traced};

/// How long the learner's `minimax` may take for one trace: check50's limit.
const TRACE_LIMIT: std::time::Duration = Options::DEFAULT_TIMEOUT;

/// A trace under way.
#[derive(Debug)]
pub struct Tracing {
    /// The position traced from.
    pub board: Board,
    /// When it started, by the window's clock.
    pub since: Instant,
    /// Ends its Python.
    cancel: Cancel,
    /// In a browser page, the workers asked: held only to be ended when the trace is dropped.
    #[cfg(target_arch = "wasm32")]
    _page: Option<crate::app::jobs::in_page::PageRun>,
}

/// A trace that ended: the two searches side by side, or why the file gave none.
#[derive(Debug)]
pub struct YourTrace {
    /// The file traced.
    pub file: PathBuf,
    /// The position traced from.
    pub board: Board,
    pub(crate) outcome: Result<Beside, NoMove>,
    /// The file's lines as they were traced, to show the line a call names.
    pub(crate) source: Source,
}

impl YourTrace {
    /// The two searches side by side, when the file gave a search.
    pub(crate) fn beside(&self) -> Option<&Beside> {
        self.outcome.as_ref().ok()
    }

    /// The row where the two searches first part, if they were traced and part.
    pub fn parted_row(&self) -> Option<usize> {
        self.beside()?.parted.map(|parted| parted.row)
    }

    /// How many positions the learner's search and the course's visited, if it was traced.
    pub fn visited(&self) -> Option<(usize, usize)> {
        self.beside().map(Beside::visited)
    }
}

/// The explorer's "Your minimax".
#[derive(Debug, Default)]
pub struct YourSearch {
    /// Shown in the explorer instead of a search of ours.
    pub on: bool,
    /// The trace under way.
    pub tracing: Option<Tracing>,
    /// The last trace that ended.
    pub traced: Option<Arc<YourTrace>>,
    /// The row of the two lists of calls shown.
    pub row: usize,
    /// That the person stopped the last trace.
    pub stopped: bool,
}

impl YourSearch {
    /// Shown or not, nothing traced yet.
    pub fn showing(on: bool) -> YourSearch {
        YourSearch {
            on,
            ..YourSearch::default()
        }
    }

    /// Traces the learner's `minimax` behind `door` from `board` at `now`, stopping a trace under way;
    /// not while it is not shown.
    pub(crate) fn trace(&mut self, door: Option<&Door>, board: Board, now: Instant, jobs: &mut dyn Spawn<Answer>) {
        let Some(door) = door.filter(|_| self.on).cloned() else {
            return;
        };
        self.stop_tracing(jobs);
        let cancel = Cancel::default();
        let answer = {
            let door = door.clone();
            move |traced: Result<Traced, NoMove>| {
                Answer::YourSearch(Box::new(YourTrace {
                    file: door.file().to_path_buf(),
                    board,
                    outcome: traced.map(|traced| Beside::of(board, &traced)),
                    source: Source::of(door.source()),
                }))
            }
        };
        #[cfg(target_arch = "wasm32")]
        let page = {
            use crate::cs50::page::{PageEvent, PageWork};
            let answered = jobs.later(Task::YourSearch);
            let work = PageWork::Trace(board, TRACE_LIMIT);
            crate::app::jobs::in_page::ended(&door, work, answered, move |event| match event {
                PageEvent::Traced(traced) => Some(answer(traced)),
                _ => None,
            })
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            let stop = cancel.clone();
            let work = move |_: &_| answer(cs50::trace_minimax(&door, board, TRACE_LIMIT, &stop));
            jobs.spawn(Task::YourSearch, Box::new(work));
        }
        self.stopped = false;
        self.tracing = Some(Tracing {
            board,
            since: now,
            cancel,
            #[cfg(target_arch = "wasm32")]
            _page: Some(page),
        });
    }

    /// A trace ended: shown from its first call, if it is still the one wanted (of `file`, from
    /// `board`).
    pub fn traced(&mut self, traced: YourTrace, file: Option<&Path>, board: Board) {
        self.tracing = None;
        if file == Some(traced.file.as_path()) && traced.board == board {
            self.traced = Some(Arc::new(traced));
            self.row = 0;
        }
    }

    /// Whether it is shown with a file open and nothing has traced it yet: as the window opens on a
    /// session that showed it.
    pub fn never_traced(&self) -> bool {
        self.on && self.tracing.is_none() && self.traced.is_none() && !self.stopped
    }

    /// Stops the trace under way as the person asked, saying so.
    pub fn stop(&mut self, jobs: &mut dyn Spawn<Answer>) {
        self.stopped = self.tracing.is_some();
        self.stop_tracing(jobs);
    }

    /// Stops the trace under way, ending its Python.
    pub fn stop_tracing(&mut self, jobs: &mut dyn Spawn<Answer>) {
        if let Some(tracing) = self.tracing.take() {
            tracing.cancel.cancel();
            jobs.cancel(Task::YourSearch);
        }
    }

    /// Shows row `row` of the two lists of calls.
    pub fn show_row(&mut self, row: usize) {
        let rows = self.traced.as_ref().and_then(|traced| traced.outcome.as_ref().ok());
        let last = rows.map_or(0, |beside| {
            beside.yours.len().max(beside.course_calls.len()).saturating_sub(1)
        });
        self.row = row.min(last);
    }
}
