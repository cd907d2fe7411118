//! Everything that can happen in the window, as one type, and `State::apply`, the only code that
//! changes the state. Views push actions; the frame applies them in order. Whatever an action changes,
//! `apply` keeps the rules that go with it: work for a board that is gone is cancelled, the computer's
//! pause restarts, and a changed session is marked to be saved.

use std::time::{Duration, Instant};

use crate::board::Cell;
use crate::computer::{Choice, Computer};
use crate::engine::Engine;
use crate::game::{Mode, Turn};
use crate::level::Level;
use crate::random::Random;
use crate::verify;

use super::autoplay::Speed;
use super::jobs::{Finished, JobId, Task};
use super::leaving::Leaving;
use super::state::{Answer, Notice, NoticeKind, State};

#[derive(Clone, Copy, Debug, PartialEq)]
/// Something that happens in the window: a person's request, or the background's or the clock's.
pub enum Action {
    /// Start a game in this mode (asking first if one is in progress).
    Start(Mode),
    /// Back to the start screen ("Change mode"), keeping the score (asking first if a game is in
    /// progress).
    Leave,
    /// A new game in the same mode: "Play Again", "New game" (asking first if one is in progress).
    NewGame,
    /// A new game with the sides swapped (asking first if one is in progress).
    SwapSides,
    /// Leave the game in progress after all, as asked.
    ConfirmLeave,
    /// Keep playing the game in progress instead of leaving it.
    KeepPlaying,
    /// A person marks a cell; refused moves (a taken cell, the computer's turn) do nothing.
    Play(Cell),
    /// Take back the last move (against the computer: your move and its reply).
    Undo,
    /// Play again what undo took back.
    Redo,
    /// The computer's turn has come and its pause is over: it chooses a move.
    ComputerTurn,
    /// A background job ended; its answer is taken only if it is still the current job of its task.
    Finished(JobId),
    /// Choose how the computer judges its moves.
    SetEngine(Engine),
    /// Choose how strongly the computer plays.
    SetLevel(Level),
    /// Forget every score.
    ResetScores,
    /// Stop or resume the computer playing itself.
    SetPaused(bool),
    /// While the computer playing itself is paused, play its next move now.
    Step,
    /// How fast the computer plays itself.
    SetSpeed(Speed),
    /// Show or hide each empty cell's outcome on the board.
    SetHints(bool),
    /// Switch between the dark and the light theme.
    SetDarkTheme(bool),
    /// Run every engine on the position on the board.
    Compare,
    /// Run both searches on every position.
    Verify,
    /// Ask a background job to stop early, keeping what it found so far.
    Stop(Task),
    /// Hide a notice.
    Dismiss(NoticeKind),
}

impl State {
    /// What the clock and the background work ask for now: answers that have come in, and the
    /// computer's move when it is its turn.
    pub fn due(&mut self) -> Vec<Action> {
        let mut due: Vec<Action> = self.jobs.ended().into_iter().map(Action::Finished).collect();
        if due.is_empty() && self.computer_move_due() {
            due.push(Action::ComputerTurn);
        }
        due
    }

    /// Whether the computer is to choose a move now: its turn, no search running, its pause over.
    pub fn computer_move_due(&self) -> bool {
        let computers_turn = self
            .session
            .game
            .as_ref()
            .is_some_and(|g| matches!(g.turn(), Turn::Computer(_)));
        let pause_over = self.next_ai_move_at.is_none_or(|at| Instant::now() >= at);
        let paused = self.autoplay.paused && self.session.game.as_ref().is_some_and(|g| g.mode() == Mode::AiVsAi);
        computers_turn && pause_over && !paused && !self.is_thinking()
    }

    /// How long until the computer's next move, if it is waiting out its pause.
    pub fn pause_left(&self) -> Option<Duration> {
        self.next_ai_move_at
            .map(|at| at.saturating_duration_since(Instant::now()))
    }

