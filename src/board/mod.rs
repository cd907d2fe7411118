//! The board layer, the rules of tic-tac-toe: sides, cells, sets of cells, and a small `Copy` board with the CS50
//! functions as methods, text in and out, and the checks that make every `Board` a position reachable
//! in a real game.
//!
//! ```
//! use tictactoe::{Board, Cell, IllegalMove, Player};
//!
//! let board = Board::EMPTY.play(Cell::new(1, 1))?; // CS50's result(initial_state(), (1, 1))
//! assert_eq!(board.to_string(), "....X....");
//! assert_eq!(board.to_move(), Some(Player::O)); // player
//! assert_eq!(board.actions().len(), 8); // actions
//! assert_eq!(board.play(Cell::new(1, 1)), Err(IllegalMove::Taken(Cell::new(1, 1), Player::X)));
//!
//! let won: Board = "XXX/OO./...".parse()?;
//! assert_eq!((won.winner(), won.is_terminal(), won.utility()), (Some(Player::X), true, Some(1)));
//! assert!(Cell::try_from((3, 0)).is_err()); // off the board: no such cell
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Beside the rules: a position's perfect-play outcome (as a type), the eight symmetries of the board,
//! every reachable position found by walking the game, and the game tree counted depth by depth.
//!
//! This layer depends only on `lang` (its errors and outcomes are said in English or Chinese): `build.rs`
//! includes both by `#[path]`.

mod cell;
mod cells;
mod lookup;
mod outcome;
mod perft;
mod player;
mod position;
pub mod positions;
mod symmetry;
mod text;

pub use cell::{Cell, OffBoard};
pub use cells::{Cells, CellsIter};
pub use outcome::{Found, Outcome};
pub use perft::{games, perft};
pub use player::Player;
pub use position::{BOARD_NUMBERS, Board, BoardError, IllegalMove};
pub use symmetry::{Canonical, Symmetry, canonical};
pub use text::ParseCellError;
