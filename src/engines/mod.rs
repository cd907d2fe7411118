//! The engines layer: the table or any rung of the enhancement ladder behind one call, each answer a
//! timed [`Decision`] held against the table; the ladder climbed on one position; and the table
//! verified against every search on every unfinished position.
//!
//! ```
//! use tictactoe::Board;
//! use tictactoe::engines::{Engine, climb};
//!
//! let decision = Engine::MINIMAX.decide("XO./.X./...".parse()?);
//! assert_eq!((decision.nodes, decision.agrees), (1_061, true));
//! let nodes = climb(tictactoe::Board::EMPTY).map(|rung| rung.nodes);
//! assert_eq!(nodes, [549_946, 19_598, 2_038, 903, 240]);
//! # Ok::<(), tictactoe::BoardError>(())
//! ```

mod decision;
mod engine;
mod rung;
mod verify;

pub use decision::{Decision, agrees_with_table};
pub use engine::{Engine, UnknownEngine};
pub use rung::{Rung, climb};
pub use verify::{Checks, SEARCHES, Verification, verify, verify_positions};
