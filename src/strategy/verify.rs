//! A strategy held against perfect play by playing it: every reply of the other side at every position,
//! the strategy's own move at each of its turns. Who wins each position is worked out by a live search
//! (alpha-beta with a transposition table), not read from the table the strategies are built from.

use std::collections::{HashMap, HashSet};

use super::Strategy;
use crate::board::{Board, Cell, Player, canonical};
use crate::search::alphabeta_tt;

/// Where a strategy fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Broken {
    /// It has no move on a position its side meets.
    NoMove(Board),
    /// Its move is no empty cell of the board.
    Illegal(Board, Cell),
    /// Its move gives away what the position offered: a win no longer won, or a draw now lost.
    GivesAway(Board, Cell),
    /// A game following it ends lost.
    Lost(Board),
}

/// Plays `strategy` against every reply: `Ok` with how many positions were met, alike ones once, or
/// the first place it fails.
pub fn verify(strategy: &Strategy) -> Result<usize, Broken> {
    let side = strategy.side;
    let mut winners: HashMap<Board, Option<Player>> = HashMap::new();
    let mut winner = |board: Board| {
        *winners
            .entry(canonical(board).board)
            .or_insert_with(|| alphabeta_tt(board).found.winner)
    };
    let mut seen = HashSet::new();
    let mut open = vec![Board::EMPTY];
    while let Some(board) = open.pop() {
        if !seen.insert(canonical(board).board) {
            continue;
        }
        if board.is_terminal() {
            if board.winner() == Some(side.opponent()) {
                return Err(Broken::Lost(board));
            }
            continue;
        }
        if board.next_player() != side {
            open.extend(board.actions().into_iter().filter_map(|cell| board.play(cell).ok()));
            continue;
        }
        let cell = strategy.move_on(board).ok_or(Broken::NoMove(board))?;
        let after = board.play(cell).map_err(|_| Broken::Illegal(board, cell))?;
        let worth = |winner: Option<Player>| match winner {
            Some(player) if player == side => 1,
            Some(_) => -1,
            None => 0,
        };
        if worth(winner(after)) < worth(winner(board)) {
            return Err(Broken::GivesAway(board, cell));
        }
        open.push(after);
    }
    Ok(seen.len())
}
