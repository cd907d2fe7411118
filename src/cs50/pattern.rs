//! What a function's failures have in common, when they do and it tells something: all with O to
//! move, all with a win on the board, all on finished boards.

use crate::board::{Board, Player};
use crate::lang::Said;

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

    /// "all 335 failures have O to move".
    pub fn words(self, failures: usize) -> Said {
        let n = crate::output::numbers::thousands(failures as u64);
        match self {
            Pattern::OToMove => Said::new(
                format!("all {n} failures have O to move"),
                format!("全部 {n} 个失败都是轮到 O 走"),
            ),
            Pattern::Won => Said::new(
                format!("all {n} failures have a win on the board"),
                format!("全部 {n} 个失败的棋盘上都已有一方连成一线"),
            ),
            Pattern::Finished => Said::new(
                format!("all {n} failures are on finished boards"),
                format!("全部 {n} 个失败都在已终局的棋盘上"),
            ),
        }
    }
}
