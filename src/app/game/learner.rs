//! A game against the learner's own `minimax`, as the course's `runner.py` plays it: on the
//! computer's turn a Python is started on the open file and asked `minimax(board)` (its rules asked
//! on the position too), in the background, with Stop; the move is played and judged against the
//! table like any engine's. A move that cannot be played (an exception, a time-out, an illegal move,
//! a file that does not import) is said, and the game waits for the player: the table's move, or the
//! table from then on.

use std::time::Duration;

use crate::host::Instant;

use super::changes::Outside;
use super::{Answer, GameChange, GameTab};
use crate::app::jobs::{Spawn, Task};
use crate::board::Board;
use crate::cs50::{self, Asked, Cancel, Door, Options};
use crate::engines::Engine;
use crate::lang::Said;
use crate::opponents::{Computer, Level, Opponent};

/// How long the learner's `minimax` may take for one move: check50's limit.
pub const MOVE_LIMIT: Duration = Options::DEFAULT_TIMEOUT;

/// The learner's `minimax` choosing a move.
#[derive(Debug)]
pub struct Thinking {
    /// When it was asked, by the window's clock.
    pub since: Instant,
    /// Ends its Python.
    cancel: Cancel,
    /// In a browser page, the workers asked: held only to be ended when the thinking is dropped.
    #[cfg(target_arch = "wasm32")]
    _page: Option<crate::app::jobs::in_page::PageRun>,
}

/// The learner's answer on a board, as the job hands it back.
#[derive(Debug)]
pub struct LearnerAnswer {
    /// The board it was asked on.
    pub board: Board,
    pub(crate) asked: Asked,
}

/// Where the learner's code went wrong in the game: why it gave no move on a board, and where its
/// rules slipped on the positions the game reached.
#[derive(Debug, Default)]
pub struct LearnerGame {
    /// The move being chosen.
    pub thinking: Option<Thinking>,
    /// The board it gave no move on, and why: the game waits there for the player.
    pub no_move: Option<(Board, Said)>,
    /// Each position reached where its other functions broke the rules, with what they did.
    pub slips: Vec<(Board, Vec<Said>)>,
}

impl GameTab {
    /// Whether the computer's moves are the learner's `minimax`: chosen, and a file open (`file_open`).
    pub fn learner_plays(&self, file_open: bool) -> bool {
        self.session.opponent == Opponent::LearnersMinimax && file_open
    }

    /// Whether the game waits for the player on a board the learner's code gave no move on.
    pub fn learner_stuck(&self, file_open: bool) -> bool {
        let board = self.board();
        self.learner_plays(file_open) && self.learner.no_move.as_ref().is_some_and(|(at, _)| *at == board)
    }

    /// How long the learner's `minimax` has been thinking at `now`, by the window's clock.
    pub fn learner_thinking_for(&self, now: Instant) -> Option<Duration> {
        let thinking = self.learner.thinking.as_ref()?;
        Some(now.saturating_duration_since(thinking.since))
    }

    /// Asks the learner's `minimax` for its move on `board`, in the background.
    pub(super) fn ask_learner(&mut self, door: Door, board: Board, now: Instant, jobs: &mut dyn Spawn<Answer>) {
        let cancel = Cancel::default();
        #[cfg(target_arch = "wasm32")]
        let page = {
            use crate::cs50::page::{PageEvent, PageWork};
            let answered = jobs.later(Task::ComputerMove);
            let work = PageWork::Ask(board, MOVE_LIMIT);
            crate::app::jobs::in_page::ended(&door, work, answered, move |event| match event {
                PageEvent::Asked(asked) => Some(Answer::LearnerMove(Box::new(LearnerAnswer { board, asked }))),
                _ => None,
            })
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            let stop = cancel.clone();
            let work = move |_: &_| {
                let asked = cs50::ask_minimax(&door, board, MOVE_LIMIT, &stop);
                Answer::LearnerMove(Box::new(LearnerAnswer { board, asked }))
            };
            jobs.spawn(Task::ComputerMove, Box::new(work));
        }
        self.learner.thinking = Some(Thinking {
            since: now,
            cancel,
            #[cfg(target_arch = "wasm32")]
            _page: Some(page),
        });
    }

