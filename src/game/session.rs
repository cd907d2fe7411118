//! The session that survives a restart: settings, scores and the game in progress, saved with bincode
//! beside the window's own part (its size and theme). A file that is not a session is moved aside and
//! replaced by a fresh session; a file that cannot be read at all is left as it is and never saved
//! over; never a crash.

mod codes;
mod earlier;
mod error;
mod saved;

pub use error::SessionError;

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use super::{Game, Mode, Scores};
use crate::board::{Board, Cell, Player};
use crate::engines::{Engine, Rung};
use crate::lang::{Lang, Said};
use crate::opponents::Level;
use crate::output::files;

/// What the window remembers between runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// How the computer judges its moves.
    pub engine: Engine,
    /// How strongly the computer plays against you.
    pub level: Level,
    /// How strongly it plays X and O when it plays itself, X first.
    pub self_play_levels: [Level; 2],
    /// Show each empty cell's outcome on the board.
    pub hints: bool,
    /// The games finished before the one on the board.
    pub earlier: Scores,
    /// The game on the board; `None` on the start screen.
    pub game: Option<Game>,
    /// The window's language, chosen in it; `None` to follow the system's.
    pub language: Option<Lang>,
}

impl Default for Session {
    fn default() -> Session {
        Session {
            engine: Engine::Table,
            level: Level::Perfect,
            self_play_levels: [Level::Perfect; 2],
            hints: false,
            earlier: Scores::default(),
            game: None,
            language: None,
        }
    }
}

/// The window's own part of what is saved: how it looked when it closed. The file keeps it beside the
/// session; nothing in this layer reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// The window's size in points (width, height) as it was last, so it opens the same.
    pub size: Option<(u16, u16)>,
    /// The dark theme, or the light one.
    pub dark_theme: bool,
    /// The tab shown, by the window's own code; 0 for the one the game calls for.
    pub tab: u8,
    /// Where the explorer was.
    pub explorer: ExplorerPlace,
    /// The learner's file, the files opened before it, and how its last check went.
    pub code: CodePlace,
    /// The strategy the Strategy tab shows.
    pub strategy: StrategyPlace,
    /// Whether the explorer shows the learner's own minimax beside the course's.
    pub your_minimax: bool,
}

impl Default for Window {
    fn default() -> Window {
        Window {
            size: None,
            dark_theme: true,
            tab: 0,
            explorer: ExplorerPlace::default(),
            code: CodePlace::default(),
            strategy: StrategyPlace::default(),
            your_minimax: false,
        }
    }
}

/// The strategy the Strategy tab shows: whose, which, and X's opening as the cell it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrategyPlace {
    /// The side that follows it.
    pub side: Player,
    /// The smallest strategy, rather than the Perfect level's.
    pub smallest: bool,
    /// X's opening, as its cell on the empty board: 1,1, 0,0 or 0,1.
    pub opening: Option<Cell>,
}

impl Default for StrategyPlace {
    /// X's smallest strategy, opening in the centre.
    fn default() -> StrategyPlace {
        StrategyPlace {
            side: Player::X,
            smallest: true,
            opening: Some(Cell::new(1, 1)),
        }
    }
}

/// The Your code tab's part of the session: the learner's file, the files opened before (the newest
/// first), and the verdicts of its last check, shown as old until the check made on opening ends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodePlace {
    /// The file open in the tab.
    pub file: Option<PathBuf>,
    /// The files opened before it, the newest first.
    pub recent: Vec<PathBuf>,
    /// How the last check of the open file went.
    pub verdicts: Option<Verdicts>,
}

/// What a check of the learner's file found, in numbers: enough to show it again, marked as old, and to
/// say what a later check changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Verdicts {
    /// Calls passed and checked, for player, actions, result, winner, terminal, utility and minimax.
    pub functions: [[u32; 2]; 7],
    /// check50's checks predicted to pass, and how many it has.
    pub check50: [u32; 2],
}

