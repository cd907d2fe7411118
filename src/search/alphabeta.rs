//! Alpha-beta: minimax that stops looking at a position's moves once one of them proves the position
//! is no better than what the other side already has elsewhere. How soon that happens depends on the
//! order the moves are tried in.

use super::{Bound, Observer, Score, SearchResult, chosen, finished};
use crate::board::{Board, Cell, Cells, LINES, Player};

/// The order in which alpha-beta tries a position's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveOrder {
    /// Row by row, as the cells are numbered.
    Cells,
    /// Those most likely to decide the position first: a win, then a block, then the centre, the
    /// corners, the edges.
    WinsFirst,
}

impl MoveOrder {
    /// The legal moves of an unfinished board in this order.
    #[inline]
    pub fn moves(self, board: Board, player: Player) -> impl Iterator<Item = Cell> {
        const CENTRE: u16 = 0b000_010_000;
        const CORNERS: u16 = 0b101_000_101;
        const EDGES: u16 = 0b010_101_010;
        let empty = board.empty_cells().bits();
        let groups = match self {
            MoveOrder::Cells => [empty, 0, 0, 0, 0],
            MoveOrder::WinsFirst => {
                let wins = completing_cells(board.cells_of(player), empty);
                let blocks = completing_cells(board.cells_of(player.opponent()), empty) & !wins;
                let rest = empty & !wins & !blocks;
                [wins, blocks, rest & CENTRE, rest & CORNERS, rest & EDGES]
            }
        };
        groups.into_iter().flat_map(|bits| Cells::from_bits(bits).into_iter())
    }
}

/// The empty cells that would complete a line of `marks`.
fn completing_cells(marks: Cells, empty: u16) -> u16 {
    LINES.iter().fold(0, |found, &line| {
        let missing = line & !marks.bits();
        // Exactly one cell missing (a power of two), and that cell empty.
        if missing.is_power_of_two() && missing & empty != 0 {
            found | missing
        } else {
            found
        }
    })
}

/// Alpha-beta on `board` with moves tried in `order`, telling `observer` every position it visits
/// and every move it never searches.
pub fn alphabeta_observed(board: Board, order: MoveOrder, observer: &mut impl Observer) -> SearchResult {
    let mut nodes = 0;
    let (score, cell) = search(
        board,
        None,
        (Score::WORST_FOR_X, Score::WORST_FOR_O),
        order,
        &mut nodes,
        observer,
    );
    match cell {
        Some(cell) => chosen(board, Some((score, cell)), nodes),
        None => finished(board),
    }
}

/// One position, reached by `cell`: its fail-soft score (exact when strictly inside the window,
/// otherwise a bound on the same side of the window as the exact score) and the move that gives it.
fn search(
    board: Board,
    cell: Option<Cell>,
    (mut alpha, mut beta): (Score, Score),
    order: MoveOrder,
    nodes: &mut u64,
    observer: &mut impl Observer,
) -> (Score, Option<Cell>) {
    *nodes += 1;
    observer.enter(board, cell, Some((alpha, beta)));
    let player = board.next_player();
    let finished = match cell {
        Some(_) => Score::if_finished_by(board, player.opponent()),
        None => board.is_terminal().then(|| Score::of_finished(board)),
    };
    if let Some(score) = finished {
        observer.leave(score, Bound::Exact);
        return (score, None);
    }
    let window = (alpha, beta);
    // Nothing beats winning with the very next move.
    let best_possible = Score::win(player, board.marks() + 1);
    let mut best = (Score::worst_for(player), None);
    let mut moves = order.moves(board, player);
    while let Some(cell) = moves.next() {
        let (score, _) = search(
            board.with_mark(player, cell),
            Some(cell),
            (alpha, beta),
            order,
            nodes,
            observer,
        );
        if best.1.is_none() || score.better_for(player, best.0) {
            best = (score, Some(cell));
        }
        match player {
            Player::X => alpha = alpha.max(score),
            Player::O => beta = beta.min(score),
        }
        if best.0 == best_possible {
            observer.prune(moves);
            observer.leave(best.0, Bound::Exact);
            return best;
        }
        if alpha >= beta {
            observer.prune(moves);
            break;
        }
    }
    observer.leave(best.0, Bound::of(best.0, window.0, window.1));
    best
}
