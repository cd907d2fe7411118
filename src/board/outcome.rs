//! The perfect-play outcome of a position: who wins and how many moves it takes.

use std::fmt;

use super::Player;

/// Who wins with perfect play, and how many moves remain when the winner wins as fast as possible and
/// the loser loses as slowly as possible (a draw always fills the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that wins; `None` for a draw.
    pub winner: Option<Player>,
    /// Moves until the game ends; 0 on a finished board.
    pub plies: u8,
}

impl Outcome {
    /// CS50's value, from X's side: 1 X wins, 0 draw, -1 O wins.
    pub fn value(self) -> i8 {
        self.winner.map_or(0, Player::sign)
    }
}

impl fmt::Display for Outcome {
    /// "X wins in 3", "O has won" on a finished board, "draw".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.plies) {
            (None, _) => write!(f, "draw"),
            (Some(winner), 0) => write!(f, "{winner} has won"),
            (Some(winner), plies) => write!(f, "{winner} wins in {plies}"),
        }
    }
}
