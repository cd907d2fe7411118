//! The Explore tab's state and its changes: searches recorded in the background, the tree opened and
//! the program stepped through, the steps running on their own, a line replayed, predictions, and the
//! learner's own search traced beside the course's, which follows the explorer's position.

use std::path::Path;
use std::time::Duration;

use crate::host::Instant;

use super::ExplorerPlace;
use super::explorer::{Recording, Request};
use super::{Action, Answer, Explorer, YourSearch};
use crate::app::jobs::{Progress, Spawn, Task};
use crate::board::Board;
use crate::cs50::Door;

/// The Explore tab's state.
#[derive(Debug, Default)]
pub struct ExploreTab {
    /// The search explorer.
    pub explorer: Explorer,
    /// The learner's own search beside the course's.
    pub your_search: YourSearch,
    /// Whether the learner's search is to be shown, as the session keeps it.
    pub your_minimax: bool,
}

/// What the explorer's changes read outside the tab: the time, the game's board and the learner's file.
#[derive(Clone, Copy, Debug)]
pub struct Around<'a> {
    /// The time now.
    pub now: Instant,
    /// The board of the game on screen.
    pub board: Board,
    /// The learner's file, when one is open.
    pub file: Option<&'a Path>,
    /// The learner's file as its last check read it: its search is traced from it.
    pub(crate) door: Option<&'a Door>,
}

impl ExploreTab {
    /// The tab as the session left it, the learner's search shown if it was and a file is open.
    pub fn of_place(place: &ExplorerPlace, your_minimax: bool, file_open: bool) -> ExploreTab {
        ExploreTab {
            explorer: Explorer::from_place(place),
            your_search: YourSearch::showing(your_minimax && file_open),
            your_minimax,
        }
    }

    /// Carries out `action`.
    pub fn apply(&mut self, action: Action, around: Around<'_>, jobs: &mut dyn Spawn<Answer>) {
        let wanted = self.explorer.wanted();
        match action {
            Action::Record(board, rung) => self.record(Request::of_position(board, rung), around, jobs),
            Action::RecordGame => {
                let request = Request {
                    board: around.board,
                    follows_game: true,
                    ..wanted
                };
                self.record(request, around, jobs);
            }
            Action::SetSearch(rung) => self.record(Request { rung, ..wanted }, around, jobs),
            Action::SuggestPosition => {
                let board = self.explorer.suggest();
                self.record(Request::of_position(board, wanted.rung), around, jobs);
            }
            Action::ShowYourSearch(on) => self.show_your_search(on, around, jobs),
            Action::TraceYourSearch => self.trace_your_search(around, jobs),
            Action::StopYourSearch => self.your_search.stop(jobs),
            Action::YourRow(row) => self.your_search.show_row(row),
            action => self.step_action(action, around.now),
        }
    }

    /// Carries out an action on the tree, the steps or Predict.
    fn step_action(&mut self, action: Action, now: Instant) {
        let explorer = &mut self.explorer;
        match action {
            Action::Expand(id, true) => _ = explorer.expanded.insert(id),
            Action::Expand(id, false) => _ = explorer.expanded.remove(&id),
            Action::Select(id) => explorer.select(id),
            Action::Step(step) => explorer.step_to(step),
            Action::RunSteps(on) => {
                let can_run = explorer.step + 1 < explorer.step_count();
                explorer.running = (on && can_run).then(|| now + explorer.speed.between_steps());
            }
            Action::RunStep if explorer.running.is_some() => {
                explorer.running = Some(now + explorer.speed.between_steps());
                explorer.step_to(explorer.step + 1);
            }
            Action::SetStepSpeed(speed) => {
                explorer.speed = speed;
                if explorer.running.is_some() {
                    explorer.running = Some(now + speed.between_steps());
                }
            }
            Action::ReplayLine(id) => explorer.replay_line(id, now),
            Action::StopReplay => explorer.replaying = None,
            Action::ShowFinished(on) => explorer.show_finished = on,
            Action::SetPredict(on) => {
                explorer.predict.on = on;
                explorer.predict.question = None;
            }
            Action::Predict(guess) => explorer.predicted(guess),
            Action::SkipQuestion => {
                if let Some((step, _)) = explorer.predict.question {
                    explorer.go_to(step);
                }
            }
            _ => {}
        }
    }

    /// The tab is opened: following the game, it records the game's board if it is behind, or
    /// anything if it has nothing.
    pub fn opened(&mut self, around: Around<'_>, jobs: &mut dyn Spawn<Answer>) {
        let wanted = self.explorer.wanted();
        let behind = wanted.follows_game && wanted.board != around.board;
        let none = self.explorer.recording.is_none() && self.explorer.requested.is_none();
        if behind || none {
            let board = if wanted.follows_game {
                around.board
            } else {
                wanted.board
            };
            self.record(Request { board, ..wanted }, around, jobs);
        }
    }

