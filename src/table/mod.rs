//! The table layer: every position reachable from the empty board, solved by `build.rs` and compiled
//! into the program, behind a small probe API; and the whole table written as a bincode file.

mod export;
mod probe;

pub use export::{ExportedPosition, ExportedTable, FORMAT, TableFileError, VERSION, write_table};
pub use probe::{Entry, best_move, entries, moves, outcome, principal_line, probe};
