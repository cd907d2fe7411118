//! The record of finished games: how many X won, O won and were tied.

use std::ops::Add;

use crate::board::{Board, Player};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
/// How the finished games ended.
pub struct Record {
    /// Games X won.
    pub x_wins: u32,
    /// Games O won.
    pub o_wins: u32,
    /// Games that filled the board without a line.
    pub draws: u32,
}

impl Record {
    /// One finished game's result; nothing for a game still going on.
    pub fn of(board: Board) -> Record {
        match (board.is_terminal(), board.winner()) {
            (false, _) => Record::default(),
            (true, Some(Player::X)) => Record {
                x_wins: 1,
                ..Record::default()
            },
            (true, Some(Player::O)) => Record {
                o_wins: 1,
                ..Record::default()
            },
            (true, None) => Record {
                draws: 1,
                ..Record::default()
            },
        }
    }

    /// How many games finished.
    pub fn games(self) -> u32 {
        self.x_wins.saturating_add(self.o_wins).saturating_add(self.draws)
    }
}

impl Add for Record {
    type Output = Record;

    fn add(self, other: Record) -> Record {
        Record {
            x_wins: self.x_wins.saturating_add(other.x_wins),
            o_wins: self.o_wins.saturating_add(other.o_wins),
            draws: self.draws.saturating_add(other.draws),
        }
    }
}
