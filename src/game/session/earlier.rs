//! The session formats written by earlier versions, still read: each is read the way it was
//! written and made a session of the format written now.

use bincode::{Decode, Encode};

use super::codes::{SavedScores, cell, level_of, mode_named, opponent_named, record, restore};
use super::{Session, SessionError};
use crate::game::{Move, Picker, Scores, mover};
use crate::opponents::Level;

/// The session, the theme and the size, as formats 1 to 3 held them.
pub(super) type Whole = (Session, bool, Option<(u16, u16)>);

/// The session in format 2: as format 3, with one level for both sides when the computer plays
/// itself and no engine's findings with the moves.
#[derive(Encode, Decode)]
pub(super) struct Format2 {
    format: String,
    engine: u8,
    level: u8,
    dark_theme: bool,
    hints: bool,
    scores: SavedScores,
    game: Option<SavedGame2>,
    window_size: Option<(u16, u16)>,
}

#[derive(Encode, Decode)]
struct SavedGame2 {
    mode: u8,
    /// Every move made: (row, col) and, for the computer's moves, the code of the level that
    /// picked it.
    moves: Vec<(u8, u8, Option<u8>)>,
    played: u8,
    scored: bool,
}

/// The session in format 1.
#[derive(Encode, Decode)]
pub(super) struct Format1 {
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

impl Format2 {
    /// A format 2 session as format 3 has it: the one level played both sides when the computer
    /// played itself.
    pub(super) fn into_whole(self) -> Result<Whole, SessionError> {
        let game = match self.game {
            None => None,
            Some(SavedGame2 {
                mode,
                moves,
                played,
                scored,
            }) => {
                let moves = moves
                    .into_iter()
                    .map(|(r, c, level)| {
                        Ok(Move {
                            picker: level.map(level_of).transpose()?.map(Picker::Level),
                            ..Move::person(cell(r, c)?)
                        })
                    })
                    .collect::<Result<Vec<_>, SessionError>>()?;
                let mut game = restore(mode_named(mode)?, moves, played)?;
                if !scored {
                    game.leave_out_of_score();
                }
                Some(game)
            }
        };
        let level = level_of(self.level)?;
        let session = Session {
            opponent: opponent_named(self.engine)?,
            level,
            self_play_levels: [level; 2],
            hints: self.hints,
            earlier: self.scores.into_scores()?,
            game,
            language: None,
        };
        Ok((session, self.dark_theme, self.window_size))
    }
}

impl Format1 {
    /// A format 1 session as format 3 has it: the computer played perfectly then, and the one tally
    /// of every game is kept as the games before levels.
    pub(super) fn into_whole(self) -> Result<Whole, SessionError> {
        let game = match self.game {
            None => None,
            Some(SavedGame1 { mode, moves, played }) => {
                let mode = mode_named(mode)?;
                let moves = moves
                    .into_iter()
                    .enumerate()
                    .map(|(number, (r, c))| {
                        Ok(Move {
                            picker: mode
                                .computer_plays(mover(number))
                                .then_some(Picker::Level(Level::Perfect)),
                            ..Move::person(cell(r, c)?)
                        })
                    })
                    .collect::<Result<Vec<_>, SessionError>>()?;
                Some(restore(mode, moves, played)?)
            }
        };
        let session = Session {
            opponent: opponent_named(self.engine)?,
            earlier: Scores {
                before_levels: record(self.earlier),
                ..Scores::default()
            },
            game,
            hints: self.hints,
            ..Session::default()
        };
        Ok((session, self.dark_theme, None))
    }
}
