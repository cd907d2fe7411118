//! The learner's own search in the explorer: with a file open, "Your minimax" traces the file's
//! `minimax` from the explorer's position in the background (a Python started on it, with Stop) and
//! sets its calls beside the course's search of the same shape, one call at a time. It is traced again
//! when the position changes and when the file is saved.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use super::learner::MOVE_LIMIT;
use super::{Answer, State, Task};
use crate::board::Board;
use crate::cs50::{self, Beside, Cancel, NoMove};

/// A trace under way.
#[derive(Debug)]
pub struct Tracing {
    /// The position traced from.
    pub board: Board,
    /// When it started, by the window's clock.
    pub since: Instant,
    /// Ends its Python.
    cancel: Cancel,
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
    pub source: Vec<String>,
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

    /// The text of the file's line `number` (from 1), trimmed, as it was traced.
    pub fn line(&self, number: u32) -> Option<&str> {
        let at = usize::try_from(number).ok()?.checked_sub(1)?;
        self.source.get(at).map(|line| line.trim())
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
    pub(super) fn showing(on: bool) -> YourSearch {
        YourSearch {
            on,
            ..YourSearch::default()
        }
    }
}

impl State {
    /// Shows the learner's search in the explorer, traced from its position, or the explorer's own.
    pub(super) fn show_your_search(&mut self, on: bool) {
        self.your_search.on = on && self.code.file().is_some();
        self.window.your_minimax = self.your_search.on;
        match self.your_search.on {
            true => self.trace_your_search(),
            false => self.stop_tracing(),
        }
    }

    /// Traces the learner's `minimax` from the explorer's position, stopping a trace under way.
    pub(super) fn trace_your_search(&mut self) {
        let Some(file) = self.code.file().cloned().filter(|_| self.your_search.on) else {
            return;
        };
        self.stop_tracing();
        let board = self.explorer.wanted().board;
        let cancel = Cancel::default();
        let stop = cancel.clone();
        self.jobs.spawn(Task::YourSearch, move |_| {
            let source = std::fs::read_to_string(&file).unwrap_or_default();
            let outcome = cs50::trace_minimax(&file, board, MOVE_LIMIT, &stop).map(|traced| Beside::of(board, &traced));
            Answer::YourSearch(Box::new(YourTrace {
                file,
                board,
                outcome,
                source: source.lines().map(str::to_string).collect(),
            }))
        });
        self.your_search.stopped = false;
        self.your_search.tracing = Some(Tracing {
            board,
            since: self.now,
            cancel,
        });
    }

    /// A trace ended: shown from its first call, if it is still the one wanted.
    pub(super) fn your_search_traced(&mut self, traced: YourTrace) {
        self.your_search.tracing = None;
        let wanted = self.code.file() == Some(&traced.file);
        if wanted && traced.board == self.explorer.wanted().board {
            self.your_search.traced = Some(Arc::new(traced));
            self.your_search.row = 0;
        }
    }

    /// Whether the explorer shows the learner's search and nothing has traced it yet: as the window
    /// opens on a session that showed it.
    pub fn never_traced(&self) -> bool {
        let yours = &self.your_search;
        let shown = yours.on && self.screen == super::Screen::Explore && self.code.file().is_some();
        shown && yours.tracing.is_none() && yours.traced.is_none() && !yours.stopped
    }

    /// Stops the trace under way as the person asked, saying so.
    pub(super) fn stop_your_search(&mut self) {
        self.your_search.stopped = self.your_search.tracing.is_some();
        self.stop_tracing();
    }

    /// Stops the trace under way, ending its Python.
    pub(super) fn stop_tracing(&mut self) {
        if let Some(tracing) = self.your_search.tracing.take() {
            tracing.cancel.cancel();
            self.jobs.cancel(Task::YourSearch);
        }
    }

    /// Shows row `row` of the two lists of calls.
    pub(super) fn show_your_row(&mut self, row: usize) {
        let rows = self
            .your_search
            .traced
            .as_ref()
            .and_then(|traced| traced.outcome.as_ref().ok());
        let last = rows.map_or(0, |beside| {
            beside.yours.len().max(beside.course_calls.len()).saturating_sub(1)
        });
        self.your_search.row = row.min(last);
    }
}
