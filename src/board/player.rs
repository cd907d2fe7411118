//! The two sides.

use std::fmt;

/// A side. X moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The side that moves first.
    X,
    /// The side that moves second.
    O,
}

impl Player {
    /// Both sides, X first.
    pub const BOTH: [Player; 2] = [Player::X, Player::O];

    /// 0 for X, 1 for O: where a pair kept for both sides keeps this side's.
    pub const fn index(self) -> usize {
        match self {
            Player::X => 0,
            Player::O => 1,
        }
    }

    /// The other side.
    pub const fn opponent(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    /// `'X'` or `'O'`.
    pub const fn as_char(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }

    /// CS50's utility of a win by this side: 1 for X, -1 for O.
    pub const fn sign(self) -> i8 {
        match self {
            Player::X => 1,
            Player::O => -1,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}