    /// Records `request`'s search in the background for the explorer. A recording still under way
    /// is superseded: its job is told to stop, and its search stops at once.
    fn record(&mut self, request: Request, around: Around<'_>, jobs: &mut dyn Spawn<Answer>) {
        let generation = self.explorer.request(request);
        jobs.spawn(Task::Recording, Box::new(recording_job(request, generation)));
        // The learner's search, if shown, follows the explorer's position.
        let traced = self.your_search.traced.as_ref();
        if traced.is_none_or(|traced| traced.board != request.board) {
            self.trace_your_search(around, jobs);
        }
    }

    /// Shows the learner's search, traced from the explorer's position, or the explorer's own.
    fn show_your_search(&mut self, on: bool, around: Around<'_>, jobs: &mut dyn Spawn<Answer>) {
        self.your_search.on = on && around.file.is_some();
        self.your_minimax = self.your_search.on;
        match self.your_search.on {
            true => self.trace_your_search(around, jobs),
            false => self.your_search.stop_tracing(jobs),
        }
    }

    /// Traces the learner's `minimax` from the explorer's position, if it is shown.
    pub fn trace_your_search(&mut self, around: Around<'_>, jobs: &mut dyn Spawn<Answer>) {
        let board = self.explorer.wanted().board;
        self.your_search.trace(around.door, board, around.now, jobs);
    }

    /// The learner's file was closed: its search is no longer shown, nor traced.
    pub fn file_closed(&mut self, jobs: &mut dyn Spawn<Answer>) {
        self.your_search.stop_tracing(jobs);
        self.your_search = YourSearch::default();
        self.your_minimax = false;
    }

    /// The tab's work answered; `file` is the learner's open file.
    pub fn answered(&mut self, answer: Answer, file: Option<&Path>) {
        match answer {
            Answer::Recording(Some(recording)) => self.explorer.recorded(*recording),
            // Stopped before it ended: nothing to show, and nothing is being recorded any more.
            Answer::Recording(None) => self.explorer.requested = None,
            Answer::YourSearch(traced) => {
                let board = self.explorer.wanted().board;
                self.your_search.traced(*traced, file, board);
            }
        }
    }

    /// The thread of the tab's job of `task` ended without an answer.
    pub fn failed(&mut self, task: Task) {
        match task {
            Task::Recording => self.explorer.requested = None,
            _ => (self.your_search.tracing, self.your_search.stopped) = (None, true),
        }
    }

    /// How long from `now` until the explorer's next step runs, while they run.
    pub fn step_left(&self, now: Instant) -> Option<Duration> {
        let at = self.explorer.running?;
        Some(at.saturating_duration_since(now))
    }
}

impl Request {
    /// A position typed or chosen (not the game's), searched with `rung`.
    fn of_position(board: Board, rung: crate::engines::Rung) -> Request {
        Request {
            board,
            rung,
            follows_game: false,
        }
    }
}

/// The work of a recording's job: `request` recorded as request number `generation`, stopping as soon
/// as the job is told to.
pub(super) fn recording_job(request: Request, generation: u64) -> impl FnOnce(&Progress) -> Answer + Send + 'static {
    move |progress| Answer::Recording(Recording::make(request, generation, || progress.cancelled()).map(Box::new))
}

#[cfg(test)]
mod tests {
    use crate::host::Instant;

    use super::{Around, ExploreTab, recording_job};
    use crate::app::explore::{Action, Answer};
    use crate::app::jobs::{Finished, Jobs, Task};
    use crate::board::Board;
    use crate::engines::Rung;

    #[test]
    fn a_recording_superseded_by_a_newer_request_is_told_to_stop_and_ends_without_finishing() {
        let mut jobs: Jobs<Answer> = Jobs::default();
        let mut tab = ExploreTab::default();
        let around = Around {
            now: Instant::now(),
            board: Board::EMPTY,
            file: None,
            door: None,
        };
        jobs.hold(true);
        tab.apply(
            Action::Record(Board::EMPTY, Rung::Minimax),
            around,
            &mut jobs.lane(std::convert::identity),
        );
        let first = tab
            .explorer
            .requested
            .expect("plain minimax from the empty board is asked for");
        let told = jobs.get(Task::Recording).expect("its job").progress.clone();
        let newer: Board = "X...O....".parse().unwrap();
        tab.apply(
            Action::Record(newer, Rung::AlphaBeta),
            around,
            &mut jobs.lane(std::convert::identity),
        );
        assert!(told.cancelled(), "superseded, its job is told to stop");
        // Its work, told so, stops at once: no recording of the 549,946 positions comes back.
        let answer = recording_job(first, 1)(&told);
        assert!(matches!(answer, Answer::Recording(None)), "{answer:?}");
        // The newer request is recorded and shown.
        jobs.wait();
        for id in jobs.ended() {
            if let Some((_, Finished::Answered(answer))) = jobs.take(id) {
                tab.answered(answer, None);
            }
        }
        let shown = tab.explorer.shown();
        assert_eq!((shown.board, shown.rung), (newer, Rung::AlphaBeta));
        assert_eq!(tab.explorer.requested, None);
    }
}
