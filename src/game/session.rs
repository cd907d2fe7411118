//! The session that survives a restart: settings, score and the game in progress, saved with
//! bincode. A file that cannot be read is moved aside and replaced by a fresh session, never a crash.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use bincode::{Decode, Encode};

use super::{Game, Mode, Record};
use crate::board::Cell;
use crate::engine::Engine;
use crate::files;

/// What the window remembers between runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// How the computer chooses its moves.
    pub engine: Engine,
    /// The dark theme, or the light one.
    pub dark_theme: bool,
    /// Show each empty cell's outcome on the board.
    pub hints: bool,
    /// The games finished before the one on the board.
    pub earlier: Record,
    /// The game on the board; `None` on the start screen.
    pub game: Option<Game>,
}

impl Default for Session {
    fn default() -> Session {
        Session {
            engine: Engine::Table,
            dark_theme: true,
            hints: false,
            earlier: Record::default(),
            game: None,
        }
    }
}

impl Session {
    /// Every finished game, the one on the board included.
    pub fn record(&self) -> Record {
        self.earlier + self.game.as_ref().map_or(Record::default(), |g| Record::of(g.board()))
    }

    /// Starts a game, keeping the score of the one it replaces if that one was finished.
    pub fn start(&mut self, mode: Mode) {
        self.finish_game();
        self.game = Some(Game::new(mode));
    }

    /// Back to the start screen ("Play Again"), keeping the score.
    pub fn leave_game(&mut self) {
        self.finish_game();
        self.game = None;
    }

    fn finish_game(&mut self) {
        if let Some(game) = self.game.take() {
            self.earlier = self.earlier + Record::of(game.board());
        }
    }

    /// The session file's bytes.
    pub fn encode(&self) -> Vec<u8> {
        bincode::encode_to_vec(Saved::from(self), config()).expect("encoding into memory cannot fail")
    }

    /// Reads a saved session, refusing anything that is not one, whole, of this version.
    pub fn decode(bytes: &[u8]) -> Result<Session, String> {
        let format: Result<(String, usize), _> = bincode::decode_from_slice(bytes, config());
        if !format.is_ok_and(|(format, _)| format == FORMAT) {
            return Err("it is not a tic-tac-toe session file".to_string());
        }
        let (saved, read): (Saved, usize) = bincode::decode_from_slice(bytes, config()).map_err(|e| match e {
            bincode::error::DecodeError::UnexpectedEnd { .. } => "it is cut short".to_string(),
            bincode::error::DecodeError::LimitExceeded => "it exceeds the size limit of a session".to_string(),
            _ => "its contents are damaged".to_string(),
        })?;
        if read != bytes.len() {
            return Err("stray bytes follow the session".to_string());
        }
        saved.into_session()
    }
}

/// What opening the saved session found.
#[derive(Debug)]
pub struct Loaded {
    /// The session read, or a fresh one.
    pub session: Session,
    /// A problem to show: the file could not be read, and where it was moved.
    pub problem: Option<String>,
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
            return kept(format!(
                "The saved session {} could not be read: {e}. It is left as it is, and this session will not be saved.",
                path.display()
            ));
        }
    };
    match Session::decode(&bytes) {
        Ok(session) => Loaded {
            session,
            problem: None,
            keep_file: false,
        },
        Err(reason) => {
            let aside = aside_path(path);
            match std::fs::rename(path, &aside) {
                Ok(()) => fresh(Some(format!(
                    "The saved session {} was unreadable ({reason}); it was moved to {} and a fresh session started.",
                    path.display(),
                    aside.display()
                ))),
                Err(e) => kept(format!(
                    "The saved session {} was unreadable ({reason}) and could not be moved aside ({e}); it is left as it is, and this session will not be saved.",
                    path.display()
                )),
            }
        }
    }
}

fn fresh(problem: Option<String>) -> Loaded {
    Loaded {
        session: Session::default(),
        problem,
        keep_file: false,
    }
}

/// A fresh session that must not be saved over the file that could not be read.
fn kept(problem: String) -> Loaded {
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

/// Saves the session whole or not at all, creating its folder if need be.
pub fn save(session: &Session, path: &Path) -> io::Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    files::write_whole(path, &session.encode())
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

/// Names the file's contents, so a foreign file is recognised.
const FORMAT: &str = "tictactoe session 1";

fn config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<{ 64 * 1024 }>()
}

/// The session as it is stored: plain numbers, checked on the way back in.
#[derive(Encode, Decode)]
struct Saved {
    format: String,
    engine: u8,
    dark_theme: bool,
    hints: bool,
    earlier: [u32; 3],
    game: Option<SavedGame>,
}

#[derive(Encode, Decode)]
struct SavedGame {
    mode: u8,
    /// Every move made, as (row, col).
    moves: Vec<(u8, u8)>,
    /// How many of them are on the board; the rest can be redone.
    played: u8,
}

/// The code a saved file gives each engine. Fixed for good: a new engine takes a new code, so files
/// written before it still read the same.
fn engine_code(engine: Engine) -> u8 {
    match engine {
        Engine::Table => 0,
        Engine::Minimax => 1,
        Engine::AlphaBeta => 2,
        Engine::AlphaBetaTT => 3,
    }
}

fn engine_of(code: u8) -> Option<Engine> {
    Engine::ALL.into_iter().find(|&engine| engine_code(engine) == code)
}

/// The code a saved file gives each mode, fixed like the engines'.
fn mode_code(mode: Mode) -> u8 {
    match mode {
        Mode::PlayAsX => 0,
        Mode::PlayAsO => 1,
        Mode::TwoPlayers => 2,
        Mode::AiVsAi => 3,
    }
}

fn mode_of(code: u8) -> Option<Mode> {
    Mode::ALL.into_iter().find(|&mode| mode_code(mode) == code)
}

impl From<&Session> for Saved {
    fn from(session: &Session) -> Saved {
        Saved {
            format: FORMAT.to_string(),
            engine: engine_code(session.engine),
            dark_theme: session.dark_theme,
            hints: session.hints,
            earlier: [session.earlier.x_wins, session.earlier.o_wins, session.earlier.ties],
            game: session.game.as_ref().map(|game| {
                let (moves, played) = game.history();
                let cells = moves.iter().map(|m| (m.cell.row() as u8, m.cell.col() as u8)).collect();
                SavedGame {
                    mode: mode_code(game.mode()),
                    moves: cells,
                    played: played as u8,
                }
            }),
        }
    }
}

impl Saved {
    fn into_session(self) -> Result<Session, String> {
        let engine = engine_of(self.engine).ok_or("unknown engine")?;
        let game = match self.game {
            None => None,
            Some(SavedGame { mode, moves, played }) => {
                let mode = mode_of(mode).ok_or("unknown game mode")?;
                let cells = moves
                    .iter()
                    .map(|&(r, c)| Cell::try_from((r as usize, c as usize)))
                    .collect::<Result<Vec<Cell>, _>>()
                    .map_err(|e| format!("a saved move is illegal: {e}"))?;
                if played as usize > cells.len() {
                    return Err("more moves on the board than were made".to_string());
                }
                Some(Game::replay(mode, &cells, played as usize).map_err(|e| format!("a saved move is illegal: {e}"))?)
            }
        };
        let [x_wins, o_wins, ties] = self.earlier;
        Ok(Session {
            engine,
            dark_theme: self.dark_theme,
            hints: self.hints,
            earlier: Record { x_wins, o_wins, ties },
            game,
        })
    }
}