/// Where the search explorer was: its position and search, the step of the program, how fast the
/// steps ran, its switches and the learner's score at predicting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplorerPlace {
    /// The position at the root.
    pub board: Board,
    /// The search recorded from it.
    pub rung: Rung,
    /// Whether the root follows the game's board.
    pub follows_game: bool,
    /// The step of the program shown.
    pub step: u32,
    /// How fast the steps run, by the window's own code.
    pub speed: u8,
    /// Whether Predict is on.
    pub predict: bool,
    /// Whether the finished search shows at every step.
    pub show_finished: bool,
    /// Predictions right, and made.
    pub predictions: [u32; 2],
    /// The questions of the position shown answered so far, each once: its score, and what is not
    /// counted again when asked again.
    pub answered: Vec<Predicted>,
}

/// One of Predict's questions answered on the explorer's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Predicted {
    /// The step it was asked before.
    pub step: u32,
    /// What it asked: whether the loop stops there (`true`), or what the call returns.
    pub cut: bool,
    /// What was said: the value, or for a loop 1 for "it stops" and 0 for "it goes on".
    pub guess: i32,
    /// Whether it came true.
    pub right: bool,
}

impl Default for ExplorerPlace {
    /// The course's alpha-beta from the empty board, following the game, at its first step.
    fn default() -> ExplorerPlace {
        ExplorerPlace {
            board: Board::EMPTY,
            rung: Rung::CourseAlphaBeta,
            follows_game: true,
            step: 0,
            speed: 1,
            predict: false,
            show_finished: false,
            predictions: [0, 0],
            answered: Vec::new(),
        }
    }
}

/// What a session file holds: the session and the window's part.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Saved {
    /// Settings, scores and the game in progress.
    pub session: Session,
    /// The window's size and theme.
    pub window: Window,
}

impl Saved {
    /// The session file's bytes, in the newest format.
    pub fn encode(&self) -> Vec<u8> {
        bincode::encode_to_vec(saved::Format7::from(self), saved::config()).expect("encoding into memory cannot fail")
    }

    /// Reads a session file of this version or an earlier one, refusing anything that is not one,
    /// whole.
    pub fn decode(bytes: &[u8]) -> Result<Saved, SessionError> {
        saved::decode(bytes)
    }
}

impl Session {
    /// The level the computer plays `side` at in a game of `mode`.
    pub fn level_for(&self, mode: Mode, side: Player) -> Level {
        match mode {
            Mode::SelfPlay => self.self_play_levels[side.index()],
            _ => self.level,
        }
    }

    /// Every finished game, the one on the board included.
    pub fn scores(&self) -> Scores {
        match &self.game {
            Some(game) => self.earlier.with(game),
            None => self.earlier.clone(),
        }
    }

    /// Starts a game, keeping the score of the one it replaces if that one was finished.
    pub fn start(&mut self, mode: Mode) {
        self.finish_game();
        self.game = Some(Game::new(mode));
    }

    /// Back to the start screen, keeping the score.
    pub fn leave_game(&mut self) {
        self.finish_game();
        self.game = None;
    }

    /// Forgets every score, the finished game on the board's included.
    pub fn reset_scores(&mut self) {
        self.earlier = Scores::default();
        if let Some(game) = &mut self.game {
            game.leave_out_of_score();
        }
    }

    fn finish_game(&mut self) {
        if let Some(game) = self.game.take() {
            self.earlier = self.earlier.with(&game);
        }
    }
}

/// What opening the saved session found.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The session and the window's part read, or fresh ones.
    pub saved: Saved,
    /// A problem to show: the file could not be read, and where it was moved.
    pub problem: Option<Said>,
    /// Whether a file we could not read is still at the path: saving there would lose it, so this
    /// session must not be saved over it.
    pub keep_file: bool,
}

