//! The beginning of every session file written before records (formats 1 to 7): the game's
//! settings, scores and game in progress, with the window's theme and size among them (formats 1 to
//! 3 held nothing else). Formats 4 to 7 went on with the window's places after it; this layer reads
//! the beginning and says where it ends, and the window reads what follows.
//!
//! Engines, modes and levels are stored by fixed codes (the engines' and modes' in the module
//! above): a new one takes a new code, so files written before it still read the same.

use std::time::Duration;

use bincode::{Decode, Encode};

use super::codes::{SavedScores, cell, engine_named, level_code, level_of, mode_named, opponent_named, restore};
use super::earlier::{Format1, Format2, Whole};
use super::{LEARNERS_MINIMAX, Session, SessionError, engine_code, mode_code};
use crate::board::{Board, Cell, Found, Player};
use crate::engines::Decision;
use crate::game::{Game, Move, Picker};
use crate::lang::Lang;

/// The names of the formats before records, still read.
const FORMAT_7: &str = "tictactoe session 7";
const FORMAT_6: &str = "tictactoe session 6";
const FORMAT_5: &str = "tictactoe session 5";
const FORMAT_4: &str = "tictactoe session 4";
const FORMAT_3: &str = "tictactoe session 3";
const FORMAT_2: &str = "tictactoe session 2";
const FORMAT_1: &str = "tictactoe session 1";

pub(super) fn config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<{ 64 * 1024 }>()
}

/// What the beginning of a file of format 1 to 7 holds, and where it ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Beginning {
    /// The file's format, 1 to 7.
    pub format: u8,
    /// The settings, scores and game in progress.
    pub session: Session,
    /// The window's theme, kept among the session's fields then.
    pub dark_theme: bool,
    /// The window's size, kept among the session's fields in formats 2 and 3.
    pub size: Option<(u16, u16)>,
    /// How many bytes the beginning takes: formats 4 to 7 go on with the window's places.
    pub read: usize,
}

/// Reads the beginning of a file of format 1 to 7; a file of formats 1 to 3 must end with it.
pub fn read_beginning(bytes: &[u8]) -> Result<Beginning, SessionError> {
    let format: Result<(String, usize), _> = bincode::decode_from_slice(bytes, config());
    let number = match format {
        Ok((name, _)) => {
            [FORMAT_1, FORMAT_2, FORMAT_3, FORMAT_4, FORMAT_5, FORMAT_6, FORMAT_7]
                .iter()
                .position(|known| *known == name)
                .ok_or(SessionError::NotASession)? as u8
                + 1
        }
        Err(_) => return Err(SessionError::NotASession),
    };
    let (whole, read) = match number {
        1 => (decode_whole::<Format1>(bytes)?.into_whole()?, bytes.len()),
        2 => (decode_whole::<Format2>(bytes)?.into_whole()?, bytes.len()),
        3 => (decode_whole::<Format3>(bytes)?.into_whole()?, bytes.len()),
        _ => {
            let (format3, read) = decode_part::<Format3>(bytes)?;
            (format3.into_whole()?, read)
        }
    };
    let (session, dark_theme, size) = whole;
    Ok(Beginning {
        format: number,
        session,
        dark_theme,
        size,
        read,
    })
}

/// Decodes a `T` at the start of `bytes`, and how many bytes it took.
pub fn decode_part<T: Decode<()>>(bytes: &[u8]) -> Result<(T, usize), SessionError> {
    bincode::decode_from_slice(bytes, config()).map_err(|e| match e {
        bincode::error::DecodeError::UnexpectedEnd { .. } => SessionError::CutShort,
        bincode::error::DecodeError::LimitExceeded => SessionError::TooLarge,
        _ => SessionError::Damaged,
    })
}

