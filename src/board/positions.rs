//! Every position reachable from the empty board, found by playing every legal move from every
//! position found so far. This walk never reads the table, so it can check it.

use super::{BOARD_NUMBERS, Board};

/// The 5,478 reachable positions, the empty board first, each once.
pub fn reachable() -> Vec<Board> {
    let mut seen = vec![false; BOARD_NUMBERS];
    let mut found = vec![Board::EMPTY];
    seen[Board::EMPTY.number()] = true;
    let mut next = 0;
    while let Some(&board) = found.get(next) {
        for cell in board.actions() {
            if let Ok(child) = board.play(cell)
                && !std::mem::replace(&mut seen[child.number()], true)
            {
                found.push(child);
            }
        }
        next += 1;
    }
    found
}

/// The 4,520 reachable positions where someone still has to move.
pub fn unfinished() -> Vec<Board> {
    reachable().into_iter().filter(|board| !board.is_terminal()).collect()
}
