//! The session as it is stored: plain numbers, checked on the way back in. Each format starts with
//! its name, so a foreign file is recognised and an older file is read the way it was written.
//!
//! - "tictactoe session 1": engine, theme, hints, one tally of X wins, O wins and draws, the game.
//! - "tictactoe session 2": adds the level, the scores by opponent, the level that picked each of
//!   the computer's moves, whether the game on the board counts in the score, and the window's size.
//!
//! Engines, modes and levels are stored by fixed codes (the engines' and modes' in the module
//! above): a new one takes a new code, so files written before it still read the same.

use bincode::{Decode, Encode};

use super::{Session, SessionError, engine_code, engine_of, mode_code, mode_of};
use crate::board::Cell;
use crate::engines::Engine;
use crate::game::{Game, Mode, Record, Scores, VsComputer, mover};
use crate::opponents::Level;

/// The name of the format written now.
const FORMAT: &str = "tictactoe session 2";
/// The name of the first format, still read.
const FORMAT_1: &str = "tictactoe session 1";

pub(super) fn config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<{ 64 * 1024 }>()
}

/// Reads a saved session of either format.
pub(super) fn decode(bytes: &[u8]) -> Result<Session, SessionError> {
    let format: Result<(String, usize), _> = bincode::decode_from_slice(bytes, config());
    match format {
        Ok((format, _)) if format == FORMAT => decode_whole::<Saved>(bytes)?.into_session(),
        Ok((format, _)) if format == FORMAT_1 => decode_whole::<Saved1>(bytes)?.into_session(),
        _ => Err(SessionError::NotASession),
    }
}

/// Decodes all of `bytes` as one `T`, refusing a file cut short, damaged or followed by more.
fn decode_whole<T: Decode<()>>(bytes: &[u8]) -> Result<T, SessionError> {
    let (saved, read): (T, usize) = bincode::decode_from_slice(bytes, config()).map_err(|e| match e {
        bincode::error::DecodeError::UnexpectedEnd { .. } => SessionError::CutShort,
        bincode::error::DecodeError::LimitExceeded => SessionError::TooLarge,
        _ => SessionError::Damaged,
    })?;
    if read != bytes.len() {
        return Err(SessionError::StrayBytes);
    }
    Ok(saved)
}

/// The session in format 2.
#[derive(Encode, Decode)]
pub(super) struct Saved {
    format: String,
    engine: u8,
    level: u8,
    dark_theme: bool,
    hints: bool,
    /// Your wins, losses and draws against the computer, by level code; only levels played.
    vs_computer: Vec<(u8, [u32; 3])>,
    /// X wins, O wins and draws of two players, then of the computer against itself, then of the
    /// games counted by a format 1 session.
    two_players: [u32; 3],
    ai_vs_ai: [u32; 3],
    before_levels: [u32; 3],
    game: Option<SavedGame>,
    /// The window's width and height in points.
    window_size: Option<(u16, u16)>,
}

#[derive(Encode, Decode)]
struct SavedGame {
    mode: u8,
    /// Every move made: (row, col) and, for the computer's moves, the code of the level that
    /// picked it.
    moves: Vec<(u8, u8, Option<u8>)>,
    /// How many of them are on the board; the rest can be redone.
    played: u8,
    /// Whether the game counts in the score.
    scored: bool,
}

/// The session in format 1.
#[derive(Encode, Decode)]
struct Saved1 {
    format: String,
    engine: u8,
    dark_theme: bool,
    hints: bool,
    earlier: [u32; 3],
    game: Option<SavedGame1>,
}

#[derive(Encode, Decode)]
struct SavedGame1 {
    mode: u8,
    moves: Vec<(u8, u8)>,
    played: u8,
}

fn engine_named(code: u8) -> Result<Engine, SessionError> {
    engine_of(code).ok_or(SessionError::UnknownEngine(code))
}

fn mode_named(code: u8) -> Result<Mode, SessionError> {
    mode_of(code).ok_or(SessionError::UnknownMode(code))
}

/// The code a saved file gives each level.
fn level_code(level: Level) -> u8 {
    match level {
        Level::Random => 0,
        Level::Easy => 1,
        Level::Medium => 2,
        Level::Hard => 3,
        Level::Perfect => 4,
    }
}