/// Decodes all of `bytes` as one `T`, refusing bytes cut short, damaged or followed by more.
pub fn decode_whole<T: Decode<()>>(bytes: &[u8]) -> Result<T, SessionError> {
    let (saved, read): (T, usize) = decode_part(bytes)?;
    if read != bytes.len() {
        return Err(SessionError::StrayBytes);
    }
    Ok(saved)
}

/// The session in format 3, and the first part of format 4.
#[derive(Encode, Decode)]
struct Format3 {
    format: String,
    engine: u8,
    level: u8,
    /// The levels of X and of O when the computer plays itself.
    self_play_levels: [u8; 2],
    dark_theme: bool,
    hints: bool,
    scores: SavedScores,
    game: Option<SavedGame>,
    /// The window's width and height in points.
    window_size: Option<(u16, u16)>,
    /// 0 to follow the system's language, 1 for English, 2 for Chinese.
    language: u8,
}

/// A game as formats 3 on store it.
#[derive(Encode, Decode)]
pub(super) struct SavedGame {
    mode: u8,
    /// Every move made, including those undone and waiting to be redone.
    moves: Vec<SavedMove>,
    /// How many of them are on the board.
    played: u8,
    /// Whether the game counts in the score.
    scored: bool,
}

#[derive(Encode, Decode)]
struct SavedMove {
    row: u8,
    col: u8,
    /// The code of the level that picked a computer's move.
    level: Option<u8>,
    /// What the engine found when the computer moved.
    decision: Option<SavedDecision>,
}

/// The plies saved for an answer that does not count them (the course's searches).
const PLIES_UNKNOWN: u8 = u8::MAX;

/// An engine's answer on the position before the move; the position itself is the game's.
#[derive(Encode, Decode)]
struct SavedDecision {
    engine: u8,
    /// 0 for a draw, 1 for X, 2 for O.
    winner: u8,
    /// Moves to the end, or [`PLIES_UNKNOWN`] from a search that does not count them.
    plies: u8,
    /// The engine's own move, as (row, col).
    choice: Option<(u8, u8)>,
    nodes: u64,
    elapsed_nanos: u64,
    /// Whether its findings agreed with the table; read back only if the table still agrees.
    agrees: bool,
}

impl From<&Game> for SavedGame {
    fn from(game: &Game) -> SavedGame {
        let (moves, played) = game.history();
        SavedGame {
            mode: mode_code(game.mode()),
            moves: moves.iter().map(SavedMove::from).collect(),
            played: played as u8,
            scored: game.scored(),
        }
    }
}

impl SavedGame {
    /// The game, each move checked against the ones before it.
    pub(super) fn into_game(self) -> Result<Game, SessionError> {
        let mut board = Board::EMPTY;
        let mut restored = Vec::with_capacity(self.moves.len());
        for saved in self.moves {
            let m = saved.into_move(board)?;
            board = board.play(m.cell).map_err(SessionError::IllegalMove)?;
            restored.push(m);
        }
        let mut game = restore(mode_named(self.mode)?, restored, self.played)?;
        if !self.scored {
            game.leave_out_of_score();
        }
        Ok(game)
    }
}

/// The code a saved file gives the language chosen: 0 to follow the system's.
pub(super) fn language_code(language: Option<Lang>) -> u8 {
    match language {
        None => 0,
        Some(Lang::En) => 1,
        Some(Lang::Zh) => 2,
    }
}

pub(super) fn language_of(code: u8) -> Result<Option<Lang>, SessionError> {
    match code {
        0 => Ok(None),
        1 => Ok(Some(Lang::En)),
        2 => Ok(Some(Lang::Zh)),
        code => Err(SessionError::UnknownLang(code)),
    }
}

impl From<&Move> for SavedMove {
    fn from(m: &Move) -> SavedMove {
        let decision = match m.picker {
            Some(Picker::LearnersMinimax { elapsed }) => Some(SavedDecision::learners(m.cell, elapsed)),
            _ => m.decision.map(SavedDecision::from),
        };
        SavedMove {
            row: m.cell.row() as u8,
            col: m.cell.col() as u8,
            level: m.level().map(level_code),
            decision,
        }
    }
}

