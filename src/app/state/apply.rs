//! `State::apply`, the only code that changes the state. Whatever an action changes, `apply` keeps the
//! rules that go with it: work for a board that is gone is cancelled and the computer's pause
//! restarts. What is to be saved is never marked: it is whatever differs from what was saved last.
//! Each arm is a line here; the groups are in `game.rs`, `engines.rs`, `explore.rs`, `saving.rs` and
//! `notices.rs`.

use super::jobs::{Finished, JobId};
use super::{Action, Answer, ChineseFont, Leaving, NoticeKind, State};
use crate::app::code::{self, FileChange};

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
                self.engines.apply(action, board, &mut self.jobs.lane(Answer::Engines));
            }
            Action::Stop(task) => self.jobs.stop(task),
            Action::Notify(kind, text) => self.notify(kind, text),
            Action::Dismiss(kind) => self.dismiss(kind),
            Action::Show(screen) => self.show(screen),
            Action::Resized(width, height) => self.window.size = Some((width, height)),
            Action::Record(board, rung) => self.record_position(board, rung),
            Action::RecordGame => self.record_game(),
            Action::SetSearch(rung) => self.set_search(rung),
            Action::Expand(id, open) => self.expand(id, open),
            Action::Select(id) => self.explorer.select(id),
            Action::Step(step) => self.explorer.step_to(step),
            Action::RunSteps(on) => self.run_steps(on),
            Action::RunStep => self.run_step(),
            Action::SetStepSpeed(speed) => self.set_step_speed(speed),
            Action::ReplayLine(id) => self.explorer.replay_line(id, self.now),
            Action::StopReplay => self.explorer.replaying = None,
            Action::ShowFinished(on) => self.explorer.show_finished = on,
            Action::SetPredict(on) => self.set_predict(on),
            Action::Predict(guess) => self.explorer.predicted(guess),
            Action::SkipQuestion => self.skip_question(),
            Action::SuggestPosition => self.suggest_position(),
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
            Action::ShowYourSearch(on) => self.show_your_search(on),
            Action::TraceYourSearch => self.trace_your_search(),
            Action::StopYourSearch => self.stop_your_search(),
            Action::YourRow(row) => self.show_your_row(row),
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
            Answer::Engines(answer) => self.engines.answered(answer),
            Answer::Recording(Some(recording)) => self.explorer.recorded(recording),
            // Stopped before it ended: nothing to show, and nothing is being recorded any more.
            Answer::Recording(None) => self.explorer.requested = None,
            Answer::Saved(Ok(())) => self.cleared(NoticeKind::SaveFailed),
            Answer::Saved(Err(text)) => self.notify(NoticeKind::SaveFailed, text),
            Answer::Code(answer) => self.code.answered(answer),
            Answer::LearnerMove(answer) => self.learner_answered(*answer),
            Answer::YourSearch(traced) => self.your_search_traced(*traced),
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
                self.trace_your_search();
            }
            FileChange::Closed => {
                self.stop_learner_quietly();
                self.stop_tracing();
                self.your_search = Default::default();
                self.window.your_minimax = false;
            }
        }
    }
}