    /// Carries out `action`: the only code that changes the state.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Start(mode) => self.leave_to(Leaving::Start(mode)),
            Action::Leave => self.leave_to(Leaving::StartScreen),
            Action::NewGame => self.leave_to(Leaving::Rematch),
            Action::SwapSides => self.leave_to(Leaving::SwapSides),
            Action::ConfirmLeave => self.confirm_leaving(),
            Action::KeepPlaying => self.leaving = None,
            Action::Play(cell) => {
                if let Some(game) = &mut self.session.game
                    && game.play(cell).is_ok()
                {
                    self.game_changed();
                }
            }
            Action::Undo => {
                if self.session.game.as_mut().is_some_and(|g| g.undo()) {
                    self.game_changed();
                }
            }
            Action::Redo => {
                if self.session.game.as_mut().is_some_and(|g| g.redo()) {
                    self.game_changed();
                }
            }
            Action::ComputerTurn => self.computer_turn(),
            Action::Finished(id) => match self.jobs.take(id) {
                Some((_, Finished::Answered(answer))) => self.answered(answer),
                Some((task, Finished::Failed)) => self.job_failed(task),
                None => {}
            },
            Action::SetEngine(engine) => {
                self.session.engine = engine;
                self.unsaved = true;
            }
            Action::SetLevel(level) => {
                self.session.level = level;
                self.unsaved = true;
            }
            Action::ResetScores => {
                self.session.reset_scores();
                self.unsaved = true;
            }
            Action::SetPaused(paused) => self.autoplay.paused = paused,
            Action::Step => {
                if self.autoplay.paused && !self.is_thinking() {
                    self.computer_turn();
                }
            }
            Action::SetSpeed(speed) => {
                self.autoplay.speed = speed;
                if self.next_ai_move_at.is_some() {
                    self.next_ai_move_at = Some(Instant::now() + speed.pause());
                }
            }
            Action::SetHints(on) => {
                self.session.hints = on;
                self.unsaved = true;
            }
            Action::SetDarkTheme(on) => {
                self.session.dark_theme = on;
                self.unsaved = true;
            }
            Action::Compare => {
                let board = self.board();
                if !board.is_terminal() {
                    self.jobs.spawn(Task::Compare, move |_| {
                        Answer::Comparison(Engine::ALL.iter().map(|engine| engine.decide(board)).collect())
                    });
                }
            }
            Action::Verify => {
                if !self.jobs.is_running(Task::Verify) {
                    self.verified = None;
                    self.jobs.spawn(Task::Verify, |progress| {
                        Answer::Verification(verify::verify(|done, total| {
                            progress.report(done, total);
                            !progress.cancelled()
                        }))
                    });
                }
            }
            Action::Stop(task) => self.jobs.stop(task),
            Action::Dismiss(kind) => self.notices.retain(|n| n.kind != kind),
        }
    }

    /// After any change to the game: the computer's search and the comparison were for a board that
    /// is gone, so they are cancelled and their answers will be dropped; the computer's pause starts
    /// again; the session is to be saved.
    pub(super) fn game_changed(&mut self) {
        self.jobs.cancel(Task::Think);
        if self.compared.as_ref().is_some_and(|(board, _)| *board != self.board()) {
            self.compared = None;
        }
        if self.jobs.is_running(Task::Compare) {
            self.jobs.cancel(Task::Compare);
        }
        let ai_vs_ai = self.session.game.as_ref().is_some_and(|g| g.mode() == Mode::AiVsAi);
        self.next_ai_move_at = ai_vs_ai.then(|| Instant::now() + self.autoplay.speed.pause());
        self.unsaved = true;
    }

    /// The engine judges the moves and the level picks one: the table at once, a live search on a
    /// worker thread, with dice of its own drawn from the window's so the game stays the same
    /// whichever thread plays it.
    fn computer_turn(&mut self) {
        let Some(game) = &mut self.session.game else { return };
        if !matches!(game.turn(), Turn::Computer(_)) {
            return;
        }
        let computer = Computer {
            engine: self.session.engine,
            level: self.session.level,
        };
        let board = game.board();
        let mut random = Random::new(self.random.next_u64());
        if computer.engine.searches() {
            self.jobs.spawn(Task::Think, move |_| {
                Answer::Move(
                    computer
                        .choose(board, &mut random)
                        .expect("the computer moves on an unfinished board"),
                )
            });
        } else if let Some(choice) = computer.choose(board, &mut random)
            && game.play_choice(choice)
        {
            self.game_changed();
        }
    }

    fn answered(&mut self, answer: Answer) {
        match answer {
            Answer::Move(choice) => self.computer_moved(choice),
            Answer::Comparison(results) => {
                if let Some(first) = results.first() {
                    self.compared = Some((first.board, results));
                }
            }
            Answer::Verification(report) => self.verified = Some(report),
        }
    }

    fn computer_moved(&mut self, choice: Choice) {
        if self.session.game.as_mut().is_some_and(|g| g.play_choice(choice)) {
            self.game_changed();
        }
    }

    fn job_failed(&mut self, task: Task) {
        let text = match task {
            Task::Think => {
                self.session.engine = Engine::Table;
                self.unsaved = true;
                "The live search stopped unexpectedly; the computer went back to the table."
            }
            Task::Compare => "Comparing the engines stopped unexpectedly.",
            Task::Verify => "The verification stopped unexpectedly.",
        };
        self.notify(NoticeKind::JobFailed, text.to_string());
    }

    /// Shows a notice, replacing an earlier one of the same kind.
    pub(super) fn notify(&mut self, kind: NoticeKind, text: String) {
        self.notices.retain(|n| n.kind != kind);
        self.notices.push(Notice { text, kind });
    }
}
