//! Adversarial search: plain minimax as in the CS50 pseudocode, and alpha-beta with move ordering.
//! Both score "win fastest, lose slowest", count every position they visit and never read the table.
//!
//! This file depends only on `board`: `build.rs` includes both by `#[path]`.

use crate::board::{Board, Cell, Cells, LINES, Player};
use crate::outcome::Outcome;

/// A position's worth to X, as one number both searches compare: `10 - marks at the end` for a win
/// by X, its negative for a win by O, 0 for a draw. Sooner wins score further from zero. Since it
/// counts the marks at the end of the game rather than moves from here, it means the same in every
/// position, so alpha-beta bounds pass down the tree unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i8);

impl Score {
    const WORST_FOR_X: Score = Score(-10);
    const WORST_FOR_O: Score = Score(10);

    /// The score of a finished board.
    #[inline]
    pub fn of_finished(board: Board) -> Score {
        match board.winner() {
            Some(winner) => Score::win(winner, board.marks()),
            None => Score(0),
        }
    }

    /// The score of the board if the move `mover` just made ended the game: CS50's `terminal`
    /// and `utility` in one look. Only the side that just moved can have made a line, so only its
    /// marks are checked: plain minimax asks this at every one of its half a million positions.
    #[inline]
    fn if_finished_by(board: Board, mover: Player) -> Option<Score> {
        if board.cells_of(mover).has_line() {
            Some(Score::win(mover, board.marks()))
        } else if board.empty_cells().is_empty() {
            Some(Score(0))
        } else {
            None
        }
    }

    /// A win by `winner` when the board holds `marks` marks.
    #[inline]
    fn win(winner: Player, marks: u32) -> Score {
        Score(winner.sign() * (10 - marks as i8))
    }

    /// Whether `self` is better than `other` for `player`.
    #[inline]
    fn better_for(self, player: Player, other: Score) -> bool {
        match player {
            Player::X => self > other,
            Player::O => self < other,
        }
    }

    fn worst_for(player: Player) -> Score {
        match player {
            Player::X => Score::WORST_FOR_X,
            Player::O => Score::WORST_FOR_O,
        }
    }

    /// The outcome this score means for the position `board`.
    pub fn outcome(self, board: Board) -> Outcome {
        let end_marks = if self.0 == 0 {
            9
        } else {
            10 - self.0.unsigned_abs() as u32
        };
        let winner = match self.0.signum() {
            1 => Some(Player::X),
            -1 => Some(Player::O),
            _ => None,
        };
        Outcome {
            winner,
            plies: (end_marks - board.marks()) as u8,
        }
    }
}

/// What a search found, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// What the position is worth with perfect play.
    pub outcome: Outcome,
    /// The move the search plays; `None` on a finished board.
    pub choice: Option<Cell>,
    /// Every position visited, the root included.
    pub nodes: u64,
}

/// Plain minimax, as CS50's pseudocode: every move, every reply, to the end of every game;
/// no memory and no pruning. From the empty board it visits the whole game tree, 549,946 positions.
pub fn minimax(board: Board) -> SearchResult {
    let mut nodes = 1;
    let Some(player) = board.to_move() else {
        return finished(board);
    };
    let mut best: Option<(Score, Cell)> = None;
    for cell in board.actions() {
        let score = value_after(board.with_mark(player, cell), player, &mut nodes);
        if best.is_none_or(|(so_far, _)| score.better_for(player, so_far)) {
            best = Some((score, cell));
        }
    }
    chosen(board, best, nodes)
}

/// The minimax score of the board `mover` has just moved to, counting it as visited: the
/// utility if the game is over, else the best the other side can do from there. Finished
/// positions, half the tree, are scored here without a call of their own.
#[inline]
fn value_after(board: Board, mover: Player, nodes: &mut u64) -> Score {
    *nodes += 1;
    match (Score::if_finished_by(board, mover), mover) {
        (Some(score), _) => score,
        (None, Player::O) => max_value(board, nodes),
        (None, Player::X) => min_value(board, nodes),
    }
}

