//! Everything the window shows, in one place, and everything that changes it: the session and the
//! window's own part of what is saved, the screen, what the background work found and what is still
//! running. Views only read it; `State::apply` alone changes it, and every method of `State` is in this
//! folder: the questions views ask here, the changes in `apply` and the files of its groups.

mod action;
mod answer;
mod apply;
mod due;
mod game;
mod jobs;
mod learner;
mod leaving;
mod notice;
mod notices;
mod saving;
mod screen;
mod self_play;
mod shared;
mod speed;

use std::path::PathBuf;
use std::time::Instant;

use crate::app::code::CodeTab;
use crate::app::engines::EnginesTab;
use crate::app::explore::{Around, ExploreTab};
use crate::app::strategy::{ShownStrategy, StrategyTab};
use crate::board::{Board, Player};
use crate::game::session::{Saved, Session, Window};
use crate::game::{Mode, Turn, mover};
use crate::lang::Lang;
use crate::opponents::Random;

pub use action::Action;
pub use answer::Answer;
pub use jobs::{Finished, Job, JobId, Jobs, Lane, Progress, Running, Spawn, Task, Waker};
pub use learner::{LearnerAnswer, LearnerGame, MOVE_LIMIT, Thinking};
pub use leaving::Leaving;
pub use notice::{ChineseFont, Notice, NoticeKind};
pub use screen::Screen;
pub use self_play::SelfPlay;
pub use shared::Shared;
pub use speed::Speed;

/// The window's state.
#[derive(Debug)]
pub struct State {
    /// Settings, score and the game in progress: what survives a restart.
    pub session: Session,
    /// The window's size and theme, saved with the session.
    pub window: Window,
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
    /// The game against the learner's own `minimax`.
    pub learner: LearnerGame,
    /// The Strategy tab, and the game's strategy hint.
    pub strategy: StrategyTab,
    /// The work running in the background.
    pub jobs: Jobs<Answer>,
    /// When the computer may move next while it plays both sides, so people can follow.
    pub(super) next_computer_move_at: Option<Instant>,
    /// The computer playing itself: paused or not, and how fast.
    pub self_play: SelfPlay,
    /// Where the person asked to go from a game in progress, while the window asks whether to
    /// leave it.
    pub leaving: Option<Leaving>,
    /// Whether the window asks whether to forget every score.
    pub resetting_scores: bool,
    /// The game as it was after this many moves, while the player walks back through its moves;
    /// `None` shows the board as it is.
    pub looking_back: Option<usize>,
    /// The computer's dice, seeded so games vary.
    pub(super) random: Random,
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
        let strategy = StrategyTab::showing(ShownStrategy::of_place(window.strategy));
        let explore = ExploreTab::of_place(&window.explorer, window.your_minimax, window.code.file.is_some());
        let code = CodeTab::of_place(window.code.clone());
        State {
            screen: Screen::of_code(window.tab, session.game.is_some()),
            explore,
            session,
            window,
            notices: Vec::new(),
            silenced: Vec::new(),
            engines: EnginesTab::default(),
            code,
            learner: LearnerGame::default(),
            strategy,
            jobs: Jobs::default(),
            next_computer_move_at: None,
            self_play: SelfPlay::default(),
            leaving: None,
            resetting_scores: false,
            looking_back: None,
            random: Random::new(seed),
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
        self.session.language.unwrap_or(self.system_lang)
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
        self.session.game.as_ref().map(|g| g.board()).unwrap_or_default()
    }

    /// How many moves the game on screen has on its board (none without a game).
    pub fn played(&self) -> usize {
        self.session.game.as_ref().map_or(0, |g| g.played().len())
    }

    /// The status line: the game's own, but while the computer plays itself, who plays whom at
    /// which levels first, then "Paused" when it is paused and only who is to move during the pause
    /// between its moves; "thinking" only while it searches.
    pub fn status(&self) -> String {
        let Some(game) = &self.session.game else {
            return String::new();
        };
        let lang = self.lang();
        let said = match game.turn() {
            Turn::Computer(_) if self.learner_stuck() => lang
                .pick("Your minimax gave no move", "你的 minimax 没有给出着法")
                .to_string(),
            Turn::Computer(player) if game.mode() == Mode::SelfPlay => {
                if self.self_play.paused {
                    lang.pick(format!("Paused: {player} to move"), format!("已暂停：轮到 {player}"))
                } else if self.is_thinking() {
                    game.status(lang)
                } else {
                    lang.pick(format!("{player} to move"), format!("轮到 {player}"))
                }
            }
            _ => game.status(lang),
        };
        if game.mode() != Mode::SelfPlay {
            return said;
        }
        // The level each side last played at in this game; the chosen one until it has moved.
        let level = |side: Player| {
            let mut played = game.played().iter().enumerate();
            let last = played.rfind(|(number, _)| mover(*number) == side);
            let level = last.and_then(|(_, m)| m.level);
            level
                .unwrap_or(self.session.level_for(Mode::SelfPlay, side))
                .label(lang)
        };
        let (x, o) = (level(Player::X), level(Player::O));
        lang.pick(
            format!("X ({x}) vs O ({o}) · {said}"),
            format!("X（{x}）对 O（{o}）· {said}"),
        )
    }

    /// The board shown: the game's as it is, or as it was at the move looked back at.
    pub fn shown_board(&self) -> Board {
        match (&self.session.game, self.looking_back) {
            (Some(game), Some(moves)) => game.board_after(moves),
            _ => self.board(),
        }
    }

    /// What the Explore tab's changes read outside it, the learner's file being `file`.
    pub(super) fn around<'a>(&self, file: Option<&'a std::path::Path>) -> Around<'a> {
        Around {
            now: self.now,
            board: self.board(),
            file,
        }
    }

    /// The move the strategy shown makes on the game's board, while a hint was asked there.
    pub fn hinted_move(&self) -> Option<crate::board::Cell> {
        self.strategy.hinted_move(self.board())
    }

    /// The moves played in the game on screen, from the empty board.
    pub fn played_cells(&self) -> Vec<crate::board::Cell> {
        let played = self.session.game.as_ref().map(|g| g.played());
        played.unwrap_or_default().iter().map(|m| m.cell).collect()
    }

    /// Whether the computer is searching for its move.
    pub fn is_thinking(&self) -> bool {
        self.jobs.is_running(Task::ComputerMove)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use std::time::Instant;

    use super::State;
    use crate::game::session::Saved;

    /// A window's state on a fresh session, saved nowhere that exists.
    pub fn state() -> State {
        let save_to = std::env::temp_dir().join("tictactoe-never-written").join("session.bin");
        State::new(Saved::default(), Some(save_to), Instant::now(), 1)
    }
}
