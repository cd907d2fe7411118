//! A failing function's block of the report as values: a heading, then labelled rows, each a sentence,
//! a board, or both. The command line writes blocks as text, boards drawn as 3x3 grids of letters; the
//! window draws the same blocks with boards drawn as boards, so the two never say different things.

use std::fmt::Write as _;

use super::super::calls::Function;
use crate::board::{Board, Cell, Player};
use crate::engines::Rung;
use crate::output::wrap::columns;

/// Nine cells, row by row, as a board or as whatever the learner's code returned.
pub type Marks = [Option<Player>; 9];

/// The marks of a board.
pub fn marks(board: Board) -> Marks {
    Cell::ALL.map(|cell| board.get(cell))
}

/// One block: a failure, or another kind of failure of the same function.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Whose block it is.
    pub function: Function,
    /// The failing call's board, which the window opens in the explorer.
    pub board: Board,
    /// The course's search the block cites, which shows how the right action is found there: the window
    /// opens the board with it.
    pub cites: Rung,
    /// Whether it is the function's first block (its failure on the smallest board).
    pub first: bool,
    /// What the block shows, in the report's language.
    pub heading: String,
    pub rows: Vec<Row>,
}

/// What a row says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    Board,
    Call,
    Got,
    Expected,
    /// The line of the learner's file the failing call returned from or raised at.
    Returned,
    /// The line of the learner's file to change.
    Change,
    Why,
    Note,
    Pattern,
    First,
    Fresh,
    Culprit,
    ItsReturned,
    ItsChange,
    ItsBoard,
    ItsCalls,
    Breaks,
    Visited,
    See,
}

/// A labelled row: a sentence, a board, or a sentence with a board under it.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub label: Label,
    /// The label's words, padded to line up in text.
    pub label_text: &'static str,
    pub text: String,
    pub marks: Option<Marks>,
    /// For the calls a culprit made: each one's board and what it returned ("2,1 → 0"), which the
    /// window draws as small boards; the text says them in `text`.
    pub calls: Vec<(Marks, String)>,
}

impl Row {
    /// A sentence.
    pub fn text(label: Label, label_text: &'static str, text: impl Into<String>) -> Row {
        Row {
            label,
            label_text,
            text: text.into(),
            marks: None,
            calls: Vec::new(),
        }
    }

    /// A board.
    pub fn marks(label: Label, label_text: &'static str, marks: Marks) -> Row {
        Row {
            label,
            label_text,
            text: String::new(),
            marks: Some(marks),
            calls: Vec::new(),
        }
    }
}

impl Block {
    /// The block as text: its heading, then each row indented under it, a board drawn as a 3x3 grid.
    pub fn text(&self) -> String {
        let mut out = format!("\n{}\n", self.heading);
        for row in &self.rows {
            match (&row.marks, row.text.is_empty()) {
                (Some(marks), true) => out.push_str(&grid_lines(row.label_text, marks)),
                (Some(marks), false) => {
                    let _ = writeln!(out, "  {}{}", row.label_text, row.text);
                    out.push_str(&grid_lines(&" ".repeat(columns(row.label_text)), marks));
                }
                (None, _) => {
                    let _ = writeln!(out, "  {}{}", row.label_text, row.text);
                }
            }
        }
        out
    }
}

/// Nine cells drawn as a 3x3 grid of `X`, `O` and `.` under a label.
pub fn grid_lines(label: &str, marks: &Marks) -> String {
    let written = written(marks);
    let mut out = String::new();
    for (row, cells) in written.as_bytes().chunks(3).enumerate() {
        let label = if row == 0 {
            label.to_string()
        } else {
            " ".repeat(columns(label))
        };
        let cells: Vec<String> = cells.iter().map(|&mark| char::from(mark).to_string()).collect();
        let _ = writeln!(out, "  {label}{}", cells.join(" "));
    }
    out
}

/// The nine cells as a board is written: `X`, `O` and `.`, row by row.
pub fn written(marks: &Marks) -> String {
    marks.iter().map(|mark| mark.map_or('.', Player::as_char)).collect()
}
