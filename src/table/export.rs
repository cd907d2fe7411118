//! The whole table as a bincode file, for scripts that want every answer at once.

use std::io;
use std::path::Path;

use bincode::{Decode, Encode};

use crate::output::files::write_whole;
use crate::output::numbers::count;

use super::probe;

/// Names the file's contents, so a foreign file is recognised.
pub const FORMAT: &str = "tictactoe perfect-play table";
/// Changes whenever the layout below changes.
pub const VERSION: u32 = 1;

/// The file's contents.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub struct ExportedTable {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// Every reachable position, in the order of their base-3 index.
    pub positions: Vec<ExportedPosition>,
}

/// One position's perfect-play facts, in the command line's conventions.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub struct ExportedPosition {
    /// The canonical 9-character board, e.g. `X.O.X....`.
    pub board: String,
    /// 1 X wins, 0 draw, -1 O wins.
    pub value: i8,
    /// Moves until the game ends with perfect play.
    pub plies: u8,
    /// The best moves as (row, col).
    pub best: Vec<(u8, u8)>,
}

impl ExportedTable {
    /// The compiled-in table in exportable form.
    pub fn from_table() -> ExportedTable {
        let positions = probe::entries()
            .map(|(board, entry)| ExportedPosition {
                board: board.to_string(),
                value: entry.outcome.value(),
                plies: entry.outcome.plies,
                best: entry.best.into_iter().map(|c| (c.row() as u8, c.col() as u8)).collect(),
            })
            .collect();
        ExportedTable {
            format: FORMAT.to_string(),
            version: VERSION,
            positions,
        }
    }

    /// The file's bytes.
    pub fn encode(&self) -> Vec<u8> {
        bincode::encode_to_vec(self, config()).expect("encoding into memory cannot fail")
    }

    /// Reads a file's bytes, refusing anything that is not a whole table of this version.
    pub fn decode(bytes: &[u8]) -> Result<ExportedTable, TableFileError> {
        let (table, read): (ExportedTable, usize) =
            bincode::decode_from_slice(bytes, config()).map_err(TableFileError::NotATable)?;
        if table.format != FORMAT || table.version != VERSION {
            return Err(TableFileError::OtherVersion {
                format: table.format,
                version: table.version,
            });
        }
        if read != bytes.len() {
            return Err(TableFileError::TrailingBytes(bytes.len() - read));
        }
        Ok(table)
    }
}

/// Why bytes are not an exported table.
#[derive(Debug)]
pub enum TableFileError {
    /// They do not decode as one.
    NotATable(bincode::error::DecodeError),
    /// A table of another kind or version: what it says it is.
    OtherVersion {
        /// The format name it carries.
        format: String,
        /// The version it carries.
        version: u32,
    },
    /// A whole table, followed by this many bytes more.
    TrailingBytes(usize),
}

impl std::fmt::Display for TableFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableFileError::NotATable(e) => write!(f, "not a table file: {e}"),
            TableFileError::OtherVersion { format, version } => {
                write!(f, "'{format}' version {version} is not a version {VERSION} table file")
            }
            TableFileError::TrailingBytes(n) => {
                write!(f, "the table file has {} after its end", count(*n as u64, "byte"))
            }
        }
    }
}

impl std::error::Error for TableFileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TableFileError::NotATable(e) => Some(e),
            _ => None,
        }
    }
}

fn config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<{ 1 << 20 }>()
}

/// Writes the table to `path`, whole or not at all, and returns how many positions it holds.
pub fn write_table(path: &Path) -> io::Result<usize> {
    let table = ExportedTable::from_table();
    write_whole(path, &table.encode())?;
    Ok(table.positions.len())
}
