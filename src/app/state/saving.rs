//! Saving the session: what differs from what was saved last is saved, in the background at most once a
//! second, and on this thread as the window closes.

use std::time::Duration;

use super::{Answer, NoticeKind, State, Task};
use crate::app::session_file::{self, Saved};
use crate::lang::Said;

/// Saves come at most this often, so a crash loses at most this much.
pub const SAVE_EVERY: Duration = Duration::from_secs(1);

impl State {
    /// How long until a change can be saved, if one waits to be (zero: now).
    pub fn save_left(&self) -> Option<Duration> {
        if !self.unsaved() || self.save_to.is_none() || self.jobs.is_running(Task::Save) {
            return None;
        }
        Some(self.saved_at.map_or(Duration::ZERO, |at| {
            (at + SAVE_EVERY).saturating_duration_since(self.now)
        }))
    }

    /// Whether what is saved differs from what was last handed to be saved, or read if nothing was:
    /// the session, the theme, the tab, where the explorer is (its step, Predict's score), the learner's
    /// file. The window's size alone does not count, it goes with the next save.
    pub fn unsaved(&self) -> bool {
        let saved = &self.last_saved.window;
        let now = (
            self.dark_theme,
            self.screen.code(),
            &self.explore.explorer.place(),
            &self.code.place,
            (self.strategy.choice.place(), self.explore.your_minimax),
        );
        let then = (
            saved.dark_theme,
            saved.tab,
            &saved.explorer,
            &saved.code,
            (saved.strategy, saved.your_minimax),
        );
        self.game.session != self.last_saved.session || now != then
    }

    /// What is saved now: the session and the window's part, as they are: the shell's (the theme, the
    /// size, the tab shown) and each tab's place.
    pub(super) fn to_save(&self) -> Saved {
        Saved {
            session: self.game.session.clone(),
            window: session_file::Window {
                tab: self.screen.code(),
                explorer: self.explore.explorer.place(),
                your_minimax: self.explore.your_minimax,
                code: self.code.place.clone(),
                strategy: self.strategy.choice.place(),
                dark_theme: self.dark_theme,
                size: self.size,
            },
        }
    }

    /// Hands the session to a job that writes it, if it changed and has somewhere to go.
    pub(super) fn save(&mut self) {
        let Some(path) = self.save_to.clone() else { return };
        if !self.unsaved() {
            return;
        }
        self.saved_at = Some(self.now);
        self.last_saved = self.to_save();
        let saved = self.last_saved.clone();
        self.jobs.spawn(Task::Save, move |_| {
            Answer::Saved(session_file::save(&saved, &path).map_err(|e| failed_save(&path, e)))
        });
    }

    /// The window closes: nothing of the learner's goes on running, and what changed is saved.
    pub(super) fn close(&mut self) {
        self.code.cancel(&mut self.jobs.lane(Answer::Code));
        self.game.stop_learner_quietly(&mut self.jobs.lane(Answer::Game));
        self.explore
            .your_search
            .stop_tracing(&mut self.jobs.lane(Answer::Explore));
        self.save_before_closing();
    }

    /// Saves what changed on this thread, after the save under way: the window is closing, and a job
    /// might not finish before the process ends. The window's size always changes what is saved.
    pub(super) fn save_before_closing(&mut self) {
        self.jobs.wait_for(Task::Save);
        let Some(path) = self.save_to.clone() else { return };
        self.last_saved = self.to_save();
        if let Err(e) = session_file::save(&self.last_saved, &path) {
            let text = failed_save(&path, e);
            self.notify(NoticeKind::SaveFailed, text);
        }
    }
}

/// What the window says when the session could not be saved.
pub(super) fn failed_save(path: &std::path::Path, e: std::io::Error) -> Said {
    let path = path.display();
    Said::new(
        format!("The session could not be saved to {path}: {e}"),
        format!("无法把会话保存到 {path}：{e}"),
    )
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::super::tests::state;
    use super::super::{Action, Task};
    use crate::app::game;
    use crate::app::session_file::Window;
    use crate::engines::Engine;
    use crate::game::Mode;
    use crate::opponents::Opponent;

    #[test]
    pub(super) fn a_change_undone_leaves_nothing_to_save() {
        let mut state = state();
        assert!(!state.unsaved());
        state.apply(Action::Game(game::Action::SetHints(true)));
        assert!(state.unsaved());
        assert_eq!(state.save_left(), Some(Duration::ZERO));
        state.apply(Action::Game(game::Action::SetHints(false)));
        assert!(!state.unsaved(), "back as it was saved");
        assert_eq!(state.save_left(), None);
        // The theme, the window's part, counts as well; the window's size alone does not.
        state.apply(Action::SetDarkTheme(false));
        assert!(state.unsaved());
        state.apply(Action::SetDarkTheme(true));
        state.apply(Action::Resized(800, 600));
        assert!(!state.unsaved());
        assert_eq!(state.size, Some((800, 600)));
        // A game started and left again is the session as it was.
        state.apply(Action::Game(game::Action::Start(Mode::TwoPlayers)));
        assert!(state.unsaved());
        state.apply(Action::Game(game::Action::Leave));
        assert!(!state.unsaved());
    }

    #[test]
    pub(super) fn what_is_saved_last_is_what_a_change_is_measured_against() {
        let mut state = state();
        state.jobs.hold(true);
        state.apply(Action::Game(game::Action::SetOpponent(Opponent::Engine(
            Engine::ALPHABETA,
        ))));
        state.apply(Action::Save);
        assert!(state.jobs.is_running(Task::Save), "handed to be saved");
        assert!(!state.unsaved());
        assert_eq!(state.last_saved.session.opponent, Opponent::Engine(Engine::ALPHABETA));
        assert_eq!(state.last_saved.window, Window::default());
        // Changed back, the table is now the change to save.
        state.apply(Action::Game(game::Action::SetOpponent(Opponent::Engine(Engine::Table))));
        assert!(state.unsaved());
    }
}
