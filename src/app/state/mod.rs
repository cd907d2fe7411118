//! The shell: the five tabs, each a room of its own, and what is the window's alone: the screen, the
//! notices, the clock, the work running, the theme and size, and saving. Views only read it;
//! `State::apply` alone changes it, handing each tab its own actions and passing on, in one place, what
//! one tab's change means for another.

mod action;
mod answer;
mod apply;
mod due;
mod notice;
mod notices;
mod saving;
mod screen;

use crate::host::Instant;
use std::path::PathBuf;

use crate::app::code::CodeTab;
use crate::app::engines::EnginesTab;
use crate::app::explore::{Around, ExploreTab};
use crate::app::game::{GameTab, Outside, Seen, StrategyHints};
use crate::app::jobs::{Jobs, Task};
use crate::app::session_file::Saved;
use crate::app::strategy::{ShownStrategy, StrategyTab};
use crate::app::widgets::shared::Shared;
use crate::board::{Board, Cell, Player};
use crate::cs50::Door;
use crate::lang::Lang;

pub use action::Action;
pub use answer::Answer;
pub use notice::{ChineseFont, Notice, NoticeKind};
pub use screen::Screen;

/// The window's state.
#[derive(Debug)]
pub struct State {
    /// The Game tab: settings, score and the game in progress, and the computer.
    pub game: GameTab,
    /// Whether the window is dark, saved with the session.
    pub dark_theme: bool,
    /// The window's size (width, height, in points), saved with the session so it opens the same.
    pub size: Option<(u16, u16)>,
    /// The view in the window's centre.
    pub screen: Screen,
    /// Problems to show, the newest last.
    pub notices: Vec<Notice>,
    /// Notices dismissed while their problem still holds: not shown again until it clears.
    pub(super) silenced: Vec<NoticeKind>,
    /// The Engines tab.
    pub engines: EnginesTab,
    /// The Explore tab: the search explorer, and the learner's search beside the course's.
    pub explore: ExploreTab,
    /// The Your code tab: the learner's file and its check.
    pub code: CodeTab,
    /// The Strategy tab, and the game's strategy hint.
    pub strategy: StrategyTab,
    /// The work running in the background.
    pub jobs: Jobs<Answer>,
    /// The time now, as the window last said: the state never reads the clock itself.
    pub now: Instant,
    /// The system's language, which the window speaks unless the person chose another.
    pub system_lang: Lang,
    /// Whether Chinese can be shown.
    pub chinese_font: ChineseFont,
    /// Where the session is saved; `None` keeps it in memory only.
    pub(super) save_to: Option<PathBuf>,
    /// The session and the window's part as last handed to be saved, or as read: what differs from
    /// them is to be saved.
    pub(super) last_saved: Saved,
    /// When the last save was started: saves come at most once a second.
    pub(super) saved_at: Option<Instant>,
}

impl State {
    /// The state of a window opening on `saved` (a session and the window's part) at `now`, saved to
    /// `save_to`, its dice seeded with `seed`: the game if one is in progress, else the start screen.
    pub fn new(saved: Saved, save_to: Option<PathBuf>, now: Instant, seed: u64) -> State {
        let Saved { session, window } = saved.clone();
        let has_game = session.game.is_some();
        let strategy = StrategyTab::showing(ShownStrategy::of_place(window.strategy));
        let explore = ExploreTab::of_place(&window.explorer, window.your_minimax, window.code.file.is_some());
        let code = CodeTab::of_place(window.code.clone());
        State {
            screen: Screen::of_code(window.tab, has_game),
            explore,
            game: GameTab::new(session, seed),
            dark_theme: window.dark_theme,
            size: window.size,
            notices: Vec::new(),
            silenced: Vec::new(),
            engines: EnginesTab::default(),
            code,
            strategy,
            jobs: Jobs::default(),
            now,
            system_lang: Lang::En,
            chinese_font: ChineseFont::NotLookedFor,
            save_to,
            last_saved: saved,
            saved_at: None,
        }
    }

    /// What every tab's view reads besides its own tab.
    pub fn shared(&self) -> Shared<'_> {
        let wanted = self.explore.explorer.wanted();
        Shared {
            lang: self.lang(),
            now: self.now,
            board: self.board(),
            explorer: (wanted.board, wanted.rung),
            file_open: self.code.file().is_some(),
            jobs: &self.jobs,
        }
    }

    /// The language asked for: the person's choice, else the system's.
    pub fn wanted_lang(&self) -> Lang {
        self.game.session.language.unwrap_or(self.system_lang)
    }

    /// The language the window speaks: the one asked for, but English while no font has Chinese's
    /// characters.
    pub fn lang(&self) -> Lang {
        match (self.wanted_lang(), self.chinese_font) {
            (Lang::Zh, ChineseFont::Installed) => Lang::Zh,
            _ => Lang::En,
        }
    }

    /// The board of the game on screen, or the empty board.
    pub fn board(&self) -> Board {
        self.game.board()
    }

    /// Whether the computer is searching for its move.
    pub fn is_thinking(&self) -> bool {
        self.jobs.is_running(Task::ComputerMove)
    }

    /// The status line of the game.
    pub fn status(&self) -> String {
        let file_open = self.code.file().is_some();
        self.game.status(self.lang(), self.is_thinking(), file_open)
    }

    /// What the Explore tab's changes read outside it, the learner's file being `file`.
    pub(super) fn around<'a>(&self, file: Option<&'a std::path::Path>, door: Option<&'a Door>) -> Around<'a> {
        Around {
            now: self.now,
            board: self.board(),
            file,
            door,
        }
    }

    /// What the game's changes read outside the Game tab, the learner's file being `file`.
    pub(super) fn outside<'a>(&self, file: Option<&'a std::path::Path>, door: Option<&'a Door>) -> Outside<'a> {
        Outside {
            now: self.now,
            file,
            door,
        }
    }

    /// What the Game tab's views read, with `shared` from [`State::shared`].
    pub fn seen<'a>(&'a self, shared: &'a Shared<'a>) -> Seen<'a> {
        let played: Vec<Cell> = self
            .game
            .session
            .game
            .iter()
            .flat_map(|g| g.played())
            .map(|m| m.cell)
            .collect();
        let strategy = &self.strategy;
        let left = |side: Player| strategy.left_strategy(side, &played);
        Seen {
            tab: &self.game,
            shared,
            strategy: StrategyHints {
                kind: strategy.choice.kind,
                hinted: strategy.hinted_move(self.board()),
                left_hint: strategy.hint_left(&played),
                left: [left(Player::X), left(Player::O)],
            },
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use crate::host::Instant;

    use super::State;
    use crate::app::session_file::Saved;

    /// A window's state on a fresh session, saved nowhere that exists.
    pub fn state() -> State {
        let save_to = std::env::temp_dir().join("tictactoe-never-written").join("session.bin");
        State::new(Saved::default(), Some(save_to), Instant::now(), 1)
    }
}
