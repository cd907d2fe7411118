//! Format 8: the format's name, then a list of records, each (kind: u8, version: u16, its bytes with
//! their length before them), one per owner: the game's, the shell's and each tab's with a place.
//! Each owner encodes and decodes its own record, so a new field of one changes that record's
//! version alone. A record of a kind this program does not know is skipped (a newer program's, for a
//! tab this one lacks); a known kind of a newer version than this program reads makes the file
//! unreadable (set aside, as a foreign file is); a known kind missing is read as its default.

use bincode::{Decode, Encode};

use super::{Saved, Window, shell};
use crate::app::strategy::StrategyPlace;
use crate::app::{code, explore, strategy};
use crate::game::session::{Session, SessionError, decode_part, decode_whole};

/// The name of the format written now.
pub const FORMAT: &str = "tictactoe session 8";

/// Who owns a record, by its code in the file. Fixed for good: a new owner takes a new code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The game's: settings, scores, the game in progress.
    Game = 0,
    /// The shell's: the window's size, theme and tab shown.
    Shell = 1,
    /// The Explore tab's.
    Explore = 2,
    /// The Your code tab's.
    Code = 3,
    /// The Strategy tab's.
    Strategy = 4,
}

impl Kind {
    /// Every kind this program knows.
    pub const ALL: [Kind; 5] = [Kind::Game, Kind::Shell, Kind::Explore, Kind::Code, Kind::Strategy];

    /// The kind of a code, if this program knows it.
    pub fn of(code: u8) -> Option<Kind> {
        Kind::ALL.into_iter().find(|&kind| kind as u8 == code)
    }
}

/// One owner's record: its kind's code, its version, and its bytes.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub struct Record {
    /// The owner, by [`Kind`]'s code.
    pub kind: u8,
    /// The version of the owner's record.
    pub version: u16,
    /// The record, as its owner encoded it.
    pub bytes: Vec<u8>,
}

/// The whole file.
#[derive(Encode, Decode)]
struct Format8 {
    format: String,
    records: Vec<Record>,
}

/// The records of `saved`, one per owner.
pub fn records_of(saved: &Saved) -> Vec<Record> {
    let window = &saved.window;
    let record = |kind: Kind, version, bytes| Record {
        kind: kind as u8,
        version,
        bytes,
    };
    vec![
        record(Kind::Game, Session::RECORD_VERSION, saved.session.encode_record()),
        record(Kind::Shell, shell::RECORD_VERSION, shell::encode_record(window)),
        record(
            Kind::Explore,
            explore::RECORD_VERSION,
            explore::encode_record(&window.explorer, window.your_minimax),
        ),
        record(Kind::Code, code::RECORD_VERSION, code::encode_record(&window.code)),
        record(
            Kind::Strategy,
            strategy::RECORD_VERSION,
            window.strategy.encode_record(),
        ),
    ]
}

/// A file of format 8 holding `records`.
pub fn encode(records: &[Record]) -> Vec<u8> {
    let file = Format8 {
        format: FORMAT.to_string(),
        records: records.to_vec(),
    };
    bincode::encode_to_vec(file, bincode::config::standard()).expect("encoding into memory cannot fail")
}

/// The records of a file of format 8, or `None` when the file is not of format 8.
pub fn decode(bytes: &[u8]) -> Option<Result<Vec<Record>, SessionError>> {
    match decode_part::<String>(bytes) {
        Ok((name, _)) if name == FORMAT => Some(decode_whole::<Format8>(bytes).map(|file| file.records)),
        _ => None,
    }
}

/// What the records hold: each known kind read by its owner, at most once; the others skipped.
pub fn saved_of(records: Vec<Record>) -> Result<Saved, SessionError> {
    let mut saved = Saved::default();
    let mut seen = Vec::new();
    for record in records {
        let Some(kind) = Kind::of(record.kind) else { continue };
        if seen.contains(&kind) {
            return Err(SessionError::Damaged);
        }
        seen.push(kind);
        read(kind, &record, &mut saved)?;
    }
    Ok(saved)
}

/// Reads one record of a known kind into its owner's part of `saved`.
fn read(kind: Kind, record: &Record, saved: &mut Saved) -> Result<(), SessionError> {
    let (version, bytes) = (record.version, record.bytes.as_slice());
    let window: &mut Window = &mut saved.window;
    match kind {
        Kind::Game => saved.session = Session::decode_record(version, bytes)?,
        Kind::Shell => shell::decode_record(version, bytes, window)?,
        Kind::Explore => (window.explorer, window.your_minimax) = explore::decode_record(version, bytes)?,
        Kind::Code => window.code = code::decode_record(version, bytes)?,
        Kind::Strategy => window.strategy = StrategyPlace::decode_record(version, bytes)?,
    }
    Ok(())
}
