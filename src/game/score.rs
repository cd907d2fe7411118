//! The score tally: how the finished games ended.

use std::ops::Add;

use crate::board::{Board, Player};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub x_wins: u32,
    pub o_wins: u32,
    pub ties: u32,
}

impl Tally {
    /// One finished game's result; nothing for a game still going on.
    pub fn of(board: Board) -> Tally {
        match (board.is_terminal(), board.winner()) {
            (false, _) => Tally::default(),
            (true, Some(Player::X)) => Tally {
                x_wins: 1,
                ..Tally::default()
            },
            (true, Some(Player::O)) => Tally {
                o_wins: 1,
                ..Tally::default()
            },
            (true, None) => Tally {
                ties: 1,
                ..Tally::default()
            },
        }
    }

    pub fn games(self) -> u32 {
        self.x_wins.saturating_add(self.o_wins).saturating_add(self.ties)
    }
}

impl Add for Tally {
    type Output = Tally;

    fn add(self, other: Tally) -> Tally {
        Tally {
            x_wins: self.x_wins.saturating_add(other.x_wins),
            o_wins: self.o_wins.saturating_add(other.o_wins),
            ties: self.ties.saturating_add(other.ties),
        }
    }
}
