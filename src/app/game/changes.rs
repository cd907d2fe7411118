//! The Game tab's changes: moves played, taken back and looked back at, the computer's move, leaving
//! for another game (asking first), the computer playing itself, the scores. Whatever changes the game
//! cancels the computer's search for a board that is gone and restarts its pause.

use crate::host::Instant;
use std::path::Path;

use super::{Action, Answer, GameChange, GameTab, Leaving};
use crate::app::jobs::{Spawn, Task};
use crate::board::Cell;
use crate::cs50::Door;
use crate::engines::Engine;
use crate::game::{Mode, Turn};
use crate::opponents::{Choice, Computer, Opponent, Random};

/// What the game's changes read outside the tab: the time and the learner's file.
#[derive(Clone, Copy, Debug)]
pub struct Outside<'a> {
    /// The time now.
    pub now: Instant,
    /// The learner's file, when one is open.
    pub file: Option<&'a Path>,
    /// The learner's file as its last check read it: its `minimax` plays from it.
    pub(crate) door: Option<&'a Door>,
}

impl GameTab {
    /// Carries out `action`, saying what it changed.
    pub fn apply(&mut self, action: Action, outside: Outside<'_>, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        let session = &mut self.session;
        match action {
            Action::Start(mode) => return self.leave_to(Leaving::Start(mode), outside.now, jobs),
            Action::Leave => return self.leave_to(Leaving::StartScreen, outside.now, jobs),
            Action::NewGame => return self.leave_to(Leaving::Rematch, outside.now, jobs),
            Action::SwapSides => return self.leave_to(Leaving::SwapSides, outside.now, jobs),
            Action::ConfirmLeave => {
                if let Some(leaving) = self.leaving.take() {
                    return self.leave_now(leaving, outside.now, jobs);
                }
            }
            Action::KeepPlaying => self.leaving = None,
            Action::Play(cell) => return self.play(cell, outside.now, jobs),
            Action::LookBack(moves) => self.looking_back = moves.filter(|&moves| moves < self.played()),
            Action::Undo => return self.undo_or_redo(true, outside.now, jobs),
            Action::Redo => return self.undo_or_redo(false, outside.now, jobs),
            Action::ComputerMove => return self.computer_move(outside, jobs),
            Action::SetOpponent(opponent) => self.set_opponent(opponent, jobs),
            Action::SetLevel(level) => session.level = level,
            Action::SetSideLevel(side, level) => session.self_play_levels[side.index()] = level,
            Action::ResetScores => self.resetting_scores = true,
            Action::ConfirmResetScores => {
                self.resetting_scores = false;
                session.reset_scores();
            }
            Action::KeepScores => self.resetting_scores = false,
            Action::SetPaused(paused) => self.self_play.paused = paused,
            Action::StepSelfPlay if self.self_play.paused && !jobs.is_running(Task::ComputerMove) => {
                return self.computer_move(outside, jobs);
            }
            Action::StepSelfPlay => {}
            Action::SetSpeed(speed) => {
                self.self_play.speed = speed;
                if self.next_computer_move_at.is_some() {
                    self.next_computer_move_at = Some(outside.now + speed.between_moves());
                }
            }
            Action::SetHints(on) => session.hints = on,
            Action::StopLearner => self.stop_learner(outside.now, jobs),
            Action::PlayTableMove => return self.play_table_move(outside.now, jobs),
            Action::StrategyHint => {}
        }
        GameChange::None
    }

    /// A person marks a cell. A board of the past is only looked at: a move is played on the board as
    /// it is; refused moves (a taken cell, the computer's turn) do nothing.
    fn play(&mut self, cell: Cell, now: Instant, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        if self.looking_back.is_none()
            && let Some(game) = &mut self.session.game
            && game.play(cell).is_ok()
        {
            return self.game_changed(now, jobs);
        }
        GameChange::None
    }

    /// Takes back the last move (against the computer: your move and its reply), or plays again what
    /// was taken back.
    fn undo_or_redo(&mut self, undo: bool, now: Instant, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        let changed = self
            .session
            .game
            .as_mut()
            .is_some_and(|game| if undo { game.undo() } else { game.redo() });
        match changed {
            true => self.game_changed(now, jobs),
            false => GameChange::None,
        }
    }

