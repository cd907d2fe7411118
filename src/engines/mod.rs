//! The engines layer: the table or any rung of the enhancement ladder behind one call, each answer a
//! timed [`Decision`] held against the table; the ladder run on one position; and the table
//! verified against every search on every unfinished position.
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::engines::{Engine, ladder};
//!
//! let decision = Engine::MINIMAX.decide("XO./.X./...".parse()?);
//! assert_eq!((decision.nodes, decision.agrees), (1_061, true));
//! let nodes = ladder(tictactoe::Board::EMPTY).map(|rung| rung.nodes);
//! assert_eq!(nodes, [549_946, 18_297, 19_598, 2_038, 903, 240]);
//! # Ok::<(), tictactoe::BoardError>(())
//! ```

mod decision;
mod engine;
mod rung;
mod verify;

pub use decision::{Decision, Verdict, agrees_with_table};
pub use engine::{Engine, UnknownEngine};
pub use rung::{Rung, ladder};
pub use verify::{Checks, SEARCHES, Verification, verify, verify_positions};
