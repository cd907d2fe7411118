//! `State::apply`, the only code that changes the state. Whatever an action changes, `apply` keeps the
//! rules that go with it: work for a board that is gone is cancelled and the computer's pause
//! restarts. What is to be saved is never marked: it is whatever differs from what was saved last.
//! Each arm is a line here; the groups are in `game.rs`, `engines.rs`, `explore.rs`, `saving.rs` and
//! `notices.rs`.

use super::jobs::{Finished, JobId};
use super::{Action, Answer, ChineseFont, Leaving, NoticeKind, Screen, State};
use crate::app::code::{self, FileChange};
use crate::app::explore;

impl State {
    /// Carries out `action`: the only code that changes the state.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Clock(now) => self.tick(now),
            Action::SystemLanguage(lang) => self.system_lang = lang,
            Action::Start(mode) => self.leave_to(Leaving::Start(mode)),
            Action::Leave => self.leave_to(Leaving::StartScreen),
            Action::NewGame => self.leave_to(Leaving::Rematch),
            Action::SwapSides => self.leave_to(Leaving::SwapSides),
            Action::ConfirmLeave => self.confirm_leaving(),
            Action::KeepPlaying => self.leaving = None,
            Action::Play(cell) => self.play(cell),
            Action::LookBack(moves) => self.looking_back = moves.filter(|&moves| moves < self.played()),
            Action::Undo => self.undo_or_redo(true),
            Action::Redo => self.undo_or_redo(false),
            Action::ComputerMove => self.computer_move(),
            Action::Finished(id) => self.finished(id),
            Action::SetEngine(engine) => self.set_engine(engine),
            Action::SetLevel(level) => self.session.level = level,
            Action::SetSideLevel(side, level) => self.session.self_play_levels[side.index()] = level,
            Action::ResetScores => self.resetting_scores = true,
            Action::ConfirmResetScores => self.confirm_reset_scores(),
            Action::KeepScores => self.resetting_scores = false,
            Action::SetPaused(paused) => self.self_play.paused = paused,
            Action::StepSelfPlay => self.step_self_play(),
            Action::SetSpeed(speed) => self.set_speed(speed),
            Action::SetHints(on) => self.session.hints = on,
            Action::SetDarkTheme(on) => self.window.dark_theme = on,
            Action::SetLanguage(lang) => {
                self.session.language = Some(lang);
                self.chinese_font_said();
            }
            Action::ChineseFontFound(true) => self.chinese_font = ChineseFont::Installed,
            Action::ChineseFontFound(false) => {
                self.chinese_font = ChineseFont::Missing;
                self.chinese_font_said();
            }
            Action::Engines(action) => {
                let board = self.board();
                self.engines
                    .apply(action, board, &mut self.jobs.lane(Answer::of_engines));
            }
            Action::Stop(task) => self.jobs.stop(task),
            Action::Notify(kind, text) => self.notify(kind, text),
            Action::Dismiss(kind) => self.dismiss(kind),
            Action::Show(screen) => self.show(screen),
            Action::Resized(width, height) => self.window.size = Some((width, height)),
            Action::Explore(action) => self.explore_action(action),
            Action::Record(board, rung) => self.explore_action(explore::Action::Record(board, rung)),
            Action::ShowYourSearch(on) => self.explore_action(explore::Action::ShowYourSearch(on)),
            Action::Code(action) => self.code_action(action),
            Action::StopLearner => self.stop_learner(),
            Action::PlayTableMove => self.play_table_move(),
            Action::Strategy(action) => {
                self.strategy.apply(action);
                self.window.strategy = self.strategy.choice.place();
            }
            Action::StrategyHint => {
                let board = self.board();
                self.strategy.hint(board);
            }
            Action::Save => self.save(),
            Action::Close => self.close(),
        }
    }

    /// The time is now `now`: answers that came in meanwhile are collected, to be taken as due.
    pub(super) fn tick(&mut self, now: std::time::Instant) {
        self.now = now;
        self.jobs.collect();
    }

    /// A background job ended: its answer is taken only if it is still the current job of its task.
    pub(super) fn finished(&mut self, id: JobId) {
        match self.jobs.take(id) {
            Some((_, Finished::Answered(answer))) => self.answered(answer),
            Some((task, Finished::Failed)) => self.job_failed(task),
            None => {}
        }
    }

    pub(super) fn answered(&mut self, answer: Answer) {
        match answer {
            Answer::ComputerMove(choice) => self.computer_moved(choice),
            Answer::Engines(answer) => self.engines.answered(*answer),
            Answer::Explore(answer) => {
                let file = self.code.file().cloned();
                self.explore.answered(answer, file.as_deref());
            }
            Answer::Saved(Ok(())) => self.cleared(NoticeKind::SaveFailed),
            Answer::Saved(Err(text)) => self.notify(NoticeKind::SaveFailed, text),
            Answer::Code(answer) => self.code.answered(answer),
            Answer::LearnerMove(answer) => self.learner_answered(*answer),
        }
    }

    /// A request in the Your code tab. A check started stops the learner's `minimax` if it is choosing
    /// a move (it is asked again, on the file as it is now) and traces the learner's search again; a
    /// file closed leaves the game and the explorer without it.
    fn code_action(&mut self, action: code::Action) {
        match self.code.apply(action, self.now, &mut self.jobs.lane(Answer::Code)) {
            FileChange::None => {}
            FileChange::Checking => {
                self.stop_learner_quietly();
                let file = self.code.file().cloned();
                let around = self.around(file.as_deref());
                self.explore
                    .trace_your_search(around, &mut self.jobs.lane(Answer::Explore));
            }
            FileChange::Closed => {
                self.stop_learner_quietly();
                self.explore.file_closed(&mut self.jobs.lane(Answer::Explore));
            }
        }
    }

    /// A request in the Explore tab, which reads the time, the game's board and the learner's file.
    fn explore_action(&mut self, action: explore::Action) {
        let file = self.code.file().cloned();
        let around = self.around(file.as_deref());
        self.explore.apply(action, around, &mut self.jobs.lane(Answer::Explore));
    }

    /// Shows a view: the game's, or the start screen, as there is a game or not. The strategy shown
    /// is worked out, and the explorer, opened while it follows the game, records the game's board.
    fn show(&mut self, screen: Screen) {
        self.screen = match (screen, &self.session.game) {
            (Screen::Play, None) => Screen::Start,
            (Screen::Start, Some(_)) => Screen::Play,
            _ => screen,
        };
        if self.screen == Screen::Strategy {
            self.strategy.prepare();
        }
        if self.screen == Screen::Explore {
            let file = self.code.file().cloned();
            let around = self.around(file.as_deref());
            self.explore.opened(around, &mut self.jobs.lane(Answer::Explore));
        }
    }
}
