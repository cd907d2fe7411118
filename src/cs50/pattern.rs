//! What a function's failures have in common, when they do and it tells something: all with three in a
//! row on one line (a `winner` that misses it), all with a win beside a line of three empty cells (a
//! `winner` that counts that line), all with O to move, all with a win on the board, all on finished
//! boards.

use bincode::{Decode, Encode};

use crate::board::{Board, Cells, Player};

/// A property every failure of a function shares, and some of its right answers lack; the most telling
/// first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Pattern {
    /// A side has three in a row on this line.
    WonOn(Line),
    /// A side has a line, and another line has three empty cells.
    WonBesideEmptyLine,
    /// O is to move.
    OToMove,
    /// A side has a line.
    Won,
    /// The game is over.
    Finished,
}

impl Pattern {
    /// Every pattern, in the order they are tried: the most telling first.
    fn all() -> impl Iterator<Item = Pattern> {
        Line::ALL.into_iter().map(Pattern::WonOn).chain([
            Pattern::WonBesideEmptyLine,
            Pattern::OToMove,
            Pattern::Won,
            Pattern::Finished,
        ])
    }

    fn holds(self, board: Board) -> bool {
        let owns = |line: Cells| {
            [Player::X, Player::O]
                .iter()
                .any(|&side| board.cells_of(side) & line == line)
        };
        match self {
            Pattern::WonOn(line) => owns(line.cells()),
            Pattern::WonBesideEmptyLine => {
                board.winner().is_some() && Cells::LINES.iter().any(|&line| board.empty_cells() & line == line)
            }
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
        Pattern::all().find(|&pattern| {
            failing.iter().all(|&board| pattern.holds(board)) && checked.iter().any(|&board| !pattern.holds(board))
        })
    }

    /// The name JSON gives it: `won-on-row-0` to `won-on-row-2`, `won-on-column-0` to `won-on-column-2`,
    /// `won-on-diagonal`, `won-on-anti-diagonal`, `won-beside-empty-line`, `o-to-move`, `won`, `finished`.
    pub fn name(self) -> String {
        match self {
            Pattern::WonOn(line) => format!("won-on-{}", line.name()),
            Pattern::WonBesideEmptyLine => "won-beside-empty-line".to_string(),
            Pattern::OToMove => "o-to-move".to_string(),
            Pattern::Won => "won".to_string(),
            Pattern::Finished => "finished".to_string(),
        }
    }
}

/// A line of three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Encode, Decode)]
pub enum Line {
    Row(usize),
    Column(usize),
    /// From (0, 0) to (2, 2).
    Diagonal,
    /// From (0, 2) to (2, 0).
    AntiDiagonal,
}

impl Line {
    /// The eight, in the order of `Cells::LINES`.
    pub const ALL: [Line; 8] = [
        Line::Row(0),
        Line::Row(1),
        Line::Row(2),
        Line::Column(0),
        Line::Column(1),
        Line::Column(2),
        Line::Diagonal,
        Line::AntiDiagonal,
    ];

    /// Its three cells.
    pub fn cells(self) -> Cells {
        let at = Line::ALL
            .iter()
            .position(|&line| line == self)
            .expect("one of the eight");
        Cells::LINES[at]
    }

    /// Its name: `row-0`, `column-2`, `diagonal`, `anti-diagonal`.
    pub fn name(self) -> String {
        match self {
            Line::Row(i) => format!("row-{i}"),
            Line::Column(j) => format!("column-{j}"),
            Line::Diagonal => "diagonal".to_string(),
            Line::AntiDiagonal => "anti-diagonal".to_string(),
        }
    }
}
