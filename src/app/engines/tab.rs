//! The Engines tab's state and its changes: every engine compared, the ladder, the table verified, on
//! the tab's own position or the game's.

use super::{Action, Answer};
use crate::app::jobs::{Spawn, Task};
use crate::board::Board;
use crate::engines::{self, Decision, Engine, Rung, Verification};

/// The Engines tab's position and what its work found.
#[derive(Debug, Default)]
pub struct EnginesTab {
    /// The tab's own position; `None` to work on the game's board.
    pub board: Option<Board>,
    /// The last comparison of the engines and the board it was for.
    pub compared: Option<(Board, Vec<Decision>)>,
    /// The enhancement ladder last run and the board it was for.
    pub ladder: Option<(Board, [Decision; Rung::LADDER.len()])>,
    /// The last verification's report.
    pub verified: Option<Verification>,
}

impl EnginesTab {
    /// The position the tab works on: its own, or `game`, the game's board.
    pub fn position(&self, game: Board) -> Board {
        self.board.unwrap_or(game)
    }

    /// Carries out `action`, with `game` the game's board.
    pub fn apply(&mut self, action: Action, game: Board, jobs: &mut dyn Spawn<Answer>) {
        let board = self.position(game);
        match action {
            Action::SetPosition(board) => {
                self.board = board;
                self.drop_other_positions_results(game);
            }
            Action::Compare if !board.is_terminal() => {
                jobs.spawn(
                    Task::Compare,
                    Box::new(move |_| {
                        Answer::Comparison(board, Engine::COMPARED.map(|engine| engine.decide(board)).to_vec())
                    }),
                );
            }
            Action::Compare => {}
            Action::RunLadder => {
                jobs.spawn(
                    Task::Ladder,
                    Box::new(move |_| Answer::Ladder(board, engines::ladder(board))),
                );
            }
            Action::Verify => self.verify(jobs),
            Action::StopVerify => jobs.stop(Task::Verify),
        }
    }

    /// Every search on every unfinished position, against the table, in the background.
    fn verify(&mut self, jobs: &mut dyn Spawn<Answer>) {
        if !jobs.is_running(Task::Verify) {
            self.verified = None;
            jobs.spawn(
                Task::Verify,
                Box::new(|progress| {
                    Answer::Verification(engines::verify(|done, total| {
                        progress.report(done, total);
                        !progress.cancelled()
                    }))
                }),
            );
        }
    }

    /// The tab's work answered.
    pub fn answered(&mut self, answer: Answer) {
        match answer {
            Answer::Comparison(board, results) => self.compared = Some((board, results)),
            Answer::Verification(report) => self.verified = Some(report),
            Answer::Ladder(board, rungs) => self.ladder = Some((board, rungs)),
        }
    }

    /// The game changed: following it, the tab's work is for a board that is gone; its results stay
    /// while they are for the position it shows.
    pub fn game_changed(&mut self, game: Board, jobs: &mut dyn Spawn<Answer>) {
        if self.board.is_none() {
            jobs.cancel(Task::Compare);
            jobs.cancel(Task::Ladder);
        }
        self.drop_other_positions_results(game);
    }

    /// Drops the results that are for another position than the one the tab shows.
    fn drop_other_positions_results(&mut self, game: Board) {
        let shown = self.position(game);
        if self.compared.as_ref().is_some_and(|(board, _)| *board != shown) {
            self.compared = None;
        }
        if self.ladder.as_ref().is_some_and(|(board, _)| *board != shown) {
            self.ladder = None;
        }
    }
}
