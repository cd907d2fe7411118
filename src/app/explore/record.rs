//! The Explore tab's record in the session file: where the explorer was and whether it shows the
//! learner's own minimax, in the shapes formats 4 to 7 stored them, versioned on its own.

use bincode::{Decode, Encode};

use super::place::{ExplorerPlace, Predicted};
use crate::engines::Engine;
use crate::game::session::{SessionError, decode_whole, engine_code, engine_named};

/// The version of the Explore tab's record this program writes, and the newest it reads.
pub const RECORD_VERSION: u16 = 1;

/// The most questions of Predict kept for the explorer's position: the last answered, the others then
/// counted again if asked again after a restart.
const MOST_ANSWERED: usize = 1_000;

/// Where the explorer was, as format 4 on store it (the questions answered apart).
#[derive(Debug, Encode, Decode)]
pub struct StoredExplorer {
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

/// A question answered, as format 7 on store it: its step, whether it asked about the loop (else the
/// value), what was said (for the loop 1 for "it stops"), and whether it came true.
pub type StoredAnswer = (u32, bool, i32, bool);

impl From<&ExplorerPlace> for StoredExplorer {
    fn from(place: &ExplorerPlace) -> StoredExplorer {
        StoredExplorer {
            board: place.board.to_string(),
            rung: engine_code(Engine::Search(place.rung)),
            follows_game: place.follows_game,
            step: place.step,
            speed: place.speed,
            predict: place.predict,
            show_finished: place.show_finished,
            predictions: place.predictions,
        }
    }
}

impl StoredExplorer {
    /// The place, with no question answered yet; its board and search checked.
    pub fn into_place(self) -> Result<ExplorerPlace, SessionError> {
        let Engine::Search(rung) = engine_named(self.rung)? else {
            return Err(SessionError::UnknownEngine(self.rung));
        };
        Ok(ExplorerPlace {
            board: self.board.parse().map_err(|_| SessionError::Damaged)?,
            rung,
            follows_game: self.follows_game,
            step: self.step,
            speed: self.speed,
            predict: self.predict,
            show_finished: self.show_finished,
            predictions: self.predictions,
            answered: Vec::new(),
        })
    }
}

/// The last questions answered, as stored.
pub fn stored_answers(answered: &[Predicted]) -> Vec<StoredAnswer> {
    answered[answered.len().saturating_sub(MOST_ANSWERED)..]
        .iter()
        .map(|a| (a.step, a.cut, a.guess, a.right))
        .collect()
}

/// Gives `place` the questions answered, each counted once in all: no more of them, nor more right,
/// than the whole score has, and a loop's answered "it stops" or "it goes on".
pub fn with_answers(mut place: ExplorerPlace, stored: Vec<StoredAnswer>) -> Result<ExplorerPlace, SessionError> {
    let answered: Vec<Predicted> = stored
        .into_iter()
        .map(|(step, cut, guess, right)| Predicted {
            step,
            cut,
            guess,
            right,
        })
        .collect();
    let [right, made] = place.predictions;
    let rights = answered.iter().filter(|a| a.right).count();
    let guessed = |a: &Predicted| !a.cut || matches!(a.guess, 0 | 1);
    if answered.len() > made as usize || rights > right as usize || !answered.iter().all(guessed) {
        return Err(SessionError::Damaged);
    }
    place.answered = answered;
    Ok(place)
}

/// The record as this version writes it.
#[derive(Encode, Decode)]
struct ExploreRecord {
    explorer: StoredExplorer,
    answered: Vec<StoredAnswer>,
    your_minimax: bool,
}

/// The Explore tab's record: its place, and whether it shows the learner's own minimax.
pub fn encode_record(place: &ExplorerPlace, your_minimax: bool) -> Vec<u8> {
    let record = ExploreRecord {
        explorer: StoredExplorer::from(place),
        answered: stored_answers(&place.answered),
        your_minimax,
    };
    bincode::encode_to_vec(record, bincode::config::standard()).expect("encoding into memory cannot fail")
}

/// Reads the Explore tab's record of `version`, one this program knows, whole.
pub fn decode_record(version: u16, bytes: &[u8]) -> Result<(ExplorerPlace, bool), SessionError> {
    match version {
        RECORD_VERSION => {
            let record: ExploreRecord = decode_whole(bytes)?;
            let place = with_answers(record.explorer.into_place()?, record.answered)?;
            Ok((place, record.your_minimax))
        }
        0 => Err(SessionError::Damaged),
        _ => Err(SessionError::NewerRecord),
    }
}
