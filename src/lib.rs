//! Perfect-play tic-tac-toe: the rules, plain minimax, alpha-beta and alpha-beta with a transposition
//! table, and a perfect-play table solved at build time, behind one engine call; levels, a game session,
//! the command line and the window sit on top.
//!
//! The table answers any reachable position with one array read; the searches work the answer out
//! live and never read the table, so each checks the other:
//!
//! ```
//! use tictactoe::{Board, Cell, Engine, Player, probe, search};
//!
//! let board: Board = "XO./.X./...".parse()?;
//! assert_eq!(board.to_move(), Some(Player::O));
//!
//! // The table: X wins in 4 moves whatever O does, and O's best is to make it last, at 2,2.
//! let entry = probe(board);
//! assert_eq!(entry.outcome.to_string(), "X wins in 4");
//! assert_eq!(entry.best.into_iter().collect::<Vec<_>>(), [Cell::new(2, 2)]);
//!
//! // Alpha-beta finds the same without the table, counting the positions it visits.
//! let found = search::alphabeta(board);
//! assert_eq!(found.outcome, entry.outcome);
//! assert_eq!(found.choice, Some(Cell::new(2, 2)));
//!
//! // An engine is any of them behind one call, with the cost and agreement with the table.
//! let decision = Engine::Minimax.decide(board);
//! assert!(decision.agrees);
//! # Ok::<(), tictactoe::BoardError>(())
//! ```

pub mod alphabeta_tt;
pub mod app;
pub mod board;
pub mod chances;
pub mod cli;
pub mod computer;
pub mod cs50;
pub mod engine;
pub mod export;
mod files;
pub mod game;
pub mod ladder;
pub mod level;
pub mod numbers;
pub mod outcome;
pub mod perft;
pub mod positions;
pub mod random;
pub mod search;
pub mod symmetry;
pub mod table;
pub mod tournament;
pub mod trace;
pub mod verify;

pub use board::{Board, BoardError, Cell, Cells, IllegalMove, Player};
pub use engine::{Decision, Engine};
pub use outcome::Outcome;
pub use perft::perft;
pub use table::{Entry, probe};
