//! The opponents layer: five levels of play over the moves' outcomes (an engine judges every move, a
//! level picks one), each position's exact chance against a random opponent, the computer as an
//! opponent, who plays the computer's side (an engine, or the learner's own `minimax`), matches
//! between levels with their exact expected results, and the seeded dice.

pub mod chances;
mod computer;
mod level;
mod opponent;
mod random;
pub mod tournament;

pub use computer::{Choice, Computer, judge};
pub use level::{Judged, Level, UnknownLevel};
pub use opponent::Opponent;
pub use random::Random;
