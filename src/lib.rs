//! Perfect-play tic-tac-toe: the rules, plain minimax and alpha-beta (with move ordering and a
//! transposition table keyed by symmetry), and a perfect-play table solved at build time; levels of
//! play, a game session and the command line on top, and the window behind the `window` feature.
//!
//! The table answers any reachable position with one array read; the searches work the answer out
//! live and never read the table, so each checks the other:
//!
//! ```
//! use tictactoe::{Board, Cell, Player, best_move, outcome, probe, search};
//! use tictactoe::engines::Engine;
//!
//! let board: Board = "XO./.X./...".parse()?;
//! assert_eq!(board.to_move(), Some(Player::O));
//!
//! // The table: X wins in 4 moves whatever O does, and O's best is to make it last, at 2,2.
//! assert_eq!(outcome(board).to_string(), "X wins in 4");
//! assert_eq!(best_move(board), Some(Cell::new(2, 2)));
//!
//! // Alpha-beta finds the same without the table, counting the positions it visits.
//! let found = search::alphabeta(board);
//! assert_eq!(found.outcome, probe(board).outcome);
//! assert_eq!(found.choice, Some(Cell::new(2, 2)));
//!
//! // An engine is the table or any search behind one call, timed and held against the table.
//! assert!(Engine::MINIMAX.decide(board).agrees);
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
//! | [`opponents`] | levels, chances, the computer, matches, the seeded dice |
//! | [`engines`] | the table or a rung of the ladder behind one call; the ladder; verify |
//! | [`table`] | the compiled-in table and its probe API; export |
//! | [`search`] | minimax; one alpha-beta generic over move order, memory and observer; scores; trace |
//! | [`board`] | the rules; outcome, symmetry, reachable positions, perft |
//! | `output` (private) | numbers as people read them, files written whole |

#[cfg(feature = "window")]
pub mod app;
pub mod board;
mod cli;
mod cs50;
pub mod engines;
pub mod game;
pub mod opponents;
mod output;
pub mod search;
pub mod table;

pub use board::{Board, BoardError, Cell, Cells, IllegalMove, Outcome, Player};
pub use cli::tree::{Format as TreeFormat, write as write_tree};
pub use cli::{report_error, run_command_line};
pub use table::{Entry, best_move, moves, outcome, principal_line, probe};
