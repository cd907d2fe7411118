//! Perfect-play tic-tac-toe: the rules, plain minimax and alpha-beta (with move ordering and a
//! transposition table keyed by symmetry), and a perfect-play table solved at build time; levels of
//! play, a game session and the command line on top, and the window behind the `window` feature.
//!
//! The table answers any reachable position with one array read; the searches work the answer out
//! live and never read the table, so each checks the other (this example is the README's):
//!
//! ```
//! use tictactoe::{Board, Cell, best_move, moves, outcome, probe};
//! use tictactoe::engines::{Engine, ladder};
//!
//! let board: Board = "XO./.X./...".parse()?;
//! assert_eq!(outcome(board).to_string(), "X wins in 4");   // the perfect-play outcome
//! assert_eq!(best_move(board), Some(Cell::new(2, 2)));      // the move perfect play makes
//! assert_eq!(probe(board).best.len(), 1);                   // every best move
//! for (cell, after) in moves(board) {                       // every move's outcome
//!     println!("{cell} -> {after}");
//! }
//! let live = Engine::ALPHABETA_TT.decide(board);            // a live search, timed, held against the table
//! assert!(live.agrees);
//! let nodes = ladder(Board::EMPTY).map(|rung| rung.nodes);  // the ladder
//! assert_eq!(nodes, [549_946, 18_297, 19_598, 2_038, 903, 240]);
//! # Ok::<(), tictactoe::BoardError>(())
//! ```
//!
//! The layers, each a folder, imports pointing down only:
//!
//! | layer | what it holds |
//! | --- | --- |
//! | `app` (feature `window`) | the window: one state changed only by actions, views, background jobs |
//! | `cli`, `cs50` (private) | the command line, and the CS50 checker it runs |
//! | [`game`] | a game session: modes, history, undo and redo, review, scores, the saved session |
//! | [`strategy`] | a strategy that never loses as a map: the Perfect level's, the smallest (proved), verified |
//! | [`opponents`] | levels, chances, the computer, matches, the seeded dice |
//! | [`engines`] | the table or a rung of the ladder behind one call; the ladder; verify |
//! | [`table`] | the compiled-in table and its probe API; export |
//! | [`search`] | minimax; one alpha-beta generic over move order, memory and observer; scores; trace |
//! | [`board`] | the rules; outcome, symmetry, reachable positions, perft |
//! | [`lang`], `output`, `host` (private) | English and Chinese, and the system's choice; numbers as people read them, files written whole; what the window asks of the system it runs on (feature `window`) |

#![warn(missing_debug_implementations, unnameable_types)]

#[cfg(feature = "window")]
pub mod app;
pub mod board;
mod cli;
mod cs50;
pub mod engines;
pub mod game;
#[cfg(feature = "window")]
mod host;
pub mod lang;
pub mod opponents;
mod output;
pub mod search;
pub mod strategy;
pub mod table;

pub use board::{Board, BoardError, Cell, Cells, IllegalMove, Outcome, Player};
pub use cli::steps::write as write_steps;
pub use cli::tree::{Format as TreeFormat, write as write_tree};
pub use cli::{ExitStatus, Next, report_error, run_command_line};
pub use table::{Entry, best_move, moves, outcome, principal_line, probe};