/// Reads the session at `path`: a missing file is a fresh start; a file that is not a session is
/// moved aside to `<path>.corrupt` and reported, and a fresh session takes its place.
pub fn load(path: &Path) -> Loaded {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return fresh(None),
        Err(e) => {
            let path = path.display();
            return kept(Said::new(
                format!(
                    "The saved session {path} could not be read: {e}. It is left as it is, and this session will not be saved."
                ),
                format!("无法读取保存的会话 {path}：{e}。文件保持原样，本次会话不会保存。"),
            ));
        }
    };
    match Saved::decode(&bytes) {
        Ok(saved) => Loaded {
            saved,
            problem: None,
            keep_file: false,
        },
        Err(reason) => {
            let aside = aside_path(path);
            let (shown, why) = (path.display(), |lang| reason.words(lang));
            match std::fs::rename(path, &aside) {
                Ok(()) => {
                    let aside = aside.display();
                    fresh(Some(Said::new(
                        format!(
                            "The saved session {shown} was unreadable ({}); it was moved to {aside} and a fresh session started.",
                            why(Lang::En)
                        ),
                        format!(
                            "保存的会话 {shown} 无法读取（{}）；已将它移到 {aside}，并开始新的会话。",
                            why(Lang::Zh)
                        ),
                    )))
                }
                Err(e) => kept(Said::new(
                    format!(
                        "The saved session {shown} was unreadable ({}) and could not be moved aside ({e}); it is left as it is, and this session will not be saved.",
                        why(Lang::En)
                    ),
                    format!(
                        "保存的会话 {shown} 无法读取（{}），也无法移开（{e}）；文件保持原样，本次会话不会保存。",
                        why(Lang::Zh)
                    ),
                )),
            }
        }
    }
}

fn fresh(problem: Option<Said>) -> Loaded {
    Loaded {
        problem,
        ..Loaded::default()
    }
}

/// A fresh session that must not be saved over the file that could not be read.
fn kept(problem: Said) -> Loaded {
    Loaded {
        keep_file: true,
        ..fresh(Some(problem))
    }
}

/// Where an unreadable session file is moved: `session.bin.corrupt` beside it, or
/// `session.bin.corrupt.2`, `.3`, ... when earlier ones are there, so none is overwritten.
pub fn aside_path(path: &Path) -> PathBuf {
    let named = |suffix: String| {
        let mut aside = path.as_os_str().to_owned();
        aside.push(suffix);
        PathBuf::from(aside)
    };
    std::iter::once(named(".corrupt".to_string()))
        .chain((2..).map(|n| named(format!(".corrupt.{n}"))))
        .find(|aside| !aside.exists())
        .expect("an unused name is always found")
}

/// Saves the session and the window's part whole or not at all, creating its folder if need be.
pub fn save(saved: &Saved, path: &Path) -> io::Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    files::write_whole(path, &saved.encode())
}

/// `$XDG_DATA_HOME/tictactoe/session.bin`, else `~/.local/share/tictactoe/session.bin`; the
/// platform's data folder on Windows and macOS. `None` when no home is known.
pub fn default_path() -> Option<PathBuf> {
    path_in(|name| std::env::var_os(name))
}

/// The session's path given the environment's variables (`env(name)`).
pub fn path_in(env: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let var = |name: &str| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let data = if cfg!(windows) {
        var("APPDATA")
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|home| home.join("Library/Application Support"))
    } else {
        var("XDG_DATA_HOME").or_else(|| var("HOME").map(|home| home.join(".local/share")))
    }?;
    Some(data.join("tictactoe").join("session.bin"))
}

/// The code a saved file gives each engine. Fixed for good: a new engine takes a new code, so files
/// written before it still read the same.
fn engine_code(engine: Engine) -> u8 {
    match engine {
        Engine::Table => 0,
        Engine::Search(Rung::Minimax) => 1,
        Engine::Search(Rung::AlphaBeta) => 2,
        Engine::Search(Rung::AlphaBetaTT) => 3,
        Engine::Search(Rung::AlphaBetaCells) => 4,
        Engine::Search(Rung::AlphaBetaTTBoard) => 5,
        Engine::Search(Rung::CourseMinimax) => 6,
        Engine::Search(Rung::CourseAlphaBeta) => 7,
        Engine::Learner => 8,
    }
}

fn engine_of(code: u8) -> Option<Engine> {
    Engine::NAMED
        .into_iter()
        .chain([Engine::Learner])
        .find(|&engine| engine_code(engine) == code)
}

/// The code a saved file gives each mode, fixed like the engines'.
fn mode_code(mode: Mode) -> u8 {
    match mode {
        Mode::PlayAsX => 0,
        Mode::PlayAsO => 1,
        Mode::TwoPlayers => 2,
        Mode::SelfPlay => 3,
    }
}

fn mode_of(code: u8) -> Option<Mode> {
    Mode::ALL.into_iter().find(|&mode| mode_code(mode) == code)
}
