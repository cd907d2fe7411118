//! What a function's failures have in common, when they do and it tells something: all with O to
//! move, all with a win on the board, all on finished boards.

use crate::board::{Board, Player};

/// A property every failure of a function shares, and some of its right answers lack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// O is to move.
    OToMove,
    /// A side has a line.
    Won,
    /// The game is over.
    Finished,
}

impl Pattern {
    const ALL: [Pattern; 3] = [Pattern::OToMove, Pattern::Won, Pattern::Finished];

    fn holds(self, board: Board) -> bool {
        match self {
            Pattern::OToMove => board.to_move() == Some(Player::O),
            Pattern::Won => board.winner().is_some(),
            Pattern::Finished => board.is_terminal(),
        }
    }

    /// The first pattern every one of at least two `failing` boards shares while some of the `checked`
    /// boards (those the function was called on) lack it.
    pub fn of(failing: &[Board], checked: &[Board]) -> Option<Pattern> {
        if failing.len() < 2 {
            return None;
        }
        Pattern::ALL.into_iter().find(|&pattern| {
            failing.iter().all(|&board| pattern.holds(board)) && checked.iter().any(|&board| !pattern.holds(board))
        })
    }

    /// The name JSON gives it.
    pub fn name(self) -> &'static str {
        match self {
            Pattern::OToMove => "o-to-move",
            Pattern::Won => "won",
            Pattern::Finished => "finished",
        }
    }
}