impl From<Decision> for SavedDecision {
    fn from(d: Decision) -> SavedDecision {
        SavedDecision {
            engine: engine_code(d.engine),
            winner: winner_code(d.found.winner),
            plies: d.found.plies.unwrap_or(PLIES_UNKNOWN),
            choice: d.choice.map(|cell| (cell.row() as u8, cell.col() as u8)),
            nodes: d.nodes,
            elapsed_nanos: nanos(d.elapsed),
            agrees: d.agrees,
        }
    }
}

impl SavedDecision {
    /// The learner's `minimax`'s move as the file has always held it: a decision of engine code
    /// [`LEARNERS_MINIMAX`] whose time is the learner's; only that time is read back.
    fn learners(cell: Cell, elapsed: Duration) -> SavedDecision {
        SavedDecision {
            engine: LEARNERS_MINIMAX,
            winner: 0,
            plies: PLIES_UNKNOWN,
            choice: Some((cell.row() as u8, cell.col() as u8)),
            nodes: 0,
            elapsed_nanos: nanos(elapsed),
            agrees: true,
        }
    }
}

fn winner_code(winner: Option<Player>) -> u8 {
    match winner {
        None => 0,
        Some(Player::X) => 1,
        Some(Player::O) => 2,
    }
}

fn nanos(elapsed: Duration) -> u64 {
    u64::try_from(elapsed.as_nanos()).unwrap_or(u64::MAX)
}

impl Format3 {
    fn into_whole(self) -> Result<Whole, SessionError> {
        let [x, o] = self.self_play_levels;
        let session = Session {
            opponent: opponent_named(self.engine)?,
            level: level_of(self.level)?,
            self_play_levels: [level_of(x)?, level_of(o)?],
            hints: self.hints,
            earlier: self.scores.into_scores()?,
            game: self.game.map(SavedGame::into_game).transpose()?,
            language: language_of(self.language)?,
        };
        Ok((session, self.dark_theme, self.window_size))
    }
}

impl SavedMove {
    /// The move as it was made on `board`.
    fn into_move(self, board: Board) -> Result<Move, SessionError> {
        let cell = cell(self.row, self.col)?;
        if let Some(SavedDecision {
            engine: LEARNERS_MINIMAX,
            elapsed_nanos,
            ..
        }) = self.decision
        {
            let elapsed = Duration::from_nanos(elapsed_nanos);
            return Ok(Move {
                cell,
                decision: None,
                picker: Some(Picker::LearnersMinimax { elapsed }),
            });
        }
        Ok(Move {
            cell,
            decision: self.decision.map(|d| d.into_decision(board)).transpose()?,
            picker: self.level.map(level_of).transpose()?.map(Picker::Level),
        })
    }
}

impl SavedDecision {
    /// The engine's answer on `board`, checked against the table again.
    fn into_decision(self, board: Board) -> Result<Decision, SessionError> {
        let winner = match self.winner {
            0 => None,
            1 => Some(Player::X),
            2 => Some(Player::O),
            _ => return Err(SessionError::Damaged),
        };
        if self.plies > 9 && self.plies != PLIES_UNKNOWN {
            return Err(SessionError::Damaged);
        }
        let found = Found {
            winner,
            plies: (self.plies != PLIES_UNKNOWN).then_some(self.plies),
        };
        let choice = self.choice.map(|(r, c)| cell(r, c)).transpose()?;
        if let Some(chosen) = choice {
            board.play(chosen).map_err(SessionError::IllegalMove)?;
        }
        let elapsed = Duration::from_nanos(self.elapsed_nanos);
        let mut decision = Decision::new(engine_named(self.engine)?, board, found, choice, self.nodes, elapsed);
        // What was saved may not be what is true.
        decision.agrees &= self.agrees;
        Ok(decision)
    }
}