/// CS50's `max_value` on an unfinished board with X to move: the highest score of any move.
fn max_value(board: Board, nodes: &mut u64) -> Score {
    let mut best = Score::WORST_FOR_X;
    for cell in board.empty_cells() {
        best = best.max(value_after(board.with_mark(Player::X, cell), Player::X, nodes));
    }
    best
}

/// CS50's `min_value` on an unfinished board with O to move: the lowest score of any move.
fn min_value(board: Board, nodes: &mut u64) -> Score {
    let mut best = Score::WORST_FOR_O;
    for cell in board.empty_cells() {
        best = best.min(value_after(board.with_mark(Player::O, cell), Player::O, nodes));
    }
    best
}

/// Alpha-beta: minimax that stops looking at a position's moves once one of them proves the
/// position is no better than what the other side already has elsewhere. Moves are tried in the
/// order most likely to prove that early: a win, then a block, then the centre, corners, edges.
pub fn alphabeta(board: Board) -> SearchResult {
    let mut nodes = 1;
    let Some(player) = board.to_move() else {
        return finished(board);
    };
    let (mut alpha, mut beta) = (Score::WORST_FOR_X, Score::WORST_FOR_O);
    let best_possible = Score::win(player, board.marks() + 1);
    let mut best: Option<(Score, Cell)> = None;
    for cell in ordered_moves(board, player) {
        let score = alphabeta_score(board.with_mark(player, cell), alpha, beta, &mut nodes);
        if best.is_none_or(|(so_far, _)| score.better_for(player, so_far)) {
            best = Some((score, cell));
        }
        match player {
            Player::X => alpha = alpha.max(score),
            Player::O => beta = beta.min(score),
        }
        if score == best_possible {
            break;
        }
    }
    chosen(board, best, nodes)
}

/// The exact score when it lies strictly between `alpha` and `beta`; otherwise a bound on the
/// same side of the window as the exact score.
fn alphabeta_score(board: Board, mut alpha: Score, mut beta: Score, nodes: &mut u64) -> Score {
    *nodes += 1;
    let player = board.next_player();
    if let Some(score) = Score::if_finished_by(board, player.opponent()) {
        return score;
    }
    // Nothing beats winning with the very next move.
    let best_possible = Score::win(player, board.marks() + 1);
    let mut best = Score::worst_for(player);
    for cell in ordered_moves(board, player) {
        let score = alphabeta_score(board.with_mark(player, cell), alpha, beta, nodes);
        if score.better_for(player, best) {
            best = score;
        }
        match player {
            Player::X => alpha = alpha.max(score),
            Player::O => beta = beta.min(score),
        }
        if alpha >= beta || best == best_possible {
            break;
        }
    }
    best
}

/// A search's answer from the best move found at the root; a finished board has none.
fn chosen(board: Board, best: Option<(Score, Cell)>, nodes: u64) -> SearchResult {
    match best {
        Some((score, cell)) => SearchResult {
            outcome: score.outcome(board),
            choice: Some(cell),
            nodes,
        },
        None => finished(board),
    }
}

fn finished(board: Board) -> SearchResult {
    SearchResult {
        outcome: Score::of_finished(board).outcome(board),
        choice: None,
        nodes: 1,
    }
}

/// The legal moves, those most likely to decide the position first.
fn ordered_moves(board: Board, player: Player) -> impl Iterator<Item = Cell> {
    const CENTRE: u16 = 0b000_010_000;
    const CORNERS: u16 = 0b101_000_101;
    const EDGES: u16 = 0b010_101_010;
    let empty = board.empty_cells();
    let wins = completing_cells(board.cells_of(player), empty);
    let blocks = completing_cells(board.cells_of(player.opponent()), empty);
    let rest = empty.bits() & !wins & !blocks;
    [wins, blocks & !wins, rest & CENTRE, rest & CORNERS, rest & EDGES]
        .into_iter()
        .flat_map(|bits| Cells::from_bits(bits).into_iter())
}

/// The empty cells that would complete a line of `marks`.
fn completing_cells(marks: Cells, empty: Cells) -> u16 {
    LINES.iter().fold(0, |found, &line| {
        let missing = line & !marks.bits();
        // Exactly one cell missing (a power of two), and that cell empty.
        if missing.is_power_of_two() && missing & empty.bits() != 0 {
            found | missing
        } else {
            found
        }
    })
}
