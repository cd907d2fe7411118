//! A strategy that never loses, as a map: for one side, the move to make at each position it can meet,
//! whatever the other side replies. Positions alike under the board's eight symmetries are one entry,
//! kept as their canonical board and the move on it. Two strategies: the Perfect level's choice (the
//! fastest win, and traps), and the smallest there is, found and proved by an exact search of its own
//! (`smallest`). Every strategy is held against the table by playing every reply (`verify`).
//!
//! What is counted follows Chris Lomont's "Minimal Size Tic Tac Toe Trees" (2024): the positions at
//! which the side chooses a move, alike ones once; for X its first move too, where the opening is the
//! choice. At each of them the move must keep the perfect-play outcome: a draw stays at least a draw,
//! and a won position stays won (not necessarily as fast as possible).

pub mod map;
pub mod picture;
mod smallest;
mod verify;

use std::collections::{BTreeMap, HashSet};

use crate::board::{Board, Cell, Player, canonical};
use crate::opponents::Level;
use crate::table;

pub use smallest::{Counting, Proof};
pub use verify::{Broken, verify};

/// A strategy's moves: by canonical board's number (the order they are listed in), the board and the
/// move to make on it.
type Moves = BTreeMap<usize, (Board, Cell)>;

/// X's first move, up to symmetry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opening {
    /// 1,1.
    Centre,
    /// 0,0 or any corner.
    Corner,
    /// 0,1 or any edge.
    Edge,
}

impl Opening {
    /// The three, in the order the command line lists them.
    pub const ALL: [Opening; 3] = [Opening::Centre, Opening::Corner, Opening::Edge];

    /// The cell of the empty board it names: 1,1, 0,0 or 0,1.
    pub fn cell(self) -> Cell {
        match self {
            Opening::Centre => Cell::new(1, 1),
            Opening::Corner => Cell::new(0, 0),
            Opening::Edge => Cell::new(0, 1),
        }
    }

    /// The opening a first move is, up to symmetry.
    pub fn of(cell: Cell) -> Opening {
        match (cell.row() % 2, cell.col() % 2) {
            (1, 1) => Opening::Centre,
            (0, 0) => Opening::Corner,
            _ => Opening::Edge,
        }
    }

    /// Its name on the command line and in JSON: centre, corner, edge.
    pub fn name(self) -> &'static str {
        match self {
            Opening::Centre => "centre",
            Opening::Corner => "corner",
            Opening::Edge => "edge",
        }
    }
}

/// Which strategy: the Perfect level's, or the smallest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The Perfect level's first choice at each position: the fastest win, and the move that leaves
    /// the most ways to go wrong.
    Perfect,
    /// One that needs the fewest positions remembered.
    Smallest,
}

/// A strategy for one side: its move at every position it can meet when the other side plays any
/// move, positions alike under symmetry once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    /// The side that follows it.
    pub side: Player,
    /// The Perfect level's or the smallest.
    pub kind: Kind,
    /// X's opening, for X.
    pub opening: Option<Opening>,
    /// By canonical board's number, the board and the move to make on it.
    moves: Moves,
}

impl Strategy {
    /// The Perfect level's strategy for `side`; for X from `opening`, or the Perfect level's own.
    pub fn perfect(side: Player, opening: Option<Opening>) -> Strategy {
        let choose = |board: Board| match (board.marks(), opening) {
            (0, Some(opening)) => opening.cell(),
            _ => perfect_move(board),
        };
        let moves = walk(side, choose);
        let opening = (side == Player::X).then(|| Opening::of(moves[&Board::EMPTY.number()].1));
        Strategy {
            side,
            kind: Kind::Perfect,
            opening,
            moves,
        }
    }

    /// The smallest strategy for `side` as `counting` counts, for X from `opening` (or the smallest of
    /// the three), with the proof that none is smaller.
    pub fn smallest(side: Player, opening: Option<Opening>, counting: Counting) -> (Strategy, Proof) {
        let openings: Vec<Option<Opening>> = match (side, opening) {
            (Player::X, None) => Opening::ALL.map(Some).to_vec(),
            (Player::X, Some(opening)) => vec![Some(opening)],
            (Player::O, _) => vec![None],
        };
        let found = openings.into_iter().map(|opening| {
            let (moves, proof) = smallest::search(side, opening, counting);
            let strategy = Strategy {
                side,
                kind: Kind::Smallest,
                opening: opening.filter(|_| side == Player::X),
                moves,
            };
            (strategy, proof)
        });
        found.min_by_key(|(_, proof)| proof.size).expect("at least one opening")
    }

    /// The move the strategy makes on `board`, if it meets that board.
    pub fn move_on(&self, board: Board) -> Option<Cell> {
        let found = canonical(board);
        self.moves.get(&found.board.number()).map(|&(_, cell)| found.back(cell))
    }

