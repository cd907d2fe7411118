//! The session as it is stored now: plain numbers, checked on the way back in. Each format starts
//! with its name, so a foreign file is recognised and an older file is read the way it was written
//! (see `earlier`).
//!
//! - "tictactoe session 1": engine, theme, hints, one tally of X wins, O wins and draws, the game.
//! - "tictactoe session 2": adds the level, the scores by opponent, the level that picked each of
//!   the computer's moves, whether the game on the board counts in the score, and the window's size.
//! - "tictactoe session 3": adds a level for each side when the computer plays itself, what the
//!   engine found for each of the computer's moves (its outcome, move, nodes and time), so the Moves
//!   list shows them after a restart, and the window's language.
//! - "tictactoe session 4": format 3's fields, then the tab shown and where the explorer was (its
//!   position, search, step and speed, Predict and its score, and the finished-search switch).
//! - "tictactoe session 5": format 4's fields, then the learner's file, the files opened before, and
//!   the verdicts of its last check.
//! - "tictactoe session 6": format 5's fields, then the strategy the Strategy tab shows and whether the
//!   explorer shows the learner's own minimax.
//! - "tictactoe session 7": format 6's fields, then your games against the learner's own minimax and
//!   the questions of Predict answered on the explorer's position.
//!
//! Every format keeps the window's theme, and formats 2 and 3 its size, among the session's fields: in
//! memory they are the window's part (`Window`), apart from the session.
//!
//! Engines, modes and levels are stored by fixed codes (the engines' and modes' in the module
//! above): a new one takes a new code, so files written before it still read the same.

use std::time::Duration;

use bincode::{Decode, Encode};

use super::codes::{SavedScores, cell, engine_named, level_code, level_of, mode_named, restore};
use super::earlier::{Format1, Format2};
use super::{
    CodePlace, ExplorerPlace, Predicted, Saved, Session, SessionError, StrategyPlace, Verdicts, Window, engine_code,
    mode_code,
};
use crate::board::{Board, Found, Player};
use crate::engines::{Decision, Engine};
use crate::game::{Move, VsComputer};
use crate::lang::Lang;

/// The name of the format written now.
const FORMAT: &str = "tictactoe session 7";
/// The names of the earlier formats, still read.
const FORMAT_6: &str = "tictactoe session 6";
const FORMAT_5: &str = "tictactoe session 5";
const FORMAT_4: &str = "tictactoe session 4";
const FORMAT_3: &str = "tictactoe session 3";
const FORMAT_2: &str = "tictactoe session 2";
const FORMAT_1: &str = "tictactoe session 1";

pub(super) fn config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<{ 64 * 1024 }>()
}