    /// Goes where `leaving` says, after asking if a game is in progress.
    fn leave_to(&mut self, leaving: Leaving, now: Instant, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        if self.session.game.as_ref().is_some_and(|g| g.in_progress()) {
            self.leaving = Some(leaving);
            return GameChange::None;
        }
        self.leave_now(leaving, now, jobs)
    }

    fn leave_now(&mut self, leaving: Leaving, now: Instant, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        self.leaving = None;
        let mode = self.session.game.as_ref().map(|g| g.mode());
        let next = match (leaving, mode) {
            (Leaving::Start(mode), _) => Some(mode),
            (Leaving::Rematch, mode) => mode,
            (Leaving::SwapSides, mode) => mode.map(Mode::swapped),
            (Leaving::StartScreen, _) => None,
        };
        let change = match next {
            Some(mode) => {
                self.session.start(mode);
                GameChange::Started
            }
            None => {
                self.session.leave_game();
                GameChange::Left
            }
        };
        self.self_play.paused = false;
        self.game_changed(now, jobs);
        change
    }

    /// After any change to the game: the computer's search was for a board that is gone, so it is
    /// cancelled and its answer will be dropped; the computer's pause starts again.
    pub(super) fn game_changed(&mut self, now: Instant, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        jobs.cancel(Task::ComputerMove);
        self.forget_learner();
        // A move looked back at that is no longer on the board (an undo, a new game) leaves the past.
        self.looking_back = self.looking_back.filter(|&moves| moves < self.played());
        let self_play = self.session.game.as_ref().is_some_and(|g| g.mode() == Mode::SelfPlay);
        self.next_computer_move_at = self_play.then(|| now + self.self_play.speed.between_moves());
        GameChange::Moved
    }

    /// The engine judges the moves and the level picks one: the table at once, a live search on a
    /// worker thread, with dice of its own drawn from the window's so the game stays the same
    /// whichever thread plays it.
    fn computer_move(&mut self, outside: Outside<'_>, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        let Some(game) = &self.session.game else {
            return GameChange::None;
        };
        let Turn::Computer(side) = game.turn() else {
            return GameChange::None;
        };
        let computer = Computer {
            // Without a file, the learner's minimax is not there to ask: the table plays.
            engine: self.session.opponent.engine(),
            level: self.session.level_for(game.mode(), side),
        };
        let board = game.board();
        let file_open = outside.file.is_some();
        if self.learner_plays(file_open) {
            if !self.learner_stuck(file_open)
                && let Some(door) = outside.door
            {
                self.ask_learner(door.clone(), board, outside.now, jobs);
            }
            return GameChange::None;
        }
        let mut random = Random::new(self.random.next_u64());
        if computer.engine.rung().is_some() {
            let work = move |_: &_| {
                let choice = computer.choose(board, &mut random);
                Answer::ComputerMove(choice.expect("the computer moves on an unfinished board"))
            };
            jobs.spawn(Task::ComputerMove, Box::new(work));
            return GameChange::None;
        }
        match computer.choose(board, &mut random) {
            Some(choice) => self.play_computer_choice(choice, outside.now, jobs),
            None => GameChange::None,
        }
    }

    /// The computer's searches answered.
    pub fn answered(&mut self, answer: Answer, outside: Outside<'_>, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        match answer {
            Answer::ComputerMove(choice) => self.play_computer_choice(choice, outside.now, jobs),
            Answer::LearnerMove(answer) => self.learner_answered(*answer, outside, jobs),
        }
    }

    /// Plays the computer's choice, if it is still for the board.
    pub(super) fn play_computer_choice(
        &mut self,
        choice: Choice,
        now: Instant,
        jobs: &mut dyn Spawn<Answer>,
    ) -> GameChange {
        match self.session.game.as_mut().is_some_and(|g| g.play_choice(choice)) {
            true => self.game_changed(now, jobs),
            false => GameChange::None,
        }
    }

    /// The computer's live search ended without an answer: the computer goes back to the table.
    pub fn failed(&mut self) {
        self.session.opponent = Opponent::Engine(Engine::Table);
    }
}
