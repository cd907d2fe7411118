//! The session that survives a restart: settings, scores and the game in progress. The game layer
//! encodes it as the game's record of the session file and reads the beginning of the files written
//! before records (formats 1 to 7); the window keeps its own records beside it and knows the file's
//! layout. A file that is not a session is moved aside and replaced by a fresh session; a file that
//! cannot be read at all is left as it is and never saved over; never a crash.

mod beginning;
mod codes;
mod earlier;
mod error;
mod record;

pub use beginning::{Beginning, decode_part, decode_whole, read_beginning};
pub use codes::{engine_named, opponent_named};
pub use error::SessionError;

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use super::{Game, Mode, Scores};
use crate::board::Player;
use crate::engines::{Engine, Rung};
use crate::lang::{Lang, Said};
use crate::opponents::{Level, Opponent};
use crate::output::shelf;

/// What the window remembers between runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// Who plays the computer's side: an engine that judges its moves, or the learner's `minimax`.
    pub opponent: Opponent,
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
            opponent: Opponent::default(),
            level: Level::Perfect,
            self_play_levels: [Level::Perfect; 2],
            hints: false,
            earlier: Scores::default(),
            game: None,
            language: None,
        }
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
pub struct Loaded<T> {
    /// What the file held, or a fresh one.
    pub saved: T,
    /// A problem to show: the file could not be read, and where it was moved.
    pub problem: Option<Said>,
    /// Whether a file we could not read is still at the path: saving there would lose it, so this
    /// session must not be saved over it.
    pub keep_file: bool,
}

/// Reads the session at `path` with `decode`: a missing file is a fresh start; a file that is not a
/// session is moved aside to `<path>.corrupt` and reported, and a fresh session takes its place.
pub fn load<T: Default>(path: &Path, decode: impl Fn(&[u8]) -> Result<T, SessionError>) -> Loaded<T> {
    let bytes = match shelf::read(path) {
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
    match decode(&bytes) {
        Ok(saved) => Loaded {
            saved,
            problem: None,
            keep_file: false,
        },
        Err(reason) => {
            let aside = aside_path(path);
            let (shown, why) = (path.display(), |lang| reason.words(lang));
            match shelf::rename(path, &aside) {
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

fn fresh<T: Default>(problem: Option<Said>) -> Loaded<T> {
    Loaded {
        problem,
        ..Loaded::default()
    }
}

/// A fresh session that must not be saved over the file that could not be read.
fn kept<T: Default>(problem: Said) -> Loaded<T> {
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
        .find(|aside| !shelf::exists(aside))
        .expect("an unused name is always found")
}

/// Saves a session file's bytes whole or not at all, creating its folder if need be.
pub fn save(bytes: &[u8], path: &Path) -> io::Result<()> {
    shelf::write(path, bytes)
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
pub fn engine_code(engine: Engine) -> u8 {
    match engine {
        Engine::Table => 0,
        Engine::Search(Rung::Minimax) => 1,
        Engine::Search(Rung::AlphaBeta) => 2,
        Engine::Search(Rung::AlphaBetaTT) => 3,
        Engine::Search(Rung::AlphaBetaCells) => 4,
        Engine::Search(Rung::AlphaBetaTTBoard) => 5,
        Engine::Search(Rung::CourseMinimax) => 6,
        Engine::Search(Rung::CourseAlphaBeta) => 7,
    }
}

/// The code a saved file gives the learner's own `minimax`, beside the engines' (see [`engine_code`]).
pub const LEARNERS_MINIMAX: u8 = 8;

/// The code a saved file gives each opponent: an engine's, or [`LEARNERS_MINIMAX`].
pub fn opponent_code(opponent: Opponent) -> u8 {
    match opponent {
        Opponent::Engine(engine) => engine_code(engine),
        Opponent::LearnersMinimax => LEARNERS_MINIMAX,
    }
}

fn engine_of(code: u8) -> Option<Engine> {
    Engine::NAMED.into_iter().find(|&engine| engine_code(engine) == code)
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
