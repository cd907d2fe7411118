//! The game's record in the session file (format 8 on): settings, scores and the game in progress,
//! versioned on its own so that a new field of the game's changes this record alone.

use bincode::{Decode, Encode};

use super::beginning::{SavedGame, decode_whole, language_code, language_of};
use super::codes::{SavedScores, level_code, level_of, opponent_named};
use super::{Session, SessionError, opponent_code};
use crate::game::VsComputer;

/// The game's record as this version writes it; a file with a newer one is not read.
#[derive(Encode, Decode)]
struct GameRecord {
    /// Who plays the computer's side: an engine's code, or the learner's `minimax`'s.
    opponent: u8,
    level: u8,
    /// The levels of X and of O when the computer plays itself.
    self_play_levels: [u8; 2],
    hints: bool,
    scores: SavedScores,
    /// Your wins, losses and draws against the learner's own minimax.
    vs_learner: [u32; 3],
    game: Option<SavedGame>,
    /// 0 to follow the system's language, 1 for English, 2 for Chinese.
    language: u8,
}

impl Session {
    /// The version of the game's record this program writes, and the newest it reads.
    pub const RECORD_VERSION: u16 = 1;

    /// The game's record: the session's bytes, without the file's header.
    pub fn encode_record(&self) -> Vec<u8> {
        let games = self.earlier.vs_learner;
        let record = GameRecord {
            opponent: opponent_code(self.opponent),
            level: level_code(self.level),
            self_play_levels: self.self_play_levels.map(level_code),
            hints: self.hints,
            scores: SavedScores::from(&self.earlier),
            vs_learner: [games.wins, games.losses, games.draws],
            game: self.game.as_ref().map(SavedGame::from),
            language: language_code(self.language),
        };
        bincode::encode_to_vec(record, super::beginning::config()).expect("encoding into memory cannot fail")
    }

    /// Reads the game's record of `version`, one this program knows, whole.
    pub fn decode_record(version: u16, bytes: &[u8]) -> Result<Session, SessionError> {
        if version > Session::RECORD_VERSION {
            return Err(SessionError::NewerRecord);
        }
        if version == 0 {
            return Err(SessionError::Damaged);
        }
        let record: GameRecord = decode_whole(bytes)?;
        let [x, o] = record.self_play_levels;
        let [wins, losses, draws] = record.vs_learner;
        let mut earlier = record.scores.into_scores()?;
        earlier.vs_learner = VsComputer { wins, losses, draws };
        Ok(Session {
            opponent: opponent_named(record.opponent)?,
            level: level_of(record.level)?,
            self_play_levels: [level_of(x)?, level_of(o)?],
            hints: record.hints,
            earlier,
            game: record.game.map(SavedGame::into_game).transpose()?,
            language: language_of(record.language)?,
        })
    }
}