    /// The same strategy with `cell` played on `board` (and the positions alike), to check the checker.
    pub fn with_move(&self, board: Board, cell: Cell) -> Strategy {
        let found = canonical(board);
        let mut changed = self.clone();
        changed
            .moves
            .insert(found.board.number(), (found.board, found.forth(cell)));
        changed
    }

    /// The same strategy without its move on `board` (and the positions alike), to check the checker.
    pub fn without(&self, board: Board) -> Strategy {
        let mut changed = self.clone();
        changed.moves.remove(&canonical(board).board.number());
        changed
    }

    /// How many positions it needs remembered: those where its side chooses a move, alike ones once.
    pub fn positions(&self) -> usize {
        self.moves.len()
    }

    /// Every position it remembers, canonical, with its move on it.
    pub fn entries(&self) -> impl Iterator<Item = (Board, Cell)> + '_ {
        self.moves.values().copied()
    }

    /// Its positions and the finished positions the other side's replies lead to, alike ones once: what
    /// the vertices of Lomont's model count.
    pub fn with_finished(&self) -> usize {
        let mut finished = HashSet::new();
        for (board, cell) in self.entries() {
            let Ok(after) = board.play(cell) else { continue };
            if after.is_terminal() {
                continue;
            }
            for next in after.actions().into_iter().filter_map(|reply| after.play(reply).ok()) {
                if next.is_terminal() {
                    finished.insert(canonical(next).board.number());
                }
            }
        }
        self.positions() + finished.len()
    }

    /// How many positions a game following it can reach, both sides' and finished ones, alike ones
    /// once: the empty board and every position after it.
    pub fn reached(&self) -> usize {
        let mut seen = HashSet::new();
        let mut open = vec![Board::EMPTY];
        while let Some(board) = open.pop() {
            if !seen.insert(canonical(board).board) || board.is_terminal() {
                continue;
            }
            match board.next_player() == self.side {
                true => open.extend(self.move_on(board).and_then(|cell| board.play(cell).ok())),
                false => open.extend(board.actions().into_iter().filter_map(|cell| board.play(cell).ok())),
            }
        }
        seen.len()
    }
}

/// The Perfect level's first choice on an unfinished board.
fn perfect_move(board: Board) -> Cell {
    let moves: Vec<(Cell, crate::board::Outcome)> = table::moves(board).collect();
    Level::Perfect
        .odds(board, &moves)
        .into_iter()
        .find(|&(_, chance)| chance > 0.0)
        .map(|(cell, _)| cell)
        .expect("an unfinished board has a move the Perfect level plays")
}

/// The map `choose` makes for `side`: its move at every position it meets when the other side plays
/// every move, by canonical board.
fn walk(side: Player, choose: impl Fn(Board) -> Cell) -> Moves {
    let mut moves = BTreeMap::new();
    let mut open = vec![Board::EMPTY];
    while let Some(board) = open.pop() {
        if board.is_terminal() {
            continue;
        }
        if board.next_player() != side {
            open.extend(board.actions().into_iter().filter_map(|cell| board.play(cell).ok()));
            continue;
        }
        let found = canonical(board);
        if moves.contains_key(&found.board.number()) {
            continue;
        }
        let cell = choose(found.board);
        moves.insert(found.board.number(), (found.board, cell));
        open.extend(found.board.play(cell).ok());
    }
    moves
}

/// The moves on an unfinished board that keep its outcome for the side to move: a win stays a win (not
/// necessarily as fast), a draw a draw, a loss (which no strategy here meets) any move.
pub(crate) fn keeping(board: Board) -> impl Iterator<Item = Cell> {
    let winner = table::outcome(board).winner;
    table::moves(board)
        .filter(move |&(_, after)| after.winner == winner)
        .map(|(cell, _)| cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_perfect_levels_strategies_never_lose_and_need_more_positions_than_the_smallest() {
        for (side, opening) in [
            (Player::X, None),
            (Player::X, Some(Opening::Corner)),
            (Player::X, Some(Opening::Edge)),
            (Player::O, None),
        ] {
            let perfect = Strategy::perfect(side, opening);
            assert_eq!(verify(&perfect), Ok(perfect.reached()), "{side:?} {opening:?}");
            let opening = perfect.opening;
            let (smallest, _) = Strategy::smallest(side, opening, Counting::Choices);
            assert!(perfect.positions() > smallest.positions(), "{side:?} {opening:?}");
            // Every move wins as fast as the position allows, or holds the draw: one of the table's best.
            for (board, cell) in perfect.entries().filter(|(board, _)| board.marks() > 0) {
                assert!(table::probe(board).best.contains(cell), "{board} {cell}");
            }
        }
    }
}
