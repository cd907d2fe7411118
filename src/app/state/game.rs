//! The game on the board changed: moves played, taken back and looked back at, the computer's move,
//! leaving for another game (asking first), the computer playing itself, the scores.

use super::{Answer, Leaving, Screen, Speed, State, Task};
use crate::board::Cell;
use crate::engines::Engine;
use crate::game::{Mode, Turn};
use crate::opponents::{Choice, Computer, Random};

impl State {
    /// A person marks a cell. A board of the past is only looked at: a move is played on the board as
    /// it is; refused moves (a taken cell, the computer's turn) do nothing.
    pub(super) fn play(&mut self, cell: Cell) {
        // The Moves list says where the player left the strategy: it is worked out once, now.
        self.strategy.prepare();
        if self.looking_back.is_none()
            && let Some(game) = &mut self.session.game
            && game.play(cell).is_ok()
        {
            self.game_changed();
        }
    }

    /// Takes back the last move (against the computer: your move and its reply), or plays again what
    /// was taken back.
    pub(super) fn undo_or_redo(&mut self, undo: bool) {
        let changed = self
            .session
            .game
            .as_mut()
            .is_some_and(|game| if undo { game.undo() } else { game.redo() });
        if changed {
            self.game_changed();
        }
    }

    /// Forgets every score, as the person confirmed.
    pub(super) fn confirm_reset_scores(&mut self) {
        self.resetting_scores = false;
        self.session.reset_scores();
    }

    /// While the computer playing itself is paused, its next move now.
    pub(super) fn step_self_play(&mut self) {
        if self.self_play.paused && !self.is_thinking() {
            self.computer_move();
        }
    }

    /// How fast the computer plays itself; a pause under way is measured again.
    pub(super) fn set_speed(&mut self, speed: Speed) {
        self.self_play.speed = speed;
        if self.next_computer_move_at.is_some() {
            self.next_computer_move_at = Some(self.now + speed.between_moves());
        }
    }

    /// Goes where `leaving` says, after asking if a game is in progress.
    pub(super) fn leave_to(&mut self, leaving: Leaving) {
        if self.session.game.as_ref().is_some_and(|g| g.in_progress()) {
            self.leaving = Some(leaving);
        } else {
            self.leave_now(leaving);
        }
    }

    /// Leaves the game in progress, as the person confirmed.
    pub(super) fn confirm_leaving(&mut self) {
        if let Some(leaving) = self.leaving.take() {
            self.leave_now(leaving);
        }
    }

    pub(super) fn leave_now(&mut self, leaving: Leaving) {
        self.leaving = None;
        let mode = self.session.game.as_ref().map(|g| g.mode());
        let next = match (leaving, mode) {
            (Leaving::Start(mode), _) => Some(mode),
            (Leaving::Rematch, mode) => mode,
            (Leaving::SwapSides, mode) => mode.map(Mode::swapped),
            (Leaving::StartScreen, _) => None,
        };
        match next {
            Some(mode) => {
                self.session.start(mode);
                self.screen = Screen::Play;
            }
            None => {
                self.session.leave_game();
                self.screen = Screen::Start;
            }
        }
        self.self_play.paused = false;
        self.game_changed();
    }

    /// After any change to the game: the computer's search was for a board that is gone, so it is
    /// cancelled and its answer will be dropped, as is the Engines tab's work when it follows the
    /// game; the computer's pause starts again.
    pub(super) fn game_changed(&mut self) {
        self.jobs.cancel(Task::ComputerMove);
        self.forget_learner();
        // A move looked back at that is no longer on the board (an undo, a new game) leaves the past.
        self.looking_back = self.looking_back.filter(|&moves| moves < self.played());
        let board = self.board();
        self.engines
            .game_changed(board, &mut self.jobs.lane(Answer::of_engines));
        let self_play = self.session.game.as_ref().is_some_and(|g| g.mode() == Mode::SelfPlay);
        self.next_computer_move_at = self_play.then(|| self.now + self.self_play.speed.between_moves());
    }

    /// The engine judges the moves and the level picks one: the table at once, a live search on a
    /// worker thread, with dice of its own drawn from the window's so the game stays the same
    /// whichever thread plays it.
    pub(super) fn computer_move(&mut self) {
        let Some(game) = &self.session.game else { return };
        let Turn::Computer(side) = game.turn() else {
            return;
        };
        let computer = Computer {
            // Without a file, the learner's minimax is not there to ask: the table plays.
            engine: match self.session.engine {
                Engine::Learner => Engine::Table,
                engine => engine,
            },
            level: self.session.level_for(game.mode(), side),
        };
        let board = game.board();
        if self.learner_plays() {
            if !self.learner_stuck()
                && let Some(file) = self.code.file().cloned()
            {
                self.ask_learner(file, board);
            }
            return;
        }
        let Some(game) = &mut self.session.game else { return };
        let mut random = Random::new(self.random.next_u64());
        if computer.engine.rung().is_some() {
            self.jobs.spawn(Task::ComputerMove, move |_| {
                Answer::ComputerMove(
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

    pub(super) fn computer_moved(&mut self, choice: Choice) {
        self.play_computer_choice(choice);
    }

    /// Plays the computer's choice, if it is still for the board.
    pub(super) fn play_computer_choice(&mut self, choice: Choice) {
        if self.session.game.as_mut().is_some_and(|g| g.play_choice(choice)) {
            self.game_changed();
        }
    }
}
