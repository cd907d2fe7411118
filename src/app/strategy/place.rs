//! The strategy the Strategy tab shows, as the session keeps it between runs, and its record in the
//! session file, versioned on its own.

use crate::board::{Cell, Player};
use crate::game::session::{SessionError, decode_whole};

/// The version of the Strategy tab's record this program writes, and the newest it reads.
pub const RECORD_VERSION: u16 = 1;

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

/// The place as format 6 on store it: the side (0 for X, 1 for O), whether the smallest, and X's
/// opening cell (row, column).
pub type StoredStrategy = (u8, bool, Option<(u8, u8)>);

impl StrategyPlace {
    /// The place as stored.
    pub fn stored(self) -> StoredStrategy {
        (
            u8::from(self.side == Player::O),
            self.smallest,
            self.opening.map(|c| (c.row() as u8, c.col() as u8)),
        )
    }

    /// The place stored, its side and cell checked.
    pub fn of_stored((side, smallest, opening): StoredStrategy) -> Result<StrategyPlace, SessionError> {
        let side = match side {
            0 => Player::X,
            1 => Player::O,
            _ => return Err(SessionError::Damaged),
        };
        let opening = opening
            .map(|(row, col)| Cell::try_from((row as usize, col as usize)).map_err(SessionError::OffBoard))
            .transpose()?;
        Ok(StrategyPlace {
            side,
            smallest,
            opening,
        })
    }

    /// The Strategy tab's record.
    pub fn encode_record(self) -> Vec<u8> {
        bincode::encode_to_vec(self.stored(), bincode::config::standard()).expect("encoding into memory cannot fail")
    }

    /// Reads the Strategy tab's record of `version`, one this program knows, whole.
    pub fn decode_record(version: u16, bytes: &[u8]) -> Result<StrategyPlace, SessionError> {
        match version {
            RECORD_VERSION => StrategyPlace::of_stored(decode_whole(bytes)?),
            0 => Err(SessionError::Damaged),
            _ => Err(SessionError::NewerRecord),
        }
    }
}
