//! How often a side wins against an opponent who picks every legal move with the same chance, when
//! the side plays as the `perfect` level does: a best move always (the table's: never losing, winning
//! fastest), and among those the one with the most chances. It is how `perfect` sets traps: among
//! equally good moves it prefers the one that leaves the opponent the most ways to go wrong.
//!
//! Computed exactly, never sampled: each position's chance follows from its children's, once per
//! reachable position, on first use (about a millisecond). Chances are whole numbers out of 9! =
//! 362,880: a random side picks among at most 9, 8, ..., 1 moves, so every chance is a whole number
//! of 9!ths.

use std::sync::OnceLock;

use crate::board::{BOARD_NUMBERS, Board, Player, positions};
use crate::table;

/// What chances are counted out of: 9! = 362,880.
pub const OUT_OF: u32 = 362_880;

/// How many times in [`OUT_OF`] `side` wins from `board` playing as `perfect` does, against an
/// opponent who picks uniformly at random. On a finished board: all of them if `side` has won, else
/// none.
pub fn against_random(board: Board, side: Player) -> u32 {
    let chances = CHANCES.get_or_init(solve);
    chances[board.number()][side.index()]
}

/// The share of games `side` wins from `board` as in [`against_random`], from 0 to 1.
pub fn share(board: Board, side: Player) -> f64 {
    f64::from(against_random(board, side)) / f64::from(OUT_OF)
}

static CHANCES: OnceLock<Vec<[u32; 2]>> = OnceLock::new();

/// Every reachable position's chances, for both sides, by board number (0 for the numbers of
/// boards no game reaches).
fn solve() -> Vec<[u32; 2]> {
    let mut chances = vec![[None; 2]; BOARD_NUMBERS];
    for board in positions::reachable() {
        for side in Player::BOTH {
            solve_from(board, side, &mut chances);
        }
    }
    chances
        .into_iter()
        .map(|known| known.map(|chance| chance.unwrap_or(0)))
        .collect()
}

/// The chance of `side` from `board`, filling in `chances` for the positions below it.
fn solve_from(board: Board, side: Player, chances: &mut [[Option<u32>; 2]]) -> u32 {
    if let Some(known) = chances[board.number()][side.index()] {
        return known;
    }
    let chance = match board.to_move() {
        None if board.winner() == Some(side) => OUT_OF,
        None => 0,
        // The side plays the best move with the most chances.
        Some(mover) if mover == side => table::probe(board)
            .best
            .into_iter()
            .map(|cell| solve_from(board.play(cell).expect("a best move is legal"), side, chances))
            .max()
            .expect("an unfinished board has a best move"),
        // The opponent picks each move with the same chance.
        Some(_) => {
            let moves = board.actions();
            let total: u32 = moves
                .into_iter()
                .map(|cell| solve_from(board.play(cell).expect("actions are legal"), side, chances))
                .sum();
            debug_assert_eq!(total % moves.len(), 0, "chances are whole numbers of 9!ths");
            total / moves.len()
        }
    };
    chances[board.number()][side.index()] = Some(chance);
    chance
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finished_boards_are_certain() {
        let won: Board = "XXX/OO./...".parse().unwrap();
        assert_eq!(against_random(won, Player::X), OUT_OF);
        assert_eq!(against_random(won, Player::O), 0);
        let draw: Board = "XOX/XOO/OXX".parse().unwrap();
        assert_eq!(against_random(draw, Player::X), 0);
        assert_eq!(against_random(draw, Player::O), 0);
    }

    #[test]
    fn a_forced_win_is_certain() {
        // X to move wins at once at 0,2.
        let board: Board = "XX./OO./...".parse().unwrap();
        assert_eq!(against_random(board, Player::X), OUT_OF);
    }

    #[test]
    fn a_random_opponent_blocks_one_time_in_two() {
        // O to move on two empty cells: 2,2 blocks X's diagonal and draws, 2,1 lets X win at 2,2.
        let board: Board = "XOX/XXO/O..".parse().unwrap();
        assert_eq!(board.to_move(), Some(Player::O));
        assert_eq!(against_random(board, Player::X), OUT_OF / 2);
        assert_eq!(against_random(board, Player::O), 0);
    }

    #[test]
    fn every_chance_follows_from_its_children() {
        for board in positions::unfinished() {
            let mover = board.to_move().unwrap();
            let children = |cells: crate::board::Cells, side| {
                cells
                    .into_iter()
                    .map(move |cell| against_random(board.play(cell).unwrap(), side))
            };
            let best = table::probe(board).best;
            assert_eq!(
                against_random(board, mover),
                children(best, mover).max().unwrap(),
                "{board}"
            );
            let opponent = mover.opponent();
            let total: u32 = children(board.actions(), opponent).sum();
            assert_eq!(
                against_random(board, opponent) * board.actions().len(),
                total,
                "{board}"
            );
        }
    }
}
