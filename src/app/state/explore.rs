//! The explorer's changes: searches recorded in the background, the tree opened and the program stepped
//! through, the steps running on their own, a line replayed, predictions; and the screen shown, which
//! records the game's board when the explorer follows it.

use super::explorer::{Recording, Request};
use super::{Answer, Progress, Screen, Speed, State, Task};
use crate::engines::Rung;
use crate::search::NodeId;

impl State {
    /// Shows a view. The explorer, opened while it follows the game, records the game's board.
    pub(super) fn show(&mut self, screen: Screen) {
        self.screen = match (screen, &self.session.game) {
            (Screen::Play, None) => Screen::Start,
            (Screen::Start, Some(_)) => Screen::Play,
            _ => screen,
        };
        if self.screen == Screen::Strategy {
            self.strategy.prepare();
        }
        let explorer = &self.explorer;
        let wanted = explorer.wanted();
        let behind = wanted.follows_game && wanted.board != self.board();
        let none = explorer.recording.is_none() && explorer.requested.is_none();
        if self.screen == Screen::Explore && (behind || none) {
            let board = if wanted.follows_game {
                self.board()
            } else {
                wanted.board
            };
            self.record(Request { board, ..wanted });
        }
    }

    /// Records `request`'s search in the background for the explorer. A recording still under way
    /// is superseded: its job is told to stop, and its search stops at once.
    pub(super) fn record(&mut self, request: Request) {
        let generation = self.explorer.request(request);
        self.jobs.spawn(Task::Recording, recording_job(request, generation));
        // The learner's search, if shown, follows the explorer's position.
        if self
            .your_search
            .traced
            .as_ref()
            .is_none_or(|traced| traced.board != request.board)
        {
            self.trace_your_search();
        }
    }

    /// Records a position typed or chosen (not the game's) with `rung`.
    pub(super) fn record_position(&mut self, board: crate::board::Board, rung: Rung) {
        self.record(Request {
            board,
            rung,
            follows_game: false,
        });
    }

    /// Records the position asked for with another search, following the game if it did.
    pub(super) fn set_search(&mut self, rung: Rung) {
        self.record(Request {
            rung,
            ..self.explorer.wanted()
        });
    }

    /// Records the position on the game's board, with the explorer's search.
    pub(super) fn record_game(&mut self) {
        self.record(Request {
            board: self.board(),
            follows_game: true,
            ..self.explorer.wanted()
        });
    }

    /// Records the explorer's search from a small position (3 to 5 empty cells), another each time.
    pub(super) fn suggest_position(&mut self) {
        let board = self.explorer.suggest();
        self.record(Request {
            board,
            rung: self.explorer.wanted().rung,
            follows_game: false,
        });
    }

    /// Opens or closes a row of the explorer's tree.
    pub(super) fn expand(&mut self, id: NodeId, open: bool) {
        match open {
            true => self.explorer.expanded.insert(id),
            false => self.explorer.expanded.remove(&id),
        };
    }

    /// Lets the steps run on their own, or stops them.
    pub(super) fn run_steps(&mut self, on: bool) {
        let explorer = &mut self.explorer;
        let can_run = explorer.step + 1 < explorer.step_count();
        explorer.running = (on && can_run).then(|| self.now + explorer.speed.between_steps());
    }

    /// The next step, run on its own.
    pub(super) fn run_step(&mut self) {
        let explorer = &mut self.explorer;
        if explorer.running.is_some() {
            explorer.running = Some(self.now + explorer.speed.between_steps());
            explorer.step_to(explorer.step + 1);
        }
    }

    /// How fast the steps run; a wait under way is measured again.
    pub(super) fn set_step_speed(&mut self, speed: Speed) {
        let explorer = &mut self.explorer;
        explorer.speed = speed;
        if explorer.running.is_some() {
            explorer.running = Some(self.now + speed.between_steps());
        }
    }

    /// Asks for a prediction before each step that reveals a return or a cut, or stops asking.
    pub(super) fn set_predict(&mut self, on: bool) {
        self.explorer.predict.on = on;
        self.explorer.predict.question = None;
    }

    /// Reveals the step asked about without predicting it.
    pub(super) fn skip_question(&mut self) {
        if let Some((step, _)) = self.explorer.predict.question {
            self.explorer.go_to(step);
        }
    }
}

/// The work of a recording's job: `request` recorded as request number `generation`, stopping as soon
/// as the job is told to.
pub(super) fn recording_job(request: Request, generation: u64) -> impl FnOnce(&Progress) -> Answer + Send + 'static {
    move |progress| Answer::Recording(Recording::make(request, generation, || progress.cancelled()))
}

#[cfg(test)]
mod tests {
    use super::super::tests::state;
    use super::super::{Action, Answer, Task};
    use super::recording_job;
    use crate::board::Board;
    use crate::engines::Rung;

    #[test]
    pub(super) fn a_recording_superseded_by_a_newer_request_is_told_to_stop_and_ends_without_finishing() {
        let mut state = state();
        state.jobs.hold(true);
        state.apply(Action::Record(Board::EMPTY, Rung::Minimax));
        let first = state
            .explorer
            .requested
            .expect("plain minimax from the empty board is asked for");
        let told = state.jobs.get(Task::Recording).expect("its job").progress.clone();
        let newer: Board = "X...O....".parse().unwrap();
        state.apply(Action::Record(newer, Rung::AlphaBeta));
        assert!(told.cancelled(), "superseded, its job is told to stop");
        // Its work, told so, stops at once: no recording of the 549,946 positions comes back.
        let answer = recording_job(first, 1)(&told);
        assert!(matches!(answer, Answer::Recording(None)), "{answer:?}");
        // The newer request is recorded and shown.
        state.jobs.wait();
        for action in state.due() {
            state.apply(action);
        }
        let shown = state.explorer.shown();
        assert_eq!((shown.board, shown.rung), (newer, Rung::AlphaBeta));
        assert_eq!(state.explorer.requested, None);
    }
}