fn level_of(code: u8) -> Result<Level, SessionError> {
    Level::ALL
        .into_iter()
        .find(|&level| level_code(level) == code)
        .ok_or(SessionError::UnknownLevel(code))
}

fn tally(record: Record) -> [u32; 3] {
    [record.x_wins, record.o_wins, record.draws]
}

fn record([x_wins, o_wins, draws]: [u32; 3]) -> Record {
    Record { x_wins, o_wins, draws }
}

impl From<&Session> for Saved {
    fn from(session: &Session) -> Saved {
        let scores = &session.earlier;
        Saved {
            format: FORMAT.to_string(),
            engine: engine_code(session.engine),
            level: level_code(session.level),
            dark_theme: session.dark_theme,
            hints: session.hints,
            vs_computer: Level::ALL
                .into_iter()
                .map(|level| (level, scores.against(level)))
                .filter(|(_, games)| games.games() > 0)
                .map(|(level, g)| (level_code(level), [g.wins, g.losses, g.draws]))
                .collect(),
            two_players: tally(scores.two_players),
            ai_vs_ai: tally(scores.ai_vs_ai),
            before_levels: tally(scores.before_levels),
            game: session.game.as_ref().map(|game| {
                let (moves, played) = game.history();
                SavedGame {
                    mode: mode_code(game.mode()),
                    moves: moves
                        .iter()
                        .map(|m| (m.cell.row() as u8, m.cell.col() as u8, m.level.map(level_code)))
                        .collect(),
                    played: played as u8,
                    scored: game.scored(),
                }
            }),
            window_size: session.window_size,
        }
    }
}

impl Saved {
    fn into_session(self) -> Result<Session, SessionError> {
        let mut earlier = Scores {
            two_players: record(self.two_players),
            ai_vs_ai: record(self.ai_vs_ai),
            before_levels: record(self.before_levels),
            ..Scores::default()
        };
        for (code, [wins, losses, draws]) in self.vs_computer {
            earlier.add_against(level_of(code)?, VsComputer { wins, losses, draws });
        }
        let game = match self.game {
            None => None,
            Some(SavedGame {
                mode,
                moves,
                played,
                scored,
            }) => {
                let moves = moves
                    .into_iter()
                    .map(|(r, c, level)| Ok((cell(r, c)?, level.map(level_of).transpose()?)))
                    .collect::<Result<Vec<_>, SessionError>>()?;
                let mut game = replay(mode_named(mode)?, &moves, played)?;
                if !scored {
                    game.leave_out_of_score();
                }
                Some(game)
            }
        };
        Ok(Session {
            engine: engine_named(self.engine)?,
            level: level_of(self.level)?,
            dark_theme: self.dark_theme,
            hints: self.hints,
            earlier,
            game,
            window_size: self.window_size,
        })
    }
}

impl Saved1 {
    /// A format 1 session as format 2 has it: the computer played perfectly then, and the one tally
    /// of every game is kept as the games before levels.
    fn into_session(self) -> Result<Session, SessionError> {
        let game = match self.game {
            None => None,
            Some(SavedGame1 { mode, moves, played }) => {
                let mode = mode_named(mode)?;
                let moves = moves
                    .into_iter()
                    .enumerate()
                    .map(|(number, (r, c))| {
                        let level = mode.computer_plays(mover(number)).then_some(Level::Perfect);
                        Ok((cell(r, c)?, level))
                    })
                    .collect::<Result<Vec<_>, SessionError>>()?;
                Some(replay(mode, &moves, played)?)
            }
        };
        Ok(Session {
            engine: engine_named(self.engine)?,
            level: Level::Perfect,
            dark_theme: self.dark_theme,
            hints: self.hints,
            earlier: Scores {
                before_levels: record(self.earlier),
                ..Scores::default()
            },
            game,
            window_size: None,
        })
    }
}

fn cell(row: u8, col: u8) -> Result<Cell, SessionError> {
    Cell::try_from((row as usize, col as usize)).map_err(SessionError::OffBoard)
}

fn replay(mode: Mode, moves: &[(Cell, Option<Level>)], played: u8) -> Result<Game, SessionError> {
    if played as usize > moves.len() {
        return Err(SessionError::MorePlayedThanMade);
    }
    Game::replay_with_levels(mode, moves, played as usize).map_err(SessionError::IllegalMove)
}
