//! The rules of tic-tac-toe: sides, cells, sets of cells, and a small `Copy` board with the CS50
//! functions as methods, text in and out, and the checks that make every `Board` a position reachable
//! in a real game.
//!
//! This module depends on nothing else in the crate: `build.rs` includes it by `#[path]`.

mod cell;
mod cells;
mod lookup;
mod player;
mod position;
mod text;

pub use cell::{Cell, OffBoard};
pub use cells::Cells;
pub(crate) use lookup::LINES;
pub use player::Player;
pub use position::{BOARD_NUMBERS, Board, BoardError, IllegalMove};
pub use text::ParseCellError;