/// Reads a saved session of any format.
pub(super) fn decode(bytes: &[u8]) -> Result<Saved, SessionError> {
    let format: Result<(String, usize), _> = bincode::decode_from_slice(bytes, config());
    match format {
        Ok((format, _)) if format == FORMAT => decode_whole::<Format7>(bytes)?.into_saved(),
        Ok((format, _)) if format == FORMAT_6 => decode_whole::<Format6>(bytes)?.into_saved(),
        Ok((format, _)) if format == FORMAT_5 => decode_whole::<Format5>(bytes)?.into_saved(),
        Ok((format, _)) if format == FORMAT_4 => decode_whole::<Format4>(bytes)?.into_saved(),
        Ok((format, _)) if format == FORMAT_3 => decode_whole::<Format3>(bytes)?.into_saved(),
        Ok((format, _)) if format == FORMAT_2 => decode_whole::<Format2>(bytes)?.into_saved(),
        Ok((format, _)) if format == FORMAT_1 => decode_whole::<Format1>(bytes)?.into_saved(),
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

/// The most questions of Predict kept for the explorer's position: the last answered, the others then
/// counted again if asked again after a restart.
const MOST_ANSWERED: usize = 1_000;

/// The session in format 7: format 6's fields (under format 7's name), then your games against the
/// learner's own minimax and the questions of Predict answered on the explorer's position.
#[derive(Encode, Decode)]
pub(super) struct Format7 {
    places: Format6,
    /// Your wins, losses and draws against the learner's own minimax.
    vs_learner: [u32; 3],
    /// Each question answered: its step, whether it asked about the loop (else the value), what was
    /// said (for the loop 1 for "it stops"), and whether it came true.
    answered: Vec<(u32, bool, i32, bool)>,
}

impl From<&Saved> for Format7 {
    fn from(saved: &Saved) -> Format7 {
        let mut places = Format6::from(saved);
        places.places.places.session.format = FORMAT.to_string();
        let games = saved.session.earlier.vs_learner;
        let answered = &saved.window.explorer.answered;
        Format7 {
            places,
            vs_learner: [games.wins, games.losses, games.draws],
            answered: answered[answered.len().saturating_sub(MOST_ANSWERED)..]
                .iter()
                .map(|a| (a.step, a.cut, a.guess, a.right))
                .collect(),
        }
    }
}

impl Format7 {
    fn into_saved(self) -> Result<Saved, SessionError> {
        let mut saved = self.places.into_saved()?;
        let [wins, losses, draws] = self.vs_learner;
        saved.session.earlier.vs_learner = VsComputer { wins, losses, draws };
        let answered: Vec<Predicted> = self
            .answered
            .into_iter()
            .map(|(step, cut, guess, right)| Predicted {
                step,
                cut,
                guess,
                right,
            })
            .collect();
        // Each counted once in all: no more of them, nor more right, than the whole score has.
        let [right, made] = saved.window.explorer.predictions;
        let rights = answered.iter().filter(|a| a.right).count();
        let guessed = |a: &Predicted| !a.cut || matches!(a.guess, 0 | 1);
        if answered.len() > made as usize || rights > right as usize || !answered.iter().all(guessed) {
            return Err(SessionError::Damaged);
        }
        saved.window.explorer.answered = answered;
        Ok(saved)
    }
}

/// The session in format 6: format 5's fields (under format 6's name), then the Strategy tab's choice
/// and the explorer's "Your minimax".
#[derive(Encode, Decode)]
pub(super) struct Format6 {
    places: Format5,
    /// The side (0 for X, 1 for O), whether the smallest, and X's opening cell (row, column).
    strategy: (u8, bool, Option<(u8, u8)>),
    your_minimax: bool,
}

impl From<&Saved> for Format6 {
    fn from(saved: &Saved) -> Format6 {
        let mut places = Format5::from(saved);
        places.places.session.format = FORMAT_6.to_string();
        let strategy = saved.window.strategy;
        Format6 {
            places,
            strategy: (
                u8::from(strategy.side == Player::O),
                strategy.smallest,
                strategy.opening.map(|c| (c.row() as u8, c.col() as u8)),
            ),
            your_minimax: saved.window.your_minimax,
        }
    }
}

impl Format6 {
    fn into_saved(self) -> Result<Saved, SessionError> {
        let mut saved = self.places.into_saved()?;
        let (side, smallest, opening) = self.strategy;
        saved.window.strategy = StrategyPlace {
            side: match side {
                0 => Player::X,
                1 => Player::O,
                _ => return Err(SessionError::Damaged),
            },
            smallest,
            opening: opening.map(|(row, col)| cell(row, col)).transpose()?,
        };
        saved.window.your_minimax = self.your_minimax;
        Ok(saved)
    }
}

/// The session in format 5: format 4's fields (under format 5's name), then the Your code tab's.
#[derive(Encode, Decode)]
pub(super) struct Format5 {
    places: Format4,
    code: SavedCode,
}

/// The Your code tab's part, as format 5 stores it: paths as text.
#[derive(Encode, Decode)]
struct SavedCode {
    file: Option<String>,
    recent: Vec<String>,
    /// Passed and checked for each of the seven functions, then check50's passed and checks.
    verdicts: Option<([[u32; 2]; 7], [u32; 2])>,
}

impl From<&Saved> for Format5 {
    fn from(saved: &Saved) -> Format5 {
        let mut places = Format4::from(saved);
        places.session.format = FORMAT_5.to_string();
        let code = &saved.window.code;
        let text = |path: &std::path::PathBuf| path.to_string_lossy().into_owned();
        Format5 {
            places,
            code: SavedCode {
                file: code.file.as_ref().map(text),
                recent: code.recent.iter().map(text).collect(),
                verdicts: code.verdicts.map(|v| (v.functions, v.check50)),
            },
        }
    }
}

impl Format5 {
    fn into_saved(self) -> Result<Saved, SessionError> {
        let mut saved = self.places.into_saved()?;
        let code = self.code;
        for [passed, checked] in code
            .verdicts
            .iter()
            .flat_map(|(functions, check50)| functions.iter().chain([check50]))
        {
            if passed > checked {
                return Err(SessionError::Damaged);
            }
        }
        saved.window.code = CodePlace {
            file: code.file.map(Into::into),
            recent: code.recent.into_iter().map(Into::into).collect(),
            verdicts: code
                .verdicts
                .map(|(functions, check50)| Verdicts { functions, check50 }),
        };
        Ok(saved)
    }
}

/// The session in format 4: format 3's fields (under format 4's name), then the window's places.
#[derive(Encode, Decode)]
pub(super) struct Format4 {
    session: Format3,
    /// The tab shown, by the window's code; 0 for the one the game calls for.
    tab: u8,
    explorer: SavedExplorer,
}

/// Where the explorer was, as format 4 stores it.
#[derive(Encode, Decode)]
struct SavedExplorer {
    /// The root's nine cells, as a board is written.
    board: String,
    /// The search, by its engine code.
    rung: u8,
    follows_game: bool,
    step: u32,
    /// The speed, by the window's code.
    speed: u8,
    predict: bool,
    show_finished: bool,
    /// Predictions right, and made.
    predictions: [u32; 2],
}

impl From<&Saved> for Format4 {
    fn from(saved: &Saved) -> Format4 {
        let place = &saved.window.explorer;
        Format4 {
            session: Format3 {
                format: FORMAT_4.to_string(),
                ..Format3::from(saved)
            },
            tab: saved.window.tab,
            explorer: SavedExplorer {
                board: place.board.to_string(),
                rung: engine_code(Engine::Search(place.rung)),
                follows_game: place.follows_game,
                step: place.step,
                speed: place.speed,
                predict: place.predict,
                show_finished: place.show_finished,
                predictions: place.predictions,
            },
        }
    }
}

impl Format4 {
    fn into_saved(self) -> Result<Saved, SessionError> {
        let mut saved = self.session.into_saved()?;
        let place = self.explorer;
        let Engine::Search(rung) = engine_named(place.rung)? else {
            return Err(SessionError::UnknownEngine(place.rung));
        };
        saved.window.tab = self.tab;
        saved.window.explorer = ExplorerPlace {
            board: place.board.parse().map_err(|_| SessionError::Damaged)?,
            rung,
            follows_game: place.follows_game,
            step: place.step,
            speed: place.speed,
            predict: place.predict,
            show_finished: place.show_finished,
            predictions: place.predictions,
            answered: Vec::new(),
        };
        Ok(saved)
    }
}

/// The session in format 3, and the first part of format 4.
#[derive(Encode, Decode)]
pub(super) struct Format3 {
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

#[derive(Encode, Decode)]
struct SavedGame {
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

impl From<&Saved> for Format3 {
    fn from(Saved { session, window }: &Saved) -> Format3 {
        Format3 {
            format: FORMAT_3.to_string(),
            engine: engine_code(session.engine),
            level: level_code(session.level),
            self_play_levels: session.self_play_levels.map(level_code),
            dark_theme: window.dark_theme,
            hints: session.hints,
            scores: SavedScores::from(&session.earlier),
            game: session.game.as_ref().map(|game| {
                let (moves, played) = game.history();
                SavedGame {
                    mode: mode_code(game.mode()),
                    moves: moves.iter().map(SavedMove::from).collect(),
                    played: played as u8,
                    scored: game.scored(),
                }
            }),
            window_size: window.size,
            language: match session.language {
                None => 0,
                Some(Lang::En) => 1,
                Some(Lang::Zh) => 2,
            },
        }
    }
}

impl From<&Move> for SavedMove {
    fn from(m: &Move) -> SavedMove {
        SavedMove {
            row: m.cell.row() as u8,
            col: m.cell.col() as u8,
            level: m.level.map(level_code),
            decision: m.decision.map(|d| SavedDecision {
                engine: engine_code(d.engine),
                winner: match d.found.winner {
                    None => 0,
                    Some(Player::X) => 1,
                    Some(Player::O) => 2,
                },
                plies: d.found.plies.unwrap_or(PLIES_UNKNOWN),
                choice: d.choice.map(|cell| (cell.row() as u8, cell.col() as u8)),
                nodes: d.nodes,
                elapsed_nanos: u64::try_from(d.elapsed.as_nanos()).unwrap_or(u64::MAX),
                agrees: d.agrees,
            }),
        }
    }
}

impl Format3 {
    fn into_saved(self) -> Result<Saved, SessionError> {
        let game = match self.game {
            None => None,
            Some(SavedGame {
                mode,
                moves,
                played,
                scored,
            }) => {
                let mut board = Board::EMPTY;
                let mut restored = Vec::with_capacity(moves.len());
                for saved in moves {
                    let m = saved.into_move(board)?;
                    board = board.play(m.cell).map_err(SessionError::IllegalMove)?;
                    restored.push(m);
                }
                let mut game = restore(mode_named(mode)?, restored, played)?;
                if !scored {
                    game.leave_out_of_score();
                }
                Some(game)
            }
        };
        let [x, o] = self.self_play_levels;
        let session = Session {
            engine: engine_named(self.engine)?,
            level: level_of(self.level)?,
            self_play_levels: [level_of(x)?, level_of(o)?],
            hints: self.hints,
            earlier: self.scores.into_scores()?,
            game,
            language: match self.language {
                0 => None,
                1 => Some(Lang::En),
                2 => Some(Lang::Zh),
                code => return Err(SessionError::UnknownLang(code)),
            },
        };
        let window = Window {
            size: self.window_size,
            dark_theme: self.dark_theme,
            ..Window::default()
        };
        Ok(Saved { session, window })
    }
}

impl SavedMove {
    /// The move as it was made on `board`.
    fn into_move(self, board: Board) -> Result<Move, SessionError> {
        let decision = match self.decision {
            None => None,
            Some(d) => {
                let winner = match d.winner {
                    0 => None,
                    1 => Some(Player::X),
                    2 => Some(Player::O),
                    _ => return Err(SessionError::Damaged),
                };
                if d.plies > 9 && d.plies != PLIES_UNKNOWN {
                    return Err(SessionError::Damaged);
                }
                let found = Found {
                    winner,
                    plies: (d.plies != PLIES_UNKNOWN).then_some(d.plies),
                };
                let choice = d.choice.map(|(r, c)| cell(r, c)).transpose()?;
                if let Some(chosen) = choice {
                    board.play(chosen).map_err(SessionError::IllegalMove)?;
                }
                let elapsed = Duration::from_nanos(d.elapsed_nanos);
                let mut decision = Decision::new(engine_named(d.engine)?, board, found, choice, d.nodes, elapsed);
                // Checked against the table again: what was saved may not be what is true.
                decision.agrees &= d.agrees;
                Some(decision)
            }
        };
        Ok(Move {
            cell: cell(self.row, self.col)?,
            decision,
            level: self.level.map(level_of).transpose()?,
        })
    }
}
