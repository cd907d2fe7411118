//! `State::apply`, the only code that changes the state: each tab's action goes to that tab's `apply`,
//! and what a tab's change means for another is passed on here, in one place (a move changes the
//! strategy hint and the Engines tab's work; a check of the learner's file stops its `minimax` in the
//! game and traces it again in the explorer; a file closed leaves both without it). What is to be
//! saved is never marked: it is whatever differs from what was saved last.

use super::{Action, Answer, ChineseFont, NoticeKind, Screen, State};
use crate::app::code::{self, FileChange};
use crate::app::explore;
use crate::app::game::{self, GameChange};
use crate::app::jobs::{Finished, JobId};
use crate::opponents::Opponent;

impl State {
    /// Carries out `action`: the only code that changes the state.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Clock(now) => self.tick(now),
            Action::SystemLanguage(lang) => self.system_lang = lang,
            Action::Game(action) => self.game_action(action),
            Action::Finished(id) => self.finished(id),
            Action::SetDarkTheme(on) => self.dark_theme = on,
            Action::SetLanguage(lang) => {
                self.game.session.language = Some(lang);
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
            Action::Notify(kind, text) => self.notify(kind, text),
            Action::Dismiss(kind) => self.dismiss(kind),
            Action::Show(screen) => self.show(screen),
            Action::Resized(width, height) => self.size = Some((width, height)),
            Action::Explore(action) => self.explore_action(action),
            Action::Record(board, rung) => self.explore_action(explore::Action::Record(board, rung)),
            Action::ShowYourSearch(on) => self.explore_action(explore::Action::ShowYourSearch(on)),
            Action::Code(action) => self.code_action(action),
            Action::Strategy(action) => self.strategy.apply(action),
            Action::Save => self.save(),
            Action::Close => self.close(),
        }
    }

    /// The time is now `now`: answers that came in meanwhile are collected, to be taken as due.
    pub(super) fn tick(&mut self, now: crate::host::Instant) {
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
            Answer::Game(answer) => {
                let (file, door) = (self.code.file().cloned(), self.code.door.clone());
                let outside = self.outside(file.as_deref(), door.as_ref());
                let change = self.game.answered(answer, outside, &mut self.jobs.lane(Answer::Game));
                self.game_changed(change);
            }
            Answer::Engines(answer) => self.engines.answered(*answer),
            Answer::Explore(answer) => {
                let file = self.code.file().cloned();
                self.explore.answered(answer, file.as_deref());
            }
            Answer::Saved(Ok(())) => self.cleared(NoticeKind::SaveFailed),
            Answer::Saved(Err(text)) => self.notify(NoticeKind::SaveFailed, text),
            Answer::Code(answer) => self.code.answered(answer),
        }
    }

    /// A request in the Your code tab. A check started stops the learner's `minimax` if it is choosing
    /// a move (it is asked again, on the file as it is now) and traces the learner's search again; a
    /// file closed leaves the game and the explorer without it.
    fn code_action(&mut self, action: code::Action) {
        match self.code.apply(action, self.now, &mut self.jobs.lane(Answer::Code)) {
            FileChange::None => {}
            FileChange::Checking => {
                self.game.stop_learner_quietly(&mut self.jobs.lane(Answer::Game));
                let (file, door) = (self.code.file().cloned(), self.code.door.clone());
                let around = self.around(file.as_deref(), door.as_ref());
                self.explore
                    .trace_your_search(around, &mut self.jobs.lane(Answer::Explore));
            }
            FileChange::Closed => {
                self.game.stop_learner_quietly(&mut self.jobs.lane(Answer::Game));
                self.explore.file_closed(&mut self.jobs.lane(Answer::Explore));
            }
        }
    }

    /// A request in the Explore tab, which reads the time, the game's board and the learner's file.
    fn explore_action(&mut self, action: explore::Action) {
        let (file, door) = (self.code.file().cloned(), self.code.door.clone());
        let around = self.around(file.as_deref(), door.as_ref());
        self.explore.apply(action, around, &mut self.jobs.lane(Answer::Explore));
    }

    /// Shows a view: the game's, or the start screen, as there is a game or not. The strategy shown
    /// is worked out, the explorer, opened while it follows the game, records the game's board, and
    /// in a browser page Your code has Python loaded.
    fn show(&mut self, screen: Screen) {
        self.screen = match (screen, &self.game.session.game) {
            (Screen::Play, None) => Screen::Start,
            (Screen::Start, Some(_)) => Screen::Play,
            _ => screen,
        };
        if self.screen == Screen::Strategy {
            self.strategy.prepare();
        }
        // In a browser page Python takes seconds to load: it loads while the learner chooses a file.
        #[cfg(target_arch = "wasm32")]
        if self.screen == Screen::Code {
            crate::app::jobs::in_page::warm_python();
        }
        if self.screen == Screen::Explore {
            let (file, door) = (self.code.file().cloned(), self.code.door.clone());
            let around = self.around(file.as_deref(), door.as_ref());
            self.explore.opened(around, &mut self.jobs.lane(Answer::Explore));
        }
    }

    /// A request in the Game tab. The strategy's move asked for is the Strategy tab's to find; a move
    /// played first has the strategy worked out, so the moves list says where the player left it.
    fn game_action(&mut self, action: game::Action) {
        match action {
            // The Strategy tab's strategy, shown on the game's board.
            game::Action::StrategyHint => return self.strategy.hint(self.game.board()),
            game::Action::Play(_) => self.strategy.prepare(),
            _ => {}
        }
        // A file a session left open is read when the game against its minimax first needs it.
        if self.game.session.opponent == Opponent::LearnersMinimax
            && self.code.door.is_none()
            && self.code.never_checked()
        {
            self.code_action(code::Action::Check);
        }
        let (file, door) = (self.code.file().cloned(), self.code.door.clone());
        let outside = self.outside(file.as_deref(), door.as_ref());
        let change = self.game.apply(action, outside, &mut self.jobs.lane(Answer::Game));
        self.game_changed(change);
    }

    /// The game changed: the window shows a game started or the start screen, and the Engines tab,
    /// following the game, drops its work for a board that is gone.
    fn game_changed(&mut self, change: GameChange) {
        match change {
            GameChange::None => return,
            GameChange::Started => self.screen = Screen::Play,
            GameChange::Left => self.screen = Screen::Start,
            GameChange::Moved => {}
        }
        let board = self.board();
        self.engines
            .game_changed(board, &mut self.jobs.lane(Answer::of_engines));
    }
}
