//! What every format of the session file shares: the codes it gives engines, modes and levels, cells
//! and scores, and the game restored from its moves.

use bincode::{Decode, Encode};

use super::{LEARNERS_MINIMAX, SessionError, engine_of, mode_of};
use crate::board::Cell;
use crate::engines::Engine;
use crate::game::{Game, Mode, Move, Record, Scores, VsComputer};
use crate::opponents::{Level, Opponent};

/// The scores as formats 2 and 3 store them.
#[derive(Encode, Decode)]
pub(super) struct SavedScores {
    /// Your wins, losses and draws against the computer, by level code; only levels played.
    vs_computer: Vec<(u8, [u32; 3])>,
    /// X wins, O wins and draws of two players, then of the computer against itself, then of the
    /// games counted by a format 1 session.
    two_players: [u32; 3],
    self_play: [u32; 3],
    before_levels: [u32; 3],
}

impl From<&Scores> for SavedScores {
    fn from(scores: &Scores) -> SavedScores {
        SavedScores {
            vs_computer: Level::ALL
                .into_iter()
                .map(|level| (level, scores.against(level)))
                .filter(|(_, games)| games.games() > 0)
                .map(|(level, g)| (level_code(level), [g.wins, g.losses, g.draws]))
                .collect(),
            two_players: tally(scores.two_players),
            self_play: tally(scores.self_play),
            before_levels: tally(scores.before_levels),
        }
    }
}

impl SavedScores {
    pub(super) fn into_scores(self) -> Result<Scores, SessionError> {
        let mut scores = Scores {
            two_players: record(self.two_players),
            self_play: record(self.self_play),
            before_levels: record(self.before_levels),
            ..Scores::default()
        };
        for (code, [wins, losses, draws]) in self.vs_computer {
            scores.add_against(level_of(code)?, VsComputer { wins, losses, draws });
        }
        Ok(scores)
    }
}

/// The engine of a saved code, refusing a code no version has given.
pub fn engine_named(code: u8) -> Result<Engine, SessionError> {
    engine_of(code).ok_or(SessionError::UnknownEngine(code))
}

/// The opponent of a saved code: an engine, or the learner's own `minimax`.
pub fn opponent_named(code: u8) -> Result<Opponent, SessionError> {
    match code {
        LEARNERS_MINIMAX => Ok(Opponent::LearnersMinimax),
        code => engine_named(code).map(Opponent::Engine),
    }
}

pub(super) fn mode_named(code: u8) -> Result<Mode, SessionError> {
    mode_of(code).ok_or(SessionError::UnknownMode(code))
}

/// The code a saved file gives each level.
pub(super) fn level_code(level: Level) -> u8 {
    match level {
        Level::Random => 0,
        Level::Easy => 1,
        Level::Medium => 2,
        Level::Hard => 3,
        Level::Perfect => 4,
    }
}

pub(super) fn level_of(code: u8) -> Result<Level, SessionError> {
    Level::ALL
        .into_iter()
        .find(|&level| level_code(level) == code)
        .ok_or(SessionError::UnknownLevel(code))
}

pub(super) fn tally(record: Record) -> [u32; 3] {
    [record.x_wins, record.o_wins, record.draws]
}

pub(super) fn record([x_wins, o_wins, draws]: [u32; 3]) -> Record {
    Record { x_wins, o_wins, draws }
}

pub(super) fn cell(row: u8, col: u8) -> Result<Cell, SessionError> {
    Cell::try_from((row as usize, col as usize)).map_err(SessionError::OffBoard)
}

/// The game of `moves`, the first `played` on the board.
pub(super) fn restore(mode: Mode, moves: Vec<Move>, played: u8) -> Result<Game, SessionError> {
    if played as usize > moves.len() {
        return Err(SessionError::MorePlayedThanMade);
    }
    Game::restore(mode, moves, played as usize).map_err(SessionError::IllegalMove)
}