    /// The learner's `minimax` answered on `board`: its move is played, or why there is none said.
    pub(super) fn learner_answered(
        &mut self,
        LearnerAnswer { board, asked }: LearnerAnswer,
        outside: Outside<'_>,
        jobs: &mut dyn Spawn<Answer>,
    ) -> GameChange {
        self.learner.thinking = None;
        let Some(file) = outside.file else {
            return GameChange::None;
        };
        if board != self.board() {
            return GameChange::None;
        }
        let file = file.display().to_string();
        let said = |en: String, zh: String| Said { en, zh };
        let words = |lang| -> Vec<String> {
            asked
                .slips
                .iter()
                .map(|slip| cs50::slip_words(slip, &file, lang))
                .collect()
        };
        let slips: Vec<Said> = words(crate::lang::Lang::En)
            .into_iter()
            .zip(words(crate::lang::Lang::Zh))
            .map(|(en, zh)| said(en, zh))
            .collect();
        self.learner.slips.retain(|(at, _)| *at != board);
        if !slips.is_empty() {
            self.learner.slips.push((board, slips));
        }
        match asked.played {
            Ok(played) => {
                let elapsed = Duration::from_secs_f64(played.seconds.max(0.0));
                let game = self.session.game.as_mut();
                match game.is_some_and(|game| game.play_learners(board, played.cell, elapsed)) {
                    true => self.game_changed(outside.now, jobs),
                    false => GameChange::None,
                }
            }
            Err(no_move) => {
                let (en, zh) = (
                    cs50::no_move_words(&no_move, &file, crate::lang::Lang::En),
                    cs50::no_move_words(&no_move, &file, crate::lang::Lang::Zh),
                );
                self.learner.no_move = Some((board, said(en, zh)));
                GameChange::None
            }
        }
    }

    /// Stops the learner's `minimax`: the game waits for the player, as after a move it could not make.
    pub(super) fn stop_learner(&mut self, now: Instant, jobs: &mut dyn Spawn<Answer>) {
        let Some(thinking) = self.learner.thinking.take() else {
            return;
        };
        thinking.cancel.cancel();
        jobs.cancel(Task::ComputerMove);
        let seconds = now.saturating_duration_since(thinking.since).as_secs_f64();
        self.learner.no_move = Some((
            self.board(),
            Said::new(
                format!("You stopped your minimax after {seconds:.1} s."),
                format!("你在 {seconds:.1} 秒后停止了你的 minimax。"),
            ),
        ));
    }

    /// Plays the table's move where the learner's code gave none.
    pub(super) fn play_table_move(&mut self, now: Instant, jobs: &mut dyn Spawn<Answer>) -> GameChange {
        let computer = Computer {
            engine: Engine::Table,
            level: Level::Perfect,
        };
        let mut random = crate::opponents::Random::new(self.random.next_u64());
        let Some(choice) = computer.choose(self.board(), &mut random) else {
            return GameChange::None;
        };
        self.learner.no_move = None;
        self.play_computer_choice(choice, now, jobs)
    }

    /// Chooses who plays the computer's side. An engine stops the learner's `minimax` if it is
    /// choosing a move: the engine makes that move instead.
    pub(super) fn set_opponent(&mut self, opponent: Opponent, jobs: &mut dyn Spawn<Answer>) {
        self.session.opponent = opponent;
        if opponent != Opponent::LearnersMinimax {
            self.stop_learner_quietly(jobs);
        }
    }

    /// Stops the learner's `minimax` choosing a move, saying nothing: the computer's turn comes again.
    pub fn stop_learner_quietly(&mut self, jobs: &mut dyn Spawn<Answer>) {
        if self.learner.thinking.is_some() {
            jobs.cancel(Task::ComputerMove);
            self.forget_learner();
        }
    }

    /// Ends the learner's part in the game: its Python stopped, what it said forgotten.
    pub(super) fn forget_learner(&mut self) {
        if let Some(thinking) = self.learner.thinking.take() {
            thinking.cancel.cancel();
        }
        self.learner.no_move = None;
    }
}
