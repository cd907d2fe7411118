//! Everything the window shows, in one place: the session and the window's own part of what is saved,
//! the screen, what the background work found and what is still running. Views only read it;
//! `State::apply` alone changes it.

use std::path::PathBuf;
use std::time::Instant;

use crate::board::{Board, Player};
use crate::engines::{Decision, Rung, Verification};
use crate::game::session::{Saved, Session, Window};
use crate::game::{Mode, Turn};
use crate::lang::{Lang, Said};
use crate::opponents::{Choice, Random};

use super::explorer::{Explorer, Recording};
use super::jobs::{Jobs, Task};
use super::leaving::Leaving;
use super::self_play::SelfPlay;

/// Which view fills the window's centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choose how to play.
    Start,
    /// The game on the board.
    Play,
    /// The search explorer.
    Explore,
    /// The engines side by side: compare, the enhancement ladder, verify the table.
    Engines,
}

impl Screen {
    /// The code the session file gives a tab: 0 is for the one the game calls for (the game's, or
    /// the start screen without one).
    pub fn code(self) -> u8 {
        match self {
            Screen::Start | Screen::Play => 0,
            Screen::Explore => 1,
            Screen::Engines => 2,
        }
    }

    /// The tab of a code, with the game's view for 0 (and for a code from a later version).
    fn of_code(code: u8, game: bool) -> Screen {
        match (code, game) {
            (1, _) => Screen::Explore,
            (2, _) => Screen::Engines,
            (_, true) => Screen::Play,
            (_, false) => Screen::Start,
        }
    }
}

/// What a background job hands back.
#[derive(Debug)]
pub enum Answer {
    /// The computer's move, from a live search.
    ComputerMove(Choice),
    /// Every engine on one board.
    Comparison(Board, Vec<Decision>),
    /// Every search on every unfinished position.
    Verification(Verification),
    /// A search recorded for the explorer; `None` when the recording was stopped before it ended.
    Recording(Option<Recording>),
    /// Every rung of the ladder on one board.
    Ladder(Board, [Decision; Rung::LADDER.len()]),
    /// The session written to its file, or why it could not be.
    Saved(Result<(), Said>),
}

/// A problem the player should know about, shown until it no longer holds or is dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What to tell the player, as one line, in both languages.
    pub text: Said,
    /// What it is about.
    pub kind: NoticeKind,
}

/// What a notice is about, so a later event can clear the notice it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// The saved session could not be read when the window opened.
    SessionUnreadable,
    /// The session could not be saved.
    SaveFailed,
    /// A background job ended without an answer.
    JobFailed,
    /// Chinese was asked for, but no font on the system has its characters.
    NoChineseFont,
}

/// Whether the window has the glyphs to show Chinese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChineseFont {
    /// Not looked for yet: the window has not shown its first frame.
    NotLookedFor,
    /// A CJK font from the system is installed in the window.
    Installed,
    /// None was found: the window stays in English.
    Missing,
}

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
    /// The Engines tab's own position; `None` to work on the game's board.
    pub engines_board: Option<Board>,
    /// The last comparison of the engines and the board it was for.
    pub compared: Option<(Board, Vec<Decision>)>,
    /// The enhancement ladder last run and the board it was for.
    pub ladder: Option<(Board, [Decision; Rung::LADDER.len()])>,
    /// The last verification's report.
    pub verified: Option<Verification>,
    /// The search explorer.
    pub explorer: Explorer,
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
        State {
            screen: Screen::of_code(window.tab, session.game.is_some()),
            session,
            window,
            notices: Vec::new(),
            silenced: Vec::new(),
            engines_board: None,
            compared: None,
            ladder: None,
            verified: None,
            explorer: Explorer::from_place(window.explorer),
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

    /// The position the Engines tab works on: its own, or the game's board.
    pub fn engines_position(&self) -> Board {
        self.engines_board.unwrap_or_else(|| self.board())
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
        let level = |side: Player| self.session.level_for(Mode::SelfPlay, side).label(lang);
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

    /// Whether the computer is searching for its move.
    pub fn is_thinking(&self) -> bool {
        self.jobs.is_running(Task::ComputerMove)
    }
}
