//! What the clock and the background work ask for, and when: answers that have come in, the computer's
//! move, a save, the explorer's next step.

use std::time::Duration;

use super::{Action, Screen, State};
use crate::app::{code, explore, game};

impl State {
    /// What the clock and the background work ask for now: answers that have come in, the
    /// computer's move when it is its turn, a save when one is due, and the explorer's next step
    /// while its steps run.
    pub fn due(&self) -> Vec<Action> {
        let mut due: Vec<Action> = self.jobs.ended().into_iter().map(Action::Finished).collect();
        if due.is_empty() && self.computer_move_due() {
            due.push(Action::Game(game::Action::ComputerMove));
        }
        if self.save_left() == Some(Duration::ZERO) {
            due.push(Action::Save);
        }
        if self.step_left() == Some(Duration::ZERO) {
            due.push(Action::Explore(explore::Action::RunStep));
        }
        if self.code.watch_left(self.now) == Some(Duration::ZERO) {
            due.push(Action::Code(code::Action::Watch));
        }
        // The file kept from the session is checked as the window opens: it may have changed since.
        if self.code.never_checked() {
            due.push(Action::Code(code::Action::Check));
        }
        if self.never_traced() {
            due.push(Action::Explore(explore::Action::TraceYourSearch));
        }
        due
    }

    /// How long until the explorer's next step runs, while they run and the explorer is shown.
    pub fn step_left(&self) -> Option<Duration> {
        self.explore
            .step_left(self.now)
            .filter(|_| self.screen == Screen::Explore)
    }

    /// How long until the window has something to do without being asked: the computer's next move,
    /// a save, the explorer's next step, or a look at the learner's file.
    pub fn wake_in(&self) -> Option<Duration> {
        // While the learner's minimax thinks or is traced, the seconds it has taken are shown as they pass.
        let thinking = (self.game.learner.thinking.is_some() || self.explore.your_search.tracing.is_some())
            .then_some(Duration::from_millis(100));
        [
            self.pause_left(),
            self.save_left(),
            self.step_left(),
            self.code.watch_left(self.now),
            thinking,
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Whether the computer is to choose a move now: its turn, no search running, its pause over.
    pub fn computer_move_due(&self) -> bool {
        let file_open = self.code.file().is_some();
        self.game.computer_move_due(self.now, self.is_thinking(), file_open)
    }

    /// How long until the computer's next move, while it waits out its pause (not while paused).
    pub fn pause_left(&self) -> Option<Duration> {
        let file_open = self.code.file().is_some();
        self.game.pause_left(self.now, self.is_thinking(), file_open)
    }

    /// Whether the explorer shows the learner's search, a file is open, and nothing has traced it
    /// yet: as the window opens on a session that showed it.
    pub fn never_traced(&self) -> bool {
        let shown = self.screen == Screen::Explore && self.code.file().is_some();
        shown && self.explore.your_search.never_traced()
    }
}
