//! The shell's record in the session file: the window's size, its theme and the tab shown.

use bincode::{Decode, Encode};

use super::Window;
use crate::game::session::{SessionError, decode_whole};

/// The version of the shell's record this program writes, and the newest it reads.
pub const RECORD_VERSION: u16 = 1;

/// The record as this version writes it.
#[derive(Encode, Decode)]
struct ShellRecord {
    /// The window's width and height in points.
    size: Option<(u16, u16)>,
    dark_theme: bool,
    /// The tab shown, by the window's code; 0 for the one the game calls for.
    tab: u8,
}

/// The shell's record of `window`.
pub fn encode_record(window: &Window) -> Vec<u8> {
    let record = ShellRecord {
        size: window.size,
        dark_theme: window.dark_theme,
        tab: window.tab,
    };
    bincode::encode_to_vec(record, bincode::config::standard()).expect("encoding into memory cannot fail")
}

/// Reads the shell's record of `version`, one this program knows, into `window`.
pub fn decode_record(version: u16, bytes: &[u8], window: &mut Window) -> Result<(), SessionError> {
    match version {
        RECORD_VERSION => {
            let record: ShellRecord = decode_whole(bytes)?;
            window.size = record.size;
            window.dark_theme = record.dark_theme;
            window.tab = record.tab;
            Ok(())
        }
        0 => Err(SessionError::Damaged),
        _ => Err(SessionError::NewerRecord),
    }
}
