//! The Engines tab's work: every engine compared, the ladder, the table verified, on the tab's own
//! position or the game's.

use super::{Answer, State, Task};
use crate::board::Board;
use crate::engines::{self, Engine};

impl State {
    /// Which position the Engines tab works on: one of its own, or (`None`) the game's board.
    pub(super) fn set_engines_position(&mut self, board: Option<Board>) {
        self.engines_board = board;
        self.drop_other_positions_results();
    }

    /// Every engine on the tab's position, in the background.
    pub(super) fn compare(&mut self) {
        let board = self.engines_position();
        if !board.is_terminal() {
            self.jobs.spawn(Task::Compare, move |_| {
                Answer::Comparison(board, Engine::COMPARED.map(|engine| engine.decide(board)).to_vec())
            });
        }
    }

    /// Every rung of the enhancement ladder on the tab's position, in the background.
    pub(super) fn run_ladder(&mut self) {
        let board = self.engines_position();
        self.jobs
            .spawn(Task::Ladder, move |_| Answer::Ladder(board, engines::ladder(board)));
    }

    /// Every search on every unfinished position, against the table, in the background.
    pub(super) fn verify(&mut self) {
        if !self.jobs.is_running(Task::Verify) {
            self.verified = None;
            self.jobs.spawn(Task::Verify, |progress| {
                Answer::Verification(engines::verify(|done, total| {
                    progress.report(done, total);
                    !progress.cancelled()
                }))
            });
        }
    }

    /// Drops the Engines tab's results that are for another position than the one it shows.
    pub(super) fn drop_other_positions_results(&mut self) {
        let shown = self.engines_position();
        if self.compared.as_ref().is_some_and(|(board, _)| *board != shown) {
            self.compared = None;
        }
        if self.ladder.as_ref().is_some_and(|(board, _)| *board != shown) {
            self.ladder = None;
        }
    }
}
