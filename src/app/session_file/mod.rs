//! The session file: the game's session beside the window's own part, the shell's (size, theme, tab
//! shown) and each tab's place. Written as format 8, one record per owner, each versioned on its own
//! (`records`); the formats before records, 1 to 7, still read (`earlier`).

mod earlier;
mod records;
mod shell;

use std::io;
use std::path::Path;

use crate::app::code::CodePlace;
use crate::app::explore::ExplorerPlace;
use crate::app::strategy::StrategyPlace;
use crate::game::session::{self, Session, SessionError};

pub use records::{FORMAT, Kind, Record, encode as encode_records, records_of};

/// The window's own part of what is saved: how it looked when it closed, and where each tab was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// The window's size in points (width, height) as it was last, so it opens the same.
    pub size: Option<(u16, u16)>,
    /// The dark theme, or the light one.
    pub dark_theme: bool,
    /// The tab shown, by the window's own code; 0 for the one the game calls for.
    pub tab: u8,
    /// Where the explorer was.
    pub explorer: ExplorerPlace,
    /// The learner's file, the files opened before it, and how its last check went.
    pub code: CodePlace,
    /// The strategy the Strategy tab shows.
    pub strategy: StrategyPlace,
    /// Whether the explorer shows the learner's own minimax beside the course's.
    pub your_minimax: bool,
}

impl Default for Window {
    fn default() -> Window {
        Window {
            size: None,
            dark_theme: true,
            tab: 0,
            explorer: ExplorerPlace::default(),
            code: CodePlace::default(),
            strategy: StrategyPlace::default(),
            your_minimax: false,
        }
    }
}

/// What a session file holds: the session and the window's part.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Saved {
    /// Settings, scores and the game in progress.
    pub session: Session,
    /// The window's size, theme, tab shown and each tab's place.
    pub window: Window,
}

impl Saved {
    /// The session file's bytes, in the newest format.
    pub fn encode(&self) -> Vec<u8> {
        records::encode(&records::records_of(self))
    }

    /// Reads a session file of this version or an earlier one, refusing anything that is not one,
    /// whole.
    pub fn decode(bytes: &[u8]) -> Result<Saved, SessionError> {
        match records::decode(bytes) {
            Some(records) => records::saved_of(records?),
            None => earlier::decode(bytes),
        }
    }
}

/// Reads the session file at `path`; see [`session::load`].
pub fn load(path: &Path) -> session::Loaded<Saved> {
    session::load(path, Saved::decode)
}

/// Saves the session file whole or not at all.
pub fn save(saved: &Saved, path: &Path) -> io::Result<()> {
    session::save(&saved.encode(), path)
}
